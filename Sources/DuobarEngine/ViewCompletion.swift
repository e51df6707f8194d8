import DuobarModel

/// The project-wide pass's second half: the views that toolbars need from files the first pass
/// did not scan. The first pass scans every file that may hold toolbar content and only notes
/// the names declared by files that may declare views and nothing else (most of an app's
/// SwiftUI files). Here the names the toolbars looked up, and then the names the bodies found
/// call in turn, pick out the few of those files that declare them; each is read and scanned
/// once, and its views join the index. No file is scanned twice.
enum ViewCompletion {
    /// Adds the needed views to `pass.project`; returns the files it scanned, in order.
    @discardableResult
    static func complete(_ pass: inout FirstPass, files: [FileJob], lintsTests: [Bool],
                         parallelFor: (Int, (Int) -> Void) -> Void) -> [Int] {
        guard !pass.viewFiles.isEmpty else { return [] }
        // Which unscanned files declare each name.
        var filesByName: [UInt64: [Int]] = [:]
        for (file, names) in pass.viewFiles where file < files.count {
            for name in names { filesByName[name, default: []].append(file) }
        }
        // The index's views by the names their declarations write.
        var keysByName: [DeclarationName: [ViewKey]] = [:]
        for key in pass.project.views.bodies.keys { keysByName[key.declarationName, default: []].append(key) }

        var queue: [DeclarationName] = []
        for k in pass.analyses.keys.sorted() { queue += pass.analyses[k]!.dependence.viewDeclarationNames }
        var followed: Set<DeclarationName> = []
        var loaded: Set<Int> = []
        // Each round follows names not followed before and loads files not loaded before, so
        // the rounds end; a chain of wrappers across files costs one round per link.
        while !queue.isEmpty {
            var load: [Int] = []
            var next: [DeclarationName] = []
            for name in queue where followed.insert(name).inserted {
                for file in filesByName[name.name] ?? [] where !loaded.contains(file) {
                    guard let declared = pass.viewFiles[file], name.isDeclared(in: declared) else { continue }
                    loaded.insert(file)
                    load.append(file)
                }
                for key in keysByName[name] ?? [] { next += pass.project.views.referencedDeclarationNames(key) }
            }
            load.sort()
            let tables = Slots<ViewTable?>(load.count, nil)
            parallelFor(load.count) { n in
                let job = files[load[n]]
                tables[n] = views(in: job.path, lintsTests: lintsTests[job.profile])
            }
            var added = ViewTable()
            for n in 0..<load.count {
                if let table = tables[n] { added.merge(table) }
            }
            pass.project.views.merge(added)
            for key in added.bodies.keys {
                let name = key.declarationName
                keysByName[name, default: []].append(key)
                // A name already followed was looked for before this key existed: follow its body now.
                if followed.contains(name) { next += added.referencedDeclarationNames(key) }
            }
            queue = next.filter { !followed.contains($0) }
        }
        return loaded.sorted()
    }

    /// The views a file shares, or nil when it cannot be read or never reaches an iPhone bar.
    static func views(in path: String, lintsTests: Bool) -> ViewTable? {
        guard case .success(let bytes) = FileSystem.read(path) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            let code = Code(text: buffer)
            if Linter.skips(code, lintsTests: lintsTests) { return nil }
            let views = ViewDeclarations(code).shared
            return views.isEmpty ? nil : views
        }
    }
}
