import DuobarScanner

/// Finds `UIBarButtonItem` constructions, what they show, and which bar
/// positions they are assigned to (docs/model.md, "UIKit items").
struct UIKitItemFinder {
    let code: Code
    let bindings: Bindings

    struct PositionRange {
        var range: TokenRange
        var position: BarPositions
    }

    func items() -> [BarItem] {
        let ranges = positionRanges()
        let marks = PositionMarks(ranges, tokenCount: code.count)
        var items: [BarItem] = []
        var seen = Set<Int>()
        for i in code.candidates([.UIBarButtonItem]) {
            guard code.tokens[i].kind == .identifier, code.isWord(i, "UIBarButtonItem") else { continue }
            // `UIBarButtonItem(`, `UIBarButtonItem.init(`, `UIBarButtonItem.flexibleSpace(`.
            if code.isKind(i + 1, .leftParen) && !code.newlineBefore(i + 1) {
                if seen.insert(i).inserted { items.append(item(name: TokenRange(i, i + 1), open: i + 1, factory: nil, marks)) }
            } else if code.isKind(i + 1, .dot), code.isKind(i + 3, .leftParen) {
                if code.isWord(i + 2, "init") {
                    if seen.insert(i).inserted { items.append(item(name: TokenRange(i, i + 1), open: i + 3, factory: nil, marks)) }
                } else if code.isWord(i + 2, "flexibleSpace") || code.isWord(i + 2, "fixedSpace") {
                    if seen.insert(i).inserted { items.append(item(name: TokenRange(i, i + 1), open: i + 3, factory: i + 2, marks)) }
                }
            }
        }
        // Implicit members where a bar item is expected: `.init(…)`, `.flexibleSpace()`.
        var expected = ranges.map(\.range)
        for d in bindings.declarations where declaredAsBarButtonItem(d) { expected.append(d.value) }
        for r in expected {
            var j = r.start
            while j < r.end {
                if code.isKind(j, .dot), code.isKind(j + 2, .leftParen), !code.isIdentifier(j - 1),
                   !code.isKind(j - 1, .rightParen), !code.isKind(j - 1, .rightBracket) {
                    // `.init(barButtonItems:representativeItem:)` in a group position is a
                    // `UIBarButtonItemGroup`, not an item.
                    let isInit = code.isWord(j + 1, "init")
                        && code.argument(code.arguments(open: j + 2), "barButtonItems") == nil
                    let isSpace = code.isWord(j + 1, "flexibleSpace") || code.isWord(j + 1, "fixedSpace")
                    if (isInit && directlyInItemList(j, r)) || isSpace, seen.insert(j).inserted {
                        items.append(item(name: TokenRange(j, j + 2), open: j + 2, factory: isSpace ? j + 1 : nil, marks))
                    }
                }
                j += 1
            }
        }
        items.sort { $0.control.start < $1.control.start }
        return items
    }

    /// `.init(` stands for the item itself only as the value or an element of the list,
    /// not as an argument of something else inside it (`UIBarButtonItemGroup(…, representativeItem: .init(…))` aside).
    func directlyInItemList(_ j: Int, _ r: TokenRange) -> Bool {
        if j == r.start { return true }
        if let p = code.enclosingOpeners(of: j).first(where: { _ in true }) {
            return code.isKind(p, .leftBracket)
        }
        return false
    }

    func declaredAsBarButtonItem(_ d: Bindings.Binding) -> Bool {
        var j = d.name + 1
        guard code.isKind(j, .colon) else { return false }
        j += 1
        return code.isWord(j, "UIBarButtonItem") && j + 1 < d.value.start
    }

    // MARK: Bar positions

    /// The positions that cover each token. A few ranges are looked through directly; many
    /// (a file of thousands of items) are laid over the tokens once, so each item costs O(1).
    struct PositionMarks {
        let ranges: [PositionRange]
        let byToken: [UInt16]

        init(_ ranges: [PositionRange], tokenCount: Int) {
            self.ranges = ranges
            guard ranges.count > 32 else { byToken = []; return }
            var marks = [UInt16](repeating: 0, count: tokenCount + 1)
            for r in ranges {
                var k = max(r.range.start, 0)
                while k < min(r.range.end, tokenCount) {
                    marks[k] |= r.position.rawValue
                    k += 1
                }
            }
            byToken = marks
        }

        func positions(at token: Int) -> BarPositions {
            if !byToken.isEmpty { return token < byToken.count ? BarPositions(rawValue: byToken[token]) : [] }
            var result: BarPositions = []
            for r in ranges where r.range.start <= token && token < r.range.end { result.insert(r.position) }
            return result
        }
    }

