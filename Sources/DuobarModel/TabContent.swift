import DuobarScanner

/// One tab of a `TabView`: a `Tab { … }`'s content, or a child view marked `.tabItem { … }`.
public struct TabContent: Sendable, Equatable {
    /// The tokens of the tab: the whole `Tab(…) { … }` or child chain, modifiers included.
    public var range: TokenRange
    /// The tab applies `toolbarVerticalCompressionBehavior` somewhere in its chain: it has
    /// decided which bar compresses first.
    public var decided: Bool
}

extension TabContent {
    /// The innermost of `tabs` (in source order) that holds token `j`: a binary search, then
    /// a few steps out through tabs that hold others.
    static func holding(_ j: Int, _ tabs: [TabContent]) -> TabContent? {
        var low = 0, high = tabs.count
        while low < high {
            let mid = (low + high) / 2
            if tabs[mid].range.start <= j { low = mid + 1 } else { high = mid }
        }
        var k = low - 1
        var steps = 0
        while k >= 0 && steps < 8 {
            if j < tabs[k].range.end { return tabs[k] }
            k -= 1
            steps += 1
        }
        return nil
    }
}

/// Which views are shown in tabs, and which types' code calls which views: what the project
/// index needs to tell, for a toolbar in one file, whether a `TabView` in another file shows
/// it (docs/model.md, "Toolbars in tabs"). Views are named by a hash of their bare name
/// (a private type's mixed with its file's tag), members by `Type.name` and `.name`.
public struct ViewCalls: Sendable {
    /// One call: `caller`'s code calls `callee`.
    struct Edge: Sendable {
        var callee: UInt64
        var caller: UInt64
    }

    /// Views called in the content of a tab that decides nothing about compression.
    public var tabRoots: Set<UInt64> = []
    /// Types whose code applies `toolbarVerticalCompressionBehavior`: what they show has decided.
    public var decided: Set<UInt64> = []
    /// One file's calls, sorted by callee, then caller, each once.
    var edges: [Edge] = []
    /// Merged files' calls: for each callee, its callers in merge order (read through `answer`).
    var callers: [UInt64: [UInt64]] = [:]

    public init() {}

    public var isEmpty: Bool { tabRoots.isEmpty && decided.isEmpty && edges.isEmpty && callers.isEmpty }

    /// A union: the order of merging changes no answer.
    public mutating func merge(_ other: ViewCalls) {
        tabRoots.formUnion(other.tabRoots)
        decided.formUnion(other.decided)
        for edge in other.edges { callers[edge.callee, default: []].append(edge.caller) }
        for (callee, list) in other.callers { callers[callee, default: []].append(contentsOf: list) }
    }

    /// What the facts say about one view: whether a tab shows it, whether it has decided,
    /// and who calls it.
    public struct Answer: Equatable, Sendable {
        public var isTabRoot: Bool
        public var decided: Bool
        /// Sorted, each once.
        public var callers: [UInt64]
    }

    public func answer(_ node: UInt64) -> Answer {
        var list = callers[node] ?? []
        // This file's own edges, found by binary search.
        var low = 0, high = edges.count
        while low < high {
            let mid = (low + high) / 2
            if edges[mid].callee < node { low = mid + 1 } else { high = mid }
        }
        while low < edges.count && edges[low].callee == node {
            list.append(edges[low].caller)
            low += 1
        }
        list.sort()
        var unique: [UInt64] = []
        for caller in list where unique.last != caller { unique.append(caller) }
        return Answer(isTabRoot: tabRoots.contains(node), decided: decided.contains(node), callers: unique)
    }
}

/// The body of a view (`var body`) or of a `some View` member, for the calls it makes.
struct ViewBodyRange {
    var open: Int
    var close: Int
    /// The type's scope, an index into `TypeScopes.scopes`.
    var scope: Int
    /// The member's name token; nil for the type's own `body`.
    var member: Int?
}

