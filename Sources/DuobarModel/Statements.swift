import DuobarScanner

/// A statement of a result-builder block, as far as the model cares.
public enum Statement: Sendable {
    /// A view, item or modifier chain.
    case expression(Chain)
    /// `if`/`else if`/`else` or `switch`: the `{` of each body. The builder
    /// emits one of them, so what they hold is conditional.
    case branches([Int])
    /// Declarations and anything else that is not a view.
    case other
}

extension Code {
    /// The statements of the block whose `{` is at `open`, in order.
    /// Always advances, whatever the tokens; never recurses.
    public func statements(inBlock open: Int) -> [Statement] {
        var result: [Statement] = []
        scanStatements(inBlock: open, onCase: {}) { result.append($0) }
        return result
    }

    /// The block's one statement that is not `.other`; nil when it has none or several.
    /// (What `statements(inBlock:)` filtered would say, without the arrays.)
    func soleStatement(inBlock open: Int) -> Statement? {
        var sole: Statement?
        var count = 0
        scanStatements(inBlock: open, onCase: {}) { statement in
            if case .other = statement { return }
            count += 1
            if count == 1 { sole = statement } else { sole = nil }
        }
        return sole
    }

    /// Of `list`, how many statements are not `.other`, and the first of them: a list
    /// filtered without making the filtered array.
    static func views(in list: [Statement]) -> (count: Int, first: Statement?) {
        var count = 0
        var first: Statement?
        for statement in list {
            if case .other = statement { continue }
            if count == 0 { first = statement }
            count += 1
        }
        return (count, first)
    }

    /// The statements of each branch of an `if`/`switch` (`Statement.branches`): one list
    /// per `if`/`else` body, and one per `case` of a `switch` body.
    public func branchStatements(_ bodies: [Int]) -> [[Statement]] {
        var result: [[Statement]] = []
        for body in bodies {
            var groups: [[Statement]] = [[]]
            var sawCase = false
            scanStatements(inBlock: body, onCase: {
                if sawCase || !groups[groups.count - 1].isEmpty { groups.append([]) }
                sawCase = true
            }) { groups[groups.count - 1].append($0) }
            result.append(contentsOf: groups)
        }
        return result
    }

    /// Reports each statement of the block to `emit`, and each `case`/`default` label to `onCase`.
    func scanStatements(inBlock open: Int, onCase: () -> Void, _ emit: (Statement) -> Void) {
        guard isKind(open, .leftBrace) else { return }
        let close = min(partner(open), count)
        var i = closureBodyStart(open, close)
        while i < close {
            if isKind(i, .semicolon) { i += 1; continue }
            if isWord(i, "case") || isWord(i, "default") || (isKind(i, .attribute) && isWord(i + 1, "default")) {
                // A switch case label: skip to its colon.
                onCase()
                var j = i + 1
                while j < close && !isKind(j, .colon) { j = isOpener(j) ? partner(j) + 1 : j + 1 }
                i = j + 1
                continue
            }
            if isWord(i, "if") || isWord(i, "switch") {
                let (bodies, end) = branchBodies(at: i, close)
                emit(.branches(bodies))
                i = max(end, i + 1)
                continue
            }
            if isWord(i, "let") || isWord(i, "var") || isWord(i, "func") || isKind(i, .attribute) || isWord(i, "struct") {
                emit(.other)
                i = statementEnd(from: i + 1, close)
                continue
            }
            var start = i
            if isWord(i, "return") { start = i + 1 }
            let chain = self.chain(at: start, limit: close)
            if chain.parts[0].name != nil || chain.parts.count > 1 {
                emit(.expression(chain))
            } else {
                emit(.other)
            }
            i = statementEnd(from: max(chain.end, start + 1), close)
        }
    }

