import Dispatch
import DuobarModel

/// One file's outcome in the first pass. A class: a look is handed from the worker that makes
/// it to the pass that records it, and a struct of this many optional payloads (an analysis, an
/// index, kept code) costs a retain and a release per reference each time it is copied. It is
/// not changed once handed on.
public final class FirstLook: @unchecked Sendable {
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
    /// It never reaches an iPhone bar (a test file, another platform's file): it has no
    /// findings, adds nothing to the index, and is not read again.
    public var skipped = false
    /// A file that may declare views and nothing else the pre-check looks for: the names it
    /// declares (`DeclaredNames`). It is scanned for its views only if a toolbar needs one.
    public var declaredNames: DeclaredNames.Reading?
    /// That file's bytes (or a near miss's), kept so a later pass scans it without reading it again.
    var source: KeptBytes?
    /// A candidate whose findings may change with the whole project's index: its bytes and
    /// `Code`, so the second pass models it again without reading or scanning it again.
    var kept: KeptCode?
    /// It failed the pre-check, but holds a marker counted only in some forms in none of them
    /// (`Prefilter.mayMatch(_:nearMiss:)`).
    public var nearMiss = false
    /// The `TabView`s of a file with no analysis, when a report draws bars.
    public var bars: FileBars?

    /// A file that failed the pre-check with nothing to keep: most files. Shared, since a
    /// look is never changed once handed on.
    static let nothing = FirstLook()

    /// Whether the first pass has anything to keep about the file.
    var isWorthKeeping: Bool {
        error != nil || binary != nil || analysis != nil || index != nil || skipped || declaredNames != nil || nearMiss
            || bars != nil
    }

    public init(candidate: Bool = false, error: String? = nil, binary: String? = nil, index: ProjectIndex? = nil,
                analysis: FileAnalysis? = nil, skipped: Bool = false, declaredNames: DeclaredNames.Reading? = nil) {
        self.candidate = candidate
        self.error = error
        self.binary = binary
        self.index = index
        self.analysis = analysis
        self.skipped = skipped
        self.declaredNames = declaredNames
    }
}

/// What the first pass learns: each file's look, and the names the whole project declares.
/// Kept compact, since it holds every file of the tree: a flag per file, and the errors and
/// analyses of the few files that have them.
public struct FirstPass: Sendable {
    public private(set) var candidate: [Bool] = []
    public private(set) var readErrors: [Int: String] = [:]
    public private(set) var binaries: [Int: String] = [:]
    public private(set) var analyses = Analyses()
    public private(set) var skipped: Set<Int> = []
    /// Files that may declare views, not scanned yet, with the names they declare.
    public private(set) var viewFiles: [Int: DeclaredNames.Reading] = [:]
    /// Their bytes, until the project-wide pass is done with them (`releaseViewSources`).
    private(set) var viewSources: [Int: KeptBytes] = [:]
    /// The near misses' bytes, for a second pass that looks for a bar subclass in them.
    private(set) var nearMissSources: [Int: KeptBytes] = [:]
    /// Candidates kept for the second pass (`FirstLook.kept`).
    private(set) var kept: [Int: KeptCode] = [:]
    /// Files that failed the pre-check with a near miss (`FirstLook.nearMiss`).
    public private(set) var nearMisses: Set<Int> = []
    /// Files whose look holds an error, a binary, an analysis, bars or a skip.
    private var notable: Set<Int> = []
    /// The bars of files that have no analysis (only `TabView`s), when a report draws them.
    public private(set) var bars: [Int: FileBars] = [:]
    public internal(set) var project = ProjectIndex()

    /// Where the kept bytes and tokens are (`KeptCode`, `viewSources`, `nearMissSources`):
    /// they live as long as the pass, or a copy of it, does.
    let store = KeptStore()
    /// The rules the analyses ran.
    public var ruleIDs: [String]

    public init(ruleIDs: [String], count: Int = 0) {
        self.ruleIDs = ruleIDs
        candidate = [Bool](repeating: false, count: count)
    }

    mutating func markCandidate(_ k: Int) { candidate[k] = true }

    public var count: Int { candidate.count }

    /// File `k`'s look (its declarations are in `project`).
    /// Whether file `k`'s look holds anything but "failed the pre-check": most files' do not,
    /// and the second pass skips them without making a look.
    public func isNotable(_ k: Int) -> Bool {
        k < candidate.count && (candidate[k] || notable.contains(k))
    }

    public func look(_ k: Int) -> FirstLook {
        guard k < candidate.count else { return FirstLook() }
        let look = FirstLook(candidate: candidate[k], error: readErrors[k], binary: binaries[k], analysis: analyses[k],
                             skipped: skipped.contains(k))
        look.bars = bars[k]
        look.kept = kept[k]
        return look
    }

    public var looks: [FirstLook] { (0..<count).map(look) }

    /// Some files' looks (those with something to keep), and every file before `count`
    /// counted: most files fail the pre-check with nothing to keep, and are never copied.
    mutating func record(_ looks: [(file: Int, look: FirstLook)], upTo count: Int) {
        extend(to: count)
        for (file, look) in looks { record(file, look) }
    }

