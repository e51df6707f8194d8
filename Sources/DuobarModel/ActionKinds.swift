import DuobarScanner

/// The kind of action an item is, for the rules about where such actions belong
/// (docs/model.md, "Title words and symbols").
public enum ActionKind: Sendable, Equatable {
    /// Completes the screen's task: Done, Save, Send…, a checkmark, `role: .confirm`.
    case doneLike
    /// Leaves the screen without completing it: Close, Cancel, Dismiss, an xmark, `role: .cancel`.
    case closeLike
}

/// Decides each item's action kind: role or system item first, then the title, and only for
/// an item with no title its symbol (or, for an image that is not a symbol, its
/// accessibility label).
struct ActionKindReader {
    let code: Code
    let bindings: Bindings
    let branches: BranchIndex
    /// What the project's views say about the calls that decided items' classes, by call
    /// token (`ViewResolver.answers`): a role, title or symbol written in a body elsewhere.
    var answers: [Int: ViewAnswer] = [:]

    func kind(of item: BarItem) -> ActionKind? {
        switch item.kind {
        case .button, .systemProvided, .custom, .barButtonItem: break
        // Menus, toggles, links and plain views are not one action; spacers and references show nothing here.
        default: return nil
        }
        // A call of a project view: what its body writes carries to the call (`CloseButton`
        // whose body is `Button(role: .close)`), when the call does not say it itself.
        let answer = item.label.viewType.flatMap { answers[$0] }
        if let role = item.roleMember {
            if code.isWord(role, "confirm") { return .doneLike }
            if code.isWord(role, "cancel") || code.isWord(role, "close") { return .closeLike }
        } else if let role = answer?.role {
            if role == "confirm" { return .doneLike }
            if role == "cancel" || role == "close" { return .closeLike }
        }
        if item.framework == .uiKit {
            if let system = item.systemItemMember {
                if code.isWord(system, "done") || code.isWord(system, "save") { return .doneLike }
                if code.isWord(system, "close") || code.isWord(system, "cancel") { return .closeLike }
            }
            // `style: .done` is only the older bold style: it says nothing.
            if code.isWord(item.styleMember, "prominent") { return .doneLike }
        }
        switch item.label.labelClass {
        case .text, .both:
            if let title = item.label.title { return kind(ofTitle: title) }
            if let path = answer?.titlePath { return kind(ofTitlePath: path) }
            return answer?.title.flatMap(kind(ofTitleText:))
        case .image:
            if let symbol = item.label.symbolToken {
                // Compared in place, by exact name: no string per item.
                let member = item.label.symbolIsWrapperMember
                if code.spells(symbol, member ? TitleWords.doneSymbolMembers : TitleWords.doneSymbols) { return .doneLike }
                if code.spells(symbol, member ? TitleWords.closeSymbolMembers : TitleWords.closeSymbols) { return .closeLike }
                return nil
            }
            if let symbol = answer?.symbol {
                // Already in dotted form.
                if TitleWords.doneSymbols.contains(where: { $0.description == symbol }) { return .doneLike }
                if TitleWords.closeSymbols.contains(where: { $0.description == symbol }) { return .closeLike }
                return nil
            }
            return accessibilityLabel(ofNonSymbolImage: item).flatMap(kind(ofTitle:))
        case .custom, .conditional, .unknown:
            return nil
        }
    }

    func kind(ofTitle title: TokenRange) -> ActionKind? {
        if code.titleNames(title, oneOf: TitleWords.doneWords) { return .doneLike }
        if code.titleNames(title, oneOf: TitleWords.closeWords) { return .closeLike }
        return nil
    }

    /// A literal title's text from a view's body (`Save`, `action.cancel`), matched as a key literal is.
    /// A title a view's body names by a key path (`L10n.Global.cancel`): by its last name, as
    /// the same path written in place is read.
    func kind(ofTitlePath path: String) -> ActionKind? {
        let last = Array(path.utf8.split(separator: UInt8(ascii: ".")).last ?? [])
        return last.withUnsafeBufferPointer { name in
            if TitleWords.identifierNames(name, oneOf: TitleWords.doneWords) { return .doneLike }
            if TitleWords.identifierNames(name, oneOf: TitleWords.closeWords) { return .closeLike }
            return nil
        }
    }

