import DuobarModel

extension Rule {
    static let manualSpacer = Rule(
        id: "manual-spacer",
        severity: .warning,
        summary: "A spacer or divider placed among toolbar items by hand.",
        rationale: """
            Flexible spacers collapse to nothing on the vertical axis, and fixed ones push items apart in a \
            bar that has little room. The system already separates the items that came from the top bar \
            from those that came from the bottom bar.
            """,
        remedy: """
            Remove the spacer and group related items instead: `ToolbarItemGroup` and placements in SwiftUI, \
            `UIBarButtonItemGroup` in UIKit.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Archive", systemImage: "archivebox") { archive() }
                    ↓Spacer()
                    Button("Compose", systemImage: "square.and.pencil") { compose() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem { Button("Back", systemImage: "chevron.left") { back() } }
                ↓ToolbarSpacer(.fixed, placement: .topBarTrailing)
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Bold", systemImage: "bold") { }
                    ↓Divider()
                    Button("Italic", systemImage: "italic") { }
                }
            }
            """,
            """
            toolbarItems = [addItem, ↓.flexibleSpace(), shareItem]
            """,
            """
            let gap = ↓UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
            setToolbarItems([undoItem, gap, redoItem], animated: false)
            """,
            """
            let flexible = ↓UIBarButtonItem.flexibleSpace()
            navigationItem.rightBarButtonItems = [flexible, doneItem]
            """,
            """
            final class ReaderViewController: UIViewController {
                var bottomBarItems: [UIBarButtonItem] {
                    [closeItem, ↓.flexibleSpace(), shareItem]
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbarItems = bottomBarItems
                }
            }
            """,
        ],
        nonTriggering: [
            """
            // Spacers of the keyboard's accessory bar, which never turns vertical.
            struct ComposerKeyboardItems: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .keyboard) { Button("Photo", systemImage: "photo") { } }
                    ToolbarSpacer(placement: .keyboard)
                    ToolbarItem(placement: .keyboard) { Button("Send", systemImage: "paperplane") { } }
                }
            }
            """,
            """
            final class TabsViewController: UIViewController {
                @IBOutlet weak var toolbar: UIToolbar!
                let bars = TabsBarItems()
            }

            extension TabsViewController {
                func refreshBars() { toolbar.items = bars.bottomItems }
            }

            final class TabsBarItems {
                var bottomItems: [UIBarButtonItem] = []
                func update(done: UIBarButtonItem, add: UIBarButtonItem) {
                    bottomItems = [done, UIBarButtonItem.flexibleSpace(), add]
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done", systemImage: "checkmark") { focus = nil }
                }
            }
            """,
            """
            let toolbar = UIToolbar()
            toolbar.items = [.flexibleSpace(), UIBarButtonItem(systemItem: .done)]
            searchField.inputAccessoryView = toolbar
            """,
            """
            keysBar.items?.append(.flexibleSpace())
            keysBar.items?.append(contentsOf: trailingKeys)
            """,
            """
            func setTrailingItems(_ items: [UIBarButtonItem]) {
                if #available(iOS 26, *) {
                    navigationItem.rightBarButtonItems = items
                    return
                }
                navigationItem.rightBarButtonItems = [.fixedSpace(-8)] + items
            }
            """,
            """
            final class ReaderViewController: UIViewController {
                @IBOutlet weak var toolbar: UIToolbar!

                var bottomBarItems: [UIBarButtonItem] {
                    [closeItem, .flexibleSpace(), shareItem]
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbar.items = bottomBarItems
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .principal) {
                    HStack { Text("Draft"); Spacer(); Image(systemName: "cloud") }
                }
            }
            """,
            """
            VStack {
                Spacer()
                Button("Continue", systemImage: "arrow.right") { next() }
            }
            """,
            """
            .toolbar {
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Button("Date", systemImage: "calendar") { }
                    Divider()
                    Button("Name", systemImage: "textformat") { }
                }
            }
            """,
            """
            .toolbar {
                ToolbarOverflowMenu {
                    Button("Print", systemImage: "printer") { }
                    Divider()
                    Button("Export", systemImage: "square.and.arrow.up") { }
                }
            }
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Archive", systemImage: "archivebox") { archive() }
                    Button("Compose", systemImage: "square.and.pencil") { compose() }
                }
            }
            """,
        exemptions: [
            "Spacers in items placed `.keyboard`, and in UIKit keyboard accessory toolbars and other hand-built bars, also when their items are given from another file of the bar's type (an extension: `toolbar.items = handler.bottomItems`).",
            "Spacers inside a label or title content (a `.principal` item's `HStack`).",
            "Dividers inside a `Menu`'s content or a `ToolbarOverflowMenu`: they separate menu entries.",
            "Spacers outside toolbars.",
        ],
        // Its items are found in toolbar contexts (every toolbar name holds `oolbar`) and from
        // UIKit's bar button items.
        markers: ["oolbar", "BarButtonItem", "navigationBarItems"],
        check: { model, findings in
            let beside = model.itemsBesideSpacers()
            for item in model.items where item.area == .bar && item.kind == .spacer {
                let name = item.systemItemMember.map { "." + model.code.string($0) }
                    ?? model.controlName(item)
                // A fixed space does not collapse: it spends the vertical bar's little room.
                let effect = model.isFixedSpace(item) ? "a fixed space pushes items apart on the vertical bar, which has little room"
                    : "spacers collapse on the vertical bar"
                // Beside one item (or none), the spacer only places it: there is nothing to group.
                let advice = (beside[item.control.start] ?? 2) < 2 ? "remove it: the vertical bar places the item itself"
                    : "group related items instead"
                // A UIKit spacer placed only beside a navigation item's buttons is among those.
                let bar = item.isOnNavigationBarOnly ? "navigation bar items" : "toolbar items"
                findings.report(item.control, "\(name) among \(bar): \(effect); \(advice)")
            }
        }
    )
}