    private mutating func extend(to count: Int) {
        if candidate.count < count {
            candidate += [Bool](repeating: false, count: count - candidate.count)
        }
    }

    /// File `k`'s look, and its declarations merged into the index.
    private mutating func record(_ k: Int, _ look: FirstLook) {
        candidate[k] = look.candidate
        if let error = look.error { readErrors[k] = error }
        if let binary = look.binary { binaries[k] = binary }
        if let analysis = look.analysis { analyses[k] = analysis }
        if look.skipped { skipped.insert(k) }
        if let names = look.declaredNames { viewFiles[k] = names }
        if let source = look.source {
            if look.declaredNames != nil { viewSources[k] = source }
            if look.nearMiss { nearMissSources[k] = source }
        }
        if let code = look.kept { kept[k] = code }
        if look.nearMiss { nearMisses.insert(k) }
        if look.error != nil || look.binary != nil || look.analysis != nil || look.skipped || look.bars != nil {
            notable.insert(k)
        }
        if let found = look.bars { bars[k] = found }
        if let index = look.index { project.merge(index) }
    }
}

/// The first pass's analyses by file, each in a box: the table grows as files are recorded,
/// and a 272-byte value in each slot made every growth move them all into fresh memory the
/// kernel must clear first (1.1 MB for 1,632 files, against 64 KB of references).
public struct Analyses: Sendable {
    private final class Box: Sendable {
        let analysis: FileAnalysis
        init(_ analysis: FileAnalysis) { self.analysis = analysis }
    }

    private var boxes: [Int: Box] = [:]

    public subscript(_ k: Int) -> FileAnalysis? {
        get { boxes[k]?.analysis }
        set { boxes[k] = newValue.map(Box.init) }
    }

    /// The files that have one, in no order.
    public var keys: some Collection<Int> { boxes.keys }
}

/// Runs the first pass while the walk is still finding files, so the walk (one thread)
/// overlaps with reading, pre-checking and analysing files (the others). Batches are taken by worker
/// threads; when the walk ends, the walking thread joins them. The outcome does not
/// depend on the order: results go to each file's own slot, and the index is a union.
public final class FirstPassPool: @unchecked Sendable {
    private let condition = Monitor()
    private var pending: [(start: Int, files: [FileWalker.Entry])] = []
    private var walkDone = false
    private var pass: FirstPass
    private let rules: [Rule]
    private let knownIDs: Set<String>
    private let prefilter: Prefilter
    private let wantsFixes: Bool
    private let workers = DispatchGroup()
    /// The pass's store, read by the workers without touching `pass`.
    private let store: KeptStore
    /// Collect the files' bars for a report that draws them.
    private let collectsBars: Bool

    /// Starts `threads` workers (the walking thread makes one more at the end) that analyse
    /// files with `rules` (every rule a config could turn on); findings carry fixes only
    /// when `wantsFixes`.
    public init(threads: Int, rules: [Rule], registry: RuleRegistry, collectsBars: Bool = false, wantsFixes: Bool = true) {
        self.rules = rules
        self.collectsBars = collectsBars
        self.wantsFixes = wantsFixes
        knownIDs = Set(registry.ids)
        prefilter = Prefilter(rules: rules)
        pass = FirstPass(ruleIDs: rules.map(\.id))
        store = pass.store
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
    public func add(start: Int, files: [FileWalker.Entry]) {
        guard !files.isEmpty else { return }
        if staged.files.isEmpty {
            staged = (start, files)
        } else if staged.start + staged.files.count == start {
            staged.files += files
        } else {
            flush()
            staged = (start, files)
        }
        if staged.files.count >= FirstPassPool.batchSize { flush() }
    }

    /// Files with no config and nothing decided about them by the walk.
    public func add(start: Int, paths: [String]) {
        add(start: start, files: paths.map { FileWalker.Entry(path: $0, config: -1) })
    }

    static let batchSize = 32

    /// Files the walk reported that no worker has been given yet (touched by the walking thread only).
    private var staged: (start: Int, files: [FileWalker.Entry]) = (0, [])

    private func flush() {
        guard !staged.files.isEmpty else { return }
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
        pass.record([], upTo: count)
        return pass
    }

    private func work() {
        let reader = ReadBuffer()
        while true {
            condition.lock()
            while pending.isEmpty && !walkDone { condition.wait() }
            guard let batch = pending.popLast() else {
                condition.unlock()
                return
            }
            condition.unlock()
            var looks: [(file: Int, look: FirstLook)] = []
            for (k, file) in batch.files.enumerated() {
                let look = Linter.firstLook(file.path, prefilter, rules: rules, knownIDs: knownIDs, lintsTests: file.lintsTests,
                                            notForIOS: file.notForIOS, deploymentTarget: file.deploymentTarget,
                                            bars: collectsBars, wantsFixes: wantsFixes, store: store, regular: file.regular,
                                            reader: reader)
                if look.candidate || look.isWorthKeeping { looks.append((batch.start + k, look)) }
            }
            condition.lock()
            pass.record(looks, upTo: batch.start + batch.files.count)
            condition.unlock()
        }
    }
}
