import DuobarScanner

/// Finds SwiftUI toolbar contexts and the items in them (docs/model.md, "Toolbar contexts").
struct ToolbarContextFinder {
    let code: Code
    let index: ProjectIndex
    let lookups: IndexLookups
    let views: ViewResolver

    /// Where items are being collected: inherited by groups and transparent wrappers.
    struct Frame {
        var block: Int
        var area: ItemArea
        var placement: TokenRange?
        @PackedIndex var placementMember: Int?
        @PackedIndex var wrapperName: Int?
        var wrapperIsSingleItem: Bool
        var wrapperChain: Chain?
        /// An argument of `.navigationBarItems(…)`, which takes views only: a member named
        /// there is a view, never toolbar content.
        var takesViewsOnly = false
    }

    func contexts() -> [ToolbarContext] {
        var result: [ToolbarContext] = []
        var seenBodies = Set<Int>()
        // Gathered in one array and sorted in place: no third array for the two joined.
        var starts = code.candidates([.toolbar, .navigationBarItems], minus: 1)
        starts += code.candidates([.toolbarContentBuilderAttribute, .some])
        starts.sort()
        for i in starts {
            let t = code.tokens[i]
            if t.kind == .dot, code.isWord(i + 1, "navigationBarItems") {
                if code.isKind(i + 2, .leftParen), !code.newlineBefore(i + 2), seenBodies.insert(i + 2).inserted {
                    result.append(ToolbarContext(kind: .navigationBarItems, anchor: i + 1, body: i + 2))
                }
            } else if t.kind == .dot, code.isWord(i + 1, "toolbar"), !code.isInCondition(dot: i) {
                let name = i + 1
                if code.isKind(name + 1, .leftBrace) {
                    if seenBodies.insert(name + 1).inserted {
                        result.append(ToolbarContext(kind: .modifier, anchor: name, body: name + 1))
                    }
                } else if code.isKind(name + 1, .leftParen), !code.newlineBefore(name + 1) {
                    let args = code.arguments(open: name + 1)
                    var body = -1
                    if let content = code.argument(args, "content"), code.isKind(content.start, .leftBrace) {
                        body = content.start
                    } else {
                        let after = code.partner(name + 1) + 1
                        if code.isKind(after, .leftBrace) { body = after }
                    }
                    if body >= 0, seenBodies.insert(body).inserted {
                        result.append(ToolbarContext(kind: .modifier, anchor: name, body: body))
                    }
                }
            } else if t.kind == .attribute, attributeIs(i, "@ToolbarContentBuilder") {
                if let (name, body) = declarationBody(after: i), seenBodies.insert(body).inserted {
                    result.append(ToolbarContext(kind: .builder, anchor: name, body: body))
                }
            } else if code.isWord(i, "some"),
                      code.isWord(i + 1, "ToolbarContent") || code.isWord(i + 1, "CustomizableToolbarContent"),
                      code.isKind(i + 2, .leftBrace) {
                let body = i + 2
                if seenBodies.insert(body).inserted {
                    result.append(ToolbarContext(kind: .builder, anchor: declarationName(before: i) ?? i + 1, body: body))
                }
            }
        }
        return result
    }

    func attributeIs(_ i: Int, _ name: StaticString) -> Bool {
        let t = code.tokens[i]
        return Keywords.equals(code.text.baseAddress! + Int(t.start), t.length, name)
    }

    /// For an attribute on a declaration: the declared name and the body's `{`.
    func declarationBody(after attribute: Int) -> (Int, Int)? {
        var j = attribute + 1
        var name = -1
        var steps = 0
        while j < code.count && steps < 64 {
            if code.isWord(j, "var") || code.isWord(j, "func") || code.isWord(j, "let") {
                name = j + 1
            } else if code.isKind(j, .leftBrace) {
                return name >= 0 ? (name, j) : nil
            } else if code.isKind(j, .rightBrace) || code.isKind(j, .semicolon) || code.isOperator(j, "=") {
                return nil
            }
            j = code.isOpener(j) && !code.isKind(j, .leftBrace) ? code.partner(j) + 1 : j + 1
            steps += 1
        }
        return nil
    }

