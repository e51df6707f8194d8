import XCTest
import DuobarScanner
@testable import DuobarEngine

/// What the first pass keeps is copied into large blocks; each copy must hold its bytes,
/// whatever its size, and no copy may overlap another.
final class KeptStoreTests: XCTestCase {
    func testCopiesHoldTheirBytesApartInAnySize() {
        let store = KeptStore()
        let sizes = [1, 7, 16, 17, 4096, KeptStore.blockSize - 5, 3, KeptStore.blockSize + 1, 0, 100]
        var copies: [(UnsafeRawBufferPointer, [UInt8])] = []
        for (k, size) in sizes.enumerated() {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ k) }
            let copy = bytes.withUnsafeBytes { store.copy($0) }
            XCTAssertEqual(copy.count, size)
            if let base = copy.baseAddress { XCTAssertEqual(Int(bitPattern: base) % 16, 0, "aligned for tokens") }
            copies.append((copy, bytes))
        }
        for (copy, bytes) in copies { XCTAssertEqual(Array(copy), bytes, "size \(bytes.count)") }
        let ranges = copies.compactMap { copy, _ in copy.baseAddress.map { Int(bitPattern: $0)..<(Int(bitPattern: $0) + copy.count) } }
        for (a, x) in ranges.enumerated() {
            for y in ranges[(a + 1)...] { XCTAssertFalse(x.overlaps(y), "\(x) and \(y)") }
        }
    }

    func testKeptBytesOutliveTheArrayTheyCameFrom() {
        var kept: KeptBytes?
        do {
            let bytes = Array("struct A: View { }".utf8)
            kept = bytes.withUnsafeBufferPointer { KeptBytes(copying: $0, into: KeptStore()) }
        }
        XCTAssertEqual(kept.map { String(decoding: $0.buffer, as: UTF8.self) }, "struct A: View { }",
                       "the bytes hold their store")
    }

    func testTokensCopyWhole() {
        let store = KeptStore()
        let tokens = [Token(kind: .identifier, flags: 1, start: 0, end: 3), Token(kind: .leftParen, flags: 0, start: 3, end: 4)]
        let copy = tokens.withUnsafeBufferPointer { store.copy($0) }
        XCTAssertEqual(Array(copy), tokens)
    }
}
