import XCTest
@testable import DuobarScanner

final class LineTableTests: XCTestCase {
    func table(_ s: String) -> (LineTable, [UInt8]) {
        let bytes = Array(s.utf8)
        return (bytes.withUnsafeBufferPointer { LineTable($0) }, bytes)
    }

    func position(_ s: String, _ offset: Int) -> [Int] {
        let (t, bytes) = table(s)
        let p = bytes.withUnsafeBufferPointer { t.position(of: offset, in: $0) }
        return [p.line, p.column]
    }

    func testLineStartsForEachKindOfLineBreak() {
        XCTAssertEqual(table("a\nb\r\nc\rd").0.starts, [0, 2, 5, 7])
        XCTAssertEqual(table("").0.starts, [0])
        XCTAssertEqual(table("x").0.starts, [0])
        XCTAssertEqual(table("\n").0.starts, [0, 1])
        XCTAssertEqual(table("\r\n\r\n").0.starts, [0, 2, 4])
        XCTAssertEqual(table("\n\r").0.starts, [0, 1, 2], "LF then CR is two line breaks")
        XCTAssertEqual(table("\r\r\n").0.starts, [0, 1, 3])
    }

    func testLineIndex() {
        let (t, _) = table("ab\ncd\r\nef")
        XCTAssertEqual(t.lineIndex(of: 0), 0)
        XCTAssertEqual(t.lineIndex(of: 2), 0, "the line break belongs to its line")
        XCTAssertEqual(t.lineIndex(of: 3), 1)
        XCTAssertEqual(t.lineIndex(of: 5), 1, "CR of CRLF")
        XCTAssertEqual(t.lineIndex(of: 6), 1, "LF of CRLF")
        XCTAssertEqual(t.lineIndex(of: 7), 2)
        XCTAssertEqual(t.lineIndex(of: 9), 2, "end of file")
    }

    func testPositionsAreOneBased() {
        XCTAssertEqual(position("abc", 0), [1, 1])
        XCTAssertEqual(position("abc", 2), [1, 3])
        XCTAssertEqual(position("abc", 3), [1, 4])
        XCTAssertEqual(position("a\nbc", 3), [2, 2])
    }

    func testColumnsCountCharactersNotBytes() {
        // "é" is two bytes, "世" three, "😀" four: each is one column.
        let s = "é世😀x"
        XCTAssertEqual(position(s, 2), [1, 2])
        XCTAssertEqual(position(s, 5), [1, 3])
        XCTAssertEqual(position(s, 9), [1, 4])
        XCTAssertEqual(position("\tx", 1), [1, 2], "a tab is one column")
    }

    func testCRLFCountsAsOneLineBreak() {
        let s = "a\r\nb\r\n\r\nc"
        XCTAssertEqual(position(s, 3), [2, 1])
        XCTAssertEqual(position(s, 8), [4, 1])
        XCTAssertEqual(position(s, 7), [3, 2], "the LF of a CRLF is on the line it ends")
        XCTAssertEqual(position("a\rb", 2), [2, 1], "a lone CR breaks a line")
    }

    func testOffsetPastTheEndIsClamped() {
        XCTAssertEqual(position("ab\ncd", 99), [2, 3])
    }

    func testPositionsOfScannedTokens() {
        let source = "let s = \"é\"\r\n  café(1)"
        let bytes = Array(source.utf8)
        let tokens = SwiftScanner.scan(bytes)
        let t = bytes.withUnsafeBufferPointer { LineTable($0) }
        let positions = bytes.withUnsafeBufferPointer { b in tokens.map { t.position(of: Int($0.start), in: b) } }
        XCTAssertEqual(positions.map { [$0.line, $0.column] },
                       [[1, 1], [1, 5], [1, 7], [1, 9], [1, 10], [1, 11], [2, 3], [2, 7], [2, 8], [2, 9]])
    }
}
