import XCTest
@testable import DuobarEngine

/// The JSON reader behind configs and baselines (RFC 8259, strict).
final class ParsedJSONTests: XCTestCase {
    func parse(_ text: String) throws -> ParsedJSON {
        try ParsedJSON.parse(Array(text.utf8))
    }

    func testValues() throws {
        XCTAssertEqual(try parse(#" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d"}} "#),
                       .object(["a": .array([.number(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null]),
                                "b": .object(["c": .string("d")])]))
        XCTAssertEqual(try parse("\"top\""), .string("top"), "any value may stand at the top")
        XCTAssertEqual(try parse("[]"), .array([]))
        XCTAssertEqual(try parse("{}"), .object([:]))
        XCTAssertEqual(try parse(#"{"a": 1, "a": 2}"#)["a"], .number(2), "the last of a repeated key wins")
        XCTAssertEqual(try parse("7").integer, 7)
        XCTAssertEqual(try ParsedJSON.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)), .object([:]), "a byte order mark is skipped")
        XCTAssertNil(try parse("7.5").integer)
    }

    func testStringEscapes() throws {
        XCTAssertEqual(try parse(#""q\"b\\s\/n\nt\tu\u00e9\ud83d\ude00""#), .string("q\"b\\s/n\nt\tué😀"))
        XCTAssertEqual(try parse("\"Año 🚀\""), .string("Año 🚀"), "UTF-8 passes through")
    }

    func testInvalidDocumentsAreRefused() {
        let bad = ["", "{", "[1,]", "{\"a\" 1}", "{\"a\": 1,}", "01", "1.", "-", "1e", "tru", "nul", "'a'",
                   "\"open", "\"\\x\"", "\"\\ud83d\"", "\"\\ude00\"", "\"\\u12\"", "\"tab\there\"", "[1] 2", "{a: 1}"]
        for text in bad {
            XCTAssertThrowsError(try parse(text), text)
        }
        XCTAssertThrowsError(try ParsedJSON.parse([0x22, 0xFF, 0x22]), "invalid UTF-8 in a string")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try parse(deep)) { error in
            XCTAssertEqual((error as? ParsedJSON.ParseError)?.problem, "nested too deeply")
        }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertNoThrow(try parse(fine))
    }

    func testWhatTheJSONWriterEscapesReadsBack() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} é 🚀"
        XCTAssertEqual(try parse(JSON.string(text)), .string(text))
    }
}
