import Dispatch
import DuobarModel

/// One file's outcome in the first pass.
public struct FirstLook: Sendable {
    /// The file passed the pre-check.
    public var candidate = false
    /// Why it could not be read.
    public var error: String?
    /// What it is when it is not Swift source (a binary named `.swift`): it is skipped.
    public var binary: String?
    /// Its declarations that other files can see.
    public var index: ProjectIndex?
    /// Its findings, made with its own declarations only.
    public var analysis: FileAnalysis?

    public init(candidate: Bool = false, error: String? = nil, binary: String? = nil, index: ProjectIndex? = nil,
                analysis: FileAnalysis? = nil) {
        self.candidate = candidate
        self.error = error
        self.binary = binary
        self.index = index
        self.analysis = analysis
    }
}

/// What the first pass learns: each file's look, and the names the whole project declares.
/// Kept compact, since it holds every file of the tree: a flag per file, and the errors and
/// analyses of the few files that have them.
public struct FirstPass: Sendable {
    public private(set) var candidate: [Bool] = []
    public private(set) var readErrors: [Int: String] = [:]
    public private(set) var binaries: [Int: String] = [:]
    public private(set) var analyses: [Int: FileAnalysis] = [:]
    public private(set) var project = ProjectIndex()
    /// The rules the analyses ran.
    public var ruleIDs: [String]

    public init(ruleIDs: [String], count: Int = 0) {
        self.ruleIDs = ruleIDs
        candidate = [Bool](repeating: false, count: count)
    }

    mutating func markCandidate(_ k: Int) { candidate[k] = true }

    public var count: Int { candidate.count }

    /// File `k`'s look (its declarations are in `project`).
    public func look(_ k: Int) -> FirstLook {
        guard k < candidate.count else { return FirstLook() }
        return FirstLook(candidate: candidate[k], error: readErrors[k], binary: binaries[k], analysis: analyses[k])
    }

    public var looks: [FirstLook] { (0..<count).map(look) }

    /// Files numbered from `start`: their looks, and their declarations merged into the index.
    mutating func record(start: Int, _ batch: [FirstLook]) {
        if candidate.count < start + batch.count {
            candidate += [Bool](repeating: false, count: start + batch.count - candidate.count)
        }
        for (k, look) in batch.enumerated() {
            candidate[start + k] = look.candidate
            if let error = look.error { readErrors[start + k] = error }
            if let binary = look.binary { binaries[start + k] = binary }
            if let analysis = look.analysis { analyses[start + k] = analysis }
            if let index = look.index { project.merge(index) }
        }
    }
}

/// Runs the first pass while the walk is still finding files, so the walk (one thread)
/// overlaps with reading, pre-checking and analysing files (the others). Batches are taken by worker
/// threads; when the walk ends, the walking thread joins them. The outcome does not
/// depend on the order: results go to each file's own slot, and the index is a union.
public final class FirstPassPool: @unchecked Sendable {
    private let condition = Monitor()
    private var pending: [(start: Int, paths: [String])] = []
    private var walkDone = false
    private var pass: FirstPass
    private let rules: [Rule]
    private let knownIDs: Set<String>
    private let prefilter = Prefilter.base
    private let workers = DispatchGroup()

    /// Starts `threads` workers (the walking thread makes one more at the end) that analyse
    /// files with `rules` (every rule a config could turn on).
    public init(threads: Int, rules: [Rule], registry: RuleRegistry) {
        self.rules = rules
        knownIDs = Set(registry.ids)
        pass = FirstPass(ruleIDs: rules.map(\.id))
        for _ in 0..<max(threads, 1) {
            workers.enter()
            DispatchQueue.global().async { [self] in
                work()
                workers.leave()
            }
        }
    }

    /// Files found by the walk, numbered from `start` in walk order. The walk reports each
    /// folder's files; they are handed on in batches of at least `batchSize`, so that a tree of
    /// small folders does not wake a worker (a system call) for every folder.
    public func add(start: Int, paths: [String]) {
        guard !paths.isEmpty else { return }
        if staged.paths.isEmpty {
            staged = (start, paths)
        } else if staged.start + staged.paths.count == start {
            staged.paths += paths
        } else {
            flush()
            staged = (start, paths)
        }
        if staged.paths.count >= FirstPassPool.batchSize { flush() }
    }

    static let batchSize = 32

    /// Files the walk reported that no worker has been given yet (touched by the walking thread only).
    private var staged: (start: Int, paths: [String]) = (0, [])

    private func flush() {
        guard !staged.paths.isEmpty else { return }
        condition.lock()
        pending.append(staged)
        condition.signal()
        condition.unlock()
        staged = (0, [])
    }

    /// The walk found `count` files in all: finish the pass and return it.
    public func finish(count: Int) -> FirstPass {
        flush()
        condition.lock()
        walkDone = true
        condition.broadcast()
        condition.unlock()
        work()
        workers.wait()
        condition.lock()
        defer { condition.unlock() }
        pass.record(start: count, [])
        return pass
    }

    private func work() {
        while true {
            condition.lock()
            while pending.isEmpty && !walkDone { condition.wait() }
            guard let batch = pending.popLast() else {
                condition.unlock()
                return
            }
            condition.unlock()
            let looks = batch.paths.map { Linter.firstLook($0, prefilter, rules: rules, knownIDs: knownIDs) }
            condition.lock()
            pass.record(start: batch.start, looks)
            condition.unlock()
        }
    }
}
