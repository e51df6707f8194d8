import XCTest
@testable import DuobarScanner

final class ScannerIdentifierTests: XCTestCase {
    func testASCIIIdentifiers() {
        assertLex("foo _bar baz9 FooBar __x", [id("foo"), id("_bar"), id("baz9"), id("FooBar"), id("__x")])
    }

    func testUnicodeIdentifiers() {
        assertLex("café 名前 π Ωmega x😀y", [id("café"), id("名前"), id("π"), id("Ωmega"), id("x😀y")])
    }

    func testWildcardIsAKeyword() {
        assertLex("_ = f()", [kw("_"), op("="), id("f"), lp, rp])
    }

    func testDollarIdentifiers() {
        assertLex("$0 $12 $name $_x $", [id("$0"), id("$12"), id("$name"), id("$_x"), id("$")])
        assertLex("$0.count", [id("$0"), dot, id("count")])
        assertLex("map { $0 + $1 }", [id("map"), lc, id("$0"), op("+"), id("$1"), rc])
    }

    func testDollarContinuesAnIdentifier() {
        // Found comparing with swift-syntax's parser tests: `$` is an identifier character after the start.
        assertLex("_$observationRegistrar a$b $$ x$", [id("_$observationRegistrar"), id("a$b"), id("$$"), id("x$")])
        assertLex("$0$1", [id("$0$1")])
    }

    func testBacktickedIdentifiers() {
        assertLex("`class` `default`.x", [id("`class`"), id("`default`"), dot, id("x")])
        // Raw identifiers (SE-0451) may hold spaces and operator characters.
        assertLex("func `a test`()", [kw("func"), id("`a test`"), lp, rp])
    }

