// libFuzzer entry point for duobar-lint: arbitrary bytes go through the whole
// per-file pipeline (scanner, `Code`, project index, `FileModel`, every rule),
// and the invariants below trap on violation. Built by Fuzz/run-fuzzer.sh.
//
// Invariants:
//  - scanner tokens lie in bounds and in order: start <= end <= count, and each
//    token starts at or after the end of the one before (no overlap);
//  - they cover the input: a byte outside every token is white space (space,
//    tab, VT, FF, NUL, CR, LF) or part of a leading byte order mark;
//  - `Code.tokens` is a subsequence of the scanner's tokens (same ranges, in order);
//  - the split scan partitions the same tokens into code and comments, and `Code` built
//    from it holds the same code tokens;
//  - every finding's byte range lies in the file: 0 <= start <= end <= count,
//    and the engine's line table can place both ends;
//  - every fix a rule attaches is well formed and edits only code (no comment, no
//    skipped `#if` branch), and fixing with every fix (safe and unsafe) never crashes,
//    ends before the bound on rounds, grows the file by a bounded amount per fix, and
//    fixing the fixed text changes nothing (fixing twice equals fixing once).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DuobarScanner
import DuobarModel
import DuobarRules

@_cdecl("LLVMFuzzerTestOneInput")
public func duobarFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // Copy into a buffer of exactly `size` bytes, so ASan sees any read past the end.
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    bytes.withUnsafeBufferPointer { FuzzPipeline.run($0) }
    return 0
}

/// `DUOBAR_FUZZ_WRITE_SEEDS=dir` makes the binary write every rule example (without the
/// `↓` marks) into `dir` as a seed corpus, then exit; run-fuzzer.sh uses it.
@_cdecl("LLVMFuzzerInitialize")
public func duobarFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let dir = getenv("DUOBAR_FUZZ_WRITE_SEEDS") else { return 0 }
    let directory = String(cString: dir)
    var written = 0
    for rule in allRules {
        for (kind, examples) in [("t", rule.triggering), ("n", rule.nonTriggering)] {
            for (k, example) in examples.enumerated() {
                let path = "\(directory)/rule-\(rule.id)-\(kind)\(k).swift"
                let source = FuzzPipeline.unmark(example)
                guard let file = fopen(path, "wb") else {
                    printError("cannot write \(path)\n")
                    exit(1)
                }
                _ = source.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
                fclose(file)
                written += 1
            }
        }
    }
    printError("wrote \(written) rule examples to \(directory)\n")
    exit(0)
}

/// Writes to standard error unbuffered (the C `stderr` global is not concurrency-safe in Swift 6).
func printError(_ message: String) {
    var text = message
    text.withUTF8 { utf8 in
        var done = 0
        while done < utf8.count {
            let r = write(2, utf8.baseAddress! + done, utf8.count - done)
            if r <= 0 { break }
            done += r
        }
    }
}

enum FuzzPipeline {
    static func run(_ buffer: UnsafeBufferPointer<UInt8>) {
        let count = buffer.count

        // 1. Scanner.
        let raw = SwiftScanner.scan(buffer)
        checkTokens(raw, buffer)

        // The split scan (what a lint uses) gives the same tokens, comments set apart, and
        // the model built from it reads the same code tokens.
        let split = SwiftScanner.scanSplit(buffer)
        let rawCode = raw.filter { !$0.kind.isComment }
        if split.code.map({ [$0.start, $0.end] }) != rawCode.map({ [$0.start, $0.end] })
            || split.comments.map({ [$0.start, $0.end] }) != raw.filter({ $0.kind.isComment }).map({ [$0.start, $0.end] }) {
            fail("scanSplit does not partition the scanner's tokens into code and comments")
        }
        if Code(text: buffer).tokens.map({ [$0.start, $0.end] }) != Code(text: buffer, raw: raw).tokens.map({ [$0.start, $0.end] }) {
            fail("Code from the split scan differs from Code from all tokens")
        }

        // 2. Model: code, index, file model.
        let code = Code(text: buffer, raw: raw)
        checkSubsequence(code.tokens, of: raw)
        if !code.hasStructurePerToken {
            fail("match/parent arrays do not have one entry per token")
        }
        let index = ProjectIndex.declarations(in: code)
        let model = FileModel(code: code, index: index)

        // 3. Every rule, and the engine's placement of what it finds.
        var lines: LineTable?
        var fixable = false
        for rule in allRules {
            var findings = Findings(ruleID: rule.id, model: model)
            rule.check(model, &findings)
            for finding in findings.list {
                if let fix = finding.fix {
                    guard fix.editsOnlyCode(code) else {
                        fail("\(rule.id): fix \(fix.edits.map { "\($0.start)..<\($0.end)" }) is out of order, out of the file, or edits a comment or skipped code")
                    }
                    fixable = true
                }
                guard finding.start >= 0, finding.start <= finding.end, finding.end <= count else {
                    fail("\(rule.id): finding \(finding.start)..<\(finding.end) outside the file of \(count) bytes")
                }
                if lines == nil { lines = LineTable(buffer) }
                let a = lines!.position(of: finding.start, in: buffer)
                let b = lines!.position(of: finding.end, in: buffer)
                guard a.line >= 1, a.column >= 1, b.line >= a.line else {
                    fail("\(rule.id): finding placed at \(a) ... \(b)")
                }
            }
        }

        // 4. The fixer, with every fix, for an unknown deployment target or (every other input
        // length) iOS 27.1, where other fixes apply.
        guard fixable else { return }
        let target = count % 2 == 0 ? DeploymentTarget.unknown : DeploymentTarget(major: 27, minor: 1)
        let original = Array(buffer)
        let once = Fixer.fix(original) { fixes($0, target) }
        guard once.rounds < Fixer.maximumRounds else { fail("fixing did not settle in \(Fixer.maximumRounds) rounds") }
        guard once.bytes.count <= count + once.applied * maximumGrowthPerFix else {
            fail("\(once.applied) fixes grew the file from \(count) to \(once.bytes.count) bytes")
        }
        let twice = Fixer.fix(once.bytes) { fixes($0, target) }
        guard twice.applied == 0, twice.bytes == once.bytes else {
            fail("fixing the fixed text applied \(twice.applied) more fixes: fixing twice differs from fixing once")
        }
    }

