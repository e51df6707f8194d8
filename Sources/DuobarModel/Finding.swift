import DuobarScanner

/// One problem a rule found, as a byte range of the file.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var start: Int
    public var end: Int
    public var message: String
    /// The edit that resolves it, for rules that have one.
    public var fix: Fix?

    public init(ruleID: String, start: Int, end: Int, message: String, fix: Fix? = nil) {
        self.ruleID = ruleID
        self.start = start
        self.end = end
        self.message = message
        self.fix = fix
    }
}

/// Where a rule's check puts what it finds; it knows the rule's id.
public struct Findings {
    public let ruleID: String
    /// The model's tokens, to place findings: a whole `FileModel` copied per rule and file
    /// retains every array it holds.
    let tokens: [Token]
    /// Whether fixes are wanted (`--fix`, `--diff`, or an output that shows them): when not,
    /// a finding's fix is not even computed.
    public let wantsFixes: Bool
    public private(set) var list: [Finding] = []

    public init(ruleID: String, model: borrowing FileModel, wantsFixes: Bool = true) {
        self.ruleID = ruleID
        tokens = model.code.tokens
        self.wantsFixes = wantsFixes
    }

    /// Reports a finding; `fix` is evaluated only when fixes are wanted.
    public mutating func report(_ range: TokenRange, _ message: String, fix: @autoclosure () -> Fix? = nil) {
        let bytes = FileModel.byteRange(range, in: tokens)
        list.append(Finding(ruleID: ruleID, start: bytes.lowerBound, end: bytes.upperBound, message: message,
                            fix: wantsFixes ? fix() : nil))
    }

    public mutating func report(token: Int, _ message: String, fix: @autoclosure () -> Fix? = nil) {
        report(TokenRange(token, token + 1), message, fix: fix())
    }
}
