import DuobarScanner

/// A compact copy of one file's bars, made only when a report draws them: plain values
/// (strings and numbers, no tokens), so it outlives the file's bytes and model.
public struct FileBars: Sendable {
    public var contexts: [BarContextSnapshot] = []
    /// `TabView`s in the file, so that toolbars in their tabs' content (here or in a view
    /// the tab calls) can be drawn sharing the strip with their tab bar.
    public var tabViews: [TabViewSnapshot] = []
    /// Symbols that fit on the outer display's vertical bar, from the file's config; nil
    /// for the default.
    public var capacity: Int?

    public init(contexts: [BarContextSnapshot] = [], tabViews: [TabViewSnapshot] = [], capacity: Int? = nil) {
        self.contexts = contexts
        self.tabViews = tabViews
        self.capacity = capacity
    }

    public var isEmpty: Bool { contexts.isEmpty && tabViews.isEmpty }
}

/// A line and column, 1-based, columns in characters: as findings are placed.
public struct SourcePlace: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourcePlace, b: SourcePlace) -> Bool {
        a.line != b.line ? a.line < b.line : a.column < b.column
    }
}

/// A value written in the source: not written, a case literal (its last member), or
/// something the tool cannot read.
public enum WrittenValue: Sendable, Equatable {
    case unset
    case member(String)
    case unreadable

    public var member: String? { if case .member(let m) = self { return m }; return nil }
    public var isWritten: Bool { self != .unset }
}

/// One toolbar context: a `.toolbar { … }`, a `ToolbarContent` body or builder, or the bar
/// items of one UIKit type.
public struct BarContextSnapshot: Sendable {
    public enum Kind: String, Sendable {
        /// `.toolbar { … }`
        case toolbar
        /// A `ToolbarContent` body, or a `@ToolbarContentBuilder` / `some ToolbarContent` member.
        case toolbarContent
        /// The `UIBarButtonItem`s of one type (a view controller).
        case uiKit
    }

    public var kind: Kind
    /// The type around it (`TripListView`, `NotesListViewController`); empty at the top level.
    public var ownerType: String
    /// A builder's name (`body`, `editingItems`).
    public var member: String?
    /// Where it starts: the `.toolbar`, the builder's name, or the type's declaration.
    public var place: SourcePlace
    public var items: [BarItemSnapshot]
    /// Toolbar content it names and that is drawn on its own (`ShareToolbar(…)`, `editingItems`).
    public var references: [String] = []
    /// The tab of a `TabView` in this file whose content holds it: (index in
    /// `FileBars.tabViews`, tab index).
    public var tab: TabPlace?
    /// `toolbarVerticalCompressionBehavior` (UIKit `verticalBarCompressionBehavior`) in the type around it.
    public var compression: WrittenValue = .unset
    /// UIKit: the type sets `tabBarItem`, so it is a tab of a tab bar controller.
    public var setsTabBarItem = false
    /// `.toolbarVerticalBehavior` / `preferredVerticalBarBehavior` in the type around it.
    public var optOut: WrittenValue = .unset
    /// UIKit `backBarButtonItem`'s title: what the Back button says.
    public var backTitle: String?
    /// In the content of `.sheet`, `.fullScreenCover` or `.popover`: presented over any tab bar.
    public var inPresentation = false

    public struct TabPlace: Sendable, Equatable {
        public var tabView: Int
        public var tab: Int
    }
}

/// One item, as the report draws it.
public struct BarItemSnapshot: Sendable {
    public var framework: Framework
    /// The control as written: `Button`, `Menu`, `EditButton`, `UIBarButtonItem`, a view's type.
    public var control: String
    /// Its title as written (a literal's text, or the expression), on one line; nil when it has none.
    public var title: String?
    /// The title is a string literal (not an expression whose text is shown as written).
    public var titleIsLiteral: Bool
    /// Its SF Symbol's name, when the source names it.
    public var symbol: String?
    public var labelClass: LabelClass
    /// For a custom label: the type that is custom (`Picker`, `Avatar in Button's label`).
    public var customName: String?
    public var isSpacer: Bool
    public var isMenu: Bool
    public var isSystemProvided: Bool
    public var hasBadge: Bool
    public var area: ItemArea
    /// SwiftUI: the placement's last member; "" when the placement is not a plain member;
    /// nil when none is written.
    public var placement: String?
    /// UIKit: the bar positions it is assigned to (`rightBarButtonItems`, …).
    public var positions: [String]
    public var axisBehavior: WrittenValue
    public var visibilityPriority: WrittenValue
    /// Items of one `ToolbarItemGroup` (or one UIKit bar position) share a number; nil alone.
    public var group: Int?
    /// The `if`/`switch` branches that hold it, outermost first.
    public var branches: [BranchStep]
    /// The control: where the item is.
    public var place: SourcePlace
    /// Every place a finding about the item may point at: its control, placement and modifiers.
    public var anchors: [SourcePlace]
}

