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

extension Code {
    /// The `if`/`switch` branches that hold token `i` inside the block whose `{` is `body`,
    /// outermost first. Other closures on the way (a `ToolbarItem`'s, a `Group`'s) are not
    /// branches. Walks up the enclosing brackets; never recurses.
    public func branchSteps(of i: Int, within body: Int) -> [BranchStep] {
        var steps: [BranchStep] = []
        var child = i
        for opener in enclosingOpeners(of: i) {
            if opener == body { break }
            let block = Int(parent[opener])
            if tokens[opener].kind == .leftBrace, block >= 0, tokens[block].kind == .leftBrace,
               let step = branchStep(brace: opener, inBlock: block, child: child) {
                steps.append(step)
            }
            child = opener
        }
        return steps.reversed()
    }

    /// The branch that the `{` at `brace` opens, when it is the body of an `if`/`else` or a
    /// `switch` of the statement list at `block`; for a switch, the case that holds `child`.
    func branchStep(brace: Int, inBlock block: Int, child: Int) -> BranchStep? {
        let close = min(partner(block), count)
        var j = block + 1
        while j < brace {
            if isWord(j, "if") || isWord(j, "switch") {
                let (bodies, end) = branchBodies(at: j, close)
                if isWord(j, "switch") {
                    if bodies.first == brace { return BranchStep(statement: j, branch: switchCase(brace, before: child), isIf: false) }
                } else if bodies.contains(brace) {
                    return BranchStep(statement: j, branch: brace, isIf: true)
                }
                if end > j {
                    j = end
                    continue
                }
            }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        return nil
    }

    /// The last `case`/`default` label of the switch body at `open` before `child`, or the body itself.
    func switchCase(_ open: Int, before child: Int) -> Int {
        var last = open
        var j = open + 1
        while j < child && j < count {
            if isWord(j, "case") || isWord(j, "default") { last = j }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        return last
    }

    /// The identifiers in the conditions of the `if` chain that starts at `statement`
    /// (`if isEditing`, `else if mode == .select`), bodies left out.
    public func conditionIdentifiers(ofIf statement: Int) -> [Int] {
        let close = enclosingCloser(of: statement)
        let (bodies, end) = branchBodies(at: statement, close)
        var result: [Int] = []
        var j = statement + 1
        while j < min(end, close) {
            if bodies.contains(j) {
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
        // Each item's branches, flattened as (statement, branch) pairs: a key per node of the tree.
        var own: [[Int]: Int] = [[]: 0]
        for item in items {
            var key: [Int] = []
            if let k = item.contextIndex, k < contexts.count {
                for step in code.branchSteps(of: item.control.start, within: contexts[k].body) {
                    own[key] = own[key] ?? 0
                    key += [step.statement, step.branch]
                }
            }
            own[key, default: 0] += 1
        }
        // Deepest first: a node's value is its own items plus, per statement below it, its best branch.
        var best: [[Int]: [Int: Int]] = [:]
        var value: [[Int]: Int] = [:]
        for key in own.keys.sorted(by: { $0.count > $1.count }) {
            let v = own[key, default: 0] + (best[key]?.values.reduce(0, +) ?? 0)
            value[key] = v
            guard key.count >= 2 else { continue }
            let parentKey = Array(key.dropLast(2))
            let statement = key[key.count - 2]
            best[parentKey, default: [:]][statement] = max(best[parentKey]?[statement] ?? 0, v)
        }
        return value[[]] ?? 0
    }
}
