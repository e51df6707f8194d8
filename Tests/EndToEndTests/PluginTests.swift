import Foundation
import XCTest

/// What ships beside the binary for other tools: the git hook sample, the
/// pre-commit manifest, the CI sample's commands, and the command plugin's list
/// of options. The SwiftPM plugins themselves run through `swift package`, which
/// would wait here on the build lock of the `swift test` running this file;
/// `Samples/CI/check-plugin.sh` checks them.
final class PluginTests: XCTestCase {
    static let bad = """
        struct EditorView: View {
            var body: some View {
                NavigationStack {
                    Form {}
                        .toolbar {
                            Button("Edit") { }
                        }
                }
            }
        }

        """

    static let good = """
        struct EditorView: View {
            var body: some View {
                NavigationStack {
                    Form {}
                        .toolbar {
                            Button("Edit", systemImage: "pencil") { }
                        }
                }
            }
        }

        """

    func write(_ text: String, to name: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    // MARK: - Samples/git-hooks/pre-commit

    struct Git {
        let dir: URL
        let environment: [String: String]

        /// Runs git in the repository; its output (and the hook's) in one string.
        @discardableResult
        func run(_ arguments: [String], extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
            process.currentDirectoryURL = dir
            process.environment = environment.merging(extra) { _, new in new }
            let log = dir.deletingLastPathComponent().appendingPathComponent("git-\(UUID().uuidString).log")
            XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil), log.path)
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try handle.close()
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: log)
            return (process.terminationStatus, output)
        }

        var commitCount: Int {
            let log = (try? run(["rev-list", "--count", "--all"]))?.output ?? ""
            return Int(log.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
    }

    /// A fresh repository, cut off from the user's git config, with the sample hook installed.
    func repository() throws -> Git {
        let base = try Binary.scratch(self)
        let dir = base.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var env = ProcessInfo.processInfo.environment
        for key in env.keys where key.hasPrefix("GIT_") { env[key] = nil }
        env["GIT_CONFIG_NOSYSTEM"] = "1"
        env["GIT_CONFIG_GLOBAL"] = "/dev/null"
        env["HOME"] = base.path
        env["GIT_AUTHOR_NAME"] = "Test"
        env["GIT_AUTHOR_EMAIL"] = "test@example.com"
        env["GIT_COMMITTER_NAME"] = "Test"
        env["GIT_COMMITTER_EMAIL"] = "test@example.com"
        env["NO_COLOR"] = "1"
        env["DUOBAR_LINT"] = Binary.url.path
        env["DUOBAR_LINT_ARGS"] = nil
        let git = Git(dir: dir, environment: env)
        let initialized = try git.run(["init", "-q"])
        guard initialized.status == 0 else {
            throw XCTSkip("git is not usable here: \(initialized.output)")
        }
        let hook = dir.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Binary.packageRoot.appendingPathComponent("Samples/git-hooks/pre-commit"), to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        return git
    }

    func testHookRefusesAStagedFileWithAFindingThatFails() throws {
        let git = try repository()
        try write(Self.bad, to: "My Views/Editor View.swift", in: git.dir)
        try git.run(["add", "-A"])
        let commit = try git.run(["commit", "-q", "-m", "bad"])
        XCTAssertNotEqual(commit.status, 0, commit.output)
        XCTAssertTrue(commit.output.contains("My Views/Editor View.swift:6:21: error:"), commit.output)
        XCTAssertTrue(commit.output.contains("pre-commit: duobar-lint found problems"), commit.output)
        XCTAssertEqual(git.commitCount, 0)
    }

    func testHookAcceptsCleanStagedFilesAndLintsOnlyStagedOnes() throws {
        let git = try repository()
        try write(Self.good, to: "Editor View.swift", in: git.dir)
        try git.run(["add", "Editor View.swift"])
        try write(Self.bad, to: "Unstaged.swift", in: git.dir)  // in the work tree, not staged
        let commit = try git.run(["commit", "-q", "-m", "good"])
        XCTAssertEqual(commit.status, 0, commit.output)
        XCTAssertFalse(commit.output.contains("Unstaged.swift"), commit.output)
        XCTAssertEqual(git.commitCount, 1)
    }

    func testHookKeepsTheConfigsExcludesForTheFilesItNames() throws {
        let git = try repository()
        try write(#"{"exclude": ["Legacy/**"]}"#, to: ".duobar-lint.json", in: git.dir)
        try write(Self.bad, to: "Legacy/OldEditor.swift", in: git.dir)
        try git.run(["add", "-A"])
        let commit = try git.run(["commit", "-q", "-m", "legacy"])
        XCTAssertEqual(commit.status, 0, "--force-exclude must keep Legacy/ out: \(commit.output)")
        XCTAssertEqual(git.commitCount, 1)
    }

    func testHookRefusesWhenDuobarLintCannotRun() throws {
        let git = try repository()
        try write(#"{"rulez": {}}"#, to: ".duobar-lint.json", in: git.dir)
        try write(Self.good, to: "Editor.swift", in: git.dir)
        try git.run(["add", "-A"])
        let badConfig = try git.run(["commit", "-q", "-m", "bad config"])
        XCTAssertNotEqual(badConfig.status, 0, badConfig.output)
        XCTAssertTrue(badConfig.output.contains("pre-commit: duobar-lint could not run"), badConfig.output)

        let missing = try git.run(["commit", "-q", "-m", "no tool"], extra: ["DUOBAR_LINT": "/nonexistent/duobar-lint"])
        XCTAssertNotEqual(missing.status, 0, missing.output)
        XCTAssertTrue(missing.output.contains("not found"), missing.output)
        XCTAssertEqual(git.commitCount, 0)
    }

    func testHookLetsCommitsWithoutSwiftFilesThroughWithoutTheTool() throws {
        let git = try repository()
        try write("notes\n", to: "NOTES.txt", in: git.dir)
        try git.run(["add", "-A"])
        let commit = try git.run(["commit", "-q", "-m", "notes"], extra: ["DUOBAR_LINT": "/nonexistent/duobar-lint"])
        XCTAssertEqual(commit.status, 0, commit.output)
    }

    // MARK: - .pre-commit-hooks.yaml

    func testPreCommitManifestRunsTheBinaryWithForceExclude() throws {
        let text = try String(contentsOf: Binary.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let lines = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for expected in ["-   id: duobar-lint", "entry: duobar-lint --force-exclude", "language: swift",
                         "types: [swift]", "require_serial: false"] {
            XCTAssertTrue(lines.contains(expected), "missing '\(expected)' in .pre-commit-hooks.yaml")
        }
        // pre-commit appends the staged files to the entry.
        let dir = try Binary.scratch(self)
        try write(Self.good, to: "Editor.swift", in: dir)
        let run = try Binary.run(["--force-exclude", "Editor.swift"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    // MARK: - Samples/CI/duobar-lint.yml

    /// Every `duobar-lint …` command in the workflow, comments included, in order.
    func workflowCommands() throws -> [[String]] {
        let text = try String(contentsOf: Binary.packageRoot.appendingPathComponent("Samples/CI/duobar-lint.yml"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> [String]? in
            guard let start = line.range(of: "duobar-lint --") else { return nil }
            var command = String(line[start.lowerBound...].dropFirst("duobar-lint ".count))
            if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
            return command.split(separator: " ").map(String.init)
        }
    }

    func testWorkflowCommandsRunAndWriteTheSARIFEvenWhenFindingsFail() throws {
        let commands = try workflowCommands()
        XCTAssertTrue(commands.contains(["--report", "sarif:duobar-lint.sarif", "--report", "html:duobar-lint.html", "."]), "\(commands)")
        XCTAssertTrue(commands.contains { $0.first == "--write-baseline" }, "\(commands)")
        XCTAssertTrue(commands.contains { $0.first == "--baseline" }, "\(commands)")

        // A clean app: every command passes, the baseline written before it is read.
        let clean = try Binary.scratch(self)
        try write(Self.good, to: "App/Editor.swift", in: clean)
        for command in commands {
            let run = try Binary.run(command, in: clean)
            XCTAssertEqual(run.status, 0, "duobar-lint \(command.joined(separator: " ")): \(run.stdout)\(run.stderr)")
        }

        // An app with a finding: the gate fails, and the SARIF for the upload is there.
        let failing = try Binary.scratch(self)
        try write(Self.bad, to: "App/Editor.swift", in: failing)
        let run = try Binary.run(["--report", "sarif:duobar-lint.sarif", "--report", "html:duobar-lint.html", "."], in: failing)
        XCTAssertEqual(run.status, 1)
        // The HTML report the workflow keeps as an artifact is written too.
        let html = try String(contentsOf: failing.appendingPathComponent("duobar-lint.html"), encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>") && html.contains("class=\"ctx\""))
        XCTAssertTrue(run.stdout.contains("App/Editor.swift:6:21: error:"), run.stdout)
        let sarif = try Data(contentsOf: failing.appendingPathComponent("duobar-lint.sarif"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        XCTAssertEqual(object["version"] as? String, "2.1.0")
    }

    // MARK: - the command plugin's reading of the arguments

    func testCommandPluginKnowsEveryOptionThatTakesAValue() throws {
        let help = try Binary.run(["--help"]).stdout
        var takesValue: Set<String> = []
        for line in help.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("-") else { continue }
            let column = trimmed.components(separatedBy: "  ")[0]
            for form in column.components(separatedBy: ", ") {
                let words = form.split(separator: " ")
                if words.count > 1 { takesValue.insert(String(words[0])) }
            }
        }
        XCTAssertTrue(takesValue.contains("--format"), "help not read: \(help)")

        let source = try String(contentsOf: Binary.packageRoot.appendingPathComponent(
            "Plugins/DuobarLintCommandPlugin/DuobarLintCommandPlugin.swift"), encoding: .utf8)
        let start = try XCTUnwrap(source.range(of: "optionsWithValue: Set<String> = ["))
        let end = try XCTUnwrap(source[start.upperBound...].range(of: "]"))
        let listed = Set(source[start.upperBound..<end.lowerBound]
            .split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        XCTAssertEqual(takesValue.subtracting(listed), [],
                       "the command plugin would take these options' values for paths; add them to optionsWithValue")
    }
}
