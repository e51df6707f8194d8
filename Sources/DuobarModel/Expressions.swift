import DuobarScanner

/// One argument of a call: an optional label and the value's token range.
public struct Argument: Sendable {
    /// The label token, if the argument has one.
    @PackedIndex public var label: Int?
    /// First token of the value.
    public var start: Int
    /// One past the last token of the value.
    public var end: Int
}

/// A part of a postfix chain: `Name(args) { } label: { }` or `.modifier(args)`.
public struct ChainPart: Sendable {
    /// The name token (identifier or keyword); nil for a chain that starts elsewhere (`(a).b`).
    @PackedIndex public var name: Int?
    /// The part is reached through `.`: a member or modifier.
    public var isMember: Bool
    /// The `(` of its argument list, if it has one.
    @PackedIndex public var argsOpen: Int?
    /// The `{` of each trailing closure, in order.
    public var closures: [Int]
    /// For each trailing closure, its label token, or -1 for the first, unlabelled one. Plain
    /// `Int`s: an array of `Int?` is a generic type the runtime builds on first use, in every
    /// run. Read through `closureLabel(_:)`.
    var closureLabelTokens: [Int]

    /// The label token (`label:`) of the `k`th trailing closure; nil for the first, unlabelled one.
    public func closureLabel(_ k: Int) -> Int? {
        let token = closureLabelTokens[k]
        return token >= 0 ? token : nil
    }
}

/// A postfix expression: a primary name followed by calls, trailing closures
/// and member accesses, e.g. `Button("Add") { add() }.badge(2)`.
public struct Chain: Sendable {
    public var parts: [ChainPart]
    /// First token of the chain.
    public var start: Int
    /// One past its last token.
    public var end: Int

    public var base: ChainPart { parts[0] }
    public var modifiers: ArraySlice<ChainPart> { parts.dropFirst() }
}

extension Code {
    /// Splits the argument list opened at `open` at top-level commas.
    public func arguments(open: Int) -> [Argument] {
        guard isKind(open, .leftParen) || isKind(open, .leftBracket) else { return [] }
        let close = partner(open)
        var result: [Argument] = []
        // Most lists hold a few arguments: one allocation rather than growing 1, 2, 4.
        if open + 1 < close { result.reserveCapacity(4) }
        var i = open + 1
        while i < close && i < count {
            var label: Int?
            var start = i
            if (isIdentifier(i) || isKind(i, .keyword)) && isKind(i + 1, .colon) {
                label = i
                start = i + 2
            }
            var j = start
            while j < close && j < count && !isKind(j, .comma) {
                j = isOpener(j) ? partner(j) + 1 : j + 1
            }
            result.append(Argument(label: label, start: start, end: min(j, close)))
            i = j + 1
        }
        return result
    }

    /// The argument labelled `name`, if any.
    public func argument(_ args: [Argument], _ name: StaticString) -> Argument? {
        args.first { isWord($0.label, name) }
    }

    public func firstUnlabeled(_ args: [Argument]) -> Argument? {
        guard let first = args.first, first.label == nil, first.start < first.end else { return nil }
        return first
    }

    /// Parses the postfix chain starting at token `start`. Never fails: at worst
    /// the chain is the single token. Iterative; nested closures are skipped by
    /// their matched brackets, not entered.
    public func chain(at start: Int, limit: Int) -> Chain {
        var parts: [ChainPart] = []
        // Most chains have a few parts: one allocation rather than growing 1, 2, 4.
        parts.reserveCapacity(4)
        var i = start
        // Prefix keywords that do not change what the expression is.
        while i < limit && (isWord(i, "try") || isWord(i, "await")) {
            i += 1
            if isOperator(i, "?") || isOperator(i, "!") { i += 1 }
        }
        let chainStart = i
        var current = ChainPart(name: nil, isMember: false, argsOpen: nil, closures: [], closureLabelTokens: [])
        if i < limit, isIdentifier(i) || isKind(i, .keyword) {
            current.name = i
            i += 1
            // `SwiftUI.Button`, `SwiftUI.Section`: written with the module where the app has a
            // type of that name too. It is the module's type.
            if isWord(i - 1, "SwiftUI"), isKind(i, .dot), i + 1 < limit, isTypeName(i + 1) {
                current.name = i + 1
                i += 2
            }
        } else if i < limit, isKind(i, .dot), isIdentifier(i + 1) || isKind(i + 1, .keyword) {
            current.name = i + 1
            current.isMember = true
            i += 2
        } else if i < limit, isOpener(i) {
            i = partner(i) + 1
        } else {
            return Chain(parts: [current], start: chainStart, end: min(i + 1, limit))
        }
        // Generic arguments directly after a type name: `ForEach<…>`.
        if current.name != nil && isOperator(i, "<") && !tokens[i].hasSpaceBefore {
            var j = i + 1
            while j < limit && !isOperator(j, ">") && !isKind(j, .leftBrace) && j - i < 32 { j += 1 }
            if isOperator(j, ">") { i = j + 1 }
        }
        while i < limit {
            let k = tokens[i].kind
            if k == .leftParen && !tokens[i].hasNewlineBefore && current.closures.isEmpty && current.argsOpen == nil {
                current.argsOpen = i
                i = partner(i) + 1
            } else if k == .leftBracket && !tokens[i].hasNewlineBefore {
                i = partner(i) + 1
            } else if k == .leftBrace && current.closures.isEmpty && current.name != nil {
                current.closures.append(i)
                current.closureLabelTokens.append(-1)
                i = partner(i) + 1
            } else if (k == .identifier || k == .keyword) && !current.closures.isEmpty
                        && isKind(i + 1, .colon) && isKind(i + 2, .leftBrace) {
                current.closures.append(i + 2)
                current.closureLabelTokens.append(i)
                i = partner(i + 2) + 1
            } else if k == .dot && (isIdentifier(i + 1) || isKind(i + 1, .keyword)) {
                parts.append(current)
                current = ChainPart(name: i + 1, isMember: true, argsOpen: nil, closures: [], closureLabelTokens: [])
                i += 2
            } else if k == .operator && !tokens[i].hasSpaceBefore && (isOperator(i, "?") || isOperator(i, "!")) {
                i += 1
            } else {
                break
            }
        }
        parts.append(current)
        return Chain(parts: parts, start: chainStart, end: min(i, limit))
    }

