import XCTest
@testable import DuobarModel

final class NameTableTests: XCTestCase {
    func lookups(_ table: NameTable, _ bytes: [UInt8]) -> (Int, Int) {
        // Padding after the name, as a token inside a file has.
        let padded = bytes + Array(repeating: UInt8(ascii: " "), count: 8)
        return padded.withUnsafeBufferPointer { b in
            (table.lookup(b.baseAddress!, bytes.count, readable: padded.count),
             table.lookup(b.baseAddress!, bytes.count, readable: 0))
        }
    }

    func testATableOfManyNamesHasNoCollisions() {
        // Names sharing their first eight bytes and differing only in length or in a late byte.
        var names: [(spelling: [UInt8], value: Int)] = []
        for k in 0..<300 { names.append((Array("leftBarButtonItem\(k)".utf8), k)) }
        for k in 1...20 { names.append((Array(repeating: UInt8(ascii: "a"), count: k), 300 + k)) }
        let table = NameTable(names)
        for name in names {
            XCTAssertEqual(lookups(table, name.spelling).0, name.value)
            XCTAssertEqual(lookups(table, name.spelling).1, name.value)
        }
        for miss in ["leftBarButtonItem300", "leftBarButtonItem", "aaaaaaaaaaaaaaaaaaaaa", "", "b"] {
            XCTAssertEqual(lookups(table, Array(miss.utf8)).0, -1, miss)
            XCTAssertEqual(lookups(table, Array(miss.utf8)).1, -1, miss)
        }
    }

    func testTheSameNamesGiveTheSameTable() {
        let names = (0..<40).map { (spelling: Array("name\($0)".utf8), value: $0) }
        let (a, b) = (NameTable(names), NameTable(names))
        XCTAssertEqual(a.multiplier, b.multiplier, "the multiplier search starts from a fixed seed")
        XCTAssertEqual(a.slotCount, b.slotCount)
    }
}
