import XCTest
import DuobarScanner
@testable import DuobarModel

/// Toolbars in tabs (docs/model.md, "Toolbars in tabs"): the tabs of a file's `TabView`s, the
/// calls between views that the project index keeps, and where a toolbar stands.
final class TabContentTests: XCTestCase {
    func hash(_ name: String) -> UInt64 { ViewKey(Array(name.utf8)).hash }

    /// The toolbar contexts of `source` (with `others` as other files), and their tab placement.
    func placements(_ source: String, others: [String] = []) -> [TabPlacement?] {
        var index = ProjectIndex()
        for other in others { index.calls.merge(ViewDeclarations(parse(other).code).calls) }
        let m = parse(source, index: index).model
        return m.contexts.indices.map { m.tabPlacement(ofContext: $0) }
    }

    func testTabsAreTabClosuresAndChildrenMarkedTabItem() {
        let p = parse("""
            TabView(selection: $tab) {
                Tab("Home", systemImage: "house") { HomeView() }
                TabSection("Library") {
                    ForEach(shelves) { shelf in
                        Tab(shelf.name, systemImage: "books.vertical", value: shelf.id) { ShelfView(shelf: shelf) }
                    }
                }
                if showsSearch {
                    SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }
                }
                Tab("Settings", systemImage: "gear") { SettingsView() }.toolbarVerticalCompressionBehavior(.prefersTabBar)
                Text("not a tab")
            }
            TabView { Intro().tabItem { Text("Intro") } }.tabViewStyle(.page)
            TabView { Intro().tabItem { Text("Intro") } }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
            """)
        let tabs = ViewDeclarations(p.code).tabContents
        XCTAssertEqual(tabs.count, 4)
        XCTAssertEqual(tabs.map { p.code.string($0.range.start) }, ["Tab", "Tab", "SearchView", "Tab"])
        XCTAssertEqual(tabs.map { p.code.string(from: $0.range.start, to: $0.range.start + 2) },
                       ["Tab(", "Tab(", "SearchView(", "Tab("])
        XCTAssertEqual(tabs.map(\.decided), [false, false, false, true])
    }

    func testTypesCallViewsWhereViewsAreWritten() {
        let p = parse("""
            struct Home: View {
                @StateObject var model = HomeModel()
                var body: some View {
                    NavigationStack {
                        Feed(items: model.items)
                        NavigationLink(destination: Detail()) { Text(Date().formatted()) }
                    }
                    .sheet(isPresented: $composing) { Composer() }
                    .fullScreenCover(item: $photo) { PhotoViewer(photo: $0) }
                }
                func row(_ item: Item) -> some View {
                    return Row(item: item)
                }
            }
            extension Home {
                var footer: some View { Footer() }
            }
            struct Detail: View { var body: some View { Text("x") } }
            """)
        let calls = ViewDeclarations(p.code).calls
        let home = hash("Home")
        for name in ["Feed", "Detail"] {
            XCTAssertEqual(calls.answer(hash(name)).callers, [home], name)
        }
        // In a `some View` member's body, the member calls too, by both its names.
        XCTAssertEqual(Set(calls.answer(hash("Row")).callers), [home, hash("Home.row"), hash(".row")])
        XCTAssertEqual(Set(calls.answer(hash("Footer")).callers), [home, hash("Home.footer"), hash(".footer")])
        for name in ["HomeModel", "Composer", "PhotoViewer", "Date", "View", "NavigationStack", "Text"] {
            XCTAssertEqual(calls.answer(hash(name)).callers, [], name)
        }
        XCTAssertTrue(calls.tabRoots.isEmpty)
    }

    func testTabRootsTypesThatDecideAndPrivateTypes() {
        let p = parse("""
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("A", systemImage: "a.circle") { NavigationStack { AScreen() } }
                        Tab("B", systemImage: "b.circle") { BScreen().toolbarVerticalCompressionBehavior(.prefersToolbarItems) }
                        CScreen().tabItem { Label("C", systemImage: "c.circle") }
                    }
                }
            }
            struct Decided: View {
                var body: some View { Inner().toolbarVerticalCompressionBehavior(.automatic) }
            }
            private struct Content: View { var body: some View { Text("x") } }
            struct Uses: View { var body: some View { Content() } }
            """)
        let calls = ViewDeclarations(p.code).calls
        XCTAssertEqual(calls.tabRoots, [hash("AScreen"), hash("CScreen")])
        XCTAssertEqual(calls.decided, [hash("Decided")])
        XCTAssertEqual(calls.answer(hash("Content")).callers, [], "a private view is named by its file's tag")
        XCTAssertEqual(calls.edges.filter { $0.caller == hash("Uses") }.count, 1)
    }

    static let tabs = """
        struct Root: View {
            var body: some View {
                TabView {
                    Tab("Trips", systemImage: "airplane") { TripsTab() }
                    Tab("Map", systemImage: "map") {
                        NavigationStack {
                            MapView()
                                .toolbar { Button("Locate", systemImage: "location") { } }
                                .sheet(item: $pin) { pin in PinEditor(pin: pin).toolbar { Button("Save") { } } }
                        }
                    }
                    Tab("Settings", systemImage: "gear") {
                        SettingsView().toolbar { Button("Help", systemImage: "questionmark") { } }
                    }
                    .toolbarVerticalCompressionBehavior(.prefersTabBar)
                }
                .toolbar { Button("Account", systemImage: "person") { } }
            }
        }
        """

