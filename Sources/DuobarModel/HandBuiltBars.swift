import DuobarScanner

/// Bars the system does not own, so cannot move (docs/rules/hand-built-bar.md).
struct HandBuiltBarFinder {
    let code: Code
    let index: ProjectIndex
    let bindings: Bindings
    let lookups: IndexLookups

    func bars() -> [HandBuiltBar] {
        var result: [HandBuiltBar] = []
        var constructions: [Int] = []
        let candidates = barCandidates()
        var accessoryValues = code.inputAccessoryValues()
        if !candidates.isEmpty || code.contains(.outletAttribute) { accessoryValues += code.accessoryHelperArguments() }
        // Views added to a keyboard's accessory view, read once for all the bars.
        let inAccessories = candidates.isEmpty || accessoryValues.isEmpty ? [] : accessoryContainerContents(accessoryValues)
        for i in candidates {
            let t = code.tokens[i]
            if t.kind == .identifier {
                guard isBarType(i) else { continue }
                var open = -1
                if code.isKind(i + 1, .leftParen) && !code.newlineBefore(i + 1) {
                    open = i + 1
                } else if code.isKind(i + 1, .dot), code.isWord(i + 2, "init"), code.isKind(i + 3, .leftParen) {
                    open = i + 3
                }
                guard open >= 0, !code.isKind(i - 1, .dot) else { continue }
                if isMeasured(close: code.partner(open)) { continue }
                if installsAsControllersBar(argumentAt: i) { continue }
                if isInputAccessoryToolbar(i, accessoryValues, inAccessories: inAccessories) { continue }
                constructions.append(i)
            } else if t.kind == .dot, code.isWord(i + 1, "safeAreaInset") || code.isWord(i + 1, "overlay"),
                      code.isKind(i + 2, .leftParen) {
                if let bar = swiftUIBar(name: i + 1) { result.append(bar) }
            }
        }
        let probes = probesAndDecorations(constructions).union(privateDecorations(constructions))
        for i in constructions where !probes.contains(i) {
            result.append(HandBuiltBar(range: TokenRange(i, i + 1), name: i, framework: .uiKit))
        }
        result += outlets(accessoryValues)
        result.sort { $0.name < $1.name }
        return result
    }

    func isBarType(_ i: Int) -> Bool {
        if isSystemBar(i) { return true }
        // A project's own subclass counts in UIKit files only: in a SwiftUI file a call of the
        // same name (`Toolbar(…)`) is far more likely a view of another module.
        return importsUIKit && lookups.note(i) && index.isBarSubclass(code, i)
    }

    func isSystemBar(_ i: Int) -> Bool {
        code.isWord(i, "UIToolbar") || code.isWord(i, "UINavigationBar") || code.isWord(i, "UITabBar")
    }

    /// The file imports UIKit or names a UIKit type (`UIView`, `UIToolbar`…).
    var importsUIKit: Bool { code.mentionsUIKit }

    /// Tokens that may start a bar: the system bars, `.safeAreaInset`/`.overlay` (at their
    /// dot), and, when the project has its own bar subclasses and this file uses UIKit,
    /// every type name.
    func barCandidates() -> [Int] {
        var candidates = code.candidates([.UIToolbar, .UINavigationBar, .UITabBar]) + code.candidates([.safeAreaInset, .overlay], minus: 1)
        if code.mentionsUIKit { lookups.everyCalledTypeName = true }
        if !index.barSubclasses.isEmpty && code.mentionsUIKit {
            // Only a name followed by `(` or `.init(` builds a bar (see `bars()`).
            candidates += (0..<code.count).filter { code.isCalledTypeName($0) && index.isBarSubclass(code, $0) }
        }
        // Sorted, each once (a set per file cost more than a sort).
        candidates.sort()
        var unique: [Int] = []
        unique.reserveCapacity(candidates.count)
        for c in candidates where unique.last != c { unique.append(c) }
        return unique
    }

    // MARK: Not bars: measuring, probes and decorations

