/// The engine's one entry point: a request in, an outcome out. It owns the whole run:
/// the walk, the first pass (overlapping the walk), one profile per config, standard
/// input, the baseline, and the reports; the command line only parses and prints.
public enum Lint {
    public static func run(_ request: LintRequest, registry: RuleRegistry) -> LintOutcome {
        let planner: Planner
        do {
            planner = try Planner(registry: registry, select: request.select, ignore: request.ignore,
                                  enable: request.enable, strict: request.strict)
        } catch {
            return .failure("\(error)")
        }
        var baseline: Baseline?
        if let path = request.baseline {
            do {
                baseline = try Baseline.load(path)
            } catch {
                return .failure("\(error)")
            }
        }
        var result: LintResult
        let linted: [String]
        switch findings(request, planner) {
        case .failure(let stopped): return stopped.outcome
        case .success(let found): (result, linted) = found
        }
        // A baseline records every current finding, whatever baseline was read: refreshing
        // one in place (`--baseline B --write-baseline B`) must not drop what B hid.
        if let path = request.writeBaseline {
            let text = Baseline.render(result.diagnostics, directory: FilePaths.directory(of: path))
            if let problem = FileSystem.writeAtomically(Array(text.utf8), to: path) {
                return .failure("cannot write baseline '\(path)': \(problem)")
            }
            let count = result.diagnostics.count
            return LintOutcome(status: 0, messages: ["duobar-lint: recorded \(count) finding\(count == 1 ? "" : "s") in \(path)\n"],
                               result: result)
        }
        var notices = result.skipped.map { "duobar-lint: skipped '\($0.path)': not Swift source but \($0.reason)\n" }
        // A run that checked nothing should not pass quietly, as if all were well.
        if result.fileCount == 0 && request.standardInput == nil {
            let folders = request.paths.filter { FileSystem.kind($0) == .directory || FileSystem.kind($0) == .symlinkToDirectory }
            if !folders.isEmpty {
                notices.append("duobar-lint: warning: no Swift files found under \(folders.map { "'\($0)'" }.joined(separator: ", "))\n")
            }
        }
        if let baseline {
            let applied = baseline.apply(result.diagnostics, linted: linted)
            result.diagnostics = applied.reported
            result.hiddenByBaseline = applied.hidden
            if applied.stale > 0 && !request.quiet {
                let entries = applied.stale == 1 ? "1 baseline entry no longer matches a finding"
                    : "\(applied.stale) baseline entries no longer match a finding"
                notices.append("duobar-lint: \(entries); rewrite the baseline with --write-baseline\n")
            }
        }
        var shown = result.diagnostics
        if request.quiet { shown.removeAll { $0.severity == .note } }
        var toStandardOutput: [UInt8] = []
        for report in request.reports {
            let bytes = report.reporter.report(result, shown: shown)
            if report.path == LintRequest.ReportFile.standardOutput {
                toStandardOutput += bytes
            } else if let problem = FileSystem.writeAtomically(bytes, to: report.path) {
                return .failure("cannot write report '\(report.path)': \(problem)")
            }
        }
        var outcome = LintOutcome(status: result.fails(strict: request.strict) ? 1 : 0,
                                  output: request.output.report(result, shown: shown) + toStandardOutput, result: result)
        // A clean run says nothing: a hook that runs once per batch of files must not print a
        // line for every clean batch among the findings of the others.
        let foundSomething = !result.diagnostics.isEmpty || result.hiddenByBaseline > 0
        if !request.quiet && foundSomething, let summary = request.output.summary(result) { outcome.messages.append(summary) }
        outcome.messages += notices
        return outcome
    }

