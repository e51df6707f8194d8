import XCTest
import DuobarModel
import DuobarRules
@testable import DuobarEngine

/// Runs every fixable rule's fix examples, whatever the rule: a rule added later with a fix
/// is covered by adding its examples.
final class RuleFixExampleTests: XCTestCase {
    static func linter(_ rule: Rule, symbols: KeyValuePairs<String, String> = [:]) -> Linter {
        var profile = Profile(rules: [rule])
        for (title, symbol) in symbols { profile.symbols[SymbolSuggestions.key(title)] = symbol }
        return Linter(profiles: [profile], registry: RuleRegistry(rules: [rule]), jobs: 1)
    }

    static func target(_ example: FixExample) -> DeploymentTarget {
        example.deploymentTarget.flatMap { DeploymentTarget(parsing: $0) } ?? .unknown
    }

    func testEveryFixableRuleSaysWhatItsFixDoesAndShowsIt() {
        for rule in allRules {
            guard let fix = rule.fix else { continue }
            XCTAssertFalse(fix.summary.isEmpty, "\(rule.id): say what the fix writes (RuleFix.summary)")
            XCTAssertFalse(fix.examples.isEmpty, "\(rule.id): a fixable rule shows its fix on examples (RuleFix.examples)")
            for example in fix.examples {
                XCTAssertFalse(RuleExampleTests.unmark(example.before).marks.isEmpty, "\(rule.id): a fix example has no ↓ mark:\n\(example.before)")
                XCTAssertFalse(example.after.contains("↓"), rule.id)
                if let target = example.deploymentTarget { XCTAssertNotNil(DeploymentTarget(parsing: target), "\(rule.id): \(target)") }
            }
        }
    }

    /// A triggering example whose finding carries a fix must show that fix: no fix goes
    /// undocumented, and none untested.
    func testEveryTriggeringExampleWithAFixShowsItsFixedForm() {
        for rule in allRules {
            for example in rule.triggering {
                let source = RuleExampleTests.unmark(example).source
                let fixes = Self.linter(rule).lint(source: source, path: "Example.swift").compactMap(\.fix)
                guard !fixes.isEmpty else { continue }
                XCTAssertNotNil(rule.fix, "\(rule.id) attaches fixes but declares none")
                XCTAssertTrue(rule.fix?.examples.contains { $0.before == example } ?? false,
                              "\(rule.id): this triggering example gets a fix; add it to the rule's fix examples:\n\(example)")
            }
            if rule.fix == nil {
                for example in rule.triggering + rule.nonTriggering {
                    let source = RuleExampleTests.unmark(example).source
                    XCTAssertTrue(Self.linter(rule).lint(source: source, path: "Example.swift").allSatisfy { $0.fix == nil },
                                  "\(rule.id) has no fix, yet attaches one in:\n\(example)")
                }
            }
        }
    }

    /// Before ↓ after: the fix gives exactly `after`, reports at the marks, leaves no finding
    /// of the rule, and fixing again changes nothing.
    func testFixExamplesGiveExactlyTheirFixedForm() {
        for rule in allRules {
            for example in rule.fix?.examples ?? [] {
                let (source, marks) = RuleExampleTests.unmark(example.before)
                let linter = Self.linter(rule, symbols: example.symbols)
                let target = Self.target(example)
                let found = linter.lint(source: source, path: "Example.swift", deploymentTarget: target)
                XCTAssertEqual(found.count, marks.count, "\(rule.id): the example reports \(found.count) findings, not one per mark:\n\(example.before)")
                XCTAssertTrue(found.contains { $0.fix != nil }, "\(rule.id): no fix on:\n\(example.before)")
                let fixed = linter.fix(source: source, path: "Example.swift", deploymentTarget: target, unsafe: example.unsafe)
                XCTAssertEqual(String(decoding: fixed.bytes, as: UTF8.self), example.after, "\(rule.id): the fix of:\n\(example.before)")
                XCTAssertGreaterThan(fixed.applied, 0, rule.id)
                let left = linter.lint(source: fixed.bytes, path: "Example.swift", deploymentTarget: target)
                XCTAssertEqual(left.map(\.message), [], "\(rule.id): the fixed example still triggers the rule:\n\(example.after)")
                let again = linter.fix(source: fixed.bytes, path: "Example.swift", deploymentTarget: target, unsafe: true)
                XCTAssertEqual(again.applied, 0, "\(rule.id): a second fix changes something in:\n\(example.after)")
                XCTAssertEqual(again.bytes, fixed.bytes, rule.id)
                if example.unsafe {
                    let safeOnly = linter.fix(source: source, path: "Example.swift", deploymentTarget: target, unsafe: false)
                    XCTAssertEqual(safeOnly.bytes, source, "\(rule.id): an unsafe fix ran without --unsafe-fixes:\n\(example.before)")
                }
            }
        }
    }

    /// Examples shown as a comment or a string are never edited.
    func testFixExamplesInCommentsOrStringsAreLeftAlone() {
        for rule in allRules {
            for example in rule.fix?.examples ?? [] {
                let plain = String(decoding: RuleExampleTests.unmark(example.before).source, as: UTF8.self)
                for wrapped in ["/*\n\(plain)\n*/\n", "let sample = #\"\"\"\n\(plain)\n\"\"\"#\n", "#if os(macOS)\n\(plain)\n#endif\n"] {
                    let source = Array(wrapped.utf8)
                    let fixed = Self.linter(rule, symbols: example.symbols)
                        .fix(source: source, path: "Example.swift", deploymentTarget: Self.target(example), unsafe: true)
                    XCTAssertEqual(fixed.bytes, source, "\(rule.id) edited:\n\(wrapped)")
                }
            }
        }
    }
}
