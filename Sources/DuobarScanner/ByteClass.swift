/// Byte classes for the scanner. Bytes of 0x80 and up are taken as identifier
/// characters: Swift allows most non-ASCII letters there, and treating invalid
/// UTF-8 the same way keeps the scanner total.
public enum ByteClass {
    @inline(__always) public static func isDigit(_ c: UInt8) -> Bool { c &- 48 < 10 }

    @inline(__always) public static func isHexDigit(_ c: UInt8) -> Bool {
        c &- 48 < 10 || (c | 0x20) &- 97 < 6
    }

    @inline(__always) public static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c | 0x20) &- 97 < 26 || c == 95 || c >= 0x80
    }

    @inline(__always) public static func isIdentifierContinue(_ c: UInt8) -> Bool {
        (c | 0x20) &- 97 < 26 || c &- 48 < 10 || c == 95 || c >= 0x80
    }

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
}
