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
}
