import XCTest
import Foundation
import DuobarModel
import DuobarRules
import DuobarReporters
@testable import DuobarEngine

/// The fixer's parts (rounds, overlaps, diffs, replacing a file) and `--fix`/`--diff`
/// through `Lint.run`, as the command line runs them.
final class FixRunTests: ScratchFolderTestCase {
    let registry = RuleRegistry(rules: allRules)

    static let cancel = """
        import SwiftUI
        struct Editor: View {
            var body: some View {
                Form { }.toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Cancel", systemImage: "xmark") { dismiss() } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Share") { share() } }
                }
            }
        }

        """

    func request(_ mode: LintRequest.FixMode?, unsafe: Bool = false, paths: [String]? = nil) -> LintRequest {
        var request = LintRequest(paths: paths ?? [folder.path], output: TextReporter(colour: false))
        request.jobs = 1
        request.fix = mode
        request.unsafeFixes = unsafe
        return request
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    // MARK: Rounds and overlaps

    func edit(_ start: Int, _ end: Int, _ text: String) -> Fix.Edit { Fix.Edit(start: start, end: end, text: text) }

    func testOneRoundAppliesFixesThatOverlapNoEarlierOne() {
        let bytes = Array("abcdefghij".utf8)
        let fixes = [
            Fix(message: "1", edits: [edit(2, 4, "XY")], applicability: .safe),
            Fix(message: "2", edits: [edit(3, 5, "Z")], applicability: .safe),       // overlaps the first: waits
            Fix(message: "3", edits: [edit(4, 4, "+")], applicability: .safe),       // insertion at the first's end: fine
            Fix(message: "4", edits: [edit(8, 8, "<"), edit(9, 10, "J")], applicability: .safe),
            Fix(message: "5", edits: [edit(8, 8, ">")], applicability: .safe),       // same insertion point: waits
            Fix(message: "6", edits: [edit(0, 20, "")], applicability: .safe),       // out of bounds: dropped
        ]
        let (out, applied) = Fixer.apply(fixes, to: bytes)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "abXY+efgh<iJ")
        XCTAssertEqual(applied, 3)
    }

    func testRoundsStopWhenNothingChangesAndAreBounded() {
        // A fix that always finds more to do: the bound stops it.
        let endless = Fixer.fix(Array("a".utf8)) { bytes in [Fix(message: "grow", edits: [self.edit(bytes.count, bytes.count, "a")], applicability: .safe)] }
        XCTAssertEqual(endless.rounds, Fixer.maximumRounds)
        XCTAssertEqual(endless.bytes.count, 1 + Fixer.maximumRounds)
        // A fix that rewrites text as it was is no change: one look, no round.
        let same = Fixer.fix(Array("abc".utf8)) { _ in [Fix(message: "same", edits: [self.edit(0, 1, "a")], applicability: .safe)] }
        XCTAssertEqual(same.rounds, 0)
        XCTAssertEqual(same.applied, 0)
    }

    func testAFixIntoACommentOrASkippedBranchIsDropped() {
        let source = "let a = 1 // note\n#if os(macOS)\nlet b = 2\n#endif\nlet c = 3\n"
        let bytes = Array(source.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let code = Code(text: buffer)
            func fix(_ start: Int, _ end: Int) -> Fix { Fix(message: "x", edits: [edit(start, end, "y")], applicability: .safe) }
            let comment = source.utf8.count - "// note\n#if os(macOS)\nlet b = 2\n#endif\nlet c = 3\n".utf8.count
            let skipped = source.utf8.count - "let b = 2\n#endif\nlet c = 3\n".utf8.count
            XCTAssertTrue(fix(0, 3).editsOnlyCode(code))
            XCTAssertFalse(fix(comment + 3, comment + 3).editsOnlyCode(code), "an insertion inside a comment")
            XCTAssertFalse(fix(comment + 7, comment + 7).editsOnlyCode(code), "an insertion at a line comment's end")
            XCTAssertFalse(fix(comment - 1, comment + 1).editsOnlyCode(code), "a replacement over a comment")
            XCTAssertFalse(fix(skipped, skipped + 3).editsOnlyCode(code), "a replacement in a skipped #if branch")
            XCTAssertFalse(fix(4, 2).editsOnlyCode(code), "a range the wrong way round")
        }
    }

