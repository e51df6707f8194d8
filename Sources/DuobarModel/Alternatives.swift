import DuobarScanner

/// One `if`/`switch` branch that holds a token: of the branches of one statement, only one
/// is shown at a time.
public struct BranchStep: Sendable, Equatable {
    /// The statement: its `if` keyword (the first of an `else if` chain) or its `switch` keyword.
    public var statement: Int
    /// The branch: the `{` of an `if`/`else` body, or a switch's `case`/`default` token.
    public var branch: Int
    public var isIf: Bool
}

/// The `if`/`switch` bodies of each statement list, found once per list and kept: many items
/// in one long list (or one long `else if` chain, or one long `switch`) must not each scan it.
public final class BranchIndex {
    /// For a statement list's `{`: each `if`/`else` body's `{` → its step; each `switch`
    /// body's `{` → a step whose branch is filled in per case.
    var bodies: [Int: [Int: BranchStep]] = [:]
    /// For a `switch` body's `{`: its `case`/`default` labels, in order.
    var cases: [Int: [Int]] = [:]
    /// For an `if` chain's first `if`: the hashes of the names its conditions read.
    var conditionNames: [Int: Set<UInt64>] = [:]
    /// By a name's hash: the hashes of the names read by the file's computed `Bool` properties
    /// of that name (`var hasChanges: Bool { draft != saved }`); nil until first asked.
    var computedReads: [UInt64: Set<UInt64>]?

    public init() {}
}

extension Code {
    /// The `if`/`switch` branches that hold token `i` inside the block whose `{` is `body`,
    /// outermost first. Other closures on the way (a `ToolbarItem`'s, a `Group`'s) are not
    /// branches. Walks up the enclosing brackets; never recurses.
    public func branchSteps(of i: Int, within body: Int, index: BranchIndex = BranchIndex()) -> [BranchStep] {
        var steps: [BranchStep] = []
        var child = i
        for opener in enclosingOpeners(of: i) {
            if opener == body { break }
            let block = Int(parent[opener])
            if tokens[opener].kind == .leftBrace, block >= 0, tokens[block].kind == .leftBrace,
               let step = branchStep(brace: opener, inBlock: block, child: child, index) {
                steps.append(step)
            }
            child = opener
        }
        // Turned in place: `reversed()` made a second array.
        steps.reverse()
        return steps
    }

    /// The branch that the `{` at `brace` opens, when it is the body of an `if`/`else` or a
    /// `switch` of the statement list at `block`; for a switch, the case that holds `child`.
    func branchStep(brace: Int, inBlock block: Int, child: Int, _ index: BranchIndex) -> BranchStep? {
        if index.bodies[block] == nil { indexBranches(of: block, index) }
        guard var step = index.bodies[block]?[brace] else { return nil }
        if !step.isIf { step.branch = switchCase(brace, before: child, index) }
        return step
    }

