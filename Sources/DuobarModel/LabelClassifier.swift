import DuobarScanner

/// What a SwiftUI view expression shows as an item (docs/model.md, "Label classes").
public struct ControlShape: Sendable {
    public var kind: ControlKind
    public var label: ItemLabel
    public var isMenu: Bool
    /// The `role:` argument value's last member token (`destructive`).
    public var roleMember: Int?
    /// The label closure whose views decided the class, when one did.
    public var labelClosure: Int?
    /// A call of a project view whose body (in some branch) is several views side by side.
    public var severalViews = false
}

extension Code {
    /// Classifies the view a chain builds. Label closures are followed with a
    /// worklist, so nested labels and `if` branches cost no recursion. With `views`, calls of
    /// types the label classes do not know, and references to `some View` members in labels,
    /// take the class of their bodies (docs/model.md, "Your own views").
    public func controlShape(_ chain: Chain, views: ViewResolver? = nil) -> ControlShape {
        let base = chain.base
        var shape = ControlShape(kind: .custom, label: .custom, isMenu: false, roleMember: nil, labelClosure: nil)
        guard let name = base.name, !base.isMember else {
            shape.kind = .reference
            shape.label = .unknown
            return shape
        }
        guard isTypeName(name) else {
            shape.kind = .reference
            shape.label = .unknown
            return shape
        }
        let args = base.argsOpen.map { arguments(open: $0) } ?? []
        if let role = argument(args, "role") { shape.roleMember = lastMember(role.start, role.end) }
        let title = firstUnlabeled(args).map { TokenRange($0.start, $0.end) }
        let symbol = symbolArgument(args)

        // Looked up once: the cases below ask which control it is again.
        let control = ControlName(self, name)
        switch control {
        case .button:
            shape.kind = .button
            let hasAction = argument(args, "action") != nil || argument(args, "intent") != nil
            let labelClosure = labelClosureOf(base, hasTitle: title != nil, firstTrailingIsLabel: hasAction, args: args)
            if title != nil {
                shape.label = fromArguments(title: title, symbol: symbol)
            } else if let labelClosure {
                shape.label = labelOfClosure(labelClosure, views: views)
                shape.labelClosure = labelClosure
            } else if shape.roleMember != nil {
                shape.label = ItemLabel(.both)
                shape.kind = .systemProvided
            } else {
                shape.label = symbol.isAbsent ? .unknown : fromArguments(title: nil, symbol: symbol)
            }
        case .menu:
            shape.kind = .menu
            shape.isMenu = true
            if title != nil {
                shape.label = fromArguments(title: title, symbol: symbol)
            } else if let labelClosure = closure(labelled: "label", in: base, args: args) {
                shape.label = labelOfClosure(labelClosure, views: views)
                shape.labelClosure = labelClosure
            } else {
                shape.label = .unknown
            }
        case .toggle, .link:
            shape.kind = control == .toggle ? .toggle : .link
            if title != nil {
                shape.label = fromArguments(title: title, symbol: symbol)
            } else {
                shape.labelClosure = labelClosureOf(base, hasTitle: false, firstTrailingIsLabel: true, args: args)
                shape.label = shape.labelClosure.map { labelOfClosure($0, views: views) } ?? .unknown
            }
            // `.toggleStyle(.switch)` draws a switch beside the label, whatever the label is: a
            // custom view, which no symbol makes narrow enough for the vertical bar.
            if control == .toggle, chain.modifiers.contains(where: { isSwitchStyle($0) }) {
                shape.label = ItemLabel(.custom, viewType: name)
            }
        case .navigationLink:
            shape.kind = .navigationLink
            if title != nil {
                shape.label = fromArguments(title: title, symbol: symbol)
            } else {
                let hasTarget = argument(args, "destination") != nil || argument(args, "value") != nil
                shape.labelClosure = labelClosureOf(base, hasTitle: false, firstTrailingIsLabel: hasTarget, args: args)
                shape.label = shape.labelClosure.map { labelOfClosure($0, views: views) } ?? .unknown
            }
        case .shareLink:
            shape.kind = .shareLink
            let labelClosure = labelClosureOf(base, hasTitle: title != nil, firstTrailingIsLabel: title == nil, args: args)
            if title == nil, let labelClosure {
                shape.label = labelOfClosure(labelClosure, views: views)
                shape.labelClosure = labelClosure
            } else {
                shape.label = ItemLabel(.both, title: title)
            }
        case .systemButton:
            shape.kind = .systemProvided
            shape.label = ItemLabel(.both)
        case .label, .text, .image:
            let leaf = leafLabel(chain, views: views)
            shape.kind = control == .label ? .label : (control == .text ? .text : .image)
            shape.label = leaf
        case .spacer:
            shape.kind = .spacer
            shape.label = ItemLabel(.custom, viewType: name)
        case .other:
            if let views, let resolved = views.resolveCall(chain, name: name) {
                shape.kind = resolved.kind
                shape.isMenu = resolved.isMenu
                shape.label = resolved.label
                shape.severalViews = resolved.several
                if shape.roleMember == nil { shape.roleMember = resolved.roleMember }
            } else if isStaticMemberValue(chain) {
                // `Assets.logo.swiftUIImage`, `Theme.current.badgeView`: a static member's value,
                // whose type is not written here; the type it starts from need not be a view.
                shape.kind = .custom
                shape.label = .unknown
            } else {
                shape.kind = .custom
                shape.label = ItemLabel(.custom, viewType: name, dependsOnUnseenType: views?.isUnseen(name) ?? false)
            }
        }
        return shape
    }

