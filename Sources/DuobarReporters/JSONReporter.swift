import DuobarEngine
import DuobarModel

/// The JSON shape the README documents ("Output for editors and CI"), with keys in the documented order so output diffs cleanly.
public struct JSONReporter: Reporter {
    public init() {}

    public var showsFixes: Bool { true }

    public func report(_ result: LintResult, shown: [Diagnostic]) -> [UInt8] { Array(render(result, diagnostics: shown).utf8) }

    public func render(_ result: LintResult, diagnostics: [Diagnostic]) -> String {
        var out = "{\n  \"version\": 1,\n  \"findings\": ["
        for (k, d) in diagnostics.enumerated() {
            out += k == 0 ? "\n" : ",\n"
            out += "    {\"rule\": \(JSON.string(d.ruleID)), \"severity\": \(JSON.string(d.severity.rawValue)), "
            out += "\"file\": \(JSON.string(d.path)), \"line\": \(d.line), \"column\": \(d.column), "
            out += "\"endLine\": \(d.endLine), \"endColumn\": \(d.endColumn), "
            out += "\"message\": \(JSON.string(d.message)), \"fixable\": \(d.fixable)"
            if let fix = d.fix { out += ", \"fix\": " + Self.fix(fix) }
            out += "}"
        }
        out += diagnostics.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"summary\": {\"files\": \(result.fileCount), \"errors\": \(count(diagnostics, .error)), "
        out += "\"warnings\": \(count(diagnostics, .warning)), \"notes\": \(count(diagnostics, .note))}\n}\n"
        return out
    }

    /// A finding's fix: what it does, whether `--fix` applies it (`safe`) or only
    /// `--unsafe-fixes` (`unsafe`), and its edits, each a range of the file as it is (lines and
    /// columns 1-based, columns in characters, the end just after the replaced text; an
    /// insertion has its end equal to its start) and the text that replaces it.
    static func fix(_ fix: PlacedFix) -> String {
        var out = "{\"message\": \(JSON.string(fix.message)), \"applicability\": \(JSON.string(fix.applicability.rawValue)), \"edits\": ["
        for (k, e) in fix.edits.enumerated() {
            if k > 0 { out += ", " }
            out += "{\"line\": \(e.line), \"column\": \(e.column), \"endLine\": \(e.endLine), \"endColumn\": \(e.endColumn), "
                + "\"text\": \(JSON.string(e.text))}"
        }
        return out + "]}"
    }

    func count(_ diagnostics: [Diagnostic], _ severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}
