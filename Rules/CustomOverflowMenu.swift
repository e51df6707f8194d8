import DuobarModel

extension Rule {
    static let customOverflowMenu = Rule(
        id: "custom-overflow-menu",
        severity: .warning,
        summary: "A toolbar item labeled with an ellipsis symbol: a home-made \"more\" menu.",
        rationale: """
            The vertical bar has its own overflow menu, shown with an ellipsis, that collects the items \
            that do not fit. A second, home-made "more" menu beside it confuses people, and the ellipsis \
            symbol is reserved for the system's.
            """,
        remedy: """
            Move the menu's actions into `ToolbarOverflowMenu { … }` (UIKit: \
            `navigationItem.additionalOverflowItems`), and give other items a symbol that says what they do.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ↓Menu {
                        Button("Rename", systemImage: "pencil") { rename() }
                        Button("Delete", systemImage: "trash", role: .destructive) { delete() }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
            }
            """,
            """
            .toolbar {
                ↓Menu("Options", systemImage: "ellipsis") {
                    Button("Duplicate", systemImage: "plus.square.on.square") { }
                }
            }
            """,
            """
            .toolbar {
                ↓Button("More", systemImage: "ellipsis.circle.fill") { showsActions = true }
            }
            """,
            """
            .toolbar {
                ↓Menu { moreActions } label: { Image(systemSymbol: .ellipsisCircle) }
            }
            """,
            """
            let more = ↓UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: actionsMenu)
            navigationItem.rightBarButtonItem = more
            """,
            """
            final class ProfileViewController: UIViewController {
                let moreItem: UIBarButtonItem = {
                    let item = ↓UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: nil)
                    item.tintColor = .label
                    return item
                }()
            }

            extension ProfileViewController {
                func updateMenu(with actions: [UIAction]) {
                    moreItem.menu = UIMenu(children: actions)
                    navigationItem.rightBarButtonItem = moreItem
                }
            }
            """,
            """
            override func viewDidLoad() {
                super.viewDidLoad()
                let moreSymbol = "ellipsis"
                let options = ↓UIBarButtonItem(title: "Options", image: UIImage(systemName: moreSymbol), primaryAction: nil, menu: nil)
                options.menu = optionsMenu
                navigationItem.rightBarButtonItem = options
            }
            """,
            """
            func shareButton(symbol: String = "ellipsis.circle") -> UIBarButtonItem {
                ↓UIBarButtonItem(title: "Share", image: UIImage(systemName: symbol), primaryAction: shareAction)
            }
            """,
            """
            struct MoreMenu: View {
                var body: some View {
                    Menu {
                        Button("Rename", systemImage: "pencil") { }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }

            struct DocumentScreen: View {
                var body: some View {
                    Text(document.title).toolbar {
                        ToolbarItem(placement: .topBarTrailing) { ↓MoreMenu() }
                    }
                }
            }
            """,
            """
            struct OverflowGlyph: View {
                var body: some View {
                    Image(systemName: {
                        if #available(iOS 26, *) {
                            "ellipsis"
                        } else {
                            "ellipsis.circle"
                        }
                    }())
                }
            }

            struct QueueScreen: View {
                var body: some View {
                    List(jobs) { Text($0.name) }.toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            ↓Menu { Button("Pause all", systemImage: "pause") { pauseAll() } } label: { OverflowGlyph() }
                        }
                    }
                }
            }
            """,
            """
            // The app names its "more" symbol with its own helper, which returns an ellipsis.
            override func viewDidLoad() {
                super.viewDidLoad()
                let image = UIImage(systemName: .ellipsisNavigation())
                navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: image, menu: moreMenu())
            }
            """,
            """
            .toolbar {
                ↓Menu { moreActions } label: { Image(systemName: AppSymbols.ellipsisCircle) }
            }
            """,
        ],
        nonTriggering: [
            """
            override func viewDidLoad() {
                super.viewDidLoad()
                let image = UIImage(systemName: .shareSymbol())
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", image: image, menu: shareMenu())
            }
            """,
            """
            .toolbar {
                ToolbarOverflowMenu {
                    Button("Rename", systemImage: "pencil") { rename() }
                }
            }
            """,
            """
            .toolbar {
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Button("More Options", systemImage: "ellipsis") { }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .keyboard) {
                    Menu { snippets } label: { Label("Snippets", systemImage: "ellipsis.curlybraces") }
                }
            }
            """,
            """
            HStack {
                Text(message.body)
                Menu { messageActions } label: { Image(systemName: "ellipsis") }
            }
            """,
            """
            let reader = UIToolbar()
            reader.items = [.flexibleSpace(), UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis"), menu: readerMenu)]
            view.addSubview(reader)
            """,
            """
            func addShareButton() {
                let icon = "square.and.arrow.up"
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", image: UIImage(systemName: icon), primaryAction: share)
                let moreSymbol = "ellipsis.circle"
                moreLabel.text = moreSymbol
            }

            func addFilterButton(symbol: String) {
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Filter", image: UIImage(systemName: symbol), menu: filterMenu)
            }
            """,
            """
            navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { completion in
                completion([UIAction(title: "Export", image: UIImage(systemName: "square.and.arrow.up")) { _ in }])
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .principal) { Image(systemName: "ellipsis") }
                ToolbarItem { Button("Reply", systemImage: "arrowshape.turn.up.left") { reply() } }
            }
            """,
            """
            struct SortMenu: View {
                var body: some View {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") { } }
                }
            }

            struct LibraryScreen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem { SortMenu() }
                        if #available(iOS 26, *) {
                            ToolbarOverflowMenu { Button("Export", systemImage: "square.and.arrow.up") { } }
                        } else {
                            ToolbarItem { Menu { Button("Export") { } } label: { Image(systemName: "ellipsis.circle") } }
                        }
                    }
                }
            }
            """,
        ],
        instead: """
            .toolbar {
                ToolbarOverflowMenu {
                    Button("Rename", systemImage: "pencil") { rename() }
                    Button("Delete", systemImage: "trash", role: .destructive) { delete() }
                }
            }
            """,
        exemptions: [
            "Ellipsis symbols inside a menu's content, a `ToolbarOverflowMenu` or `additionalOverflowItems`: they are menu entries, not bar items.",
            "Items placed `.keyboard` and title content (`.principal`).",
            "Ellipsis buttons outside any toolbar (in a list row, a message bubble).",
            "Symbols that merely start with the word but name something else (`ellipsis.curlybraces`).",
        ],
        // Its items are found in toolbar contexts (every toolbar name holds `oolbar`) and from
        // UIKit's bar button items.
        markers: ["oolbar", "BarButtonItem", "navigationBarItems"],
        check: { model, findings in
            for item in model.items where model.isHomeMadeOverflowMenu(item) {
                guard let symbol = model.symbolName(item) else { continue }
                if item.isMenu {
                    let target = item.framework == .uiKit ? "navigationItem.additionalOverflowItems" : "ToolbarOverflowMenu"
                    findings.report(item.control, "a menu labeled '\(symbol)' is a home-made \"more\" menu; fold its actions into \(target)")
                } else {
                    // An image-only control is named by its symbol elsewhere; here the symbol is
                    // the point, so it is "the item".
                    let subject = item.label.labelClass == .image || (item.framework == .uiKit && item.label.title == nil)
                        ? "the item" : model.displayName(item)
                    findings.report(item.control, "'\(symbol)' is reserved for the system overflow menu; use a symbol that says what \(subject) does")
                }
            }
        }
    )
}