    func kind(ofTitleText text: String) -> ActionKind? {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            if TitleWords.keyNames(bytes, oneOf: TitleWords.doneWords) { return .doneLike }
            if TitleWords.keyNames(bytes, oneOf: TitleWords.closeWords) { return .closeLike }
            return nil
        }
    }

    // MARK: Images that are not symbols

    /// The accessibility label of an image-only item whose image is not an SF Symbol
    /// (`Image("close")`, `UIImage(named:)`): `.accessibilityLabel(…)` on the control or on
    /// its image, or UIKit's `item.accessibilityLabel = …` in the same scope.
    func accessibilityLabel(ofNonSymbolImage item: BarItem) -> TokenRange? {
        item.framework == .uiKit ? uiKitAccessibilityLabel(item) : swiftUIAccessibilityLabel(item)
    }

    func swiftUIAccessibilityLabel(_ item: BarItem) -> TokenRange? {
        let start = item.control.start
        let chain = code.chain(at: start, limit: code.enclosingCloser(of: start))
        var image: Chain?
        let base = chain.base
        if ControlName(code, start) == .image {
            image = chain
        } else {
            let args = base.argsOpen.map { code.arguments(open: $0) } ?? []
            let hasAction = code.argument(args, "action") != nil || code.argument(args, "intent") != nil
            if let closure = code.labelClosureOf(base, hasTitle: false, firstTrailingIsLabel: hasAction) {
                let views = code.statements(inBlock: closure).filter { if case .other = $0 { return false }; return true }
                if views.count == 1, case .expression(let inner) = views[0], let name = inner.base.name,
                   !inner.base.isMember, ControlName(code, name) == .image {
                    image = inner
                }
            }
        }
        guard let image, !isSystemSymbolImage(image.base) else { return nil }
        return accessibilityLabel(in: image) ?? accessibilityLabel(in: chain)
    }

    /// `Image(systemName:)` or `Image(systemSymbol:)`, whatever the name's value.
    func isSystemSymbolImage(_ image: ChainPart) -> Bool {
        guard let open = image.argsOpen else { return false }
        return code.arguments(open: open).contains {
            code.isWord($0.label, "systemName") || code.isSymbolWrapperLabel($0.label)
        }
    }

    /// The value of `.accessibilityLabel(x)` (or `Text(x)` in it), or of `.accessibility(label: Text(x))`.
    func accessibilityLabel(in chain: Chain) -> TokenRange? {
        for part in chain.modifiers where part.isMember {
            guard let open = part.argsOpen else { continue }
            let args = code.arguments(open: open)
            var value: Argument?
            if code.isWord(part.name, "accessibilityLabel") {
                value = code.firstUnlabeled(args)
            } else if code.isWord(part.name, "accessibility") {
                value = code.argument(args, "label")
            }
            guard let value else { continue }
            return textArgument(TokenRange(value.start, value.end))
        }
        return nil
    }

    /// `Text(x)` → `x`; anything else as it is.
    func textArgument(_ value: TokenRange) -> TokenRange {
        if code.isWord(value.start, "Text"), code.isKind(value.start + 1, .leftParen), code.partner(value.start + 1) == value.end - 1,
           let first = code.firstUnlabeled(code.arguments(open: value.start + 1)) {
            return TokenRange(first.start, first.end)
        }
        return value
    }

    func uiKitAccessibilityLabel(_ item: BarItem) -> TokenRange? {
        let name = item.control.start
        // `UIBarButtonItem(`, `UIBarButtonItem.init(`, or an implicit `.init(`.
        let open = code.isKind(name + 1, .leftParen) ? name + 1 : (code.isKind(name + 3, .leftParen) ? name + 3 : name + 2)
        guard code.isKind(open, .leftParen), let image = code.argument(code.arguments(open: open), "image") else { return nil }
        // `UIImage(systemName:)` is a symbol; `UIImage(named:)` and other images are not.
        var j = image.start
        while j < image.end && !code.isKind(j, .leftParen) { j += 1 }
        if j < image.end, code.arguments(open: j).contains(where: {
            code.isWord($0.label, "systemName") || code.isSymbolWrapperLabel($0.label)
        }) { return nil }
        guard let holder = bindings.byValueStart[name].map({ bindings.declarations[$0] }) else { return nil }
        for k in bindings.assignmentsByReceiver[code.nameHash(holder.name)] {
            let a = bindings.assignments[k]
            guard a.receiver > holder.name, code.sameText(a.receiver, holder.name), code.isWord(a.property, "accessibilityLabel"),
                  holder.scope < 0 || a.receiver < code.partner(holder.scope) else { continue }
            return a.value
        }
        return nil
    }
}

