import XCTest
import DuobarScanner
@testable import DuobarModel

/// The snapshot a drawing report takes of a file's bars: the facts the layout needs.
final class BarSnapshotTests: XCTestCase {
    func snapshot(_ source: String) -> FileBars {
        let parsed = parse(source)
        let lines = LineTable(parsed.storage.buffer)
        return parsed.model.barSnapshot { lines.positions(of: $0, in: parsed.storage.buffer) }
    }

    func testItemsKeepTitleSymbolPlacementAndPlace() {
        let bars = snapshot("""
        struct Editor: View {
            var body: some View {
                Form { }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Close", systemImage: "xmark") { } }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Bold", systemImage: "bold") { }
                            Button("Italic") { }
                        }
                        .visibilityPriority(.low)
                    }
            }
        }
        """)
        XCTAssertEqual(bars.contexts.count, 1)
        let context = bars.contexts[0]
        XCTAssertEqual(context.kind, .toolbar)
        XCTAssertEqual(context.ownerType, "Editor")
        XCTAssertEqual(context.place, SourcePlace(line: 4, column: 14))
        XCTAssertEqual(context.items.map(\.title), ["Close", "Bold", "Italic"])
        XCTAssertEqual(context.items.map(\.symbol), ["xmark", "bold", nil])
        XCTAssertEqual(context.items.map(\.placement), ["cancellationAction", "bottomBar", "bottomBar"])
        XCTAssertEqual(context.items.map(\.labelClass), [.both, .both, .text])
        XCTAssertEqual(context.items[0].place, SourcePlace(line: 5, column: 63))
        // The group's items share a group and its priority.
        XCTAssertNil(context.items[0].group)
        XCTAssertEqual(context.items[1].group, context.items[2].group)
        XCTAssertNotNil(context.items[1].group)
        XCTAssertEqual(context.items[2].visibilityPriority, .member("low"))
    }

    func testAnchorsHoldEveryPlaceAFindingMayPointAt() {
        let bars = snapshot("""
        Text("x").toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Save") { } }
                .axisBehavior(.horizontalOnly)
        }
        """)
        let item = bars.contexts[0].items[0]
        XCTAssertEqual(item.axisBehavior, .member("horizontalOnly"))
        // The control, the placement argument and the modifier's name.
        XCTAssertEqual(Set(item.anchors), [SourcePlace(line: 2, column: 47), SourcePlace(line: 2, column: 28),
                                           SourcePlace(line: 3, column: 10)])
    }

