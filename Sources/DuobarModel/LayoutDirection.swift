import DuobarScanner

/// What a layout-direction comparison's result positions (docs/model.md, "Layout direction").
public enum LayoutPositioning: Sendable, Equatable {
    /// An `alignment:` argument: of a `ZStack`, `.overlay`, `.frame`, a stack…; `at` is the callee.
    case alignment
    /// `.safeAreaInset(edge:)`.
    case safeAreaEdge
    /// `.padding(_:_:)`'s edges.
    case padding
    /// A leading, trailing, left or right layout anchor.
    case anchor
}

/// A comparison of the layout direction (`layoutDirection == .rightToLeft`) whose result places
/// a view against its container or the screen.
public struct LayoutDirectionUse: Sendable {
    /// The layout-direction property compared (`layoutDirection`, `effectiveUserInterfaceLayoutDirection`).
    public var comparison: Int
    public var positioning: LayoutPositioning
    /// Where the result positions the view: the callee of the `alignment:` argument, the
    /// `safeAreaInset` or `padding` modifier, or the anchor.
    public var at: Int
}

extension FileModel {
    /// The layout-direction comparisons whose result positions a view. Found on demand (only
    /// the opt-in rule that reports them asks), with one pass over the tokens and bounded work
    /// per comparison.
    public func layoutDirectionUses() -> [LayoutDirectionUse] {
        code.layoutDirectionUses()
    }
}

extension Code {
    func layoutDirectionUses() -> [LayoutDirectionUse] {
        // Every direction property holds these bytes: most files never write them, and one
        // search of the bytes (anchored on the `D`) skips the look at every name.
        let fragment: StaticString = "ayoutDirection"
        guard ByteClass.firstIndex(text, fragment.utf8Start, fragment.utf8CodeUnitCount, anchor: 6) != nil else { return [] }
        var result: [LayoutDirectionUse] = []
        // Following a name reads the whole file: a file full of comparisons gets 64 of those.
        var nameScans = 64
        for i in 0..<count where isDirectionProperty(i) {
            guard let comparison = directionComparison(at: i), !isInsideCell(i), !isInsideChart(i),
                  let (positioning, at) = positioning(of: comparison, nameScans: &nameScans) else { continue }
            result.append(LayoutDirectionUse(comparison: i, positioning: positioning, at: at))
        }
        return result
    }

    /// `layoutDirection` (SwiftUI's environment value, UIKit's trait), `effectiveUserInterfaceLayoutDirection`,
    /// `userInterfaceLayoutDirection` (of the application, or `UIView`'s class function).
    func isDirectionProperty(_ i: Int) -> Bool {
        let t = tokens[i]
        // Most identifiers fail on their length before the vocabulary is asked.
        guard t.kind == .identifier, t.length == 15 || t.length == 28 || t.length == 37 else { return false }
        return Vocabulary.kind(self, i) == .layoutDirection
    }

    /// `.rightToLeft` / `.leftToRight`, also written with its type (`LayoutDirection.rightToLeft`):
    /// the tokens it takes from `i`, or 0.
    func directionCase(at i: Int) -> Int {
        func isCase(_ j: Int) -> Bool { isWord(j, "rightToLeft") || isWord(j, "leftToRight") }
        if isKind(i, .dot), isCase(i + 1), !isKind(i + 2, .dot) { return 2 }
        if isIdentifier(i), isKind(i + 1, .dot), isCase(i + 2), !isKind(i + 3, .dot) { return 3 }
        return 0
    }

    /// The comparison around the property at `i`: `x.layoutDirection == .rightToLeft`, the other
    /// way round, or `switch layoutDirection { case .rightToLeft: … }`; nil for any other use
    /// (`.environment(\.layoutDirection, …)`, an assignment).
    func directionComparison(at i: Int) -> TokenRange? {
        // The receiver: `self.view.`, `UIApplication.shared.`, `button?.`.
        var start = i
        var steps = 0
        while isKind(start - 1, .dot), steps < 16 {
            steps += 1
            var p = start - 2
            if isOperator(p, "?") || isOperator(p, "!") { p -= 1 }
            if isKind(p, .rightParen) { p = partner(p) - 1 }
            guard isIdentifier(p) || isWord(p, "self") || isKind(p, .keyword) else { break }
            start = p
        }
        var end = i + 1
        if isKind(end, .leftParen) { end = partner(end) + 1 }
        if isOperator(end, "==") || isOperator(end, "!=") {
            let n = directionCase(at: end + 1)
            return n > 0 ? TokenRange(start, end + 1 + n) : nil
        }
        if isOperator(start - 1, "==") || isOperator(start - 1, "!=") {
            for n in [2, 3] where directionCase(at: start - 1 - n) == n { return TokenRange(start - 1 - n, end) }
            return nil
        }
        if isWord(start - 1, "switch"), isKind(end, .leftBrace) { return TokenRange(start - 1, end) }
        return nil
    }

