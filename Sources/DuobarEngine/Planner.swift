import DuobarModel
import DuobarRules

/// Builds the profile each file runs with: its config's rule settings, then the
/// command line's `--select`/`--ignore`/`--enable` and `--strict` on top.
public struct Planner {
    public var select: [String]?
    public var ignore: [String]
    public var enable: [String]
    public var strict: Bool

    public init(select: [String]?, ignore: [String], enable: [String], strict: Bool) {
        self.select = select
        self.ignore = ignore
        self.enable = enable
        self.strict = strict
    }

    /// Checks the ids named on the command line.
    public func validate() throws {
        _ = try RuleSelection(select: select, ignore: ignore, enable: enable)
    }

    /// Every rule some config could turn on under this command line: what the first pass, which
    /// starts before configs are read, runs and pre-checks for. (`--select` and `--ignore` rule
    /// out the rest whatever a config says.)
    public var possibleRules: [Rule] {
        allRules.filter { rule in
            if ignore.contains(rule.id) || ignore.contains("all") { return false }
            guard let select, !select.contains("all") else { return true }
            return select.contains(rule.id) || enable.contains(rule.id)
        }
    }

    public func profile(for config: Config?) -> Profile {
        let settings = config?.rules ?? [:]
        func isOn(_ id: String, optIn: Bool) -> Bool {
            if ignore.contains(id) || ignore.contains("all") { return false }
            if let select, !select.contains("all"), !select.contains(id), !enable.contains(id) { return false }
            if case .off? = settings[id] { return select?.contains(id) ?? false || enable.contains(id) }
            if optIn {
                if case .on? = settings[id] { return true }
                return enable.contains(id) || enable.contains("all") || (select?.contains(id) ?? false) || (select?.contains("all") ?? false)
            }
            return true
        }
        func severity(_ id: String, _ fallback: Severity) -> Severity {
            if case .on(let s)? = settings[id] { return s }
            return fallback
        }
        let rules = allRules.filter { isOn($0.id, optIn: $0.isOptIn) }.map { ActiveRule($0, severity: severity($0.id, $0.severity)) }
        let unused = isOn(EngineRules.unusedSuppression, optIn: false)
            ? severity(EngineRules.unusedSuppression, .warning) : nil
        // A file that cannot be read always counts, unless turned off by name.
        var io: Severity? = severity(EngineRules.ioError, .error)
        if ignore.contains(EngineRules.ioError) { io = nil }
        if case .off? = settings[EngineRules.ioError] { io = nil }
        return Profile(rules: rules, unusedSuppression: unused, ioError: io, strict: strict || (config?.strict ?? false))
    }
}
