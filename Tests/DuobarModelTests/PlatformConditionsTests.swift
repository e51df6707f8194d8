import XCTest
import DuobarScanner
@testable import DuobarModel

/// Platform conditions (docs/model.md): `#if` evaluated with three-valued logic for iOS.
final class PlatformConditionsTests: XCTestCase {
    enum Expect { case yes, no, unknown }

    /// Which of `inside` (the `#if` branch) and `outside` (the `#else`) survive.
    func assertCondition(_ condition: String, _ expect: Expect, file: StaticString = #filePath, line: UInt = #line) {
        let p = parse("""
            let before = 0
            #if \(condition)
            let inside = 1
            #else
            let outside = 2
            #endif
            let after = 3
            """)
        let words = p.words
        XCTAssertTrue(words.contains("before") && words.contains("after"), "\(condition): surrounding code lost: \(words)", file: file, line: line)
        switch expect {
        case .yes:
            XCTAssertEqual(words, ["let", "before", "let", "inside", "let", "after"], condition, file: file, line: line)
        case .no:
            XCTAssertEqual(words, ["let", "before", "let", "outside", "let", "after"], condition, file: file, line: line)
        case .unknown:
            XCTAssertEqual(words, ["let", "before", "let", "inside", "let", "outside", "let", "after"], condition, file: file, line: line)
        }
    }

    func testTruePlatformAtoms() {
        assertCondition("os(iOS)", .yes)
        assertCondition("canImport(UIKit)", .yes)
        assertCondition("canImport(SwiftUI)", .yes)
    }

    func testFalsePlatformAtoms() {
        for atom in ["os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "os(Linux)", "os(Windows)",
                     "canImport(AppKit)", "targetEnvironment(macCatalyst)"] {
            assertCondition(atom, .no)
        }
    }

    func testUnknownAtoms() {
        for atom in ["DEBUG", "MY_CUSTOM_FLAG", "swift(>=5.9)", "compiler(>=6.0)", "targetEnvironment(simulator)",
                     "canImport(Combine)", "canImport(SFSafeSymbols)", "os(Android)"] {
            assertCondition(atom, .unknown)
        }
    }

    func testNegation() {
        assertCondition("!os(iOS)", .no)
        assertCondition("!os(macOS)", .yes)
        assertCondition("!DEBUG", .unknown)
        assertCondition("!!os(iOS)", .yes)
        assertCondition("!targetEnvironment(macCatalyst)", .yes)
        assertCondition("!canImport(AppKit)", .yes)
    }

    func testConjunction() {
        assertCondition("os(iOS) && DEBUG", .unknown)
        assertCondition("os(macOS) && DEBUG", .no)
        assertCondition("DEBUG && os(macOS)", .no)
        assertCondition("os(iOS) && canImport(UIKit)", .yes)
        assertCondition("os(iOS) && !targetEnvironment(macCatalyst)", .yes)
        assertCondition("os(iOS)&&!DEBUG", .unknown)
    }

    func testDisjunction() {
        assertCondition("os(iOS) || DEBUG", .yes)
        assertCondition("DEBUG || os(iOS)", .yes)
        assertCondition("os(macOS) || DEBUG", .unknown)
        assertCondition("os(macOS) || os(tvOS)", .no)
        assertCondition("os(macOS) || targetEnvironment(macCatalyst)", .no)
        assertCondition("os(iOS) || targetEnvironment(macCatalyst)", .yes)
    }

    func testPrecedenceAndParentheses() {
        // `&&` binds tighter than `||`: yes || (no && no) is yes; left to right would be no.
        assertCondition("os(iOS) || os(macOS) && os(tvOS)", .yes)
        assertCondition("(os(iOS) || os(macOS)) && os(tvOS)", .no)
        assertCondition("!(os(macOS) || os(tvOS))", .yes)
        assertCondition("!(os(iOS) && DEBUG)", .unknown)
        assertCondition("(os(iOS) || os(macOS)) && !os(watchOS)", .yes)
        assertCondition("((os(macOS)))", .no)
        assertCondition("!(os(iOS)) || os(macOS)", .no)
    }

    func testElseifChainKeepsBranchesThatMayCompile() {
        let p = parse("""
            #if DEBUG
            let debugBranch = 1
            #elseif os(iOS)
            let iosBranch = 2
            #else
            let elseBranch = 3
            #endif
            let tail = 4
            """)
        XCTAssertEqual(p.words, ["let", "debugBranch", "let", "iosBranch", "let", "tail"])
    }

    func testElseifAfterTrueBranchIsSkipped() {
        let p = parse("""
            #if os(iOS)
            let first = 1
            #elseif DEBUG
            let second = 2
            #else
            let third = 3
            #endif
            """)
        XCTAssertEqual(p.words, ["let", "first"])
    }

    func testElseifSelectsOnlyTheTrueBranch() {
        let p = parse("""
            #if os(macOS)
            let mac = 1
            #elseif os(iOS)
            let ios = 2
            #elseif os(tvOS)
            let tv = 3
            #else
            let other = 4
            #endif
            """)
        XCTAssertEqual(p.words, ["let", "ios"])
    }

    func testAllUnknownChainKeepsEveryBranch() {
        let p = parse("""
            #if DEBUG
            let a = 1
            #elseif BETA
            let b = 2
            #else
            let c = 3
            #endif
            """)
        XCTAssertEqual(p.words, ["let", "a", "let", "b", "let", "c"])
    }

