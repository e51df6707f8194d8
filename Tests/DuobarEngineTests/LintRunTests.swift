import XCTest
import Foundation
import DuobarModel
import DuobarRules
import DuobarReporters
@testable import DuobarEngine

/// The engine's entry point, without starting a process: planning, configs, standard
/// input, baselines and reports, as `Lint.run` does them for the command line.
final class LintRunTests: ScratchFolderTestCase {
    let registry = RuleRegistry(rules: allRules)

    func request(_ paths: [String]? = nil) -> LintRequest {
        var request = LintRequest(paths: paths ?? [folder.path], output: TextReporter(colour: false))
        request.jobs = 1
        return request
    }

    func rules(_ outcome: LintOutcome) -> [String] {
        outcome.result?.diagnostics.map(\.ruleID) ?? []
    }

    static let editButton = "import SwiftUI\nlet v = Text(\"x\").toolbar { Button(\"Edit\") {} }\n"
    static let imageButton = "import SwiftUI\nlet v = Text(\"x\").toolbar { Button {} label: { Image(systemName: \"gear\") } }\n"

    func testAFindingFailsTheRunAndIsPrintedWithASummary() throws {
        let path = try write("A.swift", Self.editButton)
        let outcome = Lint.run(request(), registry: registry)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(rules(outcome), ["text-only-item"])
        XCTAssertTrue(String(decoding: outcome.output, as: UTF8.self).hasPrefix("\(path):2:29: error: "))
        XCTAssertEqual(outcome.messages, ["1 error, 0 warnings, 0 notes in 1 file\n"])
    }

    func testViewsComeFromEveryFileAndEachFoldersConfigWhateverTheJobs() throws {
        try write("App/Screen.swift", FirstPassTests.usesViews)
        try write("App/DesignSystem/Views.swift", FirstPassTests.declaresViews)
        try write("Kit/.duobar-lint.json", #"{"views": {"ShareButton": "both", "Avatar": "both"}}"#)
        try write("Kit/Screen.swift", FirstPassTests.usesViews)
        var outputs: [String] = []
        for jobs in [1, 2] {
            var request = request()
            request.jobs = jobs
            let outcome = Lint.run(request, registry: registry)
            outputs.append(String(decoding: outcome.output, as: UTF8.self))
            let found = outcome.result?.diagnostics.map { "\($0.path.contains("/Kit/") ? "Kit" : "App"):\($0.line):\($0.ruleID)" }
            XCTAssertEqual(found, ["App:6:custom-view-item", "App:7:custom-view-item"], "jobs \(jobs)")
        }
        XCTAssertEqual(outputs[0], outputs[1])
        XCTAssertTrue(outputs[0].contains("custom view ShareButton may not be shown"), outputs[0])
        XCTAssertTrue(outputs[0].contains("custom view Avatar is limited"), outputs[0])
    }

    func testEachFolderUsesItsNearestConfig() throws {
        try write("Strict/.duobar-lint.json", #"{"rules": {"missing-title": "error"}}"#)
        try write("Strict/A.swift", Self.imageButton)
        try write("Loose/A.swift", Self.imageButton)
        let outcome = Lint.run(request(), registry: registry)
        let severities = outcome.result?.diagnostics.map { "\($0.path.contains("Strict") ? "strict" : "loose"):\($0.severity)" }
        XCTAssertEqual(severities?.sorted(), ["loose:warning", "strict:error"])
        XCTAssertEqual(outcome.status, 1)
    }

    func testAnEngineDiagnosticCanBeTurnedOffInTheConfig() throws {
        try write(".duobar-lint.json", #"{"rules": {"unused-suppression": "off"}}"#)
        try write("A.swift", "// duobar-lint:disable:next text-only-item\nlet a = 1\n")
        XCTAssertEqual(rules(Lint.run(request(), registry: registry)), [])
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".duobar-lint.json"))
        XCTAssertEqual(rules(Lint.run(request(), registry: registry)), ["unused-suppression"])
    }

    func testAnIdOutsideTheRegistryIsAUsageErrorWithASuggestion() throws {
        var bad = request()
        bad.select = ["text-only-itm"]
        let outcome = Lint.run(bad, registry: registry)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.messages, ["duobar-lint: unknown rule 'text-only-itm' (did you mean 'text-only-item'?)\n"])
        XCTAssertNil(outcome.result)
        var engine = request()
        engine.select = ["io-error", "unused-suppression"]
        XCTAssertEqual(Lint.run(engine, registry: registry).status, 0, "the engine's diagnostics are registry ids too")
    }

