import DuobarScanner

/// What a SwiftUI view expression shows as an item (SPEC §1, label classes).
public struct ControlShape: Sendable {
    public var kind: ControlKind
    public var label: ItemLabel
    public var isMenu: Bool
    /// `role:` argument's last member, or -1.
    public var role: Int
}

extension Code {
    /// Classifies the view a chain builds. Label closures are followed with a
    /// worklist, so nested labels and `if` branches cost no recursion.
    public func controlShape(_ chain: Chain) -> ControlShape {
        let base = chain.base
        var shape = ControlShape(kind: .custom, label: .custom, isMenu: false, role: -1)
        let name = base.name
        guard name >= 0, !base.isMember else {
            shape.kind = .reference
            shape.label = .unknown
            return shape
        }
        guard isTypeName(name) else {
            shape.kind = .reference
            shape.label = .unknown
            return shape
        }
        let args = base.argsOpen >= 0 ? arguments(open: base.argsOpen) : []
        if let role = argument(args, "role") { shape.role = lastMember(role.start, role.end) }
        let title = firstUnlabeled(args).map { TokenRange($0.start, $0.end) }
        let symbol = symbolArgument(args)

        switch ControlName(self, name) {
        case .button:
            shape.kind = .button
            let hasAction = argument(args, "action") != nil || argument(args, "intent") != nil
            let labelClosure = labelClosureOf(base, hasTitle: title != nil, firstTrailingIsLabel: hasAction)
            if title != nil {
                shape.label = fromArguments(title: title, symbol: symbol)
            } else if labelClosure >= 0 {
                shape.label = labelOfClosure(labelClosure)
            } else if shape.role >= 0 {
                shape.label = ItemLabel(.both)
                shape.kind = .systemProvided
            } else {
                shape.label = symbol.token >= 0 ? fromArguments(title: nil, symbol: symbol) : .unknown
            }
        case .menu:
            shape.kind = .menu
            shape.isMenu = true
            if title != nil {
                shape.label = fromArguments(title: title, symbol: symbol)
            } else {
                let labelClosure = closure(labelled: "label", in: base)
                shape.label = labelClosure >= 0 ? labelOfClosure(labelClosure) : .unknown
            }
        case .toggle, .link:
            shape.kind = ControlName(self, name) == .toggle ? .toggle : .link
            if title != nil {
                shape.label = fromArguments(title: title, symbol: symbol)
            } else {
                let labelClosure = labelClosureOf(base, hasTitle: false, firstTrailingIsLabel: true)
                shape.label = labelClosure >= 0 ? labelOfClosure(labelClosure) : .unknown
            }
        case .navigationLink:
            shape.kind = .navigationLink
            if title != nil {
                shape.label = fromArguments(title: title, symbol: symbol)
            } else {
                let hasTarget = argument(args, "destination") != nil || argument(args, "value") != nil
                let labelClosure = labelClosureOf(base, hasTitle: false, firstTrailingIsLabel: hasTarget)
                shape.label = labelClosure >= 0 ? labelOfClosure(labelClosure) : .unknown
            }
        case .shareLink:
            shape.kind = .shareLink
            let labelClosure = labelClosureOf(base, hasTitle: title != nil, firstTrailingIsLabel: title == nil)
            if title == nil && labelClosure >= 0 {
                shape.label = labelOfClosure(labelClosure)
            } else {
                shape.label = ItemLabel(.both, title: title)
            }
        case .systemButton:
            shape.kind = .systemProvided
            shape.label = ItemLabel(.both)
        case .label, .text, .image:
            let leaf = leafLabel(chain)
            shape.kind = ControlName(self, name) == .label ? .label : (ControlName(self, name) == .text ? .text : .image)
            shape.label = leaf
        case .spacer:
            shape.kind = .spacer
            shape.label = ItemLabel(.custom)
        case .other:
            shape.kind = .custom
            shape.label = .custom
        }
        return shape
    }

    /// `systemImage:`, `image:`, `systemSymbol:` (or `systemName:` in `Image`).
    func symbolArgument(_ args: [Argument]) -> (token: Int, isWrapper: Bool) {
        for arg in args where arg.label >= 0 {
            if isWord(arg.label, "systemImage") || isWord(arg.label, "systemName") || isWord(arg.label, "image") {
                let text = plainStringText(arg.start, arg.end)
                // An asset or non-literal image still counts as an image; its name is unknown.
                return (text >= 0 ? text : Int.max, false)
            }
            if isWord(arg.label, "systemSymbol") {
                let member = lastMember(arg.start, arg.end)
                return (member >= 0 ? member : Int.max, true)
            }
        }
        return (-1, false)
    }

    func fromArguments(title: TokenRange?, symbol: (token: Int, isWrapper: Bool)) -> ItemLabel {
        let symbolToken = symbol.token == Int.max ? -1 : symbol.token
        let hasSymbol = symbol.token >= 0
        switch (title != nil, hasSymbol) {
        case (true, true): return ItemLabel(.both, title: title, symbol: symbolToken, symbolIsWrapperMember: symbol.isWrapper)
        case (true, false): return ItemLabel(.text, title: title)
        case (false, true): return ItemLabel(.image, symbol: symbolToken, symbolIsWrapperMember: symbol.isWrapper)
        case (false, false): return .custom
        }
    }

