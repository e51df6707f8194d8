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
    /// The finding carries a fix (safe or unsafe).
    public var fixable: Bool
    /// The finding's fix, placed at lines and columns as well as bytes.
    public var fix: PlacedFix?
    /// The text of the finding's first line, trimmed: what baselines and fingerprints key on.
    public var lineText: String

    public init(ruleID: String, severity: Severity, path: String, line: Int, column: Int,
                endLine: Int, endColumn: Int, message: String, fixable: Bool, lineText: String = "", fix: PlacedFix? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.message = message
        self.fixable = fixable || fix != nil
        self.fix = fix
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

/// A finding's fix as reporters and the fixer need it: each edit by bytes (to apply it) and
/// by 1-based lines and columns (columns count characters, as findings' do; the end is the
/// position just after the replaced text). A class: diagnostics are copied as they are
/// sorted and filtered, and most carry no fix, so a fix costs them one reference.
public final class PlacedFix: Sendable, Equatable {
    public let message: String
    public let applicability: Fix.Applicability
    public let edits: [Edit]

    public struct Edit: Sendable, Equatable {
        public var start: Int
        public var end: Int
        public var text: String
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var endColumn: Int

        public init(start: Int, end: Int, text: String, line: Int, column: Int, endLine: Int, endColumn: Int) {
            self.start = start
            self.end = end
            self.text = text
            self.line = line
            self.column = column
            self.endLine = endLine
            self.endColumn = endColumn
        }
    }

    public init(message: String, applicability: Fix.Applicability, edits: [Edit]) {
        self.message = message
        self.applicability = applicability
        self.edits = edits
    }

    public static func == (a: PlacedFix, b: PlacedFix) -> Bool {
        a === b || (a.message == b.message && a.applicability == b.applicability && a.edits == b.edits)
    }

    /// The byte edits, for the fixer.
    public var fix: Fix {
        Fix(message: message, edits: edits.map { Fix.Edit(start: $0.start, end: $0.end, text: $0.text) }, applicability: applicability)
    }
}
