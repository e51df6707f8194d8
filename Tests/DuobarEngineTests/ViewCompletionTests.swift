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
}

final class FilesByHashTests: XCTestCase {
    func testEachHashGivesTheFilesThatNameItInTheirOrder() {
        // 1, 5 and 9 share a bucket of a four-entry table with 13: only equal hashes answer.
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
