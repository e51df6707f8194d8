import DuobarModel

/// Turns a run's outcome into bytes in one format. The engine writes reports through this,
/// so it needs no reporter of its own; `DuobarReporters` holds the formats.
public protocol Reporter {
    /// The report of `result`; `shown` are the diagnostics to include (notes are
    /// dropped under `--quiet`).
    func report(_ result: LintResult, shown: [Diagnostic]) -> [UInt8]

    /// A line for standard error after the report, when this format has one.
    func summary(_ result: LintResult) -> String?

    /// The format draws the files' bars (`LintResult.bars`): the run collects them only then.
    var drawsBars: Bool { get }
    /// The format writes findings' fixes (JSON, SARIF): the rules must compute them.
    var showsFixes: Bool { get }
}

extension Reporter {
    public func summary(_ result: LintResult) -> String? { nil }
    public var drawsBars: Bool { false }
    public var showsFixes: Bool { false }
}
