import XCTest
@testable import DuobarScanner

/// Malformed input: the scanner closes what is open where Swift's lexer gives up
/// and goes on with the rest of the file.
final class ScannerRecoveryTests: XCTestCase {
    func testUnterminatedStringAtEndOfFile() {
        let source = #"let s = "abc"#
        assertLex(source, [kw("let"), id("s"), op("="), sBegin(), sText("abc"), missingEnd])
        let last = scanChecked(source).last!
        XCTAssertTrue(last.isUnterminated)
        XCTAssertEqual(Int(last.start), source.utf8.count)
    }

    func testUnterminatedStringEndsAtTheLineBreak() {
        let source = "let s = \"abc\nlet t = 1"
        assertLex(source, [kw("let"), id("s"), op("="), sBegin(), sText("abc"), missingEnd,
                           kw("let"), id("t"), op("="), int("1")])
        let tokens = scanChecked(source)
        XCTAssertEqual(tokens[5].start, 12, "the missing quote is placed at the line break")
        XCTAssertTrue(tokens[5].isUnterminated)
        XCTAssertTrue(tokens[6].hasNewlineBefore)
    }

    func testUnterminatedStringWithCRLF() {
        assertLex("f(\"a\r\n)", [id("f"), lp, sBegin(), sText("a"), missingEnd, rp])
    }

    func testEscapedLineBreakDoesNotContinueASingleLineString() {
        assertLex("\"a\\\nb\"", [sBegin(), sText("a\\"), missingEnd, id("b"), sBegin(), missingEnd])
    }

    func testUnterminatedRawString() {
        assertLex("#\"abc\"\nx", [sBegin("#\""), sText("abc\""), missingEnd, id("x")])
        assertLex("##\"a\"#", [sBegin("##\""), sText("a\"#"), missingEnd])
    }