    /// No fix inserts more than this (`, image: UIImage(systemName: "…")` with a long name).
    static let maximumGrowthPerFix = 512

    /// Every fix every rule attaches to its findings in `bytes`.
    static func fixes(_ bytes: [UInt8], _ target: DeploymentTarget) -> [Fix] {
        bytes.withUnsafeBufferPointer { buffer in
            let code = Code(text: buffer)
            let model = FileModel(code: code, index: ProjectIndex.declarations(in: code), deploymentTarget: target)
            var result: [Fix] = []
            for rule in allRules {
                var findings = Findings(ruleID: rule.id, model: model)
                rule.check(model, &findings)
                for finding in findings.list {
                    guard let fix = finding.fix else { continue }
                    guard fix.editsOnlyCode(code) else { fail("\(rule.id): a fix of the fixed text edits outside code") }
                    result.append(fix)
                }
            }
            return result
        }
    }

    static func checkTokens(_ tokens: [Token], _ buffer: UnsafeBufferPointer<UInt8>) {
        let count = buffer.count
        var bom = 0
        if count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { bom = 3 }
        var previousEnd = 0
        for (k, t) in tokens.enumerated() {
            let start = Int(t.start), end = Int(t.end)
            guard start <= end else { fail("token \(k) (\(t.kind.name)) has start \(start) > end \(end)") }
            guard end <= count else { fail("token \(k) (\(t.kind.name)) ends at \(end), past the input's \(count) bytes") }
            guard start >= previousEnd else {
                fail("token \(k) (\(t.kind.name)) at \(start)..<\(end) overlaps or precedes the previous token, which ends at \(previousEnd)")
            }
            checkGap(from: previousEnd, to: start, bom: bom, buffer, before: k)
            previousEnd = end
        }
        checkGap(from: previousEnd, to: count, bom: bom, buffer, before: tokens.count)
    }

    /// Bytes that no token covers must be white space the scanner skips: ASCII white space,
    /// NUL, and (as Swift's lexer does) U+00A0 no-break space and U+FEFF anywhere.
    static func checkGap(from a: Int, to b: Int, bom: Int, _ buffer: UnsafeBufferPointer<UInt8>, before k: Int) {
        var j = max(a, bom)
        while j < b {
            switch buffer[j] {
            case 32, 9, 11, 12, 0, 10, 13:
                j += 1
            case 0xC2 where j + 1 < b && buffer[j + 1] == 0xA0:
                j += 2
            case 0xEF where j + 2 < b && buffer[j + 1] == 0xBB && buffer[j + 2] == 0xBF:
                j += 3
            default:
                fail("byte \(j) (0x\(String(buffer[j], radix: 16))) before token \(k) is in no token")
            }
        }
    }

    static func checkSubsequence(_ tokens: [Token], of raw: [Token]) {
        var r = 0
        for (k, t) in tokens.enumerated() {
            while r < raw.count && (raw[r].start != t.start || raw[r].end != t.end || raw[r].kind != t.kind) { r += 1 }
            guard r < raw.count else { fail("Code token \(k) (\(t.kind.name) at \(t.start)..<\(t.end)) is not a scanner token in order") }
            r += 1
        }
    }

    static func fail(_ message: String) -> Never {
        printError("duobar fuzz invariant violated: \(message)\n")
        abort()
    }

    /// A rule example's bytes without its `↓` marks.
    static func unmark(_ example: String) -> [UInt8] {
        let mark: [UInt8] = Array("↓".utf8)
        let bytes = Array(example.utf8)
        var out: [UInt8] = []
        var k = 0
        while k < bytes.count {
            if k + mark.count <= bytes.count && bytes[k] == mark[0] && bytes[k + 1] == mark[1] && bytes[k + 2] == mark[2] {
                k += mark.count
            } else {
                out.append(bytes[k])
                k += 1
            }
        }
        return out
    }
}
