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
        // A line that starts with `.` continues the previous statement's chain.
        while j < close && isKind(j, .dot) {
            j += 1
            while j < close && !tokens[j].hasNewlineBefore && !isKind(j, .semicolon) {
                j = isOpener(j) ? partner(j) + 1 : j + 1
            }
        }
        return min(max(j, from), close)
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

    /// For `if …`/`switch …` at `i`: the `{` of every body that can run on an iPhone Duo, and
    /// where the statement ends. An availability check that holds on iOS 27.1 decides:
    /// `if #available(iOS 26, *) { A } else { B }` is A alone, `if #unavailable(iOS 26) { A }`
    /// nothing.
    public func branchBodies(at i: Int, _ close: Int) -> ([Int], Int) {
        var bodies: [Int] = []
        var j = i
        var decided = false
        while j < close {
            // Find the body's `{`: the first brace at this level after the condition.
            var k = j + 1
            while k < close && !isKind(k, .leftBrace) {
                k = isOpener(k) ? partner(k) + 1 : k + 1
            }
            guard k < close else { return (bodies, close) }
            let availability = isWord(j, "if") ? availabilityHolds(j + 1, k) : nil
            if !decided && availability != false { bodies.append(k) }
            if availability == true { decided = true }
            j = partner(k) + 1
            guard isWord(j, "else") else { return (bodies, j) }
            if isWord(j + 1, "if") {
                j += 1
                continue
            }
            if isKind(j + 1, .leftBrace) {
                if !decided { bodies.append(j + 1) }
                return (bodies, partner(j + 1) + 1)
            }
            return (bodies, j + 1)
        }
        return (bodies, close)
    }

    /// For a condition that is one availability check, what it is on iOS 27.1 and later:
    /// `#available` that lists iOS at 27.1 or below (or does not list iOS and ends with `*`)
    /// is true, `#unavailable` of such a version is false. Nil when it may be either (a
    /// newer version) and for any other condition.
    func availabilityHolds(_ start: Int, _ end: Int) -> Bool? {
        guard isKind(start, .poundKeyword), isKind(start + 1, .leftParen), partner(start + 1) == end - 1 else { return nil }
        let t = tokens[start]
        let pointer = text.baseAddress! + Int(t.start)
        let unavailable = Keywords.equals(pointer, t.length, "#unavailable")
        guard unavailable || Keywords.equals(pointer, t.length, "#available") else { return nil }
        var holds: Bool?
        var sawStar = false
        for arg in arguments(open: start + 1) {
            if arg.end == arg.start + 1 && isOperator(arg.start, "*") { sawStar = true; continue }
            guard isWord(arg.start, "iOS") else { continue }
            // `iOS 26`, `iOS 26.0`, `iOS 17.0.1`: compared as major and minor.
            let version = string(from: arg.start + 1, to: arg.end).split(separator: ".").compactMap { Int($0) }
            guard let major = version.first else { return nil }
            let minor = version.count > 1 ? version[1] : 0
            holds = major < 27 || (major == 27 && minor <= 1)
        }
        guard holds ?? sawStar else { return nil }
        return !unavailable
    }
}