    func testAllFalseChainKeepsOnlyElse() {
        let p = parse("""
            #if os(macOS)
            let a = 1
            #elseif os(watchOS) || os(tvOS)
            let b = 2
            #else
            let c = 3
            #endif
            """)
        XCTAssertEqual(p.words, ["let", "c"])
    }

    func testNestedIfInsideSkippedBranchStaysSkipped() {
        let p = parse("""
            #if os(macOS)
            let mac = 1
            #if os(iOS)
            let nestedTrue = 2
            #else
            let nestedElse = 3
            #endif
            let macTail = 4
            #else
            let notMac = 5
            #endif
            let after = 6
            """)
        XCTAssertEqual(p.words, ["let", "notMac", "let", "after"])
    }

    func testNestedIfInsideLiveBranch() {
        let p = parse("""
            #if os(iOS)
            #if os(macOS)
            let x = 1
            #else
            let y = 2
            #endif
            let z = 3
            #endif
            """)
        XCTAssertEqual(p.words, ["let", "y", "let", "z"])
    }

    func testNestedInsideUnknownBranch() {
        let p = parse("""
            #if DEBUG
            #if os(tvOS)
            let tv = 1
            #endif
            let debug = 2
            #endif
            """)
        XCTAssertEqual(p.words, ["let", "debug"])
    }

    func testPostfixIfInModifierChain() {
        let p = parse("""
            Text("a")
                .padding()
            #if os(macOS)
                .frame(minWidth: 300)
            #else
                .navigationBarTitleDisplayMode(.inline)
            #endif
                .bold()
            """)
        XCTAssertEqual(p.words, ["Text", "padding", "navigationBarTitleDisplayMode", "inline", "bold"])
        // The surviving modifiers still read as one chain.
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(chain.parts.map { p.text($0.name) ?? "?" }, ["Text", "padding", "navigationBarTitleDisplayMode", "bold"])
        XCTAssertEqual(chain.end, p.code.count)
    }

    func testPostfixIfWithUnknownConditionKeepsModifier() {
        let p = parse("""
            Text("a")
            #if DEBUG
                .border(.red)
            #endif
                .bold()
            """)
        XCTAssertEqual(p.words, ["Text", "border", "red", "bold"])
    }

    func testCanImportAppKitIsSkipped() {
        let p = parse("""
            #if canImport(AppKit)
            import AppKit
            typealias PlatformColor = NSColor
            #elseif canImport(UIKit)
            import UIKit
            typealias PlatformColor = UIColor
            #endif
            """)
        XCTAssertEqual(p.words, ["import", "UIKit", "typealias", "PlatformColor", "UIColor"])
    }

    func testMacCatalystBranchIsSkipped() {
        let p = parse("""
            #if targetEnvironment(macCatalyst)
            let catalyst = true
            #else
            let phone = true
            #endif
            """)
        XCTAssertEqual(p.words, ["let", "phone", "true"])
    }

    func testSwiftVersionIsUnknown() {
        let p = parse("""
            #if swift(>=5.9)
            let modern = 1
            #else
            let legacy = 2
            #endif
            """)
        XCTAssertEqual(p.words, ["let", "modern", "let", "legacy"])
    }

    func testCommentAfterConditionEndsIt() {
        let p = parse("""
            #if os(macOS) // desktop only
            let mac = 1
            #endif
            let shared = 2
            """)
        XCTAssertEqual(p.words, ["let", "shared"])
    }

    func testDirectivesAndCommentsAreNotTokens() {
        let p = parse("""
            // leading comment
            #if DEBUG
            let a = 1 /* inline */
            #endif
            """)
        XCTAssertEqual(p.code.tokens.map(\.kind), [.keyword, .identifier, .operator, .integer])
        XCTAssertTrue(p.code.raw.contains { $0.kind == .lineComment })
        XCTAssertTrue(p.code.raw.contains { $0.kind == .directive })
    }

    func testLineBreakSurvivesDroppedBranch() {
        let p = parse("""
            let a = f(1)
            #if os(macOS)
            let b = 2
            #endif
            (x, y) = (1, 2)
            """)
        let paren = p.code.tokens.indices.first { p.code.isKind($0, .leftParen) && p.code.newlineBefore($0) }
        XCTAssertNotNil(paren, "the `(` after the dropped branch must still start a new line")
        // `f(1)` does not swallow the next line as a call.
        let chain = p.code.chain(at: p.token("f"), limit: p.code.count)
        XCTAssertEqual(chain.end, p.token("f") + 4)
    }

    func testToolbarItemsUnderIf() {
        let p = parse("""
            Text("x").toolbar {
                #if os(iOS)
                ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { } }
                #else
                ToolbarItem { Button("Mac") { } }
                #endif
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items.first.map { p.title($0) }, "\"Share\"")
    }

    func testStrayEndifKeepsFollowingCode() {
        let p = parse("""
            let a = 1
            #endif
            let b = 2
            """)
        XCTAssertEqual(p.words, ["let", "a", "let", "b"])
    }

    func testTriTruthTables() {
        let all: [Tri] = [.no, .unknown, .yes]
        for a in all {
            for b in all {
                let and: Tri = (a == .no || b == .no) ? .no : (a == .yes && b == .yes ? .yes : .unknown)
                let or: Tri = (a == .yes || b == .yes) ? .yes : (a == .no && b == .no ? .no : .unknown)
                XCTAssertEqual(a && b, and, "\(a) && \(b)")
                XCTAssertEqual(a || b, or, "\(a) || \(b)")
            }
        }
        XCTAssertEqual(!Tri.yes, .no)
        XCTAssertEqual(!Tri.no, .yes)
        XCTAssertEqual(!Tri.unknown, .unknown)
    }
}
