import DuobarModel

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
        if let mode = request.fix {
            if request.writeBaseline != nil { return .failure("--fix and --diff do not go with --write-baseline") }
            return fix(request, mode, planner: planner, baseline: baseline)
        }
        var result: LintResult
        let linted: [String]
        switch self.linted(request, planner) {
        case .failure(let stopped): return stopped.outcome
        case .success(let found): (result, linted) = (found.result, found.paths)
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
        return report(&result, linted: linted, request, baseline: baseline)
    }

    /// The outcome of a run that found `result`: the baseline applied, reports written, and
    /// what to print on standard output and standard error.
    static func report(_ result: inout LintResult, linted: [String], _ request: LintRequest, baseline: Baseline?,
                       standardOutput: Bool = true) -> LintOutcome {
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
        let main = request.output.report(result, shown: shown) + toStandardOutput
        var outcome = LintOutcome(status: result.fails(strict: request.strict) ? 1 : 0, result: result)
        if standardOutput {
            outcome.output = main
        } else if !main.isEmpty {
            // Standard output holds something else (`--fix` of standard input: the fixed text).
            outcome.messages.append(String(decoding: main, as: UTF8.self))
        }
        // A clean run says nothing: a hook that runs once per batch of files must not print a
        // line for every clean batch among the findings of the others.
        let foundSomething = !result.diagnostics.isEmpty || result.hiddenByBaseline > 0
        if !request.quiet && foundSomething, let summary = request.output.summary(result) { outcome.messages.append(summary) }
        outcome.messages += notices
        return outcome
    }

    /// The findings of the files (or of standard input), before the baseline, and the
    /// paths linted.
    /// A run's findings, with what it takes to lint one of its files again as the run did
    /// (with its profile, the project index and its deployment target): for `--fix`.
    struct Linted {
        var result: LintResult
        /// The paths linted.
        var paths: [String]
        /// Makes the function that gives the diagnostics of a file's new bytes, suppressions
        /// applied, in output order; it may be called from several threads at once. Made only
        /// when asked: a plain lint never relints.
        var relinter: () -> (String, [UInt8]) -> [Diagnostic]
    }

    static func linted(_ request: LintRequest, _ planner: Planner) -> Result<Linted, Stopped> {
        var walker = FileWalker(registry: planner.registry, configOverride: request.config,
                                forceExclude: request.forceExclude)
        if let input = request.standardInput {
            return lintStandardInput(input, walker: &walker, planner: planner, request: request)
        }
        let jobs = request.jobs ?? Processors.available
        let bars = request.drawsBars
        // With more than one job, the first pass starts on files as the walk finds them.
        let pool = jobs > 1 ? FirstPassPool(threads: jobs - 1, rules: planner.possibleRules, registry: planner.registry,
                                            collectsBars: bars, wantsFixes: request.wantsFixes) : nil
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
        let (profiles, fileJobs) = plan(entries, walker.configs, planner)
        var configured = Linter(profiles: profiles, registry: planner.registry, jobs: jobs)
        configured.wantsFixes = request.wantsFixes
        configured.collectsBars = bars
        let linter = configured
        let firstPass = pool?.finish(count: entries.count) ?? linter.firstPass(jobs: fileJobs)
        let (result, project) = linter.lintAndIndex(jobs: fileJobs, firstPass: firstPass)
        if request.endsProcess { LeftToExit.keep((firstPass, pool as Any, entries, fileJobs, walker)) }
        let relinter = { () -> (String, [UInt8]) -> [Diagnostic] in
            // Each config's `views` and `symbols` join the project's index, as in the second pass.
            let indexes = profiles.map { profile -> ProjectIndex in
                var index = project
                index.configViews = profile.views
                index.configSymbols = profile.symbols
                return index
            }
            var byPath: [String: Int] = [:]
            for (k, job) in fileJobs.enumerated() where byPath[job.path] == nil { byPath[job.path] = k }
            let prefilter = Prefilter(rules: linter.ruleUniverse, index: project)
            return { [byPath] path, bytes in
                guard let k = byPath[path], !fileJobs[k].notForIOS else { return [] }
                let job = fileJobs[k]
                return bytes.withUnsafeBufferPointer { buffer -> [Diagnostic] in
                    if TextCheck.binaryKind(buffer) != nil { return [] }
                    return linter.lint(buffer, path: path, profile: profiles[job.profile], index: indexes[job.profile],
                                       prefilter: prefilter, deploymentTarget: job.deploymentTarget)
                        .sorted(by: Diagnostic.orderedWithinFile)
                }
            }
        }
        return .success(Linted(result: result, paths: entries.map(\.path), relinter: relinter))
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
                                deploymentTarget: entry.deploymentTarget, regular: entry.regular))
        }
        if profiles.isEmpty { profiles.append(planner.profile(for: nil)) }
        return (profiles, jobs)
    }

    /// `--stdin-path PATH -`: the bytes linted as PATH, with PATH's config and excludes.
    static func lintStandardInput(_ input: LintRequest.StandardInput, walker: inout FileWalker,
                                  planner: Planner, request: LintRequest) -> Result<Linted, Stopped> {
        let config: Int
        do {
            config = try walker.nearestConfig(forFolder: FilePaths.directory(of: input.path))
        } catch {
            return .failure(Stopped(.failure("\(error)")))
        }
        let nothing: () -> (String, [UInt8]) -> [Diagnostic] = { { _, _ in [] } }
        if walker.forceExclude && walker.isExcludedExplicitFile(input.path, config: config) {
            return .success(Linted(result: LintResult(diagnostics: [], fileCount: 0), paths: [input.path], relinter: nothing))
        }
        if walker.isNotForIOS(file: input.path, config: config) {
            return .success(Linted(result: LintResult(diagnostics: [], fileCount: 1), paths: [input.path], relinter: nothing))
        }
        if let binary = input.bytes.withUnsafeBufferPointer(TextCheck.binaryKind) {
            var skipped = LintResult(diagnostics: [], fileCount: 1)
            skipped.skipped = [LintResult.Skipped(path: input.path, reason: binary)]
            return .success(Linted(result: skipped, paths: [input.path], relinter: nothing))
        }
        let profile = planner.profile(for: config >= 0 ? walker.configs[config] : nil)
        var configured = Linter(profiles: [profile], registry: planner.registry, jobs: 1)
        configured.wantsFixes = request.wantsFixes
        let linter = configured
        let target = walker.deploymentTarget(forFolder: FilePaths.directory(of: input.path), config: config)
        let relint = { (path: String, bytes: [UInt8]) -> [Diagnostic] in
            if bytes.withUnsafeBufferPointer(TextCheck.binaryKind) != nil { return [] }
            return linter.lint(source: bytes, path: path, deploymentTarget: target)
        }
        let diagnostics = relint(input.path, input.bytes)
        var result = LintResult(diagnostics: diagnostics, fileCount: 1, strictFiles: profile.strict ? [input.path] : [])
        if request.drawsBars, var bars = Linter.bars(of: input.bytes, lintsTests: profile.lintsTests, views: profile.views,
                                                     deploymentTarget: target) {
            bars.capacity = profile.barCapacity
            result.bars = [LintResult.PathBars(path: input.path, bars: bars)]
        }
        return .success(Linted(result: result, paths: [input.path], relinter: { relint }))
    }
}

extension Result where Failure == Lint.Stopped {
    static func failure(_ outcome: LintOutcome) -> Self { .failure(Lint.Stopped(outcome)) }
}
