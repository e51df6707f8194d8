import XCTest
@testable import DuobarEngine

/// Files named `.swift` that are clearly not text are skipped; source with a stray NUL is not.
final class TextCheckTests: XCTestCase {
    func kind(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer(TextCheck.binaryKind)
    }

    func testKnownSignatures() {
        XCTAssertEqual(kind([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1]), "an ELF executable or library")
        XCTAssertEqual(kind([0xCF, 0xFA, 0xED, 0xFE, 7, 0, 0, 1]), "a Mach-O executable or library")
        XCTAssertEqual(kind(Array("PK\u{3}\u{4}rest".utf8)), "a zip archive")
        XCTAssertEqual(kind(Array("%PDF-1.7\n".utf8)), "a PDF document")
        XCTAssertEqual(kind(Array("!<arch>\nfoo.o/".utf8)), "an archive (.a)")
    }

    func testManyNULBytesAreBinaryData() {
        let data = [UInt8](repeating: 0x41, count: 100) + [UInt8](repeating: 0, count: 20)
        XCTAssertEqual(kind(data), "binary data (20 NUL bytes in its first 120 bytes)")
        let utf16 = Array("struct V { let a = 1 }\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        XCTAssertEqual(kind(utf16), "binary data (23 NUL bytes in its first 46 bytes)", "UTF-16 is not Swift source either")
    }

    func testSourceWithAStrayNULIsText() {
        XCTAssertNil(kind(Array("let s = \"a\u{0}b\" // \u{0}\nstruct V {}\n".utf8)))
        XCTAssertNil(kind(Array((String(repeating: "let a = 1\n", count: 1000) + "\u{0}\u{0}\u{0}").utf8)))
        XCTAssertNil(kind(Array("let s = \"a\u{0}b\"\n  \u{0} \u{0}\u{0} // \u{0}\nstruct V {}\n".utf8)), "a few NULs in a small file")
        XCTAssertNil(kind([]))
        // Random bytes hold a NUL in 256: garbled, but linted (what is readable still counts).
        var random: [UInt8] = []
        var x: UInt64 = 88172645463325252
        for _ in 0..<8192 { x ^= x << 13; x ^= x >> 7; x ^= x << 17; random.append(UInt8(truncatingIfNeeded: x)) }
        XCTAssertNil(kind(random))
        XCTAssertNil(kind(Array("%PDF".utf8)), "a prefix of a signature is not the signature")
        XCTAssertNil(kind(Array("PK".utf8)))
    }
}