    /// Records the `if`/`switch` bodies of the statement list at `block`, in one pass.
    func indexBranches(of block: Int, _ index: BranchIndex) {
        var found: [Int: BranchStep] = [:]
        let close = min(partner(block), count)
        var j = block + 1
        while j < close {
            if isWord(j, "if") || isWord(j, "switch") {
                let (bodies, end) = branchBodies(at: j, close)
                if isWord(j, "switch") {
                    if let body = bodies.first { found[body] = BranchStep(statement: j, branch: body, isIf: false) }
                } else {
                    for body in bodies { found[body] = BranchStep(statement: j, branch: body, isIf: true) }
                }
                if end > j {
                    j = end
                    continue
                }
            }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        index.bodies[block] = found
    }

    /// The last `case`/`default` label of the switch body at `open` before `child`, or the body itself.
    func switchCase(_ open: Int, before child: Int, _ index: BranchIndex) -> Int {
        if index.cases[open] == nil {
            var labels: [Int] = []
            let close = min(partner(open), count)
            var j = open + 1
            while j < close {
                if isWord(j, "case") || isWord(j, "default") { labels.append(j) }
                j = isOpener(j) ? partner(j) + 1 : j + 1
            }
            index.cases[open] = labels
        }
        let labels = index.cases[open] ?? []
        // The last label before `child`, by binary search.
        var low = 0, high = labels.count
        while low < high {
            let mid = (low + high) / 2
            if labels[mid] < child { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? labels[low - 1] : open
    }

    /// The hashes (`Code.nameHash`) of the names read by the conditions of the `if` chain
    /// that starts at `statement`, kept in `index`.
    func conditionNameHashes(ofIf statement: Int, _ index: BranchIndex) -> Set<UInt64> {
        if let known = index.conditionNames[statement] { return known }
        var names: Set<UInt64> = []
        for identifier in conditionIdentifiers(ofIf: statement) {
            let hash = nameHash(identifier)
            names.insert(hash)
            // `if hasChanges`, where `var hasChanges: Bool { draft != saved }`: the condition
            // reads what the property reads.
            names.formUnion(computedBoolReads(hash, index))
        }
        index.conditionNames[statement] = names
        return names
    }

    /// The hashes of the names read by the file's computed `Bool` property whose name hashes
    /// to `hash` (`var hasChanges: Bool { … }`). The file's properties are found in one walk,
    /// the first time any is asked for.
    func computedBoolReads(_ hash: UInt64, _ index: BranchIndex) -> Set<UInt64> {
        if index.computedReads == nil {
            var found: [UInt64: Set<UInt64>] = [:]
            var j = 0
            while j + 4 < count {
                guard isWord(j, "var"), isIdentifier(j + 1), isKind(j + 2, .colon), isWord(j + 3, "Bool"),
                      isKind(j + 4, .leftBrace) else {
                    j += 1
                    continue
                }
                let close = min(partner(j + 4), count)
                var reads: Set<UInt64> = []
                for k in (j + 5)..<max(j + 5, close) where isIdentifier(k) { reads.insert(nameHash(k)) }
                found[nameHash(j + 1), default: []].formUnion(reads)
                j = max(close, j + 1)
            }
            index.computedReads = found
        }
        return index.computedReads?[hash] ?? []
    }

    /// The identifiers in the conditions of the `if` chain that starts at `statement`
    /// (`if isEditing`, `else if mode == .select`), bodies left out.
    public func conditionIdentifiers(ofIf statement: Int) -> [Int] {
        let close = enclosingCloser(of: statement)
        let (bodies, end) = branchBodies(at: statement, close)
        var result: [Int] = []
        var j = statement + 1
        var next = 0
        while j < min(end, close) {
            // Bodies come in order: skip each as it is reached.
            while next < bodies.count && bodies[next] < j { next += 1 }
            if next < bodies.count && bodies[next] == j {
                j = partner(j) + 1
                continue
            }
            if isIdentifier(j) { result.append(j) }
            j += 1
        }
        return result
    }
}

extension FileModel {
    /// How many of `items` can be shown at once: the branches of one `if`/`else` or `switch`
    /// are alternatives, so each statement counts with its largest branch, not the sum.
    /// Items outside any toolbar context (UIKit) count one each.
    public func largestTogether(_ items: [BarItem]) -> Int {
        largestTogether(items.map { (token: $0.control.start, context: $0.contextIndex, weight: 1) })
    }

    /// The same for weighted tokens of one context: an item weighs one, a reference to other
    /// toolbar content what that content counts.
    func largestTogether(units: [(token: Int, weight: Int)], context: Int) -> Int {
        largestTogether(units.map { (token: $0.token, context: context, weight: $0.weight) })
    }

    func largestTogether(_ units: [(token: Int, context: Int?, weight: Int)]) -> Int {
        // A tree of branches: node 0 is the context; each other node is one branch of one
        // statement inside its parent node. Children are made after their parents.
        struct Key: Hashable { var parent: Int; var statement: Int; var branch: Int }
        var ids: [Key: Int] = [:]
        // Node 0's parent and statement are -1. One array per field, made only when a branch
        // is met: most units are in none, and then only node 0's count is needed.
        var parent: [Int] = [], statement: [Int] = [], own: [Int] = []
        var rootOwn = 0
        for unit in units where unit.weight > 0 {
            var node = 0
            if let k = unit.context, k < contexts.count {
                for step in code.branchSteps(of: unit.token, within: contexts[k].body, index: branches) {
                    let key = Key(parent: node, statement: step.statement, branch: step.branch)
                    if let id = ids[key] {
                        node = id
                    } else {
                        if own.isEmpty { (parent, statement, own) = ([-1], [-1], [0]) }
                        parent.append(node)
                        statement.append(step.statement)
                        own.append(0)
                        node = own.count - 1
                        ids[key] = node
                    }
                }
            }
            if node == 0 { rootOwn += unit.weight } else { own[node] += unit.weight }
        }
        if own.isEmpty { return rootOwn }
        own[0] = rootOwn
        // Children first: a node counts its own items plus, per statement below it, its best branch.
        var best = [[Int: Int]](repeating: [:], count: own.count)
        for node in stride(from: own.count - 1, through: 1, by: -1) {
            let value = own[node] + best[node].values.reduce(0, +)
            best[parent[node]][statement[node]] = max(best[parent[node]][statement[node]] ?? 0, value)
        }
        return own[0] + best[0].values.reduce(0, +)
    }
}

extension FileModel {
    /// The SwiftUI items that stand in for one another in one place: the items of one
    /// `if`/`else` chain or `switch` in a toolbar context, when at least two of its branches
    /// show an item, each such branch shows exactly one (nested branches included), and all
    /// of them have the same placement. A branch that shows nothing here (`EmptyView()`, a
    /// `ProgressView()` while busy, a reference to other toolbar content) is left out, and so
    /// is a `ProgressView` item among the others (a `case .syncing: ProgressView()`). Each
    /// slot lists indices into `items`, in source order.
    /// Only the contexts in `only` are read, when given.
    public func alternativeSlots(in only: Set<Int>? = nil) -> [[Int]] {
        // Statement → its branches → the items each shows.
        var byStatement: [Int: [Int: [Int]]] = [:]
        for (k, item) in items.enumerated() where item.framework == .swiftUI {
            // A progress view stands in for the others while they are busy: it is not one of them.
            guard let c = item.contextIndex, c < contexts.count, only?.contains(c) ?? true,
                  !code.isWord(item.control.start, "ProgressView") else { continue }
            for step in code.branchSteps(of: item.control.start, within: contexts[c].body, index: branches) {
                byStatement[step.statement, default: [:]][step.branch, default: []].append(k)
            }
        }
        var slots: [[Int]] = []
        for (_, shown) in byStatement where shown.count >= 2 && shown.values.allSatisfy({ $0.count == 1 }) {
            let slot = shown.values.map { $0[0] }.sorted()
            let placements = slot.map { items[$0].placementMember.map { code.string($0) } }
            guard placements.allSatisfy({ $0 == placements[0] }) else { continue }
            slots.append(slot)
        }
        return slots.sorted { $0[0] < $1[0] }
    }

    /// A SwiftUI `ProgressView` item in one branch of an `if`/`else` whose other branch shows
    /// something (`if importing { ProgressView() } else { SaveButton() }`): it stands in for
    /// that while busy, as a busy branch of a label does.
    ///
    /// UIKit: an activity indicator as the custom view (`UIBarButtonItem(customView: spinner)`,
    /// the view built as a `UIActivityIndicatorView` or named as a spinner) put in a position
    /// this file also gives another item: it stands in for that one while a request runs.
    public func isBusyStandIn(_ item: BarItem) -> Bool {
        if item.framework == .uiKit {
            guard item.label.labelClass == .custom, !item.positions.isEmpty, isActivityIndicator(item) else { return false }
            if items.contains(where: { other in
                other.control.start != item.control.start && other.kind != .spacer && other.label.labelClass != .custom
                    && !other.positions.intersection(item.positions).isEmpty
            }) { return true }
            // The item it stands in for may be a value held elsewhere: `let saved =
            // navigationItem.rightBarButtonItem`, later `navigationItem.rightBarButtonItem = saved`.
            // The position's property is assigned again in this file, and not only `nil` (a
            // spinner shown while loading and then taken away stands in for nothing).
            guard let word = item.positionWord else { return false }
            var assignments = 0
            for j in code.candidates(Vocabulary.positionWords)
            where code.isOperator(j + 1, "=") && !code.isWord(j + 2, "nil") && code.sameText(j, word) {
                assignments += 1
                if assignments >= 2 { return true }
            }
            return false
        }
        guard item.framework == .swiftUI, code.isWord(item.control.start, "ProgressView"),
              let c = item.contextIndex, c < contexts.count,
              let step = code.branchSteps(of: item.control.start, within: contexts[c].body, index: branches).last,
              step.isIf else { return false }
        let (bodies, _) = code.branchBodies(at: step.statement, code.enclosingCloser(of: step.statement))
        return bodies.contains { $0 != step.branch && code.partner($0) > $0 + 1 }
    }

    /// A UIKit item whose custom view is an activity indicator: built as `UIActivityIndicatorView`
    /// (or a type named as a spinner), or held in a name that says so (`activityIndicator`,
    /// `loadingIndicatorView`, `spinner`).
    func isActivityIndicator(_ item: BarItem) -> Bool {
        if let type = item.customViewType, code.isWord(type, "UIActivityIndicatorView") || code.isSpinnerTypeName(type) {
            return true
        }
        guard let view = item.label.viewType else { return false }
        return code.nameContains(view, "activityindicator", ignoringCase: true) || code.nameContains(view, "spinner", ignoringCase: true)
            || code.nameContains(view, "loadingindicator", ignoringCase: true)
    }

    /// The titles a conditional item's states show, in order, read again from its code when a
    /// rule asks: the branches of its `ToolbarItem`'s one `if`/`switch`, or of its control's
    /// label closure. Empty for other items and for a view of the project's.
    public func branchTitles(_ item: BarItem) -> [TokenRange] {
        guard item.label.labelClass == .conditional, item.framework == .swiftUI else { return [] }
        var leaves: [Chain] = []
        if item.wrapperIsSingleItem, let wrapper = item.wrapperName {
            let base = code.chain(at: wrapper, limit: code.count).base
            if let content = code.firstTrailingClosure(base) ?? code.closure(labelled: "content", in: base) {
                let top = code.statements(inBlock: content).filter { if case .other = $0 { return false }; return true }
                if top.count == 1, case .branches(let bodies) = top[0] {
                    var pending = Array(code.branchStatements(bodies).reversed())
                    while let list = pending.popLast(), leaves.count < 64 {
                        for statement in list {
                            switch statement {
                            case .branches(let inner): pending.append(contentsOf: code.branchStatements(inner).reversed())
                            case .expression(let chain): leaves.append(chain)
                            case .other: break
                            }
                        }
                    }
                }
            }
        }
        if leaves.isEmpty {
            let shape = code.controlShape(code.chain(at: item.control.start, limit: code.count), views: views)
            if let closure = shape.labelClosure, let slots = code.leafSlots(closure) {
                for case .chain(let chain) in slots { leaves.append(chain) }
            }
            return leaves.compactMap { code.leafLabel($0, views: views).title }
        }
        return leaves.compactMap { code.controlShape($0, views: views).label.title }
    }
}
