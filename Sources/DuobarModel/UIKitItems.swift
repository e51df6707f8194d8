import DuobarScanner

/// Finds `UIBarButtonItem` constructions, what they show, and which bar
/// positions they are assigned to (docs/model.md, "UIKit items").
struct UIKitItemFinder {
    let code: Code
    let bindings: Bindings
    let index: ProjectIndex
    let lookups: IndexLookups

    struct PositionRange {
        var range: TokenRange
        var position: BarPositions
        /// The position property as written (`rightBarButtonItem`, `rightBarButtonItems`), for
        /// messages; -1 when the position comes from a setter or a hand-built bar.
        var word: Int = -1
    }

    func items() -> [BarItem] {
        let ranges = positionRanges()
        let marks = PositionMarks(ranges, tokenCount: code.count, code: code)
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
        // What a function or computed property declared to make an item returns: `return
        // .init(customView: view)`, or the one expression of its body.
        for b in bindings.bodies where b.makesItems {
            let close = min(code.partner(b.body), code.count)
            if code.isKind(b.body + 1, .dot) {
                expected.append(TokenRange(b.body + 1, code.statementEnd(from: b.body + 1, close)))
            }
            var j = b.body + 1
            while j < close {
                if code.tokens[j].kind == .keyword, code.isWord(j, "return"), code.isKind(j + 1, .dot) {
                    expected.append(TokenRange(j + 1, code.statementEnd(from: j + 1, close)))
                }
                j += 1
            }
        }
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
        items.removeAll(where: isDiscarded)
        items.sort { $0.control.start < $1.control.start }
        return items
    }

