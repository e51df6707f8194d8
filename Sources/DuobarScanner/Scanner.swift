/// Swift's lexical grammar over raw bytes, as one flat array of tokens.
///
/// It never fails and never recurses: string interpolations, which nest code
/// inside literals inside code, are tracked on an explicit stack, and any
/// literal or comment left open is closed where Swift's own lexer gives up
/// (a line end for single-line literals, the end of the file otherwise).
public enum SwiftScanner {
    public static func scan(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    public static func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        var lexer = Lexer(buffer)
        lexer.run()
        return lexer.tokens
    }
}

/// An open string literal whose interpolation is being scanned as code.
private struct StringFrame {
    var hashes: Int
    var multiline: Bool
    /// Parentheses opened inside the interpolation and not yet closed.
    var parenDepth: Int
}

private struct Lexer {
    let p: UnsafePointer<UInt8>
    let n: Int
    var i = 0
    var tokens: [Token] = []
    var frames: [StringFrame] = []
    /// Flags for the next token: what white space stood before it.
    var pending: UInt8 = Token.newlineBefore

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        // An empty buffer may have no base address; point at a static byte instead.
        if let base = buffer.baseAddress, buffer.count > 0 {
            p = base
            n = buffer.count
        } else {
            p = Lexer.emptyByte
            n = 0
        }
        tokens.reserveCapacity(n / 5 + 16)
    }

    nonisolated(unsafe) static let emptyByte: UnsafePointer<UInt8> = {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        storage.initialize(to: 0)
        return UnsafePointer(storage)
    }()

    @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? p[k] : 0 }

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, _ extra: UInt8 = 0) {
        tokens.append(Token(kind: kind, flags: pending | extra, start: start, end: end))
        pending = 0
    }

    mutating func run() {
        // A byte order mark is white space.
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        if at(i) == UInt8(ascii: "#") && at(i + 1) == UInt8(ascii: "!") {
            let start = i
            while i < n && p[i] != 10 && p[i] != 13 { i += 1 }
            emit(.lineComment, start, i)
        }
        while i < n {
            let c = p[i]
            switch c {
            case 32, 9, 11, 12, 0:
                pending |= Token.spaceBefore
                i += 1
            case 10, 13:
                pending |= Token.spaceBefore | Token.newlineBefore
                i += 1
                closeSingleLineFramesAtLineEnd()
            case UInt8(ascii: "/"):
                scanSlash()
            case UInt8(ascii: "\""):
                scanStringOpening(hashStart: i, hashes: 0)
            case UInt8(ascii: "#"):
                scanPound()
            case UInt8(ascii: "("):
                if let top = frames.last { frames[frames.count - 1].parenDepth = top.parenDepth + 1 }
                emit(.leftParen, i, i + 1); i += 1
            case UInt8(ascii: ")"):
                if let top = frames.last {
                    if top.parenDepth == 0 {
                        emit(.interpolationEnd, i, i + 1); i += 1
                        scanStringBody()
                        continue
                    }
                    frames[frames.count - 1].parenDepth = top.parenDepth - 1
                }
                emit(.rightParen, i, i + 1); i += 1
            case UInt8(ascii: "["): emit(.leftBracket, i, i + 1); i += 1
            case UInt8(ascii: "]"): emit(.rightBracket, i, i + 1); i += 1
            case UInt8(ascii: "{"): emit(.leftBrace, i, i + 1); i += 1
            case UInt8(ascii: "}"): emit(.rightBrace, i, i + 1); i += 1
            case UInt8(ascii: ","): emit(.comma, i, i + 1); i += 1
            case UInt8(ascii: ":"): emit(.colon, i, i + 1); i += 1
            case UInt8(ascii: ";"): emit(.semicolon, i, i + 1); i += 1
            case UInt8(ascii: "\\"): emit(.backslash, i, i + 1); i += 1
            case UInt8(ascii: "@"):
                let start = i
                i += 1
                if i < n && ByteClass.isIdentifierStart(p[i]) {
                    while i < n && ByteClass.isIdentifierContinue(p[i]) { i += 1 }
                    emit(.attribute, start, i)
                } else {
                    emit(.unknown, start, i)
                }
            case UInt8(ascii: "`"):
                scanBacktick()
            case UInt8(ascii: "."):
                if at(i + 1) == UInt8(ascii: ".") {
                    scanOperator(dotted: true)
                } else {
                    emit(.dot, i, i + 1); i += 1
                }
            case UInt8(ascii: "$"):
                let start = i
                i += 1
                while i < n && ByteClass.isIdentifierContinue(p[i]) { i += 1 }
                emit(.identifier, start, i)
            default:
                if ByteClass.isDigit(c) {
                    scanNumber()
                } else if ByteClass.isIdentifierStart(c) {
                    let start = i
                    i += 1
                    while i < n && ByteClass.isIdentifierContinue(p[i]) { i += 1 }
                    emit(Keywords.isKeyword(p + start, i - start) ? .keyword : .identifier, start, i)
                } else if ByteClass.isOperator(c) {
                    scanOperator(dotted: false)
                } else {
                    emit(.unknown, i, i + 1); i += 1
                }
            }
        }
        // Literals still open at the end of the file: close them, zero-length.
        while !frames.isEmpty {
            frames.removeLast()
            emit(.stringEnd, n, n, Token.unterminated)
        }
    }

    /// A line break inside the interpolation of a single-line string ends that string,
    /// as Swift's lexer does, so one missing quote cannot swallow the rest of the file.
    mutating func closeSingleLineFramesAtLineEnd() {
        while let top = frames.last, !top.multiline {
            frames.removeLast()
            emit(.stringEnd, i - 1, i - 1, Token.unterminated)
            pending |= Token.newlineBefore | Token.spaceBefore
        }
    }

    mutating func scanBacktick() {
        let start = i
        var k = i + 1
        while k < n && p[k] != UInt8(ascii: "`") && p[k] != 10 && p[k] != 13 { k += 1 }
        if k < n && p[k] == UInt8(ascii: "`") && k > start + 1 {
            i = k + 1
            emit(.identifier, start, i)
        } else {
            i += 1
            emit(.unknown, start, i)
        }
    }

    // MARK: Numbers

    mutating func scanNumber() {
        let start = i
        var isFloat = false
        let afterDot = start > 0 && p[start - 1] == UInt8(ascii: ".")
        if p[i] == UInt8(ascii: "0") && (at(i + 1) == UInt8(ascii: "x") || at(i + 1) == UInt8(ascii: "X")) {
            i += 2
            while i < n && (ByteClass.isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            if !afterDot && at(i) == UInt8(ascii: ".") && ByteClass.isHexDigit(at(i + 1)) {
                isFloat = true
                i += 1
                while i < n && (ByteClass.isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            }
            if at(i) == UInt8(ascii: "p") || at(i) == UInt8(ascii: "P") {
                isFloat = true
                scanExponent()
            }
        } else if p[i] == UInt8(ascii: "0") && (at(i + 1) == UInt8(ascii: "b") || at(i + 1) == UInt8(ascii: "o")) {
            i += 2
            while i < n && (ByteClass.isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
        } else {
            while i < n && (ByteClass.isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            // `1.5` is a float; `1..<2`, `x.0.1` and `1.description` are not.
            if !afterDot && at(i) == UInt8(ascii: ".") && ByteClass.isDigit(at(i + 1)) {
                isFloat = true
                i += 1
                while i < n && (ByteClass.isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            }
            if at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E") {
                let next = at(i + 1)
                if ByteClass.isDigit(next) || ((next == UInt8(ascii: "+") || next == UInt8(ascii: "-")) && ByteClass.isDigit(at(i + 2))) {
                    isFloat = true
                    scanExponent()
                }
            }
        }
        // Trailing identifier characters (`1abc`) are an invalid literal: keep them in it.
        while i < n && ByteClass.isIdentifierContinue(p[i]) { i += 1 }
        emit(isFloat ? .float : .integer, start, i)
    }

    mutating func scanExponent() {
        i += 1
        if at(i) == UInt8(ascii: "+") || at(i) == UInt8(ascii: "-") { i += 1 }
        while i < n && (ByteClass.isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
    }

    // MARK: Operators, comments, regex literals

    mutating func scanSlash() {
        let next = at(i + 1)
        if next == UInt8(ascii: "/") {
            let start = i
            let doc = at(i + 2) == UInt8(ascii: "/") && at(i + 3) != UInt8(ascii: "/")
            while i < n && p[i] != 10 && p[i] != 13 { i += 1 }
            emit(doc ? .docLineComment : .lineComment, start, i)
            pending |= Token.spaceBefore
            return
        }
        if next == UInt8(ascii: "*") {
            scanBlockComment()
            return
        }
        if regexMayStartHere(), scanBareRegex() { return }
        scanOperator(dotted: false)
    }

    mutating func scanBlockComment() {
        let start = i
        let doc = at(i + 2) == UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "/")
        var depth = 0
        var sawNewline: UInt8 = 0
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                depth += 1; i += 2
            } else if c == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                depth -= 1; i += 2
                if depth == 0 {
                    emit(doc ? .docBlockComment : .blockComment, start, i, sawNewline)
                    pending |= Token.spaceBefore
                    return
                }
            } else {
                if c == 10 || c == 13 { sawNewline = Token.containsNewline }
                i += 1
            }
        }
        emit(doc ? .docBlockComment : .blockComment, start, n, sawNewline | Token.unterminated)
    }

    mutating func scanOperator(dotted: Bool) {
        let start = i
        i += 1
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: ".") {
                if !dotted { break }
            } else if !ByteClass.isOperator(c) {
                break
            }
            // A comment opener ends the operator.
            if c == UInt8(ascii: "/") && (at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*")) { break }
            i += 1
        }
        emit(.operator, start, i)
    }

    /// Swift reads `/` as a regex opener where an expression may begin (SE-0354):
    /// not after something that ends an operand, and not before white space.
    func regexMayStartHere() -> Bool {
        let next = at(i + 1)
        if next == 32 || next == 9 || next == 10 || next == 13 || i + 1 >= n { return false }
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .identifier, .integer, .float, .stringEnd, .regex, .rightParen, .rightBracket, .rightBrace,
             .interpolationEnd, .poundKeyword:
            return false
        case .keyword:
            let len = last.length
            let s = p + Int(last.start)
            // Keywords that are themselves operands.
            return !(Keywords.equals(s, len, "self") || Keywords.equals(s, len, "Self") || Keywords.equals(s, len, "super")
                || Keywords.equals(s, len, "true") || Keywords.equals(s, len, "false") || Keywords.equals(s, len, "nil"))
        case .operator:
            // A postfix operator (`x! /`) ends an operand; a prefix or infix one does not.
            if !last.hasSpaceBefore && pending & Token.spaceBefore != 0 { return false }
            return true
        default:
            return true
        }
    }

    /// `/…/` on one line, not ending in white space. Returns false (consuming nothing) if it isn't one.
    mutating func scanBareRegex() -> Bool {
        var k = i + 1
        var inClass = 0
        while k < n {
            let c = p[k]
            if c == 10 || c == 13 { return false }
            if c == UInt8(ascii: "\\") { k += 2; continue }
            if c == UInt8(ascii: "[") { inClass += 1 }
            else if c == UInt8(ascii: "]") && inClass > 0 { inClass -= 1 }
            else if c == UInt8(ascii: "/") && inClass == 0 {
                let before = p[k - 1]
                if before == 32 || before == 9 { return false }
                emit(.regex, i, k + 1)
                i = k + 1
                return true
            }
            k += 1
        }
        return false
    }

    // MARK: `#`: raw strings, extended regex, directives, pound keywords

    mutating func scanPound() {
        let start = i
        var k = i
        while k < n && p[k] == UInt8(ascii: "#") { k += 1 }
        let hashes = k - start
        if k < n && p[k] == UInt8(ascii: "\"") {
            i = k
            scanStringOpening(hashStart: start, hashes: hashes)
            return
        }
        if k < n && p[k] == UInt8(ascii: "/") {
            scanExtendedRegex(start: start, hashes: hashes, slash: k)
            return
        }
        if hashes == 1 && k < n && ByteClass.isIdentifierStart(p[k]) {
            var e = k + 1
            while e < n && ByteClass.isIdentifierContinue(p[e]) { e += 1 }
            let len = e - k
            let name = p + k
            let isDirective = Keywords.equals(name, len, "if") || Keywords.equals(name, len, "elseif")
                || Keywords.equals(name, len, "else") || Keywords.equals(name, len, "endif")
            i = e
            emit(isDirective ? .directive : .poundKeyword, start, e)
            return
        }
        i = start + 1
        emit(.unknown, start, i)
    }

    mutating func scanExtendedRegex(start: Int, hashes: Int, slash: Int) {
        let multiline = at(slash + 1) == 10 || at(slash + 1) == 13
        var k = slash + 1
        var sawNewline: UInt8 = 0
        while k < n {
            let c = p[k]
            if c == 10 || c == 13 {
                if !multiline { break }
                sawNewline = Token.containsNewline
            } else if c == UInt8(ascii: "\\") {
                k += 2; continue
            } else if c == UInt8(ascii: "/") {
                var h = 0
                while h < hashes && at(k + 1 + h) == UInt8(ascii: "#") { h += 1 }
                if h == hashes {
                    i = k + 1 + hashes
                    emit(.regex, start, i, sawNewline)
                    return
                }
            }
            k += 1
        }
        i = min(k, n)
        emit(.regex, start, i, sawNewline | Token.unterminated)
    }

    // MARK: Strings

    /// At the `"` after `hashes` pound signs.
    mutating func scanStringOpening(hashStart: Int, hashes: Int) {
        let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        emit(.stringBegin, hashStart, i)
        frames.append(StringFrame(hashes: hashes, multiline: multiline, parenDepth: 0))
        scanStringBody()
    }

    /// Scans literal text for the innermost frame until it closes (the frame is popped)
    /// or an interpolation opens (the frame stays, and code scanning resumes).
    mutating func scanStringBody() {
        guard let frame = frames.last else { return }
        let hashes = frame.hashes
        var segmentStart = i
        var sawNewline: UInt8 = 0
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "\\") {
                var h = 0
                while h < hashes && at(i + 1 + h) == UInt8(ascii: "#") { h += 1 }
                if h == hashes {
                    let after = i + 1 + hashes
                    if at(after) == UInt8(ascii: "(") {
                        if i > segmentStart { emit(.stringText, segmentStart, i, sawNewline) }
                        emit(.interpolationBegin, i, after + 1)
                        i = after + 1
                        frames[frames.count - 1].parenDepth = 0
                        return
                    }
                    // An escape: skip the escaped byte, unless it is a line break that
                    // ends a single-line literal.
                    let escaped = at(after)
                    if !frame.multiline && (escaped == 10 || escaped == 13) { i = after; continue }
                    i = min(after + 1, n)
                    continue
                }
                i += 1
                continue
            }
            if c == UInt8(ascii: "\"") {
                let quotes = frame.multiline ? 3 : 1
                var q = 0
                while q < quotes && at(i + q) == UInt8(ascii: "\"") { q += 1 }
                if q == quotes {
                    var h = 0
                    while h < hashes && at(i + quotes + h) == UInt8(ascii: "#") { h += 1 }
                    if h == hashes {
                        if i > segmentStart { emit(.stringText, segmentStart, i, sawNewline) }
                        let end = i + quotes + hashes
                        emit(.stringEnd, i, end)
                        i = end
                        frames.removeLast()
                        return
                    }
                }
                i += 1
                continue
            }
            if c == 10 || c == 13 {
                if !frame.multiline {
                    if i > segmentStart { emit(.stringText, segmentStart, i) }
                    emit(.stringEnd, i, i, Token.unterminated)
                    frames.removeLast()
                    closeEnclosingSingleLineFrames()
                    return
                }
                sawNewline = Token.containsNewline
            }
            i += 1
        }
        if i > segmentStart { emit(.stringText, segmentStart, i, sawNewline) }
        segmentStart = i
        emit(.stringEnd, n, n, Token.unterminated)
        frames.removeLast()
        closeEnclosingSingleLineFrames()
    }

    /// After an unterminated single-line literal, any single-line literal whose
    /// interpolation contained it cannot continue past this line either.
    mutating func closeEnclosingSingleLineFrames() {
        while let top = frames.last, !top.multiline, i >= n || p[i] == 10 || p[i] == 13 {
            frames.removeLast()
            emit(.stringEnd, i, i, Token.unterminated)
        }
    }
}
