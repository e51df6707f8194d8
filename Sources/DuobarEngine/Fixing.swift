import DuobarModel

/// `--fix` and `--diff`: the run lints as usual, then each file with a fix to apply is read
/// again and fixed in memory, round by round (`Fixer`): every round lints the file's current
/// bytes with the run's profile, project index and deployment target, so suppressions, the
/// baseline and "one control, one piece of advice" apply to each round as to a lint.
///
/// `--fix` then writes each changed file (only if it still holds the bytes the fixes were made
/// from, through a temporary file and a rename) and lints everything again: what remains is
/// reported, and decides the exit status. `--diff` prints the changes and writes nothing.
extension Lint {
    /// One file's fixing.
    struct FixedFile {
        var path: String
        var original: [UInt8]
        var fixed: [UInt8]
        /// Fixes applied over all rounds.
        var applied: Int
        /// Unsafe fixes left that `--unsafe-fixes` would apply.
        var unsafeLeft: Int
        /// What stopped it being written, for a message.
        var problem: String?
    }

    static func fix(_ request: LintRequest, _ mode: LintRequest.FixMode, planner: Planner, baseline: Baseline?) -> LintOutcome {
        let first: Linted
        switch linted(request, planner) {
        case .failure(let stopped): return stopped.outcome
        case .success(let found): first = found
        }
        let unsafe = request.unsafeFixes
        func applies(_ fix: PlacedFix) -> Bool { fix.applicability == .safe || unsafe }
        func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            baseline.map { $0.apply(diagnostics, linted: []).reported } ?? diagnostics
        }
        // Files with something to fix, by what the run reported (diagnostics come in path order).
        var candidates: [String] = []
        var unsafeElsewhere = 0
        var k = 0
        let diagnostics = reported(first.result.diagnostics)
        while k < diagnostics.count {
            var end = k
            while end < diagnostics.count && diagnostics[end].path == diagnostics[k].path { end += 1 }
            let fixes = diagnostics[k..<end].compactMap(\.fix)
            if fixes.contains(where: applies) {
                candidates.append(diagnostics[k].path)
            } else {
                unsafeElsewhere += fixes.count
            }
            k = end
        }
        let relint = candidates.isEmpty ? { _, _ in [] } : first.relinter()
        let fixed = Slots<FixedFile?>(candidates.count, nil)
        let linter = Linter(profiles: [], registry: planner.registry, jobs: request.jobs ?? Processors.available)
        linter.parallelFor(candidates.count) { c in
            let path = candidates[c]
            let original: [UInt8]
            if let input = request.standardInput {
                original = input.bytes
            } else if case .success(let bytes) = FileSystem.read(path) {
                original = bytes
            } else {
                return // the lint that follows reports it
            }
            var last: [Diagnostic] = []
            let outcome = Fixer.fix(original) { bytes in
                last = reported(relint(path, bytes))
                return last.compactMap { $0.fix.flatMap { applies($0) ? $0.fix : nil } }
            }
            // Stopped by the bound on rounds: the last lint was of the bytes before the last round.
            if outcome.rounds == Fixer.maximumRounds { last = reported(relint(path, outcome.bytes)) }
            let unsafeLeft = unsafe ? 0 : last.reduce(0) { $0 + ($1.fix?.applicability == .unsafe ? 1 : 0) }
            fixed[c] = FixedFile(path: path, original: original, fixed: outcome.bytes, applied: outcome.applied,
                                 unsafeLeft: unsafeLeft)
        }
        var files = (0..<candidates.count).compactMap { fixed[$0] }
        let unsafeLeft = unsafeElsewhere + files.reduce(0) { $0 + $1.unsafeLeft }
        var changed = files.filter { $0.fixed != $0.original }
        let applied = changed.reduce(0) { $0 + $1.applied }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        func unsafeHint(_ n: Int) -> String? {
            n > 0 && !unsafe ? "\(n) more fix\(n == 1 ? "" : "es") available with --unsafe-fixes\n" : nil
        }

