import DuobarEngine

/// The command line, parsed (`duobar-lint --help`; README, "Using it").
struct Arguments {
    enum Format: String, CaseIterable { case text, json, sarif, github, checkstyle, html }

    var command: Command = .lint
    var paths: [String] = []
    var format: Format = .text
    var select: [String]?
    var ignore: [String] = []
    var enable: [String] = []
    var strict = false
    var quiet = false
    var jobs: Int?
    var config: String?
    var forceExclude = false
    var baseline: String?
    var writeBaseline: String?
    var reports: [(Format, String)] = []
    var stdinPath: String?
    var fix = false
    var diff = false
    var unsafeFixes = false

    /// `rules`: a table for people, the README's Markdown, or JSON for tools.
    enum RulesFormat: Equatable { case table, markdown, json }

    /// Every option, for "did you mean …?".
    static let options = ["--format", "--report", "--config", "--force-exclude", "--baseline", "--write-baseline",
                          "--stdin-path", "--select", "--ignore", "--enable", "--strict", "--quiet", "--jobs",
                          "--fix", "--diff", "--unsafe-fixes",
                          "--markdown", "--version", "--help"]

    enum Command: Equatable {
        case lint, rules(RulesFormat), explain(String), tokens(String), version, help
    }

    struct UsageError: Error {
        let message: String
    }

    static func parse(_ argv: [String]) throws -> Arguments {
        var a = Arguments()
        var k = 0
        var positional: [String] = []
        var onlyPaths = false
        var markdown = false
        func value(_ flag: String, _ inline: String?) throws -> String {
            if let inline { return inline }
            k += 1
            guard k < argv.count else { throw UsageError(message: "option '\(flag)' needs a value") }
            return argv[k]
        }
        func ids(_ flag: String, _ text: String) throws -> [String] {
            let list = text.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
            // An empty list would quietly check nothing (or everything): say so instead.
            guard !list.isEmpty else { throw UsageError(message: "option '\(flag)' needs at least one rule id (or 'all')") }
            return list
        }
        var formatGiven = false
        while k < argv.count {
            let arg = argv[k]
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                positional.append(arg)
                k += 1
                continue
            }
            if arg == "--" { onlyPaths = true; k += 1; continue }
            var flag = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                flag = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            } else if !arg.hasPrefix("--"), arg.count > 2, ["-j", "-f"].contains(String(arg.prefix(2))) {
                // `-j2`, `-fjson`: short options with their value attached, as getopt takes them.
                flag = String(arg.prefix(2))
                inline = String(arg.dropFirst(2))
            }
            switch flag {
            case "--format", "-f":
                let v = try value(flag, inline)
                guard let f = Format(rawValue: v) else {
                    throw UsageError(message: "unknown format '\(v)' (expected: \(Format.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                a.format = f
                formatGiven = true
            case "--select": a.select = (a.select ?? []) + (try ids(flag, try value(flag, inline)))
            case "--ignore": a.ignore += try ids(flag, try value(flag, inline))
            case "--enable": a.enable += try ids(flag, try value(flag, inline))
            case "--strict": a.strict = true
            case "--config": a.config = try value(flag, inline)
            case "--force-exclude": a.forceExclude = true
            case "--baseline": a.baseline = try value(flag, inline)
            case "--write-baseline": a.writeBaseline = try value(flag, inline)
            case "--stdin-path": a.stdinPath = try value(flag, inline)
            case "--report":
                let v = try value(flag, inline)
                guard let colon = v.firstIndex(of: ":"), let f = Format(rawValue: String(v[..<colon])),
                      v.index(after: colon) < v.endIndex else {
                    throw UsageError(message: "option '--report' takes FORMAT:PATH with FORMAT one of \(Format.allCases.map(\.rawValue).joined(separator: ", ")), not '\(v)'")
                }
                a.reports.append((f, String(v[v.index(after: colon)...])))
            case "--quiet", "-q": a.quiet = true
            case "--fix": a.fix = true
            case "--diff": a.diff = true
            case "--unsafe-fixes": a.unsafeFixes = true
            case "--jobs", "-j":
                let v = try value(flag, inline)
                guard let n = Int(v), n >= 1, n <= 1024 else {
                    throw UsageError(message: "option '--jobs' needs a whole number from 1 to 1024, not '\(v)'")
                }
                a.jobs = n
            case "--markdown": markdown = true
            case "--version", "-V": a.command = .version
            case "--help", "-h": a.command = .help
            default:
                let close = flag.hasPrefix("--") ? Suggest.closest(to: flag, in: options) : nil
                throw UsageError(message: "unknown option '\(flag)'" + (close.map { " (did you mean '\($0)'?)" } ?? ""))
            }
            k += 1
        }
        if a.command == .lint, let first = positional.first {
            switch first {
            case "rules":
                guard positional.count == 1 else { throw UsageError(message: "'rules' takes no arguments") }
                if markdown && formatGiven { throw UsageError(message: "'rules' takes --markdown or --format, not both") }
                if formatGiven && a.format != .text && a.format != .json {
                    throw UsageError(message: "'rules' prints text or json, not \(a.format.rawValue)")
                }
                a.command = .rules(markdown ? .markdown : a.format == .json ? .json : .table)
                positional = []
            case "help", "version":
                // As in git, cargo and ruff; a folder of that name is linted as './\(first)'.
                guard positional.count == 1 else { throw UsageError(message: "'\(first)' takes no arguments") }
                a.command = first == "help" ? .help : .version
                positional = []
            case "explain":
                guard positional.count == 2 else { throw UsageError(message: "usage: duobar-lint explain <rule-id>") }
                a.command = .explain(positional[1])
                positional = []
            case "tokens":
                guard positional.count == 2 else { throw UsageError(message: "usage: duobar-lint tokens <file>") }
                a.command = .tokens(positional[1])
                positional = []
            default:
                break
            }
        }
        if markdown, case .rules = a.command {} else if markdown {
            throw UsageError(message: "option '--markdown' goes with 'rules'")
        }
        if a.fix || a.diff || a.unsafeFixes, a.command != .lint {
            throw UsageError(message: "options '--fix', '--diff' and '--unsafe-fixes' go with a lint, not a command")
        }
        if a.unsafeFixes && !a.fix && !a.diff {
            throw UsageError(message: "option '--unsafe-fixes' goes with '--fix' or '--diff'")
        }
        if (a.fix || a.diff) && a.writeBaseline != nil {
            throw UsageError(message: "'--write-baseline' records findings; it does not go with '--fix' or '--diff'")
        }
        a.paths = positional.isEmpty ? ["."] : positional
        if a.stdinPath != nil && a.paths != ["-"] {
            throw UsageError(message: "option '--stdin-path' lints standard input: give '-' as the only path")
        }
        if a.stdinPath == nil && a.paths.contains("-") {
            throw UsageError(message: "'-' (standard input) needs '--stdin-path PATH'")
        }
        return a
    }