    /// The name declared by the `var`/`func` that `i` belongs to (`var body: some …`).
    func declarationName(before i: Int) -> Int? {
        var j = i - 1
        var steps = 0
        while j >= 0 && steps < 64 {
            if code.isWord(j, "var") || code.isWord(j, "func") { return j + 1 }
            if code.isKind(j, .leftBrace) || code.isKind(j, .rightBrace) || code.isKind(j, .semicolon) { return nil }
            if let k = code.kind(j), Code.opener(for: k) != nil, code.match[j] >= 0 {
                j = Int(code.match[j]) - 1
            } else {
                j -= 1
            }
            steps += 1
        }
        return nil
    }

    /// Appends the items of one context to `items`, in source order; the references to other
    /// toolbar content it holds go to `references`. (Appended in place: a context's own array
    /// was copied item by item into the file's.)
    func items(of context: ToolbarContext, contextIndex: Int, references: inout [ToolbarReference],
               into items: inout [BarItem]) {
        let first = items.count
        var work: [Frame] = []
        if context.kind == .navigationBarItems {
            navigationBarItems(context, contextIndex, &items, &work, &references)
        } else {
            work.append(Frame(block: context.body, area: .bar, placement: nil, placementMember: nil,
                              wrapperName: nil, wrapperIsSingleItem: false, wrapperChain: nil))
        }
        var visited = 0
        // One buffer for every frame's pushes, and statements handled as they are read: no
        // array per block.
        var pushed: [Frame] = []
        while let frame = work.popLast() {
            visited += 1
            if visited > 100_000 { break }
            code.scanStatements(inBlock: frame.block, onCase: {}) { statement in
                switch statement {
                case .other:
                    break
                case .branches(let bodies):
                    // A branch that only shows progress stands in for the item while it is busy:
                    // the other branches are what the bar shows.
                    for body in bodies where !(bodies.count > 1 && isBusyBranch(body)) {
                        var f = frame
                        f.block = body
                        pushed.append(f)
                    }
                case .expression(let chain):
                    collect(chain, frame, contextIndex, &items, &pushed, &references)
                }
            }
            // Keep source order: the first pushed frame is handled next. (Moved over last first,
            // which also leaves the buffer empty for the next frame.)
            while let f = pushed.popLast() { work.append(f) }
        }
        items[first...].sort { $0.control.start < $1.control.start }
    }

    /// The items of `.navigationBarItems(leading:trailing:)`: each argument's view. SwiftUI hosts
    /// that view whole in one bar button item, so an `HStack` given there (the old way to put
    /// several on one side) is one custom item, not the views it lines up; `if`, `ForEach` and
    /// `Group` are looked through as in a `ToolbarItem`. The argument's label stands as the
    /// placement's member: there is no placement argument.
    func navigationBarItems(_ context: ToolbarContext, _ contextIndex: Int, _ items: inout [BarItem], _ work: inout [Frame],
                            _ references: inout [ToolbarReference]) {
        let args = code.arguments(open: context.body)
        var pushed: [Frame] = []
        for arg in args {
            guard let label = arg.label, code.isWord(label, "leading") || code.isWord(label, "trailing"), arg.start < arg.end else { continue }
            let frame = Frame(block: -1, area: .bar, placement: nil, placementMember: label,
                              wrapperName: nil, wrapperIsSingleItem: false, wrapperChain: nil, takesViewsOnly: true)
            collect(code.chain(at: arg.start, limit: arg.end), frame, contextIndex, &items, &pushed, &references)
        }
        work.append(contentsOf: pushed.reversed())
    }

    func contentClosure(_ part: ChainPart) -> Int? {
        code.firstTrailingClosure(part) ?? code.closure(labelled: "content", in: part)
    }