    /// `.toggleStyle(.switch)` or `.toggleStyle(SwitchToggleStyle())`.
    func isSwitchStyle(_ part: ChainPart) -> Bool {
        guard let name = part.name, isWord(name, "toggleStyle"), let open = part.argsOpen else { return false }
        let value = open + 1
        return (isKind(value, .dot) && isWord(value + 1, "switch")) || isWord(value, "SwitchToggleStyle")
    }

    /// The label of an argument that names an SF Symbol through a catalogue of the app's or a
    /// library's: `systemSymbol:` (SFSafeSymbols), `systemIcon:` (an app's own initializer,
    /// `UIImage(systemIcon: .ellipsisCircle)`). The member's camel case reads as the dotted name.
    func isSymbolWrapperLabel(_ label: Int?) -> Bool {
        isWord(label, "systemSymbol") || isWord(label, "systemIcon")
    }

    /// `systemImage:`, `image:`, `systemSymbol:`, `systemIcon:`, `icon:` (or `systemName:` in `Image`).
    func symbolArgument(_ args: [Argument]) -> SymbolArgument {
        for arg in args {
            guard let label = arg.label else { continue }
            if isWord(label, "systemImage") || isWord(label, "systemName") || isWord(label, "image") {
                // An asset or non-literal image still counts as an image; its name is unknown
                // unless a constant of this file gives it (`literalText`).
                if let text = literalText(arg.start, arg.end) { return .named(text, isWrapperMember: false) }
                if let member = ellipsisMember(arg.start, arg.end) { return .named(member, isWrapperMember: true) }
                return .unnamed(isWrapperMember: false)
            }
            // `systemSymbol:` (SFSafeSymbols), and `icon:`, which no system control takes: an app's
            // own initializer that passes a symbol on (`Button("Send", icon: .send)`,
            // `Label(title, icon: \.plus)` in design systems). A closure is a view, not a symbol.
            if isSymbolWrapperLabel(label) || (isWord(label, "icon") && !isKind(arg.start, .leftBrace)) {
                // A key path into a symbol catalogue: `\.plus`.
                let start = isKind(arg.start, .backslash) ? arg.start + 1 : arg.start
                guard let member = lastMember(start, arg.end) else { return .unnamed(isWrapperMember: true) }
                return .named(member, isWrapperMember: true)
            }
        }
        return .absent
    }

    func fromArguments(title: TokenRange?, symbol: SymbolArgument) -> ItemLabel {
        switch (title != nil, !symbol.isAbsent) {
        case (true, true):
            return ItemLabel(.both, title: title, symbolToken: symbol.token, symbolIsWrapperMember: symbol.isWrapperMember)
        case (true, false): return ItemLabel(.text, title: title)
        case (false, true): return ItemLabel(.image, symbolToken: symbol.token, symbolIsWrapperMember: symbol.isWrapperMember)
        case (false, false): return .custom
        }
    }

    /// The closure that is a control's label: `label:` (trailing or argument), or the
    /// first trailing closure when the initializer form makes it the label. `args` are the
    /// part's arguments when the caller has split them already.
    func labelClosureOf(_ part: ChainPart, hasTitle: Bool, firstTrailingIsLabel: Bool, args: [Argument]? = nil) -> Int? {
        let labelled = args.map { closure(labelled: "label", in: part, args: $0) } ?? closure(labelled: "label", in: part)
        if let labelled { return labelled }
        if hasTitle { return nil }
        if firstTrailingIsLabel { return firstTrailingClosure(part) }
        return nil
    }

