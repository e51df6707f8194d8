import Foundation
import XCTest

/// `--fix`, `--diff` and `--unsafe-fixes` run by the built binary, as users and editors run them.
final class FixTests: XCTestCase {
    /// A Cancel placed `.topBarLeading` (safe fix), a deprecated placement with no known
    /// deployment target (unsafe fix) and a text-only Share (unsafe fix), a comment and a
    /// string that mention the same code, and a branch for macOS that must not be touched.
    static let screen = """
        import SwiftUI

        struct EditorView: View {
            // ToolbarItem(placement: .topBarLeading) { Button("Cancel") { } }
            let hint = "ToolbarItem(placement: .topBarLeading)"
            var body: some View {
                Form { }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Cancel", systemImage: "xmark") { dismiss() }
                        }
                        ToolbarItem(placement: .navigationBarTrailing) {
                            Button("Share") { share() }
                        }
                    }
            #if os(macOS)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Cancel") { dismiss() } }
                    }
            #endif
            }
        }

        """

    static let safelyFixed = screen.replacingOccurrences(
        of: "ToolbarItem(placement: .topBarLeading) {\n                    Button(\"Cancel\"",
        with: "ToolbarItem(placement: .cancellationAction) {\n                    Button(\"Cancel\"")

    static let allFixed = safelyFixed
        .replacingOccurrences(of: ".navigationBarTrailing", with: ".topBarTrailing")
        .replacingOccurrences(of: #"Button("Share") { share() }"#, with: #"Button("Share", systemImage: "square.and.arrow.up") { share() }"#)

    func write(_ text: String, to name: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    func read(_ url: URL) throws -> String {
        try String(decoding: Data(contentsOf: url), as: UTF8.self)
    }

    func testFixAppliesSafeFixesAndExitsWithWhatRemains() throws {
        let dir = try Binary.scratch(self)
        let file = try write(Self.screen, to: "EditorView.swift", in: dir)
        let run = try Binary.run(["--fix", "EditorView.swift"], in: dir)
        XCTAssertEqual(try read(file), Self.safelyFixed)
        XCTAssertEqual(run.status, 1, "the text-only Share is an error that remains")
        XCTAssertTrue(run.stdout.contains("[text-only-item]") && run.stdout.contains("[deprecated-bar-placement]"), run.stdout)
        XCTAssertFalse(run.stdout.contains("[dismiss-placement]"), run.stdout)
        XCTAssertTrue(run.stderr.contains("Fixed 1 finding in 1 file (2 remaining)\n"), run.stderr)
        XCTAssertTrue(run.stderr.contains("2 more fixes available with --unsafe-fixes\n"), run.stderr)

        let second = try Binary.run(["--fix", "EditorView.swift"], in: dir)
        XCTAssertEqual(try read(file), Self.safelyFixed, "a second --fix changes nothing")
        XCTAssertFalse(second.stderr.contains("Fixed"), second.stderr)

        let unsafe = try Binary.run(["--fix", "--unsafe-fixes", "EditorView.swift"], in: dir)
        XCTAssertEqual(try read(file), Self.allFixed)
        XCTAssertEqual(unsafe.status, 0, unsafe.stdout + unsafe.stderr)
        XCTAssertEqual(unsafe.stdout, "")
        XCTAssertEqual(unsafe.stderr, "Fixed 2 findings in 1 file (0 remaining)\n")
        let third = try Binary.run(["--fix", "--unsafe-fixes", "EditorView.swift"], in: dir)
        XCTAssertEqual(third.status, 0)
        XCTAssertEqual(third.stderr, "", "a clean run says nothing, fixing or not")
    }

    func testDiffChangesNothingAndGitAppliesIt() throws {
        let dir = try Binary.scratch(self)
        let file = try write(Self.screen, to: "Sources/EditorView.swift", in: dir)
        let run = try Binary.run(["--diff", "Sources"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try read(file), Self.screen, "--diff writes nothing")
        XCTAssertTrue(run.stdout.hasPrefix("--- a/Sources/EditorView.swift\n+++ b/Sources/EditorView.swift\n@@ -6,7 +6,7 @@\n"), run.stdout)
        XCTAssertEqual(run.stderr, "Would fix 1 finding in 1 file\n2 more fixes available with --unsafe-fixes\n")
        let unsafe = try Binary.run(["--diff", "--unsafe-fixes", "Sources"], in: dir)
        XCTAssertTrue(unsafe.stdout.contains(#"+                    Button("Share", systemImage: "square.and.arrow.up") { share() }"#), unsafe.stdout)

        // `git apply` takes the diff and makes the file `--fix --unsafe-fixes` makes.
        guard let git = Self.which("git") else { throw XCTSkip("git is not installed: the diff is not checked with git apply") }
        let patch = try write(unsafe.stdout, to: "../fix-\(UUID().uuidString).patch", in: dir)
        defer { try? FileManager.default.removeItem(at: patch) }
        for arguments in [["init", "-q"], ["apply", "--check", patch.path], ["apply", patch.path]] {
            let result = try Self.run(git, arguments, in: dir)
            XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.output)")
        }
        XCTAssertEqual(try read(file), Self.allFixed)
        let clean = try Binary.run(["--diff", "--unsafe-fixes", "Sources"], in: dir)
        XCTAssertEqual(clean.status, 0, "nothing left to fix: exit 0")
        XCTAssertEqual(clean.stdout, "")
    }

    func testLineEndingsByteOrderMarkAndPermissionsAreKept() throws {
        let dir = try Binary.scratch(self)
        let crlf = Self.screen.replacingOccurrences(of: "\n", with: "\r\n")
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data(crlf.utf8)
        let file = dir.appendingPathComponent("EditorView.swift")
        try bom.write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let run = try Binary.run(["--fix", "--unsafe-fixes", "EditorView.swift"], in: dir)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let expected = Data([0xEF, 0xBB, 0xBF]) + Data(Self.allFixed.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        XCTAssertEqual(try Data(contentsOf: file), expected)
        let mode = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["EditorView.swift"], "no temporary file is left")
    }

    func testAFileChangedOnDiskWhileBeingFixedIsNotWritten() throws {
        let dir = try Binary.scratch(self)
        let file = try write(Self.screen, to: "EditorView.swift", in: dir)
        let signals = dir.appendingPathComponent("signals")
        try FileManager.default.createDirectory(at: signals, withIntermediateDirectories: true)
        let edited = Self.screen + "// saved in the editor meanwhile\n"
        // The binary waits before writing (a debug build's test hook); the file changes then.
        let waiting = signals.appendingPathComponent("waiting")
        DispatchQueue.global().async {
            let deadline = Date().addingTimeInterval(30)
            while !FileManager.default.fileExists(atPath: waiting.path) && Date() < deadline { usleep(10_000) }
            try? Data(edited.utf8).write(to: file)
            _ = FileManager.default.createFile(atPath: signals.appendingPathComponent("go").path, contents: Data())
        }
        let run = try Binary.run(["--fix", "EditorView.swift"], in: dir,
                                 environment: ["DUOBAR_LINT_TEST_PAUSE_BEFORE_WRITE": signals.path])
        guard FileManager.default.fileExists(atPath: waiting.path) else {
            throw XCTSkip("the binary is not a debug build with the test hook")
        }
        XCTAssertEqual(try read(file), edited, "the newer text is kept")
        XCTAssertTrue(run.stderr.contains("duobar-lint: 'EditorView.swift': it changed on disk while it was being fixed; not written\n"), run.stderr)
        XCTAssertEqual(run.status, 1)
    }

    func testStandardInputGetsTheFixedTextOnStandardOutput() throws {
        let dir = try Binary.scratch(self)
        let run = try Binary.run(["--fix", "--stdin-path", "Sources/EditorView.swift", "-"], in: dir, input: Data(Self.screen.utf8))
        XCTAssertEqual(run.stdout, Self.safelyFixed)
        XCTAssertTrue(run.stderr.contains("Sources/EditorView.swift:13:21: error: 'Share' is text only"), run.stderr)
        XCTAssertEqual(run.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Sources").path), "nothing is written")

        let unsafe = try Binary.run(["--fix", "--unsafe-fixes", "--quiet", "--stdin-path", "A.swift", "-"], in: dir,
                                    input: Data(Self.screen.utf8))
        XCTAssertEqual(unsafe.stdout, Self.allFixed)
        XCTAssertEqual(unsafe.stderr, "")
        XCTAssertEqual(unsafe.status, 0)

        let clean = try Binary.run(["--fix", "--stdin-path", "A.swift", "-"], in: dir, input: Data("let a = 1\n".utf8))
        XCTAssertEqual(clean.stdout, "let a = 1\n", "text with nothing to fix comes back as it is")
        XCTAssertEqual(clean.status, 0)

        let diff = try Binary.run(["--diff", "--stdin-path", "Sources/A.swift", "-"], in: dir, input: Data(Self.screen.utf8))
        XCTAssertTrue(diff.stdout.hasPrefix("--- a/Sources/A.swift\n+++ b/Sources/A.swift\n"), diff.stdout)
        XCTAssertEqual(diff.status, 1)
    }

    func testTheFixAndTheDeploymentTarget() throws {
        let dir = try Binary.scratch(self)
        _ = try write(#"{"deploymentTarget": "27.1"}"#, to: "New/.duobar-lint.json", in: dir)
        _ = try write(#"{"deploymentTarget": "17.0"}"#, to: "Old/.duobar-lint.json", in: dir)
        let save = """
            import SwiftUI
            let v = Form { }.toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { Button("Save", systemImage: "checkmark") { save() } }
                ToolbarItem(placement: .navigationBarLeading) { Button("Sort", systemImage: "arrow.up.arrow.down") { sort() } }
            }

            """
        let new = try write(save, to: "New/A.swift", in: dir)
        let old = try write(save, to: "Old/A.swift", in: dir)
        let run = try Binary.run(["--fix", "."], in: dir)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        // iOS 27.1 has the pinned placement; iOS 17 has the top-bar names, safely.
        XCTAssertTrue(try read(new).contains("ToolbarItem(placement: .topBarPinnedTrailing) { Button(\"Save\""))
        XCTAssertTrue(try read(old).contains("ToolbarItem(placement: .confirmationAction) { Button(\"Save\""))
        XCTAssertTrue(try read(old).contains("ToolbarItem(placement: .topBarLeading) { Button(\"Sort\""))
    }

    func testUsageErrors() throws {
        for (arguments, expected) in [
            (["--unsafe-fixes", "."], "'--unsafe-fixes' goes with '--fix' or '--diff'"),
            (["--fix", "--write-baseline", "b.json", "."], "'--write-baseline' records findings"),
            (["rules", "--fix"], "go with a lint"),
            (["--fx", "."], "did you mean '--fix'?"),
        ] {
            let run = try Binary.run(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.contains(expected), "\(arguments): \(run.stderr)")
        }
    }

    func testRulesAndExplainSayWhichFixesAreSafe() throws {
        let rules = try Binary.run(["rules"]).stdout
        XCTAssertTrue(rules.split(separator: "\n").contains { $0.hasPrefix("dismiss-placement ") && $0.contains(" safe ") }, rules)
        XCTAssertTrue(rules.split(separator: "\n").contains { $0.hasPrefix("text-only-item ") && $0.contains(" unsafe ") }, rules)
        XCTAssertTrue(rules.split(separator: "\n").contains { $0.hasPrefix("deprecated-bar-placement ") && $0.contains(" iOS 17+ ") }, rules)
        let json = try Binary.run(["rules", "--format", "json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        let entries = try XCTUnwrap(object["rules"] as? [[String: Any]])
        func fix(_ id: String) -> [String: String]? { entries.first { $0["id"] as? String == id }?["fix"] as? [String: String] }
        XCTAssertEqual(fix("dismiss-placement"), ["applicability": "safe"])
        XCTAssertEqual(fix("text-only-item"), ["applicability": "unsafe"])
        XCTAssertEqual(fix("deprecated-bar-placement"), ["applicability": "safe", "safeFromDeploymentTarget": "17.0", "otherwise": "unsafe"])
        XCTAssertTrue(entries.first { $0["id"] as? String == "hand-built-bar" }?["fix"] is NSNull)
        let explain = try Binary.run(["explain", "dismiss-placement"]).stdout
        XCTAssertTrue(explain.hasPrefix("dismiss-placement (warning, fixable: safe, applied by --fix)\n"), explain)
        XCTAssertTrue(explain.contains("\nFix (safe, applied by --fix)\n") && explain.contains("  becomes\n"), explain)
    }

    /// Every sample app, copied, fixed with every fix: each file `swiftc -parse` accepted
    /// before is still accepted, and a second `--fix` changes nothing.
    func testFixedSampleAppsStillParseAndASecondFixIsANoOp() throws {
        let swiftc = Self.which("swiftc")
        if swiftc == nil { print("FixTests: swiftc not found: the fixed samples are not parsed (only the second fix is checked)") }
        for app in ["TripPlanner", "FieldNotes", "PantryList"] {
            let dir = try Binary.scratch(self)
            let copy = dir.appendingPathComponent(app)
            try FileManager.default.copyItem(at: Binary.packageRoot.appendingPathComponent("Samples/\(app)"), to: copy)
            let files = try Self.swiftFiles(in: copy)
            var parsedBefore: [URL: Bool] = [:]
            if let swiftc { for file in files { parsedBefore[file] = try Self.run(swiftc, ["-parse", file.path], in: dir).status == 0 } }
            let before = try files.map { try Data(contentsOf: $0) }
            let first = try Binary.run(["--fix", "--unsafe-fixes", app], in: dir)
            XCTAssertNotEqual(first.status, 2, first.stderr)
            let after = try files.map { try Data(contentsOf: $0) }
            if app == "TripPlanner" { XCTAssertNotEqual(before, after, "TripPlanner plants fixable findings") }
            for file in files where parsedBefore[file] == true {
                let parse = try Self.run(swiftc!, ["-parse", file.path], in: dir)
                XCTAssertEqual(parse.status, 0, "\(app)/\(file.lastPathComponent) no longer parses after --fix: \(parse.output)")
            }
            let second = try Binary.run(["--fix", "--unsafe-fixes", app], in: dir)
            XCTAssertEqual(try files.map { try Data(contentsOf: $0) }, after, "\(app): a second --fix changed something")
            XCTAssertFalse(second.stderr.contains("Fixed"), second.stderr)
            XCTAssertEqual(try Binary.run(["--diff", "--unsafe-fixes", app], in: dir).stdout, "", app)
        }
    }

    // MARK: Helpers

    static func swiftFiles(in dir: URL) throws -> [URL] {
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil))
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    static func which(_ tool: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(tool)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    static func run(_ tool: URL, _ arguments: [String], in dir: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = dir
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