/// How far from a tab's content a toolbar is shown.
public enum TabPlacement: Sendable, Equatable {
    /// Written in the tab's content itself.
    case direct
    /// In a view that a tab's content calls, `depth` calls away (1: the tab's content calls it).
    case throughViews(depth: Int)
}

/// How many calls from a tab's content to the view holding a toolbar are followed.
public let maxTabCallDepth = 8

extension Code {
    // MARK: Tabs

    /// The tabs of this file's `TabView`s, in source order. A `TabView` styled as pages
    /// (`.tabViewStyle(.page)`, `PageTabViewStyle()`) has no tab bar, and no tabs here.
    func tabContents() -> [TabContent] {
        var result: [TabContent] = []
        let compressions = compressionModifiers()
        func mentionsCompression(_ start: Int, _ end: Int) -> Bool {
            // The first one at or after `start`, by binary search.
            var low = 0, high = compressions.count
            while low < high {
                let mid = (low + high) / 2
                if compressions[mid] < start { low = mid + 1 } else { high = mid }
            }
            return low < compressions.count && compressions[low] < end
        }
        for t in occurrences(of: .TabView) {
            let i = Int(t)
            guard tokens[i].kind == .identifier, !isKind(i - 1, .dot),
                  isKind(i + 1, .leftParen) || isKind(i + 1, .leftBrace) else { continue }
            let chain = self.chain(at: i, limit: enclosingCloser(of: i))
            if chain.modifiers.contains(where: { isPageStyle($0) }) { continue }
            guard let content = firstTrailingClosure(chain.base) ?? closure(labelled: "content", in: chain.base) else { continue }
            var work = [content]
            var visited = 0
            while let block = work.popLast(), visited < 4096 {
                visited += 1
                for statement in statements(inBlock: block) {
                    switch statement {
                    case .other:
                        continue
                    case .branches(let bodies):
                        work.append(contentsOf: bodies.reversed())
                    case .expression(let child):
                        guard let name = child.base.name, !child.base.isMember else { continue }
                        if isWord(name, "Tab") {
                            guard firstTrailingClosure(child.base) ?? closure(labelled: "content", in: child.base) != nil else { continue }
                            result.append(TabContent(range: TokenRange(child.start, child.end),
                                                     decided: mentionsCompression(child.start, child.end)))
                        } else if isWord(name, "ForEach") || isWord(name, "Group") || isWord(name, "TabSection") || isWord(name, "Section") {
                            if let body = firstTrailingClosure(child.base) ?? closure(labelled: "content", in: child.base) {
                                work.append(body)
                            }
                        } else if child.modifiers.contains(where: { isWord($0.name, "tabItem") }) {
                            result.append(TabContent(range: TokenRange(child.start, child.end),
                                                     decided: mentionsCompression(child.start, child.end)))
                        }
                    }
                }
            }
        }
        result.sort { $0.range.start < $1.range.start }
        return result
    }

    /// `.tabViewStyle(.page)`, `.tabViewStyle(.page(indexDisplayMode: .always))`,
    /// `.tabViewStyle(PageTabViewStyle())` and their vertical forms.
    func isPageStyle(_ part: ChainPart) -> Bool {
        guard part.isMember, isWord(part.name, "tabViewStyle"), let open = part.argsOpen,
              let arg = arguments(open: open).first else { return false }
        var j = arg.start
        if isKind(j, .dot) { j += 1 }
        guard j < arg.end, isIdentifier(j) else { return false }
        let b = bytes(j)
        func starts(_ prefix: StaticString) -> Bool {
            b.count >= prefix.utf8CodeUnitCount
                && Keywords.equals(b.baseAddress!, prefix.utf8CodeUnitCount, prefix)
        }
        return starts("page") || starts("Page") || starts("verticalPage") || starts("VerticalPage")
    }

