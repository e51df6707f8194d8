import UIKit

/// Plot-area calculator: a fixed keypad grid that fills the screen, like the system Calculator.
final class CalculatorViewController: UIViewController {
    var onInsert: ((String) -> Void)?

    private let operations: [String: (Double, Double) -> Double] = ["+": (+), "−": (-), "×": (*), "÷": (/)]
    private let keys = [["7", "8", "9", "÷"], ["4", "5", "6", "×"], ["1", "2", "3", "−"], ["0", ".", "=", "+"]]
    private let display = UILabel()
    private var entry = "0" { didSet { display.text = entry } }
    private var accumulator: Double?
    private var pending: String?
    private var history: [String] = []

    override var preferredVerticalBarBehavior: UIVerticalBarBehavior {
        .disabled
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plot Area (m²)"
        view.backgroundColor = .systemGroupedBackground
        display.font = .monospacedDigitSystemFont(ofSize: 56, weight: .light)
        display.textAlignment = .right
        display.text = entry

        let grid = UIStackView(arrangedSubviews: keys.map { row in
            let rowStack = UIStackView(arrangedSubviews: row.map(makeKey))
            rowStack.distribution = .fillEqually
            rowStack.spacing = 8
            return rowStack
        })
        grid.axis = .vertical
        grid.distribution = .fillEqually
        grid.spacing = 8
        let column = UIStackView(arrangedSubviews: [display, grid])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            column.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            grid.heightAnchor.constraint(equalTo: column.heightAnchor, multiplier: 0.75),
        ])
        configureBarItems()
    }

    private func configureBarItems() {
        let historyItem = UIBarButtonItem(title: "\(history.count)", image: UIImage(systemName: "clock.arrow.circlepath"),
                                          menu: UIMenu(title: "Recent", children: history.prefix(10).map { line in
            UIAction(title: line) { [weak self] _ in self?.entry = String(line.split(separator: " = ").last ?? "0") }
        }))
        let clearItem = UIBarButtonItem(primaryAction: UIAction(title: "Clear", image: UIImage(systemName: "delete.left")) {
            [weak self] _ in self?.clear()
        })
        navigationItem.leftBarButtonItems = [historyItem, clearItem]
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(insertResult))
    }

    private func makeKey(_ key: String) -> UIButton {
        var config: UIButton.Configuration = operations[key] != nil || key == "=" ? .filled() : .gray()
        config.title = key
        config.cornerStyle = .capsule
        return UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in self?.press(key) })
    }

    private func press(_ key: String) {
        if operations[key] != nil {
            accumulator = Double(entry)
            pending = key
            entry = "0"
        } else if key == "=" {
            guard let lhs = accumulator, let symbol = pending, let apply = operations[symbol], let rhs = Double(entry) else { return }
            let result = String(format: "%g", apply(lhs, rhs))
            history.insert("\(String(format: "%g", lhs)) \(symbol) \(entry) = \(result)", at: 0)
            entry = result
            (accumulator, pending) = (nil, nil)
            configureBarItems()
        } else if key == "." {
            if !entry.contains(".") { entry += "." }
        } else {
            entry = entry == "0" ? key : entry + key
        }
    }

    private func clear() { (entry, accumulator, pending) = ("0", nil, nil) }

    @objc private func insertResult() {
        onInsert?("\(entry) m²")
        dismiss(animated: true)
    }
}
