/// Byte classes tested eight bytes at a time: one unaligned load of a little-endian word
/// (first byte lowest), a few arithmetic steps, no branch per byte. Each answers how many
/// bytes from the start of the word are in the class, 8 when all are; a caller goes on byte
/// by byte from there, so a word test only ever saves work.
public enum ByteWords {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `y` (every byte below 0x80) from `lo` through `hi`.
    @inlinable @inline(__always)
    static func inRange(_ y: UInt64, _ lo: UInt64, _ hi: UInt64) -> UInt64 {
        (y &+ ones &* (0x80 - lo)) & ~(y &+ ones &* (0x7F - hi)) & highs
    }

    /// Leading bytes of `x` that go on an identifier: ASCII letters, digits and `_`, and, when
    /// `nonASCII` is true, any byte from 0x80 up.
    @inlinable @inline(__always)
    public static func nameLength(_ x: UInt64, nonASCII: Bool) -> Int {
        let y = x & ~highs
        var name = inRange(y | (ones &* 0x20), 0x61, 0x7A) | inRange(y, 0x30, 0x39) | inRange(y, 0x5F, 0x5F)
        // A byte from 0x80 up has its high bit set in `x`; `y` saw it as a byte below 0x80.
        name = nonASCII ? name | (x & highs) : name & ~x
        return (~name & highs).trailingZeroBitCount >> 3
    }

    /// `nameLength(x, nonASCII: false)` without first masking the bytes to seven bits: a byte
    /// from 0x80 up may then carry into the bytes after it, but it is a stop itself (`& ~x`), so
    /// the bytes up to the first stop, all the answer depends on, are still exact.
    @inlinable @inline(__always)
    public static func asciiNameLength(_ x: UInt64) -> Int {
        let name = inRange(x | (ones &* 0x20), 0x61, 0x7A) | inRange(x, 0x30, 0x39) | inRange(x, 0x5F, 0x5F)
        return (~(name & ~x) & highs).trailingZeroBitCount >> 3
    }

    /// Leading bytes of `x` below `bound` (at most 0x80): a cheap bound on where something
    /// made of bytes from `bound` up can start (`A`, 0x41, for an identifier's first letter).
    @inlinable @inline(__always)
    public static func lengthBelow(_ x: UInt64, _ bound: UInt64) -> Int {
        let atOrAbove = ((x & ~highs) &+ ones &* (0x80 - bound) | x) & highs
        return atOrAbove.trailingZeroBitCount >> 3
    }

    /// The high bit of each byte of `x` equal to `b` (exact, byte by byte: no carry crosses).
    @inlinable @inline(__always)
    public static func equalBytes(_ x: UInt64, _ b: UInt64) -> UInt64 {
        let v = x ^ (ones &* b)
        return ~(((v & ~highs) &+ ~highs) | v) & highs
    }

    /// Leading bytes of `x` that are neither `a` nor `b` (a line comment runs to 0x0A or 0x0D).
    @inlinable @inline(__always)
    public static func lengthBefore(_ x: UInt64, _ a: UInt64, _ b: UInt64) -> Int {
        (equalBytes(x, a) | equalBytes(x, b)).trailingZeroBitCount >> 3
    }

    /// Leading spaces (0x20) of `x`.
    @inlinable @inline(__always)
    public static func spaceLength(_ x: UInt64) -> Int {
        let v = x ^ (ones &* 0x20)
        // A byte's high bit is set where the byte is not zero (exact, byte by byte).
        let nonZero = (((v & ~highs) &+ ~highs) | v) & highs
        return nonZero.trailingZeroBitCount >> 3
    }

    /// The word at `p`, first byte lowest.
    @inlinable @inline(__always)
    public static func load(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    }
}