    /// Where `toolbarVerticalCompressionBehavior` is written, in order (one pass; the name is
    /// too long to be one of the `Word`s `Code` lists).
    func compressionModifiers() -> [Int] {
        var result: [Int] = []
        tokens.withUnsafeBufferPointer { tk in
            for j in tk.indices where tk[j].length == 34 && tk[j].kind == .identifier && isCompressionModifier(j) {
                result.append(j)
            }
        }
        return result
    }

    @inline(__always) func isCompressionModifier(_ j: Int) -> Bool {
        tokens[j].length == 34 && isWord(j, "toolbarVerticalCompressionBehavior")
    }

    /// The nearest content closure of a `.sheet`, `.fullScreenCover`, `.popover` or
    /// `.inspector` around token `i` (trailing, or given as an argument): its `{`, and the
    /// `(` of the modifier's arguments when it has some. Nil when none is around it.
    func presentationContent(enclosing i: Int) -> (content: Int, arguments: Int?)? {
        for opener in enclosingOpeners(of: i) where tokens[opener].kind == .leftBrace {
            var before = opener - 1
            var arguments: Int?
            // `content: { … }` inside the modifier's parentheses.
            if before > 0, isKind(before, .colon), isIdentifier(before - 1), parent[opener] >= 0 {
                arguments = Int(parent[opener])
                before = arguments! - 1
            } else if before >= 0, isKind(before, .rightParen) {
                arguments = partner(before)
                before = arguments! - 1
            }
            if before > 0, isIdentifier(before), isKind(before - 1, .dot), isPresentation(before) { return (opener, arguments) }
        }
        return nil
    }

    /// A modifier whose content is presented over the screen, tab bar and all: a toolbar
    /// inside it does not share the vertical bar with the tabs.
    func isPresentation(_ name: Int) -> Bool {
        guard name < count else { return false }
        switch tokens[name].length {
        case 5: return isWord(name, "sheet")
        case 7: return isWord(name, "popover")
        case 9: return isWord(name, "inspector")
        case 15: return isWord(name, "fullScreenCover")
        default: return false
        }
    }

    // MARK: Calls between views