    /// `UINavigationBar().bounds.height`: a new instance read only for its size.
    func isMeasured(close: Int) -> Bool {
        guard code.isKind(close + 1, .dot) else { return false }
        let member = close + 2
        return code.isWord(member, "bounds") || code.isWord(member, "frame") || code.isWord(member, "intrinsicContentSize")
            || code.isWord(member, "sizeThatFits") || code.isWord(member, "systemLayoutSizeFitting")
    }

    /// A bar in a local variable, and what its uses do to it.
    struct Local {
        var construction: Int
        var binding: Bindings.Binding
        var givenItems = false
        var hidden = false
        var removed = false
        var handedOn = false
        /// Given to a controller as its own bar (`installsAsControllersBar`).
        var installed = false
        /// Locals of enclosing scopes it is assigned to (`padding = bar`): their uses are its own.
        var aliases: [Bindings.Binding] = []
    }

    /// The constructions held in a local variable that the same scope hides (`isHidden = true`),
    /// removes again (`removeFromSuperview()`, in a `defer` too) or never gives items (`items`,
    /// `setItems`, `pushItem`, `topItem`; a tab bar's `delegate`): they have no controls to move.
    /// A bar the variable hands on (`self.toolbar = bar`, `return bar`, an argument of anything
    /// but `addSubview`-like calls) may get items or be shown elsewhere: not exempt. Handed to
    /// another local (`padding = bar`, declared in an enclosing scope of the same function), it
    /// is followed there: a transition's padding bar removed in a completion handler is one.
    /// Each scope's tokens are read once, whatever the number of bars in it.
    func probesAndDecorations(_ constructions: [Int]) -> Set<Int> {
        var byScope: [Int: [Local]] = [:]
        for c in constructions {
            guard let k = bindings.byValueStart[c] else { continue }
            let d = bindings.declarations[k]
            guard d.isDeclaration, d.scope >= 0, bindings.scopes.typeName(ofBody: d.scope, code) == nil else { continue }
            var local = Local(construction: c, binding: d)
            // Items given while it is configured: `UIToolbar().then { $0.items = … }`.
            let isTabBar = code.isWord(c, "UITabBar")
            for j in d.value.start..<d.value.end where code.isKind(j, .dot) && givesItems(j + 1, isTabBar) {
                local.givenItems = true
            }
            byScope[d.scope, default: []].append(local)
        }
        var result = Set<Int>()
        // The file's names by hash, made once when some bar is handed to another local: each
        // alias then reads its own name's uses, not its whole scope.
        var uses: HashedGroups?
        for (scope, var locals) in byScope {
            let byName = HashedGroups(count: locals.count) { code.nameHash(locals[$0].binding.name) }
            let first = locals.map(\.binding.name).min() ?? scope
            let end = min(code.partner(scope), code.count)
            var j = first + 1
            while j < end {
                defer { j += 1 }
                guard code.isIdentifier(j), !code.isKind(j - 1, .dot) else { continue }
                for k in byName[code.nameHash(j)] where j > locals[k].binding.name && code.sameText(j, locals[k].binding.name) {
                    note(use: j, of: &locals[k], followingAliases: true)
                }
            }
            for k in locals.indices where !locals[k].aliases.isEmpty {
                if uses == nil {
                    uses = HashedGroups(count: code.count) { j in
                        code.isIdentifier(j) && !code.isKind(j - 1, .dot) ? code.nameHash(j) : nil
                    }
                }
                for alias in locals[k].aliases {
                    let aliasEnd = min(code.partner(alias.scope), code.count)
                    for j in uses![code.nameHash(alias.name)] where j > alias.name && j < aliasEnd && code.sameText(j, alias.name) {
                        note(use: j, of: &locals[k], followingAliases: false)
                    }
                }
            }
            for local in locals where local.installed || (!local.handedOn && (local.hidden || local.removed || !local.givenItems)) {
                result.insert(local.construction)
            }
        }
        return result
    }