    /// What the result of the comparison (or of a name that holds it) positions, if anything: read
    /// where it is used as a ternary's condition, an `if`/`guard`/`switch` condition, an argument,
    /// or the value of a `let`/`var` or computed property whose uses are read in turn (two names
    /// deep at most).
    func positioning(of comparison: TokenRange, nameScans: inout Int) -> (LayoutPositioning, Int)? {
        var work: [(use: TokenRange, depth: Int)] = [(comparison, 0)]
        var visited = 0
        while let (use, depth) = work.popLast() {
            visited += 1
            if visited > 64 { break }
            // `switch layoutDirection { … }` and `if … {` / `guard … else {`: what the branches do.
            if isWord(use.start, "switch") {
                if let found = positioningMarker(in: TokenRange(use.end, partner(use.end) + 1)) { return found }
                continue
            }
            var value = use
            // `(cmp)` as a whole.
            while isKind(value.start - 1, .leftParen), partner(value.start - 1) == value.end { value = TokenRange(value.start - 1, value.end + 1) }
            if let bodies = conditionBodies(of: value) {
                for body in bodies {
                    if let found = positioningMarker(in: TokenRange(body, partner(body) + 1)) { return found }
                }
                // Branches that return a value (`if rtl { return .leading } else { … }`) give it to
                // the property or function they are in: its uses are read.
                guard depth < 2, nameScans > 0, bodies.contains(where: returnsValue), let name = holder(of: value) else { continue }
                nameScans -= 1
                for use in uses(of: name) { work.append((use, depth + 1)) }
                continue
            }
            // `cmp ? a : b`: the ternary is the value; its arms may name anchors.
            if isOperator(value.end, "?"), tokens[value.end].hasSpaceBefore {
                let end = expressionEnd(from: value.end + 1)
                if let anchor = anchorName(in: TokenRange(value.end + 1, end)) { return (.anchor, anchor) }
                value = TokenRange(value.start, end)
            }
            if let found = argumentPositioning(value) { return found }
            guard depth < 2, nameScans > 0, let name = holder(of: value) else { continue }
            nameScans -= 1
            for use in uses(of: name) { work.append((use, depth + 1)) }
        }
        return nil
    }

