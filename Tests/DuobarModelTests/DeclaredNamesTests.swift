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
