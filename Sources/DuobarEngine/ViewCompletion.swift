import DuobarModel

/// The project-wide pass's second half: what toolbars need from files the first pass did not
/// scan. The first pass scans every file that may hold toolbar content and only reads the
/// names declared and mentioned by files that may declare views and nothing else (most of an
/// app's SwiftUI files). Here two searches pick out the few of those files that matter, and
/// each is scanned once, from the bytes the first pass kept, its views and calls joining the index:
/// - forward, for labels: the views the toolbars looked up, then the views those bodies call;
/// - backward, for tabs: the files that mention a view holding a toolbar, then those that
///   mention the views calling it, up to `maxTabCallDepth` calls away from the toolbar.
/// No file is scanned twice.
enum ViewCompletion {
    /// Adds the needed views and calls to `pass.project`; returns the files it scanned, in order.
    @discardableResult
    static func complete(_ pass: inout FirstPass, files: [FileJob], lintsTests: [Bool],
                         parallelFor: (Int, (Int) -> Void) -> Void) -> [Int] {
        guard !pass.viewFiles.isEmpty else { return [] }
        // Which unscanned files declare, and which mention, each name.
        let readings = pass.viewFiles.filter { $0.key < files.count }.sorted { $0.key < $1.key }
        let filesByName = FilesByHash(readings.map { ($0.key, $0.value.declared) })
        let filesByMention = FilesByHash(readings.map { ($0.key, $0.value.mentioned) })
        // The index's views by the names their declarations write.
        var keysByName: [DeclarationName: [ViewKey]] = [:]
        for key in pass.project.views.bodies.keys { keysByName[key.declarationName, default: []].append(key) }

        var queue: [DeclarationName] = []
        var callers: [UInt64] = []
        for k in pass.analyses.keys.sorted() {
            queue += pass.analyses[k]!.dependence.viewDeclarationNames
            callers += pass.analyses[k]!.dependence.askedCallNodes + pass.analyses[k]!.dependence.tabSearchSeeds
        }
        var followed: Set<UInt64> = []
        var followedNames: Set<DeclarationName> = []
        var loaded: Set<Int> = []
        var callDepth = 0
        // Each round follows names not followed before and loads files not loaded before, so
        // the rounds end; a chain of views across files costs one round per link.
        while !queue.isEmpty || !callers.isEmpty {
            var load: [Int] = []
            var next: [DeclarationName] = []
            for name in queue where followedNames.insert(name).inserted {
                for file in filesByName.files(name.name) where !loaded.contains(file) {
                    guard let declared = pass.viewFiles[file]?.declared, name.isDeclared(in: declared) else { continue }
                    loaded.insert(file)
                    load.append(file)
                }
                for key in keysByName[name] ?? [] { next += pass.project.views.referencedDeclarationNames(key) }
            }
            let asked = callers.filter { followed.insert($0).inserted }
            for node in asked {
                for file in filesByMention.files(node) where loaded.insert(file).inserted { load.append(file) }
            }
            load.sort()
            let scanned = Slots<(ViewTable, ViewCalls)?>(load.count, nil)
            let sources = pass.viewSources
            parallelFor(load.count) { n in
                let job = files[load[n]]
                // Read once, in the first pass; a caller that made the pass by other means may not have kept it.
                if let kept = sources[load[n]] {
                    scanned[n] = declarations(of: kept.buffer, path: job.path, lintsTests: lintsTests[job.profile])
                } else if case .success(let bytes) = FileSystem.read(job.path) {
                    scanned[n] = bytes.withUnsafeBufferPointer {
                        declarations(of: $0, path: job.path, lintsTests: lintsTests[job.profile])
                    }
                }
            }
            var added = ViewTable()
            for n in 0..<load.count {
                guard let (views, calls) = scanned[n] else { continue }
                added.merge(views)
                pass.project.calls.merge(calls)
            }
            pass.project.views.merge(added)
            for key in added.bodies.keys {
                let name = key.declarationName
                keysByName[name, default: []].append(key)
                // A name already followed was looked for before this key existed: follow its body now.
                if followedNames.contains(name) { next += added.referencedDeclarationNames(key) }
            }
            queue = next.filter { !followedNames.contains($0) }
            // One call further from the toolbars: the callers of what was just asked.
            callDepth += 1
            callers = callDepth < maxTabCallDepth
                ? asked.flatMap { pass.project.calls.answer($0).callers }.filter { !followed.contains($0) } : []
        }
        return loaded.sorted()
    }

    /// The views and calls a file shares, or nil when it never reaches an iPhone bar.
    static func declarations(of buffer: UnsafeBufferPointer<UInt8>, path: String, lintsTests: Bool) -> (ViewTable, ViewCalls)? {
        let code = Code(text: buffer)
        if Linter.skips(code, lintsTests: lintsTests) { return nil }
        let own = ViewDeclarations(code, path: path)
        return own.shared.isEmpty && own.calls.isEmpty ? nil : (own.shared, own.calls)
    }
}

/// Files by the hashes of the names they declare (or mention), for `ViewCompletion`: one
/// entry per (file, hash), grouped by hash in the model's `HashedGroups` rather than an array
/// per name (a thousand view files name tens of thousands).
struct FilesByHash {
    /// Entry `k`'s file.
    private let files: [Int32]
    private let groups: HashedGroups

    /// From each file's hashes; a file's entries keep the order of `lists`.
    init(_ lists: [(file: Int, hashes: [UInt64])]) {
        var hashes: [UInt64] = []
        var files: [Int32] = []
        let total = lists.reduce(0) { $0 + $1.hashes.count }
        hashes.reserveCapacity(total)
        files.reserveCapacity(total)
        for list in lists {
            for h in list.hashes {
                hashes.append(h)
                files.append(Int32(list.file))
            }
        }
        self.files = files
        groups = HashedGroups(count: hashes.count) { hashes[$0] }
    }

    /// The files with `hash`, in the order they were given.
    func files(_ hash: UInt64) -> [Int] {
        groups[hash].map { Int(files[$0]) }
    }
}
