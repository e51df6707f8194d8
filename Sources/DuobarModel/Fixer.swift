/// Applies fixes to a file's bytes: the part of `--fix` that needs no files, no threads and
/// no configs, shared by the engine, the rule examples' tests and the fuzzer.
///
/// One round applies every fix that overlaps no fix before it (in the order of their first
/// edits); the others wait: the file is linted again and the next round takes what is then
/// reported, up to `maximumRounds` rounds. A round that changes nothing ends the loop.
public enum Fixer {
    /// Fixes of different findings rarely touch each other, so two rounds are the usual
    /// most; the bound keeps a pair of rules that undo each other from looping.
    public static let maximumRounds = 10

    /// The fixes of one round: every well-formed fix whose edits overlap none of an earlier
    /// taken fix's, applied together. Returns the new bytes and how many fixes were applied.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        // By first edit, keeping the rules' order for fixes that start at the same byte.
        let ordered = fixes.enumerated().filter { $0.element.isWellFormed(count: bytes.count) }
            .sorted { ($0.element.edits[0].start, $0.offset) < ($1.element.edits[0].start, $1.offset) }
        var taken: [Fix.Edit] = []
        var applied = 0
        for (_, fix) in ordered where !fix.edits.contains(where: { overlaps($0, taken) }) {
            for edit in fix.edits { insert(edit, into: &taken) }
            applied += 1
        }
        guard applied > 0 else { return (bytes, 0) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + taken.reduce(0) { $0 + $1.text.utf8.count })
        var at = 0
        for edit in taken {
            out.append(contentsOf: bytes[at..<edit.start])
            out.append(contentsOf: edit.text.utf8)
            at = edit.end
        }
        out.append(contentsOf: bytes[at...])
        return (out, applied)
    }

    /// What fixing a file came to.
    public struct Outcome: Sendable {
        public var bytes: [UInt8]
        /// Fixes applied, over all rounds.
        public var applied: Int
        /// Rounds that changed the bytes.
        public var rounds: Int
    }

    /// Fixes `bytes` round by round: `fixes` lints the bytes it is given and returns the
    /// fixes to apply (already filtered by applicability).
    public static func fix(_ bytes: [UInt8], maximumRounds: Int = Fixer.maximumRounds,
                           fixes: ([UInt8]) -> [Fix]) -> Outcome {
        var current = bytes
        var applied = 0
        var rounds = 0
        while rounds < maximumRounds {
            let round = apply(fixes(current), to: current)
            // No fix, or fixes that rewrite the text as it was: nothing more will come.
            guard round.applied > 0, round.bytes != current else { break }
            current = round.bytes
            applied += round.applied
            rounds += 1
        }
        return Outcome(bytes: current, applied: applied, rounds: rounds)
    }

    /// Whether `edit` conflicts with one of `taken` (sorted by start, disjoint): the ranges
    /// overlap, an insertion falls inside the other's range, or both start at one byte.
    static func overlaps(_ edit: Fix.Edit, _ taken: [Fix.Edit]) -> Bool {
        // The first taken edit that ends after the edit starts, or starts where it does.
        var lo = 0, hi = taken.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if taken[mid].end <= edit.start && taken[mid].start != edit.start { lo = mid + 1 } else { hi = mid }
        }
        guard lo < taken.count else { return false }
        let other = taken[lo]
        if other.start == edit.start { return true }
        // `other` ends after `edit` starts: they conflict if it also starts before `edit` ends
        // (for an insertion, strictly inside `other`).
        return edit.start == edit.end ? other.start < edit.start : other.start < edit.end
    }

    static func insert(_ edit: Fix.Edit, into taken: inout [Fix.Edit]) {
        var lo = 0, hi = taken.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if taken[mid].start < edit.start { lo = mid + 1 } else { hi = mid }
        }
        taken.insert(edit, at: lo)
    }
}