        if mode == .diff {
            var outcome = LintOutcome(status: applied > 0 ? 1 : 0, result: first.result)
            for file in changed { outcome.output += UnifiedDiff.render(path: file.path, old: file.original, new: file.fixed) }
            // A file that could not be read has no diff: say so, and fail, as a lint would.
            for d in first.result.diagnostics where d.ruleID == EngineDiagnostics.ioErrorID {
                outcome.messages.append("duobar-lint: \(d.path): \(d.message)\n")
                outcome.status = 1
            }
            if !request.quiet {
                if applied > 0 { outcome.messages.append("Would fix \(plural(applied, "finding")) in \(plural(changed.count, "file"))\n") }
                if let hint = unsafeHint(unsafeLeft) { outcome.messages.append(hint) }
            }
            // Reports to files say what the run found; standard output holds the diff.
            var result = first.result
            result.diagnostics = diagnostics
            for report in request.reports where report.path != LintRequest.ReportFile.standardOutput {
                if let problem = FileSystem.writeAtomically(report.reporter.report(result, shown: diagnostics), to: report.path) {
                    return .failure("cannot write report '\(report.path)': \(problem)")
                }
            }
            return outcome
        }

        if let input = request.standardInput {
            // Editors: the fixed text on standard output, what remains on standard error.
            let text = files.first?.fixed ?? input.bytes
            var result = first.result
            result.diagnostics = first.relinter()(input.path, text)
            var outcome = report(&result, linted: [input.path], request, baseline: baseline, standardOutput: false)
            outcome.output = text
            if !request.quiet {
                if applied > 0 { outcome.messages.append("Fixed \(plural(applied, "finding")) (\(result.diagnostics.count) remaining)\n") }
                let left = result.diagnostics.reduce(0) { $0 + ($1.fix?.applicability == .unsafe ? 1 : 0) }
                if let hint = unsafeHint(left) { outcome.messages.append(hint) }
            }
            return outcome
        }

        var problems: [String] = []
        for k in changed.indices {
            request.beforeWriting?(changed[k].path)
            switch FileSystem.replaceContents(of: changed[k].path, with: changed[k].fixed, ifStill: changed[k].original) {
            case .written:
                continue
            case .changedOnDisk:
                changed[k].problem = "it changed on disk while it was being fixed; not written"
            case .failed(let reason):
                changed[k].problem = "cannot write the fixed file: \(reason)"
            }
            problems.append("duobar-lint: '\(changed[k].path)': \(changed[k].problem!)\n")
        }
        files = changed.filter { $0.problem == nil }
        let written = files.reduce(0) { $0 + $1.applied }
        // What remains: the whole run again, as a plain lint would see it now.
        var after: LintResult
        let paths: [String]
        switch linted(request, planner) {
        case .failure(let stopped): return stopped.outcome
        case .success(let found): (after, paths) = (found.result, found.paths)
        }
        var outcome = report(&after, linted: paths, request, baseline: baseline)
        if !request.quiet {
            // A clean run says nothing, fixing or not.
            if written > 0 {
                outcome.messages.append("Fixed \(plural(written, "finding")) in \(plural(files.count, "file")) (\(after.diagnostics.count) remaining)\n")
            }
            let left = after.diagnostics.reduce(0) { $0 + ($1.fix?.applicability == .unsafe ? 1 : 0) }
            if let hint = unsafeHint(left) { outcome.messages.append(hint) }
        }
        outcome.messages += problems
        if !problems.isEmpty { outcome.status = max(outcome.status, 1) }
        return outcome
    }
}

extension Linter {
    /// Fixes source text held in memory, linted with the first profile as `lint(source:…)`
    /// lints it: safe fixes, and unsafe ones too with `unsafe` (the rule examples' tests).
    public func fix(source: [UInt8], path: String, deploymentTarget: DeploymentTarget = .unknown,
                    unsafe: Bool = false) -> Fixer.Outcome {
        Fixer.fix(source) { bytes in
            lint(source: bytes, path: path, deploymentTarget: deploymentTarget).compactMap { d in
                d.fix.flatMap { $0.applicability == .safe || unsafe ? $0.fix : nil }
            }
        }
    }
}
