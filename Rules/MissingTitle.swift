import DuobarModel

extension Rule {
    static let missingTitle = Rule(
        id: "missing-title",
        severity: .warning,
        summary: "A toolbar item with an image and no title.",
        rationale: """
            The vertical bar shows only the symbol, but the overflow menu and the expanded forms of the bar \
            show the title too. An item without one appears there as a bare icon, or with no name at all. \
            An accessibility label is not a title.
            """,
        remedy: """
            Keep the symbol and add the title: `Button("Filter", systemImage: "line.3.horizontal.decrease")`, \
            `Label("Filter", systemImage: …)`, or set `title` on the `UIBarButtonItem`. The bar still shows \
            only the symbol where space is short.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ↓Button { showsFilters = true } label: { Image(systemName: "line.3.horizontal.decrease") }
                }
            }
            """,
            """
            .toolbar {
                ↓Button(action: addTrip) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("Add Trip")
            }
            """,
            """
            .toolbar {
                ToolbarOverflowMenu {
                    ↓Button { duplicate() } label: { Image(systemSymbol: .plusSquareOnSquare) }
                }
            }
            """,
            """
            navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(openSettings))
            """,
            """
            let share = ↓UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), primaryAction: UIAction { _ in })
            navigationItem.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [share], representativeItem: nil)]
            """,
            """
            .toolbar {
                ToolbarItem { ↓Image(systemName: "wifi.slash") }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    ↓Button(action: { isPresented = false }) { Image("close") }
                }
            }
            """,
            """
            struct AppIcon: View {
                let name: String
                var body: some View {
                    Image(systemName: name).symbolRenderingMode(.hierarchical)
                }
            }

            struct PantryScreen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem { ↓Button { isAdding = true } label: { AppIcon(name: "plus") } }
                        ToolbarItem(placement: .bottomBar) { ↓sortMenu }
                    }
                }

                private var sortMenu: some View {
                    Menu { Picker("Sort", selection: $order) { } } label: { Image(systemName: "arrow.up.arrow.down") }
                }
            }
            """,
            """
            List(photos) { PhotoRow(photo: $0) }
                .navigationBarItems(trailing: ↓Button { share() } label: { Image(systemName: "square.and.arrow.up") })
            """,
        ],
        nonTriggering: [
            // Drawn clear with no action: it only keeps the label between the items centred.
            """
            let balance = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain, target: self, action: nil)
            balance.tintColor = .clear
            toolbarItems = [filterItem, .flexibleSpace(), countItem, .flexibleSpace(), balance]
            """,
            """
            // A navigation item of the file's own bar: the bar is the finding (hand-built-bar).
            final class HistoryViewController: UIViewController {
                private let historyBar = UINavigationBar()
                private let historyItem = UINavigationItem(title: "History")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    historyItem.rightBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain,
                                                                       target: self, action: #selector(clear))]
                    historyBar.setItems([historyItem], animated: false)
                    view.addSubview(historyBar)
                }
            }
            """,
            """
            struct ReaderView: View {
                private var isPadLayout: Bool {
                    UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac
                }
                var body: some View {
                    WebContent()
                        .toolbar {
                            if isPadLayout {
                                ToolbarItemGroup(placement: .bottomBar) {
                                    Button { goBack() } label: { Image(systemName: "chevron.backward") }
                                }
                            }
                        }
                }
            }
            """,
            """
            .toolbar {
                Button("Filter", systemImage: "line.3.horizontal.decrease") { showsFilters = true }
            }
            """,
            """
            .toolbar {
                Button { showsFilters = true } label: {
                    Label("Filter", systemImage: "line.3.horizontal.decrease")
                }
                .labelStyle(.iconOnly)
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button { moveUp() } label: { Image(systemName: "chevron.up") }
                }
            }
            """,
            """
            let gear = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(openSettings))
            gear.title = String(localized: "Settings")
            navigationItem.rightBarButtonItem = gear
            """,
            """
            .toolbar {
                ToolbarItem {
                    Menu {
                        Button { } label: { Image(systemName: "star") }
                    } label: {
                        Label("Rate", systemImage: "star")
                    }
                }
            }
            """,
            """
            HStack {
                Button { play() } label: { Image(systemName: "play.fill") }
            }
            """,
            """
            .toolbar {
                Label("Sync", systemImage: "arrow.triangle.2.circlepath")
                ShareLink(item: url)
            }
            """,
            """
            struct CloseButton: View {
                let action: () -> Void
                var body: some View { Button(role: .close, action: action) }
            }

            struct SheetScreen: View {
                var body: some View {
                    Form { }.toolbar {
                        ToolbarItem(placement: .cancellationAction) { CloseButton { dismiss() } }
                        ToolbarItem {
                            Menu { Button("Rename", systemImage: "pencil") { } } label: { Image(systemName: "ellipsis.circle") }
                        }
                    }
                }
            }
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease") { showsFilters = true }
                }
            }
            """,
        exemptions: [
            "A `Label` shown `.iconOnly`: it still has its title for the overflow menu.",
            "Items placed `.keyboard`, title content (`.principal`), and entries inside a `Menu`'s content.",
            "UIKit items whose `title` is set later in the same scope.",
            "Calls of the project's own views whose bodies show a title (`CloseButton` whose body is `Button(role: .close, …)`).",
            "A `Menu` labelled with an ellipsis: `custom-overflow-menu` gives the one piece of advice for it.",
        ],
        // Its items are found in toolbar contexts (every toolbar name holds `oolbar`) and from
        // UIKit's bar button items.
        markers: ["oolbar", "BarButtonItem", "navigationBarItems"],
        check: { model, findings in
            for item in model.items where item.takesItemRules && item.label.labelClass == .image
                && !model.isHomeMadeOverflowMenu(item) {
                var fix: String
                switch (item.framework, item.kind) {
                case (.uiKit, _): fix = "set its title as well"
                // An asset of the app's catalog, not an SF Symbol: the forms that take one.
                case (_, .image) where item.label.isAssetImage: fix = "show a Label(_:image:) with the asset and a title"
                case (_, _) where item.label.isAssetImage: fix = "make its label a Label(_:image:) with the asset and a title"
                case (_, .menu): fix = "use Menu(_:systemImage:content:)"
                case (_, .toggle): fix = "use Toggle(_:systemImage:isOn:)"
                case (_, .navigationLink), (_, .link), (_, .shareLink): fix = "make its label a Label(_:systemImage:)"
                case (_, .image): fix = "show a Label(_:systemImage:), or a Button(_:systemImage:action:)"
                default: fix = "use Button(_:systemImage:action:) or a Label"
                }
                // A view of the project gets its title where its body builds the control.
                if let body = model.projectViewName(item) { fix = "in \(body)'s body, " + fix }
                findings.report(item.control, "\(model.displayName(item)) shows an image with no title; the overflow menu and expanded bars show the title, so \(fix)")
            }
        }
    )
}
