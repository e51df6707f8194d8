import Foundation
import XCTest

/// The same input gives the same bytes, whatever `--jobs` is and however often it runs
/// (findings are sorted by path, line, column, rule, whatever `--jobs` is).
final class DeterminismTests: XCTestCase {
    static let formats = ["text", "json"]
    static let jobs = ["1", "2", "8"]
    static let repeats = 3

    /// Runs every format × jobs × repeat and checks all runs of a format are byte-identical.
    /// Returns the text output.
    @discardableResult
    func assertDeterministic(_ paths: [String], in dir: URL, file: StaticString = #filePath,
                             line: UInt = #line) throws -> Binary.Run? {
        var textRun: Binary.Run?
        for format in Self.formats {
            var first: (jobs: String, run: Binary.Run)?
            for jobs in Self.jobs {
                for attempt in 1...Self.repeats {
                    let run = try Binary.run(["--jobs", jobs, "--format", format] + paths, in: dir, timeout: 120)
                    XCTAssertTrue([0, 1].contains(run.status), "\(format) --jobs \(jobs): \(run.status) \(run.stderr)",
                                  file: file, line: line)
                    guard let reference = first else {
                        first = (jobs, run)
                        continue
                    }
                    let what = "--format \(format): --jobs \(jobs) run \(attempt) differs from --jobs \(reference.jobs) run 1"
                    XCTAssertEqual(run.status, reference.run.status, what, file: file, line: line)
                    XCTAssertEqual(run.stderr, reference.run.stderr, what, file: file, line: line)
                    if run.stdoutBytes != reference.run.stdoutBytes {
                        XCTFail("\(what)\n\(firstDifference(reference.run.stdout, run.stdout))", file: file, line: line)
                    }
                }
            }
            if format == "text" { textRun = first?.run }
        }
        return textRun
    }

    func firstDifference(_ a: String, _ b: String) -> String {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false)
        let y = b.split(separator: "\n", omittingEmptySubsequences: false)
        for k in 0..<max(x.count, y.count) {
            let p = k < x.count ? String(x[k]) : "<end>"
            let q = k < y.count ? String(y[k]) : "<end>"
            if p != q { return "line \(k + 1):\n- \(p)\n+ \(q)" }
        }
        return "(same lines, different bytes)"
    }

    /// Text lines in the order the spec gives: path (bytes), line, column, rule.
    func assertSorted(_ run: Binary.Run, file: StaticString = #filePath, line: UInt = #line) {
        struct Key { var path: [UInt8]; var line: Int; var column: Int; var rule: String }
        let pattern = try! NSRegularExpression(pattern: #"^(.+?):(\d+):(\d+): (?:error|warning|note): .* \[([a-z-]+)\]$"#)
        var keys: [Key] = []
        for text in run.stdout.split(separator: "\n") {
            let s = String(text)
            guard let m = pattern.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) else {
                XCTFail("not a finding line: \(s)", file: file, line: line)
                continue
            }
            func group(_ k: Int) -> String { String(s[Range(m.range(at: k), in: s)!]) }
            keys.append(Key(path: Array(group(1).utf8), line: Int(group(2))!, column: Int(group(3))!, rule: group(4)))
        }
        for (a, b) in zip(keys, keys.dropFirst()) {
            let ordered: Bool
            if a.path != b.path { ordered = a.path.lexicographicallyPrecedes(b.path) }
            else if a.line != b.line { ordered = a.line < b.line }
            else if a.column != b.column { ordered = a.column < b.column }
            else { ordered = a.rule <= b.rule }
            XCTAssertTrue(ordered, "out of order: \(String(decoding: a.path, as: UTF8.self)):\(a.line):\(a.column) [\(a.rule)] "
                          + "before \(String(decoding: b.path, as: UTF8.self)):\(b.line):\(b.column) [\(b.rule)]", file: file, line: line)
        }
    }

    func testSamplesGiveTheSameBytesForAnyJobs() throws {
        let samples = Binary.packageRoot.appendingPathComponent("Samples")
        guard FileManager.default.fileExists(atPath: samples.path) else { throw XCTSkip("no Samples folder") }
        let text = try XCTUnwrap(try assertDeterministic(["Samples"], in: Binary.packageRoot))
        XCTAssertGreaterThan(text.stdout.split(separator: "\n").count, 5, "the samples have findings")
        assertSorted(text)
    }

    func testAGeneratedTreeGivesTheSameBytesForAnyJobs() throws {
        let dir = try Binary.scratch(self)
        let count = try GeneratedTree.write(into: dir, files: 300, seed: 2024)
        XCTAssertGreaterThanOrEqual(count, 300)
        let text = try XCTUnwrap(try assertDeterministic(["."], in: dir))
        let lines = text.stdout.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 300, "the tree has many findings")
        let rules = Set(lines.compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } })
        for rule in ["text-only-item", "missing-title", "custom-view-item", "manual-spacer", "io-error"] {
            XCTAssertTrue(rules.contains(rule), "\(rule) in \(rules.sorted())")
        }
        let files = Set(lines.map { $0.prefix(while: { $0 != ":" }) })
        XCTAssertGreaterThan(files.count, 100, "findings in many files")
        XCTAssertFalse(files.contains("./App/Screens/Sheet.swift"), "App's close button is a system close button")
        XCTAssertTrue(lines.contains { $0.hasPrefix("./Shared/UI/Panel.swift:") && $0.hasSuffix("[custom-view-item]") },
                      "Shared/UI's close button is a custom view")
        assertSorted(text)
    }

    func testTheGeneratorIsDeterministic() throws {
        let a = try Binary.scratch(self), b = try Binary.scratch(self)
        _ = try GeneratedTree.write(into: a, files: 60, seed: 9)
        _ = try GeneratedTree.write(into: b, files: 60, seed: 9)
        let one = try Binary.run(["--format", "json", "."], in: a, timeout: 60)
        let two = try Binary.run(["--format", "json", "."], in: b, timeout: 60)
        XCTAssertEqual(one.stdout, two.stdout)
    }
}

