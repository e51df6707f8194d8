import DuobarModel

/// A finding placed in a file, ready for a reporter.
public struct Diagnostic: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    /// The path as given on the command line joined with the path below it.
    public var path: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var message: String
    public var fixable: Bool
    /// The text of the finding's first line, trimmed: what baselines and fingerprints key on.
    public var lineText: String

    public init(ruleID: String, severity: Severity, path: String, line: Int, column: Int,
                endLine: Int, endColumn: Int, message: String, fixable: Bool, lineText: String = "") {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.message = message
        self.fixable = fixable
        self.lineText = lineText
    }

    /// Line, column, rule, message: the order of findings within one file.
    public static func orderedWithinFile(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }

    /// Path, line, column, rule: the order SPEC §3 gives, whatever `--jobs` is.
    public static func ordered(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        // Bytes, not String equality: canonically equivalent spellings are different paths.
        if FilePaths.precedes(a.path, b.path) { return true }
        if FilePaths.precedes(b.path, a.path) { return false }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// The outcome of a run.
public struct LintResult: Sendable {
    public var diagnostics: [Diagnostic]
    /// Files linted (read, whether or not they could have findings).
    public var fileCount: Int
    /// Paths of files whose config asks for strict runs.
    public var strictFiles: Set<String>

    public init(diagnostics: [Diagnostic], fileCount: Int, strictFiles: Set<String> = []) {
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.strictFiles = strictFiles
    }

    public func count(_ severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// Exit status 1: errors, warnings too under strict, or a file that could not be read.
    public func fails(strict: Bool) -> Bool {
        diagnostics.contains {
            $0.severity == .error || ($0.severity == .warning && (strict || strictFiles.contains($0.path)))
        }
    }
}

/// Diagnostics the engine itself reports; they have ids like rules.
public enum EngineRules {
    public static let ioError = "io-error"
    public static let unusedSuppression = "unused-suppression"
    public static let ids: [String] = [ioError, unusedSuppression]

    public static func defaultSeverity(_ id: String) -> Severity {
        id == unusedSuppression ? .warning : .error
    }
}
