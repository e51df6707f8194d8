import UIKit

// Keyboard accessories for the note editor. These rows travel with the keyboard,
// so they are plain UIToolbars handed to inputAccessoryView, never to the view hierarchy.

extension UITextView {
    /// Adds the timestamp / bullet / done row above the keyboard.
    func installFormattingAccessory() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.accessibilityIdentifier = "UIToolbar.noteFormatting"
        toolbar.items = [
            UIBarButtonItem(title: "Time", primaryAction: UIAction { [weak self] _ in
                self?.insertText(Date.now.formatted(date: .omitted, time: .shortened) + " ")
            }),
            UIBarButtonItem(image: UIImage(systemName: "list.bullet"), primaryAction: UIAction { [weak self] _ in
                self?.insertText("\n• ")
            }),
            UIBarButtonItem.flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(resignFirstResponder)),
        ]
        toolbar.sizeToFit()
        inputAccessoryView = toolbar
    }
}

/// Title field with one-tap titles for the most common kinds of note.
final class NoteTitleField: UITextField {
    private let suggestionBar = UIToolbar()
    private let suggestions = ["Bird count", "Soil sample", "Trail condition", "Weather"]

    override init(frame: CGRect) {
        super.init(frame: frame)
        returnKeyType = .next
        suggestionBar.items = suggestions.flatMap { title in
            [UIBarButtonItem(title: title, primaryAction: UIAction { [weak self] _ in self?.text = title }), .fixedSpace(8)]
        }
        suggestionBar.sizeToFit()
        inputAccessoryView = suggestionBar
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
