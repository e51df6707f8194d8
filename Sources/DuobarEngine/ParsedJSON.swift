/// A parsed JSON document (RFC 8259), for configs and baselines: small files, read once.
/// Parsing it here keeps Foundation, and the milliseconds it costs every process start, out
/// of the tool.
public indirect enum ParsedJSON: Equatable, Sendable {
    case object([String: ParsedJSON])
    case array([ParsedJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public struct ParseError: Error, Equatable {
        public var offset: Int
        public var problem: String

        /// Where the problem is, 1-based, columns counting characters, and what was
        /// expected there: "line 3, column 1: expected a key (a trailing comma is not allowed)".
        public func described(in bytes: [UInt8]) -> String {
            var line = 1
            var column = 1
            for b in bytes[..<min(offset, bytes.count)] {
                if b == 10 {
                    line += 1
                    column = 1
                } else if b & 0xC0 != 0x80 {
                    column += 1
                }
            }
            if offset >= bytes.count { return "the file ends at line \(line), column \(column), before the JSON does: \(problem)" }
            var text = "line \(line), column \(column): \(problem)"
            let wantedValue = problem == "expected a value" || problem == "expected a key"
            // The mistakes people make in JSON written by hand, named.
            var k = min(offset, bytes.count) - 1
            while k >= 0 && (bytes[k] == 32 || bytes[k] == 9 || bytes[k] == 10 || bytes[k] == 13) { k -= 1 }
            let next = offset < bytes.count ? bytes[offset] : nil
            if k >= 0 && bytes[k] == UInt8(ascii: ",") && (next == UInt8(ascii: "}") || next == UInt8(ascii: "]")) {
                text += " (a trailing comma is not allowed)"
            } else if wantedValue, let next, (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")) {
                text += " (strings need double quotes)"
            } else if wantedValue && next == UInt8(ascii: "'") {
                text += " (strings need double quotes, not single)"
            }
            return text
        }
    }

    /// Deeper nesting than any config needs is refused, so a hostile file cannot exhaust the stack.
    public static let maximumDepth = 256

    public static func parse(_ bytes: [UInt8]) throws -> ParsedJSON {
        var parser = JSONParser(bytes: bytes)
        // Some editors start UTF-8 files with a byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.k = 3 }
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.k == bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var object: [String: ParsedJSON]? {
        if case .object(let o) = self { return o }
        return nil
    }

    public var array: [ParsedJSON]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// A number that is a whole number.
    public var integer: Int? {
        if case .number(let d) = self, d.rounded() == d, abs(d) < 1e15 { return Int(d) }
        return nil
    }

    public subscript(key: String) -> ParsedJSON? {
        object?[key]
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var k = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func error(_ problem: String) -> ParsedJSON.ParseError {
        ParsedJSON.ParseError(offset: k, problem: problem)
    }

    var current: UInt8? { k < bytes.count ? bytes[k] : nil }

    mutating func skipSpace() {
        while k < bytes.count, bytes[k] == 32 || bytes[k] == 9 || bytes[k] == 10 || bytes[k] == 13 { k += 1 }
    }

    mutating func expect(_ word: String) throws {
        for b in word.utf8 {
            guard current == b else { throw error("expected '\(word)'") }
            k += 1
        }
    }

    mutating func value(depth: Int) throws -> ParsedJSON {
        guard depth < ParsedJSON.maximumDepth else { throw error("nested too deeply") }
        guard let c = current else { throw error("unexpected end") }
        switch c {
        case UInt8(ascii: "{"):
            k += 1
            var object: [String: ParsedJSON] = [:]
            skipSpace()
            if current == UInt8(ascii: "}") { k += 1; return .object(object) }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string()
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
                k += 1
                skipSpace()
                object[key] = try value(depth: depth + 1)
                skipSpace()
                if current == UInt8(ascii: ",") { k += 1; continue }
                guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
                k += 1
                return .object(object)
            }
        case UInt8(ascii: "["):
            k += 1
            var array: [ParsedJSON] = []
            skipSpace()
            if current == UInt8(ascii: "]") { k += 1; return .array(array) }
            while true {
                skipSpace()
                array.append(try value(depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") { k += 1; continue }
                guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
                k += 1
                return .array(array)
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        default:
            return .number(try number())
        }
    }

    mutating func number() throws -> Double {
        let start = k
        if current == UInt8(ascii: "-") { k += 1 }
        func digits() -> Int {
            let from = k
            while let c = current, c &- 48 < 10 { k += 1 }
            return k - from
        }
        let whole = k
        guard digits() > 0 else { throw error("expected a value") }
        if bytes[whole] == UInt8(ascii: "0") && k - whole > 1 { throw error("leading zero") }
        if current == UInt8(ascii: ".") {
            k += 1
            guard digits() > 0 else { throw error("expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            k += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { k += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        guard let d = Double(String(decoding: bytes[start..<k], as: UTF8.self)) else { throw error("bad number") }
        return d
    }

    /// A string literal from its opening quote; escapes decoded, UTF-8 checked.
    mutating func string() throws -> String {
        k += 1
        var out: [UInt8] = []
        while true {
            guard let c = current else { throw error("unterminated string") }
            k += 1
            switch c {
            case UInt8(ascii: "\""):
                let s = String(decoding: out, as: UTF8.self)
                guard s.utf8.elementsEqual(out) else { throw error("invalid UTF-8") }
                return s
            case UInt8(ascii: "\\"):
                guard let e = current else { throw error("unterminated string") }
                k += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if scalar >= 0xD800 && scalar < 0xDC00 {
                        // A high surrogate must be followed by its low half.
                        guard current == UInt8(ascii: "\\") else { throw error("unpaired surrogate") }
                        k += 1
                        guard current == UInt8(ascii: "u") else { throw error("unpaired surrogate") }
                        k += 1
                        let low = try hex4()
                        guard low >= 0xDC00 && low < 0xE000 else { throw error("unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if scalar >= 0xDC00 && scalar < 0xE000 {
                        throw error("unpaired surrogate")
                    }
                    out.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
                default:
                    throw error("bad escape")
                }
            default:
                guard c >= 0x20 else { throw error("control character in string") }
                out.append(c)
            }
        }
    }

    mutating func hex4() throws -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current else { throw error("bad \\u escape") }
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - 55)
            default: throw error("bad \\u escape")
            }
            v = v << 4 | d
            k += 1
        }
        return v
    }
}
