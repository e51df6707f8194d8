import DuobarModel
import DuobarEngine

/// `path:line:column: severity: message [rule-id]`, the form compilers and Xcode read.
public struct TextReporter: Reporter {
    public var colour: Bool

    public init(colour: Bool) {
        self.colour = colour
    }

    public func lines(_ diagnostics: [Diagnostic]) -> String {
        String(decoding: bytes(diagnostics), as: UTF8.self)
    }

    /// The same lines as UTF-8, built as bytes: thousands of findings must not cost a
    /// string append per field.
    public func bytes(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(diagnostics.count * 160)
        for d in diagnostics {
            out.append(contentsOf: d.path.utf8)
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: String(d.line).utf8)
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: String(d.column).utf8)
            out.append(UInt8(ascii: ":"))
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: (colour ? paint(d.severity) : d.severity.rawValue).utf8)
            out.append(UInt8(ascii: ":"))
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: d.message.utf8)
            out.append(UInt8(ascii: " "))
            out.append(UInt8(ascii: "["))
            out.append(contentsOf: d.ruleID.utf8)
            out.append(UInt8(ascii: "]"))
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    public func report(_ result: LintResult, shown: [Diagnostic]) -> [UInt8] { bytes(shown) }

    public func summary(_ result: LintResult) -> String? { summaryLine(result) }

    /// The summary line for standard error.
    public func summaryLine(_ result: LintResult) -> String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let hidden = result.hiddenByBaseline > 0 ? " (\(plural(result.hiddenByBaseline, "finding")) hidden by the baseline)" : ""
        return "\(plural(result.count(.error), "error")), \(plural(result.count(.warning), "warning")), "
            + "\(plural(result.count(.note), "note")) in \(plural(result.fileCount, "file"))\(hidden)\n"
    }

    func paint(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        case .note: return "\u{1B}[1;36mnote\u{1B}[0m"
        }
    }
}