    func testAMissingPathAndABadConfigAreUsageErrors() throws {
        XCTAssertEqual(Lint.run(request([folder.path + "/Nope"]), registry: registry).messages,
                       ["duobar-lint: no such file or folder: '\(folder.path)/Nope'\n"])
        try write(".duobar-lint.json", #"{"rules": {"io-eror": "off"}}"#)
        let outcome = Lint.run(request(), registry: registry)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.messages.first?.contains("unknown rule id (did you mean 'io-error'?)") == true, "\(outcome.messages)")
    }

    func testStandardInputIsLintedAsItsPathWithThatPathsConfig() throws {
        try write("App/.duobar-lint.json", #"{"rules": {"text-only-item": "warning"}}"#)
        var stdin = request(["-"])
        stdin.standardInput = LintRequest.StandardInput(path: folder.path + "/App/Typed.swift", bytes: Array(Self.editButton.utf8))
        let outcome = Lint.run(stdin, registry: registry)
        XCTAssertEqual(outcome.result?.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(outcome.result?.diagnostics.first?.path, folder.path + "/App/Typed.swift")
        XCTAssertEqual(outcome.status, 0)
    }

    func testABaselineWrittenThenReadHidesTheRecordedFindings() throws {
        try write("A.swift", Self.editButton)
        var record = request()
        record.writeBaseline = folder.path + "/baseline.json"
        let recorded = Lint.run(record, registry: registry)
        XCTAssertEqual(recorded.status, 0)
        XCTAssertEqual(recorded.messages, ["duobar-lint: recorded 1 finding in \(folder.path)/baseline.json\n"])
        XCTAssertEqual(recorded.output, [])
        var read = request()
        read.baseline = folder.path + "/baseline.json"
        let hidden = Lint.run(read, registry: registry)
        XCTAssertEqual(hidden.status, 0)
        XCTAssertEqual(rules(hidden), [])
        try write("B.swift", Self.editButton + "let w = Text(\"y\").toolbar { Button(\"Share\") {} }\n")
        XCTAssertEqual(rules(Lint.run(read, registry: registry)), ["text-only-item", "text-only-item"],
                       "only A.swift's finding was recorded")
    }

    func testOnlyARunThatEndsTheProcessLeavesWhatItBuiltToTheExit() throws {
        try write("A.swift", Self.editButton)
        let before = LeftToExit.count
        let library = Lint.run(request(), registry: registry)
        XCTAssertEqual(LeftToExit.count, before, "a run inside a longer-lived process frees what it built")
        var commandLine = request()
        commandLine.endsProcess = true
        let ending = Lint.run(commandLine, registry: registry)
        XCTAssertEqual(LeftToExit.count, before + 1)
        XCTAssertEqual(ending.output, library.output, "what is left to the exit changes nothing reported")
        XCTAssertEqual(rules(ending), ["text-only-item"])
    }

    func testReportsAreWrittenWithTheirOwnFormatAndQuietDropsNotes() throws {
        try write("A.swift", Self.editButton)
        var both = request()
        both.output = JSONReporter()
        both.reports = [LintRequest.ReportFile(reporter: TextReporter(colour: false), path: folder.path + "/report.txt")]
        both.quiet = true
        let outcome = Lint.run(both, registry: registry)
        XCTAssertTrue(String(decoding: outcome.output, as: UTF8.self).hasPrefix("{\n  \"version\": 1"))
        XCTAssertEqual(outcome.messages, [], "JSON has no summary line")
        let report = try String(contentsOfFile: folder.path + "/report.txt", encoding: .utf8)
        XCTAssertTrue(report.hasSuffix("[text-only-item]\n"), report)
    }

    func testTheFirstPassRunsOnlyTheRulesTheCommandLineAllows() throws {
        let all = try Planner(registry: registry)
        XCTAssertEqual(all.possibleRules.map(\.id), allRules.map(\.id))
        let one = try Planner(registry: registry, select: ["manual-spacer"], enable: ["text-only-item"])
        XCTAssertEqual(one.possibleRules.map(\.id), ["text-only-item", "manual-spacer"])
        let ignored = try Planner(registry: registry, ignore: ["all"])
        XCTAssertEqual(ignored.possibleRules.map(\.id), [])
        XCTAssertNil(ignored.profile(for: nil).unusedSuppression)
    }
}

/// One list of ids: every part of the tool that names ids reads the registry.
final class RuleRegistryTests: XCTestCase {
    let registry = RuleRegistry(rules: allRules)

    func testListsTheRulesThenTheEngineDiagnostics() {
        XCTAssertEqual(registry.ids, allRules.map(\.id) + ["io-error", "unused-suppression"])
        XCTAssertEqual(registry.rules.map(\.id), allRules.map(\.id))
        XCTAssertEqual(registry.entries.filter { $0.origin == .engine }.map(\.id), ["io-error", "unused-suppression"])
    }

    func testLooksUpAndSuggests() {
        XCTAssertEqual(registry.entry("io-error")?.severity, .error)
        XCTAssertNil(registry.entry("io-eror"))
        XCTAssertEqual(registry.suggestion(for: "unused-supression"), "unused-suppression")
        XCTAssertNil(registry.suggestion(for: "zzzzzzzzzzzzzzzz"))
    }

    func testRulesAndExplainCoverEveryEntry() {
        let table = RuleDocs.plainTable(registry)
        for entry in registry.entries {
            XCTAssertTrue(table.contains(entry.id), entry.id)
            XCTAssertTrue(RuleDocs.explain(entry).hasPrefix(entry.id + " ("), entry.id)
        }
        // Columns are as wide as the longest id; compare the row's words.
        let row = table.split(separator: "\n").first { $0.hasPrefix("unused-suppression ") }
        XCTAssertEqual(row.map { Array($0.split(separator: " ").prefix(5)) }, ["unused-suppression", "warning", "no", "no", "engine"], table)
    }

    func testTheEngineDiagnosticsExamplesDoWhatTheySay() {
        // unused-suppression's examples run through the engine, as a rule's run through its check.
        let linter = Linter(rules: allRules, jobs: 1)
        for example in EngineDiagnostics.unusedSuppression.triggering {
            let source = example.replacingMarks()
            let found = linter.lint(source: Array(source.utf8), path: "E.swift").filter { $0.ruleID == "unused-suppression" }
            XCTAssertEqual(found.map { "\($0.line):\($0.column)" }, ["1:1"], example)
        }
        for example in EngineDiagnostics.unusedSuppression.nonTriggering {
            let found = linter.lint(source: Array(example.utf8), path: "E.swift").filter { $0.ruleID == "unused-suppression" }
            XCTAssertEqual(found.count, 0, example)
        }
    }

    func testTheEngineDoesNotDependOnTheRuleCatalog() throws {
        // The engine is handed its rules; a dependency on Rules/ would let it pick them itself.
        let manifest = try String(contentsOf: DocsTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try XCTUnwrap(manifest.range(of: ".target(name: \"DuobarEngine\""))
        let end = try XCTUnwrap(manifest.range(of: ")", range: target.upperBound..<manifest.endIndex))
        XCTAssertFalse(manifest[target.lowerBound..<end.upperBound].contains("DuobarRules"))
        let sources = try FileManager.default.contentsOfDirectory(atPath: DocsTests.root.appendingPathComponent("Sources/DuobarEngine").path)
        for file in sources {
            let text = try String(contentsOf: DocsTests.root.appendingPathComponent("Sources/DuobarEngine/\(file)"), encoding: .utf8)
            XCTAssertFalse(text.contains("import DuobarRules"), file)
        }
    }
}

/// Refreshing a baseline in place, and what a run says about the baseline it read.
final class BaselineRunTests: ScratchFolderTestCase {
    let registry = RuleRegistry(rules: allRules)

    func run(baseline: String? = nil, write: String? = nil, paths: [String]? = nil, quiet: Bool = false) -> LintOutcome {
        var request = LintRequest(paths: paths ?? [folder.path], output: TextReporter(colour: false))
        request.jobs = 1
        request.baseline = baseline.map { folder.path + "/" + $0 }
        request.writeBaseline = write.map { folder.path + "/" + $0 }
        request.quiet = quiet
        return Lint.run(request, registry: registry)
    }

    static func buttons(_ titles: [String]) -> String {
        "import SwiftUI\nlet v = Text(\"x\").toolbar {\n" + titles.map { "    Button(\"\($0)\") {}\n" }.joined() + "}\n"
    }

    func testUpdatingABaselineInPlaceKeepsEveryFinding() throws {
        try write("A.swift", Self.buttons(["Edit", "Share", "Sort"]))
        XCTAssertEqual(run(write: "b.json").messages.first, "duobar-lint: recorded 3 findings in \(folder.path)/b.json\n")
        try write("B.swift", Self.buttons(["Print"]))
        let refreshed = run(baseline: "b.json", write: "b.json")
        XCTAssertEqual(refreshed.messages.first, "duobar-lint: recorded 4 findings in \(folder.path)/b.json\n")
        let next = run(baseline: "b.json")
        XCTAssertEqual(next.result?.diagnostics.count, 0, "the refreshed baseline lost entries")
        XCTAssertEqual(next.status, 0)
    }

    func testTheSummarySaysWhatWasHiddenAndWhatIsStale() throws {
        try write("A.swift", Self.buttons(["Edit", "Share", "Sort"]))
        _ = run(write: "b.json")
        let same = run(baseline: "b.json")
        XCTAssertEqual(same.messages, ["0 errors, 0 warnings, 0 notes in 1 file (3 findings hidden by the baseline)\n"])
        try write("A.swift", Self.buttons(["Edit", "New"]))
        let changed = run(baseline: "b.json")
        XCTAssertEqual(changed.result?.diagnostics.count, 1, "New is reported")
        XCTAssertEqual(changed.messages, [
            "1 error, 0 warnings, 0 notes in 1 file (1 finding hidden by the baseline)\n",
            "duobar-lint: 2 baseline entries no longer match a finding; rewrite the baseline with --write-baseline\n",
        ])
        XCTAssertEqual(run(baseline: "b.json", quiet: true).messages, [], "--quiet says nothing of it")
    }

    func testEntriesOfFilesTheRunDidNotLintAreNotStale() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Other"), withIntermediateDirectories: true)
        try write("A.swift", Self.buttons(["Edit"]))
        try write("Other/B.swift", Self.buttons(["Share"]))
        _ = run(write: "b.json")
        let part = run(baseline: "b.json", paths: [folder.path + "/A.swift"])
        XCTAssertEqual(part.messages, ["0 errors, 0 warnings, 0 notes in 1 file (1 finding hidden by the baseline)\n"])
    }
}

extension LintRunTests {
    // MARK: Code that never reaches an iPhone bar

    func testTestFilesAreSkippedUnlessTheConfigLintsThem() throws {
        try write("Tests/ViewTests.swift", "import XCTest\n@testable import App\n" + Self.editButton)
        try write("Tests/SwiftTesting.swift", "import Testing\n" + Self.editButton)
        try write("App/A.swift", Self.editButton)
        for jobs in [1, 2, 8] {
            var run = request()
            run.jobs = jobs
            let paths = Lint.run(run, registry: registry).result?.diagnostics.map { FilePaths.name(of: $0.path) }
            XCTAssertEqual(paths, ["A.swift"], "--jobs \(jobs)")
        }
        try write(".duobar-lint.json", #"{"tests": true}"#)
        for jobs in [1, 2] {
            var run = request()
            run.jobs = jobs
            let paths = Lint.run(run, registry: registry).result?.diagnostics.map { FilePaths.name(of: $0.path) }
            XCTAssertEqual(paths, ["A.swift", "SwiftTesting.swift", "ViewTests.swift"], "--jobs \(jobs)")
        }
    }

    func testOtherPlatformsFilesAreSkippedEvenWithTests() throws {
        try write(".duobar-lint.json", #"{"tests": true}"#)
        try write("Mac/M.swift", "import AppKit\n" + Self.editButton)
        try write("Watch/W.swift", "import SwiftUI\nimport WatchKit\n" + Self.editButton)
        try write("Both/B.swift", "#if os(macOS)\nimport AppKit\n#endif\n" + Self.editButton)
        let paths = Lint.run(request(), registry: registry).result?.diagnostics.map { FilePaths.name(of: $0.path) }
        XCTAssertEqual(paths, ["B.swift"])
    }

    func testASkippedFileDeclaresNothingForTheOthers() throws {
        // A toolbar-content type declared only in a test file is not the app's: a use of it
        // stays a custom view.
        try write("Tests/Fake.swift", "import XCTest\nstruct SharedItems: ToolbarContent { var body: some ToolbarContent { ToolbarItem { Text(\"x\") } } }\n")
        try write("App/A.swift", "import SwiftUI\nlet v = Text(\"x\").toolbar { SharedItems() }\n")
        XCTAssertEqual(rules(Lint.run(request(), registry: registry)), ["custom-view-item"])
    }

    func testStandardInputIsSkippedLikeItsFile() throws {
        var run = request([])
        run.standardInput = LintRequest.StandardInput(path: folder.appendingPathComponent("T.swift").path,
                                                      bytes: Array(("import XCTest\n" + Self.editButton).utf8))
        XCTAssertEqual(rules(Lint.run(run, registry: registry)), [])
    }
}

