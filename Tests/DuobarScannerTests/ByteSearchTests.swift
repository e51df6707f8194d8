import XCTest
@testable import DuobarScanner

/// `ByteClass.firstIndex`/`contains`: a needle found by one anchor byte, then compared in place.
final class ByteSearchTests: XCTestCase {
    func index(_ hay: String, _ needle: String, anchor: Int = 0) -> Int? {
        let h = Array(hay.utf8), n = Array(needle.utf8)
        return h.withUnsafeBufferPointer { hb in n.withUnsafeBufferPointer { ByteClass.firstIndex(hb, $0.baseAddress!, $0.count, anchor: anchor) } }
    }

    func testFirstIndex() {
        XCTAssertEqual(index("addInputAccessoryView(", "InputAccessory"), 3)
        XCTAssertEqual(index("InputAccessor", "InputAccessory"), nil, "cut short")
        XCTAssertEqual(index("aab aab", "ab", anchor: 1), 1, "the anchor is a byte of the needle, not its start")
        XCTAssertEqual(index("xx", "x"), 0)
        XCTAssertEqual(index("", "x"), nil)
        XCTAssertEqual(index("TEST_HOSTS TEST_HOST =", "TEST_HOST ="), 11)
    }

    func testContains() {
        let block = Array("\tBUNDLE_LOADER = \"$(TEST_HOST)\";\n".utf8)
        block.withUnsafeBufferPointer { b in
            XCTAssertTrue(ByteClass.contains(b, "BUNDLE_LOADER ="))
            XCTAssertFalse(ByteClass.contains(b, "TEST_HOST ="), "the name inside a value is not a setting")
        }
    }
}
