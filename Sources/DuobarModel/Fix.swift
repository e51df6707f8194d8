/// An automatic edit that resolves a finding: replacements of byte ranges of the file,
/// computed from tokens so that they never touch text they did not mean to.
public struct Fix: Sendable, Equatable {
    /// Safe fixes run with `--fix`; unsafe ones (they may change behaviour, or need an API
    /// the deployment target cannot be shown to have) only with `--unsafe-fixes`.
    public enum Applicability: String, Sendable, Equatable {
        case safe
        case unsafe
    }

    /// Replace the bytes `start..<end` with `text` (an insertion when they are equal).
    public struct Edit: Sendable, Equatable {
        public var start: Int
        public var end: Int
        public var text: String

        public init(start: Int, end: Int, text: String) {
            self.start = start
            self.end = end
            self.text = text
        }
    }

    /// What the fix does, shown to people ("Use `.topBarTrailing`").
    public var message: String
    /// Sorted by `start`, not overlapping.
    public var edits: [Edit]
    public var applicability: Applicability

    public init(message: String, edits: [Edit], applicability: Applicability) {
        self.message = message
        self.edits = edits.sorted { $0.start < $1.start }
        self.applicability = applicability
    }
}
