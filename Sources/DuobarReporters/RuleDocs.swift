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
            out += "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.isFixable ? "fix" : "") | \(rule.isOptIn ? "opt-in" : "") | \(finds) |\n"
        }
        return out
    }

    /// `duobar-lint rules`: every id a config, `--select` or a suppression may name.
    public static func plainTable(_ registry: RuleRegistry) -> String {
        let width = registry.entries.map(\.id.count).max() ?? 10
        var out = "id".padding(width) + "  severity  fixable  opt-in  reported by  finds\n"
        for rule in registry.entries {
            out += rule.id.padding(width) + "  " + rule.severity.rawValue.padding(8) + "  "
                + (rule.isFixable ? "yes" : "no").padding(7) + "  " + (rule.isOptIn ? "yes" : "no").padding(6) + "  "
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
                + "\"fixable\": \(rule.isFixable), \"optIn\": \(rule.isOptIn), "
                + "\"reportedBy\": \(JSON.string(rule.origin == .engine ? "engine" : "rule")), "
                + "\"summary\": \(JSON.string(rule.summary))}"
        }
        return out + "\n  ]\n}\n"
    }

    /// One rule in a fixed shape: what it does, why, an example, what to use instead.
    public static func explain(_ rule: Rule) -> String {
        let traits = (rule.isOptIn ? ", opt-in" : "") + (rule.isFixable ? ", fixable" : "")
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
        return out
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