    // MARK: Diffs

    func diff(_ old: String, _ new: String, path: String = "A.swift") -> String {
        String(decoding: UnifiedDiff.render(path: path, old: Array(old.utf8), new: Array(new.utf8)), as: UTF8.self)
    }

    func testADiffHasHeadersHunksAndContext() {
        let old = (1...12).map { "line \($0)\n" }.joined()
        var lines = (1...12).map { "line \($0)\n" }
        lines[1] = "LINE 2\n"
        lines[10] = "LINE 11\n"
        XCTAssertEqual(diff(old, lines.joined(), path: "./Sources/A.swift"), """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +LINE 2
             line 3
             line 4
             line 5
            @@ -8,5 +8,5 @@
             line 8
             line 9
             line 10
            -line 11
            +LINE 11
             line 12

            """)
        XCTAssertEqual(diff(old, old), "")
    }

    func testADiffKeepsCarriageReturnsAndSaysWhenTheLastLineHasNoLineFeed() {
        XCTAssertEqual(diff("a\r\nb\r\nc", "a\r\nB\r\nc"), "--- a/A.swift\n+++ b/A.swift\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\n\\ No newline at end of file\n")
        XCTAssertEqual(diff("", "x\n"), "--- a/A.swift\n+++ b/A.swift\n@@ -0,0 +1,1 @@\n+x\n")
        XCTAssertEqual(diff("x\ny\n", "x\n"), "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,1 @@\n x\n-y\n")
    }

    func testAShortestDiffOfManyChanges() {
        // Lines moved around: every line of the diff is accounted for, in order.
        let old = (0..<200).map { "\($0 % 7)\n" }.joined()
        let new = (0..<200).map { "\(($0 * 3) % 7)\n" }.joined()
        let ops = UnifiedDiff.script(UnifiedDiff.lines(Array(old.utf8)), UnifiedDiff.lines(Array(new.utf8)))
        XCTAssertEqual(ops.filter { $0.kind != .added }.map(\.old), Array(0..<200))
        XCTAssertEqual(ops.filter { $0.kind != .removed }.map(\.new), Array(0..<200))
    }

    // MARK: Replacing a file