/// A deterministic tree of Swift files in many folders: SwiftUI and UIKit bars, toolbar
/// content declared in one file and used in another, a bar subclass (which makes every file
/// a candidate), suppressions, per-folder configs, CRLF files, several findings on one line,
/// files with nothing to find and unreadable files.
enum GeneratedTree {
    static let folders = ["App", "app", "App-Old", "App.Legacy", "App_2", "Features", "Features/Editor",
                          "Features/Editor/Sub1", "Features/Editor/Sub10", "Features/Editor/Sub2", "Features/Ünïcode",
                          "Features/a b", "Shared", "Shared/UI", "Shared/UIKit", "Z", "zz", "ä", "日本"]

    static let items = [
        #"Button("Edit") {}"#,
        #"Button { } label: { Image(systemName: "gear") }"#,
        #"Button("Share", systemImage: "square.and.arrow.up") {}"#,
        #"HStack { Text("a"); Image(systemName: "b") }"#,
        #"Spacer()"#,
        #"Menu { Button("A") {} } label: { Image(systemName: "ellipsis.circle") }"#,
        #"ToolbarItem(placement: .keyboard) { Button("Hide") {} }"#,
        #"ToolbarItem(placement: .navigationBarTrailing) { Button("Done") {} }"#,
        #"ToolbarItem(placement: .topBarPinnedTrailing) { Button("Save", systemImage: "checkmark") {} }"#,
        #"Button("Inbox", systemImage: "tray") {}.badge(2)"#,
        #"Label("\(count)", systemImage: "bell")"#,
        #"Button("Edit") {}; Button("Edit") {}; Button { } label: { Image(systemName: "gear") }"#,
        #"ToolbarOverflowMenu { Button("Edit") {} }"#,
        #"if editing { Button("Done") {} } else { Button("Edit", systemImage: "pencil") {} }"#,
        #"ToolbarItemGroup(placement: .bottomBar) { Button("A") {}; Spacer(); Button("B", systemImage: "b") {} }"#,
        #"Divider()"#,
        #"Text("Title")"#,
        #"ProgressView()"#,
    ]

