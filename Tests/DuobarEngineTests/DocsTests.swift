import Foundation
import XCTest
import DuobarRules
import DuobarReporters
import DuobarEngine

/// Written docs that come from the rule definitions must not drift from them.
final class DocsTests: XCTestCase {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return url
    }()

    func testReadmeRuleTableMatchesTheRuleDefinitions() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = "<!-- rules:begin (generated from Rules/; `swift run duobar-lint rules --markdown`) -->\n"
        let end = "<!-- rules:end -->"
        let start = try XCTUnwrap(readme.range(of: begin), "README has no rules table marker")
        let stop = try XCTUnwrap(readme.range(of: end, range: start.upperBound..<readme.endIndex))
        XCTAssertEqual(String(readme[start.upperBound..<stop.lowerBound]), RuleDocs.markdownTable(RuleRegistry(rules: allRules)),
                       "README's rule table drifted: paste the output of `swift run duobar-lint rules --markdown`")
    }

    func testEveryRuleFileIsRegistered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".swift") && $0 != "AllRules.swift" }
        XCTAssertEqual(files.count, allRules.count, "every file in Rules/ defines one rule listed in AllRules.swift")
        for file in files {
            let source = try String(contentsOf: Self.root.appendingPathComponent("Rules/\(file)"), encoding: .utf8)
            let registered = allRules.contains { source.contains("id: \"\($0.id)\"") }
            XCTAssertTrue(registered, "Rules/\(file) defines a rule that AllRules.swift does not list")
        }
    }

    func testExplainHasEveryPartForEveryRule() {
        for rule in allRules {
            let text = RuleDocs.explain(rule)
            for part in ["What it does", "Why", "Example", "Use instead"] {
                XCTAssertTrue(text.contains(part), "\(rule.id): explain lacks '\(part)'")
            }
            XCTAssertTrue(text.contains(rule.rationale))
            XCTAssertFalse(text.contains("↓"))
        }
    }
}
