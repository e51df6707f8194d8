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
        // A folder that cannot be made (a file stands where it would go).
        let failed = try Binary.run(["--report", "sarif:V.swift/out.sarif", "V.swift"], in: dir)
        XCTAssertEqual(failed.status, 2)
        XCTAssertTrue(failed.stderr.contains("cannot write report 'V.swift/out.sarif': 'V.swift' is not a folder"), failed.stderr)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("V.swift"), encoding: .utf8), bad)
        // An existing report is replaced whole.
        try Data("old\n".utf8).write(to: dir.appendingPathComponent("out.json"))
        let ok = try Binary.run(["--report", "json:out.json", "V.swift"], in: dir)
        XCTAssertEqual(ok.status, 1)
        let written = try Data(contentsOf: dir.appendingPathComponent("out.json"))
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: written))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testMissingFoldersOfAReportAreCreatedAndEveryReportIsWritten() throws {
        let dir = try Binary.scratch(self)
        try Data(bad.utf8).write(to: dir.appendingPathComponent("V.swift"))
        let run = try Binary.run(["--report", "sarif:out/deep/x.sarif", "--report", "checkstyle:out/x.xml", "V.swift"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("[text-only-item]"), "findings still printed")
        for report in ["out/deep/x.sarif", "out/x.xml"] {
            let text = try String(contentsOf: dir.appendingPathComponent(report), encoding: .utf8)
            XCTAssertTrue(text.contains("text-only-item"), report)
        }
    }

    func testAReportToDashGoesToStandardOutputAfterTheMainOutput() throws {
        let dir = try Binary.scratch(self)
        try Data(bad.utf8).write(to: dir.appendingPathComponent("V.swift"))
        let run = try Binary.run(["--format", "github", "--report", "json:-", "V.swift"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix("::error file=V.swift"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\n{\n  \"version\": 1,"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path), "no file named '-'")
    }
}