    static func write(into dir: URL, files: Int, seed: UInt64) throws -> Int {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
        func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
        let fm = FileManager.default
        func put(_ text: String, _ path: String) throws {
            let url = dir.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        var written = 0
        // Declarations used across files.
        try put("""
            struct SharedToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem { Button("Edit") {} }
                    ToolbarItem { Button { } label: { Image(systemName: "gear") } }
                }
            }
            class FancyBar: UIToolbar {}

            """, "Shared/SharedToolbar.swift")
        written += 1
        try put(#"{"rules": {"missing-title": "off", "manual-spacer": "error"}}"#, "Features/Editor/.duobar-lint.json")
        try put(#"{"rules": {"text-only-item": "warning"}}"#, "Shared/UIKit/.duobar-lint.json")

        for k in 0..<files {
            let folder = pick(folders)
            let name = pick(["View\(k).swift", "view\(k).swift", "View-\(k).swift", "V\(k)Controller.swift"])
            var text = ""
            switch random.next() % 10 {
            case 0:
                // Nothing to find.
                text = "import Foundation\n\nfunc helper\(k)(_ x: Int) -> Int { x * \(k) }\n"
            case 1, 2:
                // UIKit bars.
                var entries: [String] = []
                for _ in 0..<(1 + random.next() % 4) {
                    entries.append(pick([#"UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)"#,
                                         #"UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)"#,
                                         #"UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"))"#,
                                         #"UIBarButtonItem(customView: UISwitch())"#,
                                         #".flexibleSpace()"#]))
                }
                text = """
                    import UIKit

                    final class Controller\(k): UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.rightBarButtonItems = [\(entries.joined(separator: ", "))]
                            \(chance(30) ? "let bar = UIToolbar()\n        view.addSubview(bar)" : "")
                            \(chance(20) ? "let fancy = FancyBar()\n        view.addSubview(fancy)" : "")
                        }
                    }

                    """
            default:
                // SwiftUI views with one or two toolbars.
                var body = "        NavigationStack {\n            Form {}\n"
                for _ in 0..<(1 + random.next() % 2) {
                    body += "                .toolbar {\n"
                    for _ in 0..<(1 + random.next() % 7) {
                        if chance(8) { body += "                    // duobar-lint:disable:next text-only-item -- generated\n" }
                        body += "                    \(pick(items))\n"
                    }
                    if chance(15) { body += "                    SharedToolbar()\n" }
                    body += "                }\n"
                }
                if chance(10) { body += "                .toolbarVerticalBehavior(.disabled)\n" }
                if chance(5) { body += "                .toolbarVerticalBehavior(flag ? .disabled : .automatic)\n" }
                body += "        }\n"
                text = """
                    import SwiftUI

                    struct View\(k): View {
                        @State var editing = false
                        var count = \(k)
                        var flag = false
                        var body: some View {
                    \(body)    }
                    }

                    """
                if chance(5) { text += "// duobar-lint:disable manual-spacer\n" }
            }
            if chance(10) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
            try put(text, "\(folder)/\(name)")
            written += 1
        }
        // Two views of one name in two folders, of different classes: each folder's toolbar
        // means its own (written apart from the random files, which stay as they were).
        try put("""
            struct CloseButton: View {
                let action: () -> Void
                var body: some View { Button(role: .close, action: action) }
            }

            """, "App/Views/CloseButton.swift")
        try put("""
            struct CloseButton: View {
                let action: () -> Void
                var body: some View { ZStack { Circle(); Image(systemName: "xmark") }.onTapGesture(perform: action) }
            }

            """, "Shared/UI/CloseButton.swift")
        for path in ["App/Screens/Sheet.swift", "Shared/UI/Panel.swift"] {
            try put("""
                struct Sheet: View {
                    var body: some View {
                        Form {}.toolbar {
                            ToolbarItem(placement: .cancellationAction) { CloseButton {} }
                        }
                    }
                }

                """, path)
        }
        written += 4
        // Files that cannot be read, in two folders.
        if fm.fileExists(atPath: "/proc/self/mem") {
            for path in ["App/Unreadable.swift", "Features/Editor/Sub2/Unreadable.swift"] {
                let url = dir.appendingPathComponent(path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fm.createSymbolicLink(atPath: url.path, withDestinationPath: "/proc/self/mem")
                written += 1
            }
        }
        return written
    }
}
