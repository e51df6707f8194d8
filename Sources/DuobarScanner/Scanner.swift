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
        run(buffer, splitComments: false).code
    }

    /// The same tokens in two arrays: the code (with line-break flags as if the comments
    /// were white space) and the comments. What the model reads, without a second copy.
    public static func scanSplit(_ buffer: UnsafeBufferPointer<UInt8>) -> Split {
        run(buffer, splitComments: true)
    }

    /// The code tokens are written straight into the array that is returned: for a large
    /// file, a second buffer and a copy of it cost more than the scan (fresh pages to fault
    /// in and zero). Only if the guess at the count is exceeded do they move to a growing
    /// buffer, copied once at the end.
    static func run(_ buffer: UnsafeBufferPointer<UInt8>, splitComments: Bool) -> Split {
        // About one code token per four bytes at most in real code; untouched capacity of
        // a large array is never faulted in.
        let guess = buffer.count / 3 + 64
        var comments: [Token] = []
        var sawDirective = false
        var overflow: TokenBuffer?
        var code = [Token](unsafeUninitializedCapacity: guess) { storage, count in
            var lexer = Lexer(buffer, splitComments: splitComments,
                              tokens: TokenBuffer(storage: storage.baseAddress!, capacity: guess))
            lexer.run()
            comments = lexer.comments.array()
            lexer.comments.free()
            sawDirective = lexer.sawDirective
            if lexer.tokens.base == storage.baseAddress! {
                count = lexer.tokens.count
            } else {
                count = 0
                overflow = lexer.tokens
            }
        }
        if let overflow {
            code = overflow.array()
            overflow.free()
        }
        return Split(code: code, comments: comments, hasDirectives: sawDirective)
    }

    public struct Split: Sendable {
        public var code: [Token]
        public var comments: [Token]
        /// An `#if`-family directive is among the code tokens.
        public var hasDirectives: Bool

        public init(code: [Token], comments: [Token], hasDirectives: Bool) {
            self.code = code
            self.comments = comments
            self.hasDirectives = hasDirectives
        }
    }
}

/// The tokens being produced: a plain growable buffer, so that appending one is a
/// bounds check and a store (no copy-on-write check per token, as an array has).
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int
    /// `base` belongs to someone else (an array being built) until the buffer grows.
    private var borrowed: Bool

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
        borrowed = false
    }

    /// Writes into `storage` until it is full, then moves to memory of its own.
    init(storage: UnsafeMutablePointer<Token>, capacity: Int) {
        self.capacity = capacity
        base = storage
        borrowed = true
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1  // below `capacity`, an `Int`
    }

    mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: max(capacity * 2, 16))
        larger.moveInitialize(from: base, count: count)
        if !borrowed { base.deallocate() }
        borrowed = false
        base = larger
        capacity = max(capacity * 2, 16)
    }

    @inline(__always) subscript(k: Int) -> Token { base[k] }

    var last: Token? { count > 0 ? base[count - 1] : nil }

    func array() -> [Token] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Frees memory the buffer owns (none while it still writes into borrowed storage).
    func free() { if !borrowed { base.deallocate() } }
}

/// An open string literal whose interpolation is being scanned as code.
private struct StringFrame {
    var hashes: Int
    var multiline: Bool
    /// Parentheses opened inside the interpolation and not yet closed.
    var parenDepth: Int
}

/// What a byte starts, for the scanner's dispatch: the hot roles first.
private enum ByteRole: UInt8 {
    case word, space, lineBreak, punctuation, dot, leftParen, rightParen, digit, nonASCII
    case slash, quote, pound, at, backtick, dollar, `operator`, unknown

    /// Each byte's role. Built once, never freed.
    nonisolated(unsafe) static let table: UnsafePointer<ByteRole> = {
        let table = UnsafeMutablePointer<ByteRole>.allocate(capacity: 256)
        for c in 0..<256 { table[c] = role(UInt8(c)) }
        return UnsafePointer(table)
    }()

