import Foundation
import XCTest

/// Code that never reaches an iPhone bar, through the binary: an Xcode project with an
/// iPhone app, a watch app (with a synchronized folder) and a Mac tool, previews, test
/// files and availability checks. Only what can reach an iPhone bar is reported, whatever
/// `--jobs` is.
final class NeverOnIPhoneTests: XCTestCase {
    func write(_ text: String, to name: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// One text-only toolbar button: one finding wherever it is linted.
    let finding = """
        import SwiftUI

        struct Screen: View {
            var body: some View {
                Text("x").toolbar { Button("Edit") { } }
            }
        }

        """

    /// The files beside the fixture project; `true` for those that reach an iPhone.
    let projectFiles: [(String, Bool)] = [
        ("App/AppView.swift", true),
        ("App/Unlisted.swift", true),
        ("Watch App/Shared.swift", true),
        ("Watch App/WatchView.swift", false),
        ("Watch App/Unlisted.swift", true),
        ("Watch Extras/Complications/Face.swift", false),
        ("Watch Extras/Complications/Deeper/Hands.swift", false),
        ("Watch Extras/Complications/Preview/Sample.swift", true),
        ("Watch Extras/Complications/Glance.swift", true),
        ("Tools/MacTool.swift", false),
        ("Widget/WidgetView.swift", true),
    ]

    func makeApp() throws -> URL {
        let dir = try Binary.scratch(self)
        let fixture = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/PhoneAndWatch.pbxproj")
        try write(try String(contentsOf: fixture, encoding: .utf8), to: "Duo.xcodeproj/project.pbxproj", in: dir)
        for (file, _) in projectFiles { try write(finding, to: file, in: dir) }
        try write("import XCTest\n@testable import Duo\n" + finding, to: "DuoTests/ScreenTests.swift", in: dir)
        try write("import AppKit\n" + finding, to: "App/MacOnly.swift", in: dir)
        try write("""
            import SwiftUI

            struct Sheet: View {
                var body: some View {
                    NavigationStack { Text("x") }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                if #available(iOS 26, *) {
                                    Button(role: .close) { }
                                } else {
                                    Button("Done") { }
                                }
                            }
                        }
                }
            }

            #Preview {
                // duobar-lint:disable:next text-only-item
                Text("x").toolbar { Button("Edit") { } }
            }

            struct Sheet_Previews: PreviewProvider {
                static var previews: some View { Text("x").toolbar { Button("Edit") { } } }
            }

            """, to: "App/Sheet.swift", in: dir)
        return dir
    }

    func testOnlyCodeThatReachesAnIPhoneIsReported() throws {
        let dir = try makeApp()
        var outputs: [String] = []
        for jobs in ["1", "2", "8"] {
            let run = try Binary.run(["--jobs", jobs, "."], in: dir)
            XCTAssertEqual(run.status, 1, run.stderr)
            outputs.append(run.stdout)
        }
        XCTAssertEqual(Set(outputs).count, 1, "the same output for any --jobs")
        let reported = outputs[0].split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        let expected = projectFiles.filter(\.1).map { "./" + $0.0 }
        XCTAssertEqual(reported, expected.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        XCTAssertTrue(outputs[0].split(separator: "\n").allSatisfy { $0.hasSuffix("[text-only-item]") }, outputs[0])
    }

    func testTestsAreLintedWhenTheConfigSaysSo() throws {
        let dir = try makeApp()
        try write(#"{"tests": true}"#, to: ".duobar-lint.json", in: dir)
        let run = try Binary.run(["--jobs", "2", "DuoTests", "App/MacOnly.swift"], in: dir)
        XCTAssertEqual(run.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }, ["DuoTests/ScreenTests.swift"])
    }

    func testANamedWatchFileIsSkippedToo() throws {
        let dir = try makeApp()
        let run = try Binary.run(["Watch App/WatchView.swift", "Watch App/Shared.swift"], in: dir)
        XCTAssertEqual(run.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }, ["Watch App/Shared.swift"])
        let input = try Binary.run(["--stdin-path", "Watch App/WatchView.swift", "-"], in: dir, input: Data(finding.utf8))
        XCTAssertEqual(input.status, 0)
        XCTAssertEqual(input.stdout, "")
    }
}