    func testExtraClosingPoundsBelongToTheRawString() {
        assertLex(####"#"a"### + 1"####, [sBegin("#\""), sText("a"), sEnd("\"###"), op("+"), int("1")])
        // A plain string takes no pounds.
        assertLex(##""a"#x"##, [sBegin(), sText("a"), sEnd(), pound("#x")])
    }

    func testUnterminatedMultilineStringRunsToEndOfFile() {
        let source = "let s = \"\"\"\nabc\nlet t = 1\n"
        assertLex(source, [kw("let"), id("s"), op("="), sBegin("\"\"\""), sText("\nabc\nlet t = 1\n"), missingEnd])
        XCTAssertTrue(scanChecked(source).last!.isUnterminated)
    }

    func testUnterminatedStringInsideInterpolation() {
        // Both the inner and the outer literal end at the line break.
        assertLex("x = \"a\\(f(\"b)\nlet y = 1",
                  [id("x"), op("="), sBegin(), sText("a"), iBegin(), id("f"), lp, sBegin(), sText("b)"), missingEnd,
                   missingEnd, kw("let"), id("y"), op("="), int("1")])
    }

    func testUnclosedInterpolationEndsAtTheLineBreak() {
        assertLex("\"\\(a\nlet b = (c)", [sBegin(), iBegin(), id("a"), missingEnd, kw("let"), id("b"), op("="),
                                         lp, id("c"), rp])
    }

    func testUnclosedInterpolationInMultilineStringRunsOn() {
        assertLex("\"\"\"\n\\(a\n)\n\"\"\"", [sBegin("\"\"\""), sText("\n"), iBegin(), id("a"), iEnd, sText("\n"),
                                               sEnd("\"\"\"")])
        assertLex("\"\"\"\n\\(a", [sBegin("\"\"\""), sText("\n"), iBegin(), id("a"), missingEnd])
    }

    func testExtraClosingParenAfterInterpolation() {
        assertLex("\"\\(a))\" + b", [sBegin(), iBegin(), id("a"), iEnd, sText(")"), sEnd(), op("+"), id("b")])
    }

    func testUnterminatedExtendedRegex() {
        let tokens = scanChecked("#/abc\nx")
        XCTAssertEqual(lex("#/abc\nx"), [regex("#/abc"), id("x")])
        XCTAssertTrue(tokens[0].isUnterminated)
    }

    func testUnterminatedMultilineExtendedRegexEndsAtItsFirstLineBreak() {
        // Swift's lexer gives up at the first line break, so the rest is scanned as code.
        let source = "#/\nabc\nlet x = 1"
        assertLex(source, [regex("#/"), id("abc"), kw("let"), id("x"), op("="), int("1")])
        XCTAssertTrue(scanChecked(source)[0].isUnterminated)
    }

    func testUnterminatedBlockComment() {
        let source = "x /* a /* b */ c"
        assertLex(source, [id("x"), block("/* a /* b */ c")])
        XCTAssertTrue(scanChecked(source).last!.isUnterminated)
        let doc = scanChecked("/** doc")
        XCTAssertEqual(doc.map(\.kind), [.docBlockComment])
        XCTAssertTrue(doc[0].isUnterminated)
    }

    func testStrayBackticks() {
        assertLex("` x", [unknown("`"), id("x")])
        assertLex("a`\nb", [id("a"), unknown("`"), id("b")])
        assertLex("``x", [unknown("`"), unknown("`"), id("x")])
    }

    func testStrayClosersAndOpeners() {
        assertLex(")]} ({[", [rp, rb, rc, lp, lc, lb])
    }

    func testLonePoundAtSignBackslashAndDollar() {
        assertLex("# @ \\ $", [unknown("#"), unknown("@"), backslash, id("$")])
    }

    func testNULBytesAreWhiteSpace() {
        let bytes: [UInt8] = Array("let".utf8) + [0] + Array("x = \"a".utf8) + [0] + Array("b\"".utf8)
        XCTAssertEqual(lex(bytes), [kw("let"), id("x"), op("="), sBegin(), sText("a\u{0}b"), sEnd()])
    }

    func testControlBytesAreUnknown() {
        let bytes: [UInt8] = [0x01, 0x20, 0x7F, 0x20] + Array("x".utf8)
        XCTAssertEqual(lex(bytes), [unknown("\u{01}"), unknown("\u{7F}"), id("x")])
    }

    func testInvalidUTF8() {
        let bytes: [UInt8] = Array("let ".utf8) + [0xFF, 0xFE] + Array(" = \"".utf8) + [0xC3] + Array("\" + 1".utf8)
        let tokens = scanChecked(bytes)
        XCTAssertEqual(tokens.map(\.kind), [.keyword, .identifier, .operator, .stringBegin, .stringText, .stringEnd,
                                            .operator, .integer])
        XCTAssertEqual(tokens[1].start, 4)
        XCTAssertEqual(tokens[1].end, 6)
        XCTAssertEqual(tokens[4].end - tokens[4].start, 1)
    }

    func testTruncatedUTF8AtEndOfFile() {
        let bytes: [UInt8] = Array("x = ".utf8) + [0xE4, 0xB8]
        let tokens = scanChecked(bytes)
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .operator, .identifier])
        XCTAssertEqual(tokens[2].end, 6)
    }

    func testEndsRightAfterAnOpener() {
        for source in ["\"", "#\"", "\"\"\"", "#", "#/", "/", "/*", "`", "@", "\\(", "\"\\(", "0x", "1e", "1.", "$"] {
            _ = scanChecked(source)
        }
        assertLex("\"", [sBegin(), missingEnd])
        assertLex("\"\\(", [sBegin(), iBegin(), missingEnd])
        assertLex("1.", [int("1"), dot])
    }

    /// Random mixes of Swift's delimiters must always scan to tokens that keep the invariants.
    func testRandomInputKeepsTheInvariants() {
        let pieces: [[UInt8]] = ["\"", "\"\"\"", "#", "##", "\\(", "\\#(", "(", ")", "/", "//", "/*", "*/", "\n", "\r",
                                 "\r\n", " ", "a", "1", ".", "`", "@", "$", "!", "?", "[", "]", "{", "}", "é", "0x",
                                 "e", "p", "_", "\\", "#if", "#/", "/#", "'", ",", ":", "×", "<#", "#>", "try", "=",
                                 "\t", "func", ")/"].map { Array($0.utf8) }
            + [[0], [0xFF], [0xC3], [0xEF, 0xBB, 0xBF], [0xC2, 0xA0], [0xE2, 0x82]]
        var rng = SplitMix(seed: 0x5EED)
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(rng.next() % 40) {
                bytes += pieces[Int(rng.next() % UInt64(pieces.count))]
            }
            let tokens = SwiftScanner.scan(bytes)
            assertInvariants(tokens, bytes)
        }
    }
}

/// A small deterministic generator, so a failing input can be reproduced.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
