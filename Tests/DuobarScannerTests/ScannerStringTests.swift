import XCTest
@testable import DuobarScanner

final class ScannerStringTests: XCTestCase {
    func testPlainString() {
        assertLex(#"let s = "abc""#, [kw("let"), id("s"), op("="), sBegin(), sText("abc"), sEnd()])
    }

    func testEmptyString() {
        assertLex(#""" + x"#, [sBegin(), sEnd(), op("+"), id("x")])
    }

    func testEscapesStayInTheText() {
        assertLex(#""a\"b\\" x"#, [sBegin(), sText(#"a\"b\\"#), sEnd(), id("x")])
        assertLex(#""\n\t\u{1F600}\0""#, [sBegin(), sText(#"\n\t\u{1F600}\0"#), sEnd()])
        assertLex(#""\\""#, [sBegin(), sText(#"\\"#), sEnd()])
    }

    func testStringWithCommentMarkersAndCode() {
        assertLex(#""// not a comment /* nor this */ #if let""#,
                  [sBegin(), sText("// not a comment /* nor this */ #if let"), sEnd()])
    }

    func testInterpolation() {
        assertLex(#""a\(b)c""#, [sBegin(), sText("a"), iBegin(), id("b"), iEnd, sText("c"), sEnd()])
        assertLex(#""\(a)\(b)""#, [sBegin(), iBegin(), id("a"), iEnd, iBegin(), id("b"), iEnd, sEnd()])
    }

    func testInterpolationWithParentheses() {
        assertLex(#""\(f(x, (y)))!""#,
                  [sBegin(), iBegin(), id("f"), lp, id("x"), comma, lp, id("y"), rp, rp, iEnd, sText("!"), sEnd()])
    }

    func testInterpolationHoldingStrings() {
        assertLex(#""\(d["k)"] ?? "none")""#,
                  [sBegin(), iBegin(), id("d"), lb, sBegin(), sText("k)"), sEnd(), rb, op("??"),
                   sBegin(), sText("none"), sEnd(), iEnd, sEnd()])
    }

    func testNestedInterpolation() {
        assertLex(#""x\("y\(z)")""#,
                  [sBegin(), sText("x"), iBegin(), sBegin(), sText("y"), iBegin(), id("z"), iEnd, sEnd(), iEnd, sEnd()])
    }

    func testInterpolationHoldingAClosure() {
        assertLex(#""\({ (a: Int) in a }(1))""#,
                  [sBegin(), iBegin(), lc, lp, id("a"), colon, id("Int"), rp, kw("in"), id("a"), rc, lp, int("1"), rp,
                   iEnd, sEnd()])
    }

    func testInterpolationHoldingACommentWithAParen() {
        assertLex(#""\(a /* ) */)""#, [sBegin(), iBegin(), id("a"), block("/* ) */"), iEnd, sEnd()])
    }

    func testEscapedBackslashBeforeParenIsNotInterpolation() {
        assertLex(#""\\(x)""#, [sBegin(), sText(#"\\(x)"#), sEnd()])
    }

    func testRawStrings() {
        assertLex(##"#"a\n"b"#"##, [sBegin("#\""), sText(#"a\n"b"#), sEnd("\"#")])
        assertLex(###"##"a"#b"##"###, [sBegin("##\""), sText("a\"#b"), sEnd("\"##")])
        assertLex(####"###"x"###"####, [sBegin("###\""), sText("x"), sEnd("\"###")])
        assertLex(##"#""#"##, [sBegin("#\""), sEnd("\"#")])
    }

    func testRawStringBackslashAtEnd() {
        // In a raw string, `\"` does not escape the quote.
        assertLex(##"#"\"# + x"##, [sBegin("#\""), sText("\\"), sEnd("\"#"), op("+"), id("x")])
    }

    func testRawStringInterpolation() {
        assertLex(##"#"a\#(b)c"#"##, [sBegin("#\""), sText("a"), iBegin("\\#("), id("b"), iEnd, sText("c"), sEnd("\"#")])
        // `\(` is plain text in a raw string.
        assertLex(##"#"\(b)"#"##, [sBegin("#\""), sText(#"\(b)"#), sEnd("\"#")])
        // One pound is not enough for a two-pound string.
        assertLex(###"##"\#(b)\##(c)"##"###,
                  [sBegin("##\""), sText(##"\#(b)"##), iBegin("\\##("), id("c"), iEnd, sEnd("\"##")])
    }

    func testMultilineString() {
        let source = "let s = \"\"\"\n  a \"quoted\" \"\"two\"\"\n  b\n  \"\"\"\nx"
        assertLex(source, [kw("let"), id("s"), op("="), sBegin("\"\"\""),
                           sText("\n  a \"quoted\" \"\"two\"\"\n  b\n  "), sEnd("\"\"\""), id("x")])
        let tokens = scanChecked(source)
        XCTAssertEqual(tokens[4].flags & Token.containsNewline, Token.containsNewline)
        XCTAssertTrue(tokens[6].hasNewlineBefore, "x follows a line break")
    }

    func testMultilineStringInterpolationSpanningLines() {
        assertLex("\"\"\"\nv: \\(\n  f(x)\n)\n\"\"\"",
                  [sBegin("\"\"\""), sText("\nv: "), iBegin(), id("f"), lp, id("x"), rp, iEnd, sText("\n"),
                   sEnd("\"\"\"")])
    }

    func testMultilineStringLineContinuationAndEscapedQuotes() {
        assertLex("\"\"\"\na \\\nb \\\"\"\"\n\"\"\"", [sBegin("\"\"\""), sText("\na \\\nb \\\"\"\"\n"), sEnd("\"\"\"")])
    }

    func testRawMultilineString() {
        assertLex("#\"\"\"\n\"\"\"\\#(x)\n\"\"\"#",
                  [sBegin("#\"\"\""), sText("\n\"\"\""), iBegin("\\#("), id("x"), iEnd, sText("\n"), sEnd("\"\"\"#")])
    }

    func testRawTripleQuoteClosedOnItsLineIsASingleLineString() {
        // Found comparing with swift-syntax on its own sources: `#"""#` is the string `"`.
        assertLex(##"f(#"""#) + 1"##, [id("f"), lp, sBegin("#\""), sText("\""), sEnd("\"#"), rp, op("+"), int("1")])
        assertLex(##"#""""a""#"##, [sBegin("#\""), sText("\"\"\"a\""), sEnd("\"#")])
        assertLex(###"##"""a"#"""##"###, [sBegin("##\""), sText("\"\"a\"#\"\""), sEnd("\"##")])
        // Without a closing delimiter on the line it opens a multi-line raw string.
        assertLex("#\"\"\"\na\"#\n\"\"\"#", [sBegin("#\"\"\""), sText("\na\"#\n"), sEnd("\"\"\"#")])
    }

    func testSingleLineStringInsideMultilineInterpolation() {
        assertLex("\"\"\"\n\\(\"a\")\n\"\"\"",
                  [sBegin("\"\"\""), sText("\n"), iBegin(), sBegin(), sText("a"), sEnd(), iEnd, sText("\n"),
                   sEnd("\"\"\"")])
    }

    func testStringsOnConsecutiveLines() {
        assertLex("\"a\"\n\"b\"", [sBegin(), sText("a"), sEnd(), sBegin(), sText("b"), sEnd()])
    }

    func testUnicodeText() {
        assertLex("\"héllo 世界 😀\"", [sBegin(), sText("héllo 世界 😀"), sEnd()])
    }
}