    func collect(_ chain: Chain, _ frame: Frame, _ contextIndex: Int, _ items: inout [BarItem], _ pushed: inout [Frame],
                 _ references: inout [ToolbarReference]) {
        let base = chain.base
        guard let name = base.name, !base.isMember else { return }
        let t = code.tokens[name]
        let s = code.text.baseAddress! + Int(t.start)
        let len = t.length
        func is_(_ w: StaticString) -> Bool { Keywords.equals(s, len, w) }

        // `EmptyView()` (the usual `else` of an item shown conditionally) shows nothing.
        if is_("EmptyView") { return }
        // Animators and timelines show what their content closure builds, redrawn over time.
        let isAnimator = is_("PhaseAnimator") || is_("KeyframeAnimator") || is_("TimelineView")
        if frame.wrapperIsSingleItem {
            // Inside `ToolbarItem { … }`: every view is (part of) the one item.
            if is_("ForEach") || is_("Group") || isAnimator {
                if let content = contentClosure(base) { var f = frame; f.block = content; pushed.append(f) }
                return
            }
            // A `ProgressView` in a `case` of its own (`case .loading: ProgressView()`) is the busy
            // state of what the other cases show, not a view of the item's own. (An `if`'s busy
            // branch beside others is left out where the branches are pushed.) Under an `if` with
            // no other branch (`if loading { ProgressView() }`), it stands in for nothing: the item.
            if code.isBusyView(chain), let wrapper = frame.wrapperChain, let content = contentClosure(wrapper.base),
               let step = code.branchSteps(of: chain.start, within: content).last, !step.isIf { return }
            items.append(item(chain, frame, contextIndex))
            return
        }
        if is_("ForEach") || is_("Group") || is_("Section") || isAnimator {
            if let content = contentClosure(base) { var f = frame; f.block = content; pushed.append(f) }
            return
        }
        if is_("ToolbarItem") || is_("ToolbarItemGroup") {
            let args = base.argsOpen.map { code.arguments(open: $0) } ?? []
            var f = frame
            f.wrapperName = name
            f.wrapperIsSingleItem = is_("ToolbarItem")
            f.wrapperChain = chain
            if let placement = code.argument(args, "placement") {
                f.placement = TokenRange(placement.start, placement.end)
                f.placementMember = code.lastMember(placement.start, placement.end)
                if f.area != .overflowMenu, let member = f.placementMember, case .placement(let area)? = Vocabulary.kind(code, member) {
                    f.area = area
                } else if f.area == .bar, code.mayGiveTitlePlacement(placement.start, placement.end) {
                    f.area = .principal
                }
            }
            // `ToolbarItemGroup { … } label: { … }` is collapsible: the system folds its views into a
            // menu under that label when the bar runs out of room, as on the vertical bar. They
            // are treated like the overflow menu's entries: only `missing-title` applies.
            if !f.wrapperIsSingleItem, f.area == .bar, code.closure(labelled: "label", in: base, args: args) != nil {
                f.area = .overflowMenu
            }
            guard let content = contentClosure(base) else { return }
            if f.wrapperIsSingleItem, var conditional = conditionalItem(content, f, contextIndex) {
                conditional.contextIndex = contextIndex
                items.append(conditional)
                return
            }
            f.block = content
            pushed.append(f)
            return
        }
        if is_("ToolbarOverflowMenu") {
            if let content = contentClosure(base) {
                var f = frame
                f.block = content
                f.area = .overflowMenu
                pushed.append(f)
            }
            return
        }
        if is_("ToolbarTitleMenu") { return }
        // References to toolbar content are not items, except in a group's content, where a
        // reference to a `some View` member of the type is a view; so is one given to
        // `.navigationBarItems(…)`, which takes views only.
        if !code.isTypeName(name) {
            if frame.wrapperName != nil {
                if let member = memberName(chain), let resolved = views.resolveMember(chain, name: member) {
                    items.append(item(chain, frame, contextIndex, resolved: resolved))
                }
            } else if frame.takesViewsOnly, let member = memberName(chain), let resolved = views.resolveMember(chain, name: member) {
                items.append(item(chain, frame, contextIndex, resolved: resolved))
            } else if let member = memberName(chain) {
                references.append(ToolbarReference(contextIndex: contextIndex, name: member, isType: false, area: frame.area))
            }
            return
        }
        if lookups.note(name) && index.isToolbarContentType(code, name) {
            references.append(ToolbarReference(contextIndex: contextIndex, name: name, isType: true, area: frame.area))
            return
        }
        // Named like toolbar content (`…Toolbar`, `…ToolbarContent`, `…ToolbarItem`,
        // `…ToolbarItems`, `…ToolbarItemGroup`; the system's `DefaultToolbarItem` is an item),
        // and not declared as a view.
        if code.nameEnds(name, with: "Toolbar") || code.nameEnds(name, with: "ToolbarContent") || code.nameEnds(name, with: "ToolbarItem")
            || code.nameEnds(name, with: "ToolbarItems") || code.nameEnds(name, with: "ToolbarItemGroup"),
           !is_("DefaultToolbarItem"), !views.declaresView(name) {
            references.append(ToolbarReference(contextIndex: contextIndex, name: name, isType: true, area: frame.area))
            return
        }
        items.append(item(chain, frame, contextIndex))
    }

