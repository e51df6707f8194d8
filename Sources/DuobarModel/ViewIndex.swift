import DuobarScanner

/// A value a view's body takes from where it is declared or from its caller.
public enum Carried: Equatable, Sendable {
    /// Written in the body: a title's or symbol's text (`"Search"`, `magnifyingglass`), a
    /// role's member (`close`).
    case literal([UInt8])
    /// A stored property or parameter of that name (`title`, `role`): its value is the
    /// caller's argument of that label, when there is one.
    case parameter([UInt8])
    /// A path of names written in the body (`L10n.Global.cancel`, `Strings.done`): a title's
    /// localized key, which says what it is by its last name, as the same title written in place does.
    case path([UInt8])
    /// An image of the app's asset catalog (`Image(.close)`): no symbol to name, but the
    /// advice for it names the forms that take an asset.
    case asset
}

/// What decides a leaf's class.
public enum LeafPart: Equatable, Sendable {
    /// A class the label classes decide where the body is written.
    case decided(LabelClass)
    /// A call of another type (`ToolbarButton(…)`, `AppIcon(.plus)`): its class is its body's.
    case type([UInt8])
    /// A reference to a `some View` member of the same type (`icon`, `makeLabel()`).
    case member([UInt8])
}

/// One branch of a view's body: a root view and what it shows.
public struct ViewLeaf: Equatable, Sendable {
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
    /// A `ProgressView`: in a branch of its own, a busy state, left out of a conditional
    /// body's branch classes.
    public var isBusy = false

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

    /// The flags first, then the arrays: merging the index compares a body with every other
    /// body under its key, and most differ early.
    public static func == (a: ViewLeaf, b: ViewLeaf) -> Bool {
        a.kind == b.kind && a.isMenu == b.isMenu && a.isCall == b.isCall && a.isSeveralViews == b.isSeveralViews
            && a.isBusy == b.isBusy && a.parts == b.parts && a.role == b.role && a.title == b.title && a.symbol == b.symbol
            && a.arguments == b.arguments
    }
}

/// A labelled argument of a call inside a body.
public struct CarriedArgument: Equatable, Sendable {
    public var label: [UInt8]
    public var value: Carried
}

/// What one declaration's body shows: its branches (`if`/`else`, `switch` cases), in order.
public struct ViewBody: Equatable, Sendable {
    public var leaves: [ViewLeaf]
    /// How it copes with the vertical bar's fixed width (`Adaptivity.swift`).
    public var traits: ViewTraits = []
    /// Its branches are the cases of a `switch` over a stored constant of its type
    /// (`Code.switchesOverStoredConstant`): each call shows one, chosen by the caller.
    public var chosenByCaller = false
    /// The folder of the file that declares it (`ViewDeclarations.folder(of:)`; empty when
    /// unknown): a name declared in several places means the declaration nearest the file
    /// that writes it (`ViewResolver.bodies(_:from:)`). One file's bodies share one array,
    /// which compares by identity first.
    public var folder: [UInt8] = [] {
        didSet { folderHash = IndexDependence.hash(folder) }
    }
    /// `folder`'s hash, kept beside it: a body is compared with every other body under its
    /// key (a name declared in many files), and most differ in folder. Compared first, it
    /// settles them without reading their arrays, scattered over the heap.
    private var folderHash: UInt64

    public init(leaves: [ViewLeaf], traits: ViewTraits = [], folder: [UInt8] = []) {
        self.leaves = leaves
        self.traits = traits
        self.folder = folder
        folderHash = IndexDependence.hash(folder)
    }

    /// Folder hash, traits, counts and folder before the leaves: merging the index compares a
    /// body with every other body under its key, and comparing leaves copies each one.
    public static func == (a: ViewBody, b: ViewBody) -> Bool {
        a.folderHash == b.folderHash && a.traits == b.traits && a.chosenByCaller == b.chosenByCaller
            && a.leaves.count == b.leaves.count && a.folder == b.folder && a.leaves == b.leaves
    }
}

