import XCTest
import Foundation
@testable import DuobarEngine

/// What an Xcode project says about its files (docs/model.md, "Code that never reaches an
/// iPhone bar"), as the walk reads it.
final class XcodeProjectTests: ScratchFolderTestCase {
    static let fixture: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/PhoneAndWatch.pbxproj")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Every Swift file the fixture describes, and whether it is built only for other platforms.
    static let files: [(String, Bool)] = [
        ("App/AppView.swift", false),
        ("App/Unlisted.swift", false),
        ("Watch App/Shared.swift", false),
        ("Watch App/WatchView.swift", true),
        ("Watch App/Unlisted.swift", false),
        ("Watch Extras/Complications/Face.swift", true),
        ("Watch Extras/Complications/Deeper/Hands.swift", true),
        ("Watch Extras/Complications/Preview/Sample.swift", false),
        ("Watch Extras/Complications/Glance.swift", false),
        ("Tools/MacTool.swift", true),
        ("Widget/WidgetView.swift", false),
        ("Loose.swift", false),
    ]

    func writeFixture(project: String = XcodeProjectTests.fixture) throws {
        XCTAssertFalse(project.isEmpty, "the fixture is readable")
        try write("Duo.xcodeproj/project.pbxproj", project)
        for (file, _) in Self.files { try write(file, "let x = 1\n") }
    }

    /// `notForIOS` of each file the walk finds under `root`, relative to the scratch folder.
    func walked(_ root: String? = nil) throws -> [String: Bool] {
        var walker = FileWalker(registry: RuleRegistry(rules: []))
        guard case .success(let entries) = walker.files(for: [root ?? folder.path]) else {
            XCTFail("walk failed")
            return [:]
        }
        var result: [String: Bool] = [:]
        for entry in entries { result[FilePaths.relative(entry.path, to: folder.path) ?? entry.path] = entry.notForIOS }
        return result
    }

    func testMembershipFromBuildPhasesAndSynchronizedFolders() throws {
        try writeFixture()
        let expected = Dictionary(uniqueKeysWithValues: Self.files)
        XCTAssertEqual(try walked(), expected)
    }

    func testTheProjectIsReadOnceAndItsTargetsKnown() throws {
        try writeFixture()
        let project = try XCTUnwrap(XcodeProject.load(folder.appendingPathComponent("Duo.xcodeproj/project.pbxproj").path))
        let root = FilePaths.absolute(folder.path, cwd: FilePaths.currentDirectory)
        XCTAssertEqual(project.fileRules[root + "/Watch App/WatchView.swift"]?.other, true)
        XCTAssertEqual(project.fileRules[root + "/Tools/MacTool.swift"]?.other, true, "`./Tools/../Tools` resolves")
        XCTAssertEqual(project.folderRules[root + "/Watch Extras/Complications"]?.map(\.forIOS), [false])
        XCTAssertEqual(project.folderRules[root + "/Watch Extras/Complications"]?.first?.excluded, ["Preview"])
    }

    func testAFileNamedOnItsOwnIsCheckedToo() throws {
        try writeFixture()
        try write(".duobar-lint.json", "{}")
        var walker = FileWalker(registry: RuleRegistry(rules: []))
        func isNotForIOS(_ file: String) throws -> Bool {
            let path = folder.appendingPathComponent(file).path
            return walker.isNotForIOS(file: path, config: try walker.nearestConfig(forFolder: FilePaths.directory(of: path)))
        }
        XCTAssertTrue(try isNotForIOS("Watch App/WatchView.swift"))
        XCTAssertFalse(try isNotForIOS("Watch App/Shared.swift"))
        XCTAssertTrue(try isNotForIOS("Watch Extras/Complications/Face.swift"))
        XCTAssertFalse(try isNotForIOS("Watch Extras/Complications/Glance.swift"))
    }

    func testAProjectAboveTheNamedFolderCountsUpToTheConfigsFolder() throws {
        try writeFixture()
        let watch = folder.appendingPathComponent("Watch App").path
        XCTAssertEqual(try walked(watch)["Watch App/WatchView.swift"], false,
                       "with no config and no git work tree, the named folder is the project root")
        try write(".duobar-lint.json", "{}")
        XCTAssertEqual(try walked(watch)["Watch App/WatchView.swift"], true, "the config's folder is")
    }