/// A `TabView` and its tabs.
public struct TabViewSnapshot: Sendable {
    public var place: SourcePlace
    /// Its tabs; nil when they are made at run time (`ForEach`), so their number is unknown.
    public var tabs: [TabSnapshot]?

    public init(place: SourcePlace, tabs: [TabSnapshot]?) {
        self.place = place
        self.tabs = tabs
    }
}

public struct TabSnapshot: Sendable {
    public var title: String?
    public var symbol: String?
    /// `toolbarVerticalCompressionBehavior` in the tab's content.
    public var compression: WrittenValue
    /// Types called in the tab's content (`NavigationStack`, `RouteMapView`): a toolbar of one
    /// of them shares the strip with this tab bar.
    public var calledTypes: [String]

    public init(title: String?, symbol: String?, compression: WrittenValue, calledTypes: [String]) {
        self.title = title
        self.symbol = symbol
        self.compression = compression
        self.calledTypes = calledTypes
    }
}

extension FileModel {
    /// The file's bars as the report draws them. `place` turns byte offsets into lines and
    /// columns (all at once, so the file's lines are counted once).
    public func barSnapshot(place: ([Int]) -> [Int: (line: Int, column: Int)]) -> FileBars {
        var builder = SnapshotBuilder(model: self)
        return builder.build(place: place)
    }

    /// Only the `TabView`s of a file that holds no bars.
    public static func tabViewSnapshot(_ code: Code, place: ([Int]) -> [Int: (line: Int, column: Int)]) -> [TabViewSnapshot] {
        let found = TabViewFinder(code: code).tabViews()
        guard !found.isEmpty else { return [] }
        let placed = place(found.map { Int(code.tokens[$0.token].start) })
        return found.map { $0.snapshot(code, placed) }
    }
}

/// A `TabView` found in the tokens, before it is placed.
struct FoundTabView {
    var token: Int
    var close: Int
    /// Each tab: its title, symbol, content range (tokens) and compression.
    var tabs: [(title: String?, symbol: String?, range: Range<Int>)]?

    func snapshot(_ code: Code, _ placed: [Int: (line: Int, column: Int)]) -> TabViewSnapshot {
        let p = placed[Int(code.tokens[token].start)] ?? (1, 1)
        let finder = TabViewFinder(code: code)
        return TabViewSnapshot(place: SourcePlace(line: p.line, column: p.column), tabs: tabs?.map { tab in
            TabSnapshot(title: tab.title, symbol: tab.symbol, compression: finder.compression(in: tab.range),
                        calledTypes: finder.calledTypes(in: tab.range))
        })
    }
}

/// Finds `TabView { … }` and its tabs: `Tab("Title", systemImage: "s") { content }`, and
/// views with `.tabItem { Label("Title", systemImage: "s") }`.
struct TabViewFinder {
    let code: Code

    func tabViews() -> [FoundTabView] {
        var result: [FoundTabView] = []
        var i = 0
        while i < code.count {
            defer { i += 1 }
            guard code.isWord(i, "TabView"), !code.isKind(i - 1, .dot) else { continue }
            var open = i + 1
            if code.isKind(open, .leftParen), !code.newlineBefore(open) { open = code.partner(open) + 1 }
            guard code.isKind(open, .leftBrace) else { continue }
            let chain = code.chain(at: i, limit: code.count)
            // A paged TabView has no tab bar.
            if let style = code.modifier(chain, "tabViewStyle"), let args = style.argsOpen,
               code.string(from: args + 1, to: code.partner(args)).contains("page") { continue }
            result.append(FoundTabView(token: i, close: code.partner(open), tabs: tabs(inBlock: open)))
        }
        return result
    }