/// A view's key (`DS.CloseButton`, `Screen.addButton`) with its hash made once: keys are
/// hashed for every lookup and merge, and hashing an array of bytes goes byte by byte.
public struct ViewKey: Hashable, Sendable {
    public let bytes: [UInt8]
    /// `IndexDependence.hash(bytes)`: also what a file's lookups record.
    let hash: UInt64

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        hash = IndexDependence.hash(bytes)
    }

    public static func == (a: ViewKey, b: ViewKey) -> Bool { a.hash == b.hash && a.bytes == b.bytes }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// The last component: the name a call writes (`CloseButton`, `addButton`).
    var lastComponent: ArraySlice<UInt8> { ViewTable.lastComponent(bytes) }

    /// The names a declaration of this key writes: its last component and its owner's (a
    /// private type's tag is no name, so a key right under one has no owner).
    public var declarationName: DeclarationName {
        let last = lastComponent
        var owner: UInt64 = 0
        if last.startIndex > 0 {
            let before = bytes[..<(last.startIndex - 1)]
            let ownerName = before.lastIndex(of: UInt8(ascii: ".")).map { before[($0 + 1)...] } ?? before
            if let first = ownerName.first, first != 1 { owner = IndexDependence.hash(ownerName) }
        }
        return DeclarationName(name: IndexDependence.hash(last), owner: owner)
    }
}

/// The project's views and `some View` members by qualified name (`DS.CloseButton`,
/// `Screen.addButton`), each with the bodies declared under that name: one, or several when
/// declared more than once.
public struct ViewTable: Sendable {
    public private(set) var bodies: [ViewKey: [ViewBody]] = [:]
    /// UIKit view classes with something to rearrange (`Adaptivity.swift`), by qualified name:
    /// only those, so the table stays as small as the few classes that matter.
    public private(set) var uiKit: [ViewKey: ViewTraits] = [:]

    public init() {}

    public var isEmpty: Bool { bodies.isEmpty && uiKit.isEmpty }

    public subscript(_ key: ViewKey) -> [ViewBody]? { bodies[key] }

    /// Room for `count` keys: a file's table is filled at once, and growing rehashes each key.
    mutating func reserveCapacity(_ count: Int) {
        bodies.reserveCapacity(count)
    }

    mutating func add(_ key: ViewKey, _ body: ViewBody) {
        if let index = bodies.index(forKey: key) {
            if !bodies.values[index].contains(body) { bodies.values[index].append(body) }
        } else {
            bodies[key] = [body]
        }
    }

    /// A class declared twice under one name with different traits counts as adapting: the
    /// rule that reads them then says nothing.
    mutating func addUIKit(_ key: ViewKey, _ traits: ViewTraits) {
        if let known = uiKit[key], known != traits {
            uiKit[key] = known.union(traits).union(.adapts)
        } else {
            uiKit[key] = traits
        }
    }

    public mutating func merge(_ other: ViewTable) {
        for (key, traits) in other.uiKit { addUIKit(key, traits) }
        if bodies.isEmpty {
            bodies = other.bodies
            return
        }
        for (key, list) in other.bodies {
            for body in list { add(key, body) }
        }
    }

