import Dispatch
import DuobarScanner
import DuobarModel

/// Lints files: reads, pre-checks, scans, builds the model, runs the rules,
/// applies suppressions.
public struct Linter: Sendable {
    public var profiles: [Profile]
    public var jobs: Int
    /// Every id a suppression may name (the registry's): others are reported as unknown.
    public var knownIDs: Set<String>
    /// Keep each file's bars for a report that draws them (`LintResult.bars`); off by
    /// default, when nothing more is made or kept.
    public var collectsBars = false
    /// Findings carry their fixes. A run whose output shows no fix and that does not fix
    /// (plain text, GitHub, checkstyle) turns this off, and no rule computes one.
    public var wantsFixes = true

    public init(profiles: [Profile], registry: RuleRegistry, jobs: Int = Processors.available) {
        self.profiles = profiles
        self.jobs = max(1, jobs)
        knownIDs = Set(registry.ids)
    }

    /// Runs `rules` at their own severities; suppressions may name any id of `registry`
    /// (by default, `rules` and the engine's diagnostics).
    public init(rules: [Rule], registry: RuleRegistry? = nil, jobs: Int = Processors.available) {
        self.init(profiles: [Profile(rules: rules)], registry: registry ?? RuleRegistry(rules: rules), jobs: jobs)
    }

    // MARK: One buffer

    /// The findings in one file's bytes, placed at lines and columns, suppressions applied.
    public func lint(_ buffer: UnsafeBufferPointer<UInt8>, path: String, profile: Profile, index: ProjectIndex,
                     prefilter: Prefilter, deploymentTarget: DeploymentTarget = .unknown) -> [Diagnostic] {
        guard prefilter.mayMatch(buffer) else { return [] }
        let code = Code(text: buffer)
        if Linter.skips(code, lintsTests: profile.lintsTests) { return [] }
        let analysis = FileAnalysis.make(buffer, code: code, path: path, rules: profile.rules.map(\.rule),
                                         index: index, knownIDs: knownIDs, deploymentTarget: deploymentTarget,
                                         wantsFixes: wantsFixes)
        return analysis.diagnostics(path: path, profile: profile, severities: profile.severities)
    }

    static func lineText(_ lines: LineTable, _ line: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> String {
        var a = lines.starts[line - 1]
        var b = line < lines.starts.count ? lines.starts[line] : buffer.count
        while b > a && (buffer[b - 1] == 10 || buffer[b - 1] == 13 || buffer[b - 1] == 32 || buffer[b - 1] == 9) { b -= 1 }
        while a < b && (buffer[a] == 32 || buffer[a] == 9) { a += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[a..<b]), as: UTF8.self)
    }

    /// Lints source text held in memory (tests, standard input), with the first profile.
    public func lint(source: [UInt8], path: String, index: ProjectIndex? = nil,
                     deploymentTarget: DeploymentTarget = .unknown) -> [Diagnostic] {
        source.withUnsafeBufferPointer { buffer in
            var index = index ?? Linter.index(of: buffer, path: path)
            index.configViews = profiles[0].views
            index.configSymbols = profiles[0].symbols
            return lint(buffer, path: path, profile: profiles[0], index: index,
                        prefilter: Prefilter(rules: profiles[0].rules.map(\.rule), index: index),
                        deploymentTarget: deploymentTarget)
                .sorted(by: Diagnostic.ordered)
        }
    }

    /// The bars of source text held in memory (standard input), modelled against its own declarations.
    static func bars(of source: [UInt8], lintsTests: Bool, views: [[UInt8]: LabelClass],
                     deploymentTarget: DeploymentTarget) -> FileBars? {
        source.withUnsafeBufferPointer { buffer in
            var index = Linter.index(of: buffer)
            index.configViews = views
            let code = Code(text: buffer)
            if Linter.skips(code, lintsTests: lintsTests) { return nil }
            let model = FileModel(code: code, index: index, deploymentTarget: deploymentTarget)
            return FileAnalysis.bars(of: model, buffer) ?? FileAnalysis.tabViews(in: code, buffer)
        }
    }