    func testTheNearestProjectDecides() throws {
        try writeFixture()
        // A project nearer to the watch files that names none of them: they are in no target.
        try write("Watch App/Other.xcodeproj/project.pbxproj", "{ objects = { }; rootObject = X; }")
        XCTAssertEqual(try walked()["Watch App/WatchView.swift"], false)
        XCTAssertEqual(try walked()["Watch Extras/Complications/Face.swift"], true)
    }

    func testAnUnreadableProjectIsIgnored() throws {
        try writeFixture()
        // Each names a watch SDK, so that it is parsed and not passed over as iPhone-only.
        let cut = String(Self.fixture.dropLast(40))
        XCTAssertTrue(cut.contains("SDKROOT = watchos"))
        for broken in [cut, "SDKROOT = watchos", "garbage SDKROOT = watchos;", "{ objects = ( ); rootObject = X; SDKROOT = watchos; }",
                       "{ objects = { }; SDKROOT = watchos; }", "{ objects = { X = { isa = PBXProject; }; }; rootObject = X; SDKROOT = watchos; }",
                       Self.fixture.replacingOccurrences(of: "fileRef = ", with: "fileRef = = ")] {
            try write("Duo.xcodeproj/project.pbxproj", broken)
            XCTAssertEqual(try walked().values.filter { $0 }.count, 0, String(broken.prefix(40)))
        }
    }

    func testAProjectFolderWithoutAProjectFileIsIgnored() throws {
        try writeFixture()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Duo.xcodeproj/project.pbxproj"))
        XCTAssertEqual(try walked().values.filter { $0 }.count, 0)
    }

    func testAProjectOnlyForIOSIsNotParsed() {
        XCTAssertFalse(XcodeProject.mayExcludeIOS(Array("SDKROOT = iphoneos; SDKROOT = \"iphoneos\"; SDKROOT = auto;".utf8)))
        XCTAssertFalse(XcodeProject.mayExcludeIOS(Array(#"SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros";"#.utf8)))
        XCTAssertFalse(XcodeProject.mayExcludeIOS(Array("SDKROOT = $(PLATFORM);".utf8)))
        XCTAssertTrue(XcodeProject.mayExcludeIOS(Array("SDKROOT = iphoneos; SDKROOT = watchos;".utf8)))
        XCTAssertTrue(XcodeProject.mayExcludeIOS(Array(#"SUPPORTED_PLATFORMS = "xros xrsimulator";"#.utf8)))
    }

    func testPlatformSettings() {
        XCTAssertTrue(XcodeProject.isForIOS(sdk: "iphoneos", platforms: nil))
        XCTAssertTrue(XcodeProject.isForIOS(sdk: "iphoneos17.0", platforms: nil))
        XCTAssertFalse(XcodeProject.isForIOS(sdk: "watchos", platforms: nil))
        XCTAssertFalse(XcodeProject.isForIOS(sdk: "macosx", platforms: nil))
        XCTAssertFalse(XcodeProject.isForIOS(sdk: "appletvos", platforms: nil))
        XCTAssertFalse(XcodeProject.isForIOS(sdk: "iphoneos", platforms: "xros xrsimulator"), "visionOS only")
        XCTAssertTrue(XcodeProject.isForIOS(sdk: "auto", platforms: "macosx iphoneos iphonesimulator"))
        XCTAssertTrue(XcodeProject.isForIOS(sdk: "auto", platforms: nil))
        XCTAssertTrue(XcodeProject.isForIOS(sdk: nil, platforms: nil))
        XCTAssertFalse(XcodeProject.isForIOS(sdk: "macosx", platforms: "$(AVAILABLE_PLATFORMS)"), "then SDKROOT decides")
        XCTAssertTrue(XcodeProject.isForIOS(sdk: "$(SDK)", platforms: "$(PLATFORMS)"))
    }

    func testATargetTakesTheProjectsSettingOfTheSameConfiguration() throws {
        // The widget sets no SDK; with the project's set to watchOS it is a watch target.
        let watchProject = Self.fixture.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;\n\t\t\t\tSDKROOT = iphoneos;",
                                                             with: "SDKROOT = watchos;")
        XCTAssertNotEqual(watchProject, Self.fixture)
        try writeFixture(project: watchProject)
        XCTAssertEqual(try walked()["Widget/WidgetView.swift"], true)
        XCTAssertEqual(try walked()["App/AppView.swift"], true, "the app sets no SDK either")
    }
}