    /// The keys the bodies under `key` call or refer to (`IconButton`, `Screen.label`), as their
    /// declarations write them: where the class of those bodies may come from.
    public func referencedDeclarationNames(_ key: ViewKey) -> [DeclarationName] {
        var found: [DeclarationName] = []
        for body in bodies[key] ?? [] {
            for leaf in body.leaves {
                for part in leaf.parts {
                    switch part {
                    case .decided: break
                    case .type(let name): found.append(ViewKey(name).declarationName)
                    case .member(let name): found.append(ViewKey((ViewResolver.owner(of: key) + [name]).joinedKey).declarationName)
                    }
                }
            }
        }
        return found
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
    /// What other files can see.
    public let shared: ViewTable
    /// This file's private views and their members by their plain keys (`Badge`), which
    /// `shared` holds behind their tags.
    let hiddenByPlainKey: ViewTable
    /// The tabs of the file's `TabView`s.
    let tabContents: [TabContent]
    /// Each scope's name in `ViewCalls`: its bare name's hash, a private type's mixed with
    /// its tag; nil for a type nested too deep to be named.
    let nodes: [UInt64?]
    /// The file's part of the project's calls between views.
    public let calls: ViewCalls
    /// The bodies of the file's views and `some View` members, in source order.
    let viewBodies: [ViewBodyRange]

    /// Every declaration of the file, for the file itself: shared ones, and private ones by
    /// either key.
    public subscript(_ key: ViewKey) -> [ViewBody]? {
        shared[key] ?? hiddenByPlainKey[key]
    }

    /// `path` is the file's: every body records its folder (`folder(of:)`).
    public init(_ code: Code, path: String = "") {
        scopes = TypeScopes(code)
        // Each view body or member: its scope, its name within it (nil for the type's own
        // `body`), and what it shows.
        // Each body's block's `{` is kept too (-1 for a stored `Image` or `Text`).
        var found: [(scope: Int, name: [UInt8]?, body: ViewBody, open: Int)] = []
        var viewBodies: [ViewBodyRange] = []
        // Whether the type of this key says `View`, here or in an extension in this file: asked
        // only of a `var body` not declared `some View`, so no key is made for every scope.
        let declaredScopes = scopes.scopes
        func conforms(_ key: [UInt8]) -> Bool {
            declaredScopes.contains { $0.conformsToView && !$0.path.isEmpty && $0.path.joinedKey == key }
        }
        for (k, scope) in scopes.scopes.enumerated() {
            guard !scope.path.isEmpty else { continue }
            // A UIKit view shown through `UIViewRepresentable`: custom, whatever it draws.
            if scope.isRepresentable && !scope.isExtension {
                found.append((k, nil, ViewBody(leaves: [.decided(.custom)]), -1))
                continue
            }
            let close = min(scope.close, code.count)
            var j = scope.open + 1
            while j < close {
                if code.isOpener(j) {
                    j = code.partner(j) + 1
                    continue
                }
                // Members start with `var`, `let` or `func`, all keywords: most tokens stop here.
                guard code.tokens[j].kind == .keyword else {
                    j += 1
                    continue
                }
                // A stored `Image` or `Text` shows what its type says (`image.resizable()`).
                if code.isWord(j, "var") || code.isWord(j, "let"), code.isIdentifier(j + 1), code.isKind(j + 2, .colon),
                   let stored = code.storedViewClass(j + 3) {
                    found.append((k, Array(code.bytes(j + 1)),
                                  ViewBody(leaves: [ViewLeaf(kind: stored == .image ? .image : .text, parts: [.decided(stored)])]), -1))
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
                if isBody ? (member.isSomeView || conforms(scope.path.joinedKey)) : member.isSomeView {
                    var body = code.viewBody(member.open)
                    if body.leaves.count > 1 { body.chosenByCaller = code.switchesOverStoredConstant(member.open, scopes: scopes) }
                    found.append((k, isBody ? nil : Array(code.bytes(j + 1)), body, member.open))
                    let named = isBody || code.isWord(j + 1, "body") ? nil : j + 1
                    viewBodies.append(ViewBodyRange(open: member.open, close: min(code.partner(member.open), code.count),
                                                    scope: k, member: named))
                }
                j = member.open
            }
        }
        // How each copes with the vertical bar.
        let reading = code.typesReadingVerticalEdge(scopes)
        for k in found.indices {
            found[k].body.traits = ViewDeclarations.traits(code, scopes: scopes, scope: found[k].scope, open: found[k].open,
                                                           body: found[k].body, reading: reading)
        }
        // Private types of this file, by plain key, with the component their shared keys start with.
        var hidden: [ViewKey: [UInt8]] = [:]
        for scope in scopes.scopes where scope.isPrivate && !scope.isExtension {
            guard !scope.path.isEmpty else { continue }
            let key = ViewKey(scope.path.joinedKey)
            let open = Int(code.tokens[scope.open].start)
            let close = Int(code.tokens[min(scope.close, code.count - 1)].end)
            hidden[key] = ViewDeclarations.tag(UnsafeBufferPointer(rebasing: code.text[open..<max(open, close)]))
        }
        // The path other files see for each scope: a private type's (or its member's) behind its
        // tag. Made only for a file with private types: in the others, each scope's own path.
        var sharedPaths: [[[UInt8]]] = hidden.isEmpty ? [] : scopes.scopes.map(\.path)
        if !hidden.isEmpty {
            for (k, scope) in scopes.scopes.enumerated() where !scope.path.isEmpty {
                for n in stride(from: scope.path.count, through: 1, by: -1) {
                    if let tag = hidden[ViewKey(Array(scope.path[0..<n]).joinedKey)] {
                        sharedPaths[k] = [tag] + scope.path
                        break
                    }
                }
            }
        }
        var shared = ViewTable()
        if found.count > 1 { shared.reserveCapacity(found.count) }
        var hiddenByPlainKey = ViewTable()
        var declared: Set<ViewKey> = []
        if !hidden.isEmpty {
            for entry in found {
                let path = scopes.scopes[entry.scope].path
                declared.insert(ViewKey(entry.name.map { path.joinedKey(appending: $0) } ?? path.joinedKey))
            }
        }
        // One array for all the file's bodies, made only for a file that has some.
        let folder = found.isEmpty ? [] : ViewDeclarations.folder(of: path)
        for entry in found {
            var body = entry.body
            body.folder = folder
            let plain = scopes.scopes[entry.scope].path
            if !hidden.isEmpty {
                // Calls of this file's private types name them by their shared keys.
                for l in body.leaves.indices {
                    for p in body.leaves[l].parts.indices {
                        guard case .type(let name) = body.leaves[l].parts[p] else { continue }
                        for n in stride(from: plain.count, through: 0, by: -1) {
                            let key = ViewKey(plain.joinedKey(depth: n, appending: name))
                            guard declared.contains(key) else { continue }
                            if let tag = hidden[key] {
                                body.leaves[l].parts[p] = .type(([tag] + Array(plain[0..<n]) + [name]).joinedKey)
                            }
                            break
                        }
                    }
                }
            }
            // The member's key, or the type's for its `body`.
            func key(_ path: [[UInt8]]) -> ViewKey {
                ViewKey(entry.name.map { path.joinedKey(appending: $0) } ?? path.joinedKey)
            }
            let sharedPath = hidden.isEmpty ? plain : sharedPaths[entry.scope]
            shared.add(key(sharedPath), body)
            if sharedPath.count != plain.count { hiddenByPlainKey.add(key(plain), body) }
        }
        // UIKit view classes with something to rearrange: a private one is seen in its file only.
        for (scope, classTraits) in code.uiKitViewTraits(scopes) {
            let key = ViewKey(scopes.scopes[scope].path.joinedKey)
            if scopes.scopes[scope].isPrivate {
                hiddenByPlainKey.addUIKit(key, classTraits)
            } else {
                shared.addUIKit(key, classTraits)
            }
        }
        self.shared = shared
        self.hiddenByPlainKey = hiddenByPlainKey
        // Calls between views, by bare names: a private type's name stands for it in its file.
        var privateNodes: [UInt64: UInt64] = [:]
        for (key, tag) in hidden {
            let last = key.lastComponent
            let plain = IndexDependence.hash(last)
            privateNodes[plain] = ViewKey(tag + [UInt8(ascii: ".")] + Array(last)).hash
        }
        let nodes: [UInt64?] = scopes.scopes.map { scope in
            guard let last = scope.path.last else { return nil }
            let plain = IndexDependence.hash(last)
            return privateNodes[plain] ?? plain
        }
        let tabs = code.contains(.TabView) ? code.tabContents() : []
        tabContents = tabs
        self.nodes = nodes
        viewBodies.sort { $0.open < $1.open }
        self.viewBodies = viewBodies
        calls = code.viewCalls(scopes: scopes, nodes: nodes, privateNodes: privateNodes, tabs: tabs, bodies: viewBodies)
    }

    /// The traits of a UIKit view class this file declares (private ones included).
    func uiKitTraits(_ key: ViewKey) -> ViewTraits? {
        shared.uiKit[key] ?? hiddenByPlainKey.uiKit[key]
    }

    /// The folder part of a file's path as its bodies record it: the bytes up to and
    /// including the last `/` (`App/Screens/` for `App/Screens/Editor.swift`), empty for a
    /// bare name. Paths of one run are written from the same roots, so folders compare as bytes.
    public static func folder(of path: String) -> [UInt8] {
        var path = path
        return path.withUTF8 { bytes in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return [] }
            return Array(bytes[...slash])
        }
    }

    /// How many leading bytes two folders share, up to the end of their last common folder
    /// (`App/Screens/` and `App/Views/` share `App/`: 4 bytes; `AppA/` and `AppB/` none).
    static func commonFolderLength(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                let n = min(a.count, b.count)
                var k = 0
                while k < n && a[k] == b[k] { k += 1 }
                // Both end in `/`: a whole folder in common ends at a `/`.
                while k > 0 && a[k - 1] != UInt8(ascii: "/") { k -= 1 }
                return k
            }
        }
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
                // `some View`, or `some SwiftUI.View` where the app has a `View` of its own.
                let isSomeView = isWord(typeStart, "some") && isWord(j - 1, "View")
                    && (j - typeStart == 2 || (j - typeStart == 4 && isWord(typeStart + 1, "SwiftUI") && isKind(typeStart + 2, .dot)))
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
        let close = min(partner(open), count)
        let first = closureBodyStart(open, close)
        // `get { … }`: the accessor's block.
        if isWord(first, "get"), isKind(first + 1, .leftBrace), partner(first + 1) + 1 == close { block = first + 1 }
        // Most bodies are one stack, list or reference with modifiers: decided without
        // reading them as chains.
        // (`Group { … }` is read below: it shows what it holds.)
        if block == open, first < close, isIdentifier(first), !isWord(first, "Group"), !isWord(first, "AnyView"),
           statementEnd(from: first + 1, close) == close {
            if !isTypeName(first) {
                // `content.padding()`, `labelView`: a member of the type, or unknown.
                if !isKind(first + 1, .dot) || !isWord(first, "self") {
                    return ViewBody(leaves: [ViewLeaf(kind: .reference, isCall: true, parts: [.member(Array(bytes(first)))])])
                }
            } else if ControlName(self, first) == .other {
                // `EmptyView()` shows nothing (also what is left of `if #available(iOS 26, *) {
                // EmptyView() } else { Spacer() }`): as a slot that shows nothing, no rule decides.
                if isWord(first, "EmptyView") { return ViewBody(leaves: [.decided(.unknown)]) }
                if isSystemCustomView(first) { return ViewBody(leaves: [.decided(.custom)]) }
                // A call of another view: its name and arguments are all the index keeps.
                if !isKind(first + 1, .dot), !isOperator(first + 1, "<") {
                    var leaf = ViewLeaf(kind: .custom, isCall: true, parts: [.type(Array(bytes(first)))])
                    if isKind(first + 1, .leftParen) { leaf.arguments = carriedArguments(open: first + 1) }
                    return ViewBody(leaves: [leaf])
                }
            }
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
            if isStaticMemberValue(chain) && !isSystemCustomView(name) { return .decided(.unknown) }
            if isSystemCustomView(name) {
                var leaf = ViewLeaf.decided(.custom)
                leaf.isBusy = isBusyView(chain)
                return leaf
            }
            var leaf = ViewLeaf(kind: .custom, isCall: true, parts: [.type(Array(bytes(name)))])
            if let open = base.argsOpen { leaf.arguments = carriedArguments(open: open) }
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
        if let title = shape.label.title {
            // `Button(.progressEditSave, …)`: a generated key's name, read by its words as the
            // same title written in place is (`Save`), not as one literal word.
            if isKind(title.start, .dot), title.end == title.start + 2, isIdentifier(title.start + 1) {
                leaf.title = .path(Array(bytes(title.start + 1)))
            } else {
                leaf.title = carried(title.start, title.end)
            }
        }
        if let symbol = shape.label.symbolToken {
            let text = string(symbol)
            leaf.symbol = .literal(Array((shape.label.symbolIsWrapperMember ? FileModel.dottedSymbol(text) : text).utf8))
        } else if let arg = args.first(where: { isWord($0.label, "systemImage") || isWord($0.label, "systemName") }),
                  case .parameter(let p)? = carried(arg.start, arg.end) {
            leaf.symbol = .parameter(p)
        } else if shape.label.isAssetImage {
            leaf.symbol = .asset
        }
        return leaf
    }