    /// The constructions held in a `private` (or `fileprivate`) property that this file, where
    /// every use of it must be, never gives items and never hands on: a bar kept for its look
    /// (`private var backdrop: UIToolbar?`, then `backdrop = UIToolbar(frame: .zero)` and
    /// `hud.addSubview(backdrop!)`, the toolbar's blur behind a progress view), a decoration
    /// as a local one is. A property other files can reach may be given items there.
    func privateDecorations(_ constructions: [Int]) -> Set<Int> {
        var held: [(construction: Int, name: Int)] = []
        for c in constructions {
            guard let k = bindings.byValueStart[c] else { continue }
            let d = bindings.declarations[k]
            // Declared at a type's level, or assigned in one of its functions.
            if d.isDeclaration && bindings.scopes.typeName(ofBody: d.scope, code) == nil { continue }
            held.append((c, d.name))
        }
        // Most files have no bar at all; the rest, a few.
        guard !held.isEmpty, held.count <= 16 else { return [] }
        var result = Set<Int>()
        for (construction, name) in held where isPrivateProperty(named: name) {
            var use = Local(construction: construction, binding: Bindings.Binding(name: name, value: TokenRange(name, name), scope: -1,
                                                                                isDeclaration: false))
            for j in 0..<code.count where j != name && code.isIdentifier(j) && code.sameText(j, name) {
                // A member of something else (`other.backdrop`) is another name; `self.backdrop` is this one.
                if code.isKind(j - 1, .dot) && !code.isWord(j - 2, "self") { continue }
                // Its declaration and the assignments of new bars are not uses.
                if code.isWord(j - 1, "var") || code.isWord(j - 1, "let") { continue }
                if code.isOperator(j + 1, "=") { continue }
                note(use: j, of: &use, followingAliases: false)
            }
            if !use.handedOn && !use.givenItems { result.insert(construction) }
        }
        return result
    }

    /// `private var name: UIToolbar?` (or `fileprivate`, `private lazy`, `private weak`) declared
    /// at a type's level in this file, and no other property of that name: `private(set)` is
    /// read from other files, so it does not count.
    func isPrivateProperty(named name: Int) -> Bool {
        var found = false
        for j in 1..<max(1, code.count - 1) where (code.isWord(j, "var") || code.isWord(j, "let")) && code.sameText(j + 1, name) {
            guard bindings.scopes.typeName(ofBody: code.enclosingBrace(of: j), code) != nil else { continue }
            // Modifiers before `var` on its line: `private`, `fileprivate`, and others (`lazy`, `weak`).
            var isPrivate = false
            var k = j - 1
            var steps = 0
            while k >= 0 && steps < 6 && !code.newlineBefore(k + 1) {
                if code.isWord(k, "private") || code.isWord(k, "fileprivate") { isPrivate = !code.isKind(k + 1, .leftParen) }
                k -= 1
                steps += 1
            }
            if !isPrivate || found { return false }
            found = true
        }
        return found
    }

    /// What the use at `j` of the variable holding `local`'s bar does to the bar.
    func note(use j: Int, of local: inout Local, followingAliases: Bool) {
        let isTabBar = code.isWord(local.construction, "UITabBar")
        if code.isKind(j + 1, .dot) || (code.isOperator(j + 1, "?") && code.isKind(j + 2, .dot)) {
            let member = code.isKind(j + 1, .dot) ? j + 2 : j + 3
            if givesItems(member, isTabBar) { local.givenItems = true }
            if code.isWord(member, "isHidden"), code.isOperator(member + 1, "=") {
                local.hidden = code.isWord(member + 2, "true")
            }
            if code.isWord(member, "removeFromSuperview") { local.removed = true }
        } else if installsAsControllersBar(argumentAt: j) {
            local.installed = true
        } else if handsOn(j) {
            // One step only: a local handed on again from the alias counts as handed on.
            if followingAliases, let alias = localAlias(assignedAt: j) {
                local.aliases.append(alias)
            } else {
                local.handedOn = true
            }
        }
    }

    /// `padding = bar` or `let copy = bar`, where the name on the left is a local of a function
    /// or closure (not a property), with or without a value of its own: that local, read from
    /// the assignment on (`ScopeCache.localScope(of:_:)`).
    func localAlias(assignedAt j: Int) -> Bindings.Binding? {
        guard code.isOperator(j - 1, "="), code.isIdentifier(j - 2), !code.isKind(j - 3, .dot),
              let scope = bindings.scopes.localScope(of: j - 2, code) else { return nil }
        return Bindings.Binding(name: j - 2, value: TokenRange(j - 2, j - 2), scope: scope, isDeclaration: true)
    }

