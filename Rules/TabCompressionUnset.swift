import DuobarModel

extension Rule {
    static let tabCompressionUnset = Rule(
        id: "tab-compression-unset",
        severity: .note,
        summary: "A toolbar with three or more bar items shown in a tab, with no compression behavior.",
        rationale: """
            On a vertical bar the tab bar and the toolbar share one strip. When both do not fit, one of them \
            gives way: by default the tabs stay and the toolbar's items move into the overflow menu. That suits \
            an app people move around in, not a screen whose work is in its toolbar (an editor, a scanner). \
            With three or more bar items in a tab, the choice is likely to be needed on the outer display. The \
            finding points at the `.toolbar` shown in the tab, directly in the tab's content or in a view it \
            calls; content declared apart is reported where a `.toolbar` places it in a tab.
            """,
        remedy: """
            Say which bar compresses first with `.toolbarVerticalCompressionBehavior(…)` on the tab's content or \
            on the view that declares the toolbar: `.prefersToolbarItems` keeps the toolbar's actions and lets \
            the tabs collapse, `.prefersTabBar` keeps the tabs, `.automatic` states that the default is wanted.
            """,
        triggering: [
            """
            TabView {
                Tab("Receipts", systemImage: "doc.text") {
                    NavigationStack {
                        ReceiptList()
                            .↓toolbar {
                                Button("Scan", systemImage: "doc.viewfinder") { scan() }
                                Button("Filter", systemImage: "line.3.horizontal.decrease") { showsFilters = true }
                                Button("Export", systemImage: "square.and.arrow.up") { export() }
                            }
                    }
                }
                Tab("Settings", systemImage: "gear") { SettingsView() }
            }
            """,
            """
            TabView(selection: $section) {
                NavigationStack {
                    LibraryGrid()
                        .↓toolbar {
                            ToolbarItemGroup(placement: .topBarTrailing) {
                                Button("Import", systemImage: "square.and.arrow.down") { importBooks() }
                                Button("Sort", systemImage: "arrow.up.arrow.down") { sort() }
                                Button("Select", systemImage: "checkmark.circle") { select() }
                            }
                        }
                }
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .tag(Section.library)
            }
            """,
            """
            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("Trips", systemImage: "airplane") { TripsScreen() }
                        Tab("Profile", systemImage: "person") { ProfileScreen() }
                    }
                }
            }

            struct TripsScreen: View {
                var body: some View {
                    NavigationStack {
                        List(trips) { TripRow(trip: $0) }
                            .↓toolbar {
                                ToolbarItem { Button("New Trip", systemImage: "plus") { addTrip() } }
                                ToolbarItem { Button("Map", systemImage: "map") { showsMap = true } }
                                ToolbarItem { Button("Sort", systemImage: "arrow.up.arrow.down") { sort() } }
                            }
                    }
                }
            }
            """,
            """
            struct MainTabs: View {
                var body: some View {
                    TabView {
                        Tab("Feed", systemImage: "newspaper") {
                            FeedTab()
                        }
                    }
                }
            }

            struct FeedTab: View {
                var body: some View {
                    NavigationStack { FeedList() }
                }
            }

            struct FeedList: View {
                var body: some View {
                    List(posts) { PostRow(post: $0) }
                        .↓toolbar {
                            Button("Compose", systemImage: "square.and.pencil") { compose() }
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() }
                            ShareLink(item: feedURL)
                        }
                }
            }
            """,
            """
            TabView {
                Tab("Notes", systemImage: "note.text") {
                    NavigationStack {
                        NotesList()
                            .↓toolbar {
                                ToolbarItem { Button("New Note", systemImage: "square.and.pencil") { compose() } }
                                noteActions
                            }
                    }
                }
            }

            @ToolbarContentBuilder
            var noteActions: some ToolbarContent {
                ToolbarItem { Button("Pin", systemImage: "pin") { pin() } }
                ToolbarItem { Button("Lock", systemImage: "lock") { lock() } }
            }
            """,
            """
            struct AppView: View {
                var body: some View {
                    TabView(selection: $selection) {
                        ForEach(AppTab.allCases) { tab in
                            Tab(tab.title, systemImage: tab.symbol, value: tab) {
                                makeTabContent(for: tab)
                            }
                        }
                    }
                }

                private func makeTabContent(for tab: AppTab) -> some View {
                    tab.makeContentView()
                }
            }

            extension AppTab {
                @ViewBuilder
                func makeContentView() -> some View {
                    switch self {
                    case .inbox: InboxTab()
                    case .settings: SettingsTab()
                    }
                }
            }

            struct InboxTab: View {
                var body: some View {
                    NavigationStack {
                        MessageList()
                            .↓toolbar {
                                Button("Compose", systemImage: "square.and.pencil") { compose() }
                                Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() }
                                Button("Select", systemImage: "checkmark.circle") { select() }
                            }
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            TabView {
                Tab("Library", systemImage: "books.vertical") {
                    NavigationStack {
                        LibraryList()
                            .toolbar {
                                Button("Add", systemImage: "plus") { addBook() }
                                Button("Sort", systemImage: "arrow.up.arrow.down") { sort() }
                                if UIDevice.current.userInterfaceIdiom == .pad && showsInspector {
                                    Button("Inspector", systemImage: "sidebar.right") { toggleInspector() }
                                }
                            }
                    }
                }
                Tab("Settings", systemImage: "gear") { SettingsView() }
            }
            """,
            """
            TabView {
                Tab("Receipts", systemImage: "doc.text") {
                    NavigationStack {
                        ReceiptList()
                            .toolbar {
                                Button("Scan", systemImage: "doc.viewfinder") { scan() }
                                Button("Filter", systemImage: "line.3.horizontal.decrease") { showsFilters = true }
                                Button("Export", systemImage: "square.and.arrow.up") { export() }
                            }
                            .toolbarVerticalCompressionBehavior(.prefersToolbarItems)
                    }
                }
                Tab("Settings", systemImage: "gear") { SettingsView() }
            }
            """,
            """
            TabView(selection: $page) {
                ForEach(onboardingPages) { page in
                    OnboardingPage(page: page)
                        .toolbar {
                            Button("Skip", systemImage: "forward.end") { finish() }
                            Button("Back", systemImage: "chevron.left") { back() }
                            Button("Next", systemImage: "chevron.right") { next() }
                        }
                        .tabItem { Text(page.title) }
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            """,
            """
            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("Trips", systemImage: "airplane") {
                            TripsScreen()
                                .toolbarVerticalCompressionBehavior(.prefersTabBar)
                        }
                    }
                }
            }

            struct TripsScreen: View {
                var body: some View {
                    NavigationStack {
                        List(trips) { TripRow(trip: $0) }
                            .toolbar {
                                ToolbarItem { Button("New Trip", systemImage: "plus") { addTrip() } }
                                ToolbarItem { Button("Map", systemImage: "map") { showsMap = true } }
                                ToolbarItem { Button("Sort", systemImage: "arrow.up.arrow.down") { sort() } }
                            }
                    }
                }
            }
            """,
            """
            TabView {
                Tab("Search", systemImage: "magnifyingglass") {
                    NavigationStack {
                        SearchResults()
                            .toolbar {
                                ToolbarItem(placement: .principal) { Text("Search") }
                                ToolbarItem { Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() } }
                                ToolbarItem(placement: .keyboard) { Button("Done", systemImage: "keyboard.chevron.compact.down") { dismissKeyboard() } }
                                ToolbarSpacer(.flexible)
                                ToolbarItem { Button("Scope", systemImage: "scope") { pickScope() } }
                            }
                    }
                }
            }
            """,
            """
            TabView {
                Tab("Photos", systemImage: "photo") {
                    PhotoGrid()
                        .sheet(item: $selection) { photo in
                            NavigationStack {
                                PhotoDetail(photo: photo)
                                    .toolbar {
                                        Button("Share", systemImage: "square.and.arrow.up") { share(photo) }
                                        Button("Favorite", systemImage: "heart") { favorite(photo) }
                                        Button("Delete", systemImage: "trash") { delete(photo) }
                                    }
                            }
                        }
                }
            }
            """,
            """
            struct EditorScreen: View {
                var body: some View {
                    NavigationStack {
                        Canvas { context, size in draw(context, size) }
                            .toolbar {
                                Button("Undo", systemImage: "arrow.uturn.backward") { undo() }
                                Button("Redo", systemImage: "arrow.uturn.forward") { redo() }
                                Button("Layers", systemImage: "square.3.layers.3d") { showLayers() }
                            }
                    }
                }
            }
            """,
            """
            // Tab("Receipts") { ReceiptList().toolbar { Scan; Filter; Export } }
            let layout = "TabView { Tab(\\"A\\") { A().toolbar { B(); C(); D() } } }"
            """,
        ],
        instead: """
            TabView {
                Tab("Receipts", systemImage: "doc.text") {
                    NavigationStack {
                        ReceiptList()
                            .toolbar {
                                Button("Scan", systemImage: "doc.viewfinder") { scan() }
                                Button("Filter", systemImage: "line.3.horizontal.decrease") { showsFilters = true }
                                Button("Export", systemImage: "square.and.arrow.up") { export() }
                            }
                            .toolbarVerticalCompressionBehavior(.prefersToolbarItems)
                    }
                }
                Tab("Settings", systemImage: "gear") { SettingsView() }
            }
            """,
        exemptions: [
            "Toolbars with fewer than three bar items (keyboard, title, spacer and overflow-menu items do not count, nor items only an iPad shows, inside `if UIDevice.current.userInterfaceIdiom == .pad`; of alternative branches only the largest).",
            "A tab, or a view on the way from the tab to the toolbar, that applies `.toolbarVerticalCompressionBehavior(…)`, whatever its value; the same modifier on the toolbar's own chain or a chain around it.",
            "`TabView`s styled as pages (`.tabViewStyle(.page…)`, `PageTabViewStyle()`), which have no tab bar.",
            "Toolbars inside content that a `.sheet`, `.fullScreenCover`, `.popover` or `.inspector` presents over the tabs.",
            "Views more than eight calls away from a tab's content, and views a tab reaches only through a stored property (`tab.item.content`), a type-erased value, a coordinator or UIKit hosting.",
        ],
        markers: ["oolbar"],
        check: { model, findings in
            for k in model.contexts.indices where model.contexts[k].kind == .modifier {
                let counted = model.barItemCount(ofContext: k)
                guard counted.items >= 3, let placement = model.tabPlacement(ofContext: k) else { continue }
                let anchor = model.contexts[k].anchor
                var place = ""
                if case .throughViews(let depth) = placement, let view = model.enclosingTypeName(anchor) {
                    place = depth == 1 ? " (\(view) is a tab's content)" : " (\(view) is \(depth) calls from a tab's content)"
                }
                findings.report(token: anchor, "this toolbar's \(counted.items) bar items share the vertical bar with the tab bar\(place), and nothing says which compresses first; decide with .toolbarVerticalCompressionBehavior(…)")
            }
        }
    )
}
