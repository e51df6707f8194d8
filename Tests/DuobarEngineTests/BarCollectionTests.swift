import XCTest
import DuobarEngine
import DuobarModel
import DuobarReporters
import DuobarRules

/// Bars are collected for a report that draws them, and only then.
final class BarCollectionTests: ScratchFolderTestCase {
    let registry = RuleRegistry(rules: allRules)

    static let screen = """
    import SwiftUI
    struct Editor: View {
        var body: some View {
            Form { }.toolbar { Button("Share", systemImage: "square.and.arrow.up") { } }
        }
    }
    """

    static let app = """
    import SwiftUI
    struct AppTabs: View {
        var body: some View {
            TabView {
                Tab("Edit", systemImage: "pencil") { Editor() }
            }
        }
    }
    """

    func run(_ reporter: any Reporter, jobs: Int, report: (any Reporter)? = nil) -> LintResult? {
        var request = LintRequest(paths: [folder.path], output: reporter)
        request.jobs = jobs
        if let report { request.reports = [LintRequest.ReportFile(reporter: report, path: folder.path + "/out/report.html")] }
        return Lint.run(request, registry: registry).result
    }

    func testTheDefaultRunCollectsNoBars() throws {
        try write("Editor.swift", Self.screen)
        for jobs in [1, 3] {
            let result = try XCTUnwrap(run(TextReporter(colour: false), jobs: jobs))
            XCTAssertTrue(result.bars.isEmpty)
            XCTAssertFalse(LintRequest(paths: [], output: JSONReporter()).drawsBars)
        }
    }

    func testAnHTMLReportCollectsEachFilesBarsAndTabViews() throws {
        try write("Editor.swift", Self.screen)
        // No toolbar word: read for its TabView only because a report draws bars.
        try write("AppTabs.swift", Self.app)
        try write("Plain.swift", "struct Plain { }\n")
        for jobs in [1, 3] {
            let html = HTMLReporter(registry: registry, version: "test", reportPath: nil)
            let result = try XCTUnwrap(run(TextReporter(colour: false), jobs: jobs, report: html))
            XCTAssertEqual(result.bars.map { FilePaths.name(of: $0.path) }, ["AppTabs.swift", "Editor.swift"])
            XCTAssertEqual(result.bars[0].bars.tabViews.first?.tabs?.first?.calledTypes, ["Editor"])
            XCTAssertEqual(result.bars[1].bars.contexts.first?.items.first?.title, "Share")
            // The page links the toolbar to the tab that calls its view.
            let page = html.render(result, shown: result.diagnostics)
            XCTAssertTrue(page.contains("Tab bar: shares the strip with the <code>TabView</code>"), page)
        }
    }

    func testTheConfigSetsTheBarCapacity() throws {
        try write(".duobar-lint.json", #"{"barCapacity": 3}"#)
        try write("Editor.swift", Self.screen)
        let html = HTMLReporter(registry: registry, version: "test", reportPath: nil)
        let result = try XCTUnwrap(run(JSONReporter(), jobs: 1, report: html))
        XCTAssertEqual(result.bars.first?.bars.capacity, 3)
        XCTAssertTrue(html.render(result, shown: []).contains("1 of 3 slots used"))
    }

    func testABadBarCapacityIsAConfigError() {
        for bad in [#"{"barCapacity": 1}"#, #"{"barCapacity": 25}"#, #"{"barCapacity": 4.5}"#, #"{"barCapacity": "5"}"#] {
            XCTAssertThrowsError(try Config.parse(Array(bad.utf8), path: "p/.duobar-lint.json", registry: registry), bad) { error in
                XCTAssertEqual((error as? Config.ConfigError)?.key, "barCapacity")
            }
        }
        XCTAssertEqual(try Config.parse(Array(#"{"barCapacity": 7}"#.utf8), path: "p", registry: registry).barCapacity, 7)
        XCTAssertThrowsError(try Config.parse(Array(#"{"barCapacty": 7}"#.utf8), path: "p", registry: registry)) { error in
            XCTAssertEqual((error as? Config.ConfigError)?.suggestion, "barCapacity")
        }
    }
}
