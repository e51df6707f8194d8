import XCTest
@testable import DuobarScanner

/// Code tokens are written straight into the returned array, sized by a guess (a third of
/// the byte count); denser input moves them to a growing buffer. Both paths must give the
/// same tokens.
final class ScannerBufferTests: XCTestCase {
    func testInputDenserThanTheGuessKeepsEveryToken() {
        // One token per byte: three times the guess.
        let source = String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000)
        let bytes = Array(source.utf8)
        let split = bytes.withUnsafeBufferPointer { SwiftScanner.scanSplit($0) }
        XCTAssertEqual(split.code.count, 10_000)
        XCTAssertEqual(split.code.first?.kind, .leftParen)
        XCTAssertEqual(split.code.last?.kind, .rightParen)
        XCTAssertEqual(split.code.last?.end, 10_000)
        XCTAssertEqual(scanChecked(bytes), split.code, "scan and scanSplit agree without comments")
    }

    func testUnterminatedStringsAddZeroLengthTokensBeyondOnePerByte() {
        // `"` then a line break: a string begin and a zero-length end per two bytes, plus
        // the line-break flags; the scanner may emit more tokens than the guess allows.
        let bytes = Array(String(repeating: "\"\n", count: 4_000).utf8)
        let split = bytes.withUnsafeBufferPointer { SwiftScanner.scanSplit($0) }
        XCTAssertEqual(split.code.count, 8_000)
        XCTAssertTrue(split.code.enumerated().allSatisfy { k, t in t.kind == (k % 2 == 0 ? .stringBegin : .stringEnd) })
    }

    func testSparseInputFitsTheGuessAndMatchesAPlainScan() {
        var source = ""
        for k in 0..<2_000 { source += "let value\(k) = compute(\(k)) // note \(k)\n" }
        let bytes = Array(source.utf8)
        let split = bytes.withUnsafeBufferPointer { SwiftScanner.scanSplit($0) }
        let all = scanChecked(bytes)
        let code = all.filter { !$0.kind.isComment }
        XCTAssertEqual(split.code.map(\.kind), code.map(\.kind))
        XCTAssertEqual(split.code.map { [$0.start, $0.end] }, code.map { [$0.start, $0.end] })
        XCTAssertEqual(split.comments.count, 2_000)
        XCTAssertEqual(split.code.count + split.comments.count, all.count)
    }
}