    /// The block at `open` has a `return` with a value at its own level.
    func returnsValue(_ open: Int) -> Bool {
        let close = min(partner(open), count)
        var j = open + 1
        while j < close {
            if isWord(j, "return"), j + 1 < close, !tokens[j + 1].hasNewlineBefore, !isKind(j + 1, .rightBrace) { return true }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        return false
    }

    /// Where a ternary's arms that start at `from` end: the first `,`, `;`, `{` or closer at their
    /// level, or a line that does not go on with `.`, `:` or `?`.
    func expressionEnd(from: Int) -> Int {
        var j = from
        while j < count {
            let k = tokens[j].kind
            if k == .comma || k == .semicolon || k == .leftBrace || Code.opener(for: k) != nil { break }
            if j > from && tokens[j].hasNewlineBefore && k != .dot && k != .colon && !isOperator(j, "?") { break }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        return j
    }

    /// For a condition of an `if`, `else if`, `guard` or `while`: the `{` of each body the
    /// statement runs (the `else` of a `guard`), found by walking back to the keyword at the same
    /// level; nil when the expression is not a condition.
    func conditionBodies(of value: TokenRange) -> [Int]? {
        var j = value.start - 1
        var steps = 0
        while j >= 0 && steps < 64 {
            steps += 1
            if isWord(j, "if") || isWord(j, "guard") || isWord(j, "while") {
                let close = enclosingCloser(of: j)
                if isWord(j, "guard") {
                    var k = value.end
                    while k < close && !isKind(k, .leftBrace) { k = isOpener(k) ? partner(k) + 1 : k + 1 }
                    return k < close ? [k] : nil
                }
                let (bodies, _) = branchBodies(at: j, close)
                return bodies.isEmpty || bodies[0] < value.end ? nil : bodies
            }
            if isKind(j, .leftBrace) || isKind(j, .rightBrace) || isKind(j, .semicolon) || isWord(j, "return")
                || isOperator(j, "=") || isKind(j, .leftParen) || isKind(j, .leftBracket) {
                return nil
            }
            // A condition may go on over lines after `,`, `&&` or `||`.
            if tokens[j].hasNewlineBefore, !(isKind(j - 1, .comma) || isOperator(j - 1, "&&") || isOperator(j - 1, "||")) {
                return nil
            }
            if let k = kind(j), Code.opener(for: k) != nil, partner(j) != j { j = partner(j) - 1 } else { j -= 1 }
        }
        return nil
    }

    /// The argument a value is (part of): `alignment:` (not of a text-alignment modifier),
    /// `.safeAreaInset(edge:)`, `.padding`'s first argument; through `Alignment(horizontal:…)`.
    func argumentPositioning(_ value: TokenRange) -> (LayoutPositioning, Int)? {
        var value = value
        var steps = 0
        while steps < 4 {
            steps += 1
            let open = Int(parent[min(value.start, count - 1)])
            guard open >= 0, isKind(open, .leftParen), let arg = arguments(open: open).first(where: {
                $0.start <= value.start && value.end <= $0.end
            }) else { return nil }
            let callee = open - 1
            guard isIdentifier(callee) || isKind(callee, .keyword) else { return nil }
            if isWord(arg.label, "alignment") { return (.alignment, callee) }
            if isWord(arg.label, "edge"), isWord(callee, "safeAreaInset") { return (.safeAreaEdge, callee) }
            if isWord(callee, "padding"), arg.label == nil, arg.start == open + 1 { return (.padding, callee) }
            // `Alignment(horizontal: …, vertical: .top)` is itself a value.
            guard isWord(arg.label, "horizontal"), isWord(callee, "Alignment") else { return nil }
            value = TokenRange(callee, partner(open) + 1)
        }
        return nil
    }

    /// A leading, trailing, left or right anchor named in `range` on a line that ties it to a
    /// view controller's `view`, a layout guide (`safeAreaLayoutGuide`, `layoutMarginsGuide`,
    /// `readableContentGuide`), a `superview` or the `window`: a view placed against its container
    /// or the screen. Anchors between a control's own parts (a gradient against its mask view)
    /// place nothing on the screen.
    func anchorName(in range: TokenRange) -> Int? {
        var j = range.start
        while j < min(range.end, count) {
            defer { j += 1 }
            guard isWord(j, "leadingAnchor") || isWord(j, "trailingAnchor") || isWord(j, "leftAnchor") || isWord(j, "rightAnchor")
            else { continue }
            var a = j
            while a > range.start && !tokens[a].hasNewlineBefore { a -= 1 }
            var b = j + 1
            while b < min(range.end, count) && !tokens[b].hasNewlineBefore { b += 1 }
            for k in a..<b where isIdentifier(k) {
                if isWord(k, "safeAreaLayoutGuide") || isWord(k, "layoutMarginsGuide") || isWord(k, "readableContentGuide")
                    || isWord(k, "superview") || isWord(k, "window")
                    || isWord(k, "view") && (!isKind(k - 1, .dot) || isWord(k - 2, "self")) {
                    return j
                }
            }
        }
        return nil
    }

    /// Code in a branch that positions a view against its container: an anchor, `.padding(.leading…`,
    /// an `alignment:` of a leading or trailing value, `.safeAreaInset(edge:)`.
    func positioningMarker(in range: TokenRange) -> (LayoutPositioning, Int)? {
        if let anchor = anchorName(in: range) { return (.anchor, anchor) }
        var j = range.start
        while j < min(range.end, count) {
            defer { j += 1 }
            guard isKind(j, .leftParen), isIdentifier(j - 1) else { continue }
            let callee = j - 1
            for arg in arguments(open: j) {
                if isWord(arg.label, "edge"), isWord(callee, "safeAreaInset") { return (.safeAreaEdge, callee) }
                if isWord(arg.label, "alignment") || isWord(callee, "padding") && arg.label == nil && arg.start == j + 1,
                   namesHorizontalEdge(TokenRange(arg.start, arg.end)) {
                    return (isWord(callee, "padding") ? .padding : .alignment, callee)
                }
            }
        }
        return nil
    }

    /// `.leading`, `.trailing`, `.topLeading`, `.bottomTrailing`… somewhere in the range.
    func namesHorizontalEdge(_ range: TokenRange) -> Bool {
        var j = range.start
        while j < min(range.end, count) {
            if isIdentifier(j), isKind(j - 1, .dot) {
                let b = bytes(j)
                func ends(_ s: StaticString) -> Bool {
                    let n = s.utf8CodeUnitCount
                    return b.count >= n && ByteClass.equal(b.baseAddress! + (b.count - n), s.utf8Start, n)
                }
                if isWord(j, "leading") || isWord(j, "trailing") || ends("Leading") || ends("Trailing") { return true }
            }
            j += 1
        }
        return false
    }

    /// The name that holds a value: `let isRTL = value`, `var isRTL: Bool { value }`, a `return value`
    /// in a computed property or function (`func edge() -> Edge { … }`).
    func holder(of value: TokenRange) -> Int? {
        // `let name = value`, `let name: T = value`, `name = value`, `self.name = value`; not
        // another value's property (`label.textAlignment = value`).
        if isOperator(value.start - 1, "=") {
            var j = value.start - 2
            var k = j
            var steps = 0
            while k > 0 && steps < 8 && !isKind(k, .colon) && !isWord(k, "let") && !isWord(k, "var") && !tokens[k].hasNewlineBefore {
                k -= 1
                steps += 1
            }
            if isKind(k, .colon) { j = k - 1 }
            guard isIdentifier(j) else { return nil }
            if isKind(j - 1, .dot) && !isWord(j - 2, "self") { return nil }
            return j
        }
        // The body of a computed property or function, directly or through `return`, `if`/`else`.
        var brace = Int(parent[min(value.start, count - 1)])
        var steps = 0
        while brace >= 0, isKind(brace, .leftBrace), steps < 4 {
            steps += 1
            if let name = declaredName(ofBody: brace) { return name }
            // Out of an `if`/`else` or `switch` body.
            brace = Int(parent[brace])
        }
        return nil
    }

    /// For the `{` of `var name: T {` or `func name(…) -> T {`: the name token.
    func declaredName(ofBody brace: Int) -> Int? {
        var j = brace - 1
        var steps = 0
        while j >= 0 && steps < 32 {
            steps += 1
            if isWord(j, "var") || isWord(j, "func") { return isIdentifier(j + 1) ? j + 1 : nil }
            if isKind(j, .leftBrace) || isKind(j, .rightBrace) || isKind(j, .semicolon) || isOperator(j, "=") { return nil }
            if let k = kind(j), Code.opener(for: k) != nil, partner(j) != j { j = partner(j) - 1 } else { j -= 1 }
        }
        return nil
    }

    /// The other tokens spelled like `name` that read it (not another value's member of that name).
    func uses(of name: Int) -> [TokenRange] {
        var result: [TokenRange] = []
        for j in 0..<count where j != name && isIdentifier(j) && sameText(j, name) {
            if isKind(j - 1, .dot) && !isWord(j - 2, "self") { continue }
            let start = isKind(j - 1, .dot) ? j - 2 : j
            var end = j + 1
            if isKind(end, .leftParen), isKind(end + 1, .rightParen) { end += 2 }
            result.append(TokenRange(start, end))
            if result.count >= 32 { break }
        }
        return result
    }

    /// The `{`s around token `i`, innermost first: the nearest 16 (types and chart builders
    /// sit a few braces out; deeper nesting a file may drive is not walked).
    func nearestEnclosingBraces(of i: Int) -> [Int] {
        var result: [Int] = []
        for opener in enclosingOpeners(of: i) where isKind(opener, .leftBrace) {
            result.append(opener)
            if result.count == 16 { break }
        }
        return result
    }

    /// Token `i` is inside a Swift Charts axis, overlay or background (`.chartYAxis { AxisMarks {
    /// AxisValueLabel { … } } }`): layout there is relative to the chart's plot, whatever side
    /// the vertical bar is on.
    func isInsideChart(_ i: Int) -> Bool {
        for opener in nearestEnclosingBraces(of: i) {
            var name = opener - 1
            if isKind(name, .rightParen) { name = partner(name) - 1 }
            guard name >= 0, isIdentifier(name) else { continue }
            if isWord(name, "chartXAxis") || isWord(name, "chartYAxis") || isWord(name, "AxisMarks")
                || isWord(name, "AxisValueLabel") || isWord(name, "chartOverlay") || isWord(name, "chartBackground") {
                return true
            }
        }
        return false
    }

    /// Token `i` is inside a table or collection cell (a type named `…Cell` or inheriting from
    /// one, or a reusable view): layout there is relative to the cell, not to the screen.
    func isInsideCell(_ i: Int) -> Bool {
        for opener in nearestEnclosingBraces(of: i) {
            var j = opener - 1
            var steps = 0
            var sawCell = false
            while j >= 0 && steps < 48 {
                steps += 1
                if isIdentifier(j) {
                    let b = bytes(j)
                    func ends(_ s: StaticString) -> Bool {
                        let n = s.utf8CodeUnitCount
                        return b.count >= n && ByteClass.equal(b.baseAddress! + (b.count - n), s.utf8Start, n)
                    }
                    if ends("Cell") || ends("ReusableView") || ends("HeaderFooterView") { sawCell = true }
                }
                if isWord(j, "class") || isWord(j, "struct") || isWord(j, "extension") || isWord(j, "enum") { return sawCell }
                if isKind(j, .leftBrace) || isKind(j, .rightBrace) || isKind(j, .semicolon) { break }
                j -= 1
            }
        }
        return false
    }
}
