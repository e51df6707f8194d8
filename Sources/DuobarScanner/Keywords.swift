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

    /// Compares the first eight bytes as one integer (then the rest for longer words):
    /// this runs once per identifier, so it is a switch and a few compares, no table walk.
    /// A test checks it against `all`.
    @inline(__always)
    public static func isKeyword(_ s: UnsafePointer<UInt8>, _ len: Int, readable: Int = 0) -> Bool {
        if len > 15 { return false }
        let head = Keywords.head(s, len, readable: readable)
        switch len {
        case 1: return head == 0x5f
        case 2: return head == 0x6f64 || head == 0x6669 || head == 0x6e69 || head == 0x7361 || head == 0x7369
        case 3: return head == 0x74656c || head == 0x726176 || head == 0x726f66 || head == 0x796e41 || head == 0x6c696e || head == 0x797274
        case 4: return head == 0x6d756e65 || head == 0x636e7566 || head == 0x74696e69 || head == 0x65736163 || head == 0x65736c65 || head == 0x666c6573 || head == 0x666c6553 || head == 0x65757274
        case 5: return head == 0x7373616c63 || head == 0x74756f6e69 || head == 0x6b61657262 || head == 0x6863746163 || head == 0x7265666564 || head == 0x6472617567 || head == 0x776f726874 || head == 0x6572656877 || head == 0x656c696877 || head == 0x65736c6166 || head == 0x7265707573
        case 6: return head == 0x74696e696564 || head == 0x74726f706d69 || head == 0x63696c627570 || head == 0x636974617473 || head == 0x746375727473 || head == 0x746165706572 || head == 0x6e7275746572 || head == 0x686374697773 || head == 0x73776f726874
        case 7: return head == 0x65746176697270 || head == 0x746c7561666564
        case 8: return head == 0x6c616e7265746e69 || head == 0x726f74617265706f || head == 0x6c6f636f746f7270 || head == 0x73776f7268746572 || head == 0x65756e69746e6f63
        case 9: return (head == 0x6f69736e65747865 && equals(s, len, "extension")) || (head == 0x7069726373627573 && equals(s, len, "subscript")) || (head == 0x61696c6165707974 && equals(s, len, "typealias"))
        case 11: return (head == 0x76697270656c6966 && equals(s, len, "fileprivate")) || (head == 0x6f7268746c6c6166 && equals(s, len, "fallthrough"))
        case 14: return (head == 0x746169636f737361 && equals(s, len, "associatedtype"))
        case 15: return (head == 0x6e65646563657270 && equals(s, len, "precedencegroup"))
        default: return false
        }
    }

    /// The first `min(len, 8)` bytes as a little-endian integer. With eight bytes readable
    /// at `s` it is one unaligned load and a mask; otherwise byte by byte.
    @inline(__always)
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

    @inline(__always) public static func equals(_ s: UnsafePointer<UInt8>, _ len: Int, _ word: StaticString) -> Bool {
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