    /// `let headerItem = UIBarButtonItem(customView: header)`, then only `headerItem.x = …`:
    /// an item built and set up in a function but never given anywhere (a bar, an array, a
    /// call, a `return`) is no item. Only so many tokens after it are looked at.
    func isDiscarded(_ item: BarItem) -> Bool {
        guard item.positions.isEmpty, let k = bindings.byValueStart[item.control.start] else { return false }
        let d = bindings.declarations[k]
        guard d.scope >= 0, code.isWord(d.name - 1, "let") || code.isWord(d.name - 1, "var"),
              bindings.scopes.typeName(ofBody: d.scope, code) == nil else { return false }
        let end = min(code.partner(d.scope), code.count)
        guard end - d.value.end < 4096 else { return false }
        var j = d.value.end
        var uses = 0
        while j < end {
            if code.isIdentifier(j), !code.isKind(j - 1, .dot), code.sameText(j, d.name) {
                guard code.isKind(j + 1, .dot), code.isIdentifier(j + 2), code.isOperator(j + 3, "=") else { return false }
                uses += 1
            }
            j += 1
        }
        // A local named nowhere after is left as it is: an example, or code being written.
        return uses > 0
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
        /// With `byToken`: the position word of each token (-1 none, -2 none that names all).
        let wordByToken: [Int32]

        init(_ ranges: [PositionRange], tokenCount: Int, code: Code) {
            self.ranges = ranges
            guard ranges.count > 32 else { byToken = []; wordByToken = []; return }
            var marks = [UInt16](repeating: 0, count: tokenCount + 1)
            var words = [Int32](repeating: -1, count: tokenCount + 1)
            for r in ranges {
                var k = max(r.range.start, 0)
                while k < min(r.range.end, tokenCount) {
                    marks[k] |= r.position.rawValue
                    let w = words[k]
                    if r.word < 0 {
                        words[k] = -2
                    } else if w == -1 {
                        words[k] = Int32(r.word)
                    } else if w >= 0 && !code.sameText(Int(w), r.word) {
                        words[k] = -2
                    }
                    k += 1
                }
            }
            byToken = marks
            wordByToken = words
        }

        /// The position property written for the item at `token`, when every range holding it
        /// names the same one (`rightBarButtonItem = done`); nil otherwise.
        func word(at token: Int, in code: Code) -> Int? {
            if !wordByToken.isEmpty {
                guard token < wordByToken.count, wordByToken[token] >= 0 else { return nil }
                return Int(wordByToken[token])
            }
            var found: Int?
            for r in ranges where r.range.start <= token && token < r.range.end {
                guard r.word >= 0 else { return nil }
                if let w = found, !code.sameText(w, r.word) { return nil }
                found = found ?? r.word
            }
            return found
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
        let handBuiltItems = handBuiltNavigationItems()
        for i in code.candidates(Vocabulary.positionWords) {
            guard code.tokens[i].kind == .identifier else { continue }
            switch Vocabulary.kind(code, i) {
            case .barPosition(let written)?:
                let position = shownOn(i, written, handBuiltItems)
                if code.isOperator(i + 1, "=") {
                    // From the `=`: a value on the next line (`items =` then `[…]`) is still its value.
                    let end = code.statementEnd(from: i + 1, code.enclosingCloser(of: i))
                    result.append(PositionRange(range: TokenRange(i + 2, end), position: position, word: i))
                } else if let added = appendedArguments(after: i) {
                    // `rightBarButtonItems?.append(x)`, `.append(contentsOf: [...])`.
                    result.append(PositionRange(range: added, position: position, word: i))
                }
            case .itemsSetter(let written)?:
                let position = shownOn(i, written, handBuiltItems)
                if code.isKind(i + 1, .leftParen), let first = code.arguments(open: i + 1).first {
                    // The setter names the property it sets (`setRightBarButton` → `rightBarButtonItem`).
                    result.append(PositionRange(range: TokenRange(first.start, first.end), position: position,
                                                word: position == .customBar ? -1 : i))
                }
            case .barItems?:
                guard code.isKind(i - 1, .dot) else { break }
                if code.isOperator(i + 1, "=") {
                    let end = code.statementEnd(from: i + 1, code.enclosingCloser(of: i))
                    result.append(PositionRange(range: TokenRange(i + 2, end), position: .customBar))
                } else if let added = appendedArguments(after: i) {
                    // `toolbar.items?.append(done)`: a bar's items grown in place.
                    result.append(PositionRange(range: added, position: .customBar))
                }
            default:
                break
            }
        }
        result += barItemNameRanges()
        // Follow names: `toolbarItems = [flex, done]` places what `done` was initialised with,
        // a property's value wherever the type (or an extension of it) gives it one, and what
        // a computed property or function of the type builds.
        var work = result
        var visited = Set<Int>()
        while let r = work.popLast() {
            var j = r.range.start
            while j < r.range.end {
                defer { j += 1 }
                // A name, or a property read through `self.` (`self.doneItem`). (Most tokens are
                // not identifiers: that is asked first.)
                guard code.isIdentifier(j) else { continue }
                // `self?.doneItem` too, as a closure capturing `[weak self]` writes it.
                let isName = !code.isKind(j - 1, .dot) || (code.isWord(j - 2, "self") && !code.isKind(j - 3, .dot))
                    || (code.isOperator(j - 2, "?") && code.isWord(j - 3, "self") && !code.isKind(j - 4, .dot))
                guard isName, !code.isKind(j + 1, .colon) else { continue }
                for d in bindings.declarations(named: j, in: code)
                where visited.insert(d.name << 11 | Int(r.position.rawValue)).inserted {
                    let followed = PositionRange(range: d.value, position: r.position, word: r.word)
                    result.append(followed)
                    work.append(followed)
                    // `var items = [flex]; items.append(delete)`: what a local array is given later.
                    for added in addedValues(d) {
                        let more = PositionRange(range: added, position: r.position, word: r.word)
                        result.append(more)
                        work.append(more)
                    }
                }
                for b in bindings.bodies(named: j, in: code)
                where visited.insert(b.body << 11 | Int(r.position.rawValue)).inserted {
                    let followed = PositionRange(range: TokenRange(b.body + 1, min(code.partner(b.body), code.count)), position: r.position,
                                                 word: r.word)
                    result.append(followed)
                    work.append(followed)
                }
            }
        }
        return result
    }

    /// Where the position word at `i` puts items: the position as written, or the hand-built
    /// area when its receiver is a navigation item that no system bar shows (one of the file's
    /// own bar, `handBuiltItems`, or a navigation controller's own).
    func shownOn(_ i: Int, _ written: BarPositions, _ handBuiltItems: [Int]) -> BarPositions {
        guard written != .customBar else { return written }
        if !handBuiltItems.isEmpty, isOnNavigationItem(i, named: handBuiltItems) { return .customBar }
        return isOnNavigationControllersOwnItem(i) ? .customBar : written
    }

    /// The names of this file's own `UINavigationItem`s that belong to a bar built by hand: one
    /// it builds (`let item = UINavigationItem(title: …)`), or an outlet (`@IBOutlet var navItem:
    /// UINavigationItem!`) in a file that also holds a `UINavigationBar` of its own (an outlet, a
    /// property or a construction), as a storyboard wires the item of a bar laid out by hand. A
    /// view controller's own `navigationItem` is never one. Token indices of the names.
    func handBuiltNavigationItems() -> [Int] {
        // Only a file with a bar of its own can have one: most files stop at this look-up.
        guard code.candidates([.UINavigationBar]).contains(where: { t in
            code.isKind(t - 1, .colon) || (!code.isKind(t - 1, .dot)
                && (code.isKind(t + 1, .leftParen) || (code.isKind(t + 1, .dot) && code.isWord(t + 2, "init"))))
        }) else { return [] }
        var names: [Int] = []
        for t in 2..<max(code.count, 2) where code.isWord(t, "UINavigationItem") {
            if code.isKind(t - 1, .colon), code.isIdentifier(t - 2),
               code.isWord(t - 3, "var") || code.isWord(t - 3, "let") {
                names.append(t - 2)
            } else if code.isKind(t + 1, .leftParen), code.isOperator(t - 1, "="), code.isIdentifier(t - 2),
                      code.isWord(t - 3, "var") || code.isWord(t - 3, "let") {
                names.append(t - 2)
            }
        }
        return names
    }

    /// The position word at `i` is a member of one of `names` (`navItem.rightBarButtonItems`,
    /// `self.navItem?.setLeftBarButton(…)`), not of `navigationItem`.
    func isOnNavigationItem(_ i: Int, named names: [Int]) -> Bool {
        guard code.isKind(i - 1, .dot) else { return false }
        var receiver = i - 2
        if code.isOperator(receiver, "?") || code.isOperator(receiver, "!") { receiver -= 1 }
        guard code.isIdentifier(receiver) else { return false }
        if code.isKind(receiver - 1, .dot) && !(code.isWord(receiver - 2, "self") && !code.isKind(receiver - 3, .dot)) { return false }
        return names.contains { code.sameText($0, receiver) }
    }

    /// `nav.navigationItem.rightBarButtonItem = …` where this scope builds `nav` as a navigation
    /// controller (`let nav = UINavigationController(rootViewController: picker)`): a navigation
    /// controller's own item is on no bar (its bar shows the items of the controllers it holds),
    /// so what is put there is never shown. Taken as the hand-built area, where no rule looks.
    func isOnNavigationControllersOwnItem(_ i: Int) -> Bool {
        guard code.isKind(i - 1, .dot), code.isWord(i - 2, "navigationItem"), code.isKind(i - 3, .dot) else { return false }
        var receiver = i - 4
        if code.isOperator(receiver, "?") || code.isOperator(receiver, "!") { receiver -= 1 }
        guard code.isIdentifier(receiver), !code.isKind(receiver - 1, .dot),
              let d = bindings.declaration(named: receiver, in: code), d.isDeclaration,
              let type = code.constructionType(at: d.value.start) else { return false }
        return code.nameEnds(type, with: "NavigationController")
    }

    /// The arguments of `.append(…)`/`.insert(…)` called on the name at `i` (`items?.append(x)`).
    func appendedArguments(after i: Int) -> TokenRange? {
        var j = i + 1
        if code.isOperator(j, "?") || code.isOperator(j, "!") { j += 1 }
        guard code.isKind(j, .dot), code.isWord(j + 1, "append") || code.isWord(j + 1, "insert"),
              code.isKind(j + 2, .leftParen) else { return nil }
        return TokenRange(j + 3, code.partner(j + 2))
    }

    /// The values a local `var` is given after its declaration, in its scope: the arguments of
    /// `name.append(…)` (`contentsOf:` too), the first of `name.insert(_:at:)`, and what
    /// `name += …` adds. Read from `Bindings.additions`, by the name's hash: no scan of the
    /// scope per name.
    /// A stored `var` of a type (`var leftGroups: [UIBarButtonItemGroup] = []`) is grown by the
    /// type's methods: what they add to `name`/`self.name` where no local shadows it.
    func addedValues(_ d: Bindings.Binding) -> [TokenRange] {
        guard d.isDeclaration, d.scope >= 0, code.isWord(d.name - 1, "var") else { return [] }
        let additions = bindings.additionsByReceiver[code.nameHash(d.name)]
        if additions.isEmpty { return [] }
        var result: [TokenRange] = []
        if let owner = bindings.scopes.typeName(ofBody: d.scope, code) {
            for k in additions {
                let a = bindings.additions[k]
                let r = a.receiver
                guard code.sameText(r, d.name),
                      !code.isKind(r - 1, .dot) || (code.isWord(r - 2, "self") && !code.isKind(r - 3, .dot)),
                      let type = bindings.scopes.enclosingType(of: r, code), code.sameText(type, owner),
                      !bindings.scopes.isLocalName(r, code) else { continue }
                result.append(a.value)
            }
            return result
        }
        let end = min(code.partner(d.scope), code.count)
        for k in additions {
            let a = bindings.additions[k]
            guard a.receiver >= d.value.end, a.receiver < end, !code.isKind(a.receiver - 1, .dot),
                  code.sameText(a.receiver, d.name) else { continue }
            result.append(a.value)
        }
        return result
    }

    /// What this file's properties and functions build when the project index knows their
    /// names as given to a hand-built bar's items, in this file or another
    /// (`toolbar.items = handler.bottomBarItems`): a stored property's value or an assignment
    /// to it, and the body of a computed property or function typed to make bar button items.
    /// Every name asked about is noted for the second pass.
    func barItemNameRanges() -> [PositionRange] {
        var result: [PositionRange] = []
        for d in bindings.declarations where d.isDeclaration ? (d.scope < 0 || bindings.isTypeLevel(d, code)) : true {
            if lookups.note(d.name), index.isBarItemName(code, d.name), bindings.isTypeWide(d, code) || d.scope < 0 {
                result.append(PositionRange(range: d.value, position: .customBar))
            }
        }
        for b in bindings.bodies where b.makesItems && lookups.note(b.name) && index.isBarItemName(code, b.name) {
            result.append(PositionRange(range: TokenRange(b.body + 1, min(code.partner(b.body), code.count)), position: .customBar))
        }
        for a in bindings.assignments where lookups.note(a.property) && index.isBarItemName(code, a.property) {
            result.append(PositionRange(range: a.value, position: .customBar))
        }
        // The same for names given a `backBarButtonItem` (`UIBarButtonItem.plainBack`): what they
        // build is a Back button.
        for d in bindings.declarations where d.isDeclaration && (d.scope < 0 || bindings.isTypeLevel(d, code)) {
            if lookups.note(d.name), index.isBackItemName(code, d.name) {
                result.append(PositionRange(range: d.value, position: .backButton))
            }
        }
        for b in bindings.bodies where b.makesItems && lookups.note(b.name) && index.isBackItemName(code, b.name) {
            result.append(PositionRange(range: TokenRange(b.body + 1, min(code.partner(b.body), code.count)), position: .backButton))
        }
        return result
    }

    // MARK: One item

    /// The item built at `name`; `factory` is the `flexibleSpace`/`fixedSpace` token of a spacer factory.
    func item(name: TokenRange, open: Int, factory: Int?, _ marks: PositionMarks) -> BarItem {
        var hasTitle = false
        var hasImage = false
        var custom = false
        // What the developer calls the custom view (`privateModeButton`, `SyncRing(…)`), for messages.
        var customViewName: Int?
        var unknown = false
        var symbol: Int?
        var symbolIsWrapper = false
        var title: TokenRange?
        // Something happens when it is tapped (`action:`, `primaryAction:`, `menu:`), and it is
        // drawn clear (`tintColor = .clear`): a clear item with no action only holds room.
        var acts = false
        var clear = false
        var result = BarItem(framework: .uiKit, kind: .barButtonItem, control: name, label: .unknown, area: .bar)
        if let factory {
            result.kind = .spacer
            result.systemItemMember = factory
        }
        // What a `UIAction` written in place shows: its title and image, as the item's own.
        func takeActionLabel(_ action: (title: TokenRange?, image: Argument?)) {
            if let actionTitle = action.title {
                hasTitle = true
                if title == nil { result.titledByAction = true }
                title = title ?? actionTitle
            }
            if let image = action.image {
                hasImage = true
                if symbol == nil { (symbol, symbolIsWrapper) = imageSymbol(image) }
            }
        }
        for arg in code.arguments(open: open) {
            guard let label = arg.label else { continue }
            let isNil = code.isWord(arg.start, "nil") && arg.end == arg.start + 1
            // `title: ""` shows nothing: no title.
            if isNil || code.plainString(arg.start, arg.end) == .empty { continue }
            if code.isWord(label, "action") || code.isWord(label, "primaryAction") || code.isWord(label, "menu") { acts = true }
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
                customViewName = customViewNameToken(arg.start, arg.end)
            } else if code.isWord(label, "menu") {
                result.isMenu = true
            } else if code.isWord(label, "style") {
                result.styleMember = code.lastMember(arg.start, arg.end)
            } else if code.isWord(label, "primaryAction") {
                // `UIAction(title:image:…)` written in place, or held by a `let` before; anything
                // else is not visible here.
                if let action = actionLabel(arg.start) ?? heldActionLabel(TokenRange(arg.start, arg.end)) {
                    takeActionLabel(action)
                } else if !hasTitle && !hasImage {
                    unknown = true
                }
            }
        }
        // Later assignments to the names that hold the item, and to `$0` in a configuration
        // closure on the construction (`UIBarButtonItem(…).then { $0.menu = … }`).
        func apply(_ p: Int, _ value: TokenRange) {
            let isNil = (code.isWord(value.start, "nil") && value.end == value.start + 1)
                || code.plainString(value.start, value.end) == .empty
            if (code.isWord(p, "action") || code.isWord(p, "primaryAction") || code.isWord(p, "menu")) && !isNil { acts = true }
            if code.isWord(p, "tintColor") { clear = code.lastMember(value.start, value.end).map { code.isWord($0, "clear") } ?? false }
            if code.isWord(p, "title") && !isNil {
                hasTitle = true
                title = title ?? value
            } else if code.isWord(p, "image") && !isNil {
                hasImage = true
                if symbol == nil { (symbol, symbolIsWrapper) = imageSymbol(Argument(label: nil, start: value.start, end: value.end)) }
            } else if code.isWord(p, "customView") && !isNil {
                custom = true
                customViewName = customViewNameToken(value.start, value.end)
            } else if code.isWord(p, "menu") && !isNil {
                result.isMenu = true
            } else if code.isWord(p, "axisBehavior") {
                result.axisBehaviorModifier = p
                result.axisBehaviorMember = code.lastMember(value.start, value.end)
            } else if code.isWord(p, "badge") && !isNil {
                // `item.badge = nil` takes a badge away.
                result.badgeModifier = p
            } else if code.isWord(p, "visibilityPriority") {
                result.visibilityPriorityModifier = p
            } else if code.isWord(p, "primaryAction") && !isNil {
                // `item.primaryAction = UIAction(title: "Close") { … }`: the item shows what it says.
                if let action = actionLabel(value.start) ?? heldActionLabel(value) {
                    takeActionLabel(action)
                } else if !hasTitle && !hasImage {
                    unknown = true
                }
            }
        }
        for holder in holders(of: name.start) {
            for k in bindings.assignmentsByReceiver[code.nameHash(holder.name)] {
                let a = bindings.assignments[k]
                if code.sameText(a.receiver, holder.name) && isLater(a.receiver, assignedTo: holder) { apply(a.property, a.value) }
            }
        }
        for (property, value) in configurationAssignments(open: open) { apply(property, value) }
        for (property, value) in positionPathAssignments(name.start) { apply(property, value) }
        if result.kind == .spacer {
            result.label = ItemLabel(.custom)
        } else if custom {
            result.label = ItemLabel(.custom, viewType: customViewName)
            if let name = customViewName { result.customViewType = scopedConstructedType(name) }
        } else if result.systemItemMember != nil {
            result.label = ItemLabel(.both, title: title)
            result.kind = .systemProvided
        } else if hasTitle && hasImage {
            result.label = ItemLabel(.both, title: title, symbolToken: symbol, symbolIsWrapperMember: symbolIsWrapper)
            if let title, code.countExpression(title) != nil { result.countText = title.start }
        } else if unknown {
            result.label = .unknown
        } else if hasTitle {
            result.label = ItemLabel(.text, title: title)
        } else if hasImage {
            result.label = ItemLabel(.image, symbolToken: symbol, symbolIsWrapperMember: symbolIsWrapper)
        }
        result.isClearPlaceholder = clear && !acts && result.kind != .spacer
        result.positions = marks.positions(at: name.start)
        if !result.positions.isEmpty { result.positionWord = marks.word(at: name.start, in: code) }
        if result.positions.contains(.backButton) {
            result.area = .systemBackButton
        } else if result.positions.contains(.customBar)
                    || (code.contains(.inputAccessoryView) && code.isInsideDeclaration(name.start, named: "inputAccessoryView")) {
            result.area = .customBar
        } else if result.positions.contains(.additionalOverflowItems) {
            result.area = .overflowMenu
        }
        return result
    }

