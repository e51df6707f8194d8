import Foundation
import XCTest

/// Config, discovery, suppressions, baseline, reports and standard input, through the binary.
final class WorkflowTests: XCTestCase {
    let bad = """
        .toolbar {
            Button("Edit") { }
            Button { } label: { Image(systemName: "gear") }
        }

        """

    func write(_ text: String, _ name: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func paths(_ run: Binary.Run) -> [String] {
        run.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
    }

    func testNearestConfigWalkingUpWithPathsRelativeToIt() throws {
        let dir = try Binary.scratch(self)
        try write(bad, "App/Generated/Model.swift", in: dir)
        try write(bad, "App/Feature/View.swift", in: dir)
        try write(bad, "Tools/Script.swift", in: dir)
        try write(#"{"exclude": ["Generated"], "rules": {"missing-title": "off"}}"#, "App/.duobar-lint.json", in: dir)
        let run = try Binary.run(["."], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map { String($0.prefix(while: { $0 != ":" })) },
                       ["./App/Feature/View.swift", "./Tools/Script.swift", "./Tools/Script.swift"],
                       "App/ uses its config (Generated excluded, missing-title off); Tools/ has none")
    }

    func testConfigFlagAppliesToEveryFile() throws {
        let dir = try Binary.scratch(self)
        try write(bad, "A/View.swift", in: dir)
        try write(#"{"rules": {"text-only-item": "off", "missing-title": "off"}}"#, "lint.json", in: dir)
        let run = try Binary.run(["--config", "lint.json", "A"], in: dir)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    func testIncludeAndStrictFromConfig() throws {
        let dir = try Binary.scratch(self)
        try write(bad, "Sources/View.swift", in: dir)
        try write(bad, "Scripts/Other.swift", in: dir)
        try write(#"{"include": ["Sources"], "rules": {"text-only-item": "off"}, "strict": true}"#, ".duobar-lint.json", in: dir)
        let run = try Binary.run(["."], in: dir)
        XCTAssertEqual(run.status, 1, "strict in the config makes the warning fail")
        XCTAssertEqual(paths(run), ["./Sources/View.swift"])
    }

    func testBadConfigIsExitTwoNamingFileKeyAndSuggestion() throws {
        let dir = try Binary.scratch(self)
        try write(bad, "View.swift", in: dir)
        try write(#"{"rulez": {}}"#, ".duobar-lint.json", in: dir)
        let run = try Binary.run(["."], in: dir)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "duobar-lint: .duobar-lint.json: 'rulez': unknown key (did you mean 'rules'?)\n")
    }

    func testGitIgnoreIsRespectedInsideAWorkTreeOnly() throws {
        let dir = try Binary.scratch(self)
        try write(bad, "App/View.swift", in: dir)
        try write(bad, "App/Build/Generated.swift", in: dir)
        try write(bad, "Local.swift", in: dir)
        try write("Build/\n/Local.swift\n", ".gitignore", in: dir)
        XCTAssertEqual(Set(paths(try Binary.run(["."], in: dir))),
                       ["./App/View.swift", "./App/Build/Generated.swift", "./Local.swift"], "no .git: .gitignore means nothing")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        XCTAssertEqual(Set(paths(try Binary.run(["."], in: dir))), ["./App/View.swift"])
        XCTAssertEqual(Set(paths(try Binary.run(["App"], in: dir))), ["App/View.swift"], "ignores above the walked folder apply")
        XCTAssertEqual(try Binary.run(["Local.swift"], in: dir).status, 1, "a file named explicitly is linted")
    }

    func testForceExcludeDropsExcludedFilesNamedExplicitly() throws {
        let dir = try Binary.scratch(self)
        try write(bad, "Generated/Model.swift", in: dir)
        try write(bad, "Pods/Lib/Lib.swift", in: dir)
        try write(#"{"exclude": ["Generated"]}"#, ".duobar-lint.json", in: dir)
        XCTAssertEqual(try Binary.run(["Generated/Model.swift"], in: dir).status, 1)
        let forced = try Binary.run(["--force-exclude", "Generated/Model.swift", "Pods/Lib/Lib.swift"], in: dir)
        XCTAssertEqual(forced.status, 0)
        XCTAssertEqual(forced.stdout, "")
    }

    func testSymlinkLoopEnds() throws {
        let dir = try Binary.scratch(self)
        try write(bad, "App/View.swift", in: dir)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("App/loop").path, withDestinationPath: "..")
        let run = try Binary.run(["."], in: dir, timeout: 20)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(Set(paths(run)), ["./App/View.swift"])
    }

    func testBaselineAdoptionFlow() throws {
        let dir = try Binary.scratch(self)
        try write(bad, "App/View.swift", in: dir)
        let written = try Binary.run(["--write-baseline", "baseline.json", "App"], in: dir)
        XCTAssertEqual(written.status, 0)
        XCTAssertTrue(written.stderr.contains("recorded 2 findings in baseline.json"))
        let text = try String(contentsOf: dir.appendingPathComponent("baseline.json"), encoding: .utf8)
        XCTAssertTrue(text.contains(#""file": "App/View.swift""#), text)
        XCTAssertEqual(try Binary.run(["--baseline", "baseline.json", "App"], in: dir).status, 0)
        // Lines inserted above: still baselined. A new finding: reported alone.
        try write("// header\n\n" + bad + ".toolbar { Button(\"Share\") { } }\n", "App/View.swift", in: dir)
        let later = try Binary.run(["--baseline", "baseline.json", "App"], in: dir)
        XCTAssertEqual(later.status, 1)
        XCTAssertEqual(later.stdout.split(separator: "\n").count, 1)
        XCTAssertTrue(later.stdout.hasPrefix("App/View.swift:7:12: error: 'Share'"), later.stdout)
        XCTAssertEqual(try Binary.run(["--baseline", "missing.json", "App"], in: dir).status, 2)
    }

    func testReportsAreWrittenBesideTheConsoleOutput() throws {
        let dir = try Binary.scratch(self)
        try write(bad, "App/View.swift", in: dir)
        let ok = try Binary.run(["--report", "sarif:out/lint.sarif", "--report", "json:lint.json", "App"], in: dir)
        XCTAssertEqual(ok.status, 1)
        XCTAssertTrue(ok.stdout.contains("[text-only-item]"))
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("out/lint.sarif"))) as? [String: Any]
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("lint.json"))) as? [String: Any]
        XCTAssertEqual((json?["findings"] as? [Any])?.count, 2)
        XCTAssertEqual(try Binary.run(["--report", "yaml:x", "App"], in: dir).status, 2)
    }

    func testStandardInputIsLintedAsThePathGiven() throws {
        let dir = try Binary.scratch(self)
        try write(#"{"rules": {"missing-title": "off"}, "exclude": ["Generated"]}"#, "App/.duobar-lint.json", in: dir)
        let run = try Binary.run(["--stdin-path", "App/Editor.swift", "-"], in: dir, input: Data(bad.utf8))
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(paths(run), ["App/Editor.swift"], "config resolved for the path: missing-title is off")
        let excluded = try Binary.run(["--force-exclude", "--stdin-path", "App/Generated/X.swift", "-"], in: dir, input: Data(bad.utf8))
        XCTAssertEqual(excluded.status, 0)
        XCTAssertEqual(excluded.stdout, "")
        XCTAssertEqual(try Binary.run(["--stdin-path", "A.swift"], in: dir).status, 2, "--stdin-path needs '-'")
    }

    func testGitHubAndCheckstyleFormats() throws {
        let dir = try Binary.scratch(self)
        try write(bad, "App/View.swift", in: dir)
        let github = try Binary.run(["--format", "github", "App"], in: dir)
        XCTAssertTrue(github.stdout.hasPrefix("::error file=App/View.swift,line=2,col=5,endLine=2,endColumn=11,title=duobar-lint (text-only-item)::"), github.stdout)
        let checkstyle = try Binary.run(["--format", "checkstyle", "App"], in: dir)
        XCTAssertTrue(checkstyle.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">"))
        XCTAssertEqual(github.stderr, "", "machine formats print no summary")
    }
}
