import XCTest
@testable import DuobarScanner

/// A token as the tests compare it: kind name and exact source text.
struct Lexeme: Equatable, CustomStringConvertible {
    var kind: String
    var text: String
    init(_ kind: String, _ text: String) {
        self.kind = kind
        self.text = text
    }
    var description: String { "\(kind) \(text.debugDescription)" }
}

/// Scans bytes and checks the scanner's invariants on the result.
func scanChecked(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [Token] {
    let tokens = SwiftScanner.scan(bytes)
    assertInvariants(tokens, bytes, file: file, line: line)
    return tokens
}

func scanChecked(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Token] {
    scanChecked(Array(source.utf8), file: file, line: line)
}

/// Kind names and texts of all tokens, comments included.
func lex(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Lexeme] {
    lex(Array(source.utf8), file: file, line: line)
}

func lex(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [Lexeme] {
    scanChecked(bytes, file: file, line: line).map { Lexeme($0.kind.name, text(of: $0, in: bytes)) }
}

func text(of token: Token, in bytes: [UInt8]) -> String {
    String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
}

/// Asserts the exact token sequence (kind and text of each).
func assertLex(_ source: String, _ expected: [Lexeme], file: StaticString = #filePath, line: UInt = #line) {
    let actual = lex(source, file: file, line: line)
    if actual != expected {
        XCTFail("""
            tokens of \(source.debugDescription) differ
              expected: \(expected)
              actual:   \(actual)
            """, file: file, line: line)
    }
}

/// Kinds of bytes that may stand outside every token.
func isWhiteSpace(_ c: UInt8) -> Bool {
    c == 32 || c == 9 || c == 10 || c == 13 || c == 11 || c == 12 || c == 0
}

/// The first byte in `from..<to` that is not white space (a no-break space, C2 A0, and a
/// byte order mark, EF BB BF, are).
func firstNonSpace(_ bytes: [UInt8], _ from: Int, _ to: Int) -> Int? {
    var k = from
    while k < to {
        if bytes[k] == 0xC2 && k + 1 < to && bytes[k + 1] == 0xA0 { k += 2; continue }
        if bytes[k] == 0xEF && k + 2 < to && bytes[k + 1] == 0xBB && bytes[k + 2] == 0xBF { k += 3; continue }
        if !isWhiteSpace(bytes[k]) { return k }
        k += 1
    }
    return nil
}

/// Tokens come in order, do not overlap, stay inside the input, and leave only
/// white space (and a leading byte order mark) uncovered.
func assertInvariants(_ tokens: [Token], _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    var covered = 0
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { covered = 3 }
    for (index, token) in tokens.enumerated() {
        let start = Int(token.start), end = Int(token.end)
        guard start <= end, end <= bytes.count else {
            XCTFail("token \(index) \(token.kind.name) \(start)..<\(end) is outside the input of \(bytes.count) bytes",
                    file: file, line: line)
            return
        }
        guard start >= covered else {
            XCTFail("token \(index) \(token.kind.name) \(start)..<\(end) overlaps or precedes the previous token ending at \(covered)",
                    file: file, line: line)
            return
        }
        if let k = firstNonSpace(bytes, covered, start) {
            XCTFail("byte \(k) (\(bytes[k])) before token \(index) is not white space and not in any token",
                    file: file, line: line)
            return
        }
        if start == end && token.kind != .stringEnd {
            XCTFail("token \(index) \(token.kind.name) is empty but not a closing string delimiter", file: file, line: line)
        }
        covered = end
    }
    if let k = firstNonSpace(bytes, covered, bytes.count) {
        XCTFail("byte \(k) (\(bytes[k])) after the last token is not white space and not in any token",
                file: file, line: line)
    }
}

/// Shorthands for expected tokens.
func id(_ s: String) -> Lexeme { Lexeme("identifier", s) }
func kw(_ s: String) -> Lexeme { Lexeme("keyword", s) }
func int(_ s: String) -> Lexeme { Lexeme("integer", s) }
func float(_ s: String) -> Lexeme { Lexeme("float", s) }
func op(_ s: String) -> Lexeme { Lexeme("operator", s) }
func sBegin(_ s: String = "\"") -> Lexeme { Lexeme("string-begin", s) }
func sText(_ s: String) -> Lexeme { Lexeme("string-text", s) }
func sEnd(_ s: String = "\"") -> Lexeme { Lexeme("string-end", s) }
func iBegin(_ s: String = "\\(") -> Lexeme { Lexeme("interpolation-begin", s) }
let iEnd = Lexeme("interpolation-end", ")")
func regex(_ s: String) -> Lexeme { Lexeme("regex", s) }
func attr(_ s: String) -> Lexeme { Lexeme("attribute", s) }
func directive(_ s: String) -> Lexeme { Lexeme("directive", s) }
func pound(_ s: String) -> Lexeme { Lexeme("pound-keyword", s) }
func unknown(_ s: String) -> Lexeme { Lexeme("unknown", s) }
func comment(_ s: String) -> Lexeme { Lexeme("line-comment", s) }
func docComment(_ s: String) -> Lexeme { Lexeme("doc-line-comment", s) }
func block(_ s: String) -> Lexeme { Lexeme("block-comment", s) }
func docBlock(_ s: String) -> Lexeme { Lexeme("doc-block-comment", s) }
let lp = Lexeme("l-paren", "("), rp = Lexeme("r-paren", ")")
let lb = Lexeme("l-bracket", "["), rb = Lexeme("r-bracket", "]")
let lc = Lexeme("l-brace", "{"), rc = Lexeme("r-brace", "}")
let comma = Lexeme("comma", ","), colon = Lexeme("colon", ":"), semi = Lexeme("semicolon", ";")
let dot = Lexeme("period", "."), backslash = Lexeme("backslash", "\\")
/// A zero-length closing delimiter of an unterminated literal.
let missingEnd = Lexeme("string-end", "")
