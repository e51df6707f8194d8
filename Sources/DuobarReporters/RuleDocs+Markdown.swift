import DuobarModel

extension RuleDocs {
    /// `explain` as Markdown, for SARIF's `help.markdown`.
    public static func markdown(_ rule: Rule) -> String {
        markdownParts(summary: rule.summary, rationale: rule.rationale, example: rule.triggering.first?.replacingMarks(),
                      remedy: rule.remedy, goodExample: rule.nonTriggering.first)
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
