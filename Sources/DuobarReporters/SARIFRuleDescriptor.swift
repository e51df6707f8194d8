import DuobarEngine
import DuobarModel

/// What `tool.driver.rules` says about one registry entry: a rule, or a diagnostic of the engine.
struct RuleDescriptor {
    var id: String
    var severity: Severity
    var summary: String
    var rationale: String
    var helpText: String
    var helpMarkdown: String

    init(_ rule: Rule) {
        id = rule.id
        severity = rule.severity
        summary = rule.summary
        rationale = rule.rationale
        helpText = RuleDocs.explain(rule)
        helpMarkdown = RuleDocs.markdown(rule)
    }

    init(unknown id: String) {
        self.id = id
        severity = .warning
        summary = "Reported by duobar-lint as `\(id)`."
        rationale = "No description is recorded for this id."
        helpText = "\(id)\n\nNo description is recorded for this id.\n"
        helpMarkdown = rationale + "\n"
    }
}