    func testReservedKeywords() {
        let words = ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
                     "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
                     "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
                     "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
                     "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil",
                     "self", "Self", "super", "throws", "true", "try"]
        for word in words {
            assertLex(word, [kw(word)])
        }
    }

    func testContextualKeywordsAreIdentifiers() {
        let words = ["some", "any", "get", "set", "willSet", "didSet", "override", "mutating", "nonmutating",
                     "async", "await", "actor", "lazy", "weak", "unowned", "open", "package", "final", "required",
                     "convenience", "optional", "indirect", "consume", "borrowing", "consuming", "each", "macro",
                     "Type", "Protocol", "selfish", "classy", "iff", "forEach", "letter", "inout_"]
        for word in words {
            assertLex(word, [id(word)])
        }
    }

    func testKeywordPrefixesAndCaseMatter() {
        assertLex("Let LET self_ Self2 SELF", [id("Let"), id("LET"), id("self_"), id("Self2"), id("SELF")])
    }

    func testEditorPlaceholdersAreIdentifiers() {
        // Found comparing with swift-syntax's parser tests: `<#…#>` lexes as one identifier.
        assertLex("let <#name#> = <#value#>", [kw("let"), id("<#name#>"), op("="), id("<#value#>")])
        assertLex("if !<#b1#> && !<#b2#> {}", [kw("if"), op("!"), id("<#b1#>"), op("&&"), op("!"), id("<#b2#>"), lc, rc])
        assertLex("f(<#T##Int#>)", [id("f"), lp, id("<#T##Int#>"), rp])
        // Not closed on its line, or another `<#` first: no placeholder.
        assertLex("a <# b\n#> c", [id("a"), op("<"), unknown("#"), id("b"), unknown("#"), op(">"), id("c")])
        assertLex("<#a <#b#>", [op("<"), pound("#a"), id("<#b#>")])
    }

    func testPunctuation() {
        assertLex("(a, b: [c]); {d}", [lp, id("a"), comma, id("b"), colon, lb, id("c"), rb, rp, semi, lc, id("d"), rc])
    }

    func testKeyPathBackslash() {
        assertLex(#"\.name"#, [backslash, dot, id("name")])
        assertLex(#"\Person.name"#, [backslash, id("Person"), dot, id("name")])
    }

    func testAttributes() {
        assertLex("@MainActor @objc(foo:) @_spi(X) @escaping @Sendable",
                  [attr("@MainActor"), attr("@objc"), lp, id("foo"), colon, rp, attr("@_spi"), lp, id("X"), rp,
                   attr("@escaping"), attr("@Sendable")])
        assertLex("@State private var x", [attr("@State"), kw("private"), kw("var"), id("x")])
    }

    func testAttributeWithBacktickedName() {
        assertLex("@`Poorly Named` var x", [attr("@`Poorly Named`"), kw("var"), id("x")])
        assertLex("@`` x", [unknown("@"), unknown("`"), unknown("`"), id("x")])
    }

    func testLoneAtSign() {
        assertLex("@ x @", [unknown("@"), id("x"), unknown("@")])
    }

    func testConditionalCompilationDirectives() {
        assertLex("#if os(iOS)\n#elseif DEBUG\n#else\n#endif",
                  [directive("#if"), id("os"), lp, id("iOS"), rp, directive("#elseif"), id("DEBUG"),
                   directive("#else"), directive("#endif")])
    }

    func testOtherPoundKeywords() {
        assertLex("#available(iOS 17, *) #unavailable #selector(f) #Preview #file #warning #sourceLocation",
                  [pound("#available"), lp, id("iOS"), int("17"), comma, op("*"), rp, pound("#unavailable"),
                   pound("#selector"), lp, id("f"), rp, pound("#Preview"), pound("#file"), pound("#warning"),
                   pound("#sourceLocation")])
        // Names that merely start like a directive are not directives.
        assertLex("#iffy #elsewhere #endifx", [pound("#iffy"), pound("#elsewhere"), pound("#endifx")])
    }

    func testLonePound() {
        assertLex("# if", [unknown("#"), kw("if")])
        assertLex("##if", [unknown("#"), directive("#if")])
    }

    func testPostfixDirectiveInModifierChain() {
        assertLex("Text(\"\")\n#if os(iOS)\n.bold()\n#endif",
                  [id("Text"), lp, sBegin(), sEnd(), rp, directive("#if"), id("os"), lp, id("iOS"), rp,
                   dot, id("bold"), lp, rp, directive("#endif")])
    }
}

final class KeywordTableTests: XCTestCase {
    func testTheFastLookupAgreesWithTheListWordForWord() {
        func isKeyword(_ word: String) -> Bool {
            Array(word.utf8).withUnsafeBufferPointer { Keywords.isKeyword($0.baseAddress!, $0.count) }
        }
        for word in Keywords.all.map({ String(describing: $0) }) {
            XCTAssertTrue(isKeyword(word), word)
            XCTAssertFalse(isKeyword(word + "s") && !Keywords.all.map({ String(describing: $0) }).contains(word + "s"), word + "s")
            XCTAssertFalse(isKeyword(String(word.dropLast())) && !Keywords.all.map({ String(describing: $0) }).contains(String(word.dropLast())), word)
        }
        for word in ["some", "get", "override", "associatedtypes", "Class", "precedencegrou", "letx", "x"] {
            XCTAssertFalse(isKeyword(word), word)
        }
        // Long keywords share their first eight bytes (the slot key) with these.
        for word in ["extensio", "extensiox", "subscripT", "typealiaz", "fileprivatE", "fallthrougH", "associatedtypE",
                     "precedencegrouP", "extension_"] {
            XCTAssertFalse(isKeyword(word), word)
        }
    }

    func testEveryKeywordHasASlotOfItsOwn() {
        let slots = Keywords.all.map { Keywords.slot(Keywords.head($0.utf8Start, $0.utf8CodeUnitCount, readable: 0)) }
        XCTAssertEqual(Set(slots).count, Keywords.all.count)
        XCTAssertEqual(Keywords.all.count, 54)
    }
}
