import XCTest
import Foundation
@testable import DuobarEngine
import DuobarModel

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

    func testATargetForIPadOnlyIsNotForIPhone() throws {
        XCTAssertTrue(XcodeProject.mayExcludeIOS(Array("TARGETED_DEVICE_FAMILY = 2;".utf8)))
        XCTAssertFalse(XcodeProject.mayExcludeIOS(Array(#"TARGETED_DEVICE_FAMILY = "1,2";"#.utf8)))
        XCTAssertFalse(XcodeProject.mayExcludeIOS(Array("TARGETED_DEVICE_FAMILY = 1;".utf8)))
        XCTAssertFalse(XcodeProject.mayExcludeIOS(Array("TARGETED_DEVICE_FAMILY = $(FAMILY);".utf8)))
        XCTAssertTrue(XcodeProject.isForIPhone(family: nil))
        XCTAssertTrue(XcodeProject.isForIPhone(family: "1,2"))
        XCTAssertFalse(XcodeProject.isForIPhone(family: "2"))
        XCTAssertFalse(XcodeProject.isForIPhone(family: "2,6"), "iPad and Mac Catalyst")
        // The app target, which sets no SDK of its own, built for iPad only.
        let iPadApp = Self.fixture.replacingOccurrences(of: "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";",
                                                        with: "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\tTARGETED_DEVICE_FAMILY = 2;")
        XCTAssertNotEqual(iPadApp, Self.fixture)
        try writeFixture(project: iPadApp)
        let walked = try walked()
        XCTAssertEqual(walked["App/AppView.swift"], true, "built only into an iPad target")
        XCTAssertEqual(walked["Widget/WidgetView.swift"], false, "the project's own family is unset")
    }

    func testATestBundlesDeploymentTargetIsNotTheApps() {
        func lowest(_ text: String) -> DeploymentTarget { XcodeProject.lowestIOSTarget(in: Array(text.utf8)) }
        let app = "A1 = {\n\tisa = XCBuildConfiguration;\n\tbuildSettings = {\n\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n\t\tPRODUCT_NAME = App;\n\t};\n};\n"
        let unitTests = "B1 = {\n\tisa = XCBuildConfiguration;\n\tbuildSettings = {\n\t\tBUNDLE_LOADER = \"$(TEST_HOST)\";\n\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.3;\n\t\tTEST_HOST = \"$(BUILT_PRODUCTS_DIR)/App.app/App\";\n\t};\n};\n"
        let uiTests = "C1 = {\n\tbuildSettings = {\n\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\tTEST_TARGET_NAME = App;\n\t};\n};\n"
        let widget = "D1 = {\n\tbuildSettings = {\n\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n\t\tINFOPLIST_FILE = Widget/Info.plist;\n\t};\n};\n"
        XCTAssertEqual(lowest("objects = {\n" + app + unitTests + uiTests + "};"), DeploymentTarget(major: 17), "tests are left out")
        XCTAssertEqual(lowest("objects = {\n" + app + unitTests + widget + "};"), DeploymentTarget(major: 16), "an extension counts")
        XCTAssertEqual(lowest(unitTests), .unknown, "only a test's setting: unknown")
    }

    /// A project whose own settings say 15.6 and whose app target says 18.0: the app's files
    /// are built for 18.0. A target that sets nothing takes the project's value of the same
    /// configuration; a test target's and a watch target's do not count.
    func testEachTargetTakesItsOwnDeploymentTargetBeforeTheProjects() throws {
        func project(widget: String) -> String {
            """
            // !$*UTF8*$!
            { objects = {
                PROJ = { isa = PBXProject; buildConfigurationList = PL; mainGroup = G; };
                PL = { isa = XCConfigurationList; buildConfigurations = ( PD, PR ); };
                PD = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.6; SDKROOT = iphoneos; }; name = Debug; };
                PR = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.6; SDKROOT = iphoneos; }; name = Release; };
                G = { isa = PBXGroup; children = ( ); sourceTree = "<group>"; };
                A = { isa = PBXNativeTarget; buildConfigurationList = AL; productType = "com.apple.product-type.application"; };
                AL = { isa = XCConfigurationList; buildConfigurations = ( AD, AR ); };
                AD = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 18.0; }; name = Debug; };
                AR = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 18.0; }; name = Release; };
                T = { isa = PBXNativeTarget; buildConfigurationList = TL; productType = "com.apple.product-type.bundle.unit-test"; };
                TL = { isa = XCConfigurationList; buildConfigurations = ( TD ); };
                TD = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 14.0; }; name = Debug; };
                W = { isa = PBXNativeTarget; buildConfigurationList = WL; productType = "com.apple.product-type.application"; };
                WL = { isa = XCConfigurationList; buildConfigurations = ( WD ); };
                WD = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; IPHONEOS_DEPLOYMENT_TARGET = 13.0; }; name = Debug; };
                X = { isa = PBXNativeTarget; buildConfigurationList = XL; productType = "com.apple.product-type.app-extension"; };
                XL = { isa = XCConfigurationList; buildConfigurations = ( XD ); };
                XD = { isa = XCBuildConfiguration; buildSettings = { \(widget) }; name = Release; };
            }; rootObject = PROJ; }
            """
        }
        func lowest(_ text: String) throws -> DeploymentTarget? {
            XcodeProject.lowestOfTargets(try XCTUnwrap(PropertyList(Array(text.utf8))))
        }
        XCTAssertEqual(try lowest(project(widget: "IPHONEOS_DEPLOYMENT_TARGET = 18.2;")), DeploymentTarget(major: 18))
        XCTAssertEqual(try lowest(project(widget: "PRODUCT_NAME = Widget;")), DeploymentTarget(major: 15, minor: 6),
                       "the extension sets nothing: it takes the project's Release value")
        // Loaded from disk the same way, whether or not the project builds for other platforms.
        let path = folder.path + "/App.xcodeproj/project.pbxproj"
        try FileManager.default.createDirectory(atPath: folder.path + "/App.xcodeproj", withIntermediateDirectories: true)
        try project(widget: "IPHONEOS_DEPLOYMENT_TARGET = 18.2;").write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(XcodeProject.load(path)?.lowestIOSTarget, DeploymentTarget(major: 18))
        let phoneOnly = project(widget: "IPHONEOS_DEPLOYMENT_TARGET = 18.2;").replacingOccurrences(of: "SDKROOT = watchos; ", with: "")
        try phoneOnly.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(XcodeProject.load(path)?.lowestIOSTarget, DeploymentTarget(major: 13), "the former watch target is an iPhone one now")
    }

    func testSettingsReadAsTextAnywhereInTheFile() {
        XCTAssertTrue(XcodeProject.mayExcludeIOS(Array("SDKROOT=watchos".utf8)), "at the very start")
        XCTAssertTrue(XcodeProject.mayExcludeIOS(Array("xSDKROOT = macosx;".utf8)), "inside a longer name")
        XCTAssertFalse(XcodeProject.mayExcludeIOS(Array("SDKROOT".utf8)), "no value: an empty one")
        XCTAssertFalse(XcodeProject.mayExcludeIOS(Array("SUPPORTED_PLATF".utf8)), "cut short")
        XCTAssertFalse(XcodeProject.mayExcludeIOS(Array(#"SUPPORTED_PLATFORMS = " ";SDKROOT=iphoneos"#.utf8)))
        func lowest(_ text: String) -> DeploymentTarget { XcodeProject.lowestIOSTarget(in: Array(text.utf8)) }
        XCTAssertEqual(lowest("IPHONEOS_DEPLOYMENT_TARGET=15.0"), DeploymentTarget(major: 15))
        XCTAssertEqual(lowest("IPHONEOS_DEPLOYMENT_TARGET = 16.4.1;"), DeploymentTarget(major: 16, minor: 4, patch: 1))
        XCTAssertEqual(lowest(#"x IPHONEOS_DEPLOYMENT_TARGET = "16.4"; IPHONEOS_DEPLOYMENT_TARGET = 15.5;"#), DeploymentTarget(major: 15, minor: 5))
        for bad in ["99999", "17.1024", "1.2.3.4", "16.", ".4", "v16", ""] {
            XCTAssertEqual(lowest("IPHONEOS_DEPLOYMENT_TARGET = \(bad);"), .unknown, bad)
        }
        XCTAssertEqual(lowest("IPHONEOS_DEPLOYMENT_TARGET"), .unknown)
    }

    /// Settings that are not ASCII are read by characters: a combining mark makes another
    /// character of the letter it follows.
    func testPlatformSettingsBeyondASCII() {
        XCTAssertFalse(XcodeProject.isForIOS(sdk: "iphoneos\u{301}", platforms: nil))
        XCTAssertTrue(XcodeProject.isForIOS(sdk: "iphoneos", platforms: "xros\u{301} iphoneos"))
        XCTAssertFalse(XcodeProject.isForIOS(sdk: "\u{212A}", platforms: nil))
        XCTAssertTrue(XcodeProject.isForIOS(sdk: nil, platforms: "macosx\tiphonesimulator"))
        XCTAssertFalse(XcodeProject.isForIOS(sdk: "watchos", platforms: " \t "), "no platform named: the SDK decides")
    }

    /// A small project of its own: a watch target and an iPhone target.
    static func project(ids: (watchFile: String, buildFile: String), files: [String], phoneFiles: [String] = []) -> String {
        let refs = files.enumerated().map { "F\($0.offset) = { isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = \"<group>\"; };" }
        let phone = phoneFiles.enumerated().map { "P\($0.offset) = { isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = \"<group>\"; };" }
        return """
            // !$*UTF8*$!
            { objects = {
                PROJ = { isa = PBXProject; buildConfigurationList = PL; mainGroup = G; };
                PL = { isa = XCConfigurationList; buildConfigurations = ( PC ); };
                PC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                G = { isa = PBXGroup; children = ( WG, PG ); sourceTree = "<group>"; };
                WG = { isa = PBXGroup; children = ( \(ids.watchFile), \(files.indices.map { "F\($0)" }.joined(separator: ", ")) ); path = Watch; sourceTree = "<group>"; };
                PG = { isa = PBXGroup; children = ( \(phoneFiles.indices.map { "P\($0)" }.joined(separator: ", ")) ); path = Phone; sourceTree = "<group>"; };
                \(ids.watchFile) = { isa = PBXFileReference; path = Face.swift; sourceTree = "<group>"; };
                \(refs.joined(separator: "\n    "))
                \(phone.joined(separator: "\n    "))
                W = { isa = PBXNativeTarget; buildConfigurationList = WL; buildPhases = ( WS ); };
                WL = { isa = XCConfigurationList; buildConfigurations = ( WC ); };
                WC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; name = Debug; };
                WS = { isa = PBXSourcesBuildPhase; files = ( \(ids.buildFile), \(files.indices.map { "B\($0)" }.joined(separator: ", ")) ); };
                \(ids.buildFile) = { isa = PBXBuildFile; fileRef = \(ids.watchFile); };
                \(files.indices.map { "B\($0) = { isa = PBXBuildFile; fileRef = F\($0); };" }.joined(separator: "\n    "))
                I = { isa = PBXNativeTarget; buildConfigurationList = IL; buildPhases = ( IS ); };
                IL = { isa = XCConfigurationList; buildConfigurations = ( IC ); };
                IC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                IS = { isa = PBXSourcesBuildPhase; files = ( \(phoneFiles.indices.map { "Q\($0)" }.joined(separator: ", ")) ); };
                \(phoneFiles.indices.map { "Q\($0) = { isa = PBXBuildFile; fileRef = P\($0); };" }.joined(separator: "\n    "))
                \(ids.buildFile) = { isa = PBXBuildFile; fileRef = P0; };
            }; rootObject = PROJ; }
            """
    }

    func projectRead(_ text: String) throws -> XcodeProject {
        try XCTUnwrap(XcodeProject(XCTUnwrap(PropertyList(Array(text.utf8))), folder: "/scratch"))
    }

    /// Ids of any length (Xcode's have 24 hex digits, other tools' do not), quoted or bare;
    /// an id given twice names its first object.
    func testIdsOfAnyShapeAndRepeatedIds() throws {
        for ids in [("1F0000000000000000000004", "1A0000000000000000000004"), ("OBJ_12", "OBJ_13"), ("\"a b\"", "\"c d\""), ("A", "B")] {
            let project = try projectRead(Self.project(ids: ids, files: [], phoneFiles: ["Phone.swift"]))
            XCTAssertEqual(project.fileRules["/scratch/Watch/Face.swift"]?.other, true, ids.0)
            XCTAssertNil(project.fileRules["/scratch/Phone/Phone.swift"], "the second object with the build file's id is not it")
        }
    }

    /// A file of the iPhone target is noted where a watch-only file has its name, by
    /// characters: the same name written with a combining accent is the same name.
    func testNamesOfTheOtherPlatformsFiles() throws {
        let plain = try projectRead(Self.project(ids: ("WF", "WB"), files: ["Same.swift"], phoneFiles: ["Other.swift", "Same.swift"]))
        XCTAssertEqual(plain.fileRules["/scratch/Watch/Same.swift"]?.other, true)
        XCTAssertEqual(plain.fileRules["/scratch/Phone/Same.swift"]?.iOS, true)
        XCTAssertNil(plain.fileRules["/scratch/Phone/Other.swift"], "a name no watch-only file has")
        let accented = try projectRead(Self.project(ids: ("WF", "WB"), files: ["Cafe\u{301}.swift"], phoneFiles: ["Other.swift", "Caf\u{E9}.swift"]))
        XCTAssertEqual(accented.fileRules["/scratch/Phone/Caf\u{E9}.swift"]?.iOS, true)
        XCTAssertNil(accented.fileRules["/scratch/Phone/Other.swift"])
    }

    /// A rule's folders, from the exception paths as listed, are those of its paths.
    func testARulesFoldersFromItsListedPaths() {
        let listed = ["Info.plist", "A/x.swift", "A/y.swift", "A/B/z.swift", "A/x.swift", "/Localized/v.plist", "C\u{301}/w.swift", "Ć/w.swift", "A/q.swift"]
        let rule = XcodeProject.Rule(forIOS: false, excluded: Set(listed), listed: listed)
        XCTAssertEqual(rule.excludedParents, XcodeProject.Rule(forIOS: false, excluded: Set(listed)).excludedParents)
        XCTAssertEqual(rule.excludedParents, [".", "A", "A/B", "/Localized", "Ć"])
    }
}
