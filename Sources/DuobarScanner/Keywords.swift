/// Swift's reserved words (contextual ones such as `some`, `get` or `override`
/// are identifiers, as in the compiler's lexer).
public enum Keywords {
    static let all: [StaticString] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// One multiply picks a keyword's slot from its first eight bytes; the slot holds those
    /// bytes and the length, so most identifiers cost a load, a multiply and a compare.
    /// This multiplier sends the 54 keywords to distinct slots of 128 (checked when the
    /// table is built, and by a test).
    static let multiplier: UInt64 = 0x7751_feb5_73eb_b7e5

    @inline(__always) static func slot(_ head: UInt64) -> Int { Int(truncatingIfNeeded: (head &* multiplier) >> 57) }

    /// Slot contents: the keyword's first eight bytes, and its length (0 for an empty slot).
    nonisolated(unsafe) static let table: (heads: UnsafeMutablePointer<UInt64>, lengths: UnsafeMutablePointer<UInt8>) = {
        let heads = UnsafeMutablePointer<UInt64>.allocate(capacity: 128)
        let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: 128)
        heads.initialize(repeating: 0, count: 128)
        lengths.initialize(repeating: 0, count: 128)
        for word in all {
            let h = head(word.utf8Start, word.utf8CodeUnitCount, readable: 0)
            let k = slot(h)
            precondition(lengths[k] == 0, "keyword hash collision")
            heads[k] = h
            lengths[k] = UInt8(word.utf8CodeUnitCount)
        }
        return (heads, lengths)
    }()

    /// For a name's length, the mask that keeps its bytes of the first eight (all of them from
    /// eight up), so that a word loaded at its start becomes its key.
    nonisolated(unsafe) static let headMasks: UnsafePointer<UInt64> = {
        let masks = UnsafeMutablePointer<UInt64>.allocate(capacity: 16)
        for len in 0..<16 { masks[len] = len >= 8 ? ~0 : (1 << (UInt64(len) * 8)) - 1 }
        return UnsafePointer(masks)
    }()

    @inline(__always)
    public static func isKeyword(_ s: UnsafePointer<UInt8>, _ len: Int, readable: Int = 0) -> Bool {
        isKeyword(s, len, readable: readable, table.heads, table.lengths)
    }

    /// The same, with the table's pointers at hand (the scanner keeps them).
    @inline(__always)
    static func isKeyword(_ s: UnsafePointer<UInt8>, _ len: Int, readable: Int,
                          _ heads: UnsafePointer<UInt64>, _ lengths: UnsafePointer<UInt8>) -> Bool {
        // (An empty slot reads as head 0, length 0: the empty string is not a keyword.)
        if len == 0 || len > 15 { return false }
        let h = head(s, len, readable: readable)
        let k = slot(h)
        guard heads[k] == h && Int(lengths[k]) == len else { return false }
        // Past eight bytes, the rest is compared with the slot's keyword itself (nine of them).
        return len <= 8 || longKeywordTail(s, len, slot: k)
    }

    /// Each slot's keyword, for the long ones' tails: `extension` and `fileprivate` are common.
    static let wordInSlot: [StaticString?] = {
        var words = [StaticString?](repeating: nil, count: 128)
        for word in all { words[slot(head(word.utf8Start, word.utf8CodeUnitCount, readable: 0))] = word }
        return words
    }()

    @inline(never) static func longKeywordTail(_ s: UnsafePointer<UInt8>, _ len: Int, slot k: Int) -> Bool {
        guard let word = wordInSlot[k] else { return false }
        return equals(s, len, word)
    }

    /// The first `min(len, 8)` bytes as a little-endian integer. With eight bytes readable
    /// at `s` it is one unaligned load and a mask; otherwise byte by byte. Inlinable: the
    /// model's name lookups call it for identifiers in its hot loop.
    @inlinable @inline(__always)
    public static func head(_ s: UnsafePointer<UInt8>, _ len: Int, readable: Int) -> UInt64 {
        if readable >= 8 {
            let word = UnsafeRawPointer(s).loadUnaligned(as: UInt64.self).littleEndian
            return len >= 8 ? word : word & ((1 << (UInt64(len) * 8)) &- 1)
        }
        var head: UInt64 = 0
        var k = min(len, 8)
        while k > 0 {
            k -= 1
            head = head << 8 | UInt64(s[k])
        }
        return head
    }

    @inlinable @inline(__always)
    public static func equals(_ s: UnsafePointer<UInt8>, _ len: Int, _ word: StaticString) -> Bool {
        let wlen = word.utf8CodeUnitCount
        if wlen != len { return false }
        let w = word.utf8Start
        var k = 0
        while k < len {
            if s[k] != w[k] { return false }
            k += 1
        }
        return true
    }
}