// MARK: A Cancel that ends a mode

extension ActionKindReader {
    /// A SwiftUI item inside `if flag { … }` (either branch) in its toolbar context, whose
    /// action assigns or toggles names that the condition reads (possibly inside
    /// `withAnimation` or an `if`), and never dismisses: it ends a mode on the same screen.
    /// Besides, the action may clear other state the mode used (`selection.removeAll()`, an
    /// assignment of anything but `true`, `false` or `nil`, which could close a presentation)
    /// and call a type's function (a haptic: `UIDevice.impact(.light)`).
    func endsModeOnScreen(_ item: BarItem, contextBody: Int) -> Bool {
        guard item.framework == .swiftUI, let effects = actionEffects(ofAction: item), !effects.isEmpty else { return false }
        var steps = code.branchSteps(of: item.control.start, within: contextBody, index: branches).filter(\.isIf)
        // The view the toolbar is put on may itself be shown under an `if` (`if let media =
        // model.expandedMedia { Viewer(media).toolbar { … } }`): its conditions count too, up
        // to the content of a sheet or cover that holds it (resetting what that content tests
        // closes the sheet: it leaves the screen).
        let presentation = code.presentationContent(enclosing: contextBody)
        steps += code.branchSteps(of: contextBody, within: presentation?.content ?? -1, index: branches).filter(\.isIf)
        guard !steps.isEmpty else { return false }
        // Resetting what presents the sheet (`isPresented:`, `item:`, a `Binding` reading a
        // name) closes it: that leaves the screen, whatever the `if`s around the item test.
        if let open = presentation?.arguments, code.isKind(open, .leftParen) {
            let content = presentation!.content
            let close = min(code.partner(open), code.count)
            var presenting: Set<UInt64> = []
            for j in (open + 1)..<close where code.isIdentifier(j) && (j < content || j > code.partner(content)) {
                // `$exporting` is the binding of `exporting`.
                let name = code.bytes(j)
                let dollar = name.first == UInt8(ascii: "$") ? 1 : 0
                presenting.insert(Code.nameHash(name.baseAddress! + dollar, name.count - dollar))
            }
            if effects.contains(where: { presenting.contains(code.nameHash($0.name)) }) { return false }
        }
        let read = steps.map { code.conditionNameHashes(ofIf: $0.statement, branches) }
        func isRead(_ name: Int) -> Bool { read.contains { $0.contains(code.nameHash(name)) } }
        return effects.contains { isRead($0.name) } && effects.allSatisfy { $0.resets || isRead($0.name) }
    }

    /// A UIKit item whose action is a method named for a mode of the screen (`#selector(stopEditing)`,
    /// `#selector(editButtonTapped(_:))`, `#selector(cancelEditing)`, `#selector(didCancelSelect)`,
    /// `#selector(endSearch)`) and not for completing (`completeEditing`, `saveEdit`): the item
    /// ends or toggles a mode on the same screen. The method's body is not read; its name is
    /// what says so.
    func endsEditingBySelector(_ item: BarItem) -> Bool {
        guard item.framework == .uiKit, code.isKind(item.control.end, .leftParen),
              let action = code.argument(code.arguments(open: item.control.end), "action"),
              code.isKind(action.start, .poundKeyword), code.isKind(action.start + 1, .leftParen) else { return false }
        // The method's name: the last name before its own argument labels, if any.
        let close = min(code.partner(action.start + 1), code.count)
        var method = -1
        var k = action.start + 2
        while k < close && !code.isKind(k, .leftParen) {
            if code.isIdentifier(k) { method = k }
            k += 1
        }
        guard method >= 0 else { return false }
        if methodName(method) == .endsMode { return true }
        // A name that says nothing of it (`doneButtonTapped`, `cancelTapped`): the method of
        // this file, if it is one, ends a mode when its body does.
        guard let body = methodBody(named: method) else { return false }
        return blockEndsMode(open: body)
    }