    /// Classifies what a label closure shows. `if`/`switch` branches are gathered with a
    /// worklist; branches of different classes make the label conditional.
    public func labelOfClosure(_ open: Int, views: ViewResolver? = nil) -> ItemLabel {
        guard let slots = leafSlots(open) else { return .unknown }
        var leaves: [ItemLabel] = []
        var busy: [Bool] = []
        for slot in slots {
            switch slot {
            case .chain(let chain):
                leaves.append(leafLabel(chain, views: views))
                busy.append(isBusyView(chain))
            case .several:
                leaves.append(.custom)
                busy.append(false)
            case .nothing:
                leaves.append(.unknown)
                busy.append(false)
            }
        }
        var label = Code.combine(leaves, busy: busy)
        if label.labelClass == .conditional, !label.branchesChosenByCaller, let scopes = views?.own.scopes {
            label.branchesChosenByCaller = switchesOverStoredConstant(open, scopes: scopes)
        }
        return label
    }

    /// A `ProgressView(…)`, alone or as the one view of a stack or group around it
    /// (`HStack { ProgressView().controlSize(.mini) }`): in a branch of its own, the busy state
    /// of what the other branches show. Nesting is read with a loop, a few levels deep.
    func isBusyView(_ chain: Chain) -> Bool {
        var current = chain
        for _ in 0..<8 {
            guard !current.base.isMember, let name = current.base.name else { return false }
            if isWord(name, "ProgressView") || isSpinnerTypeName(name) { return true }
            guard isWord(name, "HStack") || isWord(name, "VStack") || isWord(name, "ZStack") || isWord(name, "Group"),
                  let open = firstTrailingClosure(current.base) ?? closure(labelled: "content", in: current.base)
            else { return false }
            var count = 0
            var only: Chain?
            scanStatements(inBlock: open, onCase: {}) { statement in
                switch statement {
                case .other: return
                case .expression(let inner): if count == 0 { only = inner }; count += 1
                case .branches: count += 2
                }
            }
            guard count == 1, let next = only else { return false }
            current = next
        }
        return false
    }

    /// An app's own spinner, named as one (`ActivityIndicator`, `LoadingSpinner`,
    /// `CircularProgressView`): most wrap `UIActivityIndicatorView` in a `UIViewRepresentable`,
    /// which the project index does not read, and stand where `ProgressView` would.
    func isSpinnerTypeName(_ name: Int) -> Bool {
        guard isTypeName(name) else { return false }
        return nameEnds(name, with: "ActivityIndicator") || nameEnds(name, with: "ActivityIndicatorView")
            || nameEnds(name, with: "Spinner") || nameEnds(name, with: "ProgressView") || nameEnds(name, with: "LoadingIndicator")
    }

    /// `AppGlyph.add.image`, `IconProvider.close.padding()`: a value reached from a type
    /// without calling it, whose own type is not written here.
    func isStaticMemberValue(_ chain: Chain) -> Bool {
        chain.base.argsOpen == nil && chain.base.closures.isEmpty && chain.parts.count > 1
    }

    /// The content block of `Group { … }` (with any modifiers): a group is no view of its own.
    /// `AnyView(x)` shows `x`: the chain of its one argument; any other chain as it is.
    func erasingAnyView(_ chain: Chain) -> Chain {
        let base = chain.base
        guard !base.isMember, isWord(base.name, "AnyView"), let open = base.argsOpen, base.closures.isEmpty else { return chain }
        let args = arguments(open: open)
        guard args.count == 1, args[0].label == nil, args[0].start < args[0].end else { return chain }
        return self.chain(at: args[0].start, limit: args[0].end)
    }

    func groupContent(_ chain: Chain) -> Int? {
        let base = chain.base
        guard !base.isMember, isWord(base.name, "Group"), base.argsOpen == nil, base.closures.count == 1 else { return nil }
        return base.closures[0]
    }

