#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Byte searches over a file's text, for the few names the model looks for without a
/// vocabulary position: `memchr` jumps to each occurrence of one rare byte of the name, and
/// only there is the name compared, so a file that does not hold it costs a fraction of a
/// pass over its tokens.
enum TextSearch {
    /// Whether `text` holds `needle`; `anchor` is the index of a byte of it that is rare in code.
    static func contains(_ text: UnsafeBufferPointer<UInt8>, _ needle: StaticString, anchor: Int) -> Bool {
        let n = needle.utf8CodeUnitCount
        guard let base = text.baseAddress, text.count >= n, anchor < n else { return false }
        let byte = Int32(needle.utf8Start[anchor])
        var position = anchor
        while position < text.count, let hit = memchr(base + position, byte, text.count - position) {
            let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            position = at + 1
            let start = at - anchor
            if start + n <= text.count && memcmp(base + start, needle.utf8Start, n) == 0 { return true }
        }
        return false
    }
}
