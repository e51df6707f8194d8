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

    /// Keywords bucketed by length and first byte, so a lookup compares at most a few.
    static let table: [[StaticString]] = {
        var table = [[StaticString]](repeating: [], count: 16 * 64)
        for word in all {
            let len = word.utf8CodeUnitCount
            let first = word.utf8Start[0]
            table[bucket(len, first)].append(word)
        }
        return table
    }()

    @inline(__always) static func bucket(_ len: Int, _ first: UInt8) -> Int { len * 64 + Int(first & 63) }

    public static func isKeyword(_ s: UnsafePointer<UInt8>, _ len: Int) -> Bool {
        if len > 15 { return false }
        let first = s[0]
        if first >= 0x80 { return false }
        for word in table[bucket(len, first)] where equals(s, len, word) { return true }
        return false
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
