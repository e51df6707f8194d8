import DuobarModel

/// Which rules run on which files, at what severity: the command line's `--select`,
/// `--ignore`, `--enable` and `--strict`, with each config's rule settings below them.
/// Selection has one meaning, here: the first pass's rule list and every profile come
/// from the same test.
public struct Planner: Sendable {
    public let registry: RuleRegistry
    public let select: [String]?
    public let ignore: [String]
    public let enable: [String]
    public let strict: Bool

    /// An id on the command line that the registry does not hold.
    public struct UnknownRule: Error, Equatable, CustomStringConvertible {
        public var id: String
        public var suggestion: String?

        public var description: String {
            "unknown rule '\(id)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        }
    }

    /// Checks every id named on the command line.
    public init(registry: RuleRegistry, select: [String]? = nil, ignore: [String] = [], enable: [String] = [],
                strict: Bool = false) throws {
        for id in (select ?? []) + ignore + enable where id != "all" && !registry.contains(id) {
            throw UnknownRule(id: id, suggestion: registry.suggestion(for: id))
        }
        self.registry = registry
        self.select = select
        self.ignore = ignore
        self.enable = enable
        self.strict = strict
    }

    /// Whether the command line lets `id` run at all (a config may still turn it off, or on
    /// when it is opt-in).
    func allows(_ id: String) -> Bool {
        if ignore.contains(id) || ignore.contains("all") { return false }
        if let select, !select.contains("all"), !select.contains(id), !enable.contains(id) { return false }
        return true
    }

    /// Every rule some config could turn on under this command line: what the first pass,
    /// which starts before configs are read, runs and pre-checks for. (`--select` and
    /// `--ignore` rule out the rest whatever a config says.)
    public var possibleRules: [Rule] {
        registry.rules.filter { allows($0.id) }
    }

    public func profile(for config: Config?) -> Profile {
        let settings = config?.rules ?? [:]
        let selected = select ?? []
        func isOn(_ id: String, optIn: Bool) -> Bool {
            guard allows(id) else { return false }
            if case .off? = settings[id] { return selected.contains(id) || enable.contains(id) }
            if optIn {
                if case .on? = settings[id] { return true }
                return enable.contains(id) || enable.contains("all") || selected.contains(id) || selected.contains("all")
            }
            return true
        }
        func severity(_ rule: Rule) -> Severity {
            if case .on(let s)? = settings[rule.id] { return s }
            return rule.severity
        }
        let rules = registry.rules.filter { isOn($0.id, optIn: $0.isOptIn) }.map { ActiveRule($0, severity: severity($0)) }
        let unused = EngineDiagnostics.unusedSuppression
        let unusedSeverity = isOn(unused.id, optIn: false) ? severity(unused) : nil
        // A file that cannot be read always counts, unless turned off by name.
        var io: Severity? = severity(EngineDiagnostics.ioError)
        if ignore.contains(EngineDiagnostics.ioErrorID) { io = nil }
        if case .off? = settings[EngineDiagnostics.ioErrorID] { io = nil }
        var views: [[UInt8]: LabelClass] = [:]
        for (name, labelClass) in config?.views ?? [:] { views[Array(name.utf8)] = labelClass }
        var profile = Profile(rules: rules, unusedSuppression: unusedSeverity, ioError: io,
                              strict: strict || (config?.strict ?? false), lintsTests: config?.tests ?? false, views: views,
                              symbols: config?.symbols ?? [:])
        profile.barCapacity = config?.barCapacity
        return profile
    }
}