    /// The tabs of a `TabView`'s content; nil when they are made at run time.
    func tabs(inBlock open: Int) -> [(title: String?, symbol: String?, range: Range<Int>)]? {
        var result: [(title: String?, symbol: String?, range: Range<Int>)] = []
        var blocks = [open]
        var steps = 0
        while let block = blocks.popLast(), steps < 1000 {
            steps += 1
            var nested: [Int] = []
            for statement in code.statements(inBlock: block) {
                switch statement {
                case .other: continue
                case .branches(let bodies): nested.append(contentsOf: bodies)
                case .expression(let chain):
                    guard let name = chain.base.name, !chain.base.isMember else { continue }
                    if code.isWord(name, "ForEach") { return nil }
                    if code.isWord(name, "TabSection") || code.isWord(name, "Group") {
                        if let content = code.firstTrailingClosure(chain.base) { nested.append(content) }
                        continue
                    }
                    if code.isWord(name, "Tab") {
                        let args = chain.base.argsOpen.map { code.arguments(open: $0) } ?? []
                        let title = code.firstUnlabeled(args).flatMap { code.literalText($0.start, $0.end) }.map { code.string($0) }
                        let symbol = code.argument(args, "systemImage").flatMap { code.literalText($0.start, $0.end) }
                            .map { code.string($0) }
                        let content = code.firstTrailingClosure(chain.base) ?? code.closure(labelled: "content", in: chain.base)
                        let range = content.map { $0..<code.partner($0) } ?? chain.start..<chain.end
                        result.append((title, symbol, range))
                    } else if let tabItem = code.modifier(chain, "tabItem"), let label = code.firstTrailingClosure(tabItem) {
                        let (title, symbol) = tabLabel(label)
                        result.append((title, symbol, chain.start..<chain.end))
                    }
                }
            }
            blocks.append(contentsOf: nested.reversed())
        }
        return result
    }

    /// A `.tabItem { … }`'s title and symbol: `Label("T", systemImage: "s")`, or `Text` and `Image`.
    func tabLabel(_ open: Int) -> (String?, String?) {
        var title: String?, symbol: String?
        for statement in code.statements(inBlock: open) {
            guard case .expression(let chain) = statement, let name = chain.base.name, let argsOpen = chain.base.argsOpen else { continue }
            let args = code.arguments(open: argsOpen)
            let first = code.firstUnlabeled(args).flatMap { code.literalText($0.start, $0.end) }.map { code.string($0) }
            if code.isWord(name, "Label") {
                title = first
                symbol = code.argument(args, "systemImage").flatMap { code.literalText($0.start, $0.end) }.map { code.string($0) }
            } else if code.isWord(name, "Text") {
                title = first
            } else if code.isWord(name, "Image") {
                symbol = code.argument(args, "systemName").flatMap { code.literalText($0.start, $0.end) }.map { code.string($0) }
            }
        }
        return (title, symbol)
    }

    /// The value of the first `.toolbarVerticalCompressionBehavior(…)` in a range of tokens.
    func compression(in range: Range<Int>) -> WrittenValue {
        for i in range where code.isWord(i, "toolbarVerticalCompressionBehavior") && code.isKind(i - 1, .dot) {
            return modifierValue(i)
        }
        return .unset
    }

    /// A modifier's single argument, as a case literal when it is one.
    func modifierValue(_ name: Int) -> WrittenValue {
        guard code.isKind(name + 1, .leftParen), let arg = code.arguments(open: name + 1).first,
              code.arguments(open: name + 1).count == 1, arg.label == nil,
              code.isKind(arg.start, .dot) || code.isTypeName(arg.start),
              let member = code.lastMember(arg.start, arg.end) else { return .unreadable }
        return .member(code.string(member))
    }

    /// Capitalized names called in a range (`RouteMapView()`, `NavigationStack {`), each once.
    func calledTypes(in range: Range<Int>) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for i in range where code.isTypeName(i) && !code.isKind(i - 1, .dot)
            && (code.isKind(i + 1, .leftParen) || code.isKind(i + 1, .leftBrace)) {
            let name = code.string(i)
            if seen.insert(name).inserted { result.append(name) }
            if result.count >= 64 { break }
        }
        return result
    }
}

/// Builds a file's snapshot from its model.
struct SnapshotBuilder {
    let model: FileModel
    var code: Code { model.code }
    /// Byte offsets to place, collected while building.
    var offsets: [Int] = []

    init(model: FileModel) {
        self.model = model
    }

    mutating func offset(_ token: Int) -> Int {
        let o = Int(code.tokens[min(token, code.count - 1)].start)
        offsets.append(o)
        return o
    }

