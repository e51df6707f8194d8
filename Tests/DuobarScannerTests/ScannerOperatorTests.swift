import XCTest
@testable import DuobarScanner

final class ScannerOperatorTests: XCTestCase {
    func testBinaryOperators() {
        assertLex("a + b - c * d % e", [id("a"), op("+"), id("b"), op("-"), id("c"), op("*"), id("d"), op("%"), id("e")])
        assertLex("a == b != c <= d >= e", [id("a"), op("=="), id("b"), op("!="), id("c"), op("<="), id("d"), op(">="), id("e")])
        assertLex("a&&b||c", [id("a"), op("&&"), id("b"), op("||"), id("c")])
        assertLex("a ?? b ?? c", [id("a"), op("??"), id("b"), op("??"), id("c")])
        assertLex("x <<= 2 &+ 1", [id("x"), op("<<="), int("2"), op("&+"), int("1")])
        assertLex("a===b", [id("a"), op("==="), id("b")])
    }

    func testPrefixOperators() {
        assertLex("-x !y ~z &w", [op("-"), id("x"), op("!"), id("y"), op("~"), id("z"), op("&"), id("w")])
    }

    func testArrowAndAssignment() {
        assertLex("(a) -> B", [lp, id("a"), rp, op("->"), id("B")])
        assertLex("a=b", [id("a"), op("="), id("b")])
    }

    func testRangeOperators() {
        assertLex("a...b", [id("a"), op("..."), id("b")])
        assertLex("a..<b", [id("a"), op("..<"), id("b")])
        assertLex("x[i...]", [id("x"), lb, id("i"), op("..."), rb])
        assertLex("x[..<i]", [id("x"), lb, op("..<"), id("i"), rb])
    }

    func testDotOperators() {
        // An operator that starts with `.` may hold more dots; others may not.
        assertLex("a .* b", [id("a"), op(".*"), id("b")])
        assertLex("a .== b", [id("a"), op(".=="), id("b")])
        assertLex("a+.b", [id("a"), op("+"), dot, id("b")])
    }

    func testMemberAccessDots() {
        assertLex("a.b.c", [id("a"), dot, id("b"), dot, id("c")])
        assertLex(".red", [dot, id("red")])
        assertLex("f(.a, .b)", [id("f"), lp, dot, id("a"), comma, dot, id("b"), rp])
    }

    func testOptionalChainingAndForceUnwrap() {
        assertLex("x?.y!.z", [id("x"), op("?"), dot, id("y"), op("!"), dot, id("z")])
        assertLex("x!", [id("x"), op("!")])
        assertLex("f()?[0]", [id("f"), lp, rp, op("?"), lb, int("0"), rb])
        assertLex("x?.y?.z", [id("x"), op("?"), dot, id("y"), op("?"), dot, id("z")])
    }

    func testPostfixBangOrQuestionMarkStandsAlone() {
        // Right after an operand `!` and `?` are postfix, whatever follows them.
        assertLex("x!=y", [id("x"), op("!"), op("="), id("y")])
        assertLex("a??b", [id("a"), op("?"), op("?"), id("b")])
        assertLex("x!==y", [id("x"), op("!"), op("=="), id("y")])
        assertLex("x! == y", [id("x"), op("!"), op("=="), id("y")])
        // With space before them they start an ordinary operator.
        assertLex("x != y", [id("x"), op("!="), id("y")])
        assertLex("c ? a : b", [id("c"), op("?"), id("a"), colon, id("b")])
    }

    func testOptionalInsideGenericArguments() {
        // Found comparing with swift-syntax on real apps: `?>` used to be one operator.
        assertLex("Binding<String?>", [id("Binding"), op("<"), id("String"), op("?"), op(">")])
        assertLex("Published<Item?>.Publisher",
                  [id("Published"), op("<"), id("Item"), op("?"), op(">"), dot, id("Publisher")])
        assertLex("Binding<[Int]?>?", [id("Binding"), op("<"), lb, id("Int"), rb, op("?"), op(">?")])
        assertLex("Binding<A<T>?>", [id("Binding"), op("<"), id("A"), op("<"), id("T"), op(">?>")])
    }

    func testDoubleOptionalsAndOptionalAssignment() {
        assertLex("var c: Context??", [kw("var"), id("c"), colon, id("Context"), op("?"), op("?")])
        assertLex("x: URL?? = .none", [id("x"), colon, id("URL"), op("?"), op("?"), op("="), dot, id("none")])
        assertLex("v??.frame", [id("v"), op("?"), op("?"), dot, id("frame")])
        assertLex("(T?)?=nil", [lp, id("T"), op("?"), rp, op("?"), op("="), kw("nil")])
    }

    func testKeyPathThroughAnOptionalRoot() {
        assertLex(#"\.?.hashValue"#, [backslash, dot, op("?"), dot, id("hashValue")])
    }

    func testUnicodeOperators() {
        // Found in isowords: custom operators made of Unicode operator characters.
        assertLex("tuple <¢> lhs <*> rhs", [id("tuple"), op("<¢>"), id("lhs"), op("<*>"), id("rhs")])
        assertLex("a≠b", [id("a"), op("≠"), id("b")])
        assertLex("a × b ÷ c", [id("a"), op("×"), id("b"), op("÷"), id("c")])
        assertLex("f→g", [id("f"), op("→"), id("g")])
        assertLex("x •• y", [id("x"), op("••"), id("y")])
    }

    func testCombiningMarksContinueOperatorsAndIdentifiers() {
        assertLex("a +\u{0301} b", [id("a"), op("+\u{0301}"), id("b")])
        assertLex("e\u{0301}x", [id("e\u{0301}x")])
    }

    func testNoBreakSpaceIsWhiteSpace() {
        assertLex("let\u{A0}x\u{A0}=\u{A0}1", [kw("let"), id("x"), op("="), int("1")])
        let tokens = scanChecked("a\u{A0}b")
        XCTAssertTrue(tokens[1].hasSpaceBefore)
    }

    func testTryAndCastMarks() {
        assertLex("try! f()", [kw("try"), op("!"), id("f"), lp, rp])
        assertLex("try? f()", [kw("try"), op("?"), id("f"), lp, rp])
        assertLex("x as? T", [id("x"), kw("as"), op("?"), id("T")])
        assertLex("x as! T", [id("x"), kw("as"), op("!"), id("T")])
    }

    func testGenericAngleBracketsAreOperatorCharacters() {
        // The scanner does not know about generics: `>?` is one operator, as in Swift's lexer.
        assertLex("Array<Int>?", [id("Array"), op("<"), id("Int"), op(">?")])
        assertLex("Set<Int>()", [id("Set"), op("<"), id("Int"), op(">"), lp, rp])
    }

    func testCommentOpenerEndsOperator() {
        assertLex("a+/*c*/b", [id("a"), op("+"), block("/*c*/"), id("b")])
        assertLex("a +// c", [id("a"), op("+"), comment("// c")])
        assertLex("a+//c\nb", [id("a"), op("+"), comment("//c"), id("b")])
    }
}
