import XCTest
import DuobarModel
import DuobarRules
@testable import DuobarEngine

/// Files that only declare views are scanned when a toolbar needs one of their views, directly
/// or through a wrapper, and not otherwise.
final class ViewCompletionTests: ScratchFolderTestCase {
    static let toolbar = """
        import SwiftUI
        struct EditorScreen: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Form { }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { CloseButton { dismiss() } }
                    }
            }
        }
        """
    static let closeButton = """
        import SwiftUI
        struct CloseButton: View {
            let action: () -> Void
            var body: some View { IconButton(title: "Close", symbol: "xmark", action: action) }
        }
        """
    static let iconButton = """
        import SwiftUI
        struct IconButton: View {
            let title: String
            let symbol: String
            let action: () -> Void
            var body: some View { Button(title, systemImage: symbol, action: action) }
        }
        """
    static let unrelated = """
        import SwiftUI
        struct ProfileHeader: View {
            var body: some View { HStack { Text("Name"); Spacer() } }
        }
        """

    func testAWrapperOfAWrapperInFilesWithoutToolbarsIsResolvedAndOnlyThoseAreScanned() throws {
        let a = try write("EditorScreen.swift", Self.toolbar)
        let b = try write("CloseButton.swift", Self.closeButton)
        let c = try write("IconButton.swift", Self.iconButton)
        let d = try write("ProfileHeader.swift", Self.unrelated)
        let alone = Linter(rules: allRules, jobs: 1).lint(files: [a])
        XCTAssertEqual(alone.diagnostics.map(\.ruleID), ["custom-view-item"], "the premise: alone, the wrapper is a custom view")

        for order in [[a, b, c, d], [d, c, b, a]] {
            for jobs in [1, 2] {
                let linter = Linter(rules: allRules, jobs: jobs)
                var pass = linter.firstPass(order)
                XCTAssertEqual(pass.looks.filter(\.candidate).count, 1, "only the toolbar file is scanned in the first pass")
                let jobsList = order.map { FileJob(path: $0) }
                let scanned = ViewCompletion.complete(&pass, files: jobsList, lintsTests: [false], parallelFor: linter.parallelFor)
                XCTAssertEqual(Set(scanned.map { order[$0] }), [b, c], "the unrelated view's file is not scanned")
                XCTAssertEqual(linter.lint(files: order).diagnostics.map(\.ruleID), [],
                               "jobs \(jobs): the close button resolves through both wrappers")
            }
        }
    }

    /// A view-only file that writes SwiftUI's `View` by its module (`: SwiftUI.View`, as apps
    /// with a `View` of their own do) passes the declarations' pre-check and is scanned.
    func testAViewOnlyFileConformingThroughTheModuleNameIsFound() throws {
        let a = try write("EditorScreen.swift", Self.toolbar)
        let b = try write("CloseButton.swift", """
            import SwiftUI
            struct CloseButton: SwiftUI.View {
                let action: () -> Void
            }
            extension CloseButton {
                var body: some SwiftUI.View { Button("Close", systemImage: "xmark", action: action) }
            }
            """)
        for jobs in [1, 2] {
            XCTAssertEqual(Linter(rules: allRules, jobs: jobs).lint(files: [a, b]).diagnostics.map(\.ruleID), [],
                           "jobs \(jobs): the close button's body is found and has a title and a symbol")
        }
        let buffer = Array("struct A: SwiftUI.View {}".utf8)
        XCTAssertTrue(buffer.withUnsafeBufferPointer { Prefilter.viewDeclarations.mayMatch($0) })
        let dotted = Array("let kind = Kind.View".utf8)
        XCTAssertFalse(dotted.withUnsafeBufferPointer { Prefilter.viewDeclarations.mayMatch($0) }, "a member named View is not a conformance")
    }

    func testAViewOnlyFileThatNoToolbarNeedsAddsNothing() throws {
        let a = try write("EditorScreen.swift", Self.toolbar.replacingOccurrences(of: "CloseButton { dismiss() }",
                                                                              with: "Button(\"Close\", systemImage: \"xmark\") { dismiss() }"))
        let d = try write("ProfileHeader.swift", Self.unrelated)
        let linter = Linter(rules: allRules, jobs: 1)
        var pass = linter.firstPass([a, d])
        XCTAssertEqual(pass.viewFiles.count, 1, "the view file's declared names are noted")
        XCTAssertEqual(ViewCompletion.complete(&pass, files: [a, d].map { FileJob(path: $0) }, lintsTests: [false],
                                               parallelFor: linter.parallelFor), [])
        XCTAssertNil(pass.project.views[ViewKey(Array("ProfileHeader".utf8))])
        XCTAssertNotNil(pass.project.views[ViewKey(Array("EditorScreen".utf8))], "the toolbar file's own views are indexed")
    }

