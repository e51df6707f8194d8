import XCTest
@testable import DuobarModel

final class DeclaredNamesTests: XCTestCase {
    func names(_ source: String) -> [UInt64] {
        Array(source.utf8).withUnsafeBufferPointer { DeclaredNames.hashes(in: $0) }
    }

    func declares(_ source: String, _ name: String) -> Bool {
        IndexDependence.contains(names(source), IndexDependence.hash(Array(name.utf8)))
    }

    func testNamesAfterDeclaringKeywords() {
        let source = """
            struct CloseButton: View { var body: some View { Text("x") } }
            private final class Store {}
            enum Route { case a }
            extension Screen { var addButton: some View { EmptyView() } }
            func makeLabel() -> some View { icon }
            let icon: Image = Image("a")
            actor Cache {}
            typealias Badge = Text
            protocol Styled {}
            """
        for name in ["CloseButton", "body", "Store", "Route", "Screen", "addButton", "makeLabel", "icon", "Cache", "Badge", "Styled"] {
            XCTAssertTrue(declares(source, name), name)
        }
        for name in ["View", "Text", "Image", "EmptyView", "some", "a", "private"] {
            XCTAssertFalse(declares(source, name), name)
        }
    }

    func testEveryPartOfADottedExtensionNameAndBacktickedNames() {
        XCTAssertTrue(declares("extension DS.Buttons.Close: View {}", "Close"))
        XCTAssertTrue(declares("extension DS.Buttons.Close: View {}", "DS"))
        XCTAssertTrue(declares("var `default`: some View { x }", "default"))
        XCTAssertTrue(declares("struct\n    Spread: View {}", "Spread"), "a line break between keyword and name")
    }

    /// Names and runs of spaces are read eight bytes at a time: every length around a word's
    /// edge, non-ASCII names, and a file that ends inside a name.
    func testNamesAndIndentationOfEveryLengthAcrossWordEdges() {
        for spaces in 0...17 {
            for length in 1...19 {
                let name = String("Abcdefghijklmnopqrs_0123".prefix(length))
                let source = "struct" + String(repeating: " ", count: max(spaces, 1)) + name + ": View {}"
                XCTAssertTrue(declares(source, name), "\(spaces) spaces, \(name)")
                XCTAssertFalse(declares(source, String(name.dropLast())), "\(spaces) spaces, \(name) less its last byte")
                XCTAssertTrue(declares(String(repeating: " ", count: spaces) + "var " + name, name), "ends inside the name")
                let call = String(repeating: " ", count: spaces) + name.uppercased() + "()"
                XCTAssertEqual(Array(call.utf8).withUnsafeBufferPointer { DeclaredNames.read($0).mentioned },
                               [IndexDependence.hash(Array(name.uppercased().utf8))], call)
            }
        }
        XCTAssertTrue(declares("struct ÉtéRéglagesVueÀ: View {}", "ÉtéRéglagesVueÀ"))
        XCTAssertTrue(declares("struct Zz_9ÿ\u{7F}x: View {}", "Zz_9ÿ"), "DEL ends a name")
        for separator in ["\t", "`", "\n", "        \t  "] {
            XCTAssertTrue(declares("struct" + separator + "Kept: View {}", "Kept"), separator)
        }
        for breaker in ["@", "[", "{", "/", ":", "^", "~"] {
            XCTAssertFalse(declares("struct A" + breaker + "Later", "A" + breaker + "Later"), breaker)
            XCTAssertTrue(declares("struct A" + breaker + "Later", "A"), breaker)
        }
    }

    /// Keywords are told apart by comparing words: each one declares wherever it sits (eight
    /// bytes or fewer from the end too), and a word one byte off does not.
    func testEveryKeywordAndItsNearMissesAtEveryDistanceFromTheEnd() {
        let keywords = ["var", "let", "func", "enum", "class", "actor", "struct", "protocol", "extension", "typealias"]
        for keyword in keywords {
            var misses = [keyword + "s", String(keyword.dropLast()), String(keyword.dropFirst()),
                          String(keyword.dropLast()) + "X", "X" + String(keyword.dropFirst())]
            misses.removeAll { keywords.contains($0) }
            for padding in 0...9 {
                for after in ["", " ", "  \n"] {
                    let pad = String(repeating: ".", count: padding)
                    XCTAssertTrue(declares(pad + keyword + " N" + after, "N"), "\(keyword) after \(padding)")
                    for miss in misses {
                        XCTAssertFalse(declares(pad + miss + " N" + after, "N"), "\(miss) after \(padding)")
                    }
                }
            }
        }
    }

    /// Between names, bytes below `A` are skipped a word at a time and the rest checked one by
    /// one: a name right after each byte from `A` up that starts none is still read.
    func testANameAfterEveryByteThatStartsNoName() {
        for breaker in ["[", "\\", "]", "^", "`", "{", "|", "}", "~", "\u{7F}", "@"] {
            for padding in 0...9 {
                let source = String(repeating: " ", count: padding) + "x" + breaker + "Row()" + breaker + "let Kept"
                XCTAssertEqual(Array(source.utf8).withUnsafeBufferPointer { DeclaredNames.read($0).mentioned },
                               [IndexDependence.hash(Array("Row".utf8))], source)
                XCTAssertTrue(declares(source, "Kept"), source)
            }
        }
    }

