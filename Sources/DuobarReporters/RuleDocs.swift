import DuobarModel
import DuobarEngine

/// Documentation generated from the rule definitions: the README table,
/// `duobar-lint rules` and `duobar-lint explain`. Nothing here is written by hand.
public enum RuleDocs {
    /// The README's table: every registry entry, the engine's diagnostics marked as such.
    public static func markdownTable(_ registry: RuleRegistry) -> String {
        var out = "| id | severity | fix | opt-in | finds |\n|---|---|---|---|---|\n"
        for rule in registry.entries {
            let finds = rule.origin == .engine ? "(engine) " + rule.summary : rule.summary
            out += "| `\(rule.id)` | \(rule.severity.rawValue) | \(fixColumn(rule, markdown: true)) | \(rule.isOptIn ? "opt-in" : "") | \(finds) |\n"
        }
        return out
    }

    /// `duobar-lint rules`: every id a config, `--select` or a suppression may name.
    public static func plainTable(_ registry: RuleRegistry) -> String {
        let width = registry.entries.map(\.id.count).max() ?? 10
        var out = "id".padding(width) + "  severity  fixable  opt-in  reported by  finds\n"
        for rule in registry.entries {
            out += rule.id.padding(width) + "  " + rule.severity.rawValue.padding(8) + "  "
                + fixColumn(rule, none: "no").padding(7) + "  " + (rule.isOptIn ? "yes" : "no").padding(6) + "  "
                + (rule.origin == .engine ? "engine" : "rule").padding(11) + "  " + rule.summary + "\n"
        }
        return out
    }

    /// `duobar-lint rules --format json`: every entry, for tools and editor plugins.
    public static func json(_ registry: RuleRegistry) -> String {
        var out = "{\n  \"version\": 1,\n  \"rules\": ["
        for (k, rule) in registry.entries.enumerated() {
            out += k == 0 ? "\n" : ",\n"
            out += "    {\"id\": \(JSON.string(rule.id)), \"severity\": \(JSON.string(rule.severity.rawValue)), "
                + "\"fixable\": \(rule.isFixable), \"fix\": \(fixJSON(rule)), \"optIn\": \(rule.isOptIn), "
                + "\"reportedBy\": \(JSON.string(rule.origin == .engine ? "engine" : "rule")), "
                + "\"summary\": \(JSON.string(rule.summary))}"
        }
        return out + "\n  ]\n}\n"
    }

    /// One rule in a fixed shape: what it does, why, an example, what to use instead.
    public static func explain(_ rule: Rule) -> String {
        let traits = (rule.isOptIn ? ", opt-in" : "") + (rule.fix.map { ", fixable: " + safetyText($0.safety) } ?? "")
            + (rule.origin == .engine ? ", reported by the engine" : "")
        var out = "\(rule.id) (\(rule.severity.rawValue)\(traits))\n\n"
        out += "What it does\n  \(rule.summary)\n\n"
        out += "Why\n  \(rule.rationale)\n\n"
        if let example = rule.triggering.first {
            out += "Example\n" + indent(example.replacingMarks()) + "\n\n"
        }
        out += "Use instead\n  \(rule.remedy)\n"
        if !rule.instead.isEmpty {
            out += "\n" + indent(rule.instead) + "\n"
        }
        if !rule.exemptions.isEmpty {
            out += "\nNot reported\n" + rule.exemptions.map { "  - \($0)\n" }.joined()
        }
        if let fix = rule.fix {
            out += "\nFix (\(safetyText(fix.safety)))\n"
            if !fix.summary.isEmpty { out += "  \(fix.summary)\n" }
            if let example = fix.examples.first {
                out += "\n" + indent(example.before.replacingMarks()) + "\n  becomes\n" + indent(example.after) + "\n"
            }
        }
        return out
    }

    /// The `fix` column of the tables: how safe the rule's fix is, or `none` without one.
    static func fixColumn(_ rule: Rule, none: String = "", markdown: Bool = false) -> String {
        guard let fix = rule.fix else { return none }
        switch fix.safety {
        case .safe: return "safe"
        case .unsafe: return "unsafe"
        case .safeFrom(let major, let minor):
            let version = "iOS \(major)\(minor == 0 ? "" : ".\(minor)")+"
            return markdown ? "safe on \(version), else unsafe" : version
        }
    }

    /// How safe a fix is, in words: which flag applies it.
    public static func safetyText(_ safety: FixSafety) -> String {
        switch safety {
        case .safe: return "safe, applied by --fix"
        case .unsafe: return "unsafe, applied only with --fix --unsafe-fixes"
        case .safeFrom(let major, let minor):
            return "safe with a deployment target of iOS \(major).\(minor) or later, else applied only with --unsafe-fixes"
        }
    }

    /// `rules --format json`'s `fix`: null, or its applicability and, for a fix that is safe
    /// only from some iOS version, that version.
    static func fixJSON(_ rule: Rule) -> String {
        guard let fix = rule.fix else { return "null" }
        switch fix.safety {
        case .safe: return "{\"applicability\": \"safe\"}"
        case .unsafe: return "{\"applicability\": \"unsafe\"}"
        case .safeFrom(let major, let minor):
            return "{\"applicability\": \"safe\", \"safeFromDeploymentTarget\": \"\(major).\(minor)\", \"otherwise\": \"unsafe\"}"
        }
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// Example text without its `↓` marks.
    public func replacingMarks() -> String {
        String(unicodeScalars.filter { $0 != "↓" }.map(Character.init))
    }
}
