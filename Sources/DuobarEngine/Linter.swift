import Foundation
import DuobarScanner
import DuobarModel
import DuobarRules

/// Lints files: reads, pre-checks, scans, builds the model, runs the rules.
public struct Linter: Sendable {
    public var rules: [Rule]
    public var jobs: Int

    public init(rules: [Rule], jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.rules = rules
        self.jobs = max(1, jobs)
    }

    // MARK: One buffer

    /// The findings of the selected rules in one file's bytes, placed at lines and columns.
    public func lint(_ buffer: UnsafeBufferPointer<UInt8>, path: String, index: ProjectIndex,
                     prefilter: Prefilter) -> [Diagnostic] {
        guard prefilter.mayMatch(buffer) else { return [] }
        let code = Code(text: buffer)
        let model = FileModel(code: code, index: index)
        var found: [(Rule, Finding)] = []
        for rule in rules {
            var findings = Findings(ruleID: rule.id, model: model)
            rule.check(model, &findings)
            for finding in findings.list { found.append((rule, finding)) }
        }
        guard !found.isEmpty else { return [] }
        let lines = LineTable(buffer)
        return found.map { rule, finding in
            let start = lines.position(of: finding.start, in: buffer)
            let end = lines.position(of: finding.end, in: buffer)
            return Diagnostic(ruleID: rule.id, severity: rule.severity, path: path, line: start.line, column: start.column,
                              endLine: end.line, endColumn: end.column, message: finding.message, fixable: rule.isFixable)
        }
    }

    /// Lints source text held in memory (tests, standard input).
    public func lint(source: [UInt8], path: String, index: ProjectIndex? = nil) -> [Diagnostic] {
        source.withUnsafeBufferPointer { buffer in
            let index = index ?? Linter.index(of: buffer)
            return lint(buffer, path: path, index: index, prefilter: Prefilter(index: index)).sorted(by: Diagnostic.ordered)
        }
    }

    static func index(of buffer: UnsafeBufferPointer<UInt8>) -> ProjectIndex {
        guard Prefilter.mayDeclare(buffer) else { return ProjectIndex() }
        return ProjectIndex.declarations(in: Code(text: buffer))
    }

    // MARK: Many files

    /// Lints files in parallel. The project index is built first from every file; the
    /// output is sorted, so it is the same for any number of jobs.
    public func lint(files: [String]) -> LintResult {
        // Pass 1: index declarations, note which files may match at all.
        let indexes = Slots<ProjectIndex>(files.count, ProjectIndex())
        let candidate = Slots<Bool>(files.count, false)
        let readErrors = Slots<String?>(files.count, nil)
        let basePrefilter = Prefilter()
        parallelFor(files.count) { k in
            switch FileSystem.read(files[k]) {
            case .failure(.failed(let reason)):
                readErrors[k] = reason
            case .success(let bytes):
                bytes.withUnsafeBufferPointer { buffer in
                    indexes[k] = Linter.index(of: buffer)
                    candidate[k] = basePrefilter.mayMatch(buffer)
                }
            }
        }
        var project = ProjectIndex()
        for k in 0..<files.count { project.merge(indexes[k]) }
        let prefilter = Prefilter(index: project)
        let recheckAll = !project.barSubclasses.isEmpty

        // Pass 2: lint the files that may match.
        let results = Slots<[Diagnostic]>(files.count, [])
        parallelFor(files.count) { k in
            if let reason = readErrors[k] {
                let d = Diagnostic(ruleID: EngineRules.ioError, severity: .error, path: files[k], line: 1, column: 1,
                                   endLine: 1, endColumn: 1, message: "cannot read file: \(reason)", fixable: false)
                results[k] = [d]
                return
            }
            guard candidate[k] || recheckAll else { return }
            switch FileSystem.read(files[k]) {
            case .failure(.failed(let reason)):
                let d = Diagnostic(ruleID: EngineRules.ioError, severity: .error, path: files[k], line: 1, column: 1,
                                   endLine: 1, endColumn: 1, message: "cannot read file: \(reason)", fixable: false)
                results[k] = [d]
            case .success(let bytes):
                let found = bytes.withUnsafeBufferPointer { lint($0, path: files[k], index: project, prefilter: prefilter) }
                results[k] = found
            }
        }
        let diagnostics = (0..<files.count).flatMap { results[$0] }.sorted(by: Diagnostic.ordered)
        return LintResult(diagnostics: diagnostics, fileCount: files.count)
    }

    /// Runs `body` for 0..<count on `jobs` threads; each index runs exactly once.
    func parallelFor(_ count: Int, _ body: (Int) -> Void) {
        if jobs == 1 || count < 2 {
            for k in 0..<count { body(k) }
            return
        }
        let next = Counter()
        withoutActuallyEscaping(body) { body in
            let work = UncheckedSendable(body)
            DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
                while true {
                    let k = next.take()
                    if k >= count { break }
                    work.value(k)
                }
            }
        }
    }
}

/// A shared work index.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let v = value
        value += 1
        return v
    }
}

/// One slot per file, each written by exactly one worker: no lock needed, and no
/// exclusive access to a shared array that Swift would (rightly) refuse.
final class Slots<T>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<T>
    private let count: Int

    init(_ count: Int, _ initial: T) {
        self.count = count
        storage = UnsafeMutablePointer<T>.allocate(capacity: max(count, 1))
        storage.initialize(repeating: initial, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    subscript(k: Int) -> T {
        get { storage[k] }
        set { storage[k] = newValue }
    }
}

struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
