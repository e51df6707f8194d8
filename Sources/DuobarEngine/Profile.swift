import DuobarModel

/// A rule as it runs for some files: with the severity their config gives it.
public struct ActiveRule: Sendable {
    public var rule: Rule
    public var severity: Severity

    public init(_ rule: Rule, severity: Severity? = nil) {
        self.rule = rule
        self.severity = severity ?? rule.severity
    }
}

/// What runs on a group of files: rules and engine diagnostics with their severities.
public struct Profile: Sendable {
    public var rules: [ActiveRule]
    /// `unused-suppression`'s severity, or nil when it is off.
    public var unusedSuppression: Severity?
    public var ioError: Severity?
    public var strict: Bool
    /// Test files are linted too (the config's `tests`).
    public var lintsTests: Bool
    /// The config's `views`: label classes of view types the scanned files do not declare.
    public var views: [[UInt8]: LabelClass]
    /// The config's `barCapacity`: symbols that fit on the outer display's vertical bar, for drawings.
    public var barCapacity: Int?
    /// The config's `symbols`: SF Symbols names by title word (trimmed, lower-cased).
    public var symbols: [String: String]

    public init(rules: [ActiveRule], unusedSuppression: Severity? = .warning, ioError: Severity? = .error, strict: Bool = false,
                lintsTests: Bool = false, views: [[UInt8]: LabelClass] = [:], symbols: [String: String] = [:]) {
        self.rules = rules
        self.unusedSuppression = unusedSuppression
        self.ioError = ioError
        self.strict = strict
        self.lintsTests = lintsTests
        self.views = views
        self.symbols = symbols
    }

    public init(rules: [Rule]) {
        self.init(rules: rules.map { ActiveRule($0) })
    }
}

/// One file to lint: where to read it, how to name it, which profile applies, and the app's
/// lowest iOS version for it.
public struct FileJob: Sendable {
    public var path: String
    public var profile: Int
    /// An Xcode project builds it only for other platforms: it is not read at all.
    public var notForIOS: Bool
    /// The app's lowest iOS version for this file, when known.
    public var deploymentTarget: DeploymentTarget
    /// The walk saw a regular file: it is read to its end without sizing it first.
    public var regular: Bool

    public init(path: String, profile: Int = 0, notForIOS: Bool = false, deploymentTarget: DeploymentTarget = .unknown,
                regular: Bool = false) {
        self.path = path
        self.profile = profile
        self.notForIOS = notForIOS
        self.deploymentTarget = deploymentTarget
        self.regular = regular
    }
}
