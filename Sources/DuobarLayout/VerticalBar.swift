/// The layout rules of iPhone Duo's vertical bar, as pure functions of the items' facts
/// (docs/report.md, "How the vertical bar is laid out").
public enum VerticalBar {
    /// Lays out one toolbar context. `items` are in source order; `tabBar` is the tab bar
    /// that shares the strip, if any; `capacity` is how many symbols fit on the strip.
    public static func layout(_ items: [LayoutItem], tabBar: TabBarInput? = nil,
                              capacity: Int = BarLayout.defaultCapacity) -> BarLayout {
        var result = BarLayout()
        result.capacity = max(1, capacity)
        let (drawn, others) = fullestState(items)
        result.otherStates = others.map(\.id)

        // Today's bars: each item where its placement puts it.
        for item in drawn {
            switch item.origin {
            case .navigation: result.topLeading.append(item.id)
            case .title: result.principal.append(item.id)
            case .pinned, .prominent, .topBar: result.topTrailing.append(item.id)
            case .bottomBar: result.bottom.append(item.id)
            case .keyboard: result.keyboard.append(item.id)
            case .overflowMenu, .unknown: break
            }
        }

        // The vertical bar: what can go vertical, by section.
        var alwaysInMenu: [Int] = []
        var bySection: [BarLayout.SectionKind: [LayoutItem]] = [:]
        var pinned = Set<Int>()
        for item in drawn {
            if item.origin == .overflowMenu {
                if item.shape != .spacer { alwaysInMenu.append(item.id) }
                continue
            }
            switch placeOnVerticalBar(item) {
            case .apart(let reason):
                result.apart.append(BarLayout.ApartEntry(id: item.id, reason: reason))
                continue
            case .uncertain:
                result.uncertain.append(item.id)
            case .shown:
                break
            }
            let kind: BarLayout.SectionKind
            switch item.origin {
            case .navigation: kind = .navigation
            case .pinned: kind = .prominent; pinned.insert(item.id)
            case .prominent: kind = .prominent
            case .bottomBar: kind = .bottomBar
            default: kind = .topBar
            }
            bySection[kind, default: []].append(item)
        }
        // The pinned action comes first among the prominent ones.
        if let prominent = bySection[.prominent] {
            bySection[.prominent] = prominent.filter { pinned.contains($0.id) } + prominent.filter { !pinned.contains($0.id) }
        }
        for kind in [BarLayout.SectionKind.navigation, .prominent, .topBar, .bottomBar] {
            guard let list = bySection[kind], !list.isEmpty else { continue }
            result.sections.append(BarLayout.Section(kind: kind, groups: groups(list)))
        }

        // Room: the tab bar first, then the toolbar; "…" takes a slot when it is shown.
        let onBar = result.verticalItems
        let needed = onBar.count + (alwaysInMenu.isEmpty ? 0 : 1)
        result.toolbarSlots = result.capacity
        if let tabBar {
            let tabs = tabBar.tabs ?? 0
            result.overflowIsLowerBound = tabBar.tabs == nil
            if tabs + needed <= result.capacity {
                result.tabBar = TabBarLayout(tabs: tabBar.tabs, compressed: false, compression: tabBar.compression, slots: tabs)
                result.toolbarSlots = result.capacity - tabs
            } else if tabBar.compression == .prefersToolbarItems {
                result.tabBar = TabBarLayout(tabs: tabBar.tabs, compressed: true, compression: tabBar.compression, slots: 1)
                result.toolbarSlots = max(1, result.capacity - 1)
            } else {
                result.tabBar = TabBarLayout(tabs: tabBar.tabs, compressed: false, compression: tabBar.compression, slots: tabs)
                result.toolbarSlots = max(1, result.capacity - tabs)
            }
        }
        var overflowed: [Int: Int] = [:]
        if needed > result.toolbarSlots {
            let room = max(0, result.toolbarSlots - 1)
            let order = overflowOrder(onBar, items: drawn, pinned: pinned)
            for (k, id) in order.prefix(onBar.count - room).enumerated() { overflowed[id] = k + 1 }
            result.sections = result.sections.compactMap { section in
                let groups = section.groups.map { $0.filter { overflowed[$0] == nil } }.filter { !$0.isEmpty }
                return groups.isEmpty ? nil : BarLayout.Section(kind: section.kind, groups: groups)
            }
            result.uncertain.removeAll { overflowed[$0] != nil }
        }
        result.overflowMenu = onBar.compactMap { id in overflowed[id].map { BarLayout.OverflowEntry(id: id, rank: $0) } }
            + alwaysInMenu.map { BarLayout.OverflowEntry(id: $0, rank: nil) }
        result.hasOverflowButton = !result.overflowMenu.isEmpty
        return result
    }

