import DuobarEngine
import DuobarModel

/// Checkstyle 4.3 XML, which Jenkins, GitLab and other CI servers read: one
/// `<file>` per file in the order the diagnostics first name it (they come
/// sorted by path), one `<error>` per finding, `source` `duobar-lint.<rule-id>`.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func report(_ result: LintResult, shown: [Diagnostic]) -> [UInt8] { Array(render(shown).utf8) }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var order: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for d in diagnostics {
            if byFile[d.path] == nil { order.append(d.path) }
            byFile[d.path, default: []].append(d)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in order {
            out += "  <file name=\"\(Self.escape(path))\">\n"
            for d in byFile[path]! {
                out += "    <error line=\"\(d.line)\" column=\"\(d.column)\" severity=\"\(Self.severity(d.severity))\" "
                out += "message=\"\(Self.escape(d.message))\" source=\"\(Self.escape("duobar-lint." + d.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    /// Checkstyle's severities: error, warning, info (a note is info).
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }

    /// An attribute value: the five markup characters as entities, tab and line
    /// breaks as character references (so attribute normalisation keeps them),
    /// other control characters as references where XML 1.0 allows them and
    /// dropped where it does not.
    public static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r", "\u{7F}"..."\u{9F}":
                out += "&#x" + String(c.value, radix: 16, uppercase: true) + ";"
            default:
                // XML 1.0 Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
                if c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF { continue }
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