    /// The body's `{` of the one method this file declares with the name at `use`
    /// (`@objc func doneButtonTapped() { … }`); nil when there is none, or more than one.
    /// (Only a file's first few thousand functions are looked at: each item would read them all.)
    func methodBody(named use: Int) -> Int? {
        var found: Int?
        for b in bindings.bodies.prefix(4_096) where b.isFunction && code.sameText(b.name, use) {
            guard found == nil else { return nil }
            found = b.body
        }
        return found
    }

    /// The block opened at `open` calls a method named for a mode (`setEditing(false,
    /// animated: true)`, `endSelection()`) and nothing named for completing, and never
    /// dismisses or pops: it ends the mode, and the screen stays.
    func blockEndsMode(open: Int) -> Bool {
        let close = min(code.partner(open), code.count)
        var endsMode = false
        // Putting the keyboard away and calling nothing else (bar items and state may change):
        // a Done shown while typing that ends the typing (`editor.resignFirstResponder()`).
        var resignsKeyboard = false, callsOther = false
        for j in (open + 1)..<close where code.isIdentifier(j) {
            if code.isWord(j, "dismiss") || code.isWord(j, "popViewController") || code.isWord(j, "popToRootViewController") {
                return false
            }
            // A case named for a mode sent to a model (`viewModel.process(action: .endEditing)`).
            let implicitMember = code.isKind(j - 1, .dot) && (code.isKind(j - 2, .leftParen) || code.isKind(j - 2, .colon)
                || code.isKind(j - 2, .comma))
            if implicitMember {
                switch methodName(j) {
                case .completes: return false
                case .endsMode: endsMode = true
                case .other: break
                }
                continue
            }
            guard code.isKind(j + 1, .leftParen) else { continue }
            // `view.endEditing(true)` puts the keyboard away, which a Done that submits does too:
            // it ends a mode only when nothing else is called.
            if code.isWord(j, "endEditing") || code.isWord(j, "resignFirstResponder") {
                resignsKeyboard = true
                continue
            }
            switch methodName(j) {
            case .completes: return false
            case .endsMode: endsMode = true
            case .other: if !code.isTypeName(j) { callsOther = true }
            }
        }
        return endsMode || (resignsKeyboard && !callsOther)
    }

    /// What a method's name says it does to a mode of the screen.
    enum MethodName { case endsMode, completes, other }

    /// `stopEditing`, `endSelection` end a mode (editing, selecting, searching and reordering
    /// are modes a list enters and leaves in place); `completeEditing`, `saveEdit` complete the
    /// screen, whatever mode they name.
    func methodName(_ method: Int) -> MethodName {
        let name = code.bytes(method)
        let words = TitleWords.identifierWords(name).map { UnsafeBufferPointer(rebasing: name[$0]) }
        if words.contains(where: { TitleWords.matches($0, ["complete", "finish", "save", "done", "submit", "commit", "apply"]) }) {
            return .completes
        }
        return words.contains { TitleWords.matches($0, Self.modeWords) } ? .endsMode : .other
    }