    /// Items and contexts with byte offsets, placed at the end.
    struct Pending {
        var context: BarContextSnapshot
        var contextOffset: Int
        var items: [(item: BarItemSnapshot, offset: Int, anchors: [Int])]
    }

    mutating func build(place: ([Int]) -> [Int: (line: Int, column: Int)]) -> FileBars {
        guard code.count > 0 else { return FileBars() }
        let scopes = TypeScopes(code)
        let tabFinder = TabViewFinder(code: code)
        let foundTabs = tabFinder.tabViews()
        for tabView in foundTabs { _ = offset(tabView.token) }
        var pending: [Pending] = []
        let zero = SourcePlace(line: 0, column: 0)

        // SwiftUI contexts.
        var byContext = [[Int]](repeating: [], count: model.contexts.count)
        var uiKitItems: [Int] = []
        var backTitles: [[UInt8]: String] = [:]
        for (k, item) in model.items.enumerated() {
            if let c = item.contextIndex, c < byContext.count {
                byContext[c].append(k)
            } else if item.framework == .uiKit {
                if item.area == .systemBackButton {
                    backTitles[scopes.path(enclosing: item.control.start, in: code).joinedKey] = title(item).text
                } else if item.area != .customBar {
                    uiKitItems.append(k)
                }
            }
        }
        for (c, context) in model.contexts.enumerated() {
            let owner = scopes.path(enclosing: context.anchor, in: code)
            var snapshot = BarContextSnapshot(
                kind: context.kind == .builder ? .toolbarContent : .toolbar,
                ownerType: owner.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "."),
                member: context.kind == .builder ? code.string(context.anchor) : nil,
                place: zero, items: [])
            snapshot.references = references(in: context, items: byContext[c])
            snapshot.inPresentation = OptOutFinder(code: code).surroundings(of: context.anchor).presentation
            snapshot.tab = tabPlace(of: context.anchor, in: foundTabs)
            snapshot.compression = typeValue(scopes, around: context.anchor, "toolbarVerticalCompressionBehavior", tabFinder)
            // A presentation decides for itself; the screen's opt-out is not its own.
            snapshot.optOut = snapshot.inPresentation ? .unset : optOut(scopes, around: context.anchor)
            let contextOffset = offset(context.anchor)
            var items: [(BarItemSnapshot, Int, [Int])] = []
            for k in byContext[c] { items.append(item(model.items[k], context: context)) }
            pending.append(Pending(context: snapshot, contextOffset: contextOffset, items: items))
        }

        // UIKit: the items of each type.
        var byType: [[UInt8]: [Int]] = [:]
        var typeOrder: [[UInt8]] = []
        for k in uiKitItems {
            let key = scopes.path(enclosing: model.items[k].control.start, in: code).joinedKey
            if byType[key] == nil { typeOrder.append(key) }
            byType[key, default: []].append(k)
        }
        for key in typeOrder {
            let list = byType[key]!
            let first = model.items[list[0]].control.start
            let open = scopes.enclosingScope(of: first).map { scopes.scopes[$0].open } ?? first
            var snapshot = BarContextSnapshot(kind: .uiKit, ownerType: String(decoding: key, as: UTF8.self), member: nil,
                                              place: zero, items: [])
            snapshot.compression = uiKitCompression(scopes, around: first)
            snapshot.setsTabBarItem = typeMentions(scopes, around: first, "tabBarItem")
            snapshot.optOut = optOut(scopes, around: first)
            snapshot.backTitle = backTitles[key]
            let contextOffset = offset(declarationStart(open))
            var items: [(BarItemSnapshot, Int, [Int])] = []
            for k in list { items.append(item(model.items[k], context: nil)) }
            pending.append(Pending(context: snapshot, contextOffset: contextOffset, items: items))
        }

