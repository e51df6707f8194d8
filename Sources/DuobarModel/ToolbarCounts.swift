import DuobarScanner

/// A statement of a toolbar context that stands for other toolbar content: a lowercase
/// reference (`editingItems`, `items()`, `self.shareItems`) or a call of a type that is
/// toolbar content (`EditorToolbar(document: doc)`).
public struct ToolbarReference: Sendable {
    /// The context it is in, an index into `FileModel.contexts`.
    public var contextIndex: Int
    /// The referenced name: the member's, or the type's.
    public var name: Int
    public var isType: Bool
    /// The area the statement is in (a reference inside `ToolbarOverflowMenu` adds nothing to the bar).
    public var area: ItemArea
}

/// How many bar items a context (or a piece of toolbar content) shows at most at once, and
/// whether it ranks any of them.
public struct ToolbarCount: Sendable, Hashable {
    /// Bar items: not keyboard, title, overflow-menu or spacer items; of alternative branches
    /// the largest; referenced content included.
    public var items: Int
    /// A `visibilityPriority` is written in it.
    public var hasPriority: Bool

    public init(items: Int, hasPriority: Bool) {
        self.items = items
        self.hasPriority = hasPriority
    }

    static let none = ToolbarCount(items: 0, hasPriority: false)
}

/// A reference its own file could not count: the keys it may name, most likely first.
public struct PendingReference: Sendable, Hashable {
    public var keys: [ViewKey]
    /// A call of a type its file does not know, counted there as one item: toolbar content of
    /// another file replaces that one with its own count.
    public var countedAsItem: Bool

    public init(keys: [ViewKey], countedAsItem: Bool = false) {
        self.keys = keys
        self.countedAsItem = countedAsItem
    }
}

/// Toolbar content as the project index keeps it: what its file counted, and the references
/// it makes to content of other files, which the index resolves when asked.
public struct DeclaredContent: Sendable, Hashable {
    /// Its bar items with the references its own file resolves.
    public var count: ToolbarCount
    public var pending: [PendingReference]

    public init(count: ToolbarCount, pending: [PendingReference] = []) {
        self.count = count
        self.pending = pending
    }

    /// An order for comparing lists of declarations whatever order the index merged them in.
    static func precedes(_ a: DeclaredContent, _ b: DeclaredContent) -> Bool {
        if a.count != b.count { return ToolbarCount.fewer(a.count, b.count) }
        if a.pending.count != b.pending.count { return a.pending.count < b.pending.count }
        let x = a.pending.map { $0.keys.map(\.hash) + [$0.countedAsItem ? 1 : 0] }
        let y = b.pending.map { $0.keys.map(\.hash) + [$0.countedAsItem ? 1 : 0] }
        return x.lexicographicallyPrecedes(y) { $0.lexicographicallyPrecedes($1) }
    }
}

/// What a model has counted so far, shared by every rule that asks.
final class CountCache {
    /// The full count of each context, by index (sized by `sizeCounts()`): arrays, as the
    /// contexts are numbered, so no hashing and no growing.
    var totals: [ToolbarCount?] = []
    /// The references each counted context (or content it includes) left to other files.
    var pending: [[PendingReference]] = []
    /// Content of other files, counted through the index, by key (nil: not declared).
    var indexed: [ViewKey: ToolbarCount?] = [:]
    /// Each context's items and references (indices into `FileModel.items` and
    /// `FileModel.toolbarReferences`), grouped once: many contexts must not each scan all.
    /// One array each, context after context, not an array per context.
    var itemsByContext: ContextGroups?
    var referencesByContext = ContextGroups(members: [], starts: [])
    /// Each builder context's key (`Screen.editingItems`, `EditorToolbar` for a type's body), by index.
    var keys: [ViewKey?]?
    /// The contexts by key.
    var byKey: [ViewKey: Int] = [:]
    /// Where each reference leads, by index into `FileModel.toolbarReferences` (filled as
    /// asked): the totals and a rule's count each ask again, and every answer makes keys.
    var targets: [FileModel.ReferenceTarget?] = []
    /// Each context's units as last weighed, with what they came to: a count that leaves
    /// nothing out weighs the same units as the total did.
    var weighed: [(units: [(token: Int, weight: Int)], items: Int)?] = []
    /// `evaluateTotals(from:)`'s contexts being counted, by index: all false between calls.
    var open: [Bool] = []
}

/// Indices grouped by context: context `c`'s, in increasing order, are
/// `members[starts[c]..<starts[c + 1]]`.
struct ContextGroups {
    var members: [Int]
    var starts: [Int]