    /// The file's part of the project's `ViewCalls`, read from the bodies of its views and
    /// `some View` members and from its tabs (what other code calls shows no view): which
    /// views each type calls where a view goes (a statement of a block, `return`, after `in`,
    /// an argument such as `destination:`), left out what presentations (`.sheet { }`, …)
    /// show; the views the tabs call; and the types that apply a compression behavior. A
    /// reference to a `some View` member of the type (`content`, `makeTabContent(for: tab)`)
    /// names the member (`Screen.makeTabContent`), a call of a member of another value
    /// (`tab.makeContentView()`) every member so named (`.makeContentView`); the calls in a
    /// member's body are that member's as well as its type's.
    func viewCalls(scopes: TypeScopes, nodes: [UInt64?], privateNodes: [UInt64: UInt64], tabs: [TabContent],
                   bodies: [ViewBodyRange]) -> ViewCalls {
        var calls = ViewCalls()
        // (callee, caller) pairs, sorted and grouped at the end: no set per callee.
        var pairs: [(callee: UInt64, caller: UInt64)] = []
        var scratch: [UInt8] = []
        // The stretches to read, each with who calls what it calls and the type it is in.
        var stretches: [(start: Int, end: Int, callers: [UInt64], type: [UInt8]?)] = []
        for body in bodies {
            var who: [UInt64] = []
            if let node = nodes[body.scope] { who.append(node) }
            if let member = body.member { who += memberNodes(body.scope, member, scopes, &scratch) }
            stretches.append((body.open + 1, body.close, who, scopes.scopes[body.scope].path.last))
        }
        // Tabs outside any view body (an `App`'s scene): the outermost ones, each read once.
        var readTo = -1
        for tab in tabs where tab.range.start >= readTo && self.body(holding: tab.range.start, bodies) == nil {
            readTo = tab.range.end
            let scope = scopes.enclosingScope(of: tab.range.start)
            let node = scope.flatMap { nodes[$0] }
            stretches.append((tab.range.start, tab.range.end, node.map { [$0] } ?? [], scope.flatMap { scopes.scopes[$0].path.last }))
        }
        // A plain loop over a local copy of the tokens, no closures: state a closure captured
        // and mutated was checked for exclusive access on every use.
        let tk = tokens
        pairs.reserveCapacity(64)
        for stretch in stretches {
            let end = min(stretch.end, count)
            var j = stretch.start
            while j < end {
                let t = tk[j]
                if t.kind == .dot {
                    // `.sheet { … }` and the like: what they present is not in the tab.
                    if j + 1 < end, tk[j + 1].kind == .identifier, isPresentation(j + 1) {
                        j = endOfModifier(at: j + 1)
                    } else {
                        j += 1
                    }
                    continue
                }
                guard t.kind == .identifier || t.kind == .keyword else {
                    j += 1
                    continue
                }
                if t.length == 34 {
                    // Inside a tab it decides for that tab alone (`TabContent.decided`).
                    if isCompressionModifier(j), TabContent.holding(j, tabs) == nil,
                       let s = scopes.enclosingScope(of: j), let node = nodes[s] {
                        calls.decided.insert(node)
                    }
                    j += 1
                    continue
                }
                // Most names are not where a view is written: one look at the token before.
                let atStatement = t.hasNewlineBefore || j == 0 || tk[j - 1].kind == .leftBrace
                    || tk[j - 1].kind == .semicolon || tk[j - 1].kind == .colon || tk[j - 1].kind == .keyword
                guard atStatement, t.kind == .identifier || isWord(j, "self") else {
                    j += 1
                    continue
                }
                var callee: UInt64?
                var next = j + 1
                if isTypeName(j) {
                    if let opensBrace = callOpens(j), isViewPosition(j, brace: opensBrace), !isSwiftUIView(j) {
                        let plain = nameHash(j)
                        callee = privateNodes[plain] ?? plain
                    }
                } else if isViewPosition(j, brace: false), parent[j] >= 0, tk[Int(parent[j])].kind == .leftBrace,
                          let (member, after) = memberReference(at: j, type: stretch.type, &scratch) {
                    callee = member
                    next = after
                }
                if let callee {
                    for caller in stretch.callers where caller != callee { pairs.append((callee, caller)) }
                    if !tabs.isEmpty, let tab = TabContent.holding(j, tabs), !tab.decided {
                        calls.tabRoots.insert(callee)
                    }
                }
                j = next
            }
        }
        pairs.sort { $0.callee != $1.callee ? $0.callee < $1.callee : $0.caller < $1.caller }
        calls.edges.reserveCapacity(pairs.count)
        for pair in pairs {
            if let last = calls.edges.last, last.callee == pair.callee, last.caller == pair.caller { continue }
            calls.edges.append(ViewCalls.Edge(callee: pair.callee, caller: pair.caller))
        }
        return calls
    }

