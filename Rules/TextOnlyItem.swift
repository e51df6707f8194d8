import DuobarModel

extension Rule {
    static let textOnlyItem = Rule(
        id: "text-only-item",
        severity: .error,
        summary: "A toolbar item whose label is a title with no symbol.",
        rationale: """
            A vertical bar has a fixed width, so only items with a symbol go there; items that show text \
            only stay on horizontal bars. The outer display has no horizontal bar, so a text-only item is \
            simply not shown there.
            """,
        remedy: """
            Give the item a symbol as well as its title: `Button("Edit", systemImage: "pencil")`, \
            `Label("Edit", systemImage: "pencil")`, or a `UIBarButtonItem` with both `title:` and `image:`. \
            If the text must stay (a price), say so with `.axisBehavior(.horizontalOnly)`.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    ↓Button("Edit") { isEditing = true }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    ↓Button(String(localized: "Archive"), action: archive)
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                }
            }
            """,
            """
            .toolbar {
                ↓Button { reload() } label: { Text("Reload") }
            }
            """,
            """
            .toolbar {
                ToolbarItem { ↓NavigationLink("Settings") { SettingsView() } }
            }
            """,
            """
            .toolbar {
                ToolbarItem { ↓Menu("Sort") { Button("Name", systemImage: "textformat") { } } }
            }
            """,
            """
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = ↓UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
            }
            """,
            """
            let refresh = ↓UIBarButtonItem(title: NSLocalizedString("refresh", comment: ""), primaryAction: nil)
            toolbarItems = [refresh]
            """,
            """
            @ToolbarContentBuilder
            var editingItems: some ToolbarContent {
                ToolbarItem(placement: .primaryAction) { ↓Toggle("Favorites", isOn: $showsFavorites) }
            }
            """,
            """
            final class NotesViewController: UIViewController {
                lazy var notesItem = ↓UIBarButtonItem(title: "Notes", style: .plain, target: nil, action: nil)
            }

            final class NoteViewController: UIViewController {
                func show(from notes: NotesViewController) {
                    navigationItem.rightBarButtonItem = notes.notesItem
                }
            }
            """,
            """
            struct PillLabel: View {
                let text: String
                var body: some View {
                    Text(text).font(.caption.bold()).padding(.horizontal, 8)
                }
            }

            struct NoteEditor: View {
                var body: some View {
                    TextEditor(text: $draft).toolbar {
                        ToolbarItem(placement: .confirmationAction) { ↓saveButton }
                        ToolbarItem(placement: .bottomBar) { ↓PillLabel(text: "Draft") }
                    }
                }

                private var saveButton: some View {
                    Button("Save") { save() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    if isLoading { ProgressView() } else { ↓Button("Reload") { reload() } }
                }
            }
            """,
            """
            List(notes) { NoteRow(note: $0) }
                .navigationBarItems(leading: EditButton(), trailing: ↓Button("Add") { addNote() })
            """,
            """
            let close = ↓UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
            close.primaryAction = UIAction(title: "Close") { _ in self.dismiss(animated: true) }
            navigationItem.leftBarButtonItem = close
            """,
            """
            // `AnyView(x)` shows `x`.
            struct RecommendView: View {
                var body: some View {
                    Form { }.toolbar {
                        ToolbarItem(placement: .topBarLeading) { ↓nextButton }
                        ToolbarItem(placement: .bottomBar) { ↓sendButton }
                    }
                }
                var nextButton: some View { AnyView(Button("Next") { next() }) }
                var sendButton: some View {
                    if isSending {
                        return AnyView(ProgressView())
                    } else {
                        return AnyView(Button(action: { send() }, label: { Text("Send") }))
                    }
                }
            }
            """,
            """
            // A member given to `.navigationBarItems(…)` is a view: its body decides.
            struct NewAliasView: View {
                var body: some View {
                    Form { }.navigationBarItems(leading: ↓cancelButton)
                }
                private var cancelButton: some View {
                    Button(action: { dismiss() }, label: { Text("Cancel") })
                }
            }
            """,
            """
            // The file's own name for SwiftUI's Button is that Button.
            private typealias SButton = SwiftUI.Button

            struct VPNSettings: View {
                var body: some View {
                    Form { }.toolbar {
                        ToolbarItem(placement: .cancellationAction) { ↓SButton("Discard") { discard() } }
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            // A switch is drawn beside the title: a custom view (custom-view-item), not a text item.
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Toggle("Record", isOn: $isRecording).toggleStyle(.switch)
                }
            }
            """,
            """
            // Another screen's property given to this one's Back button: a Back button shows its title only.
            final class NotesViewController: UIViewController {
                lazy var backItem = UIBarButtonItem(title: "Notes", style: .plain, target: nil, action: nil)
            }

            final class NoteViewController: UIViewController {
                func show(from notes: NotesViewController) {
                    navigationItem.backBarButtonItem = notes.backItem
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send", icon: .send) { send() }
                }
            }
            """,
            """
            .toolbar {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Columns") { toggleColumns() }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .keyboard) {
                    Button("Done") { focused = nil }
                }
            }
            """,
            """
            .toolbar {
                Menu {
                    Button("Rename") { rename() }
                    Button("Delete", role: .destructive) { delete() }
                } label: {
                    Label("More", systemImage: "folder")
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .principal) { Text("Inbox").font(.headline) }
                ToolbarItem { Button("Compose", systemImage: "square.and.pencil") { compose() } }
            }
            """,
            """
            .toolbar {
                ToolbarItem {
                    Button("$4.99") { buy() }
                }
                .axisBehavior(.horizontalOnly)
            }
            """,
            """
            .toolbar {
                ToolbarOverflowMenu {
                    Button("Export as PDF") { export() }
                }
            }
            """,
            """
            #if os(macOS)
            .toolbar {
                Button("Refresh") { refresh() }
            }
            #endif
            """,
            """
            let edit = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
            edit.image = UIImage(systemName: "pencil")
            navigationItem.rightBarButtonItem = edit
            """,
            """
            let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(dismissKeyboard))
            let bar = UIToolbar()
            bar.items = [done]
            textField.inputAccessoryView = bar
            """,
            """
            func showKeys(_ keyName: String) {
                var keyGroup: [UIBarButtonItem] = []
                var key: UIBarButtonItem? = nil
                if let image = UIImage(systemName: keyName) {
                    key = UIBarButtonItem(image: image, style: .plain, target: self, action: #selector(press))
                } else {
                    key = UIBarButtonItem(title: keyName, style: .plain, target: self, action: #selector(press))
                }
                keyGroup.append(key!)
                field.inputAssistantItem.trailingBarButtonGroups = [UIBarButtonItemGroup(barButtonItems: keyGroup, representativeItem: nil)]
            }
            """,
            """
            keysBar.items?.append(UIBarButtonItem(title: "Esc", style: .plain, target: self, action: #selector(escape)))
            """,
            """
            final class NotesViewController: UIViewController {
                lazy var backItem = UIBarButtonItem(title: "Notes", style: .plain, target: nil, action: nil)
                var closeItem: UIBarButtonItem!

                func makeItems() {
                    closeItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
                }
            }

            extension NotesViewController {
                func showNote() {
                    navigationItem.backBarButtonItem = backItem
                    reader.items = [closeItem]
                }
            }
            """,
            """
            final class ReaderViewController: UIViewController {
                @IBOutlet weak var readerBar: UIToolbar!

                var readerItems: [UIBarButtonItem] {
                    [UIBarButtonItem(title: "Aa", style: .plain, target: self, action: #selector(showFonts))]
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    readerBar.items = readerItems
                }
            }
            """,
            """
            // The storyboard wires the item of a bar laid out by hand (hand-built-bar reports the bar).
            final class DatePickerViewController: UIViewController {
                @IBOutlet weak var dateBar: UINavigationBar!
                @IBOutlet weak var dateItem: UINavigationItem!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    dateItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(cancel))
                    dateItem.rightBarButtonItem = UIBarButtonItem(title: "Set", style: .done, target: self, action: #selector(apply))
                }
            }
            """,
            """
            .toolbar {
                Button(action: reload) { Label("Reload", systemImage: "arrow.clockwise") }
                EditButton()
            }
            """,
            """
            struct ToolbarButton: View {
                let title: LocalizedStringKey
                let symbol: String
                let action: () -> Void
                var body: some View {
                    Button(title, systemImage: symbol, action: action)
                }
            }

            struct AddItemScreen: View {
                var body: some View {
                    Form { }.toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            ToolbarButton(title: "Add", symbol: "plus") { add() }
                        }
                        if #available(iOS 26, *) {
                            ToolbarItem(placement: .cancellationAction) { Button(role: .close) { dismiss() } }
                        } else {
                            ToolbarItem(placement: .cancellationAction) { Button("Done") { dismiss() } }
                        }
                    }
                }
            }
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit", systemImage: "pencil") { isEditing = true }
                }
            }
            """,
        exemptions: [
            "Items placed `.keyboard`, and items on a hand-built or keyboard accessory toolbar.",
            "Title content: `.principal` (and the other title placements).",
            "Items inside `ToolbarOverflowMenu` / `additionalOverflowItems` or placed `.secondaryAction` (on iPhone, the overflow menu), the views of a labelled `ToolbarItemGroup { … } label: { … }` (they fold into its menu), and entries inside a `Menu`'s content: menus show titles.",
            "Items with an explicit axis behavior (`.axisBehavior(.horizontalOnly)` says the text is meant to stay).",
            "UIKit back buttons (`backBarButtonItem`) and items whose `image` is set later in the same scope.",
            "Code in `#if` branches that cannot build for iOS, the `else` of an `if #available(iOS 26, *)` that never runs on iOS 27.1, code that runs only on an iPad (`if UIDevice.current.userInterfaceIdiom == .pad { … }`), and `private` members only such code uses.",
            "Calls of the project's own views whose bodies show a symbol as well (`ToolbarButton` whose body is `Button(title, systemImage: symbol, …)`).",
        ],
        fix: RuleFix(
            .unsafe,
            summary: """
                With `--unsafe-fixes`, an item whose title names a common action (Share, Edit, Delete, Filter, …, \
                and the config's `symbols`) gets that action's SF Symbol: `Button("Share") { … }` becomes \
                `Button("Share", systemImage: "square.and.arrow.up") { … }` (also `Menu` and `Toggle`), and \
                `UIBarButtonItem(title:style: .plain, target:action:)` becomes \
                `UIBarButtonItem(title:image: UIImage(systemName: …), target:action:)` (iOS 16). Unsafe: the \
                symbol is a guess from the title. Labels written as a closure (`Text("Filter")`) and links are \
                left alone: there is no one spelling to add a symbol to them.
                """,
            examples: [
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            ↓Button("Edit") { isEditing = true }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Edit", systemImage: "pencil") { isEditing = true }
                        }
                    }
                    """, unsafe: true),
                FixExample("""
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            ↓Button(String(localized: "Archive"), action: archive)
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button(String(localized: "Archive"), systemImage: "archivebox", action: archive)
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                        }
                    }
                    """, unsafe: true),
                FixExample("""
                    .toolbar {
                        ToolbarItem { ↓Menu("Sort") { Button("Name", systemImage: "textformat") { } } }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem { Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name", systemImage: "textformat") { } } }
                    }
                    """, unsafe: true),
                FixExample("""
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = ↓UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
                    }
                    """, """
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), target: self, action: #selector(edit))
                    }
                    """, unsafe: true),
                FixExample("""
                    let refresh = ↓UIBarButtonItem(title: NSLocalizedString("refresh", comment: ""), primaryAction: nil)
                    toolbarItems = [refresh]
                    """, """
                    let refresh = UIBarButtonItem(title: NSLocalizedString("refresh", comment: ""), image: UIImage(systemName: "arrow.clockwise"), primaryAction: nil)
                    toolbarItems = [refresh]
                    """, unsafe: true),
                FixExample("""
                    @ToolbarContentBuilder
                    var editingItems: some ToolbarContent {
                        ToolbarItem(placement: .primaryAction) { ↓Toggle("Favorites", isOn: $showsFavorites) }
                    }
                    """, """
                    @ToolbarContentBuilder
                    var editingItems: some ToolbarContent {
                        ToolbarItem(placement: .primaryAction) { Toggle("Favorites", systemImage: "star", isOn: $showsFavorites) }
                    }
                    """, unsafe: true),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            if isLoading { ProgressView() } else { ↓Button("Reload") { reload() } }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            if isLoading { ProgressView() } else { Button("Reload", systemImage: "arrow.clockwise") { reload() } }
                        }
                    }
                    """, unsafe: true),
                // The config's `symbols` name what the built-in table does not know.
                FixExample("""
                    final class NotesViewController: UIViewController {
                        lazy var notesItem = ↓UIBarButtonItem(title: "Notes", style: .plain, target: nil, action: nil)
                    }

                    final class NoteViewController: UIViewController {
                        func show(from notes: NotesViewController) {
                            navigationItem.rightBarButtonItem = notes.notesItem
                        }
                    }
                    """, """
                    final class NotesViewController: UIViewController {
                        lazy var notesItem = UIBarButtonItem(title: "Notes", image: UIImage(systemName: "note.text"), target: nil, action: nil)
                    }

                    final class NoteViewController: UIViewController {
                        func show(from notes: NotesViewController) {
                            navigationItem.rightBarButtonItem = notes.notesItem
                        }
                    }
                    """, unsafe: true, symbols: ["Notes": "note.text"]),
                FixExample("""
                    List(notes) { NoteRow(note: $0) }
                        .navigationBarItems(leading: EditButton(), trailing: ↓Button("Add") { addNote() })
                    """, """
                    List(notes) { NoteRow(note: $0) }
                        .navigationBarItems(leading: EditButton(), trailing: Button("Add", systemImage: "plus") { addNote() })
                    """, unsafe: true),
            ]
        ),
        // Its items are found in toolbar contexts (every toolbar name holds `oolbar`, and
        // `.navigationBarItems(…)`) and from UIKit's bar button items.
        markers: ["oolbar", "BarButtonItem", "navigationBarItems"],
        check: { model, findings in
            for item in model.items where item.takesItemRules && item.area != .overflowMenu
                && item.label.labelClass == .text && !item.hasAxisBehavior {
                let symbol = model.suggestedSymbol(for: item)
                let example = symbol.map { item.framework == .uiKit ? " with image: UIImage(systemName: \"\($0)\")" : " with systemImage: \"\($0)\"" } ?? ""
                var advice: String
                switch (item.framework, item.kind) {
                case (.uiKit, _) where item.titledByAction: advice = "give its action an image: UIAction(title:image:…)"
                case (.uiKit, _): advice = "give it an image: UIBarButtonItem(title:image:…)"
                case (_, .menu): advice = "give it a symbol: Menu(_:systemImage:content:)"
                case (_, .toggle): advice = "give it a symbol: Toggle(_:systemImage:isOn:)"
                case (_, .navigationLink), (_, .link): advice = "give it a symbol: make its label a Label(_:systemImage:)"
                case (_, .text): advice = "give it a symbol: show a Label(_:systemImage:)"
                default: advice = "give it a symbol, e.g. Button(_:systemImage:action:)"
                }
                // A count alone is a badge drawn by hand: a symbol item carries it as one.
                if let counted = model.countShownAlone(item), item.framework == .swiftUI {
                    advice = "a count shown alone is a badge: show a symbol item (a Button or Label with systemImage:) and give it .badge(\(counted))"
                }
                // A view of the project gets its symbol where its body builds the control.
                if let body = model.projectViewName(item), advice.hasPrefix("give it a symbol") {
                    advice = "give it a symbol in \(body)'s body" + advice.dropFirst("give it a symbol".count)
                }
                findings.report(item.control, "\(model.displayName(item)) is text only, so it stays on horizontal bars and is not shown on the outer display; \(advice)\(example)",
                                fix: symbol.flatMap { model.symbolFix(item, symbol: $0) })
            }
        }
    )
}