    static let help = """
        duobar-lint: finds toolbar code that will not adapt to iPhone Duo's vertical bar.

        Usage:
          duobar-lint [options] [path ...]     lint Swift files and folders (default: .)
          duobar-lint rules [--markdown]        list the rules (--markdown: the README's table;
                                                --format json: for tools)
          duobar-lint explain <rule-id>         what a rule finds, why, and what to write instead
          duobar-lint tokens <file>             print the scanner's tokens as JSON lines

        Options:
          --format FORMAT        text, json, sarif, github, checkstyle or html (default: text)
          --report FORMAT:PATH   also write a report to PATH (repeatable; folders are
                                 created; PATH - is standard output)
          --config FILE          use this config for every file (default: the nearest
                                 .duobar-lint.json walking up from each file's folder)
          --force-exclude        apply excludes to files named explicitly too
          --baseline FILE        do not report findings recorded in FILE
          --write-baseline FILE  record the current findings in FILE and exit 0
          --stdin-path PATH -    lint standard input as if it were the file PATH
          --fix                  apply safe fixes in place, then report what remains
                                 (with --stdin-path: print the fixed text)
          --diff                 print the fixes as a unified diff; change nothing
                                 (exit 1 when there is something to fix)
          --unsafe-fixes         with --fix or --diff, apply unsafe fixes too
          --select ID,...        run only these rules ('all' for every rule)
          --ignore ID,...        do not run these rules
          --enable ID,...        also run these opt-in rules
          --strict               warnings fail the run too
          --quiet, -q            no notes, no summary
          --jobs N, -j N         files linted in parallel (default: the number of cores)
          --version, -V          print the version (also: duobar-lint version)
          --help, -h             print this help (also: duobar-lint help)

        Exit status: 0 nothing fails, 1 findings that fail (or a file that could not be read),
        2 usage error.

        """
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
