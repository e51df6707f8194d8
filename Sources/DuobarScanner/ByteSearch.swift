#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

extension ByteClass {
    /// Where `needle` (`count` bytes) first starts in `buffer`: its byte at `anchor` is found
    /// by `memchr`, then the whole needle is compared in place. Pick a rare byte as the anchor.
    public static func firstIndex(_ buffer: UnsafeBufferPointer<UInt8>, _ needle: UnsafePointer<UInt8>, _ count: Int,
                                  anchor: Int = 0) -> Int? {
        guard let base = buffer.baseAddress, count > 0, buffer.count >= count else { return nil }
        let key = Int32(needle[anchor])
        // Anchor positions that leave room for the whole needle around them.
        var position = anchor
        let last = buffer.count - count + anchor
        while position <= last {
            guard let hit = memchr(base + position, key, last - position + 1) else { return nil }
            let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self))
            if equal(at - anchor, needle, count) { return at - anchor - base }
            position = at - base + 1
        }
        return nil
    }

    /// Whether `needle` occurs in `buffer`.
    public static func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        firstIndex(buffer, needle.utf8Start, needle.utf8CodeUnitCount) != nil
    }
}