    /// Whether an item can be on the vertical bar.
    public enum Placement: Equatable {
        case shown
        /// On the bar, though not every state of it may be.
        case uncertain
        case apart(BarLayout.ApartReason)
    }

    /// The axis rules: `.horizontalOnly` never goes vertical and `.verticalPreferred` always
    /// may; otherwise items with a symbol go vertical, text-only items and custom views stay
    /// on horizontal bars.
    public static func placeOnVerticalBar(_ item: LayoutItem) -> Placement {
        switch item.origin {
        case .title: return .apart(.title)
        case .keyboard: return .apart(.keyboard)
        case .unknown: return .apart(.placementUnknown)
        default: break
        }
        if item.shape == .spacer { return .apart(.spacer) }
        switch item.axis {
        case .horizontalOnly: return .apart(.horizontalOnly)
        case .verticalPreferred: return .shown
        case .unknown: return .uncertain
        case .unset, .automatic: break
        }
        switch item.shape {
        case .both, .image: return .shown
        case .text: return .apart(.textOnly)
        case .custom: return .apart(.customView)
        case .conditional, .unknown: return .uncertain
        case .spacer: return .apart(.spacer)
        }
    }

    /// The order in which bar items overflow: lower priority first; among equals, from the
    /// bottom of the bar up; pinned items last.
    static func overflowOrder(_ onBar: [Int], items: [LayoutItem], pinned: Set<Int>) -> [Int] {
        var priority: [Int: Int] = [:]
        for item in items { priority[item.id] = item.priority.rank }
        let position = Dictionary(uniqueKeysWithValues: onBar.enumerated().map { ($1, $0) })
        return onBar.sorted { a, b in
            let pa = pinned.contains(a), pb = pinned.contains(b)
            if pa != pb { return !pa }
            let ra = priority[a] ?? 1, rb = priority[b] ?? 1
            if ra != rb { return ra < rb }
            return position[a]! > position[b]!
        }
    }

    /// Items of one section gathered by group, each group where its first item is.
    static func groups(_ list: [LayoutItem]) -> [[Int]] {
        var order: [Int] = []
        var members: [Int: [Int]] = [:]
        for item in list {
            if members[item.group] == nil { order.append(item.group) }
            members[item.group, default: []].append(item.id)
        }
        return order.map { members[$0]! }
    }

    /// The state with the most items: for each `if`/`switch` statement, its branch with the
    /// most items (the first of equals), and inside it the same again. Returns the items of
    /// that state and the others, both in source order.
    public static func fullestState(_ items: [LayoutItem]) -> (drawn: [LayoutItem], others: [LayoutItem]) {
        guard items.contains(where: { !$0.branches.isEmpty }) else { return (items, []) }
        // Items under each branch path, counted at every depth.
        var count: [[BranchChoice]: Int] = [:]
        for item in items where !item.branches.isEmpty {
            for depth in 1...item.branches.count { count[Array(item.branches.prefix(depth)), default: 0] += 1 }
        }
        struct Slot: Hashable { var prefix: [BranchChoice]; var statement: Int }
        var chosen: [Slot: (branch: Int, count: Int)] = [:]
        for (path, n) in count {
            let slot = Slot(prefix: Array(path.dropLast()), statement: path.last!.statement)
            let branch = path.last!.branch
            if let best = chosen[slot], best.count > n || (best.count == n && best.branch < branch) { continue }
            chosen[slot] = (branch, n)
        }
        var drawn: [LayoutItem] = [], others: [LayoutItem] = []
        for item in items {
            var shown = true
            for (depth, step) in item.branches.enumerated() {
                let slot = Slot(prefix: Array(item.branches.prefix(depth)), statement: step.statement)
                if chosen[slot]?.branch != step.branch { shown = false; break }
            }
            if shown { drawn.append(item) } else { others.append(item) }
        }
        return (drawn, others)
    }
}
