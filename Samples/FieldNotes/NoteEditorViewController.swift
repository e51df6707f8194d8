import UIKit

final class NoteEditorViewController: UIViewController {
    var onSave: (() -> Void)?
    private var note: FieldNote
    private let store: NoteStore
    private let titleField = NoteTitleField()
    private let bodyView = UITextView()
    private let wordCountView = WordCountView()

    init(note: FieldNote, store: NoteStore) {
        self.note = note
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = note.title.isEmpty ? "New Note" : note.title
        titleField.text = note.title
        titleField.placeholder = "Title"
        titleField.font = .preferredFont(forTextStyle: .title2)
        bodyView.text = note.body
        bodyView.font = .preferredFont(forTextStyle: .body)
        bodyView.installFormattingAccessory()

        let stack = UIStackView(arrangedSubviews: [titleField, bodyView])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])

        bodyView.delegate = self
        wordCountView.count(bodyView.text)
        configureBarItems()
    }

    private func configureBarItems() {
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })

        let saveItem = UIBarButtonItem(title: "Save", image: UIImage(systemName: "checkmark"),
                                       primaryAction: UIAction { [weak self] _ in self?.save() })
        saveItem.style = .prominent
        let shareItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.share() })
        navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [saveItem, shareItem], representativeItem: nil)

        let photosItem = UIBarButtonItem(title: "Photos", image: UIImage(systemName: "photo.on.rectangle"),
                                         primaryAction: UIAction { [weak self] _ in self?.showPhotos() })
        if !note.photoURLs.isEmpty {
            photosItem.badge = .count(note.photoURLs.count)
        }

        let textSizeSlider = UISlider()
        textSizeSlider.minimumValue = 13
        textSizeSlider.maximumValue = 28
        textSizeSlider.value = 17
        textSizeSlider.addAction(UIAction { [weak self] _ in
            self?.bodyView.font = .systemFont(ofSize: CGFloat(textSizeSlider.value))
        }, for: .valueChanged)
        let textSizeItem = UIBarButtonItem(customView: textSizeSlider)

        let wordCountItem = UIBarButtonItem(customView: wordCountView)
        wordCountItem.axisBehavior = .verticalPreferred
        wordCountItem.visibilityPriority = .low

        let areaItem = UIBarButtonItem(title: "Plot Area", image: UIImage(systemName: "square.dashed"),
                                       primaryAction: UIAction { [weak self] _ in self?.showCalculator() })
        toolbarItems = [photosItem, textSizeItem, wordCountItem, areaItem]
    }

    private func save() {
        note.title = titleField.text ?? ""
        note.body = bodyView.text
        note.isUploaded = false
        store.upsert(note)
        onSave?()
        dismiss(animated: true)
    }

    private func share() {
        let activity = UIActivityViewController(activityItems: [note.title + "\n\n" + bodyView.text], applicationActivities: nil)
        activity.popoverPresentationController?.sourceItem = navigationItem.pinnedTrailingGroup?.barButtonItems.last
        present(activity, animated: true)
    }

    private func showPhotos() {
        guard !note.photoURLs.isEmpty else { return }
        let navigation = UINavigationController(rootViewController: PhotoViewerViewController(photoURLs: note.photoURLs))
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true)
    }

    private func showCalculator() {
        let calculator = CalculatorViewController()
        calculator.onInsert = { [weak self] result in self?.bodyView.insertText(result) }
        present(UINavigationController(rootViewController: calculator), animated: true)
    }
}

extension NoteEditorViewController: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) { wordCountView.count(textView.text) }
}

/// Word count for the editor toolbar.
final class WordCountView: UIView {
    private let icon = UIImageView(image: UIImage(systemName: "text.word.spacing"))
    private let label = UILabel()
    private lazy var stack = UIStackView(arrangedSubviews: [icon, label])

    func count(_ text: String) {
        label.text = text.split(whereSeparator: \.isWhitespace).count.formatted()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .monospacedDigitSystemFont(ofSize: 13, weight: .medium)
        stack.alignment = .center
        stack.spacing = 4
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
        updateAxis()
        registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (view: Self, _) in
            view.updateAxis()
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The side bar has a fixed width, so the number goes under the icon there.
    private func updateAxis() {
        stack.axis = traitCollection.verticalBarEdge == nil ? .horizontal : .vertical
    }
}
