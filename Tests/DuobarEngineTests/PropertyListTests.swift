import XCTest
import Foundation
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

    func testBareStringsEndOnlyAtTheirDelimiters() throws {
        // Bytes the sixteen-at-a-time scan stops at but that do not end a string, and a
        // `/*` inside a string, which starts no comment.
        let list = try XCTUnwrap(parse("{ a = x|y~z?w>v+u$t*s!r&q'p#o%n; b = b/*c; ré = Réglages-1.0_β.swift; c=d;e=\"f\"}"))
        XCTAssertEqual(list.string(list.root, "a"), "x|y~z?w>v+u$t*s!r&q'p#o%n")
        XCTAssertEqual(list.string(list.root, "b"), "b/*c")
        XCTAssertEqual(list.string(list.root, "ré"), "Réglages-1.0_β.swift")
        XCTAssertEqual(list.string(list.root, "c"), "d")
        XCTAssertEqual(list.string(list.root, "e"), "f")
    }

    /// Strings, data and comments of every length around the scan's sixteen bytes, also
    /// where they end with the file.
    func testEveryLengthAroundTheScanWidth() throws {
        for length in 0...40 {
            let word = String(repeating: "A", count: length)
            let bare = length == 0 ? "x" : word
            for text in ["{k=\(bare);}", "{k = \(bare)\n}", "{k=\(bare)}"] {
                XCTAssertEqual(try XCTUnwrap(parse(text), text).string(0, "k"), bare, text)
            }
            XCTAssertEqual(parse("{k=\"\(word)\";}")?.string(0, "k"), word)
            XCTAssertEqual(parse("{k=\"\(word)\\\"\";}")?.string(0, "k"), word + "\"")
            XCTAssertEqual(parse("{k=<\(word)>;}")?.string(0, "k"), word)
            XCTAssertEqual(parse("{/*\(word)*/k=v;}")?.string(0, "k"), "v")
            XCTAssertEqual(parse("{k=v;}/*\(word)*/")?.string(0, "k"), "v")
            XCTAssertNil(parse("{k=\(bare)"))
            XCTAssertNil(parse("{k=\"\(word)"))
            XCTAssertNil(parse("{k=\"\(word)\\"))
            XCTAssertNil(parse("{k=<\(word)"))
            XCTAssertNil(parse("{k=v;}/*\(word)*"))
        }
    }

    func testLinesIndentedWithManyTabsAndCarriageReturns() throws {
        let list = try XCTUnwrap(parse("{\r\n" + String(repeating: "\t", count: 19) + "a = b;\r\n\t\tc = (\n\t\t\t\t\t\t\t\t\t1,\n\t2 );\n}\r\n"))
        XCTAssertEqual(list.string(list.root, "a"), "b")
        XCTAssertEqual(list.array(list.root, "c").map(list.string), ["1", "2"])
    }

    /// Far more nodes than a project file has for its size: the first room made for them
    /// is not enough, and the list is read again with room for the most it can have.
    func testADenseListIsReadWhole() throws {
        let items = Array(repeating: "a", count: 5000)
        let list = try XCTUnwrap(parse("{k=(" + items.joined(separator: ",") + ");m={" + items.map { "\($0)=\($0)" }.joined(separator: ";") + "};}"))
        XCTAssertEqual(list.array(list.root, "k").count, 5000)
        XCTAssertEqual(list.value(list.root, "m").map { list.entries($0).count }, 10000)
    }

    func testTheFirstOfTwoKeysAndEscapedKeysAreFound() throws {
        let list = try XCTUnwrap(parse(#"{ "is\a" = x; isa = y; k = 1; k = 2; }"#))
        XCTAssertEqual(list.string(list.root, "isa"), "x", "an escaped key is decoded before it is compared")
        XCTAssertEqual(list.string(list.root, "k"), "1")
    }

    /// Cut anywhere before its last brace, a real project file is unreadable; changed at
    /// random, it is read or not, never a crash or a hang.
    func testAProjectCutShortOrScrambled() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/PhoneAndWatch.pbxproj")
        let bytes = Array(try Data(contentsOf: url))
        let lastBrace = try XCTUnwrap(bytes.lastIndex(of: UInt8(ascii: "}")))
        XCTAssertNotNil(PropertyList(bytes))
        for cut in stride(from: 0, to: lastBrace, by: 7) {
            XCTAssertNil(PropertyList(Array(bytes[..<cut])), "cut at \(cut)")
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ n: Int) -> Int {
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            return Int(seed % UInt64(n))
        }
        let specials = Array("{}();=,\"<>/*\\ \n\t".utf8) + [0, 0x80, 0xC3, 0xFF]
        for _ in 0..<300 {
            var changed = bytes
            for _ in 0...random(4) {
                switch random(3) {
                case 0: changed[random(changed.count)] = specials[random(specials.count)]
                case 1: changed.insert(specials[random(specials.count)], at: random(changed.count))
                default:
                    let at = random(changed.count)
                    changed.removeSubrange(at..<min(changed.count, at + random(30)))
                }
            }
            if let list = PropertyList(changed) {
                _ = XcodeProject(list, folder: "/scratch")
            }
        }
    }
}