    /// A UIKit item whose `primaryAction:` is a `UIAction` (written there, or held in a local
    /// `let`) whose handler calls a method named for a mode (`setEditing(false, animated:
    /// true)`, `endSelection()`) and never dismisses or pops: it ends the mode, and the screen
    /// stays.
    func endsModeByAction(_ item: BarItem) -> Bool {
        guard item.framework == .uiKit, code.isKind(item.control.end, .leftParen),
              let argument = code.argument(code.arguments(open: item.control.end), "primaryAction") else { return false }
        var value = TokenRange(argument.start, argument.end)
        if code.isIdentifier(value.start), value.end == value.start + 1,
           let d = bindings.declaration(named: value.start, in: code), d.isDeclaration {
            value = TokenRange(d.value.start, d.value.end)
        }
        guard code.isWord(value.start, "UIAction") || (code.isKind(value.start, .dot) && code.isWord(value.start + 1, "init")) else { return false }
        var open = -1
        for j in value.start..<min(value.end, code.count) where code.isKind(j, .leftBrace) {
            open = j
            break
        }
        guard open >= 0 else { return false }
        return blockEndsMode(open: open)
    }

    static let modeWords: [StaticString] = ["edit", "editing", "select", "selecting", "selection", "search", "searching",
                            "reorder", "reordering"]

    /// What the control's action assigns or toggles, by each path's last name, when that (and
    /// clearing or a type's function, see `endsModeOnScreen`) is all it does; nil when it does
    /// anything else, dismisses, or its action is not written in place. `resets`: an
    /// assignment of something other than `true`, `false` or `nil`.
    func actionEffects(ofAction item: BarItem) -> [(name: Int, resets: Bool)]? {
        guard let action = inPlaceAction(item), !namesDismiss(action) else { return nil }
        var effects: [(name: Int, resets: Bool)] = []
        var blocks = [action]
        while let block = blocks.popLast(), blocks.count < 64 {
            let end = min(code.partner(block), code.count)
            var i = code.closureBodyStart(block, end)
            while i < end {
                if code.isKind(i, .semicolon) { i += 1; continue }
                // `withAnimation { … }` / `withAnimation(.snappy) { … }`: what it holds counts.
                if code.isWord(i, "withAnimation") {
                    var j = i + 1
                    if code.isKind(j, .leftParen) { j = code.partner(j) + 1 }
                    guard code.isKind(j, .leftBrace) else { return nil }
                    blocks.append(j)
                    i = code.partner(j) + 1
                    continue
                }
                // `if isEditing { … } else { … }`: a condition that calls nothing, and its bodies.
                if code.isWord(i, "if") {
                    guard let next = plainIf(at: i, end, &blocks) else { return nil }
                    i = next
                    continue
                }
                if let next = clearingOrTypeCall(at: i, end) {
                    i = next
                    continue
                }
                guard let (name, next, resets) = assignmentOrToggle(at: i, end) else { return nil }
                effects.append((name, resets))
                i = next
            }
        }
        return effects
    }

    /// The `{` of a SwiftUI control's action written in place: its `action:` closure or its
    /// first trailing closure.
    func inPlaceAction(_ item: BarItem) -> Int? {
        let start = item.control.start
        let chain = code.chain(at: start, limit: code.enclosingCloser(of: start))
        let base = chain.base
        let args = base.argsOpen.map { code.arguments(open: $0) } ?? []
        if let argument = code.argument(args, "action") {
            guard code.isKind(argument.start, .leftBrace), code.partner(argument.start) == argument.end - 1 else { return nil }
            return argument.start
        }
        return code.firstTrailingClosure(base)
    }

    /// Whether a SwiftUI item's action, written in place, dismisses; nil when it is not
    /// written in place.
    func actionDismisses(_ item: BarItem) -> Bool? {
        guard item.framework == .swiftUI, let action = inPlaceAction(item) else { return nil }
        return namesDismiss(action)
    }

    /// Whether the block opened at `brace` names `dismiss` anywhere inside.
    func namesDismiss(_ brace: Int) -> Bool {
        let close = min(code.partner(brace), code.count)
        for j in brace..<close where code.isWord(j, "dismiss") { return true }
        return false
    }

