/// `--diff`: what fixing would change, as a unified diff that `git apply` and `patch -p1`
/// take (`--- a/path`, `+++ b/path`, hunks with three lines of context). Lines are compared
/// as bytes, their endings included, so a CRLF file's hunks keep its CRs.
public enum UnifiedDiff {
    static let context = 3
    /// Beyond this many differing lines, the changed middle of the file is shown as removed
    /// and added whole: still a correct diff, found without quadratic memory.
    static let maximumEdits = 1000

    /// The diff of one file; empty when the bytes are equal. `path` is written after `a/`
    /// and `b/` as it is given, without a leading `./` or `/`.
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
        guard old != new else { return [] }
        let a = lines(old), b = lines(new)
        let ops = script(a, b)
        var shown = Substring(path)
        while shown.hasPrefix("./") { shown = shown.dropFirst(2) }
        while shown.hasPrefix("/") { shown = shown.dropFirst() }
        var out: [UInt8] = Array("--- a/\(shown)\n+++ b/\(shown)\n".utf8)
        // Indices of the ops that change something, grouped into hunks whose changes are at
        // most two contexts apart.
        let changes = ops.indices.filter { ops[$0].kind != .same }
        var g = 0
        while g < changes.count {
            var last = g
            while last + 1 < changes.count && changes[last + 1] - changes[last] <= 2 * context { last += 1 }
            let from = max(0, changes[g] - context), to = min(ops.count, changes[last] + context + 1)
            let hunk = ops[from..<to]
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            // A hunk's start is its first line, or the line before it when it has none.
            let oldStart = (hunk.first { $0.kind != .added }?.old).map { $0 + 1 } ?? firstIndex(ops, from, \.old)
            let newStart = (hunk.first { $0.kind != .removed }?.new).map { $0 + 1 } ?? firstIndex(ops, from, \.new)
            out += Array("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n".utf8)
            for op in hunk {
                let line: ArraySlice<UInt8>
                switch op.kind {
                case .same: out.append(UInt8(ascii: " ")); line = a[op.old]
                case .removed: out.append(UInt8(ascii: "-")); line = a[op.old]
                case .added: out.append(UInt8(ascii: "+")); line = b[op.new]
                }
                out += line
                if line.last != 10 { out += Array("\n\\ No newline at end of file\n".utf8) }
            }
            g = last + 1
        }
        return out
    }

    /// For a hunk with no lines on one side: how many lines of that side come before it.
    static func firstIndex(_ ops: [Op], _ from: Int, _ side: KeyPath<Op, Int>) -> Int {
        ops[from][keyPath: side]
    }

    /// The lines of `bytes`, each with its line feed (the last one may have none).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for k in bytes.indices where bytes[k] == 10 {
            result.append(bytes[start...k])
            start = k + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    struct Op {
        enum Kind { case same, removed, added }
        var kind: Kind
        /// The line's index in the old file (for `added`: how many old lines come before it).
        var old: Int
        /// The line's index in the new file (for `removed`: how many new lines come before it).
        var new: Int
    }

    /// A shortest edit script from `a` to `b` (Myers' algorithm) over the lines between their
    /// common first and last lines.
    static func script(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let n = a.count - prefix - suffix, m = b.count - prefix - suffix
        var ops: [Op] = (0..<prefix).map { Op(kind: .same, old: $0, new: $0) }
        ops += middle(a, b, prefix, n, m)
        for k in 0..<suffix { ops.append(Op(kind: .same, old: prefix + n + k, new: prefix + m + k)) }
        return ops
    }

    static func middle(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>], _ p: Int, _ n: Int, _ m: Int) -> [Op] {
        func whole() -> [Op] {
            (0..<n).map { Op(kind: .removed, old: p + $0, new: p) } + (0..<m).map { Op(kind: .added, old: p + n, new: p + $0) }
        }
        if n == 0 || m == 0 { return whole() }
        // snapshots[d][k + d]: the furthest x reached on diagonal k after d edits.
        var snapshots: [[Int]] = []
        var v = [Int](repeating: 0, count: 2 * (n + m) + 3)
        let offset = n + m + 1
        var found = -1
        search: for d in 0...min(n + m, maximumEdits) {
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[p + x] == b[p + y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    snapshots.append(Array(v[(offset - d)...(offset + d)]))
                    found = d
                    break search
                }
            }
            snapshots.append(Array(v[(offset - d)...(offset + d)]))
        }
        guard found >= 0 else { return whole() }
        var reversed: [Op] = []
        var x = n, y = m
        var d = found
        while d > 0 {
            let k = x - y
            let previous = snapshots[d - 1]
            func at(_ k: Int) -> Int { previous[k + d - 1] }
            let down = k == -d || (k != d && at(k - 1) < at(k + 1))
            let pk = down ? k + 1 : k - 1
            let px = at(pk), py = px - pk
            // From (px, py) one edit (an insertion goes down, a deletion right), then a snake
            // of equal lines to (x, y).
            let snakeStart = down ? px : px + 1
            while x > snakeStart {
                x -= 1
                y -= 1
                reversed.append(Op(kind: .same, old: p + x, new: p + y))
            }
            reversed.append(down ? Op(kind: .added, old: p + px, new: p + py) : Op(kind: .removed, old: p + px, new: p + py))
            x = px
            y = py
            d -= 1
        }
        while x > 0 && y > 0 {
            x -= 1
            y -= 1
            reversed.append(Op(kind: .same, old: p + x, new: p + y))
        }
        return reversed.reversed()
    }
}