    /// The title and image of a `UIAction(…)` (or `.init(…)`) written at `start`, each nil
    /// when absent, `nil` or `""`; nil when the value is not such a call.
    func actionLabel(_ start: Int) -> (title: TokenRange?, image: Argument?)? {
        guard code.isWord(start, "UIAction") || (code.isKind(start, .dot) && code.isWord(start + 1, "init")) else { return nil }
        var result: (title: TokenRange?, image: Argument?) = (nil, nil)
        // `UIAction { _ in … }`: a handler alone, neither title nor image.
        if code.isKind(start + 1, .leftBrace) { return result }
        let open = code.isKind(start + 1, .leftParen) ? start + 1 : start + 2
        guard code.isKind(open, .leftParen) else { return nil }
        for arg in code.arguments(open: open) {
            let isNil = code.isWord(arg.start, "nil") && arg.end == arg.start + 1
            if isNil || code.plainString(arg.start, arg.end) == .empty { continue }
            if code.isWord(arg.label, "title") {
                result.title = TokenRange(arg.start, arg.end)
            } else if code.isWord(arg.label, "image") {
                result.image = arg
            }
        }
        return result
    }

    /// The same for a name a `let` or `var` declared before, in a scope that holds the use
    /// (`let copyAction = UIAction(title: …)`, then `UIBarButtonItem(primaryAction: copyAction)`).
    func heldActionLabel(_ value: TokenRange) -> (title: TokenRange?, image: Argument?)? {
        guard value.end == value.start + 1, code.isIdentifier(value.start),
              let binding = bindings.declaration(named: value.start, in: code),
              binding.isDeclaration, binding.name < value.start else { return nil }
        return actionLabel(binding.value.start)
    }

