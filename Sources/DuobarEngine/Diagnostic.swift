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

    /// Path, line, column, rule: the documented order, whatever `--jobs` is.
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