    func testAToolbarWrittenInATabIsDirectUnlessPresentedOrDecided() {
        XCTAssertEqual(placements(Self.tabs), [.direct, nil, nil, nil],
                       "the map's toolbar; not the sheet's, not the decided tab's, not the TabView's own")
        XCTAssertTrue(ViewDeclarations(parse(Self.tabs).code).calls.decided.isEmpty, "a tab's decision is that tab's alone")
    }

    func testAToolbarInAViewATabCallsIsFoundThroughOtherFiles() {
        let trips = """
            struct TripsTab: View {
                var body: some View { NavigationStack { TripList() } }
            }
            """
        let list = """
            struct TripList: View {
                var body: some View {
                    List { }.toolbar { Button("Add", systemImage: "plus") { } }
                }
            }
            """
        XCTAssertEqual(placements(list, others: [Self.tabs, trips]), [.throughViews(depth: 2)])
        XCTAssertEqual(placements(list, others: [trips]), [nil], "no tab shows it")
        let decidedOnTheWay = trips.replacingOccurrences(of: "NavigationStack { TripList() }",
                                                         with: "NavigationStack { TripList() }.toolbarVerticalCompressionBehavior(.prefersTabBar)")
        XCTAssertEqual(placements(list, others: [Self.tabs, decidedOnTheWay]), [nil])
        let decidedHere = list.replacingOccurrences(of: "List { }.toolbar", with: "List { }.toolbarVerticalCompressionBehavior(.automatic).toolbar")
        XCTAssertEqual(placements(decidedHere, others: [Self.tabs, trips]), [nil])
    }

    func testATabMayShowAViewThroughMembers() {
        let root = """
            struct AppView: View {
                var body: some View {
                    TabView {
                        ForEach(tabs) { tab in
                            Tab(value: tab) { makeTabContent(for: tab) } label: { tab.label }
                        }
                    }
                }
                @ViewBuilder
                private func makeTabContent(for tab: AppTab) -> some View {
                    tab.makeContentView(selection: $selection)
                        .overlay(alignment: .top) { ToastView() }
                }
            }
            """
        let tabs = """
            enum AppTab {
                case timeline, inbox
                @ViewBuilder
                func makeContentView(selection: Binding<AppTab>) -> some View {
                    switch self {
                    case .timeline: TimelineTab()
                    case .inbox: InboxTab()
                    }
                }
            }
            """
        let timeline = "struct TimelineTab: View { var body: some View { List { }.toolbar { Button(\"New\", systemImage: \"plus\") { } } } }"
        XCTAssertEqual(placements(timeline, others: [root, tabs]), [.throughViews(depth: 3)])
        XCTAssertEqual(placements(timeline, others: [tabs]), [nil])
    }

    func testCallsAreFollowedEightDeepAndCyclesEnd() {
        var chain = "struct Root: View { var body: some View { TabView { Tab(\"A\", systemImage: \"a.circle\") { V1() } } } }\n"
        for k in 1...10 { chain += "struct V\(k): View { var body: some View { V\(k + 1)() } }\n" }
        func toolbarIn(_ name: String) -> String {
            "extension \(name) { var extra: some View { Text(\"x\").toolbar { Button(\"A\", systemImage: \"plus\") { } } } }"
        }
        XCTAssertEqual(placements(toolbarIn("V8"), others: [chain]), [.throughViews(depth: 8)])
        XCTAssertEqual(placements(toolbarIn("V9"), others: [chain]), [nil])
        let cycle = "struct P: View { var body: some View { Q() } }\nstruct Q: View { var body: some View { P() } }"
        XCTAssertEqual(placements(toolbarIn("P"), others: [cycle]), [nil])
    }

    func testTheFactsMergeAsSetsWhateverTheOrder() {
        var a = ViewCalls(), b = ViewCalls(), c = ViewCalls()
        a.edges = [.init(callee: 1, caller: 3), .init(callee: 1, caller: 5)]
        b.edges = [.init(callee: 1, caller: 2), .init(callee: 1, caller: 5), .init(callee: 1, caller: 9), .init(callee: 4, caller: 1)]
        a.tabRoots = [7]
        b.decided = [8]
        c.edges = [.init(callee: 4, caller: 6)]
        var ab = ViewCalls(), ba = ViewCalls()
        for part in [a, b, c] { ab.merge(part) }
        for part in [c, b, a] { ba.merge(part) }
        var merged = ViewCalls()
        merged.merge(ab)
        for node: UInt64 in [1, 4, 7, 8, 9] {
            XCTAssertEqual(ab.answer(node), ba.answer(node))
            XCTAssertEqual(merged.answer(node), ab.answer(node), "merging a merged index")
        }
        XCTAssertEqual(ab.answer(1).callers, [2, 3, 5, 9])
        XCTAssertEqual(ab.answer(4).callers, [1, 6])
        XCTAssertEqual(a.answer(1).callers, [3, 5], "a file's own edges answer too")
    }

    func testTheModelNotesTheViewsItAskedAboutAndTheAnswers() {
        let list = "struct TripList: View { var body: some View { List { }.toolbar { Button(\"Add\", systemImage: \"plus\") { } } } }"
        let p = parse(list)
        let m = p.model
        XCTAssertNil(m.tabPlacement(ofContext: 0))
        XCTAssertEqual(m.lookups.calls, [hash("TripList")])
        let dependence = IndexDependence(model: m)
        var project = ProjectIndex()
        XCTAssertFalse(dependence.changes(with: IndexDependence.HashedNames(project)))
        project.calls.tabRoots = [hash("TripList")]
        XCTAssertTrue(dependence.changes(with: IndexDependence.HashedNames(project)), "a tab shows it now")
    }
}
