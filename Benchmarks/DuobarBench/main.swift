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

/// The names files declare and call, as the first pass reads them from files that only declare
/// views (`DeclaredNames`): bytes, names and throughput.
func declared(_ files: [[UInt8]]) {
    let bytes = files.reduce(0) { $0 + $1.count }
    var names = 0
    let time = seconds {
        for file in files {
            let reading = file.withUnsafeBufferPointer { DeclaredNames.read($0) }
            names += reading.declared.count + reading.mentioned.count
        }
    }
    say("declared names: \(bytes) bytes, \(names) names in \(Int(time * 1e6)) µs: \(rate(bytes, time)) MB/s\n")
}

/// The files the default rules' pre-check lets through, one path per line: what to read when
/// tightening the pre-check (a file that passes and has no finding cost a scan for nothing).
func precheck(_ paths: [String], _ files: [[UInt8]]) {
    let prefilter = Prefilter(rules: allRules.filter { !$0.isOptIn })
    for (path, file) in zip(paths, files) where file.withUnsafeBufferPointer({ prefilter.mayMatch($0) }) {
        say(path + "\n")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, ["scan", "pipeline", "precheck", "declared"].contains(arguments[0]) else {
    say("usage: duobar-bench scan|pipeline|precheck|declared FILE...\n", to: 2)
    exit(2)
}
let paths = Array(arguments.dropFirst())
guard let files = readAll(paths) else { exit(2) }
switch arguments[0] {
case "scan": scan(files)
case "pipeline": pipeline(files)
case "declared": declared(files)
default: precheck(paths, files)
}
