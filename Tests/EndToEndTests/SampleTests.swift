import Foundation
import XCTest

/// The samples' exact expected output, produced by the built binary.
final class SampleTests: XCTestCase {
    func check(_ app: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try String(contentsOf: Binary.packageRoot.appendingPathComponent("Samples/\(app)/expected.txt"), encoding: .utf8)
        let run = try Binary.run(["Samples/\(app)"])
        XCTAssertEqual(run.status, 1, "the samples plant errors, so the run fails", file: file, line: line)
        XCTAssertEqual(run.stdout, expected, "Samples/\(app): output differs from expected.txt", file: file, line: line)
        XCTAssertTrue(run.stderr.hasSuffix(" files\n"), run.stderr, file: file, line: line)
    }

    func testSwiftUISample() throws { try check("TripPlanner") }

    func testUIKitSample() throws { try check("FieldNotes") }

    /// Its own controls declared in one folder, used in others; previews, a watch app and tests.
    func testDesignSystemSample() throws { try check("PantryList") }
}