    /// `UIImage(systemName: "x")`, `UIImage(systemSymbol: .x)`, `.init(systemName:)`: the
    /// symbol's token, if named here (a `let` constant or default parameter value of this
    /// file counts as its literal), and whether it is a wrapper member. An image held by a
    /// name declared before the use (`let image = UIImage(systemName: "chevron.left")`, then
    /// `UIBarButtonItem(image: image, …)`) is read from that declaration.
    func imageSymbol(_ arg: Argument) -> (Int?, Bool) {
        var arg = arg
        // A few names deep (`let image = base`), never more: a file cannot drive this loop.
        for _ in 0..<4 {
            guard arg.end == arg.start + 1, code.isIdentifier(arg.start),
                  let binding = bindings.declaration(named: arg.start, in: code),
                  binding.isDeclaration, binding.name < arg.start, binding.value.end <= arg.start else { break }
            arg = Argument(label: nil, start: binding.value.start, end: binding.value.end)
        }
        var j = arg.start
        while j < arg.end && !code.isKind(j, .leftParen) { j += 1 }
        guard j < arg.end else { return (nil, false) }
        for inner in code.arguments(open: j) {
            if code.isWord(inner.label, "systemName") {
                if let text = code.literalText(inner.start, inner.end) { return (text, false) }
                if let member = code.ellipsisMember(inner.start, inner.end) { return (member, true) }
                return (nil, false)
            }
            if code.isSymbolWrapperLabel(inner.label) {
                return (code.lastMember(inner.start, inner.end), true)
            }
        }
        return (nil, false)
    }

