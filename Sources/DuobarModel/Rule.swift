/// A rule is a value: what it is, why it exists, the code it must and must not
/// report, and its check over the model. Examples mark each expected spot with `↓`.
///
/// The engine's own diagnostics (`unused-suppression`, `io-error`) are rules too, with an
/// origin of `.engine` and no check: they are listed, explained and configured like the
/// others, but the engine reports them itself.
///
/// Every field is a constant, so a rule behaves as a value; it is a class because every
/// analysis holds the rules it ran, and copying a class is one retain, not one per field.
public final class Rule: Sendable {
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
    /// The rule's automatic fix, if it has one: how safe it is, what it does, and its examples.
    public let fix: RuleFix?
    /// Whether the rule attaches fixes to (some of) its findings.
    public var isFixable: Bool { fix != nil }
    /// Pre-check markers (spellings of `Vocabulary` entries that are markers): a file with none
    /// of them cannot trigger the rule, so it is not scanned when only such rules run. Empty:
    /// the rule may trigger anywhere, and no file is skipped.
    public let markers: [String]
    public let check: @Sendable (FileModel, inout Findings) -> Void
    public let origin: Origin

    public init(id: String, severity: Severity, isOptIn: Bool = false, summary: String, rationale: String,
                remedy: String, triggering: [String], nonTriggering: [String], instead: String,
                exemptions: [String] = [], isFixable: Bool = false, fix: RuleFix? = nil, markers: [String] = [],
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
        // `isFixable: true` alone (a rule written before fixes were described) is a safe fix
        // with nothing said about it; the rule example tests ask it for examples.
        self.fix = fix ?? (isFixable ? RuleFix(.safe, summary: "", examples: []) : nil)
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
        fix = nil
        // The engine's diagnostics are never pre-check material: `Prefilter(rules:)` takes only
        // model rules (an empty list would mean "any file").
        markers = []
        check = { _, _ in }
        origin = .engine
    }
}

/// How safe a rule's fix is: whether `--fix` applies it, or only `--fix --unsafe-fixes`.
public enum FixSafety: Sendable {
    /// Applied by `--fix`.
    case safe
    /// Applied only with `--unsafe-fixes`: it may change what people see, or guesses.
    case unsafe
    /// Safe when the file's deployment target is known to be at least iOS `major.minor`
    /// (the API it writes exists there); otherwise unsafe.
    case safeFrom(major: Int, minor: Int)
}

/// A rule's automatic fix as the docs describe it, with the examples that prove it. A class:
/// rules are copied into every profile and analysis, and this keeps them one word bigger.
public final class RuleFix: Sendable {
    public let safety: FixSafety
    /// What the fix writes, one or two sentences (`explain`, the rule's page).
    public let summary: String
    /// Triggering examples (with `↓` marks) and their fixed text: a test applies the fix to
    /// each and expects exactly `after`, with no finding of the rule left and nothing more to fix.
    public let examples: [FixExample]

    public init(_ safety: FixSafety, summary: String, examples: [FixExample]) {
        self.safety = safety
        self.summary = summary
        self.examples = examples
    }
}

/// One fix example: the source before (a triggering example, `↓` marks and all) and after.
public struct FixExample: Sendable {
    public var before: String
    public var after: String
    /// The deployment target the example is linted with ("17.0"); nil: unknown.
    public var deploymentTarget: String?
    /// The fix is applied only with `--unsafe-fixes`.
    public var unsafe: Bool
    /// The config's `symbols` for the example (titles to SF Symbols names). Pairs, not a
    /// dictionary: the rule catalog is built on every run, and hashes nothing.
    public var symbols: KeyValuePairs<String, String>

    public init(_ before: String, _ after: String, deploymentTarget: String? = nil, unsafe: Bool = false,
                symbols: KeyValuePairs<String, String> = [:]) {
        self.before = before
        self.after = after
        self.deploymentTarget = deploymentTarget
        self.unsafe = unsafe
        self.symbols = symbols
    }
}