    /// The member a lowercase chain refers to: `addButton`, `makeButton()`, `self.addButton`.
    func memberName(_ chain: Chain) -> Int? {
        guard let name = chain.base.name, !chain.base.isMember else { return nil }
        if code.isWord(name, "self") {
            guard chain.parts.count > 1, let member = chain.parts[1].name, code.isIdentifier(member),
                  !code.isTypeName(member) else { return nil }
            return member
        }
        return code.isIdentifier(name) && !code.isTypeName(name) ? name : nil
    }

    /// `ToolbarItem { if a { X } else { Y } }` where X and Y differ in class: one item
    /// whose label is conditional, pointing at the first branch's control.
    func conditionalItem(_ content: Int, _ frame: Frame, _ contextIndex: Int) -> BarItem? {
        // Without an `if` or `switch` at the content's own level it holds no branches: that is
        // told by its top-level tokens, before any statement is read (the content is read
        // again as the item's frame).
        guard hasTopLevelBranch(content) else { return nil }
        guard case .branches(let bodies)? = code.soleStatement(inBlock: content) else { return nil }
        var pending = Array(code.branchStatements(bodies).reversed())
        var leaves: [Chain] = []
        while let list = pending.popLast(), leaves.count < 64 {
            let (count, statement) = Code.views(in: list)
            if count == 0 { continue }
            guard count == 1, let statement else { return nil }
            switch statement {
            case .branches(let inner): pending.append(contentsOf: code.branchStatements(inner).reversed())
            case .expression(let chain):
                // A branch that shows nothing, or only progress while busy, does not change the
                // item's class.
                if !code.isWord(chain.base.name, "EmptyView") && !code.isBusyView(chain) {
                    leaves.append(chain)
                }
            case .other: return nil
            }
        }
        guard leaves.count > 1 else { return nil }
        let labels = leaves.map { code.controlShape($0, views: views).label }
        let classes = labels.map(\.labelClass)
        if classes.contains(.unknown) || classes.allSatisfy({ $0 == classes[0] }) { return nil }
        var result = item(leaves[0], frame, contextIndex)
        var label = ItemLabel(.conditional)
        for branch in labels { label.addBranch(branch) }
        label.branchesChosenByCaller = code.switchesOverStoredConstant(content, scopes: views.own.scopes)
        result.label = label
        return result
    }