    /// Groups `0..<count` by `context(k)` (nil, or a context past `contexts`, for none): counted,
    /// then placed, so each array is made once at its size; none for nothing to group.
    init(count: Int, contexts: Int, context: (Int) -> Int?) {
        guard count > 0, contexts > 0 else {
            self.init(members: [], starts: [])
            return
        }
        // Each group's size, then its end, then (placing from the back) its start.
        var starts = [Int](repeating: 0, count: contexts + 1)
        for k in 0..<count {
            if let c = context(k), c < contexts { starts[c] += 1 }
        }
        for c in 1..<contexts { starts[c] += starts[c - 1] }
        starts[contexts] = starts[contexts - 1]
        var members = [Int](repeating: 0, count: starts[contexts])
        for k in stride(from: count - 1, through: 0, by: -1) {
            if let c = context(k), c < contexts {
                starts[c] -= 1
                members[starts[c]] = k
            }
        }
        self.init(members: members, starts: starts)
    }

    init(members: [Int], starts: [Int]) {
        self.members = members
        self.starts = starts
    }

    subscript(_ c: Int) -> ArraySlice<Int> { starts.isEmpty ? [] : members[starts[c]..<starts[c + 1]] }
}

/// How far referenced toolbar content is followed, one reference to the next.
let maxReferenceDepth = 8

extension FileModel {
    // MARK: Keys

    /// The key a builder context is known by: its type's path for a `ToolbarContent` type's
    /// `body`, else its type's path and its own name; nil for a `.toolbar { … }` closure.
    func contentKeys() -> [ViewKey?] {
        if let keys = counts.keys { return keys }
        var keys: [ViewKey?] = []
        for (k, context) in contexts.enumerated() {
            guard context.kind == .builder, code.isIdentifier(context.anchor) || code.isKind(context.anchor, .keyword) else {
                keys.append(nil)
                continue
            }
            let path = views.own.scopes.path(enclosing: context.anchor, in: code)
            let key: ViewKey
            if code.isWord(context.anchor, "body"), !path.isEmpty {
                key = ViewKey(path.joinedKey)
            } else {
                key = ViewKey(path.joinedKey(appending: Array(code.bytes(context.anchor))))
            }
            keys.append(key)
            if counts.byKey[key] == nil { counts.byKey[key] = k }
        }
        counts.keys = keys
        return keys
    }

    /// The keys a reference may name, most likely first: a member of the type around it, else
    /// of an extension of `ToolbarContent` or `View` that every such type has, else a
    /// top-level function; a type as Swift resolves nested names, from the innermost type
    /// outward.
    func candidateKeys(_ reference: ToolbarReference) -> [ViewKey] {
        let path = views.own.scopes.path(enclosing: reference.name, in: code)
        let name = Array(code.bytes(reference.name))
        guard reference.isType else {
            var keys = [ViewKey(path.joinedKey(appending: name))]
            for shared in [Array("ToolbarContent".utf8), Array("View".utf8)] where path != [shared] {
                keys.append(ViewKey([shared, name].joinedKey))
            }
            if !path.isEmpty { keys.append(ViewKey(name)) }
            return keys
        }
        var keys: [ViewKey] = []
        var k = path.count
        while k >= 0 {
            keys.append(ViewKey(path.joinedKey(depth: k, appending: name)))
            k -= 1
        }
        return keys
    }

    /// Where a reference leads: a context of this file, content the project index counts, or
    /// nothing known (with the keys it may name).
    enum ReferenceTarget {
        case context(Int)
        case counted(ToolbarCount)
        case unknown([ViewKey])
    }

    /// `target(of:)` for reference `r` of `toolbarReferences`, answered once. The answer
    /// depends only on the file and the index; the keys it noted as looked up stay noted.
    func target(ofReference r: Int) -> ReferenceTarget {
        if counts.targets.isEmpty { counts.targets = Array(repeating: nil, count: toolbarReferences.count) }
        if let known = counts.targets[r] { return known }
        let found = target(of: toolbarReferences[r])
        counts.targets[r] = found
        return found
    }

    func target(of reference: ToolbarReference) -> ReferenceTarget {
        _ = contentKeys()
        let candidates = candidateKeys(reference)
        for key in candidates {
            if let k = counts.byKey[key] { return .context(k) }
        }
        if let counted = indexedCount(candidates) { return .counted(counted) }
        return .unknown(candidates)
    }