    /// The value at `j` is what `setValue(_:forKey: "tabBar")` gives (also `"navigationBar"` and
    /// `"toolbar"`): key-value coding that swaps a controller's own bar for this one, a known
    /// way to give a tab bar controller a custom tab bar. The controller owns it then, so it
    /// moves as the bar it replaces would.
    func installsAsControllersBar(argumentAt j: Int) -> Bool {
        let open = Int(code.parent[j])
        guard open >= 1, code.isKind(open, .leftParen), code.isKind(j - 1, .leftParen), code.isWord(open - 1, "setValue") else {
            return false
        }
        let arguments = code.arguments(open: open)
        guard arguments.count == 2, arguments[0].start == j, arguments[0].label == nil, code.isWord(arguments[1].label, "forKey"),
              case .text(let key) = code.plainString(arguments[1].start, arguments[1].end) else { return false }
        return code.spells(key, ["tabBar", "navigationBar", "toolbar"])
    }

    func givesItems(_ member: Int, _ isTabBar: Bool) -> Bool {
        code.isWord(member, "items") || code.isWord(member, "setItems") || code.isWord(member, "pushItem")
            || code.isWord(member, "topItem") || (isTabBar && code.isWord(member, "delegate"))
    }

    /// The variable at `j` is handed on whole: assigned, returned, or passed to a call other
    /// than one that only adds it to a view.
    func handsOn(_ j: Int) -> Bool {
        let ends = code.newlineBefore(j + 1) || code.isKind(j + 1, .semicolon) || code.isKind(j + 1, .rightBrace)
            || j + 1 >= code.count
        if code.isWord(j - 1, "return") { return true }
        if code.isOperator(j - 1, "=") && ends { return true }
        let p = Int(code.parent[j])
        guard p >= 0, code.isKind(p, .leftParen),
              code.isKind(j - 1, .leftParen) || code.isKind(j - 1, .comma) || code.isKind(j - 1, .colon),
              code.isKind(j + 1, .rightParen) || code.isKind(j + 1, .comma) else { return false }
        let call = p - 1
        // Layout ties it to other views without handing it on: SnapKit's `make.edges.equalTo(bar)`,
        // `NSLayoutConstraint(item: bar, …)`.
        return !(code.isWord(call, "addSubview") || code.isWord(call, "insertSubview") || code.isWord(call, "addArrangedSubview")
                 || code.isWord(call, "insertArrangedSubview") || code.isWord(call, "bringSubviewToFront")
                 || code.isWord(call, "sendSubviewToBack") || code.isWord(call, "equalTo") || code.isWord(call, "lessThanOrEqualTo")
                 || code.isWord(call, "greaterThanOrEqualTo") || code.isWord(call, "NSLayoutConstraint"))
    }

    // MARK: Storyboard and nib bars

    /// `@IBOutlet weak var toolbar: UIToolbar!`: a bar placed by hand in a storyboard or nib.
    /// The finding points at the type name; an outlet that is a keyboard's accessory is exempt.
    func outlets(_ accessoryValues: [TokenRange]) -> [HandBuiltBar] {
        guard importsUIKit else { return [] }
        var result: [HandBuiltBar] = []
        for i in code.candidates([.outletAttribute]) {
            // Modifiers (`weak`, `private(set)`) up to `var`.
            var j = i + 1
            var steps = 0
            while j < code.count && steps < 8 && !code.isWord(j, "var") && !code.isKind(j, .attribute) {
                j = code.isOpener(j) ? code.partner(j) + 1 : j + 1
                steps += 1
            }
            guard code.isWord(j, "var"), code.isIdentifier(j + 1), code.isKind(j + 2, .colon) else { continue }
            var type = j + 3
            if code.isKind(type, .leftBracket) { type += 1 }
            while code.isIdentifier(type) && code.isKind(type + 1, .dot) && code.isIdentifier(type + 2) { type += 2 }
            guard code.isTypeName(type), isBarType(type) else { continue }
            if isAccessory(holders: [j + 1], accessoryValues) { continue }
            result.append(HandBuiltBar(range: TokenRange(type, type + 1), name: type, framework: .uiKit, isOutlet: true))
        }
        return result
    }