    /// The block opened at `open` has an `if` or `switch` among its own tokens (nested
    /// brackets stepped over).
    func hasTopLevelBranch(_ open: Int) -> Bool {
        let close = min(code.partner(open), code.count)
        var j = open + 1
        while j < close {
            if code.isWord(j, "if") || code.isWord(j, "switch") { return true }
            j = code.isOpener(j) ? code.partner(j) + 1 : j + 1
        }
        return false
    }

    /// A branch body that is one `ProgressView(…)` (or a stack around one) and nothing else:
    /// a busy state.
    func isBusyBranch(_ body: Int) -> Bool {
        guard case .expression(let chain)? = code.soleStatement(inBlock: body) else { return false }
        return code.isBusyView(chain)
    }

    func item(_ chain: Chain, _ frame: Frame, _ contextIndex: Int, resolved: ResolvedView? = nil) -> BarItem {
        var shape = code.controlShape(chain, views: views)
        // In an item's content, a reference to a `some View` member takes its body's class.
        var resolved = resolved
        if resolved == nil, shape.kind == .reference, frame.wrapperName != nil, let member = memberName(chain) {
            resolved = views.resolveMember(chain, name: member)
        }
        if let resolved {
            shape.kind = resolved.kind
            shape.isMenu = resolved.isMenu
            shape.label = resolved.label
            if shape.roleMember == nil { shape.roleMember = resolved.roleMember }
        } else if shape.severalViews && !frame.wrapperIsSingleItem && frame.block >= 0 {
            // A view of the project whose body lines up several views (`backButton; forwardButton`),
            // in a group's or the toolbar's own content: SwiftUI makes each of them an item, and
            // they are written in another body, so no rule here decides them, as for a member
            // holding several views. (In a `ToolbarItem`, or `navigationBarItems`, they stay one
            // custom item.)
            shape.label = .unknown
        }
        // Items are built only from chains that start with a name (`collect`, `conditionalItem`).
        let name = chain.base.name ?? chain.start
        var item = BarItem(framework: .swiftUI, kind: shape.kind, control: TokenRange(name, name + 1),
                           label: shape.label, area: frame.area)
        item.contextIndex = contextIndex
        item.wrapperName = frame.wrapperName
        item.wrapperIsSingleItem = frame.wrapperIsSingleItem
        item.placement = frame.placement
        item.placementMember = frame.placementMember
        // `ToolbarSpacer(.flexible, placement: .keyboard)`: a spacer is toolbar content of its
        // own, placed by its own argument where no item wraps it.
        if shape.kind == .spacer, frame.wrapperName == nil, code.isWord(name, "ToolbarSpacer"), let open = chain.base.argsOpen,
           let placement = code.argument(code.arguments(open: open), "placement") {
            item.placement = TokenRange(placement.start, placement.end)
            item.placementMember = code.lastMember(placement.start, placement.end)
            if frame.area != .overflowMenu, let member = item.placementMember, case .placement(let area)? = Vocabulary.kind(code, member) {
                item.area = area
            }
        }
        item.roleMember = shape.roleMember
        item.isMenu = shape.isMenu
        if resolved == nil { item.countText = code.countBesideSymbol(chain, shape: shape) }
        for part in chain.modifiers { apply(part, to: &item) }
        if let wrapperChain = frame.wrapperChain {
            for part in wrapperChain.modifiers { apply(part, to: &item) }
        }
        return item
    }

    func apply(_ part: ChainPart, to item: inout BarItem) {
        guard part.isMember, let name = part.name else { return }
        if code.isWord(name, "axisBehavior") {
            item.axisBehaviorModifier = name
            if let open = part.argsOpen, let arg = code.arguments(open: open).first {
                item.axisBehaviorMember = code.lastMember(arg.start, arg.end)
            }
        } else if code.isWord(name, "visibilityPriority") {
            item.visibilityPriorityModifier = name
        } else if code.isWord(name, "badge") {
            item.badgeModifier = name
        }
    }
}