    // MARK: Names that hold an item

    /// A name that holds an item, and where assignments to it count.
    struct Holder {
        var name: Int
        /// The `{` of the scope it is declared or assigned in, or -1 at file level.
        var scope: Int
        /// A property of a type: assignments anywhere in the type and its extensions count.
        var typeWide: Bool
    }

    /// The names that hold the item built at `construction`: the one it initialises
    /// (`let done = UIBarButtonItem(…)`, `self.done = …`), and, when that name or the
    /// construction itself is returned from an immediately called closure or a computed
    /// property, the property that closure or body gives its value
    /// (`let more: UIBarButtonItem = { let item = UIBarButtonItem(…); …; return item }()`).
    func holders(of construction: Int) -> [Holder] {
        var result: [Holder] = []
        var returned: Int?
        var scope: Int
        if let k = bindings.byValueStart[construction] {
            let d = bindings.declarations[k]
            result.append(holder(d))
            returned = d.name
            scope = d.scope
        } else if code.isWord(construction - 1, "return") || code.isKind(construction - 1, .leftBrace) {
            scope = code.enclosingBrace(of: construction)
        } else {
            return []
        }
        var steps = 0
        while scope >= 0 && steps < 4 {
            steps += 1
            // Only a closure or a computed property's body is searched for the `return`: a
            // function's body may be long, and is not looked through.
            let close = code.partner(scope)
            if code.isKind(close + 1, .leftParen), code.isKind(close + 2, .rightParen), let k = bindings.byValueStart[scope] {
                if let returned, !returns(returned, from: scope) { break }
                let d = bindings.declarations[k]
                result.append(holder(d))
                returned = d.name
                scope = d.scope
            } else if let body = bindings.body(at: scope), !body.isFunction {
                if let returned, !returns(returned, from: scope) { break }
                let name = body.name
                let outer = code.enclosingBrace(of: name)
                result.append(Holder(name: name, scope: outer, typeWide: outer >= 0 && bindings.scopes.typeName(ofBody: outer, code) != nil))
                break
            } else {
                break
            }
        }
        return result
    }

