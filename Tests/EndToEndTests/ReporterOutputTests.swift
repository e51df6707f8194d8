import Foundation
import XCTest

/// Each machine format as the binary prints it, field by field.
final class ReporterOutputTests: XCTestCase {
    func lint(_ format: String) throws -> Binary.Run {
        let dir = try Binary.scratch(self)
        let source = ".toolbar {\n    Button(\"Edit, now: 100%\") { }\n    Button { } label: { Image(systemName: \"gear\") }\n}\n"
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("My App"), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: dir.appendingPathComponent("My App/Édit View.swift"))
        return try Binary.run(["--format", format, "My App"], in: dir)
    }

    func testGitHubWorkflowCommandsEscapeAsTheToolkitDoes() throws {
        let run = try lint("github")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, """
            ::error file=My App/Édit View.swift,line=2,col=5,endLine=2,endColumn=11,title=duobar-lint (text-only-item)::'Edit, now: 100%25' is text only, so it stays on horizontal bars and is not shown on the outer display; give it a symbol, e.g. Button(_:systemImage:action:)
            ::warning file=My App/Édit View.swift,line=3,col=5,endLine=3,endColumn=11,title=duobar-lint (missing-title)::Button with symbol gear shows an image with no title; the overflow menu and expanded bars show the title, so use Button(_:systemImage:action:) or a Label

            """)
    }

    func testCheckstyleXML() throws {
        let run = try lint("checkstyle")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="My App/Édit View.swift">
                <error line="2" column="5" severity="error" message="&apos;Edit, now: 100%&apos; is text only, so it stays on horizontal bars and is not shown on the outer display; give it a symbol, e.g. Button(_:systemImage:action:)" source="duobar-lint.text-only-item"/>
                <error line="3" column="5" severity="warning" message="Button with symbol gear shows an image with no title; the overflow menu and expanded bars show the title, so use Button(_:systemImage:action:) or a Label" source="duobar-lint.missing-title"/>
              </file>
            </checkstyle>

            """)
    }

    func testSARIFFields() throws {
        let run = try lint("sarif")
        XCTAssertEqual(run.status, 1)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        let sarifRun = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "duobar-lint")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        XCTAssertTrue(ids.contains("text-only-item") && ids.contains("io-error") && ids.contains("unused-suppression"))
        for rule in rules {
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
            XCTAssertNotNil((rule["fullDescription"] as? [String: Any])?["text"] as? String)
            XCTAssertNotNil((rule["help"] as? [String: Any])?["text"] as? String)
        }
        let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        let first = results[0]
        XCTAssertEqual(first["ruleId"] as? String, "text-only-item")
        XCTAssertEqual(first["level"] as? String, "error")
        XCTAssertEqual((first["message"] as? [String: Any])?["text"] as? String,
                       "'Edit, now: 100%' is text only, so it stays on horizontal bars and is not shown on the outer display; give it a symbol, e.g. Button(_:systemImage:action:)")
        let location = try XCTUnwrap((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, "My%20App/%C3%89dit%20View.swift")
        let region = try XCTUnwrap(location["region"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": 2, "startColumn": 5, "endLine": 2, "endColumn": 11])
        XCTAssertNotNil((first["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"])
    }
}