        let placed = place(offsets)
        func at(_ offset: Int) -> SourcePlace {
            let p = placed[offset] ?? (1, 1)
            return SourcePlace(line: p.line, column: p.column)
        }
        var bars = FileBars()
        bars.tabViews = foundTabs.map { $0.snapshot(code, placed) }
        for p in pending {
            var context = p.context
            context.place = at(p.contextOffset)
            context.items = p.items.map { item, offset, anchors in
                var item = item
                item.place = at(offset)
                item.anchors = anchors.map(at)
                return item
            }
            bars.contexts.append(context)
        }
        bars.contexts.sort { $0.place < $1.place }
        return bars
    }

    /// The token where the declaration whose body opens at `open` starts (`final class X: … {`).
    func declarationStart(_ open: Int) -> Int {
        var j = open - 1
        var steps = 0
        while j > 0 && steps < 256 {
            if code.isWord(j, "class") || code.isWord(j, "struct") || code.isWord(j, "extension")
                || code.isWord(j, "enum") || code.isWord(j, "actor") { return j }
            j -= 1
            steps += 1
        }
        return open
    }

    mutating func item(_ item: BarItem, context: ToolbarContext?) -> (BarItemSnapshot, Int, [Int]) {
        let (text, isLiteral) = title(item)
        var positions: [String] = []
        let names: [(BarPositions, String)] = [
            (.leftBarButtonItems, "leftBarButtonItems"), (.rightBarButtonItems, "rightBarButtonItems"),
            (.toolbarItems, "toolbarItems"), (.leadingItemGroups, "leadingItemGroups"),
            (.trailingItemGroups, "trailingItemGroups"), (.centerItemGroups, "centerItemGroups"),
            (.pinnedTrailingGroup, "pinnedTrailingGroup"), (.additionalOverflowItems, "additionalOverflowItems"),
        ]
        for (flag, name) in names where item.positions.contains(flag) { positions.append(name) }
        var placement: String?
        if let range = item.placement {
            placement = item.placementMember.map { code.string($0) } ?? ""
            if range.start >= range.end { placement = "" }
        }
        // `.navigationBarItems(leading:trailing:)`: the argument's label says the side.
        if placement == nil, let context, context.kind == .navigationBarItems, let side = item.placementMember {
            placement = code.isWord(side, "leading") ? "topBarLeading" : "topBarTrailing"
        }
        var control = item.framework == .uiKit ? "UIBarButtonItem" : code.string(item.control.start)
        // `DefaultToolbarItem(kind: .search, placement: .bottomBar)` says where it goes itself.
        if code.isWord(item.control.start, "DefaultToolbarItem"), code.isKind(item.control.start + 1, .leftParen) {
            let args = code.arguments(open: item.control.start + 1)
            if placement == nil, let p = code.argument(args, "placement") {
                placement = code.lastMember(p.start, p.end).map { code.string($0) } ?? ""
            }
            if let kind = code.argument(args, "kind"), let member = code.lastMember(kind.start, kind.end) {
                control += " .\(code.string(member))"
            }
        }
        if item.framework == .uiKit, let system = item.systemItemMember { control = ".\(code.string(system)) system item" }
        let axis: WrittenValue = item.axisBehaviorModifier == nil ? .unset
            : item.axisBehaviorMember.map { .member(code.string($0)) } ?? .unreadable
        var group: Int?
        if item.framework == .swiftUI, let wrapper = item.wrapperName, !item.wrapperIsSingleItem {
            group = wrapper
        } else if item.framework == .uiKit, !item.positions.isEmpty {
            group = -1_000_000 - Int(item.positions.rawValue)
        }
        var branches: [BranchStep] = []
        if let context {
            branches = code.branchSteps(of: item.control.start, within: context.body, index: model.branches)
        }
        let snapshot = BarItemSnapshot(
            framework: item.framework,
            control: control,
            title: text, titleIsLiteral: isLiteral,
            symbol: model.symbolName(item),
            labelClass: item.label.labelClass,
            customName: item.label.labelClass == .custom && !item.isSpacer ? model.customViewName(item) : nil,
            isSpacer: item.isSpacer, isMenu: item.isMenu, isSystemProvided: item.kind == .systemProvided,
            hasBadge: item.badgeModifier != nil, area: item.area,
            placement: item.framework == .swiftUI ? placement : nil, positions: positions,
            axisBehavior: axis, visibilityPriority: priority(item),
            group: group, branches: branches,
            place: SourcePlace(line: 0, column: 0), anchors: [])
        let controlOffset = offset(item.control.start)
        var anchors = [controlOffset]
        for token in [item.placement?.start, item.axisBehaviorModifier, item.visibilityPriorityModifier, item.badgeModifier] {
            if let token { anchors.append(offset(token)) }
        }
        return (snapshot, controlOffset, anchors)
    }

    /// The title as written, on one line: a literal's text, else the expression; for a view
    /// of the project, the title its body gives.
    func title(_ item: BarItem) -> (text: String?, isLiteral: Bool) {
        if let range = item.label.title {
            if case .text(let text) = code.plainString(range.start, range.end) { return (FileModel.oneLine(code.string(text)), true) }
            if case .empty = code.plainString(range.start, range.end) { return ("", true) }
            if range.end == range.start + 1, let text = code.literalText(range.start, range.end) {
                return (FileModel.oneLine(code.string(text)), true)
            }
            if code.isIdentifier(range.start), code.isKind(range.start + 1, .leftParen),
               let first = code.arguments(open: range.start + 1).first, case .text(let key) = code.plainString(first.start, first.end) {
                return (FileModel.oneLine(code.string(key)), true)
            }
            return (FileModel.oneLine(code.string(from: range.start, to: range.end)), false)
        }
        if let title = model.viewAnswer(item)?.title { return (FileModel.oneLine(title), true) }
        return (nil, false)
    }

    /// `.visibilityPriority(.high)` or UIKit's `item.visibilityPriority = .high`.
    func priority(_ item: BarItem) -> WrittenValue {
        guard let name = item.visibilityPriorityModifier else { return .unset }
        if code.isKind(name + 1, .leftParen) { return TabViewFinder(code: code).modifierValue(name) }
        if code.isOperator(name + 1, "="), code.isKind(name + 2, .dot), code.isIdentifier(name + 3),
           !code.isKind(name + 4, .dot), !code.isKind(name + 4, .leftParen) {
            return .member(code.string(name + 3))
        }
        return .unreadable
    }

    /// Toolbar content a context names that is not an item: drawn on its own.
    func references(in context: ToolbarContext, items: [Int]) -> [String] {
        let controls = Set(items.map { model.items[$0].control.start })
        var result: [String] = []
        let wrappers: [StaticString] = ["ToolbarItem", "ToolbarItemGroup", "ToolbarOverflowMenu", "ToolbarTitleMenu",
                                        "ForEach", "Group", "Section", "EmptyView"]
        for statement in code.statements(inBlock: context.body) {
            guard case .expression(let chain) = statement, let name = chain.base.name, !chain.base.isMember,
                  !controls.contains(name), code.isIdentifier(name),
                  !wrappers.contains(where: { code.isWord(name, $0) }) else { continue }
            result.append(code.string(name))
        }
        return result
    }

    func tabPlace(of token: Int, in tabViews: [FoundTabView]) -> BarContextSnapshot.TabPlace? {
        for (v, tabView) in tabViews.enumerated() where tabView.token < token && token < tabView.close {
            for (t, tab) in (tabView.tabs ?? []).enumerated() where tab.range.contains(token) {
                return BarContextSnapshot.TabPlace(tabView: v, tab: t)
            }
        }
        return nil
    }

    /// The body range of the type around `token`, or the whole file at the top level.
    func typeRange(_ scopes: TypeScopes, around token: Int) -> Range<Int> {
        guard let s = scopes.enclosingScope(of: token) else { return 0..<code.count }
        return scopes.scopes[s].open..<min(scopes.scopes[s].close, code.count)
    }

    func typeValue(_ scopes: TypeScopes, around token: Int, _ name: StaticString, _ finder: TabViewFinder) -> WrittenValue {
        finder.compression(in: typeRange(scopes, around: token))
    }

    /// UIKit: `navigationItem.verticalBarCompressionBehavior = .prefersBarItems` in the type.
    func uiKitCompression(_ scopes: TypeScopes, around token: Int) -> WrittenValue {
        for i in typeRange(scopes, around: token) where code.isWord(i, "verticalBarCompressionBehavior") && code.isKind(i - 1, .dot) {
            guard code.isOperator(i + 1, "=") else { continue }
            if code.isKind(i + 2, .dot), code.isIdentifier(i + 3), !code.isKind(i + 4, .dot) { return .member(code.string(i + 3)) }
            return .unreadable
        }
        return .unset
    }

    func typeMentions(_ scopes: TypeScopes, around token: Int, _ word: StaticString) -> Bool {
        typeRange(scopes, around: token).contains { code.isWord($0, word) }
    }

    /// An opt-out in the type around `token`: disabled for good, or depending on state.
    func optOut(_ scopes: TypeScopes, around token: Int) -> WrittenValue {
        let range = typeRange(scopes, around: token)
        var result: WrittenValue = .unset
        for optOut in model.optOuts where range.contains(optOut.name) && !optOut.inPresentation {
            switch optOut.value {
            case .literal(let member): result = .member(code.string(member))
            case .varying: return .unreadable
            }
        }
        return result
    }
}
