import Foundation
import XCTest
import DuobarRules
@testable import DuobarReporters
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

    static let registry = RuleRegistry(rules: allRules)

    /// `UPDATE_DOCS=1 swift test --filter DocsTests` rewrites the generated docs instead of
    /// failing on a difference.
    static let updating = ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1"

    func testReadmeRuleTableMatchesTheRuleDefinitions() throws {
        let url = Self.root.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- rules:begin (generated from Rules/; `swift run duobar-lint rules --markdown`) -->\n"
        let end = "<!-- rules:end -->"
        let start = try XCTUnwrap(readme.range(of: begin), "README has no rules table marker")
        let stop = try XCTUnwrap(readme.range(of: end, range: start.upperBound..<readme.endIndex))
        let table = RuleDocs.markdownTable(Self.registry)
        if Self.updating {
            try readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: table)
                .write(to: url, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(String(readme[start.upperBound..<stop.lowerBound]), table,
                       "README's rule table drifted: run `UPDATE_DOCS=1 swift test --filter DocsTests`")
    }

    func testEveryIdHasItsGeneratedPageAndNoOtherPageExists() throws {
        let folder = Self.root.appendingPathComponent("docs/rules")
        if Self.updating { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for entry in Self.registry.entries {
            let url = folder.appendingPathComponent("\(entry.id).md")
            if Self.updating {
                try RuleDocs.page(entry).write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let written = try? String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(written, RuleDocs.page(entry),
                           "docs/rules/\(entry.id).md drifted: run `UPDATE_DOCS=1 swift test --filter DocsTests`")
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        XCTAssertEqual(Set(pages), Set(Self.registry.ids.map { "\($0).md" }), "docs/rules/ holds a page for an unknown id")
    }

    func testPagesHaveEveryPartAndNoMarks() {
        for entry in Self.registry.entries {
            let page = RuleDocs.page(entry)
            for part in ["## What it finds", "## Why", "## Use instead", "## Fix", "## Turning it off"] {
                XCTAssertTrue(page.contains(part), "\(entry.id): page lacks '\(part)'")
            }
            XCTAssertTrue(page.contains(entry.rationale) && page.contains(entry.remedy), entry.id)
            XCTAssertEqual(page.contains("## Example"), !entry.triggering.isEmpty, entry.id)
            XCTAssertFalse(page.contains("↓"), entry.id)
        }
    }

    /// Every place a user copies a repository address or a version from names the same
    /// repository (the one SARIF reports) and no tag that does not exist.
    func testInstallAndPinningDocsAgree() throws {
        let files = ["README.md", "CONTRIBUTING.md", ".pre-commit-hooks.yaml", "Samples/CI/README.md",
                     "Samples/CI/duobar-lint.yml", "Samples/git-hooks/README.md"]
        let repository = SARIFReporter.informationURI.replacingOccurrences(of: "https://github.com/", with: "")
        for file in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(text.contains("OWNER/"), "\(file) still has a placeholder repository")
            XCTAssertFalse(text.contains("v0.1.0") || text.contains("from: \"0.1.0\""), "\(file) pins a tag that does not exist")
            for line in text.split(separator: "\n") where line.contains("github.com/") && line.contains("duobar-lint")
                && !line.contains("yonaskolb/Mint") {
                XCTAssertTrue(line.contains("github.com/" + repository), "\(file): \(line)")
            }
        }
    }

    func testNoCommentCitesADocumentOutsideTheRepository() throws {
        for folder in ["Sources", "Rules", "Plugins", "Benchmarks", "Tests", "Fuzz"] {
            let base = Self.root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where line.contains("//") {
                    let comment = line[line.range(of: "//")!.lowerBound...]
                    XCTAssertFalse(comment.contains("SPEC") || comment.contains("../shared"),
                                   "\(folder)/\(file): a comment cites a document outside the repository: \(line)")
                }
            }
        }
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
            for part in ["What it does", "Why", "Example", "Use instead", "Not reported"] {
                XCTAssertTrue(text.contains(part), "\(rule.id): explain lacks '\(part)'")
            }
            XCTAssertTrue(text.contains(RuleDocs.indent(rule.instead)), "\(rule.id): explain does not show the 'instead' example")
            for exemption in rule.exemptions { XCTAssertTrue(text.contains(exemption), "\(rule.id): explain omits an exemption") }
            XCTAssertTrue(text.contains(rule.rationale))
            XCTAssertFalse(text.contains("↓"))
        }
    }
}
