import Foundation
import XCTest

/// The HTML report of the samples, as a browser renders it, and its safety with hostile names.
final class HTMLReportTests: XCTestCase {
    static let samples = ["Samples/TripPlanner", "Samples/FieldNotes", "Samples/PantryList"]

    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("duobar-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Writes the samples' report and returns its path.
    func samplesReport() throws -> URL {
        let report = scratch.appendingPathComponent("report/duobar.html")
        let run = try Binary.run(["--report", "html:\(report.path)"] + HTMLReportTests.samples)
        XCTAssertEqual(run.status, 1, run.stderr)
        return report
    }

    /// A program on PATH, by any of its names.
    static func program(_ names: [String]) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in names {
                let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// Skips, saying so, when `names` are not installed; on CI (`CI=true`) their absence fails.
    func require(_ names: [String], for what: String) throws -> URL {
        if let found = HTMLReportTests.program(names) { return found }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail("\(names[0]) is not installed: .ci/run installs it for \(what)")
        }
        print("skipped: \(what) needs \(names[0]), which is not installed")
        throw XCTSkip("\(names[0]) is not installed")
    }

    // MARK: The samples in Chromium

    /// The contexts of the samples, in page order: files by path, contexts by line.
    static let contexts = [
        "CalculatorViewController bar items", "NoteEditorViewController bar items", "NotesListViewController bar items",
        "PhotoViewerViewController bar items", "AddItemView .toolbar", "BasketView .toolbar", "PantryListView .toolbar", "RecipesView .toolbar", "RecipesView .toolbar",
        "ShoppingListView .toolbar", "ComposeNoteView .toolbar",
        "RouteMapView .toolbar", "RouteMapView .toolbar", "TripShareToolbar.body", "StopDetailView .toolbar",
        "StopDetailView.stopActions", "BoardingPassView .toolbar", "TripEditorView .toolbar", "TripListView .toolbar",
        "TripDetailView .toolbar",
    ]

    func testTheSamplesRenderInChromiumWithEveryToolbarDrawnInOrder() throws {
        let chromium = try require(["chromium", "chromium-browser", "google-chrome"], for: "the rendered report check")
        let report = try samplesReport()
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                     "--user-data-dir=\(scratch.appendingPathComponent("profile").path)"]
        let dom = try Binary.run(flags + ["--dump-dom", report.absoluteString], timeout: 120, executable: chromium)
        XCTAssertEqual(dom.status, 0, dom.stderr)
        let page = Rendered(dom.stdout)

        // Every toolbar context of the samples is drawn, in order.
        XCTAssertEqual(page.contexts.map(\.name), HTMLReportTests.contexts)
        for context in page.contexts {
            XCTAssertTrue(context.html.contains("aria-label=\"horizontal bars\""), context.name)
            XCTAssertTrue(context.html.contains("aria-label=\"vertical bar\""), context.name)
        }
        func context(_ name: String, _ occurrence: Int = 0) -> Rendered.Context {
            page.contexts.filter { $0.name == name }[occurrence]
        }
        // Navigation, then the pinned action, then the rest; the bottom bar's after the gap.
        XCTAssertEqual(context("NoteEditorViewController bar items").vertical,
                       [".cancel system item", "Save", ".action system item", "Photos", "…"])
        XCTAssertEqual(context("StopDetailView.stopActions").vertical, ["Directions", "Boarding Pass"])
        XCTAssertTrue(context("RouteMapView .toolbar").html.contains("gap: bottom bar items below"))
        // The tab bar keeps its tabs (default compression) and toolbar items overflow, low priority first.
        let list = context("TripListView .toolbar")
        XCTAssertEqual(list.vertical, ["EditButton", "Invites", "…"])
        XCTAssertEqual(list.tabs, ["Tab Trips", "Tab Map"])
        XCTAssertEqual(list.menu, ["Sort", "ellipsis.circle", "DefaultToolbarItem .search", "New Trip"])
        // .prefersToolbarItems: the tab bar compresses into one control and nothing overflows.
        let map = context("RouteMapView .toolbar")
        XCTAssertEqual(map.vertical.count, 4)
        XCTAssertTrue(map.html.contains("tabs in one control"))
        // Items the outer display does not show are crossed out, with the finding that explains why.
        XCTAssertEqual(context("TripEditorView .toolbar").gone, ["Cancel", "Save"])
        XCTAssertEqual(map.gone, ["Itinerary", "Picker"])
        XCTAssertEqual(context("PantryListView .toolbar").gone, ["Avatar", "Sale"])
        XCTAssertTrue(context("TripEditorView .toolbar").html.contains("text-only-item"))
        XCTAssertTrue(map.html.contains("horizontal-only-item"))
        // No script: what was written is what is shown.
        XCTAssertFalse(dom.stdout.contains("<script"))

        // A screenshot that is not blank.
        let shot = scratch.appendingPathComponent("shot.png")
        let run = try Binary.run(flags + ["--window-size=1280,1600", "--screenshot=\(shot.path)", report.absoluteString],
                                 timeout: 120, executable: chromium)
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try Data(contentsOf: shot)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // A blank page compresses to a few kilobytes; drawings do not, and their bytes vary.
        XCTAssertGreaterThan(png.count, 30_000)
        XCTAssertGreaterThan(Set(png).count, 200)
        if let python = HTMLReportTests.program(["python3"]) {
            let colours = try Binary.run([Binary.packageRoot.appendingPathComponent("scripts/check-html.py").path, "--png", shot.path],
                                         executable: python)
            XCTAssertEqual(colours.status, 0, colours.stderr)
        }
    }