    /// The kind of the one-byte token each `.punctuation` byte is (`.unknown` for other bytes).
    nonisolated(unsafe) static let singleByteKinds: UnsafePointer<TokenKind> = {
        let kinds = UnsafeMutablePointer<TokenKind>.allocate(capacity: 256)
        kinds.initialize(repeating: .unknown, count: 256)
        let pairs: [(UInt8, TokenKind)] = [
            (UInt8(ascii: "["), .leftBracket), (UInt8(ascii: "]"), .rightBracket),
            (UInt8(ascii: "{"), .leftBrace), (UInt8(ascii: "}"), .rightBrace),
            (UInt8(ascii: ","), .comma), (UInt8(ascii: ":"), .colon), (UInt8(ascii: ";"), .semicolon),
            (UInt8(ascii: "\\"), .backslash),
        ]
        for (c, kind) in pairs { kinds[Int(c)] = kind }
        return UnsafePointer(kinds)
    }()

    static func role(_ c: UInt8) -> ByteRole {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return .word
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        case 0x80...0xFF: return .nonASCII
        case 32, 9, 11, 12, 0: return .space
        case 10, 13: return .lineBreak
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","),
             UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
            return .punctuation
        case UInt8(ascii: "."): return .dot
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "\""): return .quote
        case UInt8(ascii: "#"): return .pound
        case UInt8(ascii: "@"): return .at
        case UInt8(ascii: "`"): return .backtick
        case UInt8(ascii: "$"): return .dollar
        default: return ByteClass.isOperator(c) ? .operator : .unknown
        }
    }
}

private struct Lexer {
    let p: UnsafePointer<UInt8>
    let n: Int
    var i = 0
    var tokens: TokenBuffer
    /// With `splitComments`, comments go here instead of into `tokens`.
    var comments: TokenBuffer
    let splitComments: Bool
    var sawDirective = false
    var frames: [StringFrame] = []
    /// Flags for the next token: what white space stood before it.
    var pending: UInt8 = Token.newlineBefore
    /// Where the code starts: after a byte order mark, if any.
    var contentStart = 0
    /// Tables read for every byte of an identifier and every identifier, held here so the
    /// loop does not check each time that the globals are initialized.
    let identifierBytes: UnsafePointer<UInt8> = ByteClass.identifierTable
    let keywordHeads: UnsafePointer<UInt64>
    let keywordLengths: UnsafePointer<UInt8>
    let headMasks: UnsafePointer<UInt64> = Keywords.headMasks
    let byteRoles: UnsafePointer<ByteRole> = ByteRole.table
    let singleByteKinds: UnsafePointer<TokenKind> = ByteRole.singleByteKinds

    init(_ buffer: UnsafeBufferPointer<UInt8>, splitComments: Bool, tokens: TokenBuffer) {
        let keywords = Keywords.table
        keywordHeads = UnsafePointer(keywords.heads)
        keywordLengths = UnsafePointer(keywords.lengths)
        self.splitComments = splitComments
        // An empty buffer may have no base address; point at a static byte instead.
        if let base = buffer.baseAddress, buffer.count > 0 {
            p = base
            n = buffer.count
        } else {
            p = Lexer.emptyByte
            n = 0
        }
        self.tokens = tokens
        comments = TokenBuffer(capacity: splitComments ? n / 64 + 16 : 16)
    }

    nonisolated(unsafe) static let emptyByte: UnsafePointer<UInt8> = {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        storage.initialize(to: 0)
        return UnsafePointer(storage)
    }()

