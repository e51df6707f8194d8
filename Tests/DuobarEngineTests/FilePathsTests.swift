import XCTest
@testable import DuobarEngine

final class FilePathsTests: XCTestCase {
    func testJoinPutsOneSlashBetween() {
        XCTAssertEqual(FilePaths.join("Sources", "App.swift"), "Sources/App.swift")
        XCTAssertEqual(FilePaths.join("/", "tmp"), "/tmp")
        XCTAssertEqual(FilePaths.join("Sources/", "App.swift"), "Sources/App.swift")
        XCTAssertEqual(FilePaths.join("", "App.swift"), "/App.swift")
        XCTAssertEqual(FilePaths.join("Écrans", "Réglages.swift"), "Écrans/Réglages.swift")
        XCTAssertEqual(FilePaths.join("a-very-long-folder-name-beyond-small-strings", "b"),
                       "a-very-long-folder-name-beyond-small-strings/b")
    }

    func testSwiftFileNamesByTheirBytes() {
        XCTAssertTrue(FilePaths.isSwiftFileName("App.swift"))
        XCTAssertTrue(FilePaths.isSwiftFileName("Réglages.swift"))
        XCTAssertFalse(FilePaths.isSwiftFileName(".swift"))
        XCTAssertFalse(FilePaths.isSwiftFileName("App.swiftx"))
        XCTAssertFalse(FilePaths.isSwiftFileName("App.Swift"))
        XCTAssertFalse(FilePaths.isSwiftFileName("swift"))
    }

    func testFoldersNamesAndNormalForms() {
        XCTAssertEqual(FilePaths.directory(of: "a/b/c.swift"), "a/b")
        XCTAssertEqual(FilePaths.directory(of: "/c.swift"), "/")
        XCTAssertEqual(FilePaths.directory(of: "c.swift"), ".")
        XCTAssertEqual(FilePaths.directory(of: "Écrans/Réglages.swift"), "Écrans")
        XCTAssertEqual(FilePaths.name(of: "a/b/c.swift"), "c.swift")
        XCTAssertEqual(FilePaths.name(of: "c.swift"), "c.swift")
        XCTAssertEqual(FilePaths.name(of: "a/"), "")
        XCTAssertEqual(FilePaths.name(of: "Écrans/Réglages.swift"), "Réglages.swift")
        XCTAssertEqual(FilePaths.normalize("/a/./b/../c"), "/a/c")
        XCTAssertEqual(FilePaths.normalize("a//b/"), "a/b")
        XCTAssertEqual(FilePaths.normalize("../a/../../b"), "../../b")
        XCTAssertEqual(FilePaths.normalize("/../a"), "/a")
        XCTAssertEqual(FilePaths.normalize("a/.."), ".")
        XCTAssertEqual(FilePaths.normalize("/"), "/")
        XCTAssertEqual(FilePaths.normalize("/.."), "/")
        XCTAssertEqual(FilePaths.normalize(""), ".")
        XCTAssertEqual(FilePaths.normalize("é/./../ö"), "ö")
    }

    /// Paths read by their bytes give what reading them by characters gives, also where a
    /// character next to a slash is more than one scalar.
    func testPathsWithCombiningMarksAndPrependedCharacters() {
        XCTAssertEqual(FilePaths.normalize("a/\u{301}b/../c"), "c")
        XCTAssertEqual(FilePaths.normalize("a/b\u{301}/../c"), "a/c")
        XCTAssertEqual(FilePaths.directory(of: "a/\u{301}b/../c"), "a/\u{301}b/..")
        XCTAssertEqual(FilePaths.directory(of: "x\u{600}/y"), "x\u{600}")
        XCTAssertEqual(FilePaths.name(of: "x\u{600}/y"), "y")
        XCTAssertEqual(FilePaths.directory(of: "a/\u{301}"), "a")
        XCTAssertEqual(FilePaths.name(of: "/\u{301}"), "\u{301}")
    }
}