    /// The reading agrees with a plain byte-at-a-time one on text made of names, keywords,
    /// blanks and punctuation, of every length around a word's edge.
    func testAgreesWithAByteAtATimeReading() {
        let pieces = ["var", "let", "func", "enum", "class", "actor", "struct", "protocol", "extension", "typealias",
                      " ", "  ", "\t", "\n        ", "`", ".", "(", "{", " {", "}", ":", "[", "9", "_x", "Ab", "HomeView",
                      "é", "\u{7F}", "longerThanEightBytes", "//", "\""]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        for _ in 0..<3000 {
            let text = Array((0..<next(24)).map { _ in pieces[next(pieces.count)] }.joined().utf8)
            let (declared, mentioned) = byteAtATimeReading(text)
            let reading = text.withUnsafeBufferPointer { DeclaredNames.read($0) }
            XCTAssertEqual(reading.declared, declared, String(decoding: text, as: UTF8.self))
            XCTAssertEqual(reading.mentioned, mentioned, String(decoding: text, as: UTF8.self))
        }
    }

    /// What `DeclaredNames.read` gives, read one byte at a time from the rules it documents.
    func byteAtATimeReading(_ text: [UInt8]) -> (declared: [UInt64], mentioned: [UInt64]) {
        func isStart(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b >= 128 }
        func isBlank(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 || b == 96 }
        let keywords = Set(["var", "let", "func", "enum", "class", "actor", "struct", "protocol", "extension", "typealias"]
            .map { Array($0.utf8) })
        var declared = Set<UInt64>(), mentioned = Set<UInt64>()
        var declaring = false
        var q = 0
        while q < text.count {
            guard isStart(text[q]) else {
                if !isBlank(text[q]) { declaring = false }
                q += 1
                continue
            }
            let start = q
            while q < text.count && (isStart(text[q]) || (text[q] >= 48 && text[q] <= 57)) { q += 1 }
            let name = Array(text[start..<q])
            if declaring {
                declared.insert(IndexDependence.hash(name))
                declaring = q < text.count && text[q] == UInt8(ascii: ".")
                if declaring { q += 1 }
            } else {
                declaring = keywords.contains(name)
                var after = q
                while after < text.count && text[after] == 32 { after += 1 }
                if text[start] >= 65 && text[start] <= 90 && q < text.count
                    && (text[q] == UInt8(ascii: "(") || (after < text.count && text[after] == UInt8(ascii: "{"))) {
                    mentioned.insert(IndexDependence.hash(name))
                }
            }
        }
        return (declared.sorted(), mentioned.sorted())
    }

    /// Only a lower-case name of three to nine bytes is compared with the keywords: the
    /// capitalized, shorter and longer look-alikes declare nothing.
    func testOnlyLowerCaseNamesOfAKeywordsLengthAreComparedWithTheKeywords() {
        for miss in ["Struct", "Var", "LET", "Func", "Extension", "Typealias", "st", "protocols", "extensions"] {
            XCTAssertFalse(declares(miss + " N", "N"), miss)
        }
        for keyword in ["var", "typealias"] {
            XCTAssertTrue(declares(keyword + " N", "N"), keyword)
        }
    }

    func testWordsThatOnlyContainAKeywordDeclareNothing() {
        XCTAssertEqual(names("let structure = variable; funcs.letter()").count, 1, "only `structure` after `let`")
        XCTAssertTrue(names("").isEmpty)
        XCTAssertTrue(names("struct").isEmpty, "a keyword at the end")
        XCTAssertTrue(names("var 1x = 2").isEmpty, "a digit cannot start a name")
    }
}

final class DeclarationNameTests: XCTestCase {
    func hash(_ s: String) -> UInt64 { IndexDependence.hash(Array(s.utf8)) }

    func testAKeysNameAndOwner() {
        XCTAssertEqual(ViewKey(Array("CloseButton".utf8)).declarationName, DeclarationName(name: hash("CloseButton"), owner: 0))
        XCTAssertEqual(ViewKey(Array("DS.Buttons.Close".utf8)).declarationName, DeclarationName(name: hash("Close"), owner: hash("Buttons")))
        XCTAssertEqual(ViewKey(Array("\u{1}tag.Content".utf8)).declarationName, DeclarationName(name: hash("Content"), owner: 0),
                       "a private type's tag is no name a file declares")
    }

    func testAMemberIsDeclaredOnlyWhereItsOwnerIsToo() {
        let member = ViewKey(Array("Screen.label".utf8)).declarationName
        let withOwner = Array("extension Screen { var label: some View { Text(\"x\") } }".utf8).withUnsafeBufferPointer(DeclaredNames.hashes)
        let without = Array("struct Row: View { var label: some View { Text(\"x\") } }".utf8).withUnsafeBufferPointer(DeclaredNames.hashes)
        XCTAssertTrue(member.isDeclared(in: withOwner))
        XCTAssertFalse(member.isDeclared(in: without), "another type's `label` is not the one looked up")
    }
}

final class MentionedNamesTests: XCTestCase {
    func calls(_ source: String) -> [UInt64] {
        Array(source.utf8).withUnsafeBufferPointer { DeclaredNames.read($0).mentioned }
    }

    func testCapitalizedCallsAreMentionedAndDeclarationsAndTypesAreNot() {
        let source = """
            struct Root: View {
                let model: Model
                var body: some View {
                    TabView { Tab("Home", systemImage: "house") { HomeView(model: model) }; SettingsView {
                    } }
                }
            }
            """
        let found = Set(calls(source))
        for name in ["TabView", "Tab", "HomeView", "SettingsView"] {
            XCTAssertTrue(found.contains(IndexDependence.hash(Array(name.utf8))), name)
        }
        for name in ["Root", "Model"] {
            XCTAssertFalse(found.contains(IndexDependence.hash(Array(name.utf8))), name)
        }
    }
}
