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
        // Each severity's bytes, made once.
        func word(_ severity: Severity) -> [UInt8] { Array((colour ? paint(severity) : severity.rawValue).utf8) }
        let (error, warning, note) = (word(.error), word(.warning), word(.note))
        for d in diagnostics {
            TextReporter.append(d.path, to: &out)
            out.append(UInt8(ascii: ":"))
            TextReporter.append(d.line, to: &out)
            out.append(UInt8(ascii: ":"))
            TextReporter.append(d.column, to: &out)
            out.append(UInt8(ascii: ":"))
            out.append(UInt8(ascii: " "))
            switch d.severity {
            case .error: out.append(contentsOf: error)
            case .warning: out.append(contentsOf: warning)
            case .note: out.append(contentsOf: note)
            }
            out.append(UInt8(ascii: ":"))
            out.append(UInt8(ascii: " "))
            TextReporter.append(d.message, to: &out)
            out.append(UInt8(ascii: " "))
            out.append(UInt8(ascii: "["))
            TextReporter.append(d.ruleID, to: &out)
            out.append(UInt8(ascii: "]"))
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// A string's UTF-8 in one copy: appending `.utf8` goes byte by byte, and this runs for
    /// every field of thousands of findings, after the parallel part of the run.
    static func append(_ string: String, to out: inout [UInt8]) {
        var string = string
        string.withUTF8 { out.append(contentsOf: $0) }
    }

    /// A number's decimal digits, without making a string: written last digit first, then
    /// turned around in place.
    static func append(_ number: Int, to out: inout [UInt8]) {
        guard number >= 0 else { return append(String(number), to: &out) }
        let start = out.count
        var n = number
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(n % 10))
            n /= 10
        } while n > 0
        out[start...].reverse()
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
