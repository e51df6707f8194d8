import XCTest
@testable import DuobarScanner

/// When `/` opens a regex literal follows SE-0354 as the Swift lexer implements it.
final class ScannerRegexTests: XCTestCase {
    func testRegexAfterAssignment() {
        assertLex("let r = /abc/", [kw("let"), id("r"), op("="), regex("/abc/")])
    }

    func testRegexInArgumentAndArrayPositions() {
        assertLex("s.contains(/a+/)", [id("s"), dot, id("contains"), lp, regex("/a+/"), rp])
        assertLex("f(in: /[0-9]+/)", [id("f"), lp, kw("in"), colon, regex("/[0-9]+/"), rp])
        assertLex("[/a/, /b/]", [lb, regex("/a/"), comma, regex("/b/"), rb])
    }

    func testRegexAfterKeywords() {
        assertLex("return /x/", [kw("return"), regex("/x/")])
        assertLex("case /x/: break", [kw("case"), regex("/x/"), colon, kw("break")])
    }

    func testRegexAtStartOfFile() {
        assertLex("/x/.firstMatch(in: s)", [regex("/x/"), dot, id("firstMatch"), lp, kw("in"), colon, id("s"), rp])
    }

    func testRegexStartingAStatementAfterABrace() {
        assertLex("}\n/x+/.wholeMatch(in: s)",
                  [rc, regex("/x+/"), dot, id("wholeMatch"), lp, kw("in"), colon, id("s"), rp])
    }

    func testRegexAfterTernaryQuestionMark() {
        assertLex("c ? /a/ : /b/", [id("c"), op("?"), regex("/a/"), colon, regex("/b/")])
    }

    func testRegexAfterPrefixOperatorInsideTheSameOperator() {
        assertLex("f(!/a/)", [id("f"), lp, op("!"), regex("/a/"), rp])
    }