    /// The hash of `prefix`, a `.` and token `name`'s bytes, as `ViewKey` hashes them, built in
    /// `scratch` (kept across calls: no allocation each time).
    func joinedHash(_ prefix: [UInt8], _ name: Int, _ scratch: inout [UInt8]) -> UInt64 {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: prefix)
        scratch.append(UInt8(ascii: "."))
        scratch.append(contentsOf: bytes(name))
        return scratch.withUnsafeBufferPointer { Code.nameHash($0.baseAddress!, $0.count) }
    }

    /// A reference at a view's place to a member that may be a view: `content`,
    /// `makeRow(item)`, `self.header` (a member of `type`: `Type.name`), or `tab.makeView()`
    /// (any member so named: `.name`); with the token after it.
    func memberReference(at j: Int, type: [UInt8]?, _ scratch: inout [UInt8]) -> (UInt64, Int)? {
        var name = j
        if isWord(j, "self") {
            guard isKind(j + 1, .dot), isIdentifier(j + 2) else { return nil }
            name = j + 2
        } else if isKind(j + 1, .dot), isIdentifier(j + 2), isKind(j + 3, .leftParen), !newlineBefore(j + 3) {
            // `tab.makeContentView(…)`: the receiver's type is not known here.
            return (joinedHash([], j + 2, &scratch), j + 3)
        }
        guard !isTypeName(name) else { return nil }
        // A view is written alone, called, or followed by its modifiers; not assigned.
        let next = name + 1
        guard next >= count || newlineBefore(next) || isKind(next, .leftParen) || isKind(next, .dot)
                || isKind(next, .rightBrace) || isKind(next, .semicolon) else { return nil }
        guard let type else { return nil }
        return (joinedHash(type, name, &scratch), next)
    }

    /// The view body or `some View` member body that holds token `j`, innermost.
    func body(holding j: Int, _ bodies: [ViewBodyRange]) -> ViewBodyRange? {
        var low = 0, high = bodies.count
        while low < high {
            let mid = (low + high) / 2
            if bodies[mid].open < j { low = mid + 1 } else { high = mid }
        }
        var k = low - 1
        var steps = 0
        while k >= 0 && steps < 8 {
            if bodies[k].close > j { return bodies[k] }
            k -= 1
            steps += 1
        }
        return nil
    }

    /// A `some View` member's names in `ViewCalls`: `Type.name` and `.name`.
    func memberNodes(_ scope: Int, _ member: Int, _ scopes: TypeScopes, _ scratch: inout [UInt8]) -> [UInt64] {
        var result = [joinedHash([], member, &scratch)]
        if let type = scopes.scopes[scope].path.last { result.append(joinedHash(type, member, &scratch)) }
        return result
    }

    /// Past a modifier's arguments and trailing closures (`.sheet(item: $x) { … }`).
    func endOfModifier(at name: Int) -> Int {
        var k = name + 1
        if isKind(k, .leftParen), !newlineBefore(k) { k = partner(k) + 1 }
        var steps = 0
        while k < count && steps < 16 {
            steps += 1
            if isKind(k, .leftBrace) {
                k = partner(k) + 1
            } else if isIdentifier(k) || isKind(k, .keyword), isKind(k + 1, .colon), isKind(k + 2, .leftBrace) {
                k = partner(k + 2) + 1
            } else {
                break
            }
        }
        return k
    }

    /// For a type name followed on its line by `(` or `{`: whether it is the `{`.
    func callOpens(_ j: Int) -> Bool? {
        guard j + 1 < count, !tokens[j + 1].hasNewlineBefore else { return nil }
        switch tokens[j + 1].kind {
        case .leftParen: return false
        case .leftBrace: return true
        default: return nil
        }
    }

    /// Where a view is written: a statement's start (a line's, or after `{`, `;`, `return`,
    /// `in`), or, for a call with arguments, an argument's value after its label
    /// (`NavigationLink(destination: Detail())`, `case .map: MapScreen()`). A name after `:`
    /// followed by `{` is a declaration's supertype (`struct A: View {`), not a call.
    func isViewPosition(_ j: Int, brace: Bool) -> Bool {
        if j == 0 || tokens[j].hasNewlineBefore { return true }
        let p = j - 1
        switch tokens[p].kind {
        case .leftBrace, .semicolon: return true
        case .colon: return !brace
        case .keyword: return isWord(p, "return") || isWord(p, "in")
        default: return false
        }
    }

    /// SwiftUI's own containers, controls and shapes, and builder words that are not views of
    /// the project.
    func isSwiftUIView(_ j: Int) -> Bool {
        if ControlName(self, j) != .other || isSystemCustomView(j) { return true }
        return isWord(j, "Tab") || isWord(j, "TabSection") || isWord(j, "EmptyView") || isWord(j, "ToolbarItem")
            || isWord(j, "ToolbarItemGroup") || isWord(j, "Task")
    }

    // MARK: Around a toolbar

    /// What the chains around token `x` say: the chain it is part of, then, one bracket out at
    /// a time, the chain whose closure or argument holds that one. Bounded; never recurses.
    func surroundings(of x: Int) -> (compression: Bool, presentation: Bool) {
        var compression = false
        var name = x
        var steps = 0
        while steps < 64 {
            steps += 1
            let (start, found) = chainAround(name)
            compression = compression || found
            // The bracket around the chain, and the part of an outer chain it belongs to.
            let open = Int(parent[start])
            guard open >= 0 else { break }
            var owner: Int
            if tokens[open].kind == .leftParen {
                owner = open - 1
            } else if tokens[open].kind == .leftBrace {
                var b = open - 1
                var guardSteps = 0
                // `} label: {`: back over earlier trailing closures to the call they follow.
                while guardSteps < 16 {
                    guardSteps += 1
                    if isKind(b, .colon), isIdentifier(b - 1) || isKind(b - 1, .keyword), isKind(b - 2, .rightBrace) {
                        b = partner(b - 2) - 1
                    } else if isKind(b, .rightBrace), isCallClosure(partner(b)) {
                        b = partner(b) - 1
                    } else {
                        break
                    }
                }
                if isKind(b, .colon), isIdentifier(b - 1) || isKind(b - 1, .keyword) {
                    // `content: { … }` inside an argument list: its call's name.
                    let args = Int(parent[open])
                    guard args >= 0, tokens[args].kind == .leftParen else { break }
                    owner = args - 1
                } else if isKind(b, .rightParen) {
                    owner = partner(b) - 1
                } else {
                    owner = b
                }
            } else {
                break
            }
            guard isIdentifier(owner) || isKind(owner, .keyword) else { break }
            if isKind(owner - 1, .dot), isPresentation(owner) { return (compression, true) }
            name = owner
        }
        return (compression, false)
    }

    /// A `{` that follows a call's name or arguments on its line: a trailing closure.
    func isCallClosure(_ brace: Int) -> Bool {
        guard isKind(brace, .leftBrace), !tokens[brace].hasNewlineBefore else { return false }
        return isKind(brace - 1, .rightParen) || isIdentifier(brace - 1)
    }

    /// The start of the postfix chain that the name at `x` is part of, and whether any of its
    /// modifiers is `toolbarVerticalCompressionBehavior`.
    func chainAround(_ x: Int) -> (start: Int, compression: Bool) {
        var found = isCompressionModifier(x)
        // Back to the chain's base.
        var j = x
        var start = x
        var steps = 0
        while steps < 256, isKind(j - 1, .dot) {
            steps += 1
            var k = j - 2
            var inner = 0
            while inner < 64 {
                inner += 1
                if isOperator(k, "?") || isOperator(k, "!"), !tokens[k].hasSpaceBefore {
                    k -= 1
                } else if let kind = kind(k), kind == .rightParen || kind == .rightBrace || kind == .rightBracket, match[k] >= 0 {
                    k = Int(match[k]) - 1
                } else if isKind(k, .colon), isIdentifier(k - 1) || isKind(k - 1, .keyword), isKind(k - 2, .rightBrace) {
                    k -= 2
                } else {
                    break
                }
            }
            guard isIdentifier(k) || isKind(k, .keyword) else {
                start = k + 1
                break
            }
            j = k
            start = k
            found = found || isCompressionModifier(k)
        }
        // On to its last modifier.
        var f = x + 1
        steps = 0
        while f < count && steps < 256 {
            steps += 1
            if let kind = kind(f), kind == .leftParen || kind == .leftBrace || kind == .leftBracket {
                f = partner(f) + 1
            } else if isIdentifier(f) || isKind(f, .keyword), isKind(f + 1, .colon), isKind(f + 2, .leftBrace) {
                f = partner(f + 2) + 1
            } else if isOperator(f, "?") || isOperator(f, "!"), !tokens[f].hasSpaceBefore {
                f += 1
            } else if isKind(f, .dot), isIdentifier(f + 1) || isKind(f + 1, .keyword) {
                found = found || isCompressionModifier(f + 1)
                f += 2
            } else {
                break
            }
        }
        return (min(start, x), found)
    }
}