    /// The declarations of one file, as the first pass indexes them.
    static func index(of buffer: UnsafeBufferPointer<UInt8>, path: String = "") -> ProjectIndex {
        let code = Code(text: buffer)
        var index = ProjectIndex.mayDeclare(code) ? ProjectIndex.declarations(in: code) : ProjectIndex()
        index.views = ViewDeclarations(code, path: path).shared
        return index
    }

    // MARK: Many files

    public func lint(files: [String]) -> LintResult {
        lint(jobs: files.map { FileJob(path: $0) })
    }

    /// Lints files in parallel. The project index is built first from every file; the
    /// output is sorted, so it is the same for any number of jobs.
    public func lint(jobs files: [FileJob]) -> LintResult {
        lint(jobs: files, firstPass: firstPass(jobs: files))
    }

    /// A file that never reaches an iPhone bar, by what its imports say it is for: another
    /// platform's file always, a test file unless its config lints tests.
    static func skips(_ code: Code, lintsTests: Bool) -> Bool {
        switch code.fileRole {
        case .app: return false
        case .tests: return !lintsTests
        case .otherPlatform: return true
        }
    }

    /// Every rule some profile runs, each once.
    var ruleUniverse: [Rule] {
        var seen: Set<String> = []
        return profiles.flatMap(\.rules).map(\.rule).filter { seen.insert($0.id).inserted }
    }

    /// Pass 1: read every file once; note which may match at all, index their declarations,
    /// and analyse them with `rules` against their own declarations only.
    public func firstPass(_ paths: [String]) -> FirstPass {
        firstPass(jobs: paths.map { FileJob(path: $0) })
    }

    /// The same for files with their profiles (which say whether test files are linted) and deployment targets.
    public func firstPass(jobs files: [FileJob]) -> FirstPass {
        let basePrefilter = Prefilter(rules: ruleUniverse)
        let rules = ruleUniverse
        // Most looks are empty: only the others are kept, one lock each.
        let initial = FirstPass(ruleIDs: rules.map(\.id), count: files.count)
        let store = initial.store
        let collected = Locked(initial)
        let candidate = Slots<Bool>(files.count, false)
        let readers = ReadBuffers()
        let lintsTests = profiles.map(\.lintsTests)
        parallelFor(files.count) { k in
            let job = files[k]
            let reader = readers.take()
            let look = Linter.firstLook(job.path, basePrefilter, rules: rules, knownIDs: knownIDs,
                                        lintsTests: lintsTests[job.profile], notForIOS: job.notForIOS,
                                        deploymentTarget: job.deploymentTarget, bars: collectsBars, wantsFixes: wantsFixes,
                                        store: store, regular: job.regular, reader: reader)
            readers.giveBack(reader)
            candidate[k] = look.candidate
            if look.isWorthKeeping {
                collected.update { $0.record([(k, look)], upTo: k + 1) }
            }
        }
        var pass = collected.value
        for k in 0..<files.count where candidate[k] { pass.markCandidate(k) }
        return pass
    }

    /// One file's first look: unreadable, or whether it may match, with its declarations
    /// and its analysis. A file the walk found never reaches an iPhone (`notForIOS`) is not
    /// read; one whose imports say so is read but not analysed.
    static func firstLook(_ path: String, _ prefilter: Prefilter, rules: [Rule], knownIDs: Set<String>,
                          lintsTests: Bool = false, notForIOS: Bool = false,
                          deploymentTarget: DeploymentTarget = .unknown, bars: Bool = false, wantsFixes: Bool = true,
                          store: KeptStore, regular: Bool = false, reader: ReadBuffer) -> FirstLook {
        if notForIOS { return FirstLook(skipped: true) }
        // The bytes live in the caller's reader, which outlives this call.
        switch reader.contents(of: path, regular: regular) {
        case .failure(.failed(let reason)): return FirstLook(error: reason)
        case .success(let buffer):
            return look(at: buffer, path: path, prefilter, rules: rules, knownIDs: knownIDs, lintsTests: lintsTests,
                        deploymentTarget: deploymentTarget, bars: bars, wantsFixes: wantsFixes, store: store)
        }
    }

