import DuobarModel
import DuobarEngine

extension RuleDocs {
    /// `explain` as Markdown, for SARIF's `help.markdown`.
    public static func markdown(_ rule: Rule) -> String {
        markdownParts(summary: rule.summary, rationale: rule.rationale, example: rule.triggering.first?.replacingMarks(),
                      remedy: rule.remedy, goodExample: rule.instead.isEmpty ? nil : rule.instead)
            + (rule.exemptions.isEmpty ? "" : "\n**Not reported**\n\n" + rule.exemptions.map { "- \($0)\n" }.joined())
            + (rule.fix.map { "\n**Fix**\n\n" + fixMarkdown($0) } ?? "")
    }

    /// A fix's safety, what it writes, and its first example before and after.
    static func fixMarkdown(_ fix: RuleFix, lead: String = "Automatic fix: ") -> String {
        var out = "\(lead)\(safetyText(fix.safety)).\n"
        if !fix.summary.isEmpty { out += "\n\(fix.summary)\n" }
        if let example = fix.examples.first {
            out += "\n" + fenced(example.before.replacingMarks()) + "\n\nbecomes\n\n" + fenced(example.after) + "\n"
        }
        return out
    }

    static func markdownParts(summary: String, rationale: String, example: String?, remedy: String,
                              goodExample: String?) -> String {
        var out = "**What it does**\n\n\(summary)\n\n**Why**\n\n\(rationale)\n\n"
        if let example { out += "**Example**\n\n" + fenced(example) + "\n\n" }
        out += "**Use instead**\n\n\(remedy)\n"
        if let goodExample { out += "\n" + fenced(goodExample) + "\n" }
        return out
    }

    /// A Swift code block whose fence is longer than any run of backticks inside it.
    static func fenced(_ code: String) -> String {
        var longest = 0
        var run = 0
        for c in code {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "swift\n" + code + "\n" + fence
    }
}

extension RuleDocs {
    /// The rule page's "automatic fix" cell.
    static func pageSafety(_ safety: FixSafety) -> String {
        switch safety {
        case .safe: return "safe (`--fix`)"
        case .unsafe: return "unsafe (`--fix --unsafe-fixes`)"
        case .safeFrom(let major, let minor): return "safe from iOS \(major).\(minor) (`--fix`), else unsafe"
        }
    }

    /// `docs/rules/<id>.md`: one registry entry in a fixed shape (what it finds, why, an
    /// example, what to use instead, whether it fixes, how to turn it off). Generated, and
    /// checked against the files by a test, so the pages cannot drift from the definitions.
    public static func page(_ rule: Rule) -> String {
        var out = "# `\(rule.id)`\n\n"
        out += "<!-- Generated from the rule's definition; `UPDATE_DOCS=1 swift test --filter DocsTests` rewrites it. -->\n\n"
        let origin = rule.origin == .engine ? "the engine (a diagnostic about the run, not about toolbar code)" : "a rule"
        out += "| severity | opt-in | automatic fix | reported by |\n|---|---|---|---|\n"
        out += "| \(rule.severity.rawValue) | \(rule.isOptIn ? "yes: off unless enabled" : "no") | "
            + "\(rule.fix.map { "yes: " + pageSafety($0.safety) } ?? "no") | \(origin) |\n\n"
        out += "## What it finds\n\n\(rule.summary)\n\n"
        out += "## Why\n\n\(rule.rationale)\n\n"
        if let example = rule.triggering.first {
            out += "## Example\n\n" + fenced(example.replacingMarks()) + "\n\n"
        }
        out += "## Use instead\n\n\(rule.remedy)\n\n"
        if !rule.instead.isEmpty {
            out += fenced(rule.instead) + "\n\n"
        }
        if !rule.exemptions.isEmpty {
            out += "## Not reported\n\n" + rule.exemptions.map { "- \($0)\n" }.joined() + "\n"
        }
        out += "## Fix\n\n"
        if let fix = rule.fix {
            out += fixMarkdown(fix, lead: "The automatic fix is ") + "\n"
            out += "`duobar-lint --fix` applies safe fixes in place (`--unsafe-fixes` adds the unsafe ones); "
                + "`--diff` shows them as a diff without changing files.\n\n"
        } else {
            out += "No automatic fix: the change needs a decision only the app's authors can make.\n\n"
        }
        out += "## Turning it off\n\n"
        if rule.origin == .engine && rule.id == EngineDiagnostics.ioErrorID {
            out += "`--ignore \(rule.id)`, or `\"rules\": {\"\(rule.id)\": \"off\"}` in `.duobar-lint.json`.\n"
        } else {
            out += "For one place, a comment: `// duobar-lint:disable:next \(rule.id) -- the reason`. "
                + "For a project, `\"rules\": {\"\(rule.id)\": \"off\"}` in `.duobar-lint.json`, "
                + "or `--ignore \(rule.id)` on the command line.\n"
        }
        return out
    }
}

