import XCTest
import Foundation
import DuobarModel
import DuobarRules
import DuobarReporters
@testable import DuobarEngine

/// Each file's deployment target: the config's `deploymentTarget`, else the nearest
/// `Package.swift`; what `deprecated-bar-placement` makes of it, with one job or several.
final class DeploymentTargetTests: ScratchFolderTestCase {
    let registry = RuleRegistry(rules: allRules)

    static let deprecated = """
        import SwiftUI
        let v = Text("x").toolbar {
            ToolbarItem(placement: .navigationBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { } }
        }

        """

    static func manifest(_ platform: String) -> String {
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [\(platform)])\n"
    }

    /// The files (relative to the folder, sorted) where `deprecated-bar-placement` reports.
    func reported(jobs: Int, paths: [String]? = nil) -> [String] {
        var request = LintRequest(paths: paths ?? [folder.path], output: TextReporter(colour: false))
        request.jobs = jobs
        request.select = ["deprecated-bar-placement"]
        let outcome = Lint.run(request, registry: registry)
        XCTAssertNotEqual(outcome.status, 2, "\(outcome.messages)")
        return (outcome.result?.diagnostics ?? []).map { String($0.path.dropFirst(folder.path.count + 1)) }.sorted()
    }

    func testTheNearestManifestDecidesForTheFilesBelowIt() throws {
        try write("Old/Package.swift", Self.manifest(#".iOS(.v16), .macOS(.v13)"#))
        try write("Old/Sources/Old/A.swift", Self.deprecated)
        try write("New/Package.swift", Self.manifest(".iOS(.v17)"))
        try write("New/Sources/New/A.swift", Self.deprecated)
        try write("Quoted/Package.swift", Self.manifest(#".iOS("15.0")"#))
        try write("Quoted/A.swift", Self.deprecated)
        try write("None/Package.swift", Self.manifest(".macOS(.v13)"))
        try write("None/A.swift", Self.deprecated)
        try write("Loose/A.swift", Self.deprecated)
        let expected = ["Loose/A.swift", "New/Sources/New/A.swift", "None/A.swift"]
        XCTAssertEqual(reported(jobs: 1), expected)
        XCTAssertEqual(reported(jobs: 3), expected)
        // A file or folder named below its package still finds the manifest above it.
        XCTAssertEqual(reported(jobs: 1, paths: [folder.path + "/Old/Sources/Old/A.swift"]), [])
        XCTAssertEqual(reported(jobs: 2, paths: [folder.path + "/Old/Sources"]), [])
    }

    static func project(_ settings: [String]) -> String {
        let configurations = settings.enumerated().map { k, value in
            "\t\tC\(k) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\t\(value)\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n"
        }.joined()
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\(configurations)\t};\n\trootObject = R;\n}\n"
    }

    func testAnXcodeProjectsLowestIOSTargetDecidesForTheFilesBelowIt() throws {
        // The app at 17, its widget at 16.4: the code runs on 16.4 too.
        try write("Old/Old.xcodeproj/project.pbxproj", Self.project(["IPHONEOS_DEPLOYMENT_TARGET = 17.0;",
                                                                       "IPHONEOS_DEPLOYMENT_TARGET = \"16.4\";"]))
        try write("Old/Sources/A.swift", Self.deprecated)
        try write("New/New.xcodeproj/project.pbxproj", Self.project(["IPHONEOS_DEPLOYMENT_TARGET = 18.0;",
                                                                       "IPHONEOS_DEPLOYMENT_TARGET = \"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\";"]))
        try write("New/A.swift", Self.deprecated)
        // A package inside the app's folder says for itself.
        try write("Old/Packages/Kit/Package.swift", Self.manifest(".iOS(.v17)"))
        try write("Old/Packages/Kit/Sources/Kit/A.swift", Self.deprecated)
        // A project that sets no target (an `.xcconfig` does) leaves it unknown.
        try write("Unset/Unset.xcodeproj/project.pbxproj", Self.project(["SWIFT_VERSION = 5.0;"]))
        try write("Unset/A.swift", Self.deprecated)
        let expected = ["New/A.swift", "Old/Packages/Kit/Sources/Kit/A.swift", "Unset/A.swift"]
        XCTAssertEqual(reported(jobs: 1), expected)
        XCTAssertEqual(reported(jobs: 3), expected)
        // Projects are looked for up to the config's folder (or the git work tree's root).
        try write(".duobar-lint.json", "{}")
        XCTAssertEqual(reported(jobs: 1, paths: [folder.path + "/Old/Sources"]), [], "a folder below the project finds it")
        XCTAssertEqual(reported(jobs: 1, paths: [folder.path + "/Old/Sources/A.swift"]), [])
    }

    func testTheConfigWinsOverTheManifest() throws {
        try write("Package.swift", Self.manifest(".iOS(.v15)"))
        try write("App/.duobar-lint.json", #"{"deploymentTarget": "17.0"}"#)
        try write("App/A.swift", Self.deprecated)
        try write("Kit/A.swift", Self.deprecated)
        try write("Legacy/.duobar-lint.json", #"{"deploymentTarget": "16.4"}"#)
        try write("Legacy/A.swift", Self.deprecated)
        XCTAssertEqual(reported(jobs: 1), ["App/A.swift"])
        XCTAssertEqual(reported(jobs: 2), ["App/A.swift"])
    }

    func testStandardInputUsesItsPathsTarget() throws {
        try write("Package.swift", Self.manifest(".iOS(.v16)"))
        var request = LintRequest(paths: ["-"], output: TextReporter(colour: false))
        request.select = ["deprecated-bar-placement"]
        request.standardInput = LintRequest.StandardInput(path: folder.path + "/Sources/A.swift", bytes: Array(Self.deprecated.utf8))
        XCTAssertEqual(Lint.run(request, registry: registry).result?.diagnostics.count, 0)
        try write(".duobar-lint.json", #"{"deploymentTarget": "18"}"#)
        XCTAssertEqual(Lint.run(request, registry: registry).result?.diagnostics.count, 1)
    }

    func testTheConfigValueIsChecked() throws {
        func parse(_ json: String) throws -> Config {
            try Config.parse(Array(json.utf8), path: "p/.duobar-lint.json", registry: registry)
        }
        XCTAssertEqual(try parse(#"{"deploymentTarget": "17.0"}"#).deploymentTarget, DeploymentTarget(major: 17))
        XCTAssertEqual(try parse(#"{"deploymentTarget": "16.4"}"#).deploymentTarget, DeploymentTarget(major: 16, minor: 4))
        XCTAssertNil(try parse("{}").deploymentTarget)
        for bad in [#""iOS 17""#, "17", #""""#, "true", #""17.0.0.0""#] {
            XCTAssertThrowsError(try parse(#"{"deploymentTarget": \#(bad)}"#), bad) { error in
                XCTAssertEqual((error as? Config.ConfigError)?.key, "deploymentTarget")
                XCTAssertEqual((error as? Config.ConfigError)?.problem, #"expected an iOS version such as "17.0""#)
            }
        }
        XCTAssertThrowsError(try parse(#"{"deploymentTaget": "17.0"}"#)) { error in
            XCTAssertEqual((error as? Config.ConfigError)?.suggestion, "deploymentTarget")
        }
    }
}