    /// Marks `isSecondaryDoneLike`: in a type with a Done-like SwiftUI item that dismisses,
    /// the other Done-like items whose actions, written in place, do not. The screen has one
    /// action that completes it; a Save beside it that stores something and stays is not it.
    func markSecondaryDoneLike(_ items: inout [BarItem], scopes: TypeScopes) {
        let doneLike = items.indices.filter { items[$0].actionKind == .doneLike && items[$0].framework == .swiftUI }
        guard doneLike.count > 1 else { return }
        let scope = doneLike.map { scopes.enclosingScope(of: items[$0].control.start) }
        let dismisses = doneLike.map { actionDismisses(items[$0]) }
        // One set, not a pair of loops: a file can hold thousands of Done items.
        var completed: Set<Int> = []
        for a in doneLike.indices where dismisses[a] == true { if let s = scope[a] { completed.insert(s) } }
        guard !completed.isEmpty else { return }
        for (a, k) in doneLike.enumerated() where dismisses[a] == false {
            if let s = scope[a], completed.contains(s) { items[k].isSecondaryDoneLike = true }
        }
    }

    /// `if cond { … }` with any `else if`/`else`, at `i`, whose conditions hold no call: its
    /// bodies go to `blocks`; the token after the statement, or nil.
    func plainIf(at i: Int, _ end: Int, _ blocks: inout [Int]) -> Int? {
        var j = i
        while code.isWord(j, "if") {
            var k = j + 1
            while k < end && !code.isKind(k, .leftBrace) {
                if code.isKind(k, .leftParen) || code.isKind(k, .rightBrace) || code.isKind(k, .semicolon) { return nil }
                k += 1
            }
            guard k < end, code.partner(k) < end else { return nil }
            blocks.append(k)
            j = code.partner(k) + 1
            guard code.isWord(j, "else") else { return j }
            if code.isKind(j + 1, .leftBrace), code.partner(j + 1) < end {
                blocks.append(j + 1)
                return code.partner(j + 1) + 1
            }
            j += 1
        }
        return nil
    }

    /// `selection.removeAll()` (also `removeAll(keepingCapacity:)`) on a path of names, or a
    /// call of a type's function (`UIDevice.impact(.light)`, `Haptics.shared.play(.tap)`) at
    /// `i`: where the statement ends, or nil for anything else.
    func clearingOrTypeCall(at i: Int, _ end: Int) -> Int? {
        guard code.isIdentifier(i) || code.isWord(i, "self") else { return nil }
        let onType = code.isTypeName(i)
        var j = i
        while j + 2 < end, code.isKind(j + 1, .dot), code.isIdentifier(j + 2) { j += 2 }
        guard j > i, code.isKind(j + 1, .leftParen), code.partner(j + 1) < end else { return nil }
        let after = code.partner(j + 1) + 1
        guard after >= end || code.isKind(after, .semicolon) || code.tokens[after].hasNewlineBefore else { return nil }
        guard onType || code.isWord(j, "removeAll") || clearsSelection(j, open: j + 1) else { return nil }
        return after
    }

    /// A call of no arguments that tidies away a mode's selection (`editor.deselectAll()`,
    /// `clearSelection()`): what a Done that leaves a select mode does beside resetting it.
    func clearsSelection(_ name: Int, open: Int) -> Bool {
        guard code.partner(open) == open + 1 else { return false }
        // Compared as bytes: no string per call.
        return code.bytes(name).starts(with: "deselect".utf8) || code.isWord(name, "clearSelection")
            || code.isWord(name, "resetSelection")
    }

    /// `path = value` or `path.toggle()` at `i` (a path of names, `self.` and `?` allowed):
    /// the path's last name (a binding's `wrappedValue` aside), where the statement ends, and
    /// whether it assigns something other than `true`, `false` or `nil`.
    func assignmentOrToggle(at i: Int, _ end: Int) -> (Int, Int, Bool)? {
        var j = i
        var last = -1
        while j < end {
            guard code.isIdentifier(j) || code.isWord(j, "self") else { return nil }
            // `editMode?.wrappedValue = .inactive` assigns `editMode`.
            if code.isIdentifier(j) && !code.isWord(j, "wrappedValue") { last = j }
            j += 1
            if code.isOperator(j, "?") || code.isOperator(j, "!") { j += 1 }
            guard code.isKind(j, .dot) else { break }
            if code.isWord(j + 1, "toggle"), code.isKind(j + 2, .leftParen), code.partner(j + 2) == j + 3 {
                guard last >= 0 else { return nil }
                return (last, code.statementEnd(from: j + 4, end), false)
            }
            j += 1
        }
        guard last >= 0, code.isOperator(j, "=") else { return nil }
        let next = code.statementEnd(from: j + 1, end)
        let flag = next == j + 2 && (code.isWord(j + 1, "true") || code.isWord(j + 1, "false") || code.isWord(j + 1, "nil"))
        return (last, next, next > j + 1 && !flag)
    }
}