    /// A label closure's leaves: one per `if` body or `switch` case, gathered with a work
    /// list; nil when there are too many to read.
    func leafSlots(_ open: Int) -> [LeafSlot]? {
        var pending: [[Statement]] = []
        var slots: [LeafSlot] = []
        // One list's leaf: its one view, or its branches' lists to read next.
        func read(_ count: Int, _ statement: Statement?) {
            guard count == 1, let statement else {
                slots.append(count == 0 ? .nothing : .several)
                return
            }
            switch statement {
            case .branches(let bodies):
                // One leaf per `if` body or `switch` case.
                pending.append(contentsOf: branchStatements(bodies).reversed())
            case .expression(let written):
                let chain = erasingAnyView(written)
                if let content = groupContent(chain) {
                    // `Group { … }` shows its content: read as the list it holds.
                    pending.append(contentsOf: branchStatements([content]).reversed())
                } else if !isWord(chain.base.name, "EmptyView") {
                    slots.append(.chain(chain))
                }
            case .other:
                break
            }
        }
        // The closure's own statements are counted as they are scanned, with no array of them
        // (most labels are one view).
        var count = 0
        var first: Statement?
        scanStatements(inBlock: open, onCase: {}) { statement in
            if case .other = statement { return }
            if count == 0 { first = statement }
            count += 1
        }
        read(count, first)
        var visited = 1
        while let list = pending.popLast() {
            visited += 1
            if visited > 256 { return nil }
            let (count, statement) = Code.views(in: list)
            read(count, statement)
        }
        // A branch that only shows progress stands in for the label while the action is busy
        // (`if isSaving { ProgressView() } else { Text("Save") }`): the other branches decide,
        // as they do for a whole item's branches (docs/model.md, "Label classes").
        if slots.count > 1, slots.contains(where: isBusySlot), !slots.allSatisfy(isBusySlot) {
            slots.removeAll(where: isBusySlot)
        }
        return slots
    }

    /// A leaf that is one `ProgressView(…)`, with any modifiers, or a stack around one.
    func isBusySlot(_ slot: LeafSlot) -> Bool {
        guard case .chain(let chain) = slot else { return false }
        return isBusyView(chain)
    }

    /// Leaves combined: an unknown leaf makes the whole unknown, one class is that class
    /// (the first leaf, with its title and symbol), different classes are conditional.
    /// A conditional label keeps its branches' classes, less the `busy` leaves
    /// (a `ProgressView` shown while the control works).
    static func combine(_ leaves: [ItemLabel], busy: [Bool] = []) -> ItemLabel {
        guard var first = leaves.first else { return .unknown }
        if leaves.contains(where: { $0.labelClass == .unknown }) { return .unknown }
        let unseen = leaves.contains { $0.dependsOnUnseenType }
        if leaves.allSatisfy({ $0.labelClass == first.labelClass }) {
            first.dependsOnUnseenType = unseen
            // Branches chosen by a caller are one view's (`IconView(icon:)`), not several views'.
            if leaves.count > 1 { first.branchesChosenByCaller = false }
            return first
        }
        var result = ItemLabel(.conditional, dependsOnUnseenType: unseen)
        for (k, leaf) in leaves.enumerated() where !(k < busy.count && busy[k]) {
            result.addBranch(leaf)
        }
        return result
    }

    /// A label's own view: `Text` (title), `Image` (symbol), `Label` (both), a view of the
    /// project (its body's class), or custom.
    func leafLabel(_ chain: Chain, views: ViewResolver? = nil) -> ItemLabel {
        let base = chain.base
        guard let name = base.name, !base.isMember else { return .unknown }
        guard isTypeName(name) else {
            // `Button { } label: { addIcon }`: a `some View` member of the type.
            return views?.resolveMember(chain, name: name)?.label ?? .unknown
        }
        let args = base.argsOpen.map { arguments(open: $0) } ?? []
        switch ControlName(self, name) {
        case .text:
            guard let title = firstUnlabeled(args) else { return ItemLabel(.text) }
            return ItemLabel(.text, title: TokenRange(title.start, title.end))
        case .image:
            let symbol = symbolArgument(args)
            var label = ItemLabel(.image, symbolToken: symbol.token, symbolIsWrapperMember: symbol.isWrapperMember)
            // `Image("close")`, `Image(.close)`, `Image(.Icons.close)`: an asset named by its first
            // argument; `Image(asset: Asset.close)` is the form asset code generators add.
            if symbol.isAbsent, let first = args.first {
                if first.label == nil {
                    label.isAssetImage = isKind(first.start, .stringBegin) || (isKind(first.start, .dot) && lastMember(first.start, first.end) != nil)
                } else {
                    label.isAssetImage = isWord(first.label, "asset")
                }
            }
            return label
        case .label:
            var title = firstUnlabeled(args).map { TokenRange($0.start, $0.end) }
            var symbol = symbolArgument(args)
            if title == nil {
                // The title closure's `Text(…)` is the title.
                if let titleClosure = firstTrailingClosure(base) ?? closure(labelled: "title", in: base, args: args),
                   case .expression(let titleChain)? = statements(inBlock: titleClosure).first,
                   let titleName = titleChain.base.name, !titleChain.base.isMember, ControlName(self, titleName) == .text {
                    title = leafLabel(titleChain).title
                }
                // `Label { Text(…) } icon: { Image(…) }`: title from the first closure, symbol from `icon:`.
                if let iconSymbol = iconSymbol(of: base) { symbol = iconSymbol }
            }
            return ItemLabel(.both, title: title, symbolToken: symbol.token, symbolIsWrapperMember: symbol.isWrapperMember)
        case .other:
            if let views, let resolved = views.resolveCall(chain, name: name) { return resolved.label }
            // `AppGlyph.add.image`: a static member's value, whose type is not written here; the
            // type it starts from need not be a view at all.
            if isStaticMemberValue(chain) { return .unknown }
            return ItemLabel(.custom, viewType: name, dependsOnUnseenType: views?.isUnseen(name) ?? false)
        default:
            return ItemLabel(.custom, viewType: name)
        }
    }
}

