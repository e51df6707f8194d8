/// Glob patterns over `/`-separated relative paths: `*` and `?` stay within a
/// segment, `**` spans any number of segments, `[abc]` is a class. Matching is
/// iterative with backtracking points, so no pattern can recurse deeply.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    let segments: [[UInt8]]

    public init(_ pattern: String) {
        self.pattern = pattern
        var p = pattern
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.hasSuffix("/") && p.count > 1 { p.removeLast() }
        segments = p.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
    }

    /// Whether the pattern matches the path, or a folder the path is below.
    public func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        for n in stride(from: parts.count, through: 1, by: -1) where Glob.matchSegments(segments, parts[0..<n]) {
            return true
        }
        return false
    }

    /// Whole-path match only.
    public func matchesExactly(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        return Glob.matchSegments(segments, parts[...])
    }

    static func matchSegments(_ pattern: [[UInt8]], _ path: ArraySlice<[UInt8]>) -> Bool {
        var p = 0
        var s = path.startIndex
        var starP = -1
        var starS = 0
        while s < path.endIndex || p < pattern.count {
            if p < pattern.count {
                if pattern[p] == Array("**".utf8) {
                    starP = p
                    starS = s
                    p += 1
                    continue
                }
                if s < path.endIndex && matchName(pattern[p], path[s]) {
                    p += 1
                    s += 1
                    continue
                }
            }
            if starP >= 0 && starS < path.endIndex {
                starS += 1
                s = starS
                p = starP + 1
                continue
            }
            return false
        }
        return true
    }

    /// One segment: `*`, `?`, `[…]`, literal bytes.
    static func matchName(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        var p = 0
        var n = 0
        var starP = -1
        var starN = 0
        while n < name.count {
            if p < pattern.count {
                let c = pattern[p]
                if c == UInt8(ascii: "*") {
                    starP = p
                    starN = n
                    p += 1
                    continue
                }
                if c == UInt8(ascii: "?") {
                    p += 1; n += 1
                    continue
                }
                if c == UInt8(ascii: "[") , let (matched, next) = matchClass(pattern, p, name[n]) {
                    if matched { p = next; n += 1; continue }
                } else if c == UInt8(ascii: "\\") && p + 1 < pattern.count {
                    if pattern[p + 1] == name[n] { p += 2; n += 1; continue }
                } else if c == name[n] {
                    p += 1; n += 1
                    continue
                }
            }
            if starP >= 0 {
                starN += 1
                n = starN
                p = starP + 1
                continue
            }
            return false
        }
        while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    static func matchClass(_ pattern: [UInt8], _ open: Int, _ c: UInt8) -> (Bool, Int)? {
        var k = open + 1
        var negate = false
        if k < pattern.count && (pattern[k] == UInt8(ascii: "!") || pattern[k] == UInt8(ascii: "^")) { negate = true; k += 1 }
        var matched = false
        var first = true
        while k < pattern.count && (first || pattern[k] != UInt8(ascii: "]")) {
            first = false
            if k + 2 < pattern.count && pattern[k + 1] == UInt8(ascii: "-") && pattern[k + 2] != UInt8(ascii: "]") {
                if pattern[k] <= c && c <= pattern[k + 2] { matched = true }
                k += 3
            } else {
                if pattern[k] == c { matched = true }
                k += 1
            }
        }
        guard k < pattern.count else { return nil }
        return (matched != negate, k + 1)
    }
}
