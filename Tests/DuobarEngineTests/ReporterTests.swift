import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import DuobarModel
import DuobarEngine
import DuobarRules
import DuobarReporters

/// The SARIF, GitHub and checkstyle reporters, field by field.
final class ReporterTests: XCTestCase {
    static let base = "/work/project"

    func diagnostic(_ rule: String = "text-only-item", severity: Severity = .error, path: String = "Sources/App/Editor View.swift",
                    line: Int = 12, column: Int = 13, endLine: Int = 12, endColumn: Int = 31,
                    message: String = "'Edit' has a title and no symbol") -> Diagnostic {
        Diagnostic(ruleID: rule, severity: severity, path: path, line: line, column: column,
                   endLine: endLine, endColumn: endColumn, message: message, fixable: false)
    }

    func sarif(_ diagnostics: [Diagnostic], lineText: ((Diagnostic) -> String?)? = nil) throws -> [String: Any] {
        let text = SARIFReporter(version: "9.8.7", registry: RuleRegistry(rules: allRules), baseDirectory: Self.base, lineText: lineText).render(diagnostics)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [String: Any], "SARIF is not a JSON object")
    }

    func run(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        return try XCTUnwrap(runs.first)
    }

    func results(_ log: [String: Any]) throws -> [[String: Any]] {
        try XCTUnwrap(try run(log)["results"] as? [[String: Any]])
    }

    func uri(_ result: [String: Any]) throws -> String {
        let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
        let physical = try XCTUnwrap(locations.first?["physicalLocation"] as? [String: Any])
        let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
        return try XCTUnwrap(artifact["uri"] as? String)
    }

    func fingerprint(_ result: [String: Any]) throws -> String {
        let prints = try XCTUnwrap(result["partialFingerprints"] as? [String: Any])
        return try XCTUnwrap(prints["primaryLocationLineHash"] as? String)
    }

    // MARK: SARIF

    func testSARIFLogAndDriver() throws {
        let log = try sarif([diagnostic()])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let schema = try XCTUnwrap(log["$schema"] as? String)
        XCTAssertTrue(schema.contains("sarif") && schema.contains("2.1.0"), schema)
        let run = try run(log)
        let tool = try XCTUnwrap(run["tool"] as? [String: Any])
        let driver = try XCTUnwrap(tool["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "duobar-lint")
        XCTAssertEqual(driver["version"] as? String, "9.8.7")
        XCTAssertEqual(driver["informationUri"] as? String, "https://github.com/duobar-lint/duobar-lint")
        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: Any])
        let root = try XCTUnwrap(bases["%SRCROOT%"] as? [String: Any])
        XCTAssertEqual(root["uri"] as? String, "file:///work/project/")
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
    }

    func testSARIFDescribesEveryRuleThatCanAppear() throws {
        let log = try sarif([])
        let driver = try XCTUnwrap((try run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, allRules.map(\.id) + ["io-error", "unused-suppression"])
        XCTAssertEqual(Set(ids).count, ids.count, "an id is described twice")
        for id in EngineDiagnostics.all.map(\.id) { XCTAssertTrue(ids.contains(id), "\(id) is not described") }

        for descriptor in rules {
            let id = try XCTUnwrap(descriptor["id"] as? String)
            let name = try XCTUnwrap(descriptor["name"] as? String)
            XCTAssertFalse(name.contains("-"), name)
            XCTAssertEqual(name.first?.isUppercase, true, name)
            let short = try XCTUnwrap((descriptor["shortDescription"] as? [String: Any])?["text"] as? String)
            let full = try XCTUnwrap((descriptor["fullDescription"] as? [String: Any])?["text"] as? String)
            let help = try XCTUnwrap(descriptor["help"] as? [String: Any])
            let text = try XCTUnwrap(help["text"] as? String)
            let markdown = try XCTUnwrap(help["markdown"] as? String)
            let level = try XCTUnwrap((descriptor["defaultConfiguration"] as? [String: Any])?["level"] as? String)
            XCTAssertFalse(short.isEmpty || full.isEmpty || text.isEmpty || markdown.isEmpty, id)
            XCTAssertTrue(text.contains(full), "\(id): help.text lacks the rationale")
            XCTAssertTrue(markdown.contains(full), "\(id): help.markdown lacks the rationale")
            XCTAssertFalse(text.contains("↓") || markdown.contains("↓"), "\(id): help shows the example marks")

            if let rule = rule(withID: id) {
                XCTAssertEqual(short, rule.summary)
                XCTAssertEqual(full, rule.rationale)
                XCTAssertEqual(level, SARIFReporter.level(rule.severity))
                for part in ["What it does", "Why", "Example", "Use instead"] {
                    XCTAssertTrue(text.contains(part), "\(id): help.text lacks '\(part)'")
                    XCTAssertTrue(markdown.contains("**\(part)**"), "\(id): help.markdown lacks '\(part)'")
                }
                XCTAssertTrue(text.contains(rule.remedy) && markdown.contains(rule.remedy), id)
                let example = try XCTUnwrap(rule.triggering.first).replacingMarks()
                XCTAssertTrue(markdown.contains("```swift\n" + example + "\n```"), "\(id): example is not a code block")
            }
        }
        let level = { (id: String) in
            (rules.first { $0["id"] as? String == id }?["defaultConfiguration"] as? [String: Any])?["level"] as? String
        }
        XCTAssertEqual(level("io-error"), "error")
        XCTAssertEqual(level("unused-suppression"), "warning")
        XCTAssertEqual(rules.first?["name"] as? String, SARIFReporter.upperCamelCase(allRules[0].id))
        XCTAssertEqual(SARIFReporter.upperCamelCase("text-only-item"), "TextOnlyItem")
        XCTAssertEqual(SARIFReporter.upperCamelCase("io-error"), "IoError")
    }

    func testSARIFResultFields() throws {
        let diagnostics = [
            diagnostic(),
            diagnostic("manual-spacer", severity: .warning, path: "Sources/App/List.swift", line: 3, column: 5,
                       endLine: 4, endColumn: 2, message: "a \"spacer\"\nand\ttab"),
            diagnostic("io-error", severity: .note, path: "Sources/Zed.swift", line: 1, column: 1, endLine: 1,
                       endColumn: 1, message: "cannot read file: Permission denied"),
        ]
        let log = try sarif(diagnostics)
        let rules = try XCTUnwrap(((try run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"]
            as? [[String: Any]])
        let results = try results(log)
        XCTAssertEqual(results.count, 3)
        for (d, result) in zip(diagnostics, results) {
            XCTAssertEqual(result["ruleId"] as? String, d.ruleID)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, d.ruleID, "ruleIndex points at another rule")
            XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, d.message)
            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            XCTAssertEqual(locations.count, 1)
            let physical = try XCTUnwrap(locations[0]["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
            XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            XCTAssertEqual(region["startLine"] as? Int, d.line)
            XCTAssertEqual(region["startColumn"] as? Int, d.column)
            XCTAssertEqual(region["endLine"] as? Int, d.endLine)
            XCTAssertEqual(region["endColumn"] as? Int, d.endColumn)
            XCTAssertFalse(try fingerprint(result).isEmpty)
        }
        // The level is the diagnostic's (a config may change it), not the rule's default.
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning", "note"])
        XCTAssertEqual(try results.map(uri), ["Sources/App/Editor%20View.swift", "Sources/App/List.swift", "Sources/Zed.swift"])
    }

    func fixed(_ applicability: Fix.Applicability = .safe) -> Diagnostic {
        var d = diagnostic("dismiss-placement", severity: .warning, message: "'Cancel' leaves the screen")
        d.fix = PlacedFix(message: "Place it .cancellationAction", applicability: applicability, edits: [
            PlacedFix.Edit(start: 100, end: 114, text: "cancellationAction", line: 12, column: 14, endLine: 12, endColumn: 28),
            PlacedFix.Edit(start: 200, end: 200, text: ", systemImage: \"xmark\"", line: 13, column: 30, endLine: 13, endColumn: 30),
        ])
        d.fixable = true
        return d
    }

    func testSARIFResultsCarryTheirFixes() throws {
        let log = try sarif([fixed(.unsafe), diagnostic()])
        let results = try results(log)
        XCTAssertNil(results[1]["fixes"], "a finding with no fix has no fixes")
        let fixes = try XCTUnwrap(results[0]["fixes"] as? [[String: Any]])
        XCTAssertEqual(fixes.count, 1)
        XCTAssertEqual((fixes[0]["description"] as? [String: Any])?["text"] as? String, "Place it .cancellationAction")
        XCTAssertEqual((fixes[0]["properties"] as? [String: Any])?["applicability"] as? String, "unsafe")
        let changes = try XCTUnwrap(fixes[0]["artifactChanges"] as? [[String: Any]])
        let location = try XCTUnwrap(changes.first?["artifactLocation"] as? [String: Any])
        XCTAssertEqual(location["uri"] as? String, "Sources/App/Editor%20View.swift")
        XCTAssertEqual(location["uriBaseId"] as? String, "%SRCROOT%")
        let replacements = try XCTUnwrap(changes.first?["replacements"] as? [[String: Any]])
        XCTAssertEqual(replacements.count, 2)
        XCTAssertEqual(replacements[0]["deletedRegion"] as? [String: Int], ["startLine": 12, "startColumn": 14, "endLine": 12, "endColumn": 28])
        XCTAssertEqual((replacements[0]["insertedContent"] as? [String: Any])?["text"] as? String, "cancellationAction")
        XCTAssertEqual(replacements[1]["deletedRegion"] as? [String: Int], ["startLine": 13, "startColumn": 30, "endLine": 13, "endColumn": 30],
                       "an insertion deletes an empty region")
    }

    func testJSONFindingsCarryTheirFixes() throws {
        let text = JSONReporter().render(LintResult(diagnostics: [], fileCount: 1), diagnostics: [fixed(), diagnostic()])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings[0]["fixable"] as? Bool, true)
        let fix = try XCTUnwrap(findings[0]["fix"] as? [String: Any])
        XCTAssertEqual(fix["message"] as? String, "Place it .cancellationAction")
        XCTAssertEqual(fix["applicability"] as? String, "safe")
        let edits = try XCTUnwrap(fix["edits"] as? [[String: Any]])
        XCTAssertEqual(edits.count, 2)
        XCTAssertEqual(edits[0]["line"] as? Int, 12)
        XCTAssertEqual(edits[0]["column"] as? Int, 14)
        XCTAssertEqual(edits[0]["endLine"] as? Int, 12)
        XCTAssertEqual(edits[0]["endColumn"] as? Int, 28)
        XCTAssertEqual(edits[0]["text"] as? String, "cancellationAction")
        XCTAssertEqual(edits[1]["text"] as? String, #", systemImage: "xmark""#)
        XCTAssertNil(findings[1]["fix"])
        XCTAssertEqual(findings[1]["fixable"] as? Bool, false)
    }

    func testSARIFUnknownRuleStillGetsADescriptor() throws {
        let log = try sarif([diagnostic("brand-new-rule")])
        let rules = try XCTUnwrap(((try run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"]
            as? [[String: Any]])
        let index = try XCTUnwrap(try results(log).first?["ruleIndex"] as? Int)
        XCTAssertEqual(rules[index]["id"] as? String, "brand-new-rule")
    }

    func testSARIFURIsAreRelativeAndPercentEscaped() throws {
        let cases: [(String, String)] = [
            ("Sources/App/Editor View.swift", "Sources/App/Editor%20View.swift"),
            ("./Sources/A.swift", "Sources/A.swift"),
            ("././Sources//A.swift", "Sources/A.swift"),
            ("/work/project/Sources/A.swift", "Sources/A.swift"),
            ("/work/project/./Sources/../Lib/A.swift", "Lib/A.swift"),
            ("Sources/Caf\u{E9}.swift", "Sources/Caf%C3%A9.swift"),
            ("Sources/\u{1F600}.swift", "Sources/%F0%9F%98%80.swift"),
            ("Sources/C#/A.swift", "Sources/C%23/A.swift"),
            ("Sources/100%.swift", "Sources/100%25.swift"),
            ("Sources/a?b&c=d+e;f:g,h'i(j)[k]@l!m$n*o.swift",
             "Sources/a%3Fb%26c%3Dd%2Be%3Bf%3Ag%2Ch%27i%28j%29%5Bk%5D%40l%21m%24n%2Ao.swift"),
            ("Sources/keep-._~.swift", "Sources/keep-._~.swift"),
        ]
        let log = try sarif(cases.map { diagnostic(path: $0.0) })
        let results = try results(log)
        for ((path, expected), result) in zip(cases, results) {
            XCTAssertEqual(try uri(result), expected, path)
            let artifact = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: Any]
            XCTAssertEqual(artifact?["uriBaseId"] as? String, "%SRCROOT%", path)
        }
    }

    func testSARIFPathsOutsideTheBaseAreAbsoluteFileURIs() throws {
        let results = try results(try sarif([diagnostic(path: "/elsewhere/My App/A.swift"),
                                             diagnostic(path: "../sibling/A.swift"),
                                             diagnostic(path: "/work/projectile/A.swift")]))
        XCTAssertEqual(try results.map(uri), ["file:///elsewhere/My%20App/A.swift", "file:///work/sibling/A.swift",
                                              "file:///work/projectile/A.swift"])
        for result in results {
            let artifact = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: Any]
            XCTAssertNil(artifact?["uriBaseId"], "an absolute uri has no base")
        }
    }

    func testSARIFFingerprintSurvivesLinesInsertedAbove() throws {
        let line = "        Button(\"Edit\") { isEditing = true }"
        let before = try results(try sarif([diagnostic(line: 12, endLine: 12)], lineText: { _ in line }))
        let after = try results(try sarif([diagnostic(line: 40, column: 17, endLine: 40, endColumn: 35)],
                                          lineText: { _ in "  " + line + "  " }))
        XCTAssertEqual(try fingerprint(before[0]), try fingerprint(after[0]))

        // A different line, rule or file is a different finding.
        let share = try results(try sarif([diagnostic(line: 12, endLine: 12)], lineText: { _ in "Button(\"Share\")" }))
        let rule = try results(try sarif([diagnostic("missing-title")], lineText: { _ in line }))
        let file = try results(try sarif([diagnostic(path: "Sources/Other.swift")], lineText: { _ in line }))
        let prints = try [before[0], share[0], rule[0], file[0]].map(fingerprint)
        XCTAssertEqual(Set(prints).count, prints.count, "\(prints)")

        // Without line text the message stands in, so a moved finding keeps its fingerprint too.
        let a = try results(try sarif([diagnostic(line: 3, endLine: 3)]))
        let b = try results(try sarif([diagnostic(line: 9, endLine: 9)]))
        XCTAssertEqual(try fingerprint(a[0]), try fingerprint(b[0]))

        // Two findings on equal lines are told apart by their occurrence, which
        // does not change when the pair moves.
        let twice = { (first: Int) in
            try self.results(try self.sarif([self.diagnostic(line: first, endLine: first),
                                             self.diagnostic(line: first + 5, endLine: first + 5)],
                                            lineText: { _ in line })).map(self.fingerprint)
        }
        let pair = try twice(10)
        XCTAssertNotEqual(pair[0], pair[1])
        XCTAssertEqual(pair, try twice(50))
        XCTAssertTrue(pair[0].hasSuffix(":1") && pair[1].hasSuffix(":2"), "\(pair)")
    }

    func testSARIFIsByteStable() {
        let diagnostics = [diagnostic(), diagnostic("manual-spacer", severity: .warning, path: "B.swift")]
        let reporter = SARIFReporter(version: "1.0.0", registry: RuleRegistry(rules: allRules), baseDirectory: Self.base)
        let first = reporter.render(diagnostics)
        XCTAssertEqual(first, reporter.render(diagnostics))
        XCTAssertTrue(first.hasSuffix("}\n"))
        // Keys in a fixed order: the schema first, then the version, then the runs.
        let schema = first.range(of: "\"$schema\"")!.lowerBound
        let version = first.range(of: "\"version\": \"2.1.0\"")!.lowerBound
        let runs = first.range(of: "\"runs\"")!.lowerBound
        XCTAssertTrue(schema < version && version < runs)
    }

    func testSourceLinesReadsTheDiagnosticsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reporter-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift").path
        try Data("one\r\ntwo\rthree\nfour".utf8).write(to: URL(fileURLWithPath: file))
        let lines = SourceLines()
        XCTAssertEqual(lines.text(path: file, line: 1), "one")
        XCTAssertEqual(lines.text(path: file, line: 2), "two")
        XCTAssertEqual(lines.text(path: file, line: 3), "three")
        XCTAssertEqual(lines.text(of: diagnostic(path: file, line: 4)), "four")
        XCTAssertNil(lines.text(path: file, line: 5))
        XCTAssertNil(lines.text(path: folder.appendingPathComponent("missing.swift").path, line: 1))
    }

    func testRuleDocsMarkdownStartsWithTheSummary() {
        for rule in allRules {
            let markdown = RuleDocs.markdown(rule)
            XCTAssertTrue(markdown.hasPrefix("**What it does**\n\n" + rule.summary), rule.id)
        }
    }

    // MARK: GitHub

    func testTextLinesFieldByField() {
        let lines = TextReporter(colour: false).lines([
            diagnostic(line: 1, column: 9),
            diagnostic("manual-spacer", severity: .warning, path: "Écran/Vue “Réglages”.swift", line: 10, column: 100,
                       message: "spacer «fixe» ✗"),
            diagnostic("legacy-navigation-view", severity: .note, line: 1_234_567_890, column: 0),
        ])
        XCTAssertEqual(lines, """
            Sources/App/Editor View.swift:1:9: error: 'Edit' has a title and no symbol [text-only-item]
            Écran/Vue “Réglages”.swift:10:100: warning: spacer «fixe» ✗ [manual-spacer]
            Sources/App/Editor View.swift:1234567890:0: note: 'Edit' has a title and no symbol [legacy-navigation-view]

            """)
        XCTAssertEqual(TextReporter(colour: true).lines([diagnostic(line: 7, column: 3)]),
                       "Sources/App/Editor View.swift:7:3: \u{1B}[1;31merror\u{1B}[0m: 'Edit' has a title and no symbol [text-only-item]\n")
        XCTAssertEqual(TextReporter(colour: false).lines([]), "")
    }

    func testGitHubCommandForEachSeverity() {
        let out = GitHubReporter().render([
            diagnostic(),
            diagnostic("manual-spacer", severity: .warning, line: 3, column: 5, endLine: 4, endColumn: 2, message: "w"),
            diagnostic("layout-direction-edge", severity: .note, message: "n"),
        ])
        XCTAssertEqual(out, """
            ::error file=Sources/App/Editor View.swift,line=12,col=13,endLine=12,endColumn=31,\
            title=duobar-lint (text-only-item)::'Edit' has a title and no symbol
            ::warning file=Sources/App/Editor View.swift,line=3,col=5,endLine=4,endColumn=2,\
            title=duobar-lint (manual-spacer)::w
            ::notice file=Sources/App/Editor View.swift,line=12,col=13,endLine=12,endColumn=31,\
            title=duobar-lint (layout-direction-edge)::n

            """)
        XCTAssertEqual(GitHubReporter().render([]), "")
    }

    func testGitHubEscaping() {
        let out = GitHubReporter().render([diagnostic(path: "Sources/a:b,c%d.swift", message: "100% sure\r\nnext: a, b")])
        XCTAssertEqual(out, "::error file=Sources/a%3Ab%2Cc%25d.swift,line=12,col=13,endLine=12,endColumn=31,"
                       + "title=duobar-lint (text-only-item)::100%25 sure%0D%0Anext: a, b\n")
        XCTAssertEqual(GitHubReporter.escapeData("%\r\n:,"), "%25%0D%0A:,")
        XCTAssertEqual(GitHubReporter.escapeProperty("%\r\n:,"), "%25%0D%0A%3A%2C")
        // `%` is escaped first, so an escape already in the text survives the round trip.
        XCTAssertEqual(GitHubReporter.escapeData("%0A"), "%250A")
        XCTAssertEqual(out.filter { $0 == "\n" }.count, 1, "a message broke the command's line")
    }

    func testGitHubPathsRelativeToTheWorkspace() {
        let reporter = GitHubReporter(baseDirectory: Self.base)
        let out = reporter.render([diagnostic(path: "/work/project/Sources/A.swift"), diagnostic(path: "./B.swift"),
                                   diagnostic(path: "/elsewhere/C.swift")])
        let files = out.split(separator: "\n").map { line in
            line.split(separator: ",")[0].dropFirst("::error file=".count)
        }
        XCTAssertEqual(files, ["Sources/A.swift", "B.swift", "/elsewhere/C.swift"])
    }

    // MARK: Checkstyle

    func testCheckstyleStructure() throws {
        let diagnostics = [
            diagnostic(path: "A.swift", line: 1, column: 2, message: "first"),
            diagnostic("manual-spacer", severity: .warning, path: "A.swift", line: 5, column: 3, message: "second"),
            diagnostic("layout-direction-edge", severity: .note, path: "B & C.swift", line: 7, column: 9,
                       message: "<tag attr=\"x\"> & 'y'"),
        ]
        let xml = CheckstyleReporter().render(diagnostics)
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"))
        XCTAssertTrue(xml.hasSuffix("</checkstyle>\n"))
        XCTAssertTrue(xml.contains("message=\"&lt;tag attr=&quot;x&quot;&gt; &amp; &apos;y&apos;\""))
        XCTAssertTrue(xml.contains("<file name=\"B &amp; C.swift\">"))

        #if canImport(FoundationXML) || canImport(Darwin)
        let document = try XMLDocument(xmlString: xml, options: [])
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.name, "checkstyle")
        XCTAssertEqual(root.attribute(forName: "version")?.stringValue, "4.3")
        let files = root.elements(forName: "file")
        XCTAssertEqual(files.map { $0.attribute(forName: "name")?.stringValue }, ["A.swift", "B & C.swift"])
        let errors = files.flatMap { $0.elements(forName: "error") }
        XCTAssertEqual(files[0].elements(forName: "error").count, 2)
        for (d, error) in zip(diagnostics, errors) {
            XCTAssertEqual(error.attribute(forName: "line")?.stringValue, String(d.line))
            XCTAssertEqual(error.attribute(forName: "column")?.stringValue, String(d.column))
            XCTAssertEqual(error.attribute(forName: "message")?.stringValue, d.message)
            XCTAssertEqual(error.attribute(forName: "source")?.stringValue, "duobar-lint." + d.ruleID)
        }
        XCTAssertEqual(errors.map { $0.attribute(forName: "severity")?.stringValue }, ["error", "warning", "info"])
        #endif
    }

    func testCheckstyleControlCharacters() throws {
        let message = "tab\there\nline\u{0}nul\u{1B}esc\u{7F}del\u{FFFE}end"
        let xml = CheckstyleReporter().render([diagnostic(message: message)])
        XCTAssertTrue(xml.contains("message=\"tab&#x9;here&#xA;linenulesc&#x7F;delend\""), xml)
        XCTAssertFalse(xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })

        #if canImport(FoundationXML) || canImport(Darwin)
        let document = try XMLDocument(xmlString: xml, options: [])
        let error = try XCTUnwrap(document.rootElement()?.elements(forName: "file").first?.elements(forName: "error").first)
        XCTAssertEqual(error.attribute(forName: "message")?.stringValue, "tab\there\nlinenulesc\u{7F}delend")
        #endif
    }

    func testCheckstyleEmpty() {
        XCTAssertEqual(CheckstyleReporter().render([]),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }
}
