/// A rule is a value: what it is, why it exists, the code it must and must not
/// report, and its check over the model. Examples mark each expected spot with `↓`.
///
/// The engine's own diagnostics (`unused-suppression`, `io-error`) are rules too, with an
/// origin of `.engine` and no check: they are listed, explained and configured like the
/// others, but the engine reports them itself.
public struct Rule: Sendable {
    /// Who reports it: a check over the model, or the engine.
    public enum Origin: Sendable, Equatable {
        case model
        case engine
    }

    public let id: String
    public let severity: Severity
    /// Off unless enabled (`--enable`, or the config's `rules`).
    public let isOptIn: Bool
    /// What it finds, one sentence.
    public let summary: String
    /// Why it matters.
    public let rationale: String
    /// What to write instead.
    public let remedy: String
    public let triggering: [String]
    public let nonTriggering: [String]
    /// The first triggering example written as the rule asks: what `explain` shows under
    /// "Use instead". A test checks that it triggers nothing of this rule.
    public let instead: String
    /// What the rule deliberately leaves alone, one short sentence each.
    public let exemptions: [String]
    /// Whether a safe automatic fix exists.
    public let isFixable: Bool
    /// Pre-check markers (spellings of `Vocabulary` entries that are markers): a file with none
    /// of them cannot trigger the rule, so it is not scanned when only such rules run. Empty:
    /// the rule may trigger anywhere, and no file is skipped.
    public let markers: [String]
    public let check: @Sendable (FileModel, inout Findings) -> Void
    public let origin: Origin

    public init(id: String, severity: Severity, isOptIn: Bool = false, summary: String, rationale: String,
                remedy: String, triggering: [String], nonTriggering: [String], instead: String,
                exemptions: [String] = [], isFixable: Bool = false, markers: [String] = [],
                check: @escaping @Sendable (FileModel, inout Findings) -> Void) {
        self.id = id
        self.severity = severity
        self.isOptIn = isOptIn
        self.summary = summary
        self.rationale = rationale
        self.remedy = remedy
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.instead = instead
        self.exemptions = exemptions
        self.isFixable = isFixable
        self.markers = markers
        self.check = check
        origin = .model
    }

    /// A diagnostic the engine reports itself: described like a rule, with no check.
    public init(engineDiagnostic id: String, severity: Severity, summary: String, rationale: String, remedy: String,
                triggering: [String] = [], nonTriggering: [String] = [], instead: String = "", exemptions: [String] = []) {
        self.id = id
        self.severity = severity
        isOptIn = false
        self.summary = summary
        self.rationale = rationale
        self.remedy = remedy
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.instead = instead
        self.exemptions = exemptions
        isFixable = false
        // The engine's diagnostics are never pre-check material: `Prefilter(rules:)` takes only
        // model rules (an empty list would mean "any file").
        markers = []
        check = { _, _ in }
        origin = .engine
    }
}
