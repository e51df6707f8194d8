import XCTest
@testable import DuobarEngine

/// The reader of old-style property lists, the format of Xcode project files: tolerant of
/// what Xcode writes, and never trusting of what it reads.
final class PropertyListTests: XCTestCase {
    func parse(_ text: String) -> PropertyList? {
        PropertyList(Array(text.utf8))
    }

    func testDictionariesArraysStringsAndComments() throws {
        let list = try XCTUnwrap(parse("""
            // !$*UTF8*$!
            {
                /* a comment with { braces ( and "quotes */
                bare = some/path-1.0+x_$y;
                quoted = "two words";
                list = ( one, "two", /* three */ );
                nested = { inner = value; };
                data = <0fa1 b2>;
                empty = ( );
                last = done
            }
            trailing text is ignored
            """))
        let root = list.root
        XCTAssertEqual(list.string(root, "bare"), "some/path-1.0+x_$y")
        XCTAssertEqual(list.string(root, "quoted"), "two words")
        XCTAssertEqual(list.array(root, "list").map(list.string), ["one", "two"])
        XCTAssertEqual(list.value(root, "nested").flatMap { list.string($0, "inner") }, "value")
        XCTAssertEqual(list.string(root, "data"), "0fa1 b2")
        XCTAssertEqual(list.array(root, "empty"), [])
        XCTAssertEqual(list.string(root, "last"), "done", "the last `;` may be missing")
        XCTAssertNil(list.value(root, "missing"))
    }

    func testEscapesAreDecoded() throws {
        let list = try XCTUnwrap(parse(#"{ a = "say \"hi\"\\ \n\tx \U00e9"; "quoted key" = 1; }"#))
        XCTAssertEqual(list.string(list.root, "a"), "say \"hi\"\\ \n\tx é")
        XCTAssertEqual(list.string(list.root, "quoted key"), "1")
    }

    func testMalformedOrCutShortIsUnreadable() {
        for text in ["", "   ", "// only a comment", "not a list", "( a, b )", "{ a = ; }", "{ a b; }", "{ a = b; ",
                     "{ a = { b = c; }", "{ a = (b, c; }", "{ a = \"open; }", "{ a = b; } /* unclosed", "{ /* x", "{ a = <01 }",
                     "{ = b; }", "{ a = b;; }", "{ a = (b,, c); }", "{ (a) = b; }", "{ a = b; ) }", "{ a = ( b } }"] {
            XCTAssertNil(parse(text), text)
        }
    }

    func testDeepNestingStopsWithoutRecursion() {
        XCTAssertNil(parse(String(repeating: "{ a = ", count: 100_000)))
        XCTAssertNil(parse("{ a = " + String(repeating: "(", count: 100_000)))
        let nested = "{ a = " + String(repeating: "{ a = ", count: 40) + "b;" + String(repeating: " };", count: 40) + " }"
        XCTAssertNotNil(parse(nested), "ordinary nesting is fine")
    }

    func testBinaryGarbageIsUnreadable() {
        var bytes = [UInt8](repeating: 0, count: 4096)
        for k in bytes.indices { bytes[k] = UInt8(truncatingIfNeeded: k &* 7919 &+ 13) }
        XCTAssertNil(PropertyList(bytes))
    }
}
