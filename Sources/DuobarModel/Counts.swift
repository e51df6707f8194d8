import DuobarScanner

/// Counts shown as text beside a symbol (docs/model.md, "Counts beside a symbol"): what
/// `.badge(_:)` shows better on a bar that has room for symbols only.
extension Code {
    /// The counted expression when `value` is a count written as text: a literal that is one
    /// interpolation and nothing else (`"\(unread)"`), or `String(n)`, of an expression that
    /// reads as a count (`counter.count`, `unreadCount`, `numberOfItems`, `n`, `index + 1`).
    /// A formatted interpolation (`"\(price, format: .currency(code: "EUR"))"`), text around
    /// it (`"$\(price)"`, `"\(n) items"`) or any other name (`"\(title)"`) is not a count.
    public func countExpression(_ value: TokenRange) -> TokenRange? {
        let start = value.start, end = value.end
        guard start < end, end <= count else { return nil }
        // `"\(e)"`: string begin, interpolation begin … end, string end.
        if isKind(start, .stringBegin), partner(start) == end - 1, isKind(start + 1, .interpolationBegin),
           partner(start + 1) == end - 2 {
            let inner = TokenRange(start + 2, end - 2)
            return isCountLike(inner) ? inner : nil
        }
        // `String(e)`: one unlabelled argument.
        if isWord(start, "String"), isKind(start + 1, .leftParen), partner(start + 1) == end - 1 {
            let args = arguments(open: start + 1)
            guard args.count == 1, args[0].label == nil else { return nil }
            let inner = TokenRange(args[0].start, args[0].end)
            return isCountLike(inner) ? inner : nil
        }
        return nil
    }

