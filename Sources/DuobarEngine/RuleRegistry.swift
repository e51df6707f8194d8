import DuobarModel

/// Everything with an id: the rules a run can check and the engine's own diagnostics.
/// `rules`, `explain`, SARIF, the generated docs, config validation, `--select` and the
/// did-you-mean suggestions all read this one list, so they cannot disagree.
public struct RuleRegistry: Sendable {
    /// Every entry in listing order: the rules as given, then the engine's diagnostics.
    public let entries: [Rule]
    /// The entries with a check over the model.
    public let rules: [Rule]
    public let ids: [String]
    private let position: [String: Int]

    /// The registry of `rules` (the rule catalog) and the engine's diagnostics.
    public init(rules: [Rule]) {
        var entries: [Rule] = []
        var position: [String: Int] = [:]
        for entry in rules + EngineDiagnostics.all {
            precondition(position[entry.id] == nil, "two registry entries share the id '\(entry.id)'")
            position[entry.id] = entries.count
            entries.append(entry)
        }
        self.entries = entries
        self.rules = entries.filter { $0.origin == .model }
        ids = entries.map(\.id)
        self.position = position
    }

    public func entry(_ id: String) -> Rule? {
        position[id].map { entries[$0] }
    }

    public func contains(_ id: String) -> Bool { position[id] != nil }

    /// The nearest known id, for "did you mean …?".
    public func suggestion(for id: String) -> String? {
        Suggest.closest(to: id, in: ids)
    }
}
