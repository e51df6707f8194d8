import XCTest
@testable import DuobarScanner

/// Comments, white space, line breaks, the shebang line and the byte order mark.
final class ScannerTriviaTests: XCTestCase {
    /// Indentation is skipped eight bytes at a time: runs shorter, equal to and longer than
    /// eight, with tabs inside and at the end of the file, must leave every token whole.
    func testIndentationRunsOfAnyLengthLeaveTokensWhole() {
        for width in [1, 7, 8, 9, 15, 16, 17, 24] {
            let pad = String(repeating: " ", count: width)
            XCTAssertEqual(lex("a\n\(pad)b\n\(pad)\t\(pad)c\(pad)"),
                           [Lexeme("identifier", "a"), Lexeme("identifier", "b"), Lexeme("identifier", "c")], "width \(width)")
        }
        let tokens = scanChecked("x\n" + String(repeating: " ", count: 8) + "y")
        XCTAssertEqual(tokens.map(\.start), [0, 10])
        XCTAssertTrue(tokens[1].hasNewlineBefore && tokens[1].hasSpaceBefore)
    }

    /// Comments are read eight bytes at a time: a comment's end, a nested opener and a line
    /// break must be found at every offset from the start, and at the end of the file.
    func testCommentsOfAnyLengthEndWhereTheyEnd() {
        for width in 0...24 {
            let text = String(repeating: "x", count: width)
            assertLex("// \(text)\nb", [comment("// \(text)"), id("b")])
            assertLex("// \(text)\r\nb", [comment("// \(text)"), id("b")])
            assertLex("// \(text)", [comment("// \(text)")])
            assertLex("/* \(text)*/b", [block("/* \(text)*/"), id("b")])
            assertLex("/* \(text)/* \(text)*/ */b", [block("/* \(text)/* \(text)*/ */"), id("b")])
            let flags = scanChecked("/* \(text)\n\(text) */ y")
            XCTAssertEqual(flags[0].flags & Token.containsNewline, Token.containsNewline, "width \(width)")
            let open = scanChecked("/* \(text)")
            XCTAssertEqual(open.map(\.end), [UInt32(3 + width)], "an open comment runs to the end")
        }
    }

    func testLineComments() {
        assertLex("a // one\n// two\nb", [id("a"), comment("// one"), comment("// two"), id("b")])
        assertLex("//", [comment("//")])
    }

    func testDocLineComments() {
        assertLex("/// doc\n//// not doc\n///", [docComment("/// doc"), comment("//// not doc"), docComment("///")])
    }

    func testBlockComments() {
        assertLex("a /* b */ c", [id("a"), block("/* b */"), id("c")])
        assertLex("/**/ x", [block("/**/"), id("x")])
        assertLex("/* multi\nline */", [block("/* multi\nline */")])
    }

    func testDocBlockComments() {
        assertLex("/** doc */ x", [docBlock("/** doc */"), id("x")])
        assertLex("/**\n * doc\n */", [docBlock("/**\n * doc\n */")])
    }

    func testNestedBlockComments() {
        assertLex("/* a /* b */ c */ d", [block("/* a /* b */ c */"), id("d")])
        assertLex("/* /* /* */ */ */x", [block("/* /* /* */ */ */"), id("x")])
    }

    func testBlockCommentDoesNotEndInsideAString() {
        // Comments know nothing of strings: the first `*/` closes.
        assertLex("/* \"*/\" */", [block("/* \"*/"), sBegin(), sText(" */")] + [missingEnd])
    }

    func testCommentFlags() {
        let tokens = scanChecked("/* a\nb */ x /* c */y")
        XCTAssertEqual(tokens.map(\.kind), [.blockComment, .identifier, .blockComment, .identifier])
        XCTAssertEqual(tokens[0].flags & Token.containsNewline, Token.containsNewline)
        XCTAssertEqual(tokens[2].flags & Token.containsNewline, 0)
        XCTAssertTrue(tokens[3].hasSpaceBefore, "a comment counts as white space")
        XCTAssertFalse(tokens[3].hasNewlineBefore)
    }

    func testSpaceAndNewlineFlags() {
        let tokens = scanChecked("a b\nc(d)\r\ne\rf")
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .identifier, .identifier, .leftParen, .identifier, .rightParen,
                                            .identifier, .identifier])
        XCTAssertTrue(tokens[0].hasNewlineBefore, "the first token starts a line")
        XCTAssertFalse(tokens[1].hasNewlineBefore)
        XCTAssertTrue(tokens[1].hasSpaceBefore)
        XCTAssertTrue(tokens[2].hasNewlineBefore)
        XCTAssertFalse(tokens[3].hasSpaceBefore)
        XCTAssertTrue(tokens[6].hasNewlineBefore, "CRLF breaks a line")
        XCTAssertTrue(tokens[7].hasNewlineBefore, "a lone CR breaks a line")
    }

    func testTabsFormFeedsAndVerticalTabsAreWhiteSpace() {
        assertLex("a\tb\u{0B}c\u{0C}d", [id("a"), id("b"), id("c"), id("d")])
    }

    func testShebang() {
        assertLex("#!/usr/bin/env swift\nprint(1)", [comment("#!/usr/bin/env swift"), id("print"), lp, int("1"), rp])
    }

    func testShebangOnlyOnTheFirstLine() {
        assertLex("x\n#!y", [id("x"), unknown("#"), op("!"), id("y")])
    }

    func testByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let x".utf8)
        let tokens = scanChecked(bytes)
        XCTAssertEqual(tokens.map(\.kind), [.keyword, .identifier])
        XCTAssertEqual(tokens[0].start, 3)
        XCTAssertEqual(tokens[0].end, 6)
    }

    func testByteOrderMarkThenShebang() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/bin/x\ny".utf8)
        XCTAssertEqual(lex(bytes), [comment("#!/bin/x"), id("y")])
    }

    func testByteOrderMarkInsideTheFileIsWhiteSpace() {
        // Found comparing with swift-syntax's parser tests: Swift skips a BOM anywhere.
        assertLex("() -> (\u{FEFF})", [lp, rp, op("->"), lp, rp])
        assertLex("a\u{FEFF}b", [id("a"), id("b")])
    }

    func testCRLFAndLoneCR() {
        assertLex("let a = 1\r\nlet b = 2\rlet c = 3",
                  [kw("let"), id("a"), op("="), int("1"), kw("let"), id("b"), op("="), int("2"),
                   kw("let"), id("c"), op("="), int("3")])
        assertLex("// x\r\ny", [comment("// x"), id("y")])
        assertLex("// x\ry", [comment("// x"), id("y")])
    }

    func testEmptyAndBlankInput() {
        XCTAssertEqual(SwiftScanner.scan([UInt8]()), [])
        XCTAssertEqual(lex(" \n\t\r\n "), [])
    }
}