    /// A title that is a count and nothing else: a count (`countExpression`), or a choice
    /// between one and a capped literal of digits (`n > 99 ? "99+" : "\(n)"`). The counted
    /// expression, or nil.
    public func countOnlyTitle(_ title: TokenRange) -> TokenRange? {
        if let counted = countExpression(title) { return counted }
        // `condition ? a : b`, the `?` and `:` at the title's own level.
        var question = -1, colon = -1
        var j = title.start
        while j < title.end {
            if question < 0 && isOperator(j, "?") && j > title.start && tokens[j].hasSpaceBefore {
                question = j
            } else if question >= 0 && isKind(j, .colon) {
                colon = j
                break
            }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        guard question >= 0, colon > question + 1, colon + 1 < title.end else { return nil }
        let branches = [TokenRange(question + 1, colon), TokenRange(colon + 1, title.end)]
        var counted: TokenRange?
        for branch in branches {
            if let found = countExpression(branch) {
                counted = found
            } else if let text = plainString(branch.start, branch.end).textToken {
                guard bytes(text).allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "+") }) else { return nil }
            } else {
                return nil
            }
        }
        return counted
    }

    /// For a `Text(…)` chain showing a count: the counted expression. `Text("\(n)")`,
    /// `Text(String(n))`, and `Text(n, format: .number)` whatever `n` is called.
    public func countText(_ chain: Chain) -> TokenRange? {
        let base = chain.base
        guard !base.isMember, isWord(base.name, "Text"), let open = base.argsOpen else { return nil }
        let args = arguments(open: open)
        guard let first = args.first, first.label == nil, first.start < first.end else { return nil }
        if args.count == 1 { return countExpression(TokenRange(first.start, first.end)) }
        if args.count == 2, isWord(args[1].label, "format"), isKind(args[1].start, .dot), isWord(args[1].start + 1, "number"),
           args[1].end == args[1].start + 2 || isKind(args[1].start + 2, .dot) {
            return TokenRange(first.start, first.end)
        }
        return nil
    }

    /// An expression that reads as a count: a path (with calls and `!`/`?` along it) whose last
    /// name ends with `count`, `counter`, `number`, `unread`, `pending`, `quantity` or `qty`,
    /// starts with `numberOf`, or is `n`; also with `+`/`-` an integer literal, or `?? 0` after
    /// it. Not `total`: a cart's total is a price.
    func isCountLike(_ range: TokenRange) -> Bool {
        var end = range.end
        var start = range.start
        // `x ?? 0`
        if end - start >= 3, isOperator(end - 2, "??"), isKind(end - 1, .integer) { end -= 2 }
        // `index + 1`, `1 + n`
        if end - start >= 3, isOperator(end - 2, "+") || isOperator(end - 2, "-"), isKind(end - 1, .integer) {
            end -= 2
        } else if end - start >= 3, isKind(start, .integer), isOperator(start + 1, "+") {
            start += 2
        }
        // A path: names, dots, calls, `!` and `?`.
        var last = -1
        var j = start
        while j < end {
            if isIdentifier(j) {
                last = j
                j += 1
            } else if isKind(j, .dot) || isOperator(j, "!") || isOperator(j, "?") {
                j += 1
            } else if isKind(j, .leftParen) || isKind(j, .leftBracket) {
                j = partner(j) + 1
            } else {
                return false
            }
        }
        guard last >= 0, j == end else { return false }
        return Code.namesCount(bytes(last))
    }

    /// The words of a name, split at camel-case humps and `_`, read as a count.
    static func namesCount(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        if name.count == 1 && name[0] == UInt8(ascii: "n") { return true }
        let words = TitleWords.identifierWords(name)
        guard let lastWord = words.last else { return false }
        func word(_ r: Range<Int>, _ w: StaticString) -> Bool {
            TitleWords.matches(UnsafeBufferPointer(rebasing: name[r]), [w])
        }
        if words.count >= 2, word(words[0], "number"), word(words[1], "of") { return true }
        for w: StaticString in ["count", "counter", "number", "unread", "pending", "quantity", "qty"]
        where word(lastWord, w) {
            return true
        }
        return false
    }

    /// The count a SwiftUI item shows beside a symbol, as the token where its text starts:
    /// a title that is a count on a control with a symbol (`Label("\(n)", systemImage: "cart")`,
    /// `Button("\(n)", systemImage: …)`), or a count `Text` next to an `Image` in the item's view
    /// or its label: side by side in a stack, as a `Label`'s title and icon, or in an overlay on
    /// the image. Read with a bounded work list over nested stacks and branches.
    func countBesideSymbol(_ chain: Chain, shape: ControlShape) -> Int? {
        let base = chain.base
        guard !base.isMember, base.name != nil else { return nil }
        if shape.label.labelClass == .both, let title = shape.label.title, countExpression(title) != nil {
            return title.start
        }
        // A label of text alone, or one not read here, has no symbol to be beside.
        if shape.label.labelClass == .text || shape.label.labelClass == .unknown { return nil }
        // Text is shown by a `Text` or a `Label`: without either name the views are not read.
        guard mayShowText(TokenRange(chain.start, chain.end)) else { return nil }
        var pending: [Chain] = []
        var blocks: [Int] = []
        if let closure = shape.labelClosure {
            blocks.append(closure)
        } else if shape.kind == .custom || shape.kind == .label || shape.kind == .image {
            pending.append(chain)
        } else {
            return nil
        }
        var symbol = false
        var count: Int?
        var budget = 64
        while budget > 0, !pending.isEmpty || !blocks.isEmpty {
            budget -= 1
            if let block = blocks.popLast() {
                for statement in statements(inBlock: block) {
                    switch statement {
                    case .expression(let c): pending.append(c)
                    case .branches(let bodies): blocks.append(contentsOf: bodies)
                    case .other: break
                    }
                }
                continue
            }
            let c = pending.removeLast()
            guard let name = c.base.name, !c.base.isMember, isTypeName(name) else { continue }
            switch ControlName(self, name) {
            case .text:
                if count == nil, countText(c) != nil { count = c.start }
            case .image:
                symbol = true
                blocks.append(contentsOf: modifierClosures(c))
            case .label:
                let args = c.base.argsOpen.map { arguments(open: $0) } ?? []
                let title = firstUnlabeled(args).map { TokenRange($0.start, $0.end) }
                if !symbolArgument(args).isAbsent {
                    symbol = true
                    if count == nil, let title, countExpression(title) != nil { count = title.start }
                }
                blocks.append(contentsOf: c.base.closures)
            case .other:
                // Stacks and groups are looked into; other views of their own are not.
                if isStackOrGroup(name) {
                    blocks.append(contentsOf: c.base.closures)
                    blocks.append(contentsOf: modifierClosures(c))
                }
            default:
                break
            }
        }
        return symbol ? count : nil
    }

    /// A `Text` or `Label` name among the tokens of `range`, found by length before spelling.
    /// A range longer than a view's label is not searched (it may well show text): the look
    /// that follows is bounded anyway, and a search per item of a view nested in the one
    /// before would cost the square of the file.
    func mayShowText(_ range: TokenRange) -> Bool {
        if range.end - range.start > 2_048 { return true }
        var j = range.start
        while j < min(range.end, count) {
            let t = tokens[j]
            if t.kind == .identifier, t.length == 4 && isWord(j, "Text") || t.length == 5 && isWord(j, "Label") { return true }
            j += 1
        }
        return false
    }

    /// The trailing closures of a chain's modifiers (`.overlay(alignment: .topTrailing) { … }`).
    func modifierClosures(_ chain: Chain) -> [Int] {
        chain.modifiers.flatMap(\.closures)
    }

    /// `HStack`, `VStack`, `ZStack`, their lazy forms, and `Group`.
    func isStackOrGroup(_ i: Int) -> Bool {
        isWord(i, "HStack") || isWord(i, "VStack") || isWord(i, "ZStack") || isWord(i, "LazyHStack")
            || isWord(i, "LazyVStack") || isWord(i, "Group")
    }
}

extension FileModel {
    /// The counted expression of an item that shows a count beside its symbol (`cart.count`).
    public func countExpression(_ item: BarItem) -> TokenRange? {
        guard let start = item.countText else { return nil }
        if code.isWord(start, "Text") {
            let chain = code.chain(at: start, limit: code.count)
            return code.countText(chain)
        }
        // A title: a literal, or `String(n)`.
        let end = code.isKind(start, .stringBegin) ? code.partner(start) + 1
            : code.isKind(start + 1, .leftParen) ? code.partner(start + 1) + 1 : start + 1
        return code.countExpression(TokenRange(start, min(end, code.count)))
    }
}

extension FileModel {
    /// The counted expression as a message names it (`cart.count`), on one short line.
    public func countName(_ item: BarItem) -> String? {
        countExpression(item).map { FileModel.oneLine(code.string(from: $0.start, to: $0.end)) }
    }
}