    /// The findings of the files (or of standard input), before the baseline, and the
    /// paths linted.
    static func findings(_ request: LintRequest, _ planner: Planner) -> Result<(LintResult, [String]), Stopped> {
        var walker = FileWalker(registry: planner.registry, configOverride: request.config,
                                forceExclude: request.forceExclude)
        if let input = request.standardInput {
            return lintStandardInput(input, walker: &walker, planner: planner, request: request).map { ($0, [input.path]) }
        }
        let jobs = request.jobs ?? Processors.available
        let bars = request.drawsBars
        // With more than one job, the first pass starts on files as the walk finds them.
        let pool = jobs > 1 ? FirstPassPool(threads: jobs - 1, rules: planner.possibleRules, registry: planner.registry,
                                            collectsBars: bars) : nil
        if let pool { walker.onFiles = { pool.add(start: $0, files: $1) } }
        let entries: [FileWalker.Entry]
        switch walker.files(for: request.paths) {
        case .failure(.missing(let path)):
            return .failure(Stopped(.failure("no such file or folder: '\(path)'")))
        case .failure(.config(let error)):
            return .failure(Stopped(.failure("\(error)")))
        case .success(let found):
            entries = found
        }
        let firstPass = pool?.finish(count: entries.count)
        let (profiles, fileJobs) = plan(entries, walker.configs, planner)
        var linter = Linter(profiles: profiles, registry: planner.registry, jobs: jobs)
        linter.collectsBars = bars
        let paths = entries.map(\.path)
        if let firstPass {
            return .success((linter.lint(jobs: fileJobs, firstPass: firstPass), paths))
        }
        return .success((linter.lint(jobs: fileJobs), paths))
    }

    /// A run that ended early, with what to say.
    struct Stopped: Error {
        var outcome: LintOutcome
        init(_ outcome: LintOutcome) { self.outcome = outcome }
    }

    /// One profile per config in use (and one for files with none).
    static func plan(_ entries: [FileWalker.Entry], _ configs: [Config], _ planner: Planner) -> ([Profile], [FileJob]) {
        var profiles: [Profile] = []
        var profileForConfig: [Int: Int] = [:]
        var jobs: [FileJob] = []
        for entry in entries {
            let k: Int
            if let known = profileForConfig[entry.config] {
                k = known
            } else {
                profiles.append(planner.profile(for: entry.config >= 0 ? configs[entry.config] : nil))
                k = profiles.count - 1
                profileForConfig[entry.config] = k
            }
            jobs.append(FileJob(path: entry.path, profile: k, notForIOS: entry.notForIOS,
                                deploymentTarget: entry.deploymentTarget))
        }
        if profiles.isEmpty { profiles.append(planner.profile(for: nil)) }
        return (profiles, jobs)
    }

    /// `--stdin-path PATH -`: the bytes linted as PATH, with PATH's config and excludes.
    static func lintStandardInput(_ input: LintRequest.StandardInput, walker: inout FileWalker, planner: Planner,
                                  request: LintRequest) -> Result<LintResult, Stopped> {
        let config: Int
        do {
            config = try walker.nearestConfig(forFolder: FilePaths.directory(of: input.path))
        } catch {
            return .failure(Stopped(.failure("\(error)")))
        }
        if walker.forceExclude && walker.isExcludedExplicitFile(input.path, config: config) {
            return .success(LintResult(diagnostics: [], fileCount: 0))
        }
        if walker.isNotForIOS(file: input.path, config: config) {
            return .success(LintResult(diagnostics: [], fileCount: 1))
        }
        if let binary = input.bytes.withUnsafeBufferPointer(TextCheck.binaryKind) {
            var skipped = LintResult(diagnostics: [], fileCount: 1)
            skipped.skipped = [LintResult.Skipped(path: input.path, reason: binary)]
            return .success(skipped)
        }
        let profile = planner.profile(for: config >= 0 ? walker.configs[config] : nil)
        let linter = Linter(profiles: [profile], registry: planner.registry, jobs: 1)
        let target = walker.deploymentTarget(forFolder: FilePaths.directory(of: input.path), config: config)
        let diagnostics = linter.lint(source: input.bytes, path: input.path, deploymentTarget: target)
        var result = LintResult(diagnostics: diagnostics, fileCount: 1, strictFiles: profile.strict ? [input.path] : [])
        if request.drawsBars, var bars = Linter.bars(of: input.bytes, lintsTests: profile.lintsTests, views: profile.views,
                                                     deploymentTarget: target) {
            bars.capacity = profile.barCapacity
            result.bars = [LintResult.PathBars(path: input.path, bars: bars)]
        }
        return .success(result)
    }
}

extension Result where Failure == Lint.Stopped {
    static func failure(_ outcome: LintOutcome) -> Self { .failure(Lint.Stopped(outcome)) }
}
