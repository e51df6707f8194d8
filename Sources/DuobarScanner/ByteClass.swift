/// Byte classes for the scanner. Bytes of 0x80 and up start or continue an
/// identifier, except for the Unicode operator characters (`×`, `¢`, `→`, …),
/// the no-break space and the byte order mark; invalid UTF-8 counts as identifier text, which keeps
/// the scanner total.
public enum ByteClass {
    @inline(__always) public static func isDigit(_ c: UInt8) -> Bool { c &- 48 < 10 }

    @inline(__always) public static func isHexDigit(_ c: UInt8) -> Bool {
        c &- 48 < 10 || (c | 0x20) &- 97 < 6
    }

    @inline(__always) public static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c | 0x20) &- 97 < 26 || c == 95 || c >= 0x80
    }

    /// `$` continues an identifier (`a$b`, `_$x`) though it starts one only as `$0`, `$name`.
    @inline(__always) public static func isIdentifierContinue(_ c: UInt8) -> Bool {
        (c | 0x20) &- 97 < 26 || c &- 48 < 10 || c == 95 || c == 36 || c >= 0x80
    }

    /// Whether `count` bytes at `a` and `b` are the same. Names and words are short and most
    /// candidates differ in their first bytes: a loop costs less than a `memcmp` call.
    @inline(__always) public static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var k = 0
        while k < count && a[k] == b[k] { k += 1 }
        return k == count
    }

    /// ASCII letters, digits, `_` and `$`: one bit test in a 128-bit mask.
    @inline(__always) public static func isASCIIIdentifierContinue(_ c: UInt8) -> Bool {
        // Bits 36 (`$`) and 48-57 (digits) in the low word; 65-90, 95 and 97-122 in the high one.
        let low: UInt64 = 0x03FF_0010_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return c < 64 ? (low >> UInt64(c)) & 1 != 0 : c < 128 && (high >> UInt64(c &- 64)) & 1 != 0
    }

    static let asciiIdentifier: UInt8 = 1
    static let nonASCII: UInt8 = 2

    /// Per byte: `asciiIdentifier` for what `isASCIIIdentifierContinue` accepts, `nonASCII`
    /// for 0x80 and up, 0 for the rest. Built once, never freed.
    nonisolated(unsafe) static let identifierTable: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for c in 0..<256 {
            let b = UInt8(c)
            table[c] = b >= 0x80 ? nonASCII : isASCIIIdentifierContinue(b) ? asciiIdentifier : 0
        }
        return UnsafePointer(table)
    }()

    /// Operator characters, `.` excluded (it joins only operators that start with it).
    @inline(__always) public static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    // MARK: Non-ASCII

    /// The code point of the UTF-8 sequence at `k` (a byte of 0x80 or more) and its
    /// length; an invalid or truncated sequence is one byte with code point 0xFFFD.
    @inline(__always)
    public static func decode(_ p: UnsafePointer<UInt8>, _ k: Int, _ n: Int) -> (scalar: UInt32, length: Int) {
        let c = p[k]
        @inline(__always) func cont(_ j: Int) -> UInt32? {
            j < n && p[j] & 0xC0 == 0x80 ? UInt32(p[j] & 0x3F) : nil
        }
        if c >= 0xC2 && c <= 0xDF, let b = cont(k + 1) {
            return (UInt32(c & 0x1F) << 6 | b, 2)
        }
        if c >= 0xE0 && c <= 0xEF, let b = cont(k + 1), let d = cont(k + 2) {
            let s = UInt32(c & 0x0F) << 12 | b << 6 | d
            if s >= 0x800 { return (s, 3) }
        }
        if c >= 0xF0 && c <= 0xF4, let b = cont(k + 1), let d = cont(k + 2), let e = cont(k + 3) {
            let s = UInt32(c & 0x07) << 18 | b << 12 | d << 6 | e
            if s >= 0x10000 && s <= 0x10FFFF { return (s, 4) }
        }
        return (0xFFFD, 1)
    }

    /// Non-ASCII code points that Swift's lexer skips as white space: the no-break
    /// space (with a warning) and a byte order mark anywhere in the file.
    @inline(__always) public static func isSpace(_ c: UInt32) -> Bool { c == 0xA0 || c == 0xFEFF }

    /// Unicode code points that start an operator (Swift's operator-head set).
    public static func isOperatorStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return c == 0x2E || isOperator(UInt8(c)) }
        return (c >= 0x00A1 && c <= 0x00A7)
            || c == 0x00A9 || c == 0x00AB || c == 0x00AC || c == 0x00AE
            || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB
            || c == 0x00BF || c == 0x00D7 || c == 0x00F7
            || c == 0x2016 || c == 0x2017 || (c >= 0x2020 && c <= 0x2027)
            || (c >= 0x2030 && c <= 0x203E) || (c >= 0x2041 && c <= 0x2053)
            || (c >= 0x2055 && c <= 0x205E) || (c >= 0x2190 && c <= 0x23FF)
            || (c >= 0x2500 && c <= 0x2775) || (c >= 0x2794 && c <= 0x2BFF)
            || (c >= 0x2E00 && c <= 0x2E7F) || (c >= 0x3001 && c <= 0x3003)
            || (c >= 0x3008 && c <= 0x3030)
    }

    /// Code points that may continue an operator: the heads plus combining marks.
    public static func isOperatorContinue(_ c: UInt32) -> Bool {
        isOperatorStart(c)
            || (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF)
            || (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0xE0100 && c <= 0xE01EF)
    }
}
