import XCTest
@testable import DuobarScanner

/// The scanner keeps no recursion: deep nesting costs memory for tokens only.
final class ScannerNestingTests: XCTestCase {
    static let depth = 200_000

    func testDeeplyNestedBracketsScanQuickly() {
        let depth = Self.depth
        var bytes: [UInt8] = []
        bytes.reserveCapacity(depth * 6 + 1)
        for k in 0..<depth { bytes.append([UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")][k % 3]) }
        bytes.append(UInt8(ascii: "x"))
        for k in (0..<depth).reversed() { bytes.append([UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")][k % 3]) }
        let clock = ContinuousClock()
        var tokens: [Token] = []
        let elapsed = clock.measure { tokens = SwiftScanner.scan(bytes) }
        XCTAssertEqual(tokens.count, 2 * depth + 1)
        XCTAssertEqual(tokens[0].kind, .leftParen)
        XCTAssertEqual(tokens[1].kind, .leftBracket)
        XCTAssertEqual(tokens[2].kind, .leftBrace)
        XCTAssertEqual(tokens[depth].kind, .identifier)
        XCTAssertEqual(tokens[depth - 1].kind, [.leftParen, .leftBracket, .leftBrace][(depth - 1) % 3])
        XCTAssertEqual(tokens[depth + 1].kind, [.rightParen, .rightBracket, .rightBrace][(depth - 1) % 3])
        XCTAssertEqual(tokens.last?.kind, .rightParen)
        XCTAssertEqual(Int(tokens.last!.end), bytes.count)
        XCTAssertLessThan(elapsed, .seconds(5), "400,000 brackets took \(elapsed)")
    }

    func testDeeplyNestedParenthesesInsideAnInterpolation() {
        let depth = Self.depth
        let bytes = Array("\"\\(".utf8) + [UInt8](repeating: UInt8(ascii: "("), count: depth) + [UInt8(ascii: "1")]
            + [UInt8](repeating: UInt8(ascii: ")"), count: depth) + Array(")x\"".utf8)
        let tokens = scanChecked(bytes)
        XCTAssertEqual(tokens.count, 2 * depth + 6)
        XCTAssertEqual(tokens.suffix(4).map(\.kind), [.rightParen, .interpolationEnd, .stringText, .stringEnd])
        XCTAssertFalse(tokens.last!.isUnterminated)
    }

    func testDeeplyNestedInterpolatedStrings() {
        // "\("\("\( … "x" … )")")"
        let depth = 50_000
        var bytes: [UInt8] = []
        for _ in 0..<depth { bytes += Array("\"\\(".utf8) }
        bytes += Array("\"x\"".utf8)
        for _ in 0..<depth { bytes += Array(")\"".utf8) }
        let tokens = scanChecked(bytes)
        XCTAssertEqual(tokens.count, 4 * depth + 3)
        XCTAssertEqual(tokens.filter { $0.kind == .stringBegin }.count, depth + 1)
        XCTAssertEqual(tokens.filter { $0.kind == .stringEnd && !$0.isUnterminated }.count, depth + 1)
        XCTAssertEqual(tokens.last?.kind, .stringEnd)
    }

    func testDeeplyNestedBlockComments() {
        let depth = Self.depth
        let bytes = Array(String(repeating: "/*", count: depth).utf8)
            + Array(String(repeating: "*/", count: depth).utf8) + Array("x".utf8)
        XCTAssertEqual(scanChecked(bytes).map(\.kind), [.blockComment, .identifier])
    }

    func testUnbalancedDeepNestingAtEndOfFile() {
        let bytes = [UInt8](repeating: UInt8(ascii: "{"), count: Self.depth)
        let tokens = scanChecked(bytes)
        XCTAssertEqual(tokens.count, Self.depth)
    }
}
