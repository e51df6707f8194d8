// A development tool for Benchmarks/bench.sh, not shipped in the user's binary: it times
// the scanner alone and scanner + model + rules on files already in memory, which a
// whole `duobar-lint` run (reading, pre-check, placing, printing) cannot show.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import DuobarScanner
import DuobarModel
import DuobarRules
import DuobarEngine

func say(_ text: String, to fd: Int32 = 1) {
    var text = text
    text.withUTF8 { _ = write(fd, $0.baseAddress, $0.count) }
}

func readAll(_ paths: [String]) -> [[UInt8]]? {
    var files: [[UInt8]] = []
    for path in paths {
        guard case .success(let bytes) = FileSystem.read(path) else {
            say("duobar-bench: cannot read '\(path)'\n", to: 2)
            return nil
        }
        files.append(bytes)
    }
    return files
}

func seconds(_ body: () -> Void) -> Double {
    var clock = timespec()
    clock_gettime(CLOCK_MONOTONIC, &clock)
    let start = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
    body()
    clock_gettime(CLOCK_MONOTONIC, &clock)
    return Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 - start
}

func rate(_ bytes: Int, _ seconds: Double) -> Int {
    seconds > 0 ? Int(Double(bytes) / seconds / 1e6) : 0
}

/// The scanner alone: bytes, code tokens and its throughput.
func scan(_ files: [[UInt8]]) {
    let bytes = files.reduce(0) { $0 + $1.count }
    var tokens = 0
    let time = seconds {
        for file in files { tokens += file.withUnsafeBufferPointer { SwiftScanner.scanSplit($0).code.count } }
    }
    say("scanned \(bytes) bytes, \(tokens) code tokens in \(Int(time * 1e6)) µs: \(rate(bytes, time)) MB/s\n")
}

/// The per-core work of a lint with nothing skipped: scan, model and every rule.
func pipeline(_ files: [[UInt8]]) {
    let bytes = files.reduce(0) { $0 + $1.count }
    var findings = 0
    let time = seconds {
        for file in files {
            file.withUnsafeBufferPointer { buffer in
                let model = FileModel(code: Code(text: buffer))
                for rule in allRules {
                    var found = Findings(ruleID: rule.id, model: model)
                    rule.check(model, &found)
                    findings += found.list.count
                }
            }
        }
    }
    say("scanner+model+rules: \(bytes) bytes, \(findings) findings in \(Int(time * 1e6)) µs: \(rate(bytes, time)) MB/s\n")
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, ["scan", "pipeline"].contains(arguments[0]) else {
    say("usage: duobar-bench scan|pipeline FILE...\n", to: 2)
    exit(2)
}
guard let files = readAll(Array(arguments.dropFirst())) else { exit(2) }
if arguments[0] == "scan" { scan(files) } else { pipeline(files) }
