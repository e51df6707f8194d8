import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build in which one of them, a
/// `.duobar-lint.json` above them, or duobar-lint itself changed.
///
/// duobar-lint is built from source, and a prebuild command cannot run a tool
/// built from source, so this is a build command. Its output is a marker, a Swift
/// file holding only a comment, written when duobar-lint exits 0: the target's
/// compilation needs the marker, so the build runs the lint first and fails when
/// duobar-lint fails (errors, an `io-error`, or warnings under `"strict": true` in
/// the config). A failed run writes no marker, so the next build lints again.
/// Findings print as `path:line:column: severity: message [rule]`, which Xcode
/// and SwiftPM show as diagnostics.
///
/// Files are named one by one, so `--force-exclude` keeps the config's excludes
/// (`.duobar-lint.json`, the nearest one walking up from each file) in force.
@main
struct DuobarLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Only Swift targets; a C-family target has nothing to lint, and a Swift
        // marker could not be compiled into it.
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try lintCommand(
            tool: context.tool(named: "duobar-lint").url,
            files: files,
            configs: configFiles(for: files, upTo: context.package.directoryURL),
            targetName: module.name,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

/// What decides which config applies to the files: the `.duobar-lint.json` files in
/// their folders and above them, up to `top`, and those folders themselves. All are
/// inputs of the command: editing a config lints again, and so does creating one,
/// which changes its folder (SwiftPM may keep the command it planned before the config
/// existed, so the config file alone would not be seen).
func configFiles(for files: [URL], upTo top: URL) -> [URL] {
    let topPath = top.standardizedFileURL.path
    var seen: Set<String> = []
    var found: [URL] = []
    for file in files {
        var url = file.standardizedFileURL.deletingLastPathComponent()
        while seen.insert(url.path).inserted {
            found.append(url)
            let config = url.appendingPathComponent(".duobar-lint.json")
            if FileManager.default.fileExists(atPath: config.path) { found.append(config) }
            if url.path == topPath || !url.path.hasPrefix(topPath + "/") || url.path == "/" { break }
            url.deleteLastPathComponent()
        }
    }
    return found.sorted { $0.path < $1.path }
}

/// The marker's name: unusual, because a module cannot hold two files of the same name.
let markerName = "DuobarLint.BuildMarker.swift"

func lintCommand(tool: URL, files: [URL], configs: [URL], targetName: String, workDirectory: URL) -> [Command] {
    guard !files.isEmpty else { return [] }
    let lint = ["--force-exclude", "--"] + files.map(\.path)
    #if os(Windows)
    // No /bin/sh to write the marker: a command with no outputs, which SwiftPM
    // (tools-version 6.0 and later) runs whenever an input changed.
    return [.buildCommand(
        displayName: "duobar-lint \(targetName)",
        executable: tool,
        arguments: lint,
        inputFiles: files + configs + [tool],
        outputFiles: [])]
    #else
    let marker = workDirectory.appendingPathComponent(markerName)
    // sh -c SCRIPT NAME MARKER TOOL ARGS...: run the tool; write the marker only if it passed.
    let script = """
        marker=$1; shift
        "$@" || exit $?
        printf '%s\\n' '// duobar-lint passed on this target. Written by DuobarLintBuildToolPlugin; do not edit.' > "$marker"
        """
    return [.buildCommand(
        displayName: "duobar-lint \(targetName)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "duobar-lint-build", marker.path, tool.path] + lint,
        inputFiles: files + configs + [tool],
        outputFiles: [marker])]
    #endif
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DuobarLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles
            .filter { $0.type == .source && $0.url.pathExtension == "swift" }
            .map(\.url)
        return try lintCommand(
            tool: context.tool(named: "duobar-lint").url,
            files: files,
            configs: configFiles(for: files, upTo: context.xcodeProject.directoryURL),
            targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
