import DuobarScanner

/// A value a view's body takes from where it is declared or from its caller.
public enum Carried: Hashable, Sendable {
    /// Written in the body: a title's or symbol's text (`"Search"`, `magnifyingglass`), a
    /// role's member (`close`).
    case literal([UInt8])
    /// A stored property or parameter of that name (`title`, `role`): its value is the
    /// caller's argument of that label, when there is one.
    case parameter([UInt8])
}

/// What decides a leaf's class.
public enum LeafPart: Hashable, Sendable {
    /// A class the label classes decide where the body is written.
    case decided(LabelClass)
    /// A call of another type (`ToolbarButton(…)`, `AppIcon(.plus)`): its class is its body's.
    case type([UInt8])
    /// A reference to a `some View` member of the same type (`icon`, `makeLabel()`).
    case member([UInt8])
}

/// One branch of a view's body: a root view and what it shows.
public struct ViewLeaf: Hashable, Sendable {
    /// The root's kind (for a call of another type, that type's kind is used).
    public var kind: ControlKind
    public var isMenu: Bool
    /// The root is a call of another type or a member reference: `parts` holds it alone, and
    /// kind, menu, role, title and symbol are that view's.
    public var isCall: Bool
    /// The label's leaves, combined as a label closure's are; one part for most roots.
    public var parts: [LeafPart]
    public var role: Carried?
    public var title: Carried?
    public var symbol: Carried?
    /// For a call: its labelled arguments that are literals or names (`title: "Share"`,
    /// `role: .close`, `symbol: icon`), which the called view's parameters take.
    public var arguments: [CarriedArgument]
    /// Several views side by side, not one root: custom for a view, but in a group's content a
    /// member holding them gives several items, which the model does not take apart.
    public var isSeveralViews = false

    init(kind: ControlKind, isMenu: Bool = false, isCall: Bool = false, parts: [LeafPart]) {
        self.kind = kind
        self.isMenu = isMenu
        self.isCall = isCall
        self.parts = parts
        arguments = []
    }

    static func decided(_ labelClass: LabelClass) -> ViewLeaf {
        ViewLeaf(kind: .custom, parts: [.decided(labelClass)])
    }
}

/// A labelled argument of a call inside a body.
public struct CarriedArgument: Hashable, Sendable {
    public var label: [UInt8]
    public var value: Carried
}

/// What one declaration's body shows: its branches (`if`/`else`, `switch` cases), in order.
public struct ViewBody: Hashable, Sendable {
    public var leaves: [ViewLeaf]
}

/// The project's views and `some View` members by qualified name (`DS.CloseButton`,
/// `Screen.addButton`), each with the bodies declared under that name: one, or several when
/// declared more than once.
public struct ViewTable: Sendable {
    public private(set) var bodies: [[UInt8]: Set<ViewBody>] = [:]

    public init() {}

    public var isEmpty: Bool { bodies.isEmpty }

    mutating func add(_ key: [UInt8], _ body: ViewBody) {
        bodies[key, default: []].insert(body)
    }

    public mutating func merge(_ other: ViewTable) {
        if bodies.isEmpty {
            bodies = other.bodies
            return
        }
        for (key, set) in other.bodies { bodies[key, default: []].formUnion(set) }
    }

    /// The last component of a key: the name a call writes (`CloseButton`, `addButton`).
    static func lastComponent(_ key: [UInt8]) -> ArraySlice<UInt8> {
        if let dot = key.lastIndex(of: UInt8(ascii: ".")) { return key[(dot + 1)...] }
        return key[...]
    }
}

/// One file's views and `some View` members: all of them for the file itself, and the ones
/// other files can see for the project index.
///
/// A `private`/`fileprivate` view is not visible to other files, but a shared body may call it
/// (`LoadableImage` showing its file's `private struct Content`). It is shared under a key no
/// call can write, `\u{1}` and a digest of its declaration before its name, and the bodies of
/// its file name it by that key.
public struct ViewDeclarations {
    public let scopes: TypeScopes
    /// Every declaration: by its plain key, and the private ones by their shared key too.
    public let all: ViewTable
    public let shared: ViewTable