    func testRegexWithEscapesAndGroups() {
        assertLex(#"let r = /a\/b/"#, [kw("let"), id("r"), op("="), regex(#"/a\/b/"#)])
        assertLex(#"let r = /(a)\)/"#, [kw("let"), id("r"), op("="), regex(#"/(a)\)/"#)])
        assertLex("let r = /[)]/", [kw("let"), id("r"), op("="), regex("/[)]/")])
        assertLex("let r = /(?<name>\\w+) (x)/", [kw("let"), id("r"), op("="), regex("/(?<name>\\w+) (x)/")])
    }

    func testClosingSlashInsideACharacterClassStillCloses() {
        // Swift's lexer does not track character classes when looking for the closing `/`.
        assertLex("x = /[/]", [id("x"), op("="), regex("/[/"), rb])
    }

    func testDivisionAfterOperands() {
        assertLex("total/2", [id("total"), op("/"), int("2")])
        assertLex("a / b / c", [id("a"), op("/"), id("b"), op("/"), id("c")])
        assertLex("a/b/c", [id("a"), op("/"), id("b"), op("/"), id("c")])
        assertLex("(a + b)/2/c", [lp, id("a"), op("+"), id("b"), rp, op("/"), int("2"), op("/"), id("c")])
        assertLex("x[0]/2/3", [id("x"), lb, int("0"), rb, op("/"), int("2"), op("/"), int("3")])
        assertLex("$0/2/1", [id("$0"), op("/"), int("2"), op("/"), int("1")])
        assertLex("1/2/3", [int("1"), op("/"), int("2"), op("/"), int("3")])
        assertLex("self / 2 / x", [kw("self"), op("/"), int("2"), op("/"), id("x")])
    }

    func testDivisionAcrossLines() {
        assertLex("let x = count\n    / 2", [kw("let"), id("x"), op("="), id("count"), op("/"), int("2")])
        assertLex("let x = (a)\n    / 2 / 3", [kw("let"), id("x"), op("="), lp, id("a"), rp, op("/"), int("2"), op("/"), int("3")])
    }

    func testDivisionAssignment() {
        assertLex("x /= 2", [id("x"), op("/="), int("2")])
        assertLex("x/=2", [id("x"), op("/="), int("2")])
    }

    func testNotARegexWhenItStartsWithSpaceInArgumentPosition() {
        assertLex("f(/ a/)", [id("f"), lp, op("/"), id("a"), op("/"), rp])
    }

    func testNotARegexWhenItEndsWithSpace() {
        assertLex("f(/a /)", [id("f"), lp, op("/"), id("a"), op("/"), rp])
    }

    func testNotARegexWithAnUnbalancedParenthesis() {
        assertLex("f(1, /) / 5", [id("f"), lp, int("1"), comma, op("/"), rp, op("/"), int("5")])
        assertLex("f(/a)/)", [id("f"), lp, op("/"), id("a"), rp, op("/"), rp])
    }

    func testBareRegexDoesNotSpanLines() {
        assertLex("x = /a\n/", [id("x"), op("="), op("/"), id("a"), op("/")])
    }

    func testBinaryShapedSlashInExpressionPositionIsARegex() {
        // `= / a/` cannot be a division; the lexer takes it as a regex (and the compiler
        // complains about the leading space).
        assertLex("x = / a/", [id("x"), op("="), regex("/ a/")])
        // After `try?` a regex is preferred over a binary operator.
        assertLex("try? / a/.wholeMatch(in: s)",
                  [kw("try"), op("?"), regex("/ a/"), dot, id("wholeMatch"), lp, kw("in"), colon, id("s"), rp])
    }

    func testOperatorDeclarationsAreNotRegexes() {
        assertLex("infix operator /^/: P", [id("infix"), kw("operator"), op("/^/"), colon, id("P")])
        assertLex("static func /(l: A, r: A)",
                  [kw("static"), kw("func"), op("/"), lp, id("l"), colon, id("A"), comma, id("r"), colon, id("A"), rp])
    }

    func testRegexFollowedByComment() {
        assertLex("let r = /a/ // c", [kw("let"), id("r"), op("="), regex("/a/"), comment("// c")])
        assertLex("x = /* c */ 1", [id("x"), op("="), block("/* c */"), int("1")])
    }

    func testCommentBetweenOperatorAndRegex() {
        // The token before the operator decides, comments aside.
        assertLex("x = /* c */ / a/", [id("x"), op("="), block("/* c */"), regex("/ a/")])
        assertLex("n /* c */ / a / 2", [id("n"), block("/* c */"), op("/"), id("a"), op("/"), int("2")])
    }

    func testExtendedRegex() {
        assertLex("let r = #/a/b/#", [kw("let"), id("r"), op("="), regex("#/a/b/#")])
        assertLex("##/a/#b/##", [regex("##/a/#b/##")])
        assertLex("#/ a b /#", [regex("#/ a b /#")])
        assertLex("x(#/a/#)", [id("x"), lp, regex("#/a/#"), rp])
        // Extended literals may follow an operand (there is no ambiguity).
        assertLex("a #/b/#", [id("a"), regex("#/b/#")])
    }

    func testExtendedRegexTakesExtraClosingPounds() {
        assertLex("#/a/## x", [regex("#/a/##"), id("x")])
    }

    func testMultilineExtendedRegex() {
        let source = "let r = #/\n  a+ # comment\n  b\n  /#\nx"
        assertLex(source, [kw("let"), id("r"), op("="), regex("#/\n  a+ # comment\n  b\n  /#"), id("x")])
        let tokens = scanChecked(source)
        XCTAssertEqual(tokens[3].flags & Token.containsNewline, Token.containsNewline)
    }

    func testMultilineExtendedRegexMayHaveSpacesBeforeTheLineBreak() {
        assertLex("#/  \na\n/#", [regex("#/  \na\n/#")])
    }
}
