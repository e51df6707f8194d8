import XCTest
@testable import DuobarScanner

final class ScannerLiteralTests: XCTestCase {
    func testDecimalIntegers() {
        assertLex("0 42 1_000_000 007 1__2", [int("0"), int("42"), int("1_000_000"), int("007"), int("1__2")])
    }

    func testHexBinaryOctalIntegers() {
        assertLex("0xFF 0xdead_beef 0b1010 0b_1 0o777 0o1_7",
                  [int("0xFF"), int("0xdead_beef"), int("0b1010"), int("0b_1"), int("0o777"), int("0o1_7")])
    }

    func testDecimalFloats() {
        assertLex("1.5 0.0 1e10 1E10 1.5e-3 2e+5 1_0.0_1 3.14_15e1_0",
                  [float("1.5"), float("0.0"), float("1e10"), float("1E10"), float("1.5e-3"), float("2e+5"),
                   float("1_0.0_1"), float("3.14_15e1_0")])
    }

    func testHexFloats() {
        assertLex("0x1p3 0x1P-2 0x1.8p1 0xA.Bp+4 0x1_0.f_fp0",
                  [float("0x1p3"), float("0x1P-2"), float("0x1.8p1"), float("0xA.Bp+4"), float("0x1_0.f_fp0")])
    }

    func testNegativeNumberIsOperatorAndLiteral() {
        assertLex("-1 -2.5", [op("-"), int("1"), op("-"), float("2.5")])
    }

    func testRanges() {
        assertLex("1..<2", [int("1"), op("..<"), int("2")])
        assertLex("0...10", [int("0"), op("..."), int("10")])
        assertLex("0..<n", [int("0"), op("..<"), id("n")])
        assertLex("1...", [int("1"), op("...")])
        assertLex("...5", [op("..."), int("5")])
    }

    func testFloatAfterRangeOperator() {
        assertLex("0...1.5", [int("0"), op("..."), float("1.5")])
        assertLex("0.5..<1.5", [float("0.5"), op("..<"), float("1.5")])
        // Found comparing with swift-syntax on real apps.
        assertLex("case ...0.1:", [kw("case"), op("..."), float("0.1"), colon])
        assertLex("(0.6...0.8)", [lp, float("0.6"), op("..."), float("0.8"), rp])
        // Only a `.` token before the number makes it tuple access, wherever white space falls.
        assertLex("x. 0.1", [id("x"), dot, int("0"), dot, int("1")])
        assertLex("x./* c */0.1", [id("x"), dot, block("/* c */"), int("0"), dot, int("1")])
    }

    func testTupleAccessIsNotAFloat() {
        assertLex("x.0.1", [id("x"), dot, int("0"), dot, int("1")])
        assertLex("t.1 .2", [id("t"), dot, int("1"), dot, int("2")])
        assertLex("pair.0.description", [id("pair"), dot, int("0"), dot, id("description")])
    }

    func testMemberAccessOnIntegerLiteral() {
        assertLex("1.description", [int("1"), dot, id("description")])
        assertLex("0xff.description", [int("0xff"), dot, id("description")])
        assertLex("0xF.a", [int("0xF"), dot, id("a")])
        assertLex("1.5.rounded()", [float("1.5"), dot, id("rounded"), lp, rp])
    }

    func testExponentNeedsDigits() {
        // `e` after the digits makes a (malformed) float even without exponent digits, as in Swift's lexer.
        assertLex("1e", [float("1e")])
        assertLex("1.0e", [float("1.0e")])
        assertLex("1e+", [float("1e+")])
        assertLex("1e-x", [float("1e-x")])
        assertLex("2.e5", [int("2"), dot, id("e5")])
    }

    func testIdentifierCharactersAfterNumberStayInTheLiteral() {
        assertLex("1abc 0b12 0xZ", [int("1abc"), int("0b12"), int("0xZ")])
    }

    func testNumbersNextToPunctuation() {
        assertLex("[1,2](3)", [lb, int("1"), comma, int("2"), rb, lp, int("3"), rp])
        assertLex("a[0]+1", [id("a"), lb, int("0"), rb, op("+"), int("1")])
    }
}