    /// The first look at one file's bytes, which are valid only during the call: whatever is
    /// kept of them is copied into `store`.
    static func look(at buffer: UnsafeBufferPointer<UInt8>, path: String, _ prefilter: Prefilter, rules: [Rule],
                     knownIDs: Set<String>, lintsTests: Bool, deploymentTarget: DeploymentTarget, bars: Bool,
                     wantsFixes: Bool, store: KeptStore) -> FirstLook {
        // Every declaration the index wants names a marker word, so only candidates
        // can hold one (and `duobar-lint:` is itself a marker); except a view, which
        // another file may use as an item or a label: a file that may declare one and
        // nothing else the pre-check looks for is only read for the names it declares,
        // and scanned later if a toolbar needs one of them (`ViewCompletion`).
        var nearMiss = false
        guard prefilter.mayMatch(buffer, nearMiss: &nearMiss) else {
            var source: KeptBytes?
            if nearMiss { source = KeptBytes(copying: buffer, into: store) }
            // A report that draws bars also wants the tab bars their toolbars share the strip with.
            var tabBars: FileBars?
            if bars && Prefilter.tabViews.mayMatch(buffer) {
                let code = Code(text: buffer)
                if Linter.skips(code, lintsTests: lintsTests) { return FirstLook(skipped: true) }
                tabBars = FileAnalysis.tabViews(in: code, buffer)
            }
            var declaredNames: DeclaredNames.Reading?
            if Prefilter.viewDeclarations.mayMatch(buffer) {
                let names = DeclaredNames.read(buffer)
                if !names.declared.isEmpty {
                    declaredNames = names
                    source = source ?? KeptBytes(copying: buffer, into: store)
                }
            }
            // Most files: nothing to keep, and one shared look says so (no allocation per file).
            guard nearMiss || tabBars != nil || declaredNames != nil else { return FirstLook.nothing }
            let look = FirstLook(declaredNames: declaredNames)
            look.nearMiss = nearMiss
            look.source = source
            look.bars = tabBars
            return look
        }
        // Only a binary that could give findings needs telling apart (and saying so).
        if let binary = TextCheck.binaryKind(buffer) { return FirstLook(binary: binary) }
        let code = Code(text: buffer)
        if Linter.skips(code, lintsTests: lintsTests) { return FirstLook(skipped: true) }
        // What other files see of its declarations, and what its own model does: read once.
        let mayDeclare = ProjectIndex.mayDeclare(code), readsOwn = FileModel.readsOwnDeclarations(code)
        let both = mayDeclare || readsOwn ? ProjectIndex.sharedAndOwnDeclarations(in: code) : nil
        var declared = mayDeclare ? both!.shared : ProjectIndex()
        let views = ViewDeclarations(code, path: path)
        declared.views = views.shared
        declared.calls = views.calls
        var analysis = FileAnalysis.make(buffer, code: code, path: path, rules: rules, index: ProjectIndex(),
                                         knownIDs: knownIDs, deploymentTarget: deploymentTarget, declarations: views,
                                         ownDeclarations: readsOwn ? both?.own : nil, bars: bars, wantsFixes: wantsFixes)
        // Its toolbar content belongs in the index, not in the analysis kept for the second pass.
        declared.toolbarContent = analysis.toolbarContent
        analysis.toolbarContent = [:]
        let look = FirstLook(candidate: true, index: declared.isEmpty ? nil : declared, analysis: analysis)
        if analysis.dependence.mayChange {
            look.kept = KeptCode(buffer, code: code, declarations: views, store: store)
        }
        return look
    }

    /// Pass 2, with pass 1's results (which may have been gathered while the files were found).
    /// A file analysed in pass 1 is modelled again (from what pass 1 kept of it) only if the
    /// whole project's index holds one of its type names that its own declarations did not,
    /// or pass 1 ran too few rules.
    public func lint(jobs files: [FileJob], firstPass: FirstPass) -> LintResult {
        lintAndIndex(jobs: files, firstPass: firstPass).result
    }

