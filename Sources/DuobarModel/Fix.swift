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

    /// Replaces the bytes of token range `range` of `code` with `text`.
    public init(message: String, replacing range: TokenRange, in code: Code, with text: String, applicability: Applicability) {
        let start = Int(code.tokens[range.start].start)
        let end = Int(code.tokens[max(range.end - 1, range.start)].end)
        self.init(message: message, edits: [Edit(start: start, end: max(end, start), text: text)], applicability: applicability)
    }
}

extension Fix {
    /// Its edits lie inside a file of `count` bytes, each range the right way round, and
    /// none overlaps another or shares its start (two insertions at one place have no order).
    public func isWellFormed(count: Int) -> Bool {
        guard !edits.isEmpty else { return false }
        var previousEnd = -1
        for (k, edit) in edits.enumerated() {
            guard edit.start >= 0, edit.start <= edit.end, edit.end <= count else { return false }
            if k > 0 && (edit.start < previousEnd || edit.start == edits[k - 1].start) { return false }
            previousEnd = edit.end
        }
        return true
    }

    /// Well formed, and no edit touches a comment or code the model does not read (`#if`
    /// branches that cannot build for iOS, previews, branches that never run on iOS 27.1):
    /// a replacement may not overlap them, an insertion may not fall inside them.
    public func editsOnlyCode(_ code: Code) -> Bool {
        guard isWellFormed(count: code.text.count) else { return false }
        for edit in edits {
            // Text inserted right after a line comment would join it: its end counts as inside.
            if Fix.touches(edit, code.comments.lazy.map { Int($0.start)..<Int($0.end) }, endIncluded: true) { return false }
            if Fix.touches(edit, code.unreached, endIncluded: false) { return false }
        }
        return true
    }

    /// Whether `edit` overlaps one of `ranges` (sorted and disjoint), or an insertion falls
    /// inside one (at its end too, with `endIncluded`).
    static func touches<C: RandomAccessCollection>(_ edit: Edit, _ ranges: C, endIncluded: Bool) -> Bool
    where C.Element == Range<Int>, C.Index == Int {
        // The last range starting before the edit's end: the only one that can overlap,
        // besides those it has already passed (ranges are disjoint, so only it matters).
        var lo = ranges.startIndex, hi = ranges.endIndex
        let point = edit.start == edit.end ? edit.start : edit.end
        while lo < hi {
            let mid = (lo + hi) / 2
            if ranges[mid].lowerBound < point { lo = mid + 1 } else { hi = mid }
        }
        guard lo > ranges.startIndex else { return false }
        let r = ranges[lo - 1]
        if edit.start == edit.end { return edit.start < r.upperBound || (endIncluded && edit.start == r.upperBound) }
        return edit.start < r.upperBound
    }
}