    @inline(__always) mutating func at(_ k: Int) -> UInt8 { k < n ? p[k] : 0 }

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, _ extra: UInt8 = 0) {
        if splitComments && kind.isComment {
            emitComment(kind, start, end, extra)
            return
        }
        if kind == .directive { sawDirective = true }
        tokens.append(Token(kind: kind, flags: pending | extra, start: start, end: end))
        pending = 0
    }

    /// A comment set aside: the white space around it still counts for the next code token,
    /// and a line break inside it too.
    mutating func emitComment(_ kind: TokenKind, _ start: Int, _ end: Int, _ extra: UInt8) {
        comments.append(Token(kind: kind, flags: pending | extra, start: start, end: end))
        pending |= Token.spaceBefore
        if extra & Token.containsNewline != 0 { pending |= Token.newlineBefore }
    }

    mutating func run() {
        // A byte order mark is white space.
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3; contentStart = 3 }
        if at(i) == UInt8(ascii: "#") && at(i + 1) == UInt8(ascii: "!") {
            let start = i
            while i < n && p[i] != 10 && p[i] != 13 { i += 1 }
            emit(.lineComment, start, i)
        }
        // Local copies: the loop's calls take `self` inout, after which its fields are read again.
        let p = self.p, n = self.n
        let roles = byteRoles
        while i < n {
            let c = p[i]
            // One table load and one jump per token: the byte's role, not a chain of range tests.
            switch roles[Int(c)] {
            case .word:
                // Most names fit in their first sixteen bytes, whose one or two loads then give
                // both the name's end and its keyword-table key; the rest take `scanLongWord`.
                // (Written here, not in a function: the compiler does not inline one into this loop.)
                let start = i
                guard start &+ 8 <= n else { scanLongWord(start, from: start &+ 1); continue }
                let first = ByteWords.load(p + start)
                var length = ByteWords.asciiNameLength(first)
                if length == 8 {
                    guard start &+ 16 <= n else { scanLongWord(start, from: start &+ 8); continue }
                    length &+= ByteWords.asciiNameLength(ByteWords.load(p + (start &+ 8)))
                    guard length < 16 else { scanLongWord(start, from: start &+ 16); continue }
                }
                let end = start &+ length
                // The word test stops at `$` and non-ASCII bytes too, which may go on a name
                // (the only bytes it stops at that the table does not give as 0).
                guard identifierBytes[Int(p[end])] == 0 else {
                    scanLongWord(start, from: end)
                    continue
                }
                // The key is the first eight bytes; past them, the slot's keyword is compared.
                let head = first & headMasks[length]
                let slot = Keywords.slot(head)
                let keyword = keywordHeads[slot] == head && Int(keywordLengths[slot]) == length
                    && (length <= 8 || Keywords.longKeywordTail(p + start, length, slot: slot))
                emit(keyword ? .keyword : .identifier, start, end)
                i = end
            case .space:
                pending |= Token.spaceBefore
                i &+= 1  // below `n` (as in every case here)
                // Most runs are the one space between two tokens.
                if i < n && p[i] != 32 && p[i] != 9 { continue }
                skipIndentation()
            case .lineBreak:
                pending |= Token.spaceBefore | Token.newlineBefore
                i &+= 1
                if !frames.isEmpty { closeSingleLineFramesAtLineEnd() }
                // The next line's indentation, without going round the loop for it.
                if i < n && (p[i] == 32 || p[i] == 9) { skipIndentation() }
            case .punctuation:
                emit(singleByteKinds[Int(c)], i, i &+ 1); i &+= 1
            case .dot:
                // `...`, `..<` and other operators that start with a dot (`.*`, `.==`).
                let next = at(i + 1)
                // (`.?` and `.!` are left apart: `\.?.name` is a key path through an optional.)
                if next == UInt8(ascii: ".") || (ByteClass.isOperator(next) && next != UInt8(ascii: "?")
                    && next != UInt8(ascii: "!") && !startsComment(i + 1)) {
                    scanOperator(dotted: true)
                } else {
                    emit(.dot, i, i + 1); i += 1
                }
            case .leftParen:
                if let top = frames.last { frames[frames.count - 1].parenDepth = top.parenDepth + 1 }
                emit(.leftParen, i, i + 1); i += 1
            case .rightParen:
                if let top = frames.last {
                    if top.parenDepth == 0 {
                        emit(.interpolationEnd, i, i + 1); i += 1
                        scanStringBody()
                        continue
                    }
                    frames[frames.count - 1].parenDepth = top.parenDepth - 1
                }
                emit(.rightParen, i, i + 1); i += 1
            case .digit:
                scanNumber()
            case .nonASCII:
                scanNonASCII()
            case .slash:
                if at(i + 1) == UInt8(ascii: "/") {
                    scanLineComment()
                } else if at(i + 1) == UInt8(ascii: "*") {
                    scanBlockComment()
                } else {
                    scanOperator(dotted: false)
                }
            case .quote:
                scanStringOpening(hashStart: i, hashes: 0)
            case .pound:
                scanPound()
            case .at:
                let start = i
                i += 1
                if i < n && isIdentifierStart(i) {
                    i = identifierEnd(i)
                    emit(.attribute, start, i)
                } else if at(i) == UInt8(ascii: "`"), backtickEnd(i) > 0 {
                    // `@`Raw Name``
                    i = backtickEnd(i)
                    emit(.attribute, start, i)
                } else {
                    emit(.unknown, start, i)
                }
            case .backtick:
                scanBacktick()
            case .dollar:
                let start = i
                i = identifierEnd(i + 1)
                emit(.identifier, start, i)
            case .operator:
                // Right after an operand, `!` and `?` are postfix on their own (`x!=y` is `x! =y`).
                if (c == UInt8(ascii: "!") || c == UInt8(ascii: "?")) && isLeftBound(i) {
                    emit(.operator, i, i + 1); i += 1
                } else if c == UInt8(ascii: "<") && at(i + 1) == UInt8(ascii: "#"), placeholderEnd(i) > 0 {
                    // An editor placeholder, `<#name#>`, stands for an identifier.
                    let end = placeholderEnd(i)
                    emit(.identifier, i, end); i = end
                } else {
                    scanOperator(dotted: false)
                }
            case .unknown:
                emit(.unknown, i, i + 1); i += 1
            }
        }
        // Literals still open at the end of the file: close them, zero-length.
        while !frames.isEmpty {
            frames.removeLast()
            emit(.stringEnd, n, n, Token.unterminated)
        }
    }

    /// An identifier or keyword from `start` that does not end in its first eight bytes on an
    /// ASCII byte other than `$`; its bytes up to `from` are known to be name bytes.
    @inline(never) mutating func scanLongWord(_ start: Int, from: Int) {
        i = identifierEnd(from)
        let keyword = Keywords.isKeyword(p + start, i - start, readable: n - start, keywordHeads, keywordLengths)
        emit(keyword ? .keyword : .identifier, start, i)
    }

    /// Spaces and tabs come in runs (indentation): eight bytes of spaces are skipped at a time.
    /// (On a local index, `&+`: it never passes `n`, an `Int`; `self.i` is written once.)
    @inline(__always) mutating func skipIndentation() {
        var k = i
        while k &+ 8 <= n {
            let spaces = UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
            if spaces != 0 {
                k &+= (UInt64(littleEndian: spaces).trailingZeroBitCount) >> 3
                break
            }
            k &+= 8
        }
        while k < n && (p[k] == 32 || p[k] == 9) { k &+= 1 }
        i = k
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

    // MARK: Identifiers and non-ASCII text

    /// The end of the identifier characters from `k` on. Non-ASCII text continues an
    /// identifier unless it is a Unicode operator character or white space (see `ByteClass.isSpace`).
    @inline(__always) mutating func identifierEnd(_ k: Int) -> Int {
        var k = k
        // ASCII name bytes eight at a time; the bytes below decide where the name ends.
        while k &+ 8 <= n {
            let length = ByteWords.asciiNameLength(ByteWords.load(p + k))
            k &+= length
            if length < 8 { break }
        }
        while k < n {
            let c = p[k]
            let kind = identifierBytes[Int(c)]
            if kind == ByteClass.asciiIdentifier {
                k += 1
            } else if kind == ByteClass.nonASCII {
                return nonASCIIIdentifierEnd(k)
            } else {
                break
            }
        }
        return k
    }

    /// `identifierEnd` once a non-ASCII byte is met (kept out of line: it is rare).
    @inline(never) mutating func nonASCIIIdentifierEnd(_ k: Int) -> Int {
        var k = k
        while k < n {
            let c = p[k]
            if c < 0x80 {
                if !ByteClass.isIdentifierContinue(c) { break }
                k += 1
            } else {
                let (scalar, length) = ByteClass.decode(p, k, n)
                if ByteClass.isSpace(scalar) || ByteClass.isOperatorStart(scalar) { break }
                k += length
            }
        }
        return k
    }

    mutating func isIdentifierStart(_ k: Int) -> Bool {
        let c = p[k]
        if c < 0x80 { return ByteClass.isIdentifierStart(c) }
        let scalar = ByteClass.decode(p, k, n).scalar
        return !ByteClass.isSpace(scalar) && !ByteClass.isOperatorStart(scalar)
    }

    /// At a byte of 0x80 or more: an operator (`×`, `≠`), white space (a no-break space,
    /// a byte order mark), or identifier text.
    mutating func scanNonASCII() {
        let (scalar, length) = ByteClass.decode(p, i, n)
        if ByteClass.isSpace(scalar) {
            pending |= Token.spaceBefore
            i += length
        } else if ByteClass.isOperatorStart(scalar) {
            scanOperator(dotted: false)
        } else {
            let start = i
            i = identifierEnd(i + length)
            emit(.identifier, start, i)
        }
    }

    /// At a backtick: the end of `` `name` `` on this line, or -1.
    mutating func backtickEnd(_ start: Int) -> Int {
        var k = start + 1
        while k < n && p[k] != UInt8(ascii: "`") && p[k] != 10 && p[k] != 13 { k += 1 }
        return k < n && p[k] == UInt8(ascii: "`") && k > start + 1 ? k + 1 : -1
    }

    mutating func scanBacktick() {
        let start = i
        let end = backtickEnd(i)
        if end > 0 {
            i = end
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
        if p[i] == UInt8(ascii: "0") && (at(i + 1) == UInt8(ascii: "x") || at(i + 1) == UInt8(ascii: "X")) {
            isFloat = scanHexNumber()
        } else if p[i] == UInt8(ascii: "0") && (at(i + 1) == UInt8(ascii: "b") || at(i + 1) == UInt8(ascii: "o")) {
            i += 2
            while i < n && (ByteClass.isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
        } else {
            while i < n && (ByteClass.isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            // `1.5` is a float; `1..<2`, `1.description` and the `0.1` of `x.0.1` are not.
            if at(i) == UInt8(ascii: ".") && ByteClass.isDigit(at(i + 1)) && lastSignificantKind() != .dot {
                isFloat = true
                i += 1
                while i < n && (ByteClass.isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            }
            // An `e` after the digits starts an exponent, digits or not (`1e` is a malformed float).
            if at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E") {
                isFloat = true
                scanExponent()
            }
        }
        // Trailing identifier characters (`1abc`) are an invalid literal: keep them in it.
        i = identifierEnd(i)
        emit(isFloat ? .float : .integer, start, i)
    }

    /// `0x…`, with Swift's rules for a fraction: `0x1.8p1` is a float, but in
    /// `0xff.description` or `0xff.fp` the dot is member access.
    mutating func scanHexNumber() -> Bool {
        i += 2
        while i < n && (ByteClass.isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
        var dot = -1
        if at(i) == UInt8(ascii: ".") && ByteClass.isHexDigit(at(i + 1)) {
            dot = i
            i += 1
            while i < n && (ByteClass.isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            if at(i) != UInt8(ascii: "p") && at(i) != UInt8(ascii: "P") && !ByteClass.isDigit(at(dot + 1)) {
                i = dot
                return false
            }
        }
        guard at(i) == UInt8(ascii: "p") || at(i) == UInt8(ascii: "P") else { return dot >= 0 }
        let sign = at(i + 1) == UInt8(ascii: "+") || at(i + 1) == UInt8(ascii: "-")
        if dot >= 0 && !sign && !ByteClass.isDigit(at(i + 1)) && !ByteClass.isDigit(at(dot + 1)) {
            i = dot
            return false
        }
        scanExponent()
        return true
    }

    mutating func scanExponent() {
        i += 1
        if at(i) == UInt8(ascii: "+") || at(i) == UInt8(ascii: "-") { i += 1 }
        while i < n && (ByteClass.isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
    }

    // MARK: Comments

    @inline(__always) mutating func startsComment(_ k: Int) -> Bool {
        at(k) == UInt8(ascii: "/") && (at(k + 1) == UInt8(ascii: "/") || at(k + 1) == UInt8(ascii: "*"))
    }

    mutating func scanLineComment() {
        let start = i
        let doc = at(i + 2) == UInt8(ascii: "/") && at(i + 3) != UInt8(ascii: "/")
        // Comments are prose: eight bytes at a time to the line's end.
        while i &+ 8 <= n {
            let k = ByteWords.lengthBefore(ByteWords.load(p + i), 10, 13)
            i += k
            if k < 8 { break }
        }
        while i < n && p[i] != 10 && p[i] != 13 { i += 1 }
        emit(doc ? .docLineComment : .lineComment, start, i)
        pending |= Token.spaceBefore
    }

    mutating func scanBlockComment() {
        let start = i
        let doc = at(i + 2) == UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "/")
        var depth = 0
        var sawNewline: UInt8 = 0
        while i < n {
            // Eight bytes at a time up to one that may matter: `/`, `*` or a line break.
            while i &+ 8 <= n {
                let x = ByteWords.load(p + i)
                let stop = ByteWords.equalBytes(x, 0x2F) | ByteWords.equalBytes(x, 0x2A)
                    | ByteWords.equalBytes(x, 10) | ByteWords.equalBytes(x, 13)
                if stop != 0 {
                    i += stop.trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            guard i < n else { break }
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

    // MARK: Operators and `/…/` regex literals

    mutating func scanOperator(dotted: Bool) {
        let start = i
        var end = i + (p[i] < 0x80 ? 1 : ByteClass.decode(p, i, n).length)
        while end < n {
            let c = p[end]
            if c >= 0x80 {
                let (scalar, length) = ByteClass.decode(p, end, n)
                if !ByteClass.isOperatorContinue(scalar) { break }
                end += length
                continue
            }
            if c == UInt8(ascii: ".") {
                if !dotted { break }
            } else if !ByteClass.isOperator(c) {
                break
            }
            // A comment opener or an editor placeholder ends the operator.
            if startsComment(end) { break }
            if c == UInt8(ascii: "<") && at(end + 1) == UInt8(ascii: "#") && placeholderEnd(end) > 0 { break }
            end += 1
        }
        // A regex literal may start at the operator's first `/` (`/a/`, or `!/a/` after a prefix `!`).
        var slash = start
        while slash < end && p[slash] != UInt8(ascii: "/") { slash += 1 }
        if slash < end, let regexEnd = bareRegexEnd(slash: slash, operatorStart: start, operatorEnd: end) {
            if slash > start { emit(.operator, start, slash) }
            emit(.regex, slash, regexEnd.end, regexEnd.unterminated ? Token.unterminated : 0)
            i = regexEnd.end
            return
        }
        emit(.operator, start, end)
        i = end
    }

    /// At `<#`: the end of the editor placeholder `<#…#>` on this line, or -1.
    mutating func placeholderEnd(_ k: Int) -> Int {
        var e = k + 2
        while e < n {
            let c = p[e]
            if c == 10 || (c == UInt8(ascii: "<") && at(e + 1) == UInt8(ascii: "#")) { return -1 }
            if c == UInt8(ascii: "#") && at(e + 1) == UInt8(ascii: ">") { return e + 2 }
            e += 1
        }
        return -1
    }

    /// No white space, opening bracket or separator right before `k`: the token there
    /// is bound to what precedes it (a postfix or binary operator without spaces).
    mutating func isLeftBound(_ k: Int) -> Bool {
        if k <= contentStart { return false }
        switch p[k - 1] {
        case 32, 13, 10, 9, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(k >= 2 && p[k - 2] == UInt8(ascii: "*"))  // the end of a block comment is white space
        case 0xA0:
            return !(k >= 2 && p[k - 2] == 0xC2)  // U+00A0 no-break space
        default:
            return true
        }
    }

    /// The token ending before `k` is bound to what follows it.
    mutating func isRightBound(_ k: Int, leftBound: Bool) -> Bool {
        if k >= n { return false }
        switch p[k] {
        case 32, 13, 10, 9, 0, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            return !startsComment(k)
        case 0xC2:
            return at(k + 1) != 0xA0
        default:
            return true
        }
    }

    /// Index of the last token that is not a comment, or -1.
    mutating func lastSignificant(before index: Int) -> Int {
        var k = index - 1
        while k >= 0 && tokens[k].kind.isComment { k -= 1 }
        return k
    }

    mutating func lastSignificantKind() -> TokenKind? {
        let k = lastSignificant(before: tokens.count)
        return k >= 0 ? tokens[k].kind : nil
    }

    mutating func isKeyword(_ t: Token, _ word: StaticString) -> Bool {
        t.kind == .keyword && Keywords.equals(p + Int(t.start), t.length, word)
    }

    /// Whether `/…/` may be a regex here: the compiler's heuristic (SE-0354) as
    /// swift-syntax's lexer implements it. Returns the end of the literal.
    mutating func bareRegexEnd(slash: Int, operatorStart: Int, operatorEnd: Int) -> (end: Int, unterminated: Bool)? {
        // A `/` bound to what precedes it is a division or postfix operator.
        if isLeftBound(operatorStart) { return nil }
        let prevIndex = lastSignificant(before: tokens.count)
        let prev: Token? = prevIndex >= 0 ? tokens[prevIndex] : nil
        // `func /(…)`, `operator /^/`: operator declarations.
        if let prev, isKeyword(prev, "func") || isKeyword(prev, "operator") { return nil }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, leftBound: false) {
            // Spaced like a binary operator: a regex only where an expression must start.
            mustBeRegex = prefersRegex(prevIndex)
            if !mustBeRegex && !isRegexPosition(prev) { return nil }
            switch prev?.kind {
            case .leftParen?, .leftBracket?, .comma?, .colon?, .interpolationBegin?:
                break  // an unapplied operator may stand alone in an argument list
            default:
                mustBeRegex = true
            }
        }
        return scanBareRegex(slash: slash, mustBeRegex: mustBeRegex)
    }

    /// After `try?` or `try!` a regex is preferred over a binary operator.
    mutating func prefersRegex(_ prevIndex: Int) -> Bool {
        guard prevIndex >= 0 else { return false }
        let mark = tokens[prevIndex]
        guard mark.kind == .operator, mark.length == 1,
              p[Int(mark.start)] == UInt8(ascii: "?") || p[Int(mark.start)] == UInt8(ascii: "!"),
              isLeftBound(Int(mark.start)) else { return false }
        let before = lastSignificant(before: prevIndex)
        return before >= 0 && isKeyword(tokens[before], "try")
    }

    /// Whether an expression may start after `prev` (so `/` cannot be a binary operator).
    mutating func isRegexPosition(_ prev: Token?) -> Bool {
        guard let prev else { return true }
        switch prev.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .directive, .interpolationBegin:
            return true
        case .keyword:
            let s = p + Int(prev.start), len = prev.length
            return !(Keywords.equals(s, len, "true") || Keywords.equals(s, len, "false") || Keywords.equals(s, len, "nil")
                || Keywords.equals(s, len, "self") || Keywords.equals(s, len, "Self") || Keywords.equals(s, len, "super")
                || Keywords.equals(s, len, "Any") || Keywords.equals(s, len, "_"))
        case .operator:
            let s = Int(prev.start), e = Int(prev.end)
            let leftBound = isLeftBound(s)
            let rightBound = isRightBound(e, leftBound: leftBound)
            if e - s == 1 {
                switch p[s] {
                case UInt8(ascii: "="): return true
                case UInt8(ascii: "?"), UInt8(ascii: "!"): if leftBound { return false }
                default: break
                }
            } else if e - s == 2 && p[s] == UInt8(ascii: "-") && p[s + 1] == UInt8(ascii: ">") {
                return false
            }
            // Prefix and binary operators want an operand next; postfix ones end one.
            return !(leftBound && !rightBound)
        case .unknown:
            // A lone `#`, `@` or backtick does not sequence expressions; other stray bytes may.
            let c = p[Int(prev.start)]
            return c != UInt8(ascii: "#") && c != UInt8(ascii: "@") && c != UInt8(ascii: "`")
        default:
            return false
        }
    }

    /// Scans `/…/` from `slash`, never past the line. Returns nil if it is not a regex
    /// (unless `mustBeRegex`, where an unterminated literal runs to the line end).
    mutating func scanBareRegex(slash: Int, mustBeRegex: Bool) -> (end: Int, unterminated: Bool)? {
        var k = slash + 1
        if k < n {
            let first = p[k]
            // `/ a/` could be operators spaced out; `/*` and `//` open comments.
            if (first == 32 || first == 9) && !mustBeRegex { return nil }
            if first == UInt8(ascii: "*") || first == UInt8(ascii: "/") { return nil }
        }
        if slash > 0 && p[slash - 1] == UInt8(ascii: "*") { return nil }
        var groups = 0
        var classes = 0
        var lastSpace = -1
        while true {
            if k < n && p[k] == UInt8(ascii: "/") {
                // A closing `/` that opens a comment leaves the literal unterminated.
                if startsComment(k) { break }
                if lastSpace == k - 1 && !mustBeRegex { return nil }
                return (k + 1, false)
            }
            if k >= n { break }
            let c = p[k]
            if c == 10 || c == 13 { break }
            k += 1
            switch c {
            case UInt8(ascii: "\\"):
                // An escaped character, unless the line ends.
                if k < n && p[k] != 10 && p[k] != 13 { k += 1 }
            case UInt8(ascii: "("):
                if classes == 0 { groups += 1 }
            case UInt8(ascii: ")"):
                if classes == 0 {
                    // An unbalanced `)` means this was not a regex after all (`f(/, /)`).
                    if groups == 0 { if !mustBeRegex { return nil } } else { groups -= 1 }
                }
            case UInt8(ascii: "["):
                classes += 1
            case UInt8(ascii: "]"):
                if classes > 0 { classes -= 1 }
            case 32, 9:
                lastSpace = k - 1
            default:
                break
            }
        }
        return mustBeRegex ? (k, true) : nil
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
        if hashes == 1 && k < n && isIdentifierStart(k) {
            let e = identifierEnd(k)
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

    /// `#/…/#`, always a regex. It is multi-line when only spaces or tabs stand
    /// between the opening delimiter and the line end.
    mutating func scanExtendedRegex(start: Int, hashes: Int, slash: Int) {
        var k = slash + 1
        var firstNewline = -1
        var m = k
        while m < n && (p[m] == 32 || p[m] == 9) { m += 1 }
        if m < n && (p[m] == 10 || p[m] == 13) { firstNewline = m; k = m }
        let multiline = firstNewline >= 0
        var sawNewline: UInt8 = 0
        while true {
            if k < n && p[k] == UInt8(ascii: "/") {
                var h = 0
                while k + 1 + h < n && p[k + 1 + h] == UInt8(ascii: "#") { h += 1 }
                // Extra closing pounds are taken into the literal, as Swift's lexer does.
                if h >= hashes {
                    i = k + 1 + h
                    emit(.regex, start, i, sawNewline)
                    return
                }
            }
            if k >= n { break }
            var c = p[k]
            if c == UInt8(ascii: "\\") && k + 1 < n {
                k += 1
                c = p[k]
            }
            if c == 10 || c == 13 {
                if !multiline { break }
                sawNewline = Token.containsNewline
            }
            k += 1
        }
        // Unterminated: a single-line literal ends at the line end; a multi-line one at
        // its first line break, so the code after it is still scanned as code.
        if multiline && k >= n {
            k = firstNewline
            sawNewline = 0
        }
        i = k
        emit(.regex, start, i, sawNewline | Token.unterminated)
    }

    // MARK: Strings

    /// At the `"` after `hashes` pound signs.
    mutating func scanStringOpening(hashStart: Int, hashes: Int) {
        var multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        if multiline && hashes > 0 {
            // `#"""#` and `#"""a"#` are single-line raw strings holding quotes: a raw
            // `"""` opens a multi-line literal only if no closing delimiter follows on its line.
            var k = i + 3
            if poundsAt(k) >= hashes { multiline = false }
            while multiline && k < n && p[k] != 10 && p[k] != 13 {
                if p[k] == UInt8(ascii: "\"") && poundsAt(k + 1) >= hashes { multiline = false }
                k += 1
            }
        }
        i += multiline ? 3 : 1
        emit(.stringBegin, hashStart, i)
        frames.append(StringFrame(hashes: hashes, multiline: multiline, parenDepth: 0))
        scanStringBody()
    }

    /// How many `#` stand at `k`.
    mutating func poundsAt(_ k: Int) -> Int {
        var e = k
        while e < n && p[e] == UInt8(ascii: "#") { e += 1 }
        return e - k
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
                        // Extra closing pounds are taken in (and left to the compiler to reject).
                        let end = i + quotes + (hashes > 0 ? poundsAt(i + quotes) : 0)
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