    func testBranchesAreKept() {
        let bars = snapshot("""
        Text("x").toolbar {
            if editing {
                ToolbarItem { Button("Done", systemImage: "checkmark") { } }
            } else {
                ToolbarItem { Button("Edit", systemImage: "pencil") { } }
            }
        }
        """)
        let items = bars.contexts[0].items
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items[0].branches.count, 1)
        XCTAssertEqual(items[0].branches[0].statement, items[1].branches[0].statement)
        XCTAssertNotEqual(items[0].branches[0].branch, items[1].branches[0].branch)
    }

    func testAValueThatIsNotALiteralIsUnreadable() {
        let bars = snapshot("""
        Text("x").toolbar {
            ToolbarItem { Button("A", systemImage: "a") { } }.visibilityPriority(rank)
            ToolbarItem(placement: isPad ? .topBarLeading : .bottomBar) { Button("B", systemImage: "b") { } }
        }
        """)
        let items = bars.contexts[0].items
        XCTAssertEqual(items[0].visibilityPriority, .unreadable)
        XCTAssertEqual(items[1].placement, "")
    }

    func testTabViewTabsAndTheirCompression() {
        let bars = snapshot("""
        struct App: View {
            var body: some View {
                TabView {
                    Tab("Trips", systemImage: "suitcase") {
                        TripList()
                    }
                    Tab("Map", systemImage: "map") {
                        NavigationStack { RouteMap() }
                            .toolbarVerticalCompressionBehavior(.prefersToolbarItems)
                    }
                    Settings()
                        .tabItem { Label("Settings", systemImage: "gear") }
                }
            }
        }
        """)
        XCTAssertEqual(bars.tabViews.count, 1)
        let tabs = bars.tabViews[0].tabs ?? []
        XCTAssertEqual(tabs.map(\.title), ["Trips", "Map", "Settings"])
        XCTAssertEqual(tabs.map(\.symbol), ["suitcase", "map", "gear"])
        XCTAssertEqual(tabs.map(\.compression), [.unset, .member("prefersToolbarItems"), .unset])
        XCTAssertEqual(tabs[1].calledTypes, ["NavigationStack", "RouteMap"])
    }

    func testTabsMadeAtRunTimeAreUnknownAndPagedTabViewsAreNoTabBars() {
        let dynamic = snapshot("TabView { ForEach(pages) { page in PageView(page).tabItem { Text(page.name) } } }")
        XCTAssertEqual(dynamic.tabViews.count, 1)
        XCTAssertNil(dynamic.tabViews[0].tabs)
        let paged = snapshot("TabView { A(); B() }.tabViewStyle(.page)")
        XCTAssertTrue(paged.tabViews.isEmpty)
    }

    func testAToolbarInsideATabKnowsItsTab() {
        let bars = snapshot("""
        TabView {
            Tab("Scan", systemImage: "doc.viewfinder") {
                Scanner().toolbar { Button("Flash", systemImage: "bolt") { } }
            }
        }
        """)
        XCTAssertEqual(bars.contexts[0].tab, BarContextSnapshot.TabPlace(tabView: 0, tab: 0))
    }

    func testUIKitItemsAreOneContextPerType() {
        let bars = snapshot("""
        import UIKit
        final class NotesViewController: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"))]
                toolbarItems = [UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
                navigationItem.verticalBarCompressionBehavior = .prefersBarItems
                tabBarItem = UITabBarItem(title: "Notes", image: nil, tag: 0)
            }
        }
        """)
        XCTAssertEqual(bars.contexts.count, 1)
        let context = bars.contexts[0]
        XCTAssertEqual(context.kind, .uiKit)
        XCTAssertEqual(context.ownerType, "NotesViewController")
        XCTAssertEqual(context.place.line, 2)
        XCTAssertEqual(context.items.map(\.positions), [["rightBarButtonItems"], ["toolbarItems"]])
        XCTAssertEqual(context.items.map(\.symbol), ["square.and.arrow.up", nil])
        XCTAssertEqual(context.items[1].control, ".compose system item")
        XCTAssertEqual(context.compression, .member("prefersBarItems"))
        XCTAssertTrue(context.setsTabBarItem)
    }

    func testAnOptOutInTheSameTypeIsNoted() {
        let bars = snapshot("""
        struct Player: View {
            var body: some View {
                Video().toolbar { Button("Share", systemImage: "square.and.arrow.up") { } }
                    .toolbarVerticalBehavior(.disabled)
            }
        }
        """)
        XCTAssertEqual(bars.contexts[0].optOut, .member("disabled"))
    }

    func testReferencedToolbarContentIsNamed() {
        let bars = snapshot("""
        Text("x").toolbar {
            ShareToolbar(trip: trip)
            editingItems
            ToolbarItem { Button("A", systemImage: "a") { } }
        }
        """)
        XCTAssertEqual(bars.contexts[0].references, ["ShareToolbar", "editingItems"])
    }
}

extension BarSnapshotTests {
    func testAToolbarInASheetIsPresented() {
        let bars = snapshot("""
        Map().toolbar { Button("Layers", systemImage: "square.3.layers.3d") { } }
            .sheet(isPresented: $shows) { List { }.toolbar { Button("Close", systemImage: "xmark") { } } }
        """)
        XCTAssertEqual(bars.contexts.map(\.inPresentation), [false, true])
    }
}
