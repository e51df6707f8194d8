import XCTest
@testable import DuobarScanner

/// The word-at-a-time tests agree with the byte classes for every byte at every place.
final class ByteWordsTests: XCTestCase {
    func word(_ place: Int, _ byte: Int, filler: (Int) -> Int) -> UInt64 {
        var word: UInt64 = 0
        for k in 0..<8 { word |= UInt64(k == place ? byte : filler(k)) << (8 * UInt64(k)) }
        return word
    }

    func testNameLengthAgreesWithTheByteClassesEverywhere() {
        func isASCIIName(_ b: Int) -> Bool {
            (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || (b >= 48 && b <= 57) || b == 95
        }
        for place in 0..<8 {
            for b in 0..<256 {
                let w = word(place, b) { 0x61 + $0 }
                XCTAssertEqual(ByteWords.nameLength(w, nonASCII: true), isASCIIName(b) || b >= 128 ? 8 : place, "byte \(b) at \(place)")
                XCTAssertEqual(ByteWords.nameLength(w, nonASCII: false), isASCIIName(b) ? 8 : place, "byte \(b) at \(place)")
            }
        }
        // Non-ASCII bytes side by side (UTF-8 sequences) carry nothing into their neighbours.
        let ete = Array("étéZ_!9?".utf8)
        let w = ete.withUnsafeBufferPointer { ByteWords.load($0.baseAddress!) }
        XCTAssertEqual(ByteWords.nameLength(w, nonASCII: true), 7)
        XCTAssertEqual(ByteWords.nameLength(w, nonASCII: false), 0)
    }

    /// Unmasked, high bytes carry into later ones: the length must not change for any byte at
    /// any place, whatever the bytes around it.
    func testASCIINameLengthAgreesWithNameLengthWhateverTheNeighbours() {
        var generator = SystemRandomNumberGenerator()
        let fillers: [(Int) -> Int] = [{ 0x61 + $0 }, { _ in 0xFF }, { _ in 0x80 }, { $0 % 2 == 0 ? 0xE1 : 0x5F }]
        for place in 0..<8 {
            for b in 0..<256 {
                for filler in fillers {
                    let w = word(place, b, filler: filler)
                    XCTAssertEqual(ByteWords.asciiNameLength(w), ByteWords.nameLength(w, nonASCII: false), "byte \(b) at \(place)")
                }
            }
        }
        for _ in 0..<100_000 {
            let w = UInt64.random(in: .min ... .max, using: &generator)
            XCTAssertEqual(ByteWords.asciiNameLength(w), ByteWords.nameLength(w, nonASCII: false), "word \(w)")
        }
    }

    func testSpaceLengthAgreesWithTheByteEverywhere() {
        for place in 0..<8 {
            for b in 0..<256 {
                XCTAssertEqual(ByteWords.spaceLength(word(place, b) { _ in 0x20 }), b == 32 ? 8 : place, "byte \(b) at \(place)")
            }
        }
    }

    func testLengthBeforeStopsAtEitherByteAndNothingElse() {
        for place in 0..<8 {
            for b in 0..<256 {
                for filler in [0x00, 0x0B, 0x8A, 0xFF] {
                    let w = word(place, b) { _ in filler }
                    XCTAssertEqual(ByteWords.lengthBefore(w, 10, 13), b == 10 || b == 13 ? place : 8, "byte \(b) at \(place)")
                    XCTAssertEqual(ByteWords.equalBytes(w, UInt64(b)).nonzeroBitCount, b == filler ? 8 : 1, "byte \(b) at \(place)")
                }
            }
        }
    }

    func testLengthBelowAgreesWithTheByteEverywhere() {
        for bound in [0x01, 0x30, 0x41, 0x80] {
            for place in 0..<8 {
                for b in 0..<256 {
                    XCTAssertEqual(ByteWords.lengthBelow(word(place, b) { _ in 0x00 }, UInt64(bound)), b < bound ? 8 : place,
                                   "byte \(b) at \(place), below \(bound)")
                }
            }
        }
    }
}
