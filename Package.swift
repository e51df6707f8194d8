// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "duobar-lint",
    products: [
        .executable(name: "duobar-lint", targets: ["duobar-lint"]),
        // `swift package duobar-lint` in a package that depends on this one.
        .plugin(name: "DuobarLintCommandPlugin", targets: ["DuobarLintCommandPlugin"]),
        // Lints a target's Swift files on every build: `plugins: [.plugin(name: "DuobarLintBuildToolPlugin", package: "duobar-lint")]`.
        .plugin(name: "DuobarLintBuildToolPlugin", targets: ["DuobarLintBuildToolPlugin"]),
    ],
    targets: [
        // Tokens over bytes: no Foundation, no String in the hot loop.
        .target(name: "DuobarScanner", path: "Sources/DuobarScanner"),
        // Toolbar contexts, items, bars and opt-outs, found from the tokens.
        .target(name: "DuobarModel", dependencies: ["DuobarScanner"], path: "Sources/DuobarModel"),
        // One file per rule; each rule is a value with its own examples.
        .target(name: "DuobarRules", dependencies: ["DuobarModel"], path: "Rules"),
        // Files, configs, the rule registry, suppressions, parallel runs, baselines; one entry
        // point (`Lint.run`). It is handed the rules, so it does not depend on Rules/.
        .target(name: "DuobarEngine", dependencies: ["DuobarScanner", "DuobarModel"],
                path: "Sources/DuobarEngine"),
        // The vertical bar's layout rules: facts about items in, sections and overflow out.
        // Pure values and functions, no source code: the HTML report draws what it returns.
        .target(name: "DuobarLayout", path: "Sources/DuobarLayout"),
        .target(name: "DuobarReporters", dependencies: ["DuobarEngine", "DuobarModel", "DuobarLayout"],
                path: "Sources/DuobarReporters"),
        .executableTarget(name: "duobar-lint",
                          dependencies: ["DuobarScanner", "DuobarModel", "DuobarEngine", "DuobarReporters", "DuobarRules"],
                          path: "Sources/duobar-lint"),
        // Benchmarks/bench.sh's timer for the scanner and the pipeline; not a product.
        .executableTarget(name: "duobar-bench",
                          dependencies: ["DuobarScanner", "DuobarModel", "DuobarRules", "DuobarEngine"],
                          path: "Benchmarks/DuobarBench"),
        // Plugins run the duobar-lint executable above, built from source for the host.
        .plugin(name: "DuobarLintCommandPlugin",
                capability: .command(intent: .custom(verb: "duobar-lint",
                                                     description: "Lint the package's Swift targets, or the given paths, with duobar-lint")),
                dependencies: ["duobar-lint"], path: "Plugins/DuobarLintCommandPlugin"),
        .plugin(name: "DuobarLintBuildToolPlugin", capability: .buildTool(),
                dependencies: ["duobar-lint"], path: "Plugins/DuobarLintBuildToolPlugin"),
        .testTarget(name: "DuobarScannerTests", dependencies: ["DuobarScanner"], path: "Tests/DuobarScannerTests"),
        .testTarget(name: "DuobarModelTests", dependencies: ["DuobarModel", "DuobarRules"], path: "Tests/DuobarModelTests"),
        .testTarget(name: "DuobarLayoutTests", dependencies: ["DuobarLayout"], path: "Tests/DuobarLayoutTests"),
        .testTarget(name: "DuobarRulesTests", dependencies: ["DuobarRules", "DuobarEngine"], path: "Tests/DuobarRulesTests"),
        .testTarget(name: "DuobarEngineTests", dependencies: ["DuobarEngine", "DuobarReporters", "DuobarRules"],
                    path: "Tests/DuobarEngineTests"),
        // Runs the built binary; depending on it makes `swift test` build it first.
        .testTarget(name: "EndToEndTests", dependencies: ["duobar-lint", "duobar-bench"], path: "Tests/EndToEndTests"),
    ]
)