    // MARK: inputAccessoryView toolbars

    /// The toolbar built at `construction` ends up as a keyboard's accessory: it is built in
    /// the value given to `inputAccessoryView`, inside a `var`/`func inputAccessoryView`, or
    /// in the value or body of a name that is given to `inputAccessoryView`.
    func isInputAccessoryToolbar(_ construction: Int, _ values: [TokenRange], inAccessories: [Int] = []) -> Bool {
        if values.contains(where: { $0.start <= construction && construction < $0.end }) { return true }
        // Only a file that names `inputAccessoryView` can declare one: a lookup before the walk.
        if code.contains(.inputAccessoryView), code.isInsideDeclaration(construction, named: "inputAccessoryView") { return true }
        // Names that hold this toolbar: `let bar = UIToolbar()`, `lazy var accessory: UIToolbar = { … }()`,
        // `self.accessory = UIToolbar()`, a computed property or function that builds it.
        var holders: [Int] = []
        // The values that hold it start at it or a little before (`let bar = UIToolbar()`,
        // `… ?? UIToolbar()`): the nearest few values by their start, not every declaration of
        // the file for every construction. A value that starts far before is a closure, whose
        // `{` or `(` encloses the construction and is looked up directly.
        for k in bindings.byValueStart.starting(atOrBefore: construction, limit: 16) {
            let d = bindings.declarations[k]
            if construction < d.value.end { holders.append(d.name) }
        }
        for opener in code.enclosingOpeners(of: construction) {
            if let k = bindings.byValueStart[opener], !holders.contains(bindings.declarations[k].name) {
                holders.append(bindings.declarations[k].name)
            }
        }
        if code.isOperator(construction - 1, "="), code.isIdentifier(construction - 2) {
            holders.append(construction - 2)
        }
        for opener in code.enclosingOpeners(of: construction) where code.tokens[opener].kind == .leftBrace {
            if let body = bindings.body(at: opener) { holders.append(body.name) }
        }
        if isAccessory(holders: holders, values) { return true }
        // One step on: a property given a holder's value and then given to the keyboard
        // (`coordinator.cached = makeDoneBar(); field.inputAccessoryView = coordinator.cached`).
        if !values.isEmpty && !holders.isEmpty {
            var assigned: [Int] = []
            for a in bindings.assignments where a.value.start < a.value.end {
                for j in a.value.start..<min(a.value.end, code.count) where code.isIdentifier(j) && holders.contains(where: { code.sameText($0, j) }) {
                    assigned.append(a.property)
                    break
                }
            }
            if isAccessory(holders: assigned, values) { return true }
            if holders.contains(where: { h in inAccessories.contains { code.sameText($0, h) } }) { return true }
        }
        // A factory another file gives a keyboard (`textField.inputAccessoryView =
        // UIToolbar.doneToolbar(…)`), known from the project index.
        return holders.contains { lookups.note($0) && index.isAccessoryName(code, $0) }
    }

    /// The names of the views added to a view given to `inputAccessoryView`: a toolbar in a
    /// scroll view over the keyboard (`scroller.addSubview(formatBar)`, then
    /// `field.inputAccessoryView = scroller`). One pass over the file, for all its bars.
    func accessoryContainerContents(_ values: [TokenRange]) -> [Int] {
        let containers = values.compactMap { code.lastMemberUnwrapped($0.start, $0.end) }
        guard !containers.isEmpty else { return [] }
        var contents: [Int] = []
        for j in 2..<max(2, code.count - 1) where code.isWord(j, "addSubview") && code.isKind(j + 1, .leftParen) && code.isKind(j - 1, .dot) {
            guard let arg = code.arguments(open: j + 1).first, let held = code.lastMemberUnwrapped(arg.start, arg.end) else { continue }
            var receiver = j - 2
            while receiver > 0 && (code.isOperator(receiver, "!") || code.isOperator(receiver, "?")) { receiver -= 1 }
            if code.isIdentifier(receiver), containers.contains(where: { code.sameText($0, receiver) }) { contents.append(held) }
        }
        return contents
    }

