import Foundation
import XCTest

/// Runs the built `duobar-lint` as a user would.
enum Binary {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutBytes: Data
    }

    /// The package root (holds Package.swift).
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// The binary built next to the test bundle.
    static let url: URL = built("duobar-lint")

    /// Benchmarks' timer, a development executable built beside it.
    static let benchURL: URL = built("duobar-bench")

    static func built(_ name: String) -> URL {
        var candidates: [URL] = []
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(testBinary.deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for dir in candidates {
            let url = dir.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs with `arguments` in `directory`, feeding `input` on standard input. Kills it after `timeout`.
    @discardableResult
    static func run(_ arguments: [String], in directory: URL? = nil, input: Data? = nil,
                    environment: [String: String] = [:], timeout: TimeInterval = 60, executable: URL = url) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(input) }
        try? inPipe.fileHandleForWriting.close()
        // Read both pipes while it runs, so a large output cannot block it.
        let outData = DataBox(), errData = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { outData.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("duobar-lint \(arguments) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        group.wait()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData.data, as: UTF8.self),
                   stderr: String(decoding: errData.data, as: UTF8.self), stdoutBytes: outData.data)
    }

    /// A fresh scratch folder, removed when the test ends.
    static func scratch(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("duobar-lint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock {
            // KEEP_SCRATCH=1 keeps the folder, to rerun a failing case by hand.
            if ProcessInfo.processInfo.environment["KEEP_SCRATCH"] == nil { _ = try? FileManager.default.removeItem(at: url) }
        }
        return url
    }
}

/// Filled by one reader thread, read after it is done.
final class DataBox: @unchecked Sendable {
    var data = Data()
}