    func holder(_ d: Bindings.Binding) -> Holder {
        Holder(name: d.name, scope: d.scope, typeWide: d.scope >= 0 && bindings.isTypeWide(d, code))
    }

    /// The block opened at `brace` returns the name `name` (`return item`).
    func returns(_ name: Int, from brace: Int) -> Bool {
        bindings.scopes.returns(name, from: brace, code)
    }

    /// An assignment to the holder's name at `receiver` is to the same item: for a local, later
    /// in its scope; for a property, anywhere in its type, through `self.` or a name the
    /// assigning function does not declare itself.
    func isLater(_ receiver: Int, assignedTo holder: Holder) -> Bool {
        guard holder.typeWide else {
            return receiver > holder.name && (holder.scope < 0 || receiver < code.partner(holder.scope))
        }
        let viaSelf = code.isKind(receiver - 1, .dot) && code.isWord(receiver - 2, "self")
        if code.isKind(receiver - 1, .dot) && !viaSelf { return false }
        guard let type = bindings.scopes.enclosingType(of: holder.name, code),
              let owner = bindings.scopes.enclosingType(of: receiver, code), code.sameText(type, owner) else { return false }
        return viaSelf || receiver == holder.name || !bindings.scopes.isLocalName(receiver, code)
    }

    /// `navigationItem.leftBarButtonItem = UIBarButtonItem(…)`, then, in the same block,
    /// `navigationItem.leftBarButtonItem?.customView = …`: what is later assigned through the
    /// position that holds the item, until the position is given something else.
    func positionPathAssignments(_ construction: Int) -> [(Int, TokenRange)] {
        let position = construction - 2
        guard position >= 0, code.isOperator(construction - 1, "="), code.isIdentifier(position) else { return [] }
        let owner = code.isKind(position - 1, .dot) && code.isIdentifier(position - 2) ? position - 2 : -1
        let brace = Int(code.parent[construction - 1])
        guard brace >= 0, code.isKind(brace, .leftBrace) else { return [] }
        let end = min(code.partner(brace), code.count, construction + 2048)
        var result: [(Int, TokenRange)] = []
        var j = construction + 1
        while j < end {
            if code.isIdentifier(j), Int(code.parent[j]) == brace, code.sameText(j, position),
               owner < 0 ? !code.isKind(j - 1, .dot) : (code.isKind(j - 1, .dot) && j >= 2 && code.sameText(j - 2, owner)) {
                var k = j + 1
                if code.isOperator(k, "?") || code.isOperator(k, "!") { k += 1 }
                if code.isKind(k, .dot), code.isIdentifier(k + 1), code.isOperator(k + 2, "=") {
                    result.append((k + 1, TokenRange(k + 3, code.statementEnd(from: k + 3, end))))
                } else if code.isOperator(k, "=") {
                    break
                }
            }
            j += 1
        }
        return result
    }