    func positionRanges() -> [PositionRange] {
        var result: [PositionRange] = []
        for i in code.candidates(Vocabulary.positionWords) {
            guard code.tokens[i].kind == .identifier else { continue }
            switch Vocabulary.kind(code, i) {
            case .barPosition(let position)?:
                if code.isOperator(i + 1, "=") {
                    let end = code.statementEnd(from: i + 2, code.enclosingCloser(of: i))
                    result.append(PositionRange(range: TokenRange(i + 2, end), position: position))
                } else {
                    // `rightBarButtonItems?.append(x)`, `.append(contentsOf: [...])`.
                    var j = i + 1
                    if code.isOperator(j, "?") || code.isOperator(j, "!") { j += 1 }
                    if code.isKind(j, .dot), code.isWord(j + 1, "append") || code.isWord(j + 1, "insert"),
                       code.isKind(j + 2, .leftParen) {
                        result.append(PositionRange(range: TokenRange(j + 3, code.partner(j + 2)), position: position))
                    }
                }
            case .itemsSetter(let position)?:
                if code.isKind(i + 1, .leftParen), let first = code.arguments(open: i + 1).first {
                    result.append(PositionRange(range: TokenRange(first.start, first.end), position: position))
                }
            case .barItems?:
                if code.isKind(i - 1, .dot), code.isOperator(i + 1, "=") {
                    let end = code.statementEnd(from: i + 2, code.enclosingCloser(of: i))
                    result.append(PositionRange(range: TokenRange(i + 2, end), position: .customBar))
                }
            default:
                break
            }
        }
        // Follow names: `toolbarItems = [flex, done]` places what `done` was initialised with,
        // a property's value wherever the type (or an extension of it) gives it one, and what
        // a computed property or function of the type builds.
        var work = result
        var visited = Set<Int>()
        while let r = work.popLast() {
            var j = r.range.start
            while j < r.range.end {
                defer { j += 1 }
                // A name, or a property read through `self.` (`self.doneItem`).
                let isName = !code.isKind(j - 1, .dot) || (code.isWord(j - 2, "self") && !code.isKind(j - 3, .dot))
                guard code.isIdentifier(j), isName, !code.isKind(j + 1, .colon) else { continue }
                for d in bindings.declarations(named: j, in: code)
                where visited.insert(d.name << 11 | Int(r.position.rawValue)).inserted {
                    let followed = PositionRange(range: d.value, position: r.position)
                    result.append(followed)
                    work.append(followed)
                }
                for b in bindings.bodies(named: j, in: code)
                where visited.insert(b.body << 11 | Int(r.position.rawValue)).inserted {
                    let followed = PositionRange(range: TokenRange(b.body + 1, min(code.partner(b.body), code.count)), position: r.position)
                    result.append(followed)
                    work.append(followed)
                }
            }
        }
        return result
    }

    // MARK: One item

