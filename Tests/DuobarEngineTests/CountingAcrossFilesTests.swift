import XCTest
import Foundation
import DuobarModel
import DuobarRules
@testable import DuobarEngine

/// The counting rules read other files through the project index: toolbar content a toolbar
/// references, and the tabs that show a view. The answers do not depend on the order of the
/// files or the number of jobs, and only the files whose answers change are redone.
final class CountingAcrossFilesTests: ScratchFolderTestCase {
    func found(_ result: LintResult) -> [String] {
        result.diagnostics.map { "\(($0.path as NSString).lastPathComponent):\($0.line):\($0.ruleID)" }
    }

    static let app = """
        import SwiftUI
        @main
        struct PantryApp: App {
            var body: some Scene {
                WindowGroup {
                    TabView {
                        Tab("Pantry", systemImage: "cabinet") { PantryTab() }
                        Tab("Lists", systemImage: "list.bullet") { ListsScreen() }
                    }
                }
            }
        }
        """
    static let pantryTab = """
        import SwiftUI
        struct PantryTab: View {
            var body: some View {
                NavigationStack { ShelfList() }
            }
        }
        """
    static let shelfList = """
        import SwiftUI
        struct ShelfList: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem { Button("Add", systemImage: "plus") { } }
                        ShelfActions()
                    }
            }
        }
        """
    static let shelfActions = """
        import SwiftUI
        struct ShelfActions: ToolbarContent {
            var body: some ToolbarContent {
                ToolbarItem { Button("Scan", systemImage: "barcode.viewfinder") { } }
                ToolbarItem { Button("Sort", systemImage: "arrow.up.arrow.down") { } }
            }
        }
        """

    func testAToolbarShownInATabOfAnotherFileIsFoundWhateverTheOrderAndJobs() throws {
        let alone = Linter(rules: allRules, jobs: 1).lint(source: Array(Self.shelfList.utf8), path: "ShelfList.swift")
        XCTAssertEqual(alone.map(\.ruleID), ["custom-view-item"], "the premise: alone, ShelfActions() is an item, and in no tab")
        let files = [try write("App.swift", Self.app), try write("PantryTab.swift", Self.pantryTab),
                     try write("ShelfList.swift", Self.shelfList), try write("ShelfActions.swift", Self.shelfActions)]
        for order in [files, files.reversed(), [files[2], files[0], files[3], files[1]]] {
            for jobs in [1, 2] {
                let result = Linter(rules: allRules, jobs: jobs).lint(files: order)
                XCTAssertEqual(found(result), ["ShelfList.swift:5:tab-compression-unset"],
                               "order \(order.map { ($0 as NSString).lastPathComponent }), jobs \(jobs)")
                XCTAssertEqual(result.diagnostics.first?.message.contains("3 bar items"), true)
                XCTAssertEqual(result.diagnostics.first?.message.contains("ShelfList is 2 calls from a tab's content"), true)
            }
        }
    }

    func testAFileWithATabViewAndNoViewIsReadForItsTabsOnlyWhenAToolbarMayBeUnderThem() throws {
        let app = try write("App.swift", Self.app)
        let linter = Linter(rules: allRules, jobs: 1)
        var alone = linter.firstPass([app])
        XCTAssertEqual(alone.looks.map(\.candidate), [false], "no marker of any rule")
        XCTAssertNil(alone.looks[0].analysis)
        XCTAssertNotNil(alone.viewFiles[0], "its names are noted")
        XCTAssertEqual(ViewCompletion.complete(&alone, files: [FileJob(path: app)], lintsTests: [false],
                                               parallelFor: linter.parallelFor), [], "no toolbar asks: not scanned")
        let files = [app, try write("PantryTab.swift", Self.pantryTab), try write("ShelfList.swift", Self.shelfList),
                     try write("ShelfActions.swift", Self.shelfActions)]
        var pass = linter.firstPass(files)
        let scanned = ViewCompletion.complete(&pass, files: files.map { FileJob(path: $0) }, lintsTests: [false],
                                              parallelFor: linter.parallelFor)
        XCTAssertEqual(scanned, [0, 1], "the tab's file and the view between it and the toolbar")
        XCTAssertEqual(pass.project.calls.tabRoots.count, 2, "PantryTab and ListsScreen")
    }

    func testOnlyFilesWhoseCountsOrTabsTheIndexAnswersDifferentlyAreRedone() throws {
        let files = [try write("App.swift", Self.app), try write("PantryTab.swift", Self.pantryTab),
                     try write("ShelfList.swift", Self.shelfList), try write("ShelfActions.swift", Self.shelfActions),
                     try write("Alone.swift", """
                        import SwiftUI
                        struct Alone: View {
                            var body: some View { List { }.toolbar { Button("A", systemImage: "a.circle") { } } }
                        }
                        """)]
        let pass = Linter(rules: allRules, jobs: 1).firstPass(files)
        let names = IndexDependence.HashedNames(pass.project)
        XCTAssertEqual(pass.looks.map { $0.analysis?.dependence.changes(with: names) }, [nil, nil, true, false, false],
                       "the shelf list asks about its callers and its content; the others' answers are their own")
        XCTAssertEqual(pass.project.toolbarContent[ViewKey(Array("ShelfActions".utf8))], [DeclaredContent(count: ToolbarCount(items: 2, hasPriority: false))])
    }

    func testContentThatReachesTheThresholdIsReportedOnceWhereItIsDeclared() throws {
        let screen = try write("Screen.swift", """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem { Button("Done", systemImage: "checkmark") { } }
                        EditorToolbar()
                    }
                }
            }
            """)
        let editor = try write("EditorToolbar.swift", """
            import SwiftUI
            struct EditorToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Bold", systemImage: "bold") { }
                        Button("Italic", systemImage: "italic") { }
                        Button("Underline", systemImage: "underline") { }
                        Button("Link", systemImage: "link") { }
                        Button("List", systemImage: "list.bullet") { }
                    }
                }
            }
            """)
        for order in [[screen, editor], [editor, screen]] {
            let result = Linter(rules: [rule(withID: "overflow-priority-unset")!], jobs: 1).lint(files: order)
            XCTAssertEqual(found(result), ["EditorToolbar.swift:3:overflow-priority-unset"])
        }
    }
}
