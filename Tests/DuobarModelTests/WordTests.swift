import XCTest
import DuobarScanner
@testable import DuobarModel

/// `Code.structure` skips most identifiers on their first byte and length before the
/// full `Word.lookup`; every word must still be found, and near misses not.
final class WordTests: XCTestCase {
    func occurrences(in source: String) -> [Word: Int] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let code = Code(text: buffer)
            var found: [Word: Int] = [:]
            for word in Word.allCases where code.contains(word) { found[word] = code.occurrences(of: word).count }
            return found
        }
    }

    func testEveryWordIsFoundWhereItIsWritten() {
        for word in Word.allCases {
            let source = "let value = \(word.spelling) + f(\(word.spelling))\n"
            XCTAssertEqual(occurrences(in: source), [word: 2], word.spelling)
        }
    }

    func testNearMissesAreNotWords() {
        for word in Word.allCases {
            var changed = Array(word.spelling.utf8)
            changed[changed.count - 1] = UInt8(ascii: "Q")
            let longer = word.spelling + "s2"
            let source = "let a = \(String(decoding: changed, as: UTF8.self)); let b = \(longer)\n"
            XCTAssertEqual(occurrences(in: source), [:], word.spelling)
        }
    }

    func testWordsInCommentsAndStringsAreNotFound() {
        XCTAssertEqual(occurrences(in: "// toolbar UIToolbar\nlet s = \"toolbar UIBarButtonItem\"\n"), [:])
    }
}