extension FileModel {
    /// Whether the `.toolbar` context `k` shares the vertical bar with a tab bar, and how:
    /// inside a tab's content in this file, or in a view that a tab's content calls, through
    /// the project's calls, up to `maxTabCallDepth` calls away. Nil when it is not in a tab,
    /// when a presentation (`.sheet { }`, …) holds it, or when the tab, the chains around the
    /// toolbar or a view on the way applies `toolbarVerticalCompressionBehavior`.
    public func tabPlacement(ofContext k: Int) -> TabPlacement? {
        guard k >= 0 && k < contexts.count, contexts[k].kind == .modifier else { return nil }
        let anchor = contexts[k].anchor
        let around = code.surroundings(of: anchor)
        if around.presentation { return nil }
        if let tab = TabContent.holding(anchor, views.own.tabContents) {
            return tab.decided || around.compression ? nil : .direct
        }
        if around.compression { return nil }
        guard let scope = views.own.scopes.enclosingScope(of: anchor), let node = views.own.nodes[scope] else { return nil }
        // Back from the view that holds the toolbar (and the `some View` member, if one does)
        // to the views that call it, one call at a time.
        var level = [node]
        if let holder = code.body(holding: anchor, views.own.viewBodies), let member = holder.member {
            var scratch: [UInt8] = []
            level += code.memberNodes(holder.scope, member, views.own.scopes, &scratch)
        }
        var seen = Set(level)
        for depth in 1...maxTabCallDepth {
            var next: [UInt64] = []
            for view in level {
                let answer = callAnswer(view)
                if answer.decided { continue }
                if answer.isTabRoot { return .throughViews(depth: depth) }
                for caller in answer.callers where seen.insert(caller).inserted { next.append(caller) }
            }
            if next.isEmpty { break }
            level = next
        }
        return nil
    }

