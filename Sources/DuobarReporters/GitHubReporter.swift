import DuobarEngine
import DuobarModel

/// GitHub Actions workflow commands, one per finding, which the runner turns
/// into annotations on the pull request:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
/// Escaping is @actions/core's: `%`, CR and LF in the message, and `:` and `,`
/// as well in property values.
public struct GitHubReporter: Reporter {
    /// Paths below it are written relative to it (the runner's workspace);
    /// nil writes paths as given.
    public var baseDirectory: String?

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    public func report(_ result: LintResult, shown: [Diagnostic]) -> [UInt8] { Array(render(shown).utf8) }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics {
            let file = baseDirectory.map { ReportPath.display(d.path, base: $0) } ?? d.path
            let properties = [
                ("file", file), ("line", String(d.line)), ("col", String(d.column)),
                ("endLine", String(d.endLine)), ("endColumn", String(d.endColumn)),
                ("title", "duobar-lint (\(d.ruleID))"),
            ]
            out += "::" + Self.command(d.severity) + " "
            out += properties.map { $0.0 + "=" + Self.escapeProperty($0.1) }.joined(separator: ",")
            out += "::" + Self.escapeData(d.message) + "\n"
        }
        return out
    }

    public static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// The message: `%`, CR and LF.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A property value: the message's escapes, then `:` and `,`.
    public static func escapeProperty(_ s: String) -> String {
        var out = ""
        for c in escapeData(s).unicodeScalars {
            switch c {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