    func testAFileIsReplacedWithItsModeAndOnlyIfUnchanged() throws {
        let path = try write("A.swift", "old\n")
        chmod(path, 0o640)
        XCTAssertEqual(FileSystem.replaceContents(of: path, with: Array("new\n".utf8), ifStill: Array("old\n".utf8)), .written)
        XCTAssertEqual(try read(path), "new\n")
        let mode = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o640)
        XCTAssertEqual(FileSystem.replaceContents(of: path, with: Array("newer\n".utf8), ifStill: Array("old\n".utf8)), .changedOnDisk)
        XCTAssertEqual(try read(path), "new\n")
        // Nothing left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["A.swift"])
    }

    func testALinkStaysALinkAndAReadOnlyFileIsRefused() throws {
        let target = try write("Real.swift", "old\n")
        let link = folder.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Real.swift")
        XCTAssertEqual(FileSystem.replaceContents(of: link, with: Array("new\n".utf8), ifStill: Array("old\n".utf8)), .written)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "Real.swift")
        XCTAssertEqual(try read(target), "new\n")
        chmod(target, 0o444)
        guard case .failed = FileSystem.replaceContents(of: target, with: Array("x\n".utf8), ifStill: Array("new\n".utf8)) else {
            return XCTFail("a read-only file was replaced")
        }
        XCTAssertEqual(try read(target), "new\n")
    }

    // MARK: --fix and --diff through Lint.run

    func testFixWritesSafeFixesThenReportsWhatRemains() throws {
        let path = try write("A.swift", Self.cancel)
        let outcome = Lint.run(request(.write), registry: registry)
        XCTAssertEqual(try read(path), Self.cancel.replacingOccurrences(of: ".topBarLeading", with: ".cancellationAction"))
        XCTAssertEqual(outcome.result?.diagnostics.map(\.ruleID), ["text-only-item"])
        XCTAssertEqual(outcome.status, 1, "the text-only item is an error that remains")
        XCTAssertTrue(outcome.messages.contains("Fixed 1 finding in 1 file (1 remaining)\n"), "\(outcome.messages)")
        XCTAssertTrue(outcome.messages.contains("1 more fix available with --unsafe-fixes\n"), "\(outcome.messages)")
        // Again: nothing to do.
        let again = Lint.run(request(.write), registry: registry)
        XCTAssertFalse(again.messages.contains { $0.hasPrefix("Fixed") }, "\(again.messages)")
    }

    func testAWrapperDeclaredInAFileWithNoToolbarIsFixedAsTheRunFoundIt() throws {
        // `CloseButton` is declared in a file the pre-check turns away: only the project-wide
        // pass's completion knows it closes the screen, and each fix round must know it too.
        let screen = try write("Screen.swift", """
            import SwiftUI

            struct Screen: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Text("Detail").toolbar {
                        ToolbarItem(placement: .topBarTrailing) { CloseButton { dismiss() } }
                    }
                }
            }

            """)
        try write("CloseButton.swift", """
            import SwiftUI

            struct CloseButton: View {
                let action: () -> Void
                var body: some View { Button(role: .close, action: action) }
            }

            """)
        XCTAssertEqual(Lint.run(request(nil), registry: registry).result?.diagnostics.map(\.ruleID), ["dismiss-placement"])
        let outcome = Lint.run(request(.write), registry: registry)
        let fixed = try read(screen)
        XCTAssertTrue(fixed.contains("ToolbarItem(placement: .cancellationAction) { CloseButton"), fixed)
        XCTAssertEqual(outcome.result?.diagnostics.map(\.ruleID), [])
        XCTAssertTrue(outcome.messages.contains("Fixed 1 finding in 1 file (0 remaining)\n"), "\(outcome.messages)")
    }

    func testUnsafeFixesNeedTheFlag() throws {
        let path = try write("A.swift", Self.cancel)
        _ = Lint.run(request(.write), registry: registry)
        XCTAssertFalse(try read(path).contains("square.and.arrow.up"))
        let outcome = Lint.run(request(.write, unsafe: true), registry: registry)
        XCTAssertTrue(try read(path).contains(#"Button("Share", systemImage: "square.and.arrow.up")"#))
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.result?.diagnostics.count, 0)
    }

    func testDiffChangesNothingAndFailsWhenThereIsSomethingToFix() throws {
        let path = try write("A.swift", Self.cancel)
        let outcome = Lint.run(request(.diff), registry: registry)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(try read(path), Self.cancel)
        let text = String(decoding: outcome.output, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("--- a/\(path.dropFirst())\n+++ b/\(path.dropFirst())\n@@ "), text)
        XCTAssertTrue(text.contains("+            ToolbarItem(placement: .cancellationAction)"), text)
        XCTAssertFalse(text.contains("square.and.arrow.up\")"), "unsafe fixes are not shown without the flag")
        XCTAssertTrue(String(decoding: Lint.run(request(.diff, unsafe: true), registry: registry).output, as: UTF8.self)
            .contains(#"+            ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { share() } }"#))
        XCTAssertEqual(outcome.messages, ["Would fix 1 finding in 1 file\n", "1 more fix available with --unsafe-fixes\n"])
        try write("A.swift", "let a = 1\n")
        let clean = Lint.run(request(.diff), registry: registry)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.output, [])
    }

    func testAFileChangedWhileItIsFixedIsNotWritten() throws {
        let path = try write("A.swift", Self.cancel)
        let edited = Self.cancel + "// edited meanwhile\n"
        var request = request(.write)
        request.beforeWriting = { path in try? Data(edited.utf8).write(to: URL(fileURLWithPath: path)) }
        let outcome = Lint.run(request, registry: registry)
        XCTAssertEqual(try read(path), edited)
        XCTAssertTrue(outcome.messages.contains { $0.contains("changed on disk while it was being fixed; not written") }, "\(outcome.messages)")
        XCTAssertEqual(outcome.status, 1)
    }

    func testSuppressedAndBaselinedFindingsAreNotFixed() throws {
        let suppressed = Self.cancel.replacingOccurrences(of: "            ToolbarItem(placement: .topBarLeading)",
                                                          with: "            // duobar-lint:disable:next dismiss-placement\n            ToolbarItem(placement: .topBarLeading)")
        let path = try write("A.swift", suppressed)
        _ = Lint.run(request(.write), registry: registry)
        XCTAssertEqual(try read(path), suppressed)

        try write("A.swift", Self.cancel)
        let baseline = folder.appendingPathComponent("baseline.json").path
        var record = request(nil)
        record.writeBaseline = baseline
        XCTAssertEqual(Lint.run(record, registry: registry).status, 0)
        var fix = request(.write)
        fix.baseline = baseline
        fix.paths = [path]
        _ = Lint.run(fix, registry: registry)
        XCTAssertEqual(try read(path), Self.cancel)
    }

    func testStandardInputFixedGoesToStandardOutput() throws {
        var request = request(.write, paths: ["-"])
        request.standardInput = LintRequest.StandardInput(path: folder.appendingPathComponent("A.swift").path, bytes: Array(Self.cancel.utf8))
        let outcome = Lint.run(request, registry: registry)
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self),
                       Self.cancel.replacingOccurrences(of: ".topBarLeading", with: ".cancellationAction"))
        XCTAssertTrue(outcome.messages.first?.contains("[text-only-item]") ?? false, "\(outcome.messages)")
        XCTAssertEqual(outcome.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("A.swift").path))
    }

    func testTheConfigsSymbolsNameTheSuggestionAndTheFix() throws {
        try write(".duobar-lint.json", #"{"symbols": {"Archive": "archivebox.fill", "share": "paperplane"}}"#)
        let path = try write("A.swift", """
            import SwiftUI
            let v = Text("x").toolbar {
                Button("Archive") { archive() }
                Button(Strings.shareButton) { share() }
            }

            """)
        let lint = Lint.run(request(nil), registry: registry)
        XCTAssertEqual(lint.result?.diagnostics.map { $0.message.components(separatedBy: "with systemImage: ").last ?? "" },
                       ["\"archivebox.fill\"", "\"paperplane\""])
        _ = Lint.run(request(.write, unsafe: true), registry: registry)
        XCTAssertEqual(try read(path), """
            import SwiftUI
            let v = Text("x").toolbar {
                Button("Archive", systemImage: "archivebox.fill") { archive() }
                Button(Strings.shareButton, systemImage: "paperplane") { share() }
            }

            """)
    }

    func testTheSymbolsKeyIsValidated() throws {
        for (config, expected) in [
            (#"{"symbols": ["archivebox"]}"#, "'symbols': expected an object"),
            (#"{"symbols": {"Archive": "Archive Box"}}"#, "'symbols.Archive': expected an SF Symbols name"),
            (#"{"symbols": {"Archive": "archivebox\""}}"#, "'symbols.Archive': expected an SF Symbols name"),
            (#"{"symbols": {" ": "archivebox"}}"#, "expected a title"),
            (#"{"symbols": {"Archive": "archivebox", "archive": "tray"}}"#, "another spelling of this title"),
            (#"{"symbol": {}}"#, "did you mean 'symbols'?"),
        ] {
            XCTAssertThrowsError(try Config.parse(Array(config.utf8), path: "c.json", registry: registry), config) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(config): \(error)")
            }
        }
        let config = try Config.parse(Array(#"{"symbols": {" Add to Cart ": "cart.badge.plus"}}"#.utf8), path: "c.json", registry: registry)
        XCTAssertEqual(config.symbols, ["add to cart": "cart.badge.plus"])
    }

    /// The first pass runs without configs: a file whose messages the config's symbols
    /// change is modelled again, whatever the number of jobs.
    func testAFirstPassAnalysisIsRedoneWhenTheConfigsSymbolsApply() throws {
        try write("Kit/.duobar-lint.json", #"{"symbols": {"Frobnicate": "wand.and.stars"}}"#)
        try write("Kit/A.swift", "import SwiftUI\nlet v = Text(\"x\").toolbar { Button(\"Frobnicate\") {} }\n")
        try write("App/A.swift", "import SwiftUI\nlet v = Text(\"x\").toolbar { Button(\"Frobnicate\") {} }\n")
        for jobs in [1, 2] {
            var request = request(nil)
            request.jobs = jobs
            let messages = Lint.run(request, registry: registry).result?.diagnostics.map(\.message) ?? []
            XCTAssertEqual(messages.filter { $0.hasSuffix("\"wand.and.stars\"") }.count, 1, "jobs \(jobs): \(messages)")
        }
    }
}