    public init(_ code: Code) {
        scopes = TypeScopes(code)
        var found: [(key: [UInt8], scope: Int, body: ViewBody)] = []
        var conforming: Set<[UInt8]> = []
        for scope in scopes.scopes where scope.conformsToView && !scope.path.isEmpty { conforming.insert(scope.path.joinedKey) }
        for (k, scope) in scopes.scopes.enumerated() where !scope.path.isEmpty {
            let close = min(scope.close, code.count)
            let typeKey = scope.path.joinedKey
            var j = scope.open + 1
            while j < close {
                if code.isOpener(j) {
                    j = code.partner(j) + 1
                    continue
                }
                // A stored `Image` or `Text` shows what its type says (`image.resizable()`).
                if code.isWord(j, "var") || code.isWord(j, "let"), code.isIdentifier(j + 1), code.isKind(j + 2, .colon),
                   let stored = code.storedViewClass(j + 3) {
                    let key = (scope.path + [Array(code.bytes(j + 1))]).joinedKey
                    found.append((key, k, ViewBody(leaves: [ViewLeaf(kind: stored == .image ? .image : .text, parts: [.decided(stored)])])))
                    j += 4
                    continue
                }
                guard code.isWord(j, "var") || code.isWord(j, "func"), code.isIdentifier(j + 1) || code.isKind(j + 1, .keyword),
                      let member = code.viewMember(at: j, close) else {
                    j += 1
                    continue
                }
                let isBody = code.isWord(j, "var") && code.isWord(j + 1, "body")
                // `var body` makes the type a view when the type says `View` (here or in an
                // extension in this file) or the body is `some View`.
                if isBody ? (member.isSomeView || conforming.contains(typeKey)) : member.isSomeView {
                    let key = isBody ? typeKey : (scope.path + [Array(code.bytes(j + 1))]).joinedKey
                    found.append((key, k, code.viewBody(member.open)))
                }
                j = member.open
            }
        }
        // Private types of this file, by plain key, with the component their shared keys start with.
        var hidden: [[UInt8]: [UInt8]] = [:]
        for scope in scopes.scopes where scope.isPrivate && !scope.isExtension && !scope.path.isEmpty {
            let open = Int(code.tokens[scope.open].start)
            let close = Int(code.tokens[min(code.partner(scope.open), code.count - 1)].end)
            hidden[scope.path.joinedKey] = ViewDeclarations.tag(UnsafeBufferPointer(rebasing: code.text[open..<max(open, close)]))
        }
        /// The key other files see: a private type's (or its member's) behind its tag.
        func sharedKey(_ path: [[UInt8]]) -> [UInt8] {
            guard !hidden.isEmpty else { return path.joinedKey }
            for n in stride(from: path.count, through: 1, by: -1) {
                if let tag = hidden[Array(path[0..<n]).joinedKey] { return ([tag] + path).joinedKey }
            }
            return path.joinedKey
        }
        var all = ViewTable()
        var shared = ViewTable()
        let keys = Set(found.map(\.key))
        for entry in found {
            var body = entry.body
            if !hidden.isEmpty {
                // Calls of this file's private types name them by their shared keys.
                let scope = scopes.scopes[entry.scope].path
                for l in body.leaves.indices {
                    for p in body.leaves[l].parts.indices {
                        guard case .type(let name) = body.leaves[l].parts[p] else { continue }
                        for n in stride(from: scope.count, through: 0, by: -1) {
                            let path = Array(scope[0..<n]) + [name]
                            guard keys.contains(path.joinedKey) else { continue }
                            let key = sharedKey(path)
                            if key.first == 1 { body.leaves[l].parts[p] = .type(key) }
                            break
                        }
                    }
                }
            }
            let path = entry.key.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(Array.init)
            let key = sharedKey(path)
            shared.add(key, body)
            all.add(key, body)
            if key != entry.key { all.add(entry.key, body) }
        }
        self.all = all
        self.shared = shared
    }

    /// A digest of a declaration's text: FNV-1a, in hex after `\u{1}`.
    static func tag(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        var tag: [UInt8] = [1]
        let digits = Array("0123456789abcdef".utf8)
        for shift in stride(from: 60, through: 0, by: -4) { tag.append(digits[Int((h >> UInt64(shift)) & 15)]) }
        return tag
    }
}

extension Code {
    /// For `var name: T {` or `func name(…) -> T {` at `i`: the body's `{` and whether T is
    /// `some View`. Nil for stored properties and bodiless declarations.
    func viewMember(at i: Int, _ close: Int) -> (open: Int, isSomeView: Bool)? {
        var j = i + 2
        if isWord(i, "func") {
            if isOperator(j, "<") {
                while j < close && !isOperator(j, ">") && !isKind(j, .leftBrace) { j += 1 }
                j += 1
            }
            guard isKind(j, .leftParen) else { return nil }
            j = partner(j) + 1
            guard isOperator(j, "->") else { return nil }
        } else {
            guard isKind(j, .colon) else { return nil }
        }
        // The declared type, up to the body's `{` on the same statement.
        let typeStart = j + 1
        var steps = 0
        while j < close && steps < 16 {
            if isKind(j, .leftBrace) {
                let isSomeView = j - typeStart == 2 && isWord(typeStart, "some") && isWord(typeStart + 1, "View")
                return (j, isSomeView)
            }
            if isOperator(j, "=") || isKind(j, .rightBrace) || isKind(j, .semicolon) { return nil }
            if j > i + 2 && tokens[j].hasNewlineBefore && !isWord(j, "where") { return nil }
            j = isOpener(j) && !isKind(j, .leftBrace) ? partner(j) + 1 : j + 1
            steps += 1
        }
        return nil
    }

    /// For a stored property's type at `i`: image for `Image`, text for `Text`, when the
    /// declaration ends there or gives an initial value.
    func storedViewClass(_ i: Int) -> LabelClass? {
        let isImage = isWord(i, "Image")
        guard isImage || isWord(i, "Text") else { return nil }
        guard i + 1 >= count || newlineBefore(i + 1) || isOperator(i + 1, "=") || isKind(i + 1, .semicolon)
                || isKind(i + 1, .rightBrace) else { return nil }
        return isImage ? .image : .text
    }

