import DuobarScanner
import DuobarModel
import DuobarRules
import DuobarEngine
import DuobarReporters

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
        case .lint:
            return lint(arguments)
        }
    }

    static func suggestion(_ id: String) -> String {
        guard let close = Suggest.closest(to: id, in: RuleSelection.knownIDs) else { return "" }
        return " (did you mean '\(close)'?)"
    }

    static func lint(_ arguments: Arguments) -> Int32 {
        let selection: RuleSelection
        do {
            selection = try RuleSelection(select: arguments.select, ignore: arguments.ignore, enable: arguments.enable)
        } catch RuleSelection.SelectionError.unknownRule(let id, let close) {
            Output.err("duobar-lint: unknown rule '\(id)'\(close.map { " (did you mean '\($0)'?)" } ?? "")\n")
            return 2
        } catch {
            return 2
        }
        let files: [String]
        switch FileWalker().files(for: arguments.paths) {
        case .failure(.missing(let path)):
            Output.err("duobar-lint: no such file or folder: '\(path)'\n")
            return 2
        case .success(let found):
            files = found
        }
        var linter = Linter(rules: selection.rules)
        if let jobs = arguments.jobs { linter.jobs = jobs }
        let result = linter.lint(files: files)
        var shown = result.diagnostics
        if arguments.quiet { shown.removeAll { $0.severity == .note } }
        switch arguments.format {
        case .text:
            let colour = Output.isTerminal && Output.environment("NO_COLOR").map(\.isEmpty) ?? true
            let reporter = TextReporter(colour: colour)
            Output.out(reporter.lines(shown))
            if !arguments.quiet { Output.err(reporter.summary(result)) }
        case .json:
            Output.out(JSONReporter().render(result, diagnostics: shown))
        }
        return result.fails(strict: arguments.strict) ? 1 : 0
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