    /// The project's and this file's facts about one view, noted as looked up.
    /// The views (`ViewCalls` nodes) holding a `.toolbar` whose bar items reach three, or
    /// whose count waits on content another file declares.
    func tabSearchSeeds() -> [UInt64] {
        var seeds: [UInt64] = []
        for k in contexts.indices where contexts[k].kind == .modifier {
            let count = barItemCount(ofContext: k)
            guard count.items >= 3 || !counts.pending[k].isEmpty else { continue }
            if let scope = views.own.scopes.enclosingScope(of: contexts[k].anchor), let node = views.own.nodes[scope] {
                seeds.append(node)
            }
        }
        return IndexDependence.sortedUnique(seeds)
    }

    func callAnswer(_ node: UInt64) -> ViewCalls.Answer {
        lookups.note(call: node)
        let own = views.own.calls.answer(node)
        guard !index.calls.isEmpty else { return own }
        let shared = index.calls.answer(node)
        var callers = own.callers + shared.callers
        callers.sort()
        var unique: [UInt64] = []
        for caller in callers where unique.last != caller { unique.append(caller) }
        return ViewCalls.Answer(isTabRoot: own.isTabRoot || shared.isTabRoot, decided: own.decided || shared.decided,
                                callers: unique)
    }

    /// The name of the type around token `i`, for messages.
    public func enclosingTypeName(_ i: Int) -> String? {
        guard let scope = views.own.scopes.enclosingScope(of: i), let last = views.own.scopes.scopes[scope].path.last else { return nil }
        return String(decoding: last, as: UTF8.self)
    }
}