    /// The closure that is a control's label: `label:` (trailing or argument), or the
    /// first trailing closure when the initializer form makes it the label.
    func labelClosureOf(_ part: ChainPart, hasTitle: Bool, firstTrailingIsLabel: Bool) -> Int {
        let labelled = closure(labelled: "label", in: part)
        if labelled >= 0 { return labelled }
        if hasTitle { return -1 }
        if firstTrailingIsLabel { return firstTrailingClosure(part) }
        return -1
    }

    /// Classifies what a label closure shows. `if`/`switch` branches are gathered with a
    /// worklist; branches of different classes make the label conditional.
    public func labelOfClosure(_ open: Int) -> ItemLabel {
        var pending = [statements(inBlock: open)]
        var leaves: [ItemLabel] = []
        var visited = 0
        while let list = pending.popLast() {
            visited += 1
            if visited > 256 { return .unknown }
            let statements = list.filter {
                if case .other = $0 { return false }
                return true
            }
            guard statements.count == 1 else {
                leaves.append(statements.isEmpty ? .unknown : .custom)
                continue
            }
            switch statements[0] {
            case .branches(let bodies):
                // One leaf per `if` body or `switch` case.
                pending.append(contentsOf: branchStatements(bodies).reversed())
            case .expression(let chain):
                if !isWord(chain.base.name, "EmptyView") { leaves.append(leafLabel(chain)) }
            case .other:
                break
            }
        }
        guard let first = leaves.first else { return .unknown }
        if leaves.contains(where: { $0.labelClass == .unknown }) { return .unknown }
        if leaves.allSatisfy({ $0.labelClass == first.labelClass }) { return first }
        return ItemLabel(.conditional)
    }

    /// A label's own view: `Text` (title), `Image` (symbol), `Label` (both), or custom.
    func leafLabel(_ chain: Chain) -> ItemLabel {
        let base = chain.base
        let name = base.name
        guard name >= 0, !base.isMember else { return .unknown }
        guard isTypeName(name) else { return .unknown }
        let args = base.argsOpen >= 0 ? arguments(open: base.argsOpen) : []
        switch ControlName(self, name) {
        case .text:
            guard let title = firstUnlabeled(args) else { return ItemLabel(.text) }
            return ItemLabel(.text, title: TokenRange(title.start, title.end))
        case .image:
            let symbol = symbolArgument(args)
            return ItemLabel(.image, symbol: symbol.token == Int.max ? -1 : symbol.token,
                             symbolIsWrapperMember: symbol.isWrapper)
        case .label:
            var title = firstUnlabeled(args).map { TokenRange($0.start, $0.end) }
            var symbol = symbolArgument(args)
            if title == nil {
                // The title closure's `Text(…)` is the title.
                var titleClosure = firstTrailingClosure(base)
                if titleClosure < 0 { titleClosure = closure(labelled: "title", in: base) }
                if titleClosure >= 0, case .expression(let titleChain)? = statements(inBlock: titleClosure).first,
                   titleChain.base.name >= 0, !titleChain.base.isMember, ControlName(self, titleChain.base.name) == .text {
                    title = leafLabel(titleChain).title
                }
                // `Label { Text(…) } icon: { Image(…) }`: title from the first closure, symbol from `icon:`.
                if let iconSymbol = iconSymbol(of: base) { symbol = iconSymbol }
            }
            return ItemLabel(.both, title: title, symbol: symbol.token == Int.max || symbol.token < 0 ? -1 : symbol.token,
                             symbolIsWrapperMember: symbol.isWrapper)
        default:
            return .custom
        }
    }
}

extension Code {
    /// The symbol a `Label`'s `icon:` closure shows, or nil. An icon that is itself a
    /// title-less `Label` is followed into its own `icon:` with a loop, not recursion
    /// (nesting depth is unbounded); the innermost symbol found wins.
    func iconSymbol(of label: ChainPart) -> (token: Int, isWrapper: Bool)? {
        var found: (token: Int, isWrapper: Bool)?
        var part = label
        while true {
            let icon = closure(labelled: "icon", in: part)
            guard icon >= 0, case .expression(let chain)? = statements(inBlock: icon).first else { return found }
            let base = chain.base
            guard base.name >= 0, !base.isMember, isTypeName(base.name) else { return found }
            let args = base.argsOpen >= 0 ? arguments(open: base.argsOpen) : []
            let symbol = symbolArgument(args)
            let valid = symbol.token >= 0 && symbol.token != Int.max
            switch ControlName(self, base.name) {
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

    init(_ code: Code, _ i: Int) {
        if case .control(let name)? = Vocabulary.kind(code, i) {
            self = name
        } else {
            self = .other
        }
    }
}
