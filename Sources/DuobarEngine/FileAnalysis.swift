import DuobarScanner
import DuobarModel

/// What one file yields before any config is applied: the findings of a set of rules,
/// placed at lines and columns, and the file's suppression directives. It is made once,
/// while the walk is still finding files (before configs are planned), and a profile is
/// applied to it afterwards, which needs neither the file's bytes nor another scan.
public struct FileAnalysis: Sendable {
    /// Placed findings, each with its rule's default severity.
    var findings: [Diagnostic]
    /// The file's directives, when it has any.
    var suppressions: Suppressions?
    /// Where each directive's comment is (for `unused-suppression`), in directive order.
    var directivePlaces: [Diagnostic]
    /// What the findings could owe to the project index.
    var dependence: IndexDependence
    /// The file's bars, when a report draws them.
    var bars: FileBars?
    /// The file's toolbar content that other files may reference, with its counts (for the
    /// project index; the first pass moves it there).
    var toolbarContent: [ViewKey: [DeclaredContent]] = [:]

    /// Scans, models and runs `rules` on one file's bytes.
    static func make(_ buffer: UnsafeBufferPointer<UInt8>, code: Code, path: String, rules: [Rule],
                     index: ProjectIndex, knownIDs: Set<String>, deploymentTarget: DeploymentTarget = .unknown,
                     declarations: ViewDeclarations? = nil, ownDeclarations: ProjectIndex? = nil, bars: Bool = false,
                     wantsFixes: Bool = true) -> FileAnalysis {
        // From the file's path, a view name declared in several places means the nearest declaration.
        let model = FileModel(code: code, index: index, deploymentTarget: deploymentTarget, declarations: declarations,
                              path: path, ownDeclarations: ownDeclarations)
        let snapshot = bars ? FileAnalysis.bars(of: model, buffer) : nil
        var found: [(Rule, Finding)] = []
        for rule in rules {
            var findings = Findings(ruleID: rule.id, model: model, wantsFixes: wantsFixes)
            rule.check(model, &findings)
            for finding in findings.list { found.append((rule, finding)) }
        }
        let dependence = IndexDependence(model: model)
        let content = model.contexts.contains { $0.kind == .builder } ? model.declaredToolbarContent() : [:]
        // Directives live in comments: only their bytes are searched.
        let hasDirectives = code.comments.contains { comment in
            Prefilter.contains(UnsafeBufferPointer(rebasing: buffer[Int(comment.start)..<Int(comment.end)]),
                               Suppressions.marker.utf8Start, Suppressions.marker.utf8CodeUnitCount,
                               anchor: Suppressions.markerAnchor)
        }
        guard !found.isEmpty || hasDirectives else {
            return FileAnalysis(findings: [], suppressions: nil, directivePlaces: [], dependence: dependence, bars: snapshot,
                                toolbarContent: content)
        }
        // Directives may be anywhere in the file: with them, all its lines are needed.
        var everyLine: LineTable?
        var suppressions: Suppressions?
        if hasDirectives {
            let lines = LineTable(buffer)
            everyLine = lines
            suppressions = Suppressions(tokens: code.comments, text: buffer, lines: lines, knownIDs: knownIDs)
            if !code.unreached.isEmpty { suppressions?.leaveUnjudged(code.isUnreached) }
        }
        let directives = suppressions?.directives ?? []
        // Placed together and each line's text made once: many findings on one long line
        // (generated or minified code) must not cost the line's length each.
        // A fix that would touch a comment or code the model does not read is dropped: fixes
        // are made from tokens, so this only guards against a rule's mistake.
        var offsets = found.flatMap { [$0.1.start, $0.1.end] } + directives.flatMap { [$0.start, $0.end] }
        for k in found.indices {
            guard let fix = found[k].1.fix else { continue }
            if fix.editsOnlyCode(code) {
                for edit in fix.edits { offsets += [edit.start, edit.end] }
            } else {
                found[k].1.fix = nil
            }
        }
        // Without them, the lines up to the last offset placed.
        let lines = everyLine ?? LineTable(buffer, through: offsets.max() ?? 0)
        let positions = lines.positions(of: offsets, in: buffer)
        var lineTexts: [Int: String] = [:]
        func place(_ id: String, _ severity: Severity, _ start: Int, _ end: Int, _ message: String, _ fix: Fix?) -> Diagnostic {
            let a = positions[start] ?? lines.position(of: start, in: buffer)
            let b = positions[end] ?? lines.position(of: end, in: buffer)
            let text = lineTexts[a.line] ?? Linter.lineText(lines, a.line, buffer)
            lineTexts[a.line] = text
            let placed = fix.map { fix in
                PlacedFix(message: fix.message, applicability: fix.applicability, edits: fix.edits.map { e in
                    let a = positions[e.start] ?? lines.position(of: e.start, in: buffer)
                    let b = positions[e.end] ?? lines.position(of: e.end, in: buffer)
                    return PlacedFix.Edit(start: e.start, end: e.end, text: e.text, line: a.line, column: a.column,
                                          endLine: b.line, endColumn: b.column)
                })
            }
            return Diagnostic(ruleID: id, severity: severity, path: path, line: a.line, column: a.column,
                              endLine: b.line, endColumn: b.column, message: message, fixable: placed != nil,
                              lineText: text, fix: placed)
        }
        let findings = found.map { rule, f in place(rule.id, rule.severity, f.start, f.end, f.message, f.fix) }
        let places = directives.map { d in place(EngineDiagnostics.unusedSuppressionID, .warning, d.start, d.end, "", nil) }
        return FileAnalysis(findings: findings, suppressions: suppressions, directivePlaces: places, dependence: dependence,
                            bars: snapshot, toolbarContent: content)
    }