// MARK: Where such actions belong

extension FileModel {
    /// The item's action kind when it is placed where that kind does not belong: a Done-like
    /// item anywhere but `.topBarPinnedTrailing` or `.confirmationAction` (UIKit: in a bar
    /// position other than `pinnedTrailingGroup` or `additionalOverflowItems`), a Close-like
    /// one anywhere but `.cancellationAction` (UIKit: in `rightBarButtonItem(s)`), unless it
    /// ends a mode on the same screen. Only items in the bar area; an item whose placement is
    /// not a plain member (`isPad ? … : …`, a variable) is not judged.
    public func misplacedAction(_ item: BarItem) -> ActionKind? {
        guard item.area == .bar, let kind = item.actionKind else { return nil }
        // `.navigationBarItems(…)` has no placement to change: `deprecated-bar-placement`
        // already says to declare its views as toolbar items, placed as they should be; where
        // it is silent (an app that supports iOS before 17), the placement rules say it.
        if isInNavigationBarItems(item) && !deploymentTarget.isKnownBelow(17) { return nil }
        switch (kind, item.framework) {
        case (.doneLike, .swiftUI):
            // `if editing { Button("Done") { editing = false } }` ends a mode: the screen stays.
            guard !item.endsModeOnScreen, !item.isSecondaryDoneLike, let member = placementName(item) else { return nil }
            if member < 0 { return kind }
            return code.isWord(member, "topBarPinnedTrailing") || code.isWord(member, "confirmationAction") ? nil : kind
        case (.closeLike, .swiftUI):
            guard !item.endsModeOnScreen, let member = placementName(item) else { return nil }
            if member < 0 { return kind }
            return code.isWord(member, "cancellationAction") ? nil : kind
        case (.doneLike, .uiKit):
            guard !item.endsModeOnScreen else { return nil }
            return item.positions.isDisjoint(with: FileModel.horizontalBarPositions) ? nil : kind
        case (.closeLike, .uiKit):
            guard !item.endsModeOnScreen else { return nil }
            return item.positions.contains(.rightBarButtonItems) ? kind : nil
        }
    }

    /// Each item whose placement contradicts its action kind, with that kind, in item order:
    /// what the placement rules report, and what `deprecated-bar-placement` leaves to them. A
    /// `ToolbarItem` whose one slot shows items of different kinds in different states (`if
    /// isEditing { Delete } if isReordering { Save }`) has none: moving its placement for one
    /// of them would move the others, so no kind decides it.
    public func misplacedActions() -> [(item: BarItem, kind: ActionKind)] {
        if let known = misplaced.list { return known }
        let shared = slotsSharedAcrossKinds()
        let list = items.compactMap { item -> (item: BarItem, kind: ActionKind)? in
            if item.wrapperIsSingleItem, let wrapper = item.wrapperName, shared.contains(wrapper) { return nil }
            return misplacedAction(item).map { (item, $0) }
        }
        misplaced.list = list
        return list
    }

    /// The `ToolbarItem`s, by their name token, whose items differ in action kind.
    private func slotsSharedAcrossKinds() -> Set<Int> {
        var kinds: [Int: ActionKind?] = [:]
        var shared: Set<Int> = []
        for item in items where item.framework == .swiftUI && item.wrapperIsSingleItem && item.area == .bar {
            guard let wrapper = item.wrapperName else { continue }
            if let seen = kinds[wrapper] {
                if seen != item.actionKind { shared.insert(wrapper) }
            } else {
                kinds[wrapper] = item.actionKind
            }
        }
        return shared
    }

    /// The item is one of the views given to `.navigationBarItems(leading:trailing:)`.
    public func isInNavigationBarItems(_ item: BarItem) -> Bool {
        guard let c = item.contextIndex, c < contexts.count else { return false }
        return contexts[c].kind == .navigationBarItems
    }