    /// One of the names is given to `inputAccessoryView`.
    func isAccessory(holders: [Int], _ values: [TokenRange]) -> Bool {
        guard !holders.isEmpty else { return false }
        for a in values {
            for j in a.start..<a.end where code.isIdentifier(j) {
                if holders.contains(where: { code.sameText($0, j) }) { return true }
            }
        }
        return false
    }

    // MARK: SwiftUI

    /// `.safeAreaInset(edge:)` / `.overlay(alignment:)` whose content is a stack of two or more controls.
    func swiftUIBar(name: Int) -> HandBuiltBar? {
        let open = name + 1
        let args = code.arguments(open: open)
        let required: StaticString = code.isWord(name, "safeAreaInset") ? "edge" : "alignment"
        guard let edge = code.argument(args, required), let place = code.lastMember(edge.start, edge.end) else { return nil }
        // A bar is a row along the top or bottom edge, or a column along the leading or trailing
        // one (a corner is both). A column of buttons at the bottom is a call-to-action footer.
        let rows = code.isWord(place, "top") || code.isWord(place, "bottom") || code.isWord(place, "topLeading")
            || code.isWord(place, "topTrailing") || code.isWord(place, "bottomLeading") || code.isWord(place, "bottomTrailing")
        let columns = code.isWord(place, "leading") || code.isWord(place, "trailing") || code.isWord(place, "topLeading")
            || code.isWord(place, "topTrailing") || code.isWord(place, "bottomLeading") || code.isWord(place, "bottomTrailing")
        guard rows || columns else { return nil }
        // Put on a control (a dropdown's list under the field that opens it, a badge on a
        // button), it decorates that control: a bar sits over a screen's content.
        if decoratesAControl(dot: name - 1) { return nil }
        var content = -1
        if let arg = code.argument(args, "content"), code.isKind(arg.start, .leftBrace) {
            content = arg.start
        } else if code.isKind(code.partner(open) + 1, .leftBrace) {
            content = code.partner(open) + 1
        }
        guard content >= 0 else { return nil }
        // The row or column may sit directly in the content or inside nested stacks, `if`s,
        // `ForEach` and `Group` (a worklist: no recursion a file can drive deep).
        var work = [content]
        var visited = 0
        while let block = work.popLast(), visited < 1_000 {
            visited += 1
            for statement in code.statements(inBlock: block) {
                switch statement {
                case .other: continue
                case .branches(let bodies): work += bodies
                case .expression(let chain):
                    guard let stack = chain.base.name, !chain.base.isMember, let body = chain.base.closures.first else { continue }
                    let isRow = code.isWord(stack, "HStack"), isColumn = code.isWord(stack, "VStack")
                    if (isRow && rows) || (isColumn && columns), controlCount(in: body) >= 2 {
                        return HandBuiltBar(range: TokenRange(name, name + 1), name: name, framework: .swiftUI)
                    }
                    if isRow || isColumn || code.isWord(stack, "ZStack") || code.isWord(stack, "Group") || code.isWord(stack, "ForEach") {
                        work.append(body)
                    }
                }
            }
        }
        return nil
    }

    /// Whether the chain that the modifier at `dot` ends is a control, or made tappable by a
    /// gesture modifier before it (`HStack { … }.onTapGesture { … }.overlay { … }`). Read
    /// backwards over the chain's earlier modifiers to its base, skipping their arguments.
    func decoratesAControl(dot: Int) -> Bool {
        var j = dot - 1
        var steps = 0
        while j >= 0 && steps < 256 {
            steps += 1
            if code.isKind(j, .rightParen) || code.isKind(j, .rightBrace) || code.isKind(j, .rightBracket) {
                let open = code.partner(j)
                guard open >= 0, open < j else { return false }
                j = open - 1
                continue
            }
            // A trailing closure's label (`} label: {`) sits between two closures.
            if code.isKind(j, .colon), code.isIdentifier(j - 1), code.isKind(j - 2, .rightBrace) {
                j -= 2
                continue
            }
            guard code.isIdentifier(j) else { return false }
            if code.isKind(j - 1, .dot) {
                if code.isWord(j, "onTapGesture") || code.isWord(j, "onLongPressGesture") { return true }
                j -= 2
                continue
            }
            return ControlName(code, j).isActionable
        }
        return false
    }