    /// Where the statement that runs up to `from` ends: the next token that begins a line
    /// (or a `;`) at this level.
    func statementEnd(from: Int, _ close: Int) -> Int {
        var j = from
        while j < close && !tokens[j].hasNewlineBefore && !isKind(j, .semicolon) {
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        // A line that ends with `=` continues on the next: `let tint =` then an `if` or
        // `switch` expression whose branches are values, not views of the block. So does one
        // that ends with an infix operator or a ternary's `?` or `:` (`let icon: Image = ok ?`).
        while j < close && j > from && continuesOnNextLine(j - 1) {
            if isWord(j, "if") || isWord(j, "switch") {
                j = max(branchBodies(at: j, close).1, j + 1)
            } else {
                // A bracket that opens the next line is passed whole (`=` then `[` on its own line).
                j = isOpener(j) ? partner(j) + 1 : j + 1
            }
            while j < close && !tokens[j].hasNewlineBefore && !isKind(j, .semicolon) {
                j = isOpener(j) ? partner(j) + 1 : j + 1
            }
        }
        // A line that starts with `.` continues the previous statement's chain.
        while j < close && isKind(j, .dot) {
            j += 1
            while j < close && !tokens[j].hasNewlineBefore && !isKind(j, .semicolon) {
                j = isOpener(j) ? partner(j) + 1 : j + 1
            }
        }
        return min(max(j, from), close)
    }

    /// The line whose last token is `last` goes on: it ends with `=`, an infix operator
    /// (spaced on its left, unlike a postfix `!` or `?`), or a ternary's spaced `:` (unlike
    /// `case .idle:` or `default:`).
    func continuesOnNextLine(_ last: Int) -> Bool {
        let t = tokens[last]
        switch t.kind {
        case .operator: return t.hasSpaceBefore || isOperator(last, "=")
        case .colon: return t.hasSpaceBefore
        default: return false
        }
    }

    /// Where a condition clause that starts at `from` ends, at `end` at the latest: at the
    /// body's `{`, the next clause's `,`, or a `guard`'s `else`, outside brackets.
    func conditionClauseEnd(from: Int, _ end: Int) -> Int {
        var j = from
        while j < end {
            if isKind(j, .leftBrace) || isKind(j, .comma) || isWord(j, "else") { return j }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        return min(max(j, from), end)
    }

    /// Skips a closure signature (`{ item in`, `{ (a, b) -> V in`) on the opening line.
    func closureBodyStart(_ open: Int, _ close: Int) -> Int {
        var j = open + 1
        var steps = 0
        while j < close && steps < 64 {
            if j > open + 1 && tokens[j].hasNewlineBefore { break }
            if isWord(j, "in") { return j + 1 }
            j = isOpener(j) ? partner(j) + 1 : j + 1
            steps += 1
        }
        return open + 1
    }

    /// For `if …`/`switch …` at `i`: the `{` of every body, and where the statement ends.
    public func branchBodies(at i: Int, _ close: Int) -> ([Int], Int) {
        var bodies: [Int] = []
        var j = i
        while j < close {
            // Find the body's `{`: the first brace at this level after the condition.
            var k = j + 1
            while k < close && !isKind(k, .leftBrace) {
                k = isOpener(k) ? partner(k) + 1 : k + 1
            }
            guard k < close else { return (bodies, close) }
            bodies.append(k)
            j = partner(k) + 1
            guard isWord(j, "else") else { return (bodies, j) }
            if isWord(j + 1, "if") {
                j += 1
                continue
            }
            if isKind(j + 1, .leftBrace) {
                bodies.append(j + 1)
                return (bodies, partner(j + 1) + 1)
            }
            return (bodies, j + 1)
        }
        return (bodies, close)
    }

    /// The type a stack written at `name` holds as its only view (`ZStack { StatusView(…) }`,
    /// modifiers allowed): nil for any other stack, a stack of several views, or one holding
    /// a branch, a member or a system view.
    func onlyCalledType(inStack name: Int) -> Int? {
        guard isWord(name, "ZStack") || isWord(name, "HStack") || isWord(name, "VStack") || isWord(name, "Group") else { return nil }
        let chain = chain(at: name, limit: count)
        guard let block = chain.base.closures.first, chain.base.closures.count == 1,
              case .expression(let inner)? = soleStatement(inBlock: block),
              let held = inner.base.name, !inner.base.isMember, isTypeName(held), !isKind(held + 1, .dot),
              ControlName(self, held) == .other, !isSystemCustomView(held) else { return nil }
        return held
    }
}