    /// What a body shows, read as a label closure is: its branches, each one root view.
    /// `get { … }` is looked through.
    func viewBody(_ open: Int) -> ViewBody {
        var block = open
        let top = statements(inBlock: open).filter { if case .other = $0 { return false }; return true }
        if top.count == 1, case .expression(let chain) = top[0], isWord(chain.base.name, "get"),
           chain.parts.count == 1, let accessor = firstTrailingClosure(chain.base) {
            block = accessor
        }
        guard let slots = leafSlots(block) else { return ViewBody(leaves: [.decided(.unknown)]) }
        var leaves: [ViewLeaf] = []
        for slot in slots {
            switch slot {
            case .chain(let chain): leaves.append(viewLeaf(chain))
            case .several:
                var leaf = ViewLeaf.decided(.custom)
                leaf.isSeveralViews = true
                leaves.append(leaf)
            case .nothing: leaves.append(.decided(.unknown))
            }
            if leaves.count > 32 { return ViewBody(leaves: [.decided(.unknown)]) }
        }
        return ViewBody(leaves: leaves)
    }

    /// One root view of a body, as the index keeps it: decided here, or waiting for the
    /// views it calls.
    func viewLeaf(_ chain: Chain) -> ViewLeaf {
        let base = chain.base
        guard let name = base.name, !base.isMember else { return .decided(.unknown) }
        if !isTypeName(name) {
            // `content`, `makeButton()`, `self.icon`: a member of the type, or unknown.
            var member = name
            if isWord(name, "self"), chain.parts.count > 1, let next = chain.parts[1].name { member = next }
            guard isIdentifier(member), !isTypeName(member) else { return .decided(.unknown) }
            return ViewLeaf(kind: .reference, isCall: true, parts: [.member(Array(bytes(member)))])
        }
        if ControlName(self, name) == .other {
            if isSystemCustomView(name) { return .decided(.custom) }
            var leaf = ViewLeaf(kind: .custom, isCall: true, parts: [.type(Array(bytes(name)))])
            let args = base.argsOpen.map { arguments(open: $0) } ?? []
            for arg in args.prefix(12) {
                guard let label = arg.label, let value = carried(arg.start, arg.end) else { continue }
                leaf.arguments.append(CarriedArgument(label: Array(bytes(label)), value: value))
            }
            return leaf
        }
        let shape = controlShape(chain)
        var leaf = ViewLeaf(kind: shape.kind, isMenu: shape.isMenu, parts: [.decided(shape.label.labelClass)])
        if let closure = shape.labelClosure {
            // The label's own leaves: calls of other views among them are resolved later.
            if let slots = leafSlots(closure) {
                leaf.parts = slots.map { slot in
                    switch slot {
                    case .chain(let chain): return labelPart(chain)
                    case .several: return .decided(.custom)
                    case .nothing: return .decided(.unknown)
                    }
                }
            }
        }
        let args = base.argsOpen.map { arguments(open: $0) } ?? []
        if let role = argument(args, "role") { leaf.role = carried(role.start, role.end) }
        if let title = shape.label.title { leaf.title = carried(title.start, title.end) }
        if let symbol = shape.label.symbolToken {
            let text = string(symbol)
            leaf.symbol = .literal(Array((shape.label.symbolIsWrapperMember ? FileModel.dottedSymbol(text) : text).utf8))
        } else if let arg = args.first(where: { isWord($0.label, "systemImage") || isWord($0.label, "systemName") }),
                  case .parameter(let p)? = carried(arg.start, arg.end) {
            leaf.symbol = .parameter(p)
        }
        return leaf
    }

    /// A label's leaf as a part: a call of another type waits for it; the rest is decided.
    func labelPart(_ chain: Chain) -> LeafPart {
        let base = chain.base
        if let name = base.name, !base.isMember {
            if isTypeName(name), ControlName(self, name) == .other, !isSystemCustomView(name) {
                return .type(Array(bytes(name)))
            }
            if isIdentifier(name), !isTypeName(name) { return .member(Array(bytes(name))) }
        }
        return .decided(leafLabel(chain).labelClass)
    }

    /// A value a body passes on: a plain string's text, a role or wrapper member (`.close`),
    /// or a name (`title`, `self.title`).
    func carried(_ start: Int, _ end: Int) -> Carried? {
        if let text = plainString(start, end).textToken { return .literal(Array(bytes(text))) }
        if isKind(start, .dot), end == start + 2, isIdentifier(start + 1) { return .literal(Array(bytes(start + 1))) }
        if end == start + 1, isIdentifier(start), !isTypeName(start) { return .parameter(Array(bytes(start))) }
        if end == start + 3, isWord(start, "self"), isKind(start + 1, .dot), isIdentifier(start + 2) {
            return .parameter(Array(bytes(start + 2)))
        }
        return nil
    }
}