    /// A call's labelled arguments that a called view's parameters can take.
    func carriedArguments(open: Int) -> [CarriedArgument] {
        var result: [CarriedArgument] = []
        for arg in arguments(open: open).prefix(12) {
            guard let label = arg.label, let value = carried(arg.start, arg.end) else { continue }
            result.append(CarriedArgument(label: Array(bytes(label)), value: value))
        }
        return result
    }

    /// A label's leaf as a part: a call of another type waits for it; the rest is decided.
    func labelPart(_ chain: Chain) -> LeafPart {
        let base = chain.base
        if let name = base.name, !base.isMember {
            if isTypeName(name), ControlName(self, name) == .other, !isSystemCustomView(name), !isStaticMemberValue(chain) {
                return .type(Array(bytes(name)))
            }
            if isIdentifier(name), !isTypeName(name) { return .member(Array(bytes(name))) }
        }
        return .decided(leafLabel(chain).labelClass)
    }

    /// A value a body passes on: a plain string's text, a role or wrapper member (`.close`),
    /// or a name (`title`, `self.title`).
    func carried(_ start: Int, _ end: Int) -> Carried? {
        // A literal, or a localized string's key (`NSLocalizedString("MARK")`): what the title says.
        if let text = keyLiteral(TokenRange(start, end)) { return .literal(Array(bytes(text))) }
        if isKind(start, .dot), end == start + 2, isIdentifier(start + 1) { return .literal(Array(bytes(start + 1))) }
        if end == start + 1, isIdentifier(start), !isTypeName(start) { return .parameter(Array(bytes(start))) }
        if end == start + 3, isWord(start, "self"), isKind(start + 1, .dot), isIdentifier(start + 2) {
            return .parameter(Array(bytes(start + 2)))
        }
        // `L10n.Global.cancel`: names joined by dots, from a type's name (a value's property
        // could be anything the caller set).
        if end >= start + 3, end - start <= 15, isTypeName(start), (end - start) % 2 == 1,
           stride(from: start + 1, to: end, by: 2).allSatisfy({ isKind($0, .dot) && isIdentifier($0 + 1) }) {
            return .path(Array(bytes(start)) + (start + 1..<end).flatMap { Array(bytes($0)) })
        }
        return nil
    }
}
