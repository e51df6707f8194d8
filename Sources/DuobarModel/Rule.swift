/// How much a finding matters: errors fail a run, warnings fail it under `--strict`.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One problem a rule found, as a byte range of the file.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var start: Int
    public var end: Int
    public var message: String

    public init(ruleID: String, start: Int, end: Int, message: String) {
        self.ruleID = ruleID
        self.start = start
        self.end = end
        self.message = message
    }
}

/// A rule is a value: what it is, why it exists, the code it must and must not
/// report, and its check over the model. Examples mark each expected spot with `↓`.
public struct Rule: Sendable {
    public let id: String
    public let severity: Severity
    /// Off unless enabled (`--enable`, or the config's `rules`).
    public let isOptIn: Bool
    /// What it finds, one sentence.
    public let summary: String
    /// Why it matters.
    public let rationale: String
    /// What to write instead.
    public let remedy: String
    public let triggering: [String]
    public let nonTriggering: [String]
    /// Whether a safe automatic fix exists.
    public let isFixable: Bool
    /// Pre-check markers (spellings of `Vocabulary` entries that are markers): a file with none
    /// of them cannot trigger the rule, so it is not scanned when only such rules run. Empty:
    /// the rule may trigger anywhere, and no file is skipped.
    public let markers: [String]
    public let check: @Sendable (FileModel, inout Findings) -> Void

    public init(id: String, severity: Severity, isOptIn: Bool = false, summary: String, rationale: String,
                remedy: String, triggering: [String], nonTriggering: [String], isFixable: Bool = false,
                markers: [String] = [],
                check: @escaping @Sendable (FileModel, inout Findings) -> Void) {
        self.id = id
        self.severity = severity
        self.isOptIn = isOptIn
        self.summary = summary
        self.rationale = rationale
        self.remedy = remedy
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.isFixable = isFixable
        self.markers = markers
        self.check = check
    }
}

/// Where a rule's check puts what it finds; it knows the rule's id.
public struct Findings {
    public let ruleID: String
    public let model: FileModel
    public private(set) var list: [Finding] = []

    public init(ruleID: String, model: FileModel) {
        self.ruleID = ruleID
        self.model = model
    }

    public mutating func report(_ range: TokenRange, _ message: String) {
        let bytes = model.byteRange(range)
        list.append(Finding(ruleID: ruleID, start: bytes.lowerBound, end: bytes.upperBound, message: message))
    }

    public mutating func report(token: Int, _ message: String) {
        report(TokenRange(token, token + 1), message)
    }
}
