import Foundation
import XCTest

/// The binary's contract: exit codes, formats, flags, as `duobar-lint --help` and the README state them.
final class CommandLineTests: XCTestCase {
    func write(_ text: String, to name: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    let bad = """
        struct EditorView: View {
            var body: some View {
                NavigationStack {
                    Form {}
                        .toolbar {
                            Button("Edit") { }
                            Button { } label: { Image(systemName: "gear") }
                        }
                }
            }
        }

        """

    let good = """
        struct EditorView: View {
            var body: some View {
                NavigationStack {
                    Form {}
                        .toolbar {
                            ToolbarItem(placement: .topBarPinnedTrailing) {
                                Button("Done", systemImage: "checkmark") { }
                            }
                            ToolbarItem(placement: .keyboard) { Button("Hide") { } }
                        }
                }
            }
        }

        """

    func testFindingsThatFailExitOneWithTextLinesAndSummary() throws {
        let dir = try Binary.scratch(self)
        _ = try write(bad, to: "Sources/EditorView.swift", in: dir)
        let run = try Binary.run(["Sources"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, """
            Sources/EditorView.swift:6:21: error: 'Edit' is text only, so it stays on horizontal bars and is not shown on the outer display; give it a symbol, e.g. Button(_:systemImage:action:) with systemImage: "pencil" [text-only-item]
            Sources/EditorView.swift:7:21: warning: Button with symbol gear shows an image with no title; the overflow menu and expanded bars show the title, so use Button(_:systemImage:action:) or a Label [missing-title]

            """)
        XCTAssertEqual(run.stderr, "1 error, 1 warning, 0 notes in 1 file\n")
    }

    func testWellShapedToolbarsExitZero() throws {
        let dir = try Binary.scratch(self)
        let file = try write(good, to: "EditorView.swift", in: dir)
        let run = try Binary.run([file.path])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    func testWarningsFailOnlyUnderStrict() throws {
        let dir = try Binary.scratch(self)
        _ = try write(bad, to: "EditorView.swift", in: dir)
        XCTAssertEqual(try Binary.run(["--ignore", "text-only-item", "."], in: dir).status, 0)
        XCTAssertEqual(try Binary.run(["--ignore", "text-only-item", "--strict", "."], in: dir).status, 1)
    }

    func testQuietDropsSummary() throws {
        let dir = try Binary.scratch(self)
        _ = try write(bad, to: "EditorView.swift", in: dir)
        let run = try Binary.run(["--quiet", "."], in: dir)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 2)
    }

    func testSelectRunsOnlyTheNamedRules() throws {
        let dir = try Binary.scratch(self)
        _ = try write(bad, to: "EditorView.swift", in: dir)
        let run = try Binary.run(["--select", "missing-title", "."], in: dir)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("[missing-title]"))
        XCTAssertFalse(run.stdout.contains("[text-only-item]"))
    }

    func testJSONHasTheFieldsTheSpecNames() throws {
        let dir = try Binary.scratch(self)
        _ = try write(bad, to: "Sources/EditorView.swift", in: dir)
        let run = try Binary.run(["--format", "json", "Sources"], in: dir)
        XCTAssertEqual(run.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 2)
        let first = findings[0]
        XCTAssertEqual(Set(first.keys), ["rule", "severity", "file", "line", "column", "endLine", "endColumn", "message", "fixable", "fix"])
        XCTAssertEqual(first["rule"] as? String, "text-only-item")
        XCTAssertEqual(first["severity"] as? String, "error")
        XCTAssertEqual(first["file"] as? String, "Sources/EditorView.swift")
        XCTAssertEqual(first["line"] as? Int, 6)
        XCTAssertEqual(first["column"] as? Int, 21)
        XCTAssertEqual(first["endLine"] as? Int, 6)
        XCTAssertEqual(first["endColumn"] as? Int, 27)
        // `Button("Edit")` has a suggested symbol: an unsafe fix, written out for editors.
        XCTAssertEqual(first["fixable"] as? Bool, true)
        let fix = try XCTUnwrap(first["fix"] as? [String: Any])
        XCTAssertEqual(fix["applicability"] as? String, "unsafe")
        let edits = try XCTUnwrap(fix["edits"] as? [[String: Any]])
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits[0]["line"] as? Int, 6)
        XCTAssertEqual(edits[0]["column"] as? Int, 34)
        XCTAssertEqual(edits[0]["endColumn"] as? Int, 34)
        XCTAssertEqual(edits[0]["text"] as? String, #", systemImage: "pencil""#)
        XCTAssertEqual(Set(findings[1].keys), ["rule", "severity", "file", "line", "column", "endLine", "endColumn", "message", "fixable"],
                       "a finding with no fix has no fix key")
        XCTAssertEqual(findings[1]["fixable"] as? Bool, false)
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 1, "errors": 1, "warnings": 1, "notes": 0])
        XCTAssertEqual(run.stderr, "", "JSON output prints no summary line")
    }

    func testUsageErrorsExitTwoAndNameTheProblem() throws {
        let cases: [([String], String)] = [
            (["--frobnicate"], "--frobnicate"),
            (["--select", "text-only-itme", "."], "did you mean 'text-only-item'"),
            (["--ignore", "nope", "."], "'nope'"),
            (["no/such/folder"], "no/such/folder"),
            (["--format", "xml", "."], "'xml'"),
            (["--jobs", "0", "."], "--jobs"),
            (["explain", "missing-titel"], "did you mean 'missing-title'"),
        ]
        for (arguments, expected) in cases {
            let run = try Binary.run(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.contains(expected), "\(arguments): \(run.stderr)")
        }
    }

    func testEveryIdThatRulesListsCanBeExplainedSelectedAndConfigured() throws {
        let rules = try Binary.run(["rules"])
        let ids = rules.stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertTrue(ids.contains("io-error") && ids.contains("unused-suppression"), rules.stdout)
        XCTAssertTrue(rules.stdout.contains("engine"), "the engine's diagnostics are marked as such")
        let dir = try Binary.scratch(self)
        _ = try write("let a = 1\n", to: "A.swift", in: dir)
        for id in ids {
            let explain = try Binary.run(["explain", id])
            XCTAssertEqual(explain.status, 0, "explain \(id): \(explain.stderr)")
            XCTAssertTrue(explain.stdout.hasPrefix(id + " ("), explain.stdout)
            XCTAssertEqual(try Binary.run(["--select", id, "A.swift"], in: dir).status, 0, id)
            _ = try write("{\"rules\": {\"\(id)\": \"off\"}}", to: ".duobar-lint.json", in: dir)
            let configured = try Binary.run(["A.swift"], in: dir)
            XCTAssertEqual(configured.status, 0, "config turning off \(id): \(configured.stderr)")
        }
    }

    func testRulesExplainVersionHelp() throws {
        let rules = try Binary.run(["rules"])
        XCTAssertEqual(rules.status, 0)
        XCTAssertTrue(rules.stdout.contains("text-only-item"))
        XCTAssertTrue(rules.stdout.contains("unstable-opt-out"))
        let explain = try Binary.run(["explain", "hand-built-bar"])
        XCTAssertEqual(explain.status, 0)
        for heading in ["What it does", "Why", "Example", "Use instead"] {
            XCTAssertTrue(explain.stdout.contains(heading), heading)
        }
        XCTAssertFalse(explain.stdout.contains("↓"))
        let version = try Binary.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("duobar-lint "))
        let help = try Binary.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--format"))
    }

    func testBenchmarkTimerCountsBytesAndTokens() throws {
        let dir = try Binary.scratch(self)
        _ = try write("let a = 1 // one\n", to: "A.swift", in: dir)
        let scan = try Binary.run(["scan", "A.swift"], in: dir, executable: Binary.benchURL)
        XCTAssertEqual(scan.status, 0, scan.stderr)
        XCTAssertTrue(scan.stdout.hasPrefix("scanned 17 bytes, 4 code tokens in "), scan.stdout)
        let pipeline = try Binary.run(["pipeline", "A.swift"], in: dir, executable: Binary.benchURL)
        XCTAssertTrue(pipeline.stdout.hasPrefix("scanner+model+rules: 17 bytes, 0 findings in "), pipeline.stdout)
        // `let a`: one declared name; nothing is called.
        let declared = try Binary.run(["declared", "A.swift"], in: dir, executable: Binary.benchURL)
        XCTAssertEqual(declared.status, 0, declared.stderr)
        XCTAssertTrue(declared.stdout.hasPrefix("declared names: 17 bytes, 1 names in "), declared.stdout)
        XCTAssertEqual(try Binary.run(["scan", "Missing.swift"], in: dir, executable: Binary.benchURL).status, 2)
    }

    func testTheUsersBinaryHasNoBenchmarkCommands() throws {
        let dir = try Binary.scratch(self)
        _ = try write("let a = 1\n", to: "A.swift", in: dir)
        let run = try Binary.run(["__bench-scan", "A.swift"], in: dir)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no such file or folder: '__bench-scan'"), run.stderr)
    }

    func testFolderWalkSkipsDefaultExcludesAndNonSwiftFiles() throws {
        let dir = try Binary.scratch(self)
        for path in [".build/A.swift", "Pods/B.swift", "DerivedData/C.swift", "Carthage/D.swift",
                     "x/checkouts/E.swift", ".hidden/F.swift", "notes.txt"] {
            _ = try write(bad, to: path, in: dir)
        }
        _ = try write(bad, to: "App/Real.swift", in: dir)
        let run = try Binary.run(["--format", "json", "."], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("\"./App/Real.swift\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"files\": 1,"), run.stdout)
    }

    func testFolderWalkSkipsXcodeResourceFolders() throws {
        let dir = try Binary.scratch(self)
        for path in ["App/Assets.xcassets/Icon.imageset/A.swift", "App/en.lproj/B.swift", "App/Model.xcdatamodeld/C.swift",
                     "App.xcodeproj/D.swift", "App.xcworkspace/E.swift", "Vendor/Kit.framework/F.swift",
                     "Vendor/Kit.xcframework/G.swift", "Sources/Kit/Kit.docc/Resources/Tutorial-01-code-0001.swift"] {
            _ = try write(bad, to: path, in: dir)
        }
        // Look-alikes are walked: the extension must end the name, and a playground holds Swift.
        for path in ["App/lproj/Real.swift", "App/Notes.xcassetsX/Real.swift", "App/Page.playground/Real.swift"] {
            _ = try write(bad, to: path, in: dir)
        }
        let run = try Binary.run(["--format", "json", "."], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("\"files\": 3,"), run.stdout)
        XCTAssertFalse(run.stdout.contains("imageset"), run.stdout)
        let named = try Binary.run(["App/en.lproj"], in: dir)
        XCTAssertEqual(named.status, 1, "a resource folder named explicitly is walked")
        let forced = try Binary.run(["--force-exclude", "App/en.lproj/B.swift"], in: dir)
        XCTAssertEqual(forced.status, 0, "--force-exclude drops a file below a resource folder")
    }

    func testAnExplicitlyNamedFileIsLintedEvenInAnExcludedFolder() throws {
        let dir = try Binary.scratch(self)
        _ = try write(bad, to: "Pods/Vendored.swift", in: dir)
        let run = try Binary.run(["Pods/Vendored.swift"], in: dir)
        XCTAssertEqual(run.status, 1)
    }

    func testDefaultExcludesDoNotApplyAboveTheNamedFolder() throws {
        let dir = try Binary.scratch(self)
        _ = try write(bad, to: "Pods/Project/App/View.swift", in: dir)
        let run = try Binary.run(["Pods/Project"], in: dir)
        XCTAssertEqual(run.status, 1, "a folder named explicitly is walked even below a 'Pods' folder")
    }

    func testOutputIsTheSameForAnyJobs() throws {
        let dir = try Binary.scratch(self)
        for k in 0..<40 { _ = try write(bad, to: "M\(k % 5)/V\(k).swift", in: dir) }
        let one = try Binary.run(["--jobs", "1", "."], in: dir)
        let four = try Binary.run(["--jobs", "4", "."], in: dir)
        XCTAssertEqual(one.stdout, four.stdout)
        XCTAssertEqual(one.stdout.split(separator: "\n").count, 80)
    }

    func testUnreadableFileIsAnIOErrorAndTheOthersAreStillLinted() throws {
        let dir = try Binary.scratch(self)
        _ = try write(good, to: "Good.swift", in: dir)
        let locked = try write(bad, to: "Locked.swift", in: dir)
        chmod(locked.path, 0)
        defer { chmod(locked.path, 0o644) }
        if access(locked.path, R_OK) == 0 {
            // Root reads any file; a link to a file that fails on read stands in for it.
            guard FileManager.default.fileExists(atPath: "/proc/self/mem") else { throw XCTSkip("no unreadable file available") }
            try FileManager.default.removeItem(at: locked)
            try FileManager.default.createSymbolicLink(atPath: locked.path, withDestinationPath: "/proc/self/mem")
        }
        let run = try Binary.run(["."], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("./Locked.swift:1:1: error: cannot read file"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[io-error]"))
        XCTAssertTrue(run.stderr.contains("in 2 files"))
    }

    func testHabitsFromOtherToolsWork() throws {
        let dir = try Binary.scratch(self)
        _ = try write("let a = 1\n", to: "A.swift", in: dir)
        XCTAssertEqual(try Binary.run(["-j1", "A.swift"], in: dir).status, 0)
        XCTAssertEqual(try Binary.run(["-fjson", "A.swift"], in: dir).stdout.hasPrefix("{"), true)
        for words in [["-V"], ["version"]] {
            let run = try Binary.run(words)
            XCTAssertEqual(run.status, 0, "\(words)")
            XCTAssertTrue(run.stdout.hasPrefix("duobar-lint "), "\(words)")
        }
        let help = try Binary.run(["help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("Usage:"))
        let typo = try Binary.run(["--fromat", "json", "A.swift"], in: dir)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("unknown option '--fromat' (did you mean '--format'?)"), typo.stderr)
        let inline = try Binary.run(["--strikt=1", "A.swift"], in: dir)
        XCTAssertTrue(inline.stderr.contains("unknown option '--strikt' (did you mean '--strict'?)"), inline.stderr)
    }

    func testRulesPrintWhatEachFindsAndAJSONFormForTools() throws {
        let table = try Binary.run(["rules"])
        XCTAssertTrue(table.stdout.hasPrefix("id "), table.stdout)
        XCTAssertTrue(table.stdout.split(separator: "\n")[0].hasSuffix("finds"))
        XCTAssertTrue(table.stdout.contains("A suppression comment that suppressed nothing."))
        let json = try Binary.run(["rules", "--format", "json"])
        XCTAssertEqual(json.status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rules = try XCTUnwrap(object["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.first?["id"] as? String, "text-only-item")
        XCTAssertEqual(rules.first { $0["id"] as? String == "io-error" }?["reportedBy"] as? String, "engine")
        XCTAssertEqual(try Binary.run(["rules", "--format", "sarif"]).status, 2)
    }

    func testRunsThatCheckNothingSaySo() throws {
        let dir = try Binary.scratch(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let empty = try Binary.run(["Empty"], in: dir)
        XCTAssertEqual(empty.status, 0)
        XCTAssertEqual(empty.stderr, "duobar-lint: warning: no Swift files found under 'Empty'\n")
        for flag in ["--select", "--ignore", "--enable"] {
            let none = try Binary.run([flag, "", "Empty"], in: dir)
            XCTAssertEqual(none.status, 2, flag)
            XCTAssertTrue(none.stderr.contains("option '\(flag)' needs at least one rule id"), none.stderr)
        }
        XCTAssertEqual(try Binary.run(["--select", ",", "Empty"], in: dir).status, 2)
    }

    func testACleanRunIsSilentSoHookBatchesStayReadable() throws {
        let dir = try Binary.scratch(self)
        _ = try write("let a = 1\n", to: "A.swift", in: dir)
        _ = try write(".toolbar { Button(\"Edit\") { } }\n", to: "B.swift", in: dir)
        let clean = try Binary.run(["A.swift"], in: dir)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout + clean.stderr, "")
        let dirty = try Binary.run(["A.swift", "B.swift"], in: dir)
        XCTAssertEqual(dirty.stderr, "1 error, 0 warnings, 0 notes in 2 files\n")
        XCTAssertEqual(try Binary.run(["--quiet", "A.swift", "B.swift"], in: dir).stderr, "")
    }
}