    /// The closure passed to a part as `label:`, whether trailing (`} label: {`)
    /// or in the argument list (`label: { … }`): its `{`, if there is one.
    public func closure(labelled name: StaticString, in part: ChainPart) -> Int? {
        for k in part.closures.indices where isWord(part.closureLabel(k), name) {
            return part.closures[k]
        }
        if let open = part.argsOpen, let arg = argument(arguments(open: open), name), isKind(arg.start, .leftBrace) {
            return arg.start
        }
        return nil
    }

    /// `closure(labelled:in:)` for a caller that has split the part's arguments already
    /// (`args`, empty when it has none): they are not split again.
    func closure(labelled name: StaticString, in part: ChainPart, args: [Argument]) -> Int? {
        for k in part.closures.indices where isWord(part.closureLabel(k), name) {
            return part.closures[k]
        }
        if let arg = argument(args, name), isKind(arg.start, .leftBrace) { return arg.start }
        return nil
    }

    /// The `{` of the first trailing closure, if it is unlabelled.
    public func firstTrailingClosure(_ part: ChainPart) -> Int? {
        guard let first = part.closures.first, part.closureLabel(0) == nil else { return nil }
        return first
    }

    /// The modifier named `name` in a chain's modifiers, if any.
    public func modifier(_ chain: Chain, _ name: StaticString) -> ChainPart? {
        chain.modifiers.first { $0.isMember && isWord($0.name, name) }
    }

    /// The last identifier of a value such as `.keyboard`, `ToolbarItemPlacement.keyboard`
    /// or `Strings.Common.done`; nil when the value is anything else.
    public func lastMember(_ start: Int, _ end: Int) -> Int? {
        var i = start
        var last: Int?
        if isKind(i, .dot) { i += 1 }
        while i < end {
            guard isIdentifier(i) || isKind(i, .keyword) else { return nil }
            last = i
            i += 1
            if i == end { return last }
            guard isKind(i, .dot) else { return nil }
            i += 1
        }
        return last
    }

    /// Whether the member at `dot` is read in the condition of an `if`, `while` or `guard`
    /// (`if let bar = manager.toolbar {`): the `{` after it opens the statement's body, not a
    /// trailing closure. Read backwards over the statement, skipping brackets, to its start.
    func isInCondition(dot: Int) -> Bool {
        var j = dot - 1
        var k = dot
        var steps = 0
        while j >= 0 && steps < 128 {
            steps += 1
            // `k` starts a line that does not go on from the line before: a new statement.
            if tokens[k].hasNewlineBefore && !isKind(k, .dot)
                && !(isKind(j, .operator) || isKind(j, .comma) || isKind(j, .colon) || isKind(j, .leftParen) || isKind(j, .dot)) {
                return false
            }
            if isKind(j, .rightParen) || isKind(j, .rightBracket) || isKind(j, .rightBrace) {
                let open = partner(j)
                guard open < j else { return false }
                k = open
                j = open - 1
                continue
            }
            if isOpener(j) || isKind(j, .semicolon) { return false }
            // The keyword, not a member of that name (`.if(condition) { view in … }`).
            if isWord(j, "if") || isWord(j, "while") || isWord(j, "guard"), !isKind(j - 1, .dot) { return true }
            k = j
            j -= 1
        }
        return false
    }