    /// `$0.property = value` directly in a closure called on the construction
    /// (`UIBarButtonItem(…).then { $0.menu = menu }`).
    func configurationAssignments(open: Int) -> [(Int, TokenRange)] {
        let close = code.partner(open)
        guard code.isKind(close + 1, .dot), code.isIdentifier(close + 2), code.isKind(close + 3, .leftBrace) else { return [] }
        let brace = close + 3
        let end = min(code.partner(brace), code.count)
        var result: [(Int, TokenRange)] = []
        var j = brace + 1
        while j < end {
            if code.isKind(j, .dot), code.isIdentifier(j + 1), code.isOperator(j + 2, "="), code.isIdentifier(j - 1),
               code.bytes(j - 1).elementsEqual("$0".utf8), Int(code.parent[j]) == brace {
                result.append((j + 1, TokenRange(j + 3, code.statementEnd(from: j + 3, end))))
            }
            j += 1
        }
        return result
    }
}

extension UIKitItemFinder {
    /// The token that names a `customView:` value: the type of a construction (`SyncRing(…)`),
    /// or the last name of a reference (`privateModeButton`, `self.spinner`); nil otherwise.
    /// The type the declaration of the name at `use` that is in scope there constructs
    /// (`let naviButton = UIButton(type: .custom)` in an `else` branch, not the `if` branch's
    /// `let naviButton = UnreadNewsNaviButton()`); nil when that declaration is no construction.
    func scopedConstructedType(_ use: Int) -> Int? {
        guard !code.isTypeName(use), let d = bindings.declaration(named: use, in: code), d.isDeclaration else { return nil }
        return code.constructionType(at: d.value.start)
    }

    func customViewNameToken(_ start: Int, _ end: Int) -> Int? {
        if code.isIdentifier(start), start + 1 < end, code.isKind(start + 1, .leftParen) { return start }
        // `self.makeDoneButton()`, `factory.badge(count: 2)`: the function called last.
        if end - 1 > start, code.isKind(end - 1, .rightParen) {
            let open = code.partner(end - 1)
            if open > start, open < end, code.isIdentifier(open - 1), code.isKind(open - 2, .dot) { return open - 1 }
        }
        // `self.backControl!`: the member, unwrapped.
        return code.lastMemberUnwrapped(start, end)
    }
}
