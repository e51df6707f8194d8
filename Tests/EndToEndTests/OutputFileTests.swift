import Foundation
import XCTest

/// Reports and baselines never lose or corrupt a file (issue: no data loss).
final class OutputFileTests: XCTestCase {
    let bad = ".toolbar { Button(\"Edit\") { } }\n"

    func testAReadOnlyReportOrBaselineIsLeftAlone() throws {
        let dir = try Binary.scratch(self)
        try Data(bad.utf8).write(to: dir.appendingPathComponent("V.swift"))
        for (flag, name) in [("--report", "json:locked.json"), ("--write-baseline", "locked.json")] {
            let locked = dir.appendingPathComponent("locked.json")
            try Data("keep me\n".utf8).write(to: locked)
            chmod(locked.path, 0o444)
            let run = try Binary.run([flag, name, "V.swift"], in: dir)
            XCTAssertEqual(run.status, 2, flag)
            XCTAssertTrue(run.stderr.contains("read-only"), run.stderr)
            XCTAssertEqual(try String(contentsOf: locked, encoding: .utf8), "keep me\n", "\(flag) must not replace it")
            chmod(locked.path, 0o644)
            try FileManager.default.removeItem(at: locked)
        }
    }

    func testAFailedWriteCreatesNothingAndASuccessfulOneLeavesNoTemporaryFile() throws {
        let dir = try Binary.scratch(self)
        try Data(bad.utf8).write(to: dir.appendingPathComponent("V.swift"))
        let failed = try Binary.run(["--report", "sarif:missing/out.sarif", "V.swift"], in: dir)
        XCTAssertEqual(failed.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("missing").path))
        // An existing report is replaced whole.
        try Data("old\n".utf8).write(to: dir.appendingPathComponent("out.json"))
        let ok = try Binary.run(["--report", "json:out.json", "V.swift"], in: dir)
        XCTAssertEqual(ok.status, 1)
        let written = try Data(contentsOf: dir.appendingPathComponent("out.json"))
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: written))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }
}
