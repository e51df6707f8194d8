/// What a token is. The raw value is stable only within one build.
public enum TokenKind: UInt8, Sendable {
    case identifier
    case keyword
    case integer
    case float
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`.
    case stringBegin
    /// Literal text between delimiters and interpolations (escapes included as written).
    case stringText
    /// The closing delimiter; zero-length when the literal is unterminated.
    case stringEnd
    /// `\(` or `\#(`: code follows until the matching `interpolationEnd`.
    case interpolationBegin
    /// The `)` that closes an interpolation.
    case interpolationEnd
    /// `/…/` or `#/…/#`, the whole literal.
    case regex
    case `operator`
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon
    /// A lone `.` (member access); `...` and `..<` are operators.
    case dot
    /// `\` starting a key path.
    case backslash
    /// `@name`.
    case attribute
    /// `#if`, `#elseif`, `#else`, `#endif`.
    case directive
    /// Any other `#name`: `#available`, `#selector`, `#Preview`, …
    case poundKeyword
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    /// A byte that starts no token (a stray backtick, a lone `#` or `@`, a control byte).
    case unknown

    public var name: String {
        switch self {
        case .identifier: return "identifier"
        case .keyword: return "keyword"
        case .integer: return "integer"
        case .float: return "float"
        case .stringBegin: return "string-begin"
        case .stringText: return "string-text"
        case .stringEnd: return "string-end"
        case .interpolationBegin: return "interpolation-begin"
        case .interpolationEnd: return "interpolation-end"
        case .regex: return "regex"
        case .operator: return "operator"
        case .leftParen: return "l-paren"
        case .rightParen: return "r-paren"
        case .leftBracket: return "l-bracket"
        case .rightBracket: return "r-bracket"
        case .leftBrace: return "l-brace"
        case .rightBrace: return "r-brace"
        case .comma: return "comma"
        case .colon: return "colon"
        case .semicolon: return "semicolon"
        case .dot: return "period"
        case .backslash: return "backslash"
        case .attribute: return "attribute"
        case .directive: return "directive"
        case .poundKeyword: return "pound-keyword"
        case .lineComment: return "line-comment"
        case .docLineComment: return "doc-line-comment"
        case .blockComment: return "block-comment"
        case .docBlockComment: return "doc-block-comment"
        case .unknown: return "unknown"
        }
    }

    @inlinable public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
        default: return false
        }
    }
}

/// One token: a kind and a byte range in the file. Twelve bytes, no heap.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    public var flags: UInt8
    public var start: UInt32
    public var end: UInt32

    /// White space before this token holds a line break (or the token starts the file).
    public static let newlineBefore: UInt8 = 1
    /// Any white space (or a comment) stands right before this token.
    public static let spaceBefore: UInt8 = 2
    /// A literal or comment that reached a line end or the end of file without closing.
    public static let unterminated: UInt8 = 4
    /// The token's own text spans a line break (block comments, multi-line strings).
    public static let containsNewline: UInt8 = 8

    @inlinable public init(kind: TokenKind, flags: UInt8, start: Int, end: Int) {
        self.kind = kind
        self.flags = flags
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    @inlinable public var hasNewlineBefore: Bool { flags & Token.newlineBefore != 0 }
    @inlinable public var hasSpaceBefore: Bool { flags & Token.spaceBefore != 0 }
    @inlinable public var isUnterminated: Bool { flags & Token.unterminated != 0 }
    @inlinable public var length: Int { Int(end) - Int(start) }
}