    /// Where a finding about the item's placement points: the placement argument, else the control.
    public func placementOrControl(_ item: BarItem) -> TokenRange {
        item.placement ?? item.control
    }

    /// UIKit positions on the navigation bar and toolbar, besides the pinned group and the overflow menu.
    static let horizontalBarPositions: BarPositions = [
        .leftBarButtonItems, .rightBarButtonItems, .toolbarItems, .leadingItemGroups, .trailingItemGroups, .centerItemGroups,
    ]

    /// The placement's member token; -1 for no placement (automatic); nil when the placement
    /// is written some other way.
    func placementName(_ item: BarItem) -> Int? {
        guard let placement = item.placement else { return -1 }
        // `.confirmationAction` or `ToolbarItemPlacement.confirmationAction`, not a variable.
        guard code.isKind(placement.start, .dot) || code.isTypeName(placement.start) else { return nil }
        return item.placementMember
    }
}

// MARK: Names in messages

extension FileModel {
    /// How a message names an action item: its title (`'Save'`), else its symbol
    /// (`checkmark`), the accessibility label of its image (`Button labelled 'L10n.close'`),
    /// its system item (`.done system item`) or its role (`Button(role: .close)`), else its
    /// control.
    public func actionName(_ item: BarItem) -> String {
        if item.label.title != nil { return displayName(item) }
        // A view of the project, or a `some View` member, whose body has a literal title.
        if viewAnswer(item)?.title != nil { return displayName(item) }
        if let symbol = symbolName(item) { return symbol }
        if let label = item.actionAccessibilityLabel {
            var shown = item
            shown.label.title = label
            let control = displayName(item)
            let name = displayName(shown)
            return name == control ? control : "\(control) labelled \(name)"
        }
        let control = controlName(item)
        if item.framework == .uiKit, let system = item.systemItemMember { return ".\(code.string(system)) system item" }
        if let role = item.roleMember { return "\(control)(role: .\(code.string(role)))" }
        return displayName(item)
    }

    /// The placement as a message writes it (`.topBarTrailing`); nil for no placement.
    public func placementText(_ item: BarItem) -> String? {
        guard let placement = item.placement else { return nil }
        if let member = item.placementMember { return "." + code.string(member) }
        return FileModel.oneLine(code.string(from: placement.start, to: placement.end))
    }

    /// Where a UIKit item sits, for messages: the property as the code writes it
    /// (`rightBarButtonItem`), or the positions' property names when it is in several.
    public func positionText(_ item: BarItem) -> String {
        let names = positionNames(item.positions)
        if names.count == 1, let word = item.positionWord { return FileModel.propertyName(written: code.string(word)) }
        return names.joined(separator: ", ")
    }

    /// The property a position word sets: itself (`rightBarButtonItem`), or a setter's
    /// (`setRightBarButton` → `rightBarButtonItem`, `setToolbarItems` → `toolbarItems`).
    static func propertyName(written word: String) -> String {
        guard word.hasPrefix("set"), let first = word.dropFirst(3).first else { return word }
        let rest = first.lowercased() + word.dropFirst(4)
        return rest.hasSuffix("BarButton") ? rest + "Item" : rest
    }

    /// The UIKit positions an item is in, as their property names, for messages.
    public func positionNames(_ positions: BarPositions) -> [String] {
        let names: [(BarPositions, String)] = [
            (.leftBarButtonItems, "leftBarButtonItems"), (.rightBarButtonItems, "rightBarButtonItems"),
            (.toolbarItems, "toolbarItems"), (.leadingItemGroups, "leadingItemGroups"),
            (.trailingItemGroups, "trailingItemGroups"), (.centerItemGroups, "centerItemGroups"),
        ]
        return names.filter { positions.contains($0.0) }.map(\.1)
    }
}

/// A model's misplaced actions once made (`FileModel.misplacedActions()`): the prominent-action,
/// dismiss and deprecated-placement rules each ask for them.
final class MisplacedActionsCache {
    var list: [(item: BarItem, kind: ActionKind)]?
}
