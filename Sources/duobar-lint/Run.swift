import DuobarScanner
import DuobarModel
import DuobarRules
import DuobarEngine
import DuobarReporters

let version = "0.1.0"

/// Every id the tool knows: the rule catalog of `Rules/` and the engine's diagnostics.
let registry = RuleRegistry(rules: allRules)

extension CommandLine {
    /// Parses, asks the engine, prints: nothing else happens here.
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
        case .rules(let format):
            switch format {
            case .table: Output.out(RuleDocs.plainTable(registry))
            case .markdown: Output.out(RuleDocs.markdownTable(registry))
            case .json: Output.out(RuleDocs.json(registry))
            }
            return 0
        case .explain(let id):
            guard let rule = registry.entry(id) else {
                let close = registry.suggestion(for: id).map { " (did you mean '\($0)'?)" } ?? ""
                Output.err("duobar-lint: unknown rule '\(id)'\(close)\n")
                return 2
            }
            Output.out(RuleDocs.explain(rule))
            return 0
        case .tokens(let path):
            return printTokens(path)
        case .lint:
            var request = arguments.request(colour: Output.isTerminal && Output.environment("NO_COLOR") == nil)
            request.endsProcess = true
            if let path = arguments.stdinPath {
                request.standardInput = LintRequest.StandardInput(path: path, bytes: FileSystem.readStandardInput())
            }
            let outcome = Lint.run(request, registry: registry)
            Output.write(1, outcome.output)
            for message in outcome.messages { Output.err(message) }
            return outcome.status
        }
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

extension Arguments {
    /// The engine's request for a lint; `colour` applies to text on standard output only.
    func request(colour: Bool) -> LintRequest {
        var request = LintRequest(paths: paths, output: reporter(format, colour: format == .text && colour))
        request.select = select
        request.ignore = ignore
        request.enable = enable
        request.strict = strict
        request.quiet = quiet
        request.config = config
        request.forceExclude = forceExclude
        request.jobs = jobs
        request.baseline = baseline
        request.writeBaseline = writeBaseline
        request.reports = reports.map {
            LintRequest.ReportFile(reporter: reporter($0.0, colour: false, path: $0.1 == LintRequest.ReportFile.standardOutput ? nil : $0.1),
                                   path: $0.1)
        }
        // `--diff` wins over `--fix`, as in Ruff: it never writes.
        request.fix = diff ? .diff : fix ? .write : nil
        request.unsafeFixes = unsafeFixes
        #if DEBUG
        request.beforeWriting = Arguments.pauseBeforeWriting
        #endif
        return request
    }

    /// `path`: where the report is written (links in an HTML report are relative to its folder).
    func reporter(_ format: Format, colour: Bool, path: String? = nil) -> any Reporter {
        switch format {
        case .text: return TextReporter(colour: colour)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(version: version, registry: registry, lineText: { $0.lineText })
        case .github: return GitHubReporter()
        case .checkstyle: return CheckstyleReporter()
        case .html: return HTMLReporter(registry: registry, version: version, reportPath: path)
        }
    }
}

#if DEBUG
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

extension Arguments {
    /// Debug builds only, for the end-to-end test of a file that changes while it is fixed:
    /// with `DUOBAR_LINT_TEST_PAUSE_BEFORE_WRITE=DIR`, before writing each fixed file the tool
    /// creates `DIR/waiting` and waits (up to 30 s) until `DIR/go` exists.
    static var pauseBeforeWriting: (@Sendable (String) -> Void)? {
        guard let folder = Output.environment("DUOBAR_LINT_TEST_PAUSE_BEFORE_WRITE") else { return nil }
        return { _ in
            _ = FileSystem.writeAtomically(Array("waiting\n".utf8), to: folder + "/waiting")
            for _ in 0..<3000 where !FileSystem.exists(folder + "/go") { usleep(10_000) }
        }
    }
}
#endif