    // MARK: Strict HTML

    func testTheSamplesReportPassesAStrictHTMLCheck() throws {
        let python = try require(["python3"], for: "the strict HTML check")
        let report = try samplesReport()
        let check = try Binary.run([Binary.packageRoot.appendingPathComponent("scripts/check-html.py").path, report.path],
                                   executable: python)
        XCTAssertEqual(check.status, 0, check.stderr)
    }

    func testStandardOutputGetsTheSamePage() throws {
        let run = try Binary.run(["--format", "html", "Samples/TripPlanner"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(run.stdout.contains("data-context=\"TripListView .toolbar\""))
        XCTAssertFalse(run.stdout.contains("<script"))
    }

    // MARK: Hostile names

    func testPathsTitlesAndSymbolsAreEscaped() throws {
        let folder = scratch.appendingPathComponent("Café <&> \"q\" 'a'")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = """
        import SwiftUI
        struct Überblick: View {
            var body: some View {
                Text("x").toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("<b>Tom & \\"Jerry\\"</b> ’s", systemImage: "x<y&z\\"q") { }
                    }
                    ToolbarItem(placement: .bottomBar) { Button("Ünïcödé <script>alert(1)</script>") { } }
                }
            }
        }
        """
        try source.write(to: folder.appendingPathComponent("Bar <i>&amp;.swift"), atomically: true, encoding: .utf8)
        let report = scratch.appendingPathComponent("hostile.html")
        let run = try Binary.run(["--report", "html:\(report.path)", folder.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        let html = try String(contentsOf: report, encoding: .utf8)
        // Titles.
        XCTAssertTrue(html.contains("&lt;b&gt;Tom &amp; \\&quot;Jerry\\&quot;&lt;/b&gt; ’s"), html)
        XCTAssertFalse(html.contains("<b>Tom"))
        XCTAssertTrue(html.contains("Ünïcödé &lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertFalse(html.contains("<script"))
        // Symbols.
        XCTAssertTrue(html.contains("x&lt;y&amp;z\\&quot;q"))
        XCTAssertFalse(html.contains("x<y"))
        // Paths: in text, and in links (percent-escaped).
        XCTAssertTrue(html.contains("Café &lt;&amp;&gt; &quot;q&quot; &#39;a&#39;/Bar &lt;i&gt;&amp;amp;.swift"))
        XCTAssertTrue(html.contains("Caf%C3%A9%20%3C%26%3E%20%22q%22%20%27a%27/Bar%20%3Ci%3E%26amp%3B.swift#L6"))
        XCTAssertFalse(html.contains("<i>&amp;"))
        // Type names.
        XCTAssertTrue(html.contains("data-context=\"Überblick .toolbar\""))
        if let python = HTMLReportTests.program(["python3"]) {
            let check = try Binary.run([Binary.packageRoot.appendingPathComponent("scripts/check-html.py").path, report.path],
                                       executable: python)
            XCTAssertEqual(check.status, 0, check.stderr)
        }
    }
}

/// Pieces of a rendered page, found by the report's own markers.
struct Rendered {
    struct Context {
        var name: String
        var html: String

        /// The vertical bar's items, top to bottom (titles as the page escapes them, unescaped back).
        var vertical: [String] { titles(in: section("aria-label=\"vertical bar\"", "</svg>"), marker: "<g class=\"vi") }
        /// Items drawn crossed out.
        var gone: [String] { titles(in: section("aria-label=\"vertical bar\"", "</svg>"), marker: "<g class=\"gone x\"") }
        /// Tabs on the strip.
        var tabs: [String] {
            section("aria-label=\"vertical bar\"", "</svg>").components(separatedBy: "<g class=\"tabs\"><title>").dropFirst()
                .map { String($0.prefix { $0 != "<" }).replacingOccurrences(of: " (this toolbar's tab)", with: "") }
        }
        /// The overflow menu's entries.
        var menu: [String] { titles(in: section("<ol class=\"menu\">", "</ol>"), marker: "<li") }

        func section(_ start: String, _ end: String) -> String {
            guard let a = html.range(of: start) else { return "" }
            let rest = html[a.upperBound...]
            guard let b = rest.range(of: end) else { return String(rest) }
            return String(rest[..<b.lowerBound])
        }

        func titles(in text: String, marker: String) -> [String] {
            text.components(separatedBy: marker).dropFirst().compactMap { part in
                guard let a = part.range(of: "data-title=\"") else { return nil }
                let value = part[a.upperBound...].prefix { $0 != "\"" }
                return String(value).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
            }
        }
    }

    var contexts: [Context] = []

    init(_ dom: String) {
        for part in dom.components(separatedBy: "<article class=\"ctx\"").dropFirst() {
            guard let a = part.range(of: "data-context=\"") else { continue }
            let name = String(part[a.upperBound...].prefix { $0 != "\"" })
            let html = part.components(separatedBy: "</article>").first ?? part
            contexts.append(Context(name: name, html: html))
        }
    }
}