    /// The same, and the project index the files were linted against: the first pass's,
    /// completed with the views their toolbars need. A file linted again (`--fix`) must see
    /// this one to find what the run found.
    func lintAndIndex(jobs files: [FileJob], firstPass: FirstPass) -> (result: LintResult, project: ProjectIndex) {
        var firstPass = firstPass
        ViewCompletion.complete(&firstPass, files: files, lintsTests: profiles.map(\.lintsTests), parallelFor: parallelFor)
        let project = firstPass.project
        let prefilter = Prefilter(rules: ruleUniverse, index: project)
        // The files the first pass skipped are read again only if its pre-check may have skipped one
        // these rules need: it ran fewer rules (so looked for fewer markers), or a bar subclass's name
        // alone does not pass (`class PlayerControls: UIToolbar`, constructed in a file with no marker).
        //
        // A subclass named with a marker's bytes in none of its forms (`BrowserToolbar` holds
        // `oolbar`) can only be in files where the first pass saw those bytes: only they are checked
        // again, from the bytes it kept.
        let missedSubclasses = project.barSubclasses.filter { name in !name.withUnsafeBufferPointer { prefilter.mayMatch($0) } }
        let formMarkers = Prefilter(rules: ruleUniverse).formMarkers
        let recheckAll = ruleUniverse.contains { !firstPass.ruleIDs.contains($0.id) }
            || missedSubclasses.contains { name in !formMarkers.contains { Prefilter.occurs($0, in: name) } }
        let recheckNearMisses = !missedSubclasses.isEmpty
        // Each config's `views` join the project's for the files under it.
        let indexes = profiles.map { profile -> ProjectIndex in
            var index = project
            index.configViews = profile.views
            index.configSymbols = profile.symbols
            return index
        }
        let projectNames = indexes.map(IndexDependence.HashedNames.init)
        let analysed = Set(firstPass.ruleIDs)
        let reusable = profiles.allSatisfy { $0.rules.allSatisfy { analysed.contains($0.rule.id) } }
        let severities = profiles.map(\.severities)
        let rules = profiles.map { $0.rules.map(\.rule) }

        // Read by every file below: a `let`, so no file copies the pass out of a mutable capture.
        let pass = firstPass
        let results = Slots<[Diagnostic]>(files.count, [])
        let binaries = Slots<String?>(files.count, nil)
        // Made only for a report that draws bars.
        let bars: Slots<FileBars?>? = collectsBars ? Slots(files.count, nil) : nil
        parallelFor(files.count) { k in
            guard pass.isNotable(k) || recheckAll || (recheckNearMisses && pass.nearMisses.contains(k)) else { return }
            let job = files[k]
            let profile = profiles[job.profile]
            // The pass's fields are read one by one, as each branch needs them.
            var reason = pass.readErrors[k]
            let skipped = pass.skipped.contains(k)
            if skipped || job.notForIOS {
                // Never reaches an iPhone bar: nothing to report, not even a read error.
            } else if let binary = pass.binaries[k] {
                binaries[k] = binary
            } else if reason == nil, reusable, let analysis = pass.analyses[k],
                      !analysis.dependence.changes(with: projectNames[job.profile]) {
                results[k] = analysis.diagnostics(path: job.path, profile: profile, severities: severities[job.profile])
                bars?[k] = analysis.bars ?? pass.bars[k]
            } else if reason == nil, let kept = pass.kept[k] {
                // Passed every pre-check and check of the first pass already: modelled again only.
                let analysis = FileAnalysis.make(kept.buffer, code: kept.code, path: job.path,
                                                 rules: rules[job.profile], index: indexes[job.profile],
                                                 knownIDs: knownIDs, deploymentTarget: job.deploymentTarget,
                                                 declarations: kept.declarations, bars: collectsBars, wantsFixes: wantsFixes)
                bars?[k] = analysis.bars
                results[k] = analysis.diagnostics(path: job.path, profile: profile, severities: severities[job.profile])
            } else if reason == nil && (pass.candidate[k] || recheckAll || (recheckNearMisses && pass.nearMisses.contains(k))) {
                // A near miss's bytes were kept; only a file that no pre-check of the first pass
                // could tell would matter (`recheckAll`) is read again.
                func lintAgain(_ buffer: UnsafeBufferPointer<UInt8>) -> [Diagnostic] {
                        guard prefilter.mayMatch(buffer) else { return [] }
                        if let binary = TextCheck.binaryKind(buffer) {
                            binaries[k] = binary
                            return []
                        }
                        let code = Code(text: buffer)
                        if Linter.skips(code, lintsTests: profile.lintsTests) { return [] }
                        let analysis = FileAnalysis.make(buffer, code: code, path: job.path,
                                                         rules: rules[job.profile], index: indexes[job.profile],
                                                         knownIDs: knownIDs, deploymentTarget: job.deploymentTarget,
                                                         bars: collectsBars, wantsFixes: wantsFixes)
                        bars?[k] = analysis.bars
                        return analysis.diagnostics(path: job.path, profile: profile, severities: severities[job.profile])
                }
                if let kept = pass.nearMissSources[k] {
                    results[k] = lintAgain(kept.buffer)
                } else {
                    switch FileSystem.read(job.path) {
                    case .failure(.failed(let why)): reason = why
                    case .success(let bytes): results[k] = bytes.withUnsafeBufferPointer(lintAgain)
                    }
                }
            }
            if let bars, bars[k] == nil, !skipped, !job.notForIOS { bars[k] = pass.bars[k] }
            if let reason, let severity = profile.ioError {
                results[k] = [Diagnostic(ruleID: EngineDiagnostics.ioErrorID, severity: severity, path: job.path, line: 1, column: 1,
                                         endLine: 1, endColumn: 1, message: "cannot read file: \(reason)", fixable: false)]
            }
            // Each file's findings are put in order here, in parallel, not in the serial merge below.
            if results[k].count > 1 { results[k] = results[k].sorted(by: Diagnostic.orderedWithinFile) }
        }
        // Files in path order, each file's findings sorted on their own: the same order as
        // sorting everything, without comparing paths for every pair of findings.
        let order = (0..<files.count).filter { !results[$0].isEmpty }
            .sorted { FilePaths.precedes(files[$0].path, files[$1].path) }
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(order.reduce(0) { $0 + results[$1].count })
        for k in order { diagnostics.append(contentsOf: results[k]) }
        let strictFiles = Set(files.filter { profiles[$0.profile].strict }.map(\.path))
        var result = LintResult(diagnostics: diagnostics, fileCount: files.count, strictFiles: strictFiles)
        if let bars {
            result.bars = (0..<files.count).filter { bars[$0] != nil }
                .sorted { FilePaths.precedes(files[$0].path, files[$1].path) }
                .map { k in
                    var found = bars[k]!
                    found.capacity = profiles[files[k].profile].barCapacity
                    return LintResult.PathBars(path: files[k].path, bars: found)
                }
        }
        result.skipped = (0..<files.count).compactMap { k in binaries[k].map { (files[k].path, $0) } }
            .sorted { FilePaths.precedes($0.0, $1.0) }.map { LintResult.Skipped(path: $0.0, reason: $0.1) }
        return (result, project)
    }

    /// Runs `body` for 0..<count on `jobs` threads; each index runs exactly once.
    func parallelFor(_ count: Int, _ body: (Int) -> Void) {
        if jobs == 1 || count < 2 {
            for k in 0..<count { body(k) }
            return
        }
        let next = Counter()
        // Indices are taken a few at a time: one lock per file made the threads meet at the
        // lock thousands of times on a large tree. Small enough that the last ones still balance.
        let chunk = max(1, min(16, count / (jobs * 8)))
        withoutActuallyEscaping(body) { body in
            let work = UncheckedSendable(body)
            DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
                while true {
                    let first = next.take(chunk)
                    if first >= count { break }
                    for k in first..<min(first + chunk, count) { work.value(k) }
                }
            }
        }
    }
}
