import DuobarScanner
import DuobarModel
import DuobarRules
import DuobarEngine
import DuobarReporters
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

let version = "0.1.0"

extension CommandLine {
    static func run(_ argv: [String]) -> Int32 {
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(argv)
        } catch let error as Arguments.UsageError {
            Output.err("duobar-lint: \(error.message)\nTry 'duobar-lint --help'.\n")
            return 2
        } catch {
            return 2
        }
        switch arguments.command {
        case .help:
            Output.out(Arguments.help)
            return 0
        case .version:
            Output.out("duobar-lint \(version)\n")
            return 0
        case .rules(let markdown):
            Output.out(markdown ? RuleDocs.markdownTable() : RuleDocs.plainTable())
            return 0
        case .explain(let id):
            guard let rule = rule(withID: id) else {
                Output.err("duobar-lint: unknown rule '\(id)'\(suggestion(id))\n")
                return 2
            }
            Output.out(RuleDocs.explain(rule))
            return 0
        case .tokens(let path):
            return printTokens(path)
        case .benchScan(let paths):
            return benchScan(paths)
        case .benchPipeline(let paths):
            return benchPipeline(paths)
        case .lint:
            return lint(arguments)
        }
    }

    static func suggestion(_ id: String) -> String {
        guard let close = Suggest.closest(to: id, in: RuleSelection.knownIDs) else { return "" }
        return " (did you mean '\(close)'?)"
    }

    static func lint(_ arguments: Arguments) -> Int32 {
        let planner = Planner(select: arguments.select, ignore: arguments.ignore, enable: arguments.enable,
                              strict: arguments.strict)
        do {
            try planner.validate()
        } catch RuleSelection.SelectionError.unknownRule(let id, let close) {
            Output.err("duobar-lint: unknown rule '\(id)'\(close.map { " (did you mean '\($0)'?)" } ?? "")\n")
            return 2
        } catch {
            return 2
        }
        var baseline: Baseline?
        if let path = arguments.baseline {
            do {
                baseline = try Baseline.load(path)
            } catch {
                Output.err("duobar-lint: \(error)\n")
                return 2
            }
        }
        var walker = FileWalker(configOverride: arguments.config, forceExclude: arguments.forceExclude)
        var result: LintResult
        if let stdinPath = arguments.stdinPath {
            guard let linted = lintStandardInput(as: stdinPath, walker: &walker, planner: planner) else { return 2 }
            result = linted
        } else {
            let entries: [FileWalker.Entry]
            let jobs = arguments.jobs ?? Linter(profiles: []).jobs
            // With more than one job, the first pass starts on files as the walk finds them.
            let pool = jobs > 1 ? FirstPassPool(threads: jobs - 1, rules: planner.possibleRules) : nil
            if let pool { walker.onFiles = { pool.add(start: $0, paths: $1) } }
            switch walker.files(for: arguments.paths) {
            case .failure(.missing(let path)):
                Output.err("duobar-lint: no such file or folder: '\(path)'\n")
                return 2
            case .failure(.config(let error)):
                Output.err("duobar-lint: \(error)\n")
                return 2
            case .success(let found):
                entries = found
            }
            let firstPass = pool?.finish(count: entries.count)
            let (profiles, fileJobs) = plan(entries, walker.configs, planner)
            var linter = Linter(profiles: profiles)
            if let n = arguments.jobs { linter.jobs = n }
            if let firstPass {
                result = linter.lint(jobs: fileJobs, firstPass: firstPass)
            } else {
                result = linter.lint(jobs: fileJobs)
            }
        }
        if let baseline { result.diagnostics = baseline.filter(result.diagnostics) }
        if let path = arguments.writeBaseline {
            let text = Baseline.render(result.diagnostics, directory: FilePaths.directory(of: path))
            if let problem = FileSystem.writeAtomically(Array(text.utf8), to: path) {
                Output.err("duobar-lint: cannot write baseline '\(path)': \(problem)\n")
                return 2
            }
            Output.err("duobar-lint: recorded \(result.diagnostics.count) finding\(result.diagnostics.count == 1 ? "" : "s") in \(path)\n")
            return 0
        }
        var shown = result.diagnostics
        if arguments.quiet { shown.removeAll { $0.severity == .note } }
        for (format, path) in arguments.reports {
            let text = render(format, result, shown, colour: false)
            if let problem = FileSystem.writeAtomically(Array(text.utf8), to: path) {
                Output.err("duobar-lint: cannot write report '\(path)': \(problem)\n")
                return 2
            }
        }
        let colour = arguments.format == .text && Output.isTerminal && Output.environment("NO_COLOR") == nil
        if arguments.format == .text {
            Output.write(1, TextReporter(colour: colour).bytes(shown))
        } else {
            Output.out(render(arguments.format, result, shown, colour: colour))
        }
        if arguments.format == .text && !arguments.quiet { Output.err(TextReporter(colour: false).summary(result)) }
        return result.fails(strict: arguments.strict) ? 1 : 0
    }

    static func render(_ format: Arguments.Format, _ result: LintResult, _ shown: [Diagnostic], colour: Bool) -> String {
        switch format {
        case .text: return TextReporter(colour: colour).lines(shown)
        case .json: return JSONReporter().render(result, diagnostics: shown)
        case .sarif: return SARIFReporter(version: version, lineText: { $0.lineText }).render(shown)
        case .github: return GitHubReporter().render(shown)
        case .checkstyle: return CheckstyleReporter().render(shown)
        }
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
            jobs.append(FileJob(path: entry.path, profile: k))
        }
        if profiles.isEmpty { profiles.append(planner.profile(for: nil)) }
        return (profiles, jobs)
    }

    /// `--stdin-path PATH -`: standard input linted as PATH, with PATH's config and excludes.
    static func lintStandardInput(as path: String, walker: inout FileWalker, planner: Planner) -> LintResult? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
            if n < 0 { if errno == EINTR { continue }; break }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        let config: Int
        do {
            config = try walker.nearestConfig(forFolder: FilePaths.directory(of: path))
        } catch let error as Config.ConfigError {
            Output.err("duobar-lint: \(error)\n")
            return nil
        } catch {
            return nil
        }
        if walker.forceExclude && walker.isExcludedExplicitFile(path, config: config) {
            return LintResult(diagnostics: [], fileCount: 0)
        }
        let profile = planner.profile(for: config >= 0 ? walker.configs[config] : nil)
        let linter = Linter(profiles: [profile], jobs: 1)
        let diagnostics = linter.lint(source: bytes, path: path)
        return LintResult(diagnostics: diagnostics, fileCount: 1, strictFiles: profile.strict ? [path] : [])
    }

    /// Scans the files (read first, so only scanning is timed) and prints bytes, tokens and
    /// the scanner's own throughput: what `tokens` cannot show, its JSON costing far more.
    static func benchScan(_ paths: [String]) -> Int32 {
        guard let files = readForBench(paths) else { return 2 }
        let bytes = files.reduce(0) { $0 + $1.count }
        var tokens = 0
        let seconds = timed {
            for file in files { tokens += file.withUnsafeBufferPointer { SwiftScanner.scanSplit($0).code.count } }
        }
        Output.out("scanned \(bytes) bytes, \(tokens) code tokens in \(Int(seconds * 1e6)) µs: \(rate(bytes, seconds)) MB/s\n")
        return 0
    }

    /// The per-core work of a lint with nothing skipped: scan, model and every rule, on files
    /// already in memory (no reading, pre-check, placing or printing).
    static func benchPipeline(_ paths: [String]) -> Int32 {
        guard let files = readForBench(paths) else { return 2 }
        let bytes = files.reduce(0) { $0 + $1.count }
        var findings = 0
        let seconds = timed {
            for file in files {
                file.withUnsafeBufferPointer { buffer in
                    let model = FileModel(code: Code(text: buffer))
                    for rule in allRules {
                        var found = Findings(ruleID: rule.id, model: model)
                        rule.check(model, &found)
                        findings += found.list.count
                    }
                }
            }
        }
        Output.out("scanner+model+rules: \(bytes) bytes, \(findings) findings in \(Int(seconds * 1e6)) µs: \(rate(bytes, seconds)) MB/s\n")
        return 0
    }

    static func readForBench(_ paths: [String]) -> [[UInt8]]? {
        var files: [[UInt8]] = []
        for path in paths {
            guard case .success(let bytes) = FileSystem.read(path) else {
                Output.err("duobar-lint: cannot read '\(path)'\n")
                return nil
            }
            files.append(bytes)
        }
        return files
    }

    static func timed(_ body: () -> Void) -> Double {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let start = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
        body()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        return Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 - start
    }

    static func rate(_ bytes: Int, _ seconds: Double) -> Int {
        seconds > 0 ? Int(Double(bytes) / seconds / 1e6) : 0
    }

    static func printTokens(_ path: String) -> Int32 {
        let bytes: [UInt8]
        switch FileSystem.read(path) {
        case .failure(.failed(let reason)):
            Output.err("duobar-lint: cannot read '\(path)': \(reason)\n")
            return 2
        case .success(let b):
            bytes = b
        }
        var out = ""
        bytes.withUnsafeBufferPointer { buffer in
            for token in SwiftScanner.scan(buffer) {
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.end)]), as: UTF8.self)
                out += "{\"kind\": \(JSON.string(token.kind.name)), \"start\": \(token.start), \"end\": \(token.end), \"text\": \(JSON.string(text))}\n"
                if out.utf8.count > 1 << 16 {
                    Output.out(out)
                    out = ""
                }
            }
        }
        Output.out(out)
        return 0
    }
}
