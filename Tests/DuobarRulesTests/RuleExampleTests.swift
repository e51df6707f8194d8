import Foundation
import XCTest
import DuobarModel
import DuobarRules
@testable import DuobarEngine

/// Runs every rule's own examples: the one generic test SwiftLint-style rules rely on.
final class RuleExampleTests: XCTestCase {
    /// Byte offsets of the `↓` marks, and the source without them.
    static func unmark(_ example: String) -> (source: [UInt8], marks: [Int]) {
        let mark = Array("↓".utf8)
        var source: [UInt8] = []
        var marks: [Int] = []
        let bytes = Array(example.utf8)
        var k = 0
        while k < bytes.count {
            if k + mark.count <= bytes.count && Array(bytes[k..<k + mark.count]) == mark {
                marks.append(source.count)
                k += mark.count
            } else {
                source.append(bytes[k])
                k += 1
            }
        }
        return (source, marks)
    }

    func findings(_ rule: Rule, _ source: [UInt8]) -> [Int] {
        let linter = Linter(rules: [rule], jobs: 1)
        let diagnostics = linter.lint(source: source, path: "Example.swift")
        // Map line:column back to byte offsets for comparison.
        let lines = source.split(separator: 10, omittingEmptySubsequences: false)
        var starts: [Int] = []
        var offset = 0
        for line in lines {
            starts.append(offset)
            offset += line.count + 1
        }
        return diagnostics.map { d in
            var k = starts[d.line - 1]
            var column = 1
            while column < d.column {
                k += 1
                if k >= source.count || source[k] & 0xC0 != 0x80 { column += 1 }
            }
            return k
        }
    }

    func testEveryRuleHasEnoughExamples() {
        for rule in allRules {
            XCTAssertGreaterThanOrEqual(rule.triggering.count, 5, "\(rule.id): at least five triggering examples")
            XCTAssertGreaterThanOrEqual(rule.nonTriggering.count, 5, "\(rule.id): at least five non-triggering examples")
            for example in rule.triggering {
                XCTAssertFalse(Self.unmark(example).marks.isEmpty, "\(rule.id): a triggering example has no ↓ mark:\n\(example)")
            }
        }
    }

    /// "Use instead" is the first triggering example corrected: it triggers nothing of the
    /// rule, and it is recognisably that example (not an unrelated snippet).
    func testTheInsteadExampleIsTheFirstTriggeringExampleFixed() {
        for rule in allRules {
            XCTAssertFalse(rule.instead.isEmpty, "\(rule.id): no 'instead' example")
            XCTAssertEqual(findings(rule, Array(rule.instead.utf8)), [], "\(rule.id): its 'instead' example triggers it:\n\(rule.instead)")
            XCTAssertFalse(rule.instead.contains("↓"), rule.id)
            func words(_ text: String) -> Set<Substring> {
                Set(text.split { !$0.isLetter && !$0.isNumber }.filter { $0.count >= 5 })
            }
            let first = String(decoding: Self.unmark(rule.triggering[0]).source, as: UTF8.self)
            XCTAssertGreaterThanOrEqual(words(first).intersection(words(rule.instead)).count, 2,
                                        "\(rule.id): 'instead' does not look like the first triggering example fixed")
            XCTAssertFalse(rule.exemptions.isEmpty, "\(rule.id): say what the rule leaves alone")
        }
    }

    func testTriggeringExamplesReportExactlyAtTheirMarks() {
        for rule in allRules {
            for example in rule.triggering {
                let (source, marks) = Self.unmark(example)
                XCTAssertEqual(findings(rule, source), marks, "\(rule.id) should report exactly at the marks in:\n\(example)")
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() {
        for rule in allRules {
            for example in rule.nonTriggering {
                let (source, _) = Self.unmark(example)
                XCTAssertEqual(findings(rule, source), [], "\(rule.id) should not report in:\n\(example)")
            }
        }
    }

    func testTriggeringExamplesInCommentsOrStringsReportNothing() {
        for rule in allRules {
            for example in rule.triggering {
                let plain = String(decoding: Self.unmark(example).source, as: UTF8.self)
                let wrapped = [
                    "/*\n\(plain)\n*/\n",
                    "let sample = #\"\"\"\n\(plain)\n\"\"\"#\n",
                ]
                for source in wrapped {
                    XCTAssertEqual(findings(rule, Array(source.utf8)), [], "\(rule.id) reported inside:\n\(source)")
                }
            }
        }
    }

    func testEveryTriggeringExamplePassesThePrefilter() {
        for rule in allRules {
            for example in rule.triggering {
                let source = Self.unmark(example).source
                source.withUnsafeBufferPointer { buffer in
                    // The example's own bar subclasses, as the project index would hold them.
                    let index = ProjectIndex.declarations(in: Code(text: buffer))
                    XCTAssertTrue(Prefilter(rules: allRules, index: index).mayMatch(buffer),
                                  "\(rule.id): the prefilter would skip:\n\(example)")
                    // The rule's own markers, without the model's: what `--select` leaves.
                    XCTAssertTrue(Prefilter(rules: [rule], index: index, withOwnMarkers: false).mayMatch(buffer),
                                  "\(rule.id): its markers let none of this through:\n\(example)")
                }
            }
        }
    }

    func testEveryRuleDeclaresMarkersTheVocabularyDefines() {
        for rule in allRules {
            XCTAssertFalse(rule.markers.isEmpty, "\(rule.id): no markers, so no file is ever skipped for it")
            for marker in rule.markers {
                XCTAssertNotNil(Vocabulary.marker(marker), "\(rule.id): '\(marker)' is not a pre-check marker in Vocabulary")
            }
        }
    }
}
