import XCTest
@testable import DuobarModel

/// The table that groups indices by a 64-bit key (bindings, hand-built bars, a file's own
/// declarations, the files that declare or mention a name).
final class HashedGroupsTests: XCTestCase {
    func testEachKeyGivesItsIndicesInOrder() {
        // Eight keys make a table of 16 slots: 0 and 16 share one, 8 and 24 another, so probing
        // must tell them apart.
        let keys: [UInt64?] = [8, 0, 16, nil, 8, 16, UInt64.max, 8]
        let groups = HashedGroups(count: keys.count) { keys[$0] }
        XCTAssertEqual(Array(groups[8]), [0, 4, 7])
        XCTAssertEqual(Array(groups[0]), [1])
        XCTAssertEqual(Array(groups[16]), [2, 5])
        XCTAssertEqual(Array(groups[UInt64.max]), [6])
        XCTAssertTrue(groups[24].isEmpty, "a key never added, in the same slot chain")
        XCTAssertFalse(groups[8].isEmpty)
    }

    func testNoKeysAllocateNothingAndAnswerEmpty() {
        XCTAssertTrue(HashedGroups()[0].isEmpty)
        let none = HashedGroups(count: 3) { _ in nil }
        XCTAssertEqual(Array(none[0]), [])
    }

    func testManyKeysStillFindEveryIndex() {
        let keys = (0..<1000).map { UInt64($0 % 97) &* 0x9E37_79B9_7F4A_7C15 }
        let groups = HashedGroups(count: keys.count) { keys[$0] }
        for r in 0..<97 {
            XCTAssertEqual(Array(groups[UInt64(r) &* 0x9E37_79B9_7F4A_7C15]), Array(stride(from: r, to: 1000, by: 97)))
        }
    }
}