    /// The item built at `name`; `factory` is the `flexibleSpace`/`fixedSpace` token of a spacer factory.
    func item(name: TokenRange, open: Int, factory: Int?, _ marks: PositionMarks) -> BarItem {
        var hasTitle = false
        var hasImage = false
        var custom = false
        var unknown = false
        var symbol: Int?
        var symbolIsWrapper = false
        var title: TokenRange?
        var result = BarItem(framework: .uiKit, kind: .barButtonItem, control: name, label: .unknown, area: .bar)
        if let factory {
            result.kind = .spacer
            result.systemItemMember = factory
        }
        for arg in code.arguments(open: open) {
            guard let label = arg.label else { continue }
            let isNil = code.isWord(arg.start, "nil") && arg.end == arg.start + 1
            // `title: ""` shows nothing: no title.
            if isNil || code.plainString(arg.start, arg.end) == .empty { continue }
            if code.isWord(label, "title") {
                hasTitle = true
                title = TokenRange(arg.start, arg.end)
            } else if code.isWord(label, "image") {
                hasImage = true
                (symbol, symbolIsWrapper) = imageSymbol(arg)
            } else if code.isWord(label, "barButtonSystemItem") || code.isWord(label, "systemItem") {
                result.systemItemMember = code.lastMember(arg.start, arg.end)
                if let member = result.systemItemMember, code.isWord(member, "flexibleSpace") || code.isWord(member, "fixedSpace") {
                    result.kind = .spacer
                }
            } else if code.isWord(label, "customView") {
                custom = true
            } else if code.isWord(label, "menu") {
                result.isMenu = true
            } else if code.isWord(label, "style") {
                result.styleMember = code.lastMember(arg.start, arg.end)
            } else if code.isWord(label, "primaryAction") {
                // `UIAction(title:image:…)` written in place; anything else is not visible here.
                if code.isWord(arg.start, "UIAction") || (code.isKind(arg.start, .dot) && code.isWord(arg.start + 1, "init")) {
                    let actionOpen = code.isKind(arg.start + 1, .leftParen) ? arg.start + 1 : arg.start + 2
                    for actionArg in code.arguments(open: actionOpen) {
                        if code.isWord(actionArg.label, "title") {
                            hasTitle = true
                            title = title ?? TokenRange(actionArg.start, actionArg.end)
                        } else if code.isWord(actionArg.label, "image") {
                            hasImage = true
                            if symbol == nil { (symbol, symbolIsWrapper) = imageSymbol(actionArg) }
                        }
                    }
                } else if !hasTitle && !hasImage {
                    unknown = true
                }
            }
        }
        // Later assignments to the variable that holds the item.
        if let holder = holderName(of: name.start) {
            let sameName = bindings.assignmentsByReceiver[code.nameHash(holder.name)] ?? []
            for a in sameName.map({ bindings.assignments[$0] }) where a.receiver > holder.name && code.sameText(a.receiver, holder.name)
                && (holder.scope < 0 || a.receiver < code.partner(holder.scope)) {
                let p = a.property
                let isNil = (code.isWord(a.value.start, "nil") && a.value.end == a.value.start + 1)
                    || code.plainString(a.value.start, a.value.end) == .empty
                if code.isWord(p, "title") && !isNil {
                    hasTitle = true
                    title = title ?? a.value
                } else if code.isWord(p, "image") && !isNil {
                    hasImage = true
                    if symbol == nil { (symbol, symbolIsWrapper) = imageSymbol(Argument(label: nil, start: a.value.start, end: a.value.end)) }
                } else if code.isWord(p, "customView") && !isNil {
                    custom = true
                } else if code.isWord(p, "menu") && !isNil {
                    result.isMenu = true
                } else if code.isWord(p, "axisBehavior") {
                    result.axisBehaviorModifier = p
                    result.axisBehaviorMember = code.lastMember(a.value.start, a.value.end)
                } else if code.isWord(p, "badge") {
                    result.badgeModifier = p
                } else if code.isWord(p, "visibilityPriority") {
                    result.visibilityPriorityModifier = p
                } else if code.isWord(p, "primaryAction") && !hasTitle && !hasImage {
                    unknown = true
                }
            }
        }
        if result.kind == .spacer {
            result.label = ItemLabel(.custom)
        } else if custom {
            result.label = ItemLabel(.custom)
        } else if result.systemItemMember != nil {
            result.label = ItemLabel(.both, title: title)
            result.kind = .systemProvided
        } else if hasTitle && hasImage {
            result.label = ItemLabel(.both, title: title, symbolToken: symbol, symbolIsWrapperMember: symbolIsWrapper)
        } else if unknown {
            result.label = .unknown
        } else if hasTitle {
            result.label = ItemLabel(.text, title: title)
        } else if hasImage {
            result.label = ItemLabel(.image, symbolToken: symbol, symbolIsWrapperMember: symbolIsWrapper)
        }
        result.positions = marks.positions(at: name.start)
        if result.positions.contains(.backButton) {
            result.area = .systemBackButton
        } else if result.positions.contains(.customBar) || code.isInsideDeclaration(name.start, named: "inputAccessoryView") {
            result.area = .customBar
        } else if result.positions.contains(.additionalOverflowItems) {
            result.area = .overflowMenu
        }
        return result
    }

    /// `UIImage(systemName: "x")`, `UIImage(systemSymbol: .x)`, `.init(systemName:)`: the
    /// symbol's token, if named here, and whether it is a wrapper member.
    func imageSymbol(_ arg: Argument) -> (Int?, Bool) {
        var j = arg.start
        while j < arg.end && !code.isKind(j, .leftParen) { j += 1 }
        guard j < arg.end else { return (nil, false) }
        for inner in code.arguments(open: j) {
            if code.isWord(inner.label, "systemName") {
                return (code.plainString(inner.start, inner.end).textToken, false)
            }
            if code.isWord(inner.label, "systemSymbol") {
                return (code.lastMember(inner.start, inner.end), true)
            }
        }
        return (nil, false)
    }

    /// The declaration whose initial value is this construction (`let done = UIBarButtonItem(…)`).
    func holderName(of construction: Int) -> Bindings.Binding? {
        bindings.byValueStart[construction].map { bindings.declarations[$0] }
    }
}
