import Foundation
import PackagePlugin

/// `swift package duobar-lint [--target NAME ...] [duobar-lint options] [path ...]`
///
/// With no path and no `--target`, lints the folders of every Swift target of the
/// package; with `--target`, those targets' folders; with paths, those paths.
/// Everything else is passed to duobar-lint unchanged, and the plugin fails when
/// duobar-lint exits non-zero (1: findings that fail, 2: usage or config error).
@main
struct DuobarLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "duobar-lint")
        let split = PluginArguments(arguments)
        try split.checkNoStandardInput()
        var lintArguments = split.toolArguments
        if split.addsPaths {
            let targets = split.targetNames.isEmpty
                ? context.package.targets
                : try context.package.targets(named: split.targetNames)
            let folders = targets
                .compactMap { $0 as? SwiftSourceModuleTarget }
                .map(\.directoryURL)
            guard !folders.isEmpty else {
                throw PluginFailure("package '\(context.package.displayName)' has no Swift targets to lint")
            }
            lintArguments += PluginArguments.pathSeparator(before: lintArguments) + displayPaths(outermost(folders))
        } else if !split.targetNames.isEmpty {
            throw PluginFailure("'--target' lints whole targets; it does not go with paths or with 'rules', 'explain', 'tokens', '--help' or '--version'")
        }
        try runTool(tool.url, lintArguments)
    }
}

/// The arguments as the plugin reads them: its own `--target NAME` options, and
/// what goes to duobar-lint.
struct PluginArguments {
    var targetNames: [String] = []
    var toolArguments: [String] = []
    /// Whether duobar-lint is to lint the targets: no path, no subcommand, no `--help`.
    var addsPaths = true
    /// Whether a path is `-`, standard input.
    var readsStandardInput = false

    /// duobar-lint's options that take a value as the next argument (`duobar-lint --help`).
    static let optionsWithValue: Set<String> = [
        "--format", "-f", "--report", "--config", "--baseline", "--write-baseline",
        "--stdin-path", "--select", "--ignore", "--enable", "--jobs", "-j",
    ]
    static let subcommands: Set<String> = ["rules", "explain", "tokens"]

    init(_ arguments: [String]) {
        var k = 0
        var positional: [String] = []
        var onlyPaths = false
        while k < arguments.count {
            let arg = arguments[k]
            k += 1
            if onlyPaths {
                positional.append(arg)
                toolArguments.append(arg)
                continue
            }
            if arg == "--target" {
                if k < arguments.count { targetNames.append(arguments[k]); k += 1 }
                continue
            }
            if arg.hasPrefix("--target=") {
                targetNames.append(String(arg.dropFirst("--target=".count)))
                continue
            }
            toolArguments.append(arg)
            if arg == "--" {
                onlyPaths = true
            } else if arg == "--help" || arg == "-h" || arg == "--version" {
                addsPaths = false
            } else if Self.optionsWithValue.contains(arg) {
                if k < arguments.count { toolArguments.append(arguments[k]); k += 1 }
            } else if !arg.hasPrefix("-") || arg == "-" {
                positional.append(arg)
            }
        }
        if !positional.isEmpty { addsPaths = false }
        readsStandardInput = positional.contains("-")
        if let first = positional.first, Self.subcommands.contains(first) { addsPaths = false }
    }

    /// A plugin's standard input is SwiftPM's channel to it, so `-` cannot work.
    func checkNoStandardInput() throws {
        if readsStandardInput {
            throw PluginFailure("standard input does not reach a package plugin; run duobar-lint itself with '--stdin-path PATH -'")
        }
    }

    /// `--` before the target folders when the arguments do not end in one already
    /// open, so that no folder name can read as an option or a subcommand.
    static func pathSeparator(before arguments: [String]) -> [String] {
        arguments.contains("--") ? [] : ["--"]
    }
}

/// A failure the plugin reports as an error; `swift package` then exits non-zero.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The folders that are not inside another folder of the list, in order.
func outermost(_ folders: [URL]) -> [URL] {
    let sorted = Array(Set(folders.map { $0.standardizedFileURL.path })).sorted()
    var kept: [String] = []
    for path in sorted where !kept.contains(where: { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
        kept.append(path)
    }
    return kept.map { URL(fileURLWithPath: $0) }
}

/// Paths relative to the current folder when they are below it (what the user
/// typed `swift package` in), so findings read `Sources/App/View.swift:…`.
func displayPaths(_ urls: [URL]) -> [String] {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    return urls.map { url in
        let path = url.standardizedFileURL.path
        if path == cwd { return "." }
        guard path.hasPrefix(prefix) else { return path }
        let relative = String(path.dropFirst(prefix.count))
        // A folder named like a subcommand must not read as one.
        return PluginArguments.subcommands.contains(relative) ? "./" + relative : relative
    }
}

/// Runs duobar-lint with the plugin's standard error as its output (a plugin's
/// standard output is the channel to SwiftPM, and its standard input is closed),
/// and throws when it exits non-zero.
func runTool(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.standardError
    process.standardError = FileHandle.standardError
    try process.run()
    process.waitUntilExit()
    let status = process.terminationStatus
    if process.terminationReason == .uncaughtSignal {
        throw PluginFailure("duobar-lint was stopped by signal \(status)")
    }
    switch status {
    case 0:
        return
    case 1:
        throw PluginFailure("duobar-lint found problems that fail the run (exit 1)")
    case 2:
        throw PluginFailure("duobar-lint: usage or configuration error (exit 2); see `swift package duobar-lint --help`")
    default:
        throw PluginFailure("duobar-lint exited with status \(status)")
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode (File › Packages, or the project's context menu): with targets
/// chosen, lints their Swift files; otherwise the project's folder.
extension DuobarLintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "duobar-lint")
        let split = PluginArguments(arguments)
        try split.checkNoStandardInput()
        var lintArguments = split.toolArguments
        if split.addsPaths {
            if split.targetNames.isEmpty {
                lintArguments += PluginArguments.pathSeparator(before: lintArguments)
                    + [context.xcodeProject.directoryURL.path]
            } else {
                let wanted = Set(split.targetNames)
                let files = context.xcodeProject.targets
                    .filter { wanted.contains($0.displayName) }
                    .flatMap { target in
                        target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url.path)
                    }
                guard !files.isEmpty else {
                    throw PluginFailure("no Swift files in the targets \(split.targetNames.joined(separator: ", "))")
                }
                // Files named one by one: the config's excludes still apply to them.
                lintArguments = ["--force-exclude"] + lintArguments
                    + PluginArguments.pathSeparator(before: lintArguments) + files
            }
        } else if !split.targetNames.isEmpty {
            throw PluginFailure("'--target' lints whole targets; it does not go with paths or with 'rules', 'explain', 'tokens', '--help' or '--version'")
        }
        try runTool(tool.url, lintArguments)
    }
}
#endif
