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