    /// Controls inside a stack, looking through containers but not into controls.
    /// A control repeated by `ForEach` counts as two.
    func controlCount(in body: Int) -> Int {
        var count = 0
        var work: [(Int, Int)] = [(body, 1)]
        var visited = 0
        while let (block, weight) = work.popLast(), count < 2 {
            visited += 1
            if visited > 1_000 { break }
            for statement in code.statements(inBlock: block) {
                switch statement {
                case .other: continue
                case .branches(let bodies):
                    for b in bodies { work.append((b, weight)) }
                case .expression(let chain):
                    guard let name = chain.base.name, !chain.base.isMember else { continue }
                    if ControlName(code, name).isActionable {
                        count += weight
                    } else {
                        let repeats = code.isWord(name, "ForEach") ? 2 : weight
                        for closure in chain.base.closures { work.append((closure, repeats)) }
                    }
                }
            }
        }
        return count
    }
}

extension Code {
    /// The values given to `inputAccessoryView`: assigned (`field.inputAccessoryView = …`) or
    /// passed as an argument (`configure(inputAccessoryView: …)`). The model exempts toolbars
    /// built there; the project index keeps the names they hold for other files.
    func inputAccessoryValues() -> [TokenRange] {
        var result: [TokenRange] = []
        for i in candidates([.inputAccessoryView]) {
            if isOperator(i + 1, "=") {
                result.append(TokenRange(i + 2, statementEnd(from: i + 2, enclosingCloser(of: i))))
            } else if isKind(i + 1, .colon), parent[i] >= 0, isKind(Int(parent[i]), .leftParen) {
                let close = enclosingCloser(of: i)
                var j = i + 2
                while j < close && !isKind(j, .comma) { j = isOpener(j) ? partner(j) + 1 : j + 1 }
                result.append(TokenRange(i + 2, min(j, close)))
            }
        }
        return result
    }

    /// The arguments of the file's calls to a helper that installs a keyboard accessory
    /// (`webView.addInputAccessoryView(toolbar: bar)`, `setCustomInputAccessory(bar)`): a call
    /// whose name holds `InputAccessory`. Read only in files that build or hold a bar.
    func accessoryHelperArguments() -> [TokenRange] {
        let needle: StaticString = "InputAccessory"
        // Most files never write it: one search of the bytes (anchored on its `A`) instead of a
        // look at every name.
        guard ByteClass.firstIndex(text, needle.utf8Start, needle.utf8CodeUnitCount, anchor: 5) != nil else { return [] }
        var result: [TokenRange] = []
        for i in 0..<count where tokens[i].kind == .identifier && tokens[i].length > needle.utf8CodeUnitCount {
            guard isKind(i + 1, .leftParen), ByteClass.contains(bytes(i), needle) else { continue }
            for arg in arguments(open: i + 1) { result.append(TokenRange(arg.start, arg.end)) }
        }
        return result
    }

    /// Token `i` lies in the body of a `var`/`func` named `name`.
    public func isInsideDeclaration(_ i: Int, named name: StaticString) -> Bool {
        for opener in enclosingOpeners(of: i) where tokens[opener].kind == .leftBrace {
            var j = opener - 1
            var steps = 0
            while j >= 0 && steps < 24 {
                if isWord(j, name) && (isWord(j - 1, "var") || isWord(j - 1, "func")) { return true }
                if isKind(j, .leftBrace) || isKind(j, .rightBrace) || isKind(j, .semicolon) { break }
                j -= 1
                steps += 1
            }
        }
        return false
    }
}