    func testAViewOnlyTestFileIsNotIndexedUnlessTestsAreLinted() throws {
        let a = try write("EditorScreen.swift", Self.toolbar)
        let b = try write("CloseButton.swift", "import XCTest\n" + Self.closeButton.replacingOccurrences(of: "IconButton(title: \"Close\", symbol: \"xmark\", action: action)", with: "Button(\"Close\", systemImage: \"xmark\", action: action)"))
        let linter = Linter(rules: allRules, jobs: 1)
        var pass = linter.firstPass([a, b])
        ViewCompletion.complete(&pass, files: [a, b].map { FileJob(path: $0) }, lintsTests: [false], parallelFor: linter.parallelFor)
        let key = ViewKey(Array("CloseButton".utf8))
        XCTAssertNil(pass.project.views[key], "a test file's views never reach an iPhone bar")
        var withTests = linter.firstPass([a, b])
        ViewCompletion.complete(&withTests, files: [a, b].map { FileJob(path: $0) }, lintsTests: [true], parallelFor: linter.parallelFor)
        XCTAssertNotNil(withTests.project.views[key])
    }

    // MARK: Several apps

    static let labelledClose = """
        import SwiftUI
        struct CloseButton: View {
            let action: () -> Void
            var body: some View { Button(role: .close, action: action) }
        }
        """
    static let customClose = """
        import SwiftUI
        struct CloseButton: View {
            let action: () -> Void
            var body: some View {
                ZStack { Circle().fill(.quaternary); Image(systemName: "xmark") }.onTapGesture(perform: action)
            }
        }
        """

    /// Two apps linted together each declare a `CloseButton`, in files without toolbars: a
    /// toolbar means its own app's, whatever the order of the files and the number of jobs,
    /// and both files are scanned.
    func testEachAppsToolbarMeansItsOwnAppsViewOfThatName() throws {
        for (a, b, expected) in [(Self.labelledClose, Self.customClose, [String]()),
                                 (Self.customClose, Self.labelledClose, ["custom-view-item"])] {
            let screen = try write("AppA/Screens/Editor.swift", Self.toolbar)
            let mine = try write("AppA/Views/CloseButton.swift", a)
            let theirs = try write("AppB/Views/CloseButton.swift", b)
            // AppB's toolbar, a candidate of the first pass, uses AppB's.
            let other = try write("AppB/Screens/Editor.swift", Self.toolbar)
            let files = [screen, mine, theirs, other]
            for order in [files, files.reversed(), [theirs, screen, other, mine]] {
                for jobs in [1, 2, 8] {
                    let linter = Linter(rules: allRules, jobs: jobs)
                    var pass = linter.firstPass(order)
                    let scanned = ViewCompletion.complete(&pass, files: order.map { FileJob(path: $0) }, lintsTests: [false],
                                                          parallelFor: linter.parallelFor)
                    XCTAssertEqual(Set(scanned.map { order[$0] }), [mine, theirs], "both declarations are read")
                    let result = linter.lint(files: order)
                    let what = "order \(order.map { $0.dropFirst(folder.path.count) }), jobs \(jobs)"
                    XCTAssertEqual(result.diagnostics.filter { $0.path == screen }.map(\.ruleID), expected, what)
                    XCTAssertEqual(result.diagnostics.filter { $0.path == other }.map(\.ruleID),
                                   expected.isEmpty ? ["custom-view-item"] : [], what)
                    let pool = FirstPassPool(threads: jobs, rules: allRules, registry: RuleRegistry(rules: allRules))
                    pool.add(start: 0, paths: order)
                    let pooled = linter.lint(jobs: order.map { FileJob(path: $0) }, firstPass: pool.finish(count: order.count))
                    XCTAssertEqual(pooled.diagnostics, result.diagnostics, what)
                }
            }
        }
    }

    func testAViewDeclaredAsNearByTwoAppsStaysAmbiguous() throws {
        let screen = try write("Shared/Editor.swift", Self.toolbar)
        let a = try write("AppA/Views/CloseButton.swift", Self.labelledClose)
        let b = try write("AppB/Views/CloseButton.swift", Self.customClose)
        for order in [[screen, a, b], [b, a, screen]] {
            let result = Linter(rules: allRules, jobs: 2).lint(files: order)
            XCTAssertEqual(result.diagnostics.map(\.ruleID), ["custom-view-item"], "neither app is nearer to Shared/")
        }
        let alone = Linter(rules: allRules, jobs: 1).lint(files: [screen, a])
        XCTAssertEqual(alone.diagnostics.map(\.ruleID), [], "the premise: AppA's alone is a system close button")
    }
}

final class FilesByHashTests: XCTestCase {
    func testEachHashGivesTheFilesThatNameItInTheirOrder() {
        // Hashes equal in their low bits (1, 5, 9, 13) must not answer for each other.
        let index = FilesByHash([(file: 2, hashes: [1, 5, 9]), (file: 7, hashes: [5, 13]), (file: 11, hashes: [5])])
        XCTAssertEqual(index.files(5), [2, 7, 11])
        XCTAssertEqual(index.files(13), [7])
        XCTAssertEqual(index.files(1), [2])
        XCTAssertEqual(index.files(3), [])
        XCTAssertEqual(index.files(UInt64.max), [])
    }

    func testNoNamesAtAll() {
        XCTAssertEqual(FilesByHash([]).files(42), [])
        XCTAssertEqual(FilesByHash([(file: 0, hashes: [])]).files(0), [])
    }
}
