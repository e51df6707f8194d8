import Foundation
import XCTest

/// Colour only on a terminal, never with NO_COLOR (README, "Output for editors and CI").
final class ColourTests: XCTestCase {
    func testColourOnATerminalOnlyAndNeverWithNoColor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no script(1) to give a terminal") }
        let dir = try Binary.scratch(self)
        try Data(".toolbar { Button(\"Edit\") { } }\n".utf8).write(to: dir.appendingPathComponent("V.swift"))
        func underTerminal(_ environment: [String: String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", "'\(Binary.url.path)' V.swift", "/dev/null"]
            process.currentDirectoryURL = dir
            var env = ProcessInfo.processInfo.environment
            env.removeValue(forKey: "NO_COLOR")
            for (k, v) in environment { env[k] = v }
            process.environment = env
            let out = Pipe()
            process.standardOutput = out
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        XCTAssertTrue(try underTerminal([:]).contains("\u{1B}[1;31merror\u{1B}[0m"), "a terminal gets colour")
        XCTAssertFalse(try underTerminal(["NO_COLOR": "1"]).contains("\u{1B}["), "NO_COLOR turns it off")
        let piped = try Binary.run(["V.swift"], in: dir, environment: ["NO_COLOR": ""])
        XCTAssertFalse(piped.stdout.contains("\u{1B}["), "a pipe gets none")
    }
}