    /// A file's bars placed at lines and columns; nil when it has none.
    static func bars(of model: FileModel, _ buffer: UnsafeBufferPointer<UInt8>) -> FileBars? {
        let lines = LineTable(buffer)
        let bars = model.barSnapshot { lines.positions(of: $0, in: buffer) }
        return bars.isEmpty ? nil : bars
    }

    /// The `TabView`s of a file that has no bars of its own; nil when it has none.
    static func tabViews(in code: Code, _ buffer: UnsafeBufferPointer<UInt8>) -> FileBars? {
        let lines = LineTable(buffer)
        let tabViews = FileModel.tabViewSnapshot(code) { lines.positions(of: $0, in: buffer) }
        return tabViews.isEmpty ? nil : FileBars(tabViews: tabViews)
    }

    /// The file's diagnostics under `profile`: its rules at its severities, suppressions
    /// applied, and unused directives reported.
    func diagnostics(path: String, profile: Profile, severities: [String: Severity]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(findings.count)
        for finding in findings {
            guard let severity = severities[finding.ruleID] else { continue }
            var d = finding
            d.severity = severity
            d.path = path
            diagnostics.append(d)
        }
        guard var suppressions else { return diagnostics }
        diagnostics.removeAll { suppressions.suppresses(rule: $0.ruleID, line: $0.line) }
        guard let severity = profile.unusedSuppression else { return diagnostics }
        for (k, d) in suppressions.directives.enumerated() where d.judged {
            let message: String
            // Ids that ran and suppressed nothing here; ids whose rules did not run cannot be judged.
            let idle = d.rules.filter { severities[$0] != nil && !d.usedRules.contains($0) }
            if let problem = d.problem {
                message = problem
            } else if let unknown = d.unknown.first {
                message = "suppression names unknown rule '\(unknown)'"
            } else if d.used && !idle.isEmpty {
                message = "suppression of \(idle.map { "'\($0)'" }.joined(separator: ", ")) suppresses nothing here; remove \(idle.count == 1 ? "that id" : "those ids")"
            } else if d.used {
                continue
            } else if d.rules.isEmpty {
                message = "suppression of all rules suppresses nothing; remove it"
            } else if !idle.isEmpty {
                message = "suppression of \(d.rules.map { "'\($0)'" }.joined(separator: ", ")) suppresses nothing; remove it"
            } else {
                continue // its rules did not run, so it cannot be judged
            }
            var diagnostic = directivePlaces[k]
            if suppressions.suppresses(rule: EngineDiagnostics.unusedSuppressionID, line: diagnostic.line) { continue }
            diagnostic.severity = severity
            diagnostic.message = message
            diagnostic.path = path
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }
}

extension Profile {
    /// Each rule's severity by id: the rules this profile runs.
    var severities: [String: Severity] {
        var result: [String: Severity] = [:]
        for active in rules { result[active.rule.id] = active.severity }
        return result
    }
}