    /// Whether a placement argument that names no placement itself may give title content:
    /// a condition with a title placement among its values (`wide ? .topBarLeading :
    /// .principal`), or a name (`titlePlacement`, `self.`/`Self.` too) whose declaration in
    /// this file (a computed property, a function, or a value) holds one. Such an item may be
    /// the title, not a bar item, so no item rule judges it.
    func mayGiveTitlePlacement(_ start: Int, _ end: Int) -> Bool {
        if holdsTitlePlacement(start, end) { return true }
        var name = start
        if end - start == 3, isKind(start + 1, .dot), isWord(start, "self") || isWord(start, "Self") { name = start + 2 }
        guard name == end - 1, isIdentifier(name) else { return false }
        // Rare (a placement held in a name): the file's declarations of it are looked for in turn.
        for k in 1..<count where isIdentifier(k) && sameText(k, name) && (isWord(k - 1, "var") || isWord(k - 1, "let") || isWord(k - 1, "func")) {
            var j = k + 1
            var steps = 0
            // The declaration's value: its body's `{ … }`, or what follows `=`, on its statement.
            while j < count && steps < 32 && !isKind(j, .leftBrace) && !isOperator(j, "=") && !isKind(j, .rightBrace) {
                j = isOpener(j) ? partner(j) + 1 : j + 1
                steps += 1
            }
            if isKind(j, .leftBrace), holdsTitlePlacement(j + 1, min(partner(j), count)) { return true }
            if isOperator(j, "="), holdsTitlePlacement(j + 1, statementEnd(from: j + 1, enclosingCloser(of: j))) { return true }
        }
        return false
    }

    /// Whether tokens `start..<end` name a title placement as a member (`.principal`, `.title`).
    private func holdsTitlePlacement(_ start: Int, _ end: Int) -> Bool {
        var i = start
        while i + 1 < end {
            if isKind(i, .dot), isIdentifier(i + 1) || isKind(i + 1, .keyword),
               case .placement(.principal)? = Vocabulary.kind(self, i + 1) { return true }
            i += 1
        }
        return false
    }

    /// Whether token `i` names a value rather than a type or a namespace: `self`, or an
    /// identifier that starts with a lowercase letter or `_` (`title`, `item`, `viewModel`).
    public func isValueName(_ i: Int) -> Bool {
        if isWord(i, "self") { return true }
        guard isIdentifier(i), let first = bytes(i).first else { return false }
        return (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
    }

    /// `lastMember` of a value that may end in `!` or `?` (`self.backControl!`).
    public func lastMemberUnwrapped(_ start: Int, _ end: Int) -> Int? {
        var end = end
        while end > start + 1 && (isOperator(end - 1, "!") || isOperator(end - 1, "?")) { end -= 1 }
        return lastMember(start, end)
    }

    /// The name token of a symbol the app names with its own member whose name starts with
    /// `ellipsis`: `.ellipsisNavigation()`, `Symbols.ellipsisCircle`, a static property or a
    /// function of no arguments. Nil for anything else. Such a member is compared in dotted
    /// form like an SF Symbols wrapper member (`ellipsis.navigation`): whatever it returns on
    /// each system, its name says the control shows an ellipsis, the symbol the system
    /// reserves for its overflow menu.
    public func ellipsisMember(_ start: Int, _ end: Int) -> Int? {
        var close = end
        // A call with no arguments: `.ellipsisNavigation()`.
        if close - start >= 3, isKind(close - 1, .rightParen), isKind(close - 2, .leftParen) { close -= 2 }
        guard let name = lastMember(start, close), isIdentifier(name) else { return nil }
        let prefix = "ellipsis".utf8
        let bytes = self.bytes(name)
        guard bytes.count >= prefix.count, bytes.prefix(prefix.count).elementsEqual(prefix) else { return nil }
        return name
    }

    /// The token, when there is one, is an identifier or keyword spelled `word`.
    @inline(__always) public func isWord(_ i: Int?, _ word: StaticString) -> Bool {
        guard let i else { return false }
        return isWord(i, word)
    }

    /// What `[start, end)` is as a string literal: its text when it is exactly one literal
    /// with no interpolation, `.empty` for `""`.
    public func plainString(_ start: Int, _ end: Int) -> PlainString {
        guard isKind(start, .stringBegin), partner(start) == end - 1 else { return .notPlainString }
        if end - start == 2 { return .empty }
        if end - start == 3 && isKind(start + 1, .stringText) { return .text(start + 1) }
        return .notPlainString
    }
}

/// A value read as a plain string literal (`Code.plainString(_:_:)`).
public enum PlainString: Sendable, Equatable {
    /// One literal, no interpolation: the index of its text token.
    case text(Int)
    /// `""`: a literal that shows nothing.
    case empty
    /// Anything else: not a literal, interpolated, or with more around it.
    case notPlainString

    /// The text token, when the literal has text.
    public var textToken: Int? {
        if case .text(let token) = self { return token }
        return nil
    }
}