/// One leaf of a label closure: a view, several views in one branch, or nothing.
enum LeafSlot {
    case chain(Chain)
    case several
    case nothing
}

/// A control's symbol argument, as `symbolArgument(_:)` reads it.
enum SymbolArgument {
    /// No symbol or image argument.
    case absent
    /// An image whose name is not written here (an asset, a variable): an image all the same.
    case unnamed(isWrapperMember: Bool)
    /// A symbol named by a string literal's text token or a wrapper member's token.
    case named(Int, isWrapperMember: Bool)

    var isAbsent: Bool {
        if case .absent = self { return true }
        return false
    }

    /// The symbol's token, when it is named.
    var token: Int? {
        if case .named(let token, _) = self { return token }
        return nil
    }

    var isWrapperMember: Bool {
        switch self {
        case .absent: return false
        case .unnamed(let isWrapperMember), .named(_, let isWrapperMember): return isWrapperMember
        }
    }
}

extension Code {
    /// The symbol a `Label`'s `icon:` closure shows, or nil. An icon that is itself a
    /// title-less `Label` is followed into its own `icon:` with a loop, not recursion
    /// (nesting depth is unbounded); the innermost symbol found wins.
    func iconSymbol(of label: ChainPart) -> SymbolArgument? {
        var found: SymbolArgument?
        var part = label
        while true {
            guard let icon = closure(labelled: "icon", in: part),
                  case .expression(let chain)? = statements(inBlock: icon).first else { return found }
            let base = chain.base
            guard let name = base.name, !base.isMember, isTypeName(name) else { return found }
            let args = base.argsOpen.map { arguments(open: $0) } ?? []
            let symbol = symbolArgument(args)
            let valid = symbol.token != nil
            switch ControlName(self, name) {
            case .image:
                return valid ? symbol : found
            case .label:
                if valid { found = symbol }
                if firstUnlabeled(args) != nil { return found }
                part = base
            default:
                return found
            }
        }
    }
}

/// The control types the label classes name; which names are which is in `Vocabulary`.
enum ControlName {
    case button, menu, toggle, link, navigationLink, shareLink, systemButton, label, text, image, spacer, other

    /// A control a person acts on (not a label, text, image or spacer).
    var isActionable: Bool {
        switch self {
        case .button, .menu, .toggle, .link, .navigationLink, .shareLink: return true
        case .systemButton, .label, .text, .image, .spacer, .other: return false
        }
    }

    init(_ code: Code, _ i: Int) {
        if case .control(let name)? = Vocabulary.kind(code, i) {
            self = name
        } else {
            self = code.occurrences[Word.typealiasDeclaration.rawValue].isEmpty ? .other : ControlName.aliased(code, i)
        }
    }

    /// The control a name of this file stands for: `typealias SButton = SwiftUI.Button` makes
    /// `SButton("Save") { … }` a `Button`. The control is written `SwiftUI.Button`, or plainly
    /// at the top of the file (a type's own `typealias N = Link` may name a type of the app).
    /// Only this file's aliases are read: they are rare, and most are private.
    static func aliased(_ code: Code, _ i: Int) -> ControlName {
        guard code.isIdentifier(i) else { return .other }
        for k in code.occurrences[Word.typealiasDeclaration.rawValue] {
            let alias = Int(k)
            guard code.isKind(alias, .keyword), code.sameText(alias + 1, i), code.isOperator(alias + 2, "=") else { continue }
            var target = alias + 3
            let qualified = code.isWord(target, "SwiftUI") && code.isKind(target + 1, .dot)
            if qualified { target += 2 }
            guard qualified || code.parent[alias] < 0, case .control(let name)? = Vocabulary.kind(code, target),
                  target + 1 >= code.count || code.newlineBefore(target + 1) || code.isKind(target + 1, .semicolon)
                  || code.isKind(target + 1, .rightBrace) else { continue }
            return name
        }
        return .other
    }
}