    /// The count of the first of `candidates` the project index declares, with the content it
    /// references in turn (other files' references, `maxReferenceDepth` deep, added up);
    /// nil when it declares none. Every key tried is noted as looked up. A work list, each key
    /// once.
    func indexedCount(_ candidates: [ViewKey]) -> ToolbarCount? {
        guard !index.toolbarContent.isEmpty else {
            for key in candidates { lookups.note(content: key) }
            return nil
        }
        // The declaration a list of candidates names, noting each key tried.
        func first(_ keys: [ViewKey]) -> ViewKey? {
            for key in keys {
                lookups.note(content: key)
                if index.toolbarContent[key] != nil { return key }
            }
            return nil
        }
        guard let root = first(candidates) else { return nil }
        var stack: [(key: ViewKey, depth: Int, expanded: Bool)] = [(root, 0, false)]
        var open: Set<ViewKey> = []
        while let (key, depth, expanded) = stack.popLast() {
            if counts.indexed[key] != nil { continue }
            let declared = index.toolbarContent[key] ?? []
            if !expanded {
                stack.append((key, depth, true))
                open.insert(key)
                guard depth < maxReferenceDepth else { continue }
                for entry in declared {
                    for reference in entry.pending {
                        if let next = first(reference.keys), counts.indexed[next] == nil, !open.contains(next) {
                            stack.append((next, depth + 1, false))
                        }
                    }
                }
                continue
            }
            // Declared more than once: the largest count.
            var best: ToolbarCount?
            for entry in declared {
                var counted = entry.count
                for reference in entry.pending {
                    guard let next = first(reference.keys), next != key, let inner = counts.indexed[next] ?? nil else { continue }
                    counted.items += inner.items - (reference.countedAsItem ? 1 : 0)
                    counted.hasPriority = counted.hasPriority || inner.hasPriority
                }
                if best.map({ ToolbarCount.fewer($0, counted) }) ?? true { best = counted }
            }
            counts.indexed[key] = .some(best)
            open.remove(key)
        }
        return counts.indexed[root] ?? nil
    }

    // MARK: Counting

    /// The items and references of context `c`, grouped once for the whole file.
    func members(of c: Int) -> (items: ArraySlice<Int>, references: ArraySlice<Int>) {
        if counts.itemsByContext == nil {
            // The arrays, not `self`, in the closures: capturing the model would copy it. By
            // index: a copy of each item would retain all its fields.
            let items = self.items, references = toolbarReferences
            counts.itemsByContext = ContextGroups(count: items.count, contexts: contexts.count) { items[$0].contextIndex }
            counts.referencesByContext = ContextGroups(count: references.count, contexts: contexts.count) {
                references[$0].contextIndex
            }
        }
        return (counts.itemsByContext![c], counts.referencesByContext[c])
    }

    /// The bar items of context `k` as its bar can show them: each `if`/`switch` counts with
    /// its largest branch, and referenced toolbar content (a `@ToolbarContentBuilder` member, a
    /// `ToolbarContent` type, of this file or, through the project index, of another) adds its
    /// own count. With `threshold`, content that reaches it on its own is left out: it is
    /// counted, and reported, where it is declared.
    public func barItemCount(ofContext k: Int, leavingOutContentReaching threshold: Int? = nil) -> ToolbarCount {
        guard k >= 0 && k < contexts.count else { return .none }
        evaluateTotals(from: k)
        guard let threshold else { return counts.totals[k] ?? .none }
        return count(k, threshold: threshold)
    }

    /// Makes the per-context tables of `counts`, once.
    func sizeCounts() {
        guard counts.totals.count != contexts.count else { return }
        counts.totals = Array(repeating: nil, count: contexts.count)
        counts.pending = Array(repeating: [], count: contexts.count)
        counts.weighed = Array(repeating: nil, count: contexts.count)
        counts.open = Array(repeating: false, count: contexts.count)
    }

    /// Fills `counts.totals` for `root` and the contexts of this file it references, those
    /// first: a work list, each context once, references followed `maxReferenceDepth` deep.
    func evaluateTotals(from root: Int) {
        sizeCounts()
        guard counts.totals[root] == nil else { return }
        var stack: [(context: Int, depth: Int, expanded: Bool)] = [(root, 0, false)]
        // The contexts being counted, by index: the cache's table, all false between calls (a
        // table per call would cost every context for each one counted), taken out while in use.
        var open = counts.open
        counts.open = []
        var opened: [Int] = []
        defer {
            for c in opened { open[c] = false }
            counts.open = open
        }
        while let (c, depth, expanded) = stack.popLast() {
            if counts.totals[c] != nil { continue }
            if !expanded {
                stack.append((c, depth, true))
                open[c] = true
                opened.append(c)
                guard depth < maxReferenceDepth else { continue }
                for r in members(of: c).references where toolbarReferences[r].area == .bar {
                    if case .context(let t) = target(ofReference: r), counts.totals[t] == nil, !open[t] {
                        stack.append((t, depth + 1, false))
                    }
                }
                continue
            }
            // A reference still open here is a cycle, or deeper than followed: it adds nothing.
            var pending: [PendingReference] = []
            counts.totals[c] = count(c, threshold: nil, pending: &pending)
            counts.pending[c] = pending
            open[c] = false
        }
    }

