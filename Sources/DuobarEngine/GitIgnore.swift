/// `.gitignore` rules, read the way git reads them: per folder, last match wins,
/// `!` negates, a trailing `/` matches folders only, a `/` before the end anchors
/// the pattern to its folder.
public struct GitIgnore: Sendable {
    struct Pattern: Sendable {
        var glob: Glob
        var negated: Bool
        var directoryOnly: Bool
        var anchored: Bool
    }

    /// The folder the file lives in, relative to the work tree root ("" for the root).
    let base: String
    let patterns: [Pattern]

    public init(contents: String, base: String) {
        self.base = base
        var patterns: [Pattern] = []
        for raw in contents.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = String(raw)
            while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line.removeLast() }
            if line.isEmpty || line.hasPrefix("#") { continue }
            var negated = false
            if line.hasPrefix("!") { negated = true; line.removeFirst() }
            if line.hasPrefix("\\") { line.removeFirst() }
            var directoryOnly = false
            if line.hasSuffix("/") { directoryOnly = true; line.removeLast() }
            let anchored = line.dropLast().contains("/") || line.hasPrefix("/")
            while line.hasPrefix("/") { line.removeFirst() }
            if line.isEmpty { continue }
            let glob = Glob(anchored ? line : "**/" + line)
            patterns.append(Pattern(glob: glob, negated: negated, directoryOnly: directoryOnly, anchored: anchored))
        }
        self.patterns = patterns
    }

    /// nil when no pattern speaks about the path; otherwise whether it is ignored.
    /// `relativePath` is relative to the work tree root.
    public func decision(_ relativePath: String, isDirectory: Bool) -> Bool? {
        var path = relativePath
        if !base.isEmpty {
            guard path.hasPrefix(base + "/") else { return nil }
            path.removeFirst(base.count + 1)
        }
        var result: Bool?
        for pattern in patterns where !pattern.directoryOnly || isDirectory {
            if pattern.glob.matchesExactly(path) { result = !pattern.negated }
        }
        return result
    }
}
