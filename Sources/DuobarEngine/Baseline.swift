
/// Findings a team has accepted for now (`--baseline`/`--write-baseline`; README, "Adopting it on an existing app").
/// Each is recorded by rule, path relative to the baseline's folder and the text of
/// its line, with a count, so moving code around keeps it baselined while a new
/// finding of the same rule on another line is reported.
public struct Baseline: Sendable {
    public struct Key: Hashable, Sendable {
        public var rule: String
        public var file: String
        public var line: String
    }

    public var counts: [Key: Int] = [:]
    /// The folder paths in the baseline are relative to.
    public var directory: String

    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(directory: String) {
        self.directory = directory
    }

    public static func load(_ path: String) throws -> Baseline {
        guard case .success(let bytes) = FileSystem.read(path) else {
            throw LoadError(description: "\(path): cannot read baseline")
        }
        guard let object = try? ParsedJSON.parse(bytes), let findings = object["findings"]?.array,
              findings.allSatisfy({ $0.object != nil }) else {
            throw LoadError(description: "\(path): not a duobar-lint baseline (expected {\"version\": 1, \"findings\": [...]})")
        }
        var baseline = Baseline(directory: FilePaths.directory(of: path))
        for entry in findings {
            guard let rule = entry["rule"]?.string, let file = entry["file"]?.string,
                  let line = entry["line"]?.string else {
                throw LoadError(description: "\(path): each finding needs \"rule\", \"file\" and \"line\"")
            }
            let count = entry["count"]?.integer ?? 1
            baseline.counts[Key(rule: rule, file: file, line: line), default: 0] += max(count, 1)
        }
        return baseline
    }

    func key(_ d: Diagnostic) -> Key {
        Key(rule: d.ruleID, file: FilePaths.relativeWithParents(d.path, to: directory), line: d.lineText)
    }

    /// The diagnostics the baseline does not cover. Each recorded count covers that
    /// many findings, in output order.
    public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        apply(diagnostics, linted: []).reported
    }

    /// What a run with this baseline reports, and what the baseline did.
    public struct Applied: Sendable {
        public var reported: [Diagnostic]
        /// Findings the baseline hid.
        public var hidden: Int
        /// Recorded findings of linted files that no current finding matched: fixed, or
        /// changed beyond recognition. Files the run did not lint are not judged.
        public var stale: Int
    }

    /// Applies the baseline to `diagnostics`; `linted` are the paths the run linted.
    public func apply(_ diagnostics: [Diagnostic], linted: [String]) -> Applied {
        var remaining = counts
        let reported = diagnostics.filter { d in
            let k = key(d)
            guard let left = remaining[k], left > 0 else { return true }
            remaining[k] = left - 1
            return false
        }
        let files = Set(linted.map { FilePaths.relativeWithParents($0, to: directory) })
        let stale = remaining.reduce(0) { $0 + (files.contains($1.key.file) ? $1.value : 0) }
        return Applied(reported: reported, hidden: diagnostics.count - reported.count, stale: stale)
    }

    /// A baseline of `diagnostics`, as stable, sorted JSON that reviews well in a diff.
    public static func render(_ diagnostics: [Diagnostic], directory: String) -> String {
        var baseline = Baseline(directory: directory)
        for d in diagnostics { baseline.counts[baseline.key(d), default: 0] += 1 }
        let keys = baseline.counts.keys.sorted {
            ($0.file, $0.rule, $0.line) < ($1.file, $1.rule, $1.line)
        }
        var out = "{\n  \"version\": 1,\n  \"findings\": ["
        for (k, key) in keys.enumerated() {
            out += k == 0 ? "\n" : ",\n"
            out += "    {\"rule\": \(JSON.string(key.rule)), \"file\": \(JSON.string(key.file)), "
            out += "\"line\": \(JSON.string(key.line)), \"count\": \(baseline.counts[key]!)}"
        }
        out += keys.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }
}