    /// One context's count from its items and its references' counts (already evaluated).
    func count(_ c: Int, threshold: Int?) -> ToolbarCount {
        var pending: [PendingReference] = []
        return count(c, threshold: threshold, pending: &pending)
    }

    /// The same, noting in `pending` the references no file counted (for the project index).
    func count(_ c: Int, threshold: Int?, pending: inout [PendingReference]) -> ToolbarCount {
        let (own, references) = members(of: c)
        var units: [(token: Int, weight: Int)] = []
        units.reserveCapacity(own.count + references.count)
        for k in own where items[k].area == .bar && !items[k].isSpacer {
            let item = items[k]
            units.append((item.control.start, 1))
            // `SharedItems()` of a type this file does not know: one item here, maybe toolbar
            // content of another file.
            if item.wrapperName == nil, item.kind == .custom, item.label.dependsOnUnseenType, code.isTypeName(item.control.start) {
                pending.append(PendingReference(keys: candidateKeys(ToolbarReference(contextIndex: c, name: item.control.start,
                                                                                      isType: true, area: .bar)),
                                                countedAsItem: true))
            }
        }
        // A labelled `ToolbarItemGroup` folds its views into one control under its label: one
        // bar item, however many views it holds (they are read as menu entries).
        var collapsedGroups: [Int] = []
        for k in own where items[k].area == .overflowMenu {
            guard let group = items[k].wrapperName, !collapsedGroups.contains(group), code.isWord(group, "ToolbarItemGroup"),
                  code.closure(labelled: "label", in: code.chain(at: group, limit: code.count).base) != nil else { continue }
            collapsedGroups.append(group)
            units.append((group, 1))
        }
        var hasPriority = writesPriority(contexts[c].body)
        for r in references where toolbarReferences[r].area == .bar {
            let reference = toolbarReferences[r]
            let counted: ToolbarCount
            switch target(ofReference: r) {
            case .context(let t):
                counted = t == c ? .none : counts.totals[t] ?? .none
                if t != c, threshold.map({ counted.items < $0 }) ?? true { pending += counts.pending[t] }
            case .counted(let value):
                counted = value
            case .unknown(let keys):
                counted = .none
                pending.append(PendingReference(keys: keys))
            }
            if let threshold, counted.items >= threshold { continue }
            units.append((reference.name, counted.items))
            hasPriority = hasPriority || counted.hasPriority
        }
        // One unit shows alone; several are weighed branch by branch (each walks up to the
        // context's body only, so nested contexts cost no more than their own units).
        let items = units.count > 1 ? weighTogether(units, context: c) : units.first?.weight ?? 0
        return ToolbarCount(items: items, hasPriority: hasPriority)
    }

    /// `largestTogether(units:context:)`, reusing the last answer for the same units.
    func weighTogether(_ units: [(token: Int, weight: Int)], context c: Int) -> Int {
        sizeCounts()
        if let last = counts.weighed[c], last.units.count == units.count,
           zip(last.units, units).allSatisfy({ $0.token == $1.token && $0.weight == $1.weight }) {
            return last.items
        }
        let items = largestTogether(units: units, context: c)
        counts.weighed[c] = (units, items)
        return items
    }

    /// Whether `visibilityPriority` is written inside the block at `body`.
    func writesPriority(_ body: Int) -> Bool {
        let list = code.occurrences(of: .visibilityPriority)
        guard !list.isEmpty else { return false }
        let close = code.partner(body)
        // The first occurrence after the `{`, by binary search.
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if Int(list[mid]) <= body { low = mid + 1 } else { high = mid }
        }
        return low < list.count && Int(list[low]) < close
    }

    // MARK: The project index

    /// This file's builder contexts that other files can reference, with their counts: the
    /// project index keeps them by key. Those of private types stay in the file.
    public func declaredToolbarContent() -> [ViewKey: [DeclaredContent]] {
        var result: [ViewKey: [DeclaredContent]] = [:]
        for (k, key) in contentKeys().enumerated() {
            guard let key else { continue }
            if let scope = views.own.scopes.enclosingScope(of: contexts[k].anchor), views.own.scopes.scopes[scope].isPrivate {
                continue
            }
            let declared = DeclaredContent(count: barItemCount(ofContext: k), pending: counts.pending[k])
            if !(result[key] ?? []).contains(declared) { result[key, default: []].append(declared) }
        }
        return result
    }
}

extension ToolbarCount {
    /// An order for picking the largest of several declarations under one key, whatever order
    /// the index merged them in.
    static func fewer(_ a: ToolbarCount, _ b: ToolbarCount) -> Bool {
        a.items != b.items ? a.items < b.items : !a.hasPriority && b.hasPriority
    }
}
