import DuobarScanner

/// What the index says about a call of a view: its role, title and symbol as written in a
/// body elsewhere (a call's own arguments are read in place). For rules and messages.
public struct ViewAnswer: Sendable {
    /// Where the answer came from.
    public enum Source: Sendable { case project, config }
    public var source: Source
    /// A role the body gives its control (`close`), when the call gives none.
    public var role: String?
    /// A literal title in the body (`Search`).
    public var title: String?
    /// A title the body names by a path of names (`L10n.Global.cancel`): a localized key.
    public var titlePath: String?
    /// A literal symbol in the body, in dotted form (`magnifyingglass`).
    public var symbol: String?
}

/// A call or reference the model resolved to a view's body.
struct ResolvedView {
    var kind: ControlKind
    var isMenu: Bool
    var label: ItemLabel
    /// The call's role token, when the body takes its role from a parameter the call sets.
    var roleMember: Int?
    /// A branch of the body is several views side by side (`backButton; forwardButton`).
    var several = false
}

/// Resolves the calls and member references of one file against the project's views and the
/// config's `views` (docs/model.md, "Your own views"). Every name it follows is noted in the
/// file's index lookups, so a file modelled before the index was complete is redone when
/// the complete index answers differently.
public final class ViewResolver {
    let code: Code
    let index: ProjectIndex
    let own: ViewDeclarations
    let lookups: IndexLookups
    /// This file's path, and its folder (`ViewDeclarations.folder(of:)`), made when a name
    /// declared more than once first needs it.
    let path: String
    private lazy var folder: [UInt8] = ViewDeclarations.folder(of: path)
    /// Where the bodies followed are declared, by number: 0 is this file itself (whose own
    /// declarations win, and whose folder is `folder`); the others are the folders of the
    /// project's bodies met on the way, each numbered once, from 1 (`origins[k - 1]`). Empty
    /// for most files, which follow no body of the project's.
    private var origins: [[UInt8]] = []
    /// Answers by call token, for `FileModel.viewAnswer(_:)`.
    var answers: [Int: ViewAnswer] = [:]
    /// Evaluated bodies by key and the levels left below them.
    private var memo: [Level: Evaluated] = [:]
    /// The key each resolved call or member reference (by its name token) resolved to.
    var resolvedKeys: [Int: ViewKey] = [:]

    /// How many bodies deep a call is followed (a view whose body calls a view…).
    static let depth = 8

    /// `path` is this file's.
    init(code: Code, index: ProjectIndex, own: ViewDeclarations, lookups: IndexLookups, path: String = "") {
        self.code = code
        self.index = index
        self.own = own
        self.lookups = lookups
        self.path = path
    }

    /// A key evaluated with `left` bodies still to follow, as written in the file or folder
    /// numbered `origin` (the same name may mean another declaration elsewhere).
    struct Level: Hashable {
        var key: ViewKey
        var left: Int
        var origin: Int
    }

    /// A body's class with what it carries to its caller.
    struct Evaluated {
        var labelClass: LabelClass
        var kind: ControlKind
        var isMenu: Bool
        var role: Carried?
        var title: Carried?
        var symbol: Carried?
        /// It depends on a type the tool could not see.
        var unseen: Bool
        var fromConfig: Bool
        /// A branch of the body is several views side by side.
        var several = false
        /// For a conditional body, its branches' classes (busy branches left out).
        var branches: LabelClasses = []
        /// The leaf is a `ProgressView`: a busy state.
        var busy = false
        /// A conditional body whose branches its caller chooses (`ViewBody.chosenByCaller`).
        var chosenByCaller = false

        static func plain(_ c: LabelClass, unseen: Bool = false) -> Evaluated {
            Evaluated(labelClass: c, kind: .custom, isMenu: false, role: nil, title: nil, symbol: nil, unseen: unseen,
                      fromConfig: false)
        }
    }

    // MARK: Calls in this file

    /// A call of a type the label classes do not know (`CloseButton { … }`, `AppIcon(.plus)`):
    /// the config's class, or its body's; nil when neither the config nor the scanned files
    /// declare it.
    func resolveCall(_ chain: Chain, name: Int) -> ResolvedView? {
        let bytes = Array(code.bytes(name))
        if let configured = configured(bytes) {
            answers[name] = ViewAnswer(source: .config)
            return ResolvedView(kind: .custom, isMenu: false, label: ItemLabel(configured, viewType: name))
        }
        guard let key = typeKey(bytes, scope: own.scopes.path(enclosing: name, in: code)) else { return nil }
        resolvedKeys[name] = key
        return materialize(evaluate(key), chain, name)
    }

    /// A lowercase reference (`addButton`, `makeShareButton()`, `self.icon`) to a `some View`
    /// member of the enclosing type; nil when it is not one.
    func resolveMember(_ chain: Chain, name: Int) -> ResolvedView? {
        guard code.isIdentifier(name) else { return nil }
        let scope = own.scopes.path(enclosing: name, in: code)
        guard !scope.isEmpty else { return nil }
        let key = ViewKey(scope.joinedKey(appending: Array(code.bytes(name))))
        guard looksUp(key) else { return nil }
        let evaluated = evaluate(key)
        // Several views are several items (in a group) or an unknown item, as before.
        guard evaluated.labelClass != .unknown, !evaluated.several else { return nil }
        resolvedKeys[name] = key
        return materialize(evaluated, chain, name)
    }

    /// Whether a type name is declared as a view in the scanned files or named in the config.
    func declaresView(_ name: Int) -> Bool {
        let bytes = Array(code.bytes(name))
        return configured(bytes) != nil || typeKey(bytes, scope: own.scopes.path(enclosing: name, in: code)) != nil
    }

    /// Neither SwiftUI's own views nor the project's: a call of a type the tool cannot see.
    func isUnseen(_ name: Int) -> Bool {
        !code.isSystemCustomView(name)
    }

    /// Applies an evaluated body to the call at `name`: parameters the body reads take the
    /// call's arguments of those labels.
    func materialize(_ e: Evaluated, _ chain: Chain, _ name: Int) -> ResolvedView {
        let args = chain.base.argsOpen.map { code.arguments(open: $0) } ?? []
        func argument(_ p: [UInt8]) -> Argument? {
            args.first { arg in arg.label.map { code.bytes($0).elementsEqual(p) } ?? false }
        }
        var label = ItemLabel(e.labelClass, viewType: name, dependsOnUnseenType: e.unseen)
        label.branchClasses = e.branches
        label.branchesChosenByCaller = e.chosenByCaller
        var answer = ViewAnswer(source: e.fromConfig ? .config : .project)
        var roleMember: Int?
        switch e.title {
        case .literal(let text)?: answer.title = String(decoding: text, as: UTF8.self)
        case .parameter(let p)?: if let arg = argument(p) { label.title = TokenRange(arg.start, arg.end) }
        case .path(let path)?: answer.titlePath = String(decoding: path, as: UTF8.self)
        case .asset?, nil: break
        }
        switch e.symbol {
        case .literal(let text)?: answer.symbol = String(decoding: text, as: UTF8.self)
        case .parameter(let p)?: if let arg = argument(p) { label.symbolToken = code.plainString(arg.start, arg.end).textToken }
        case .asset?: label.isAssetImage = true
        case .path?, nil: break
        }
        switch e.role {
        case .literal(let text)?: answer.role = String(decoding: text, as: UTF8.self)
        case .parameter(let p)?: if let arg = argument(p) { roleMember = code.lastMember(arg.start, arg.end) }
        case .path?, .asset?, nil: break
        }
        answers[name] = answer
        return ResolvedView(kind: e.kind, isMenu: e.isMenu, label: label, roleMember: roleMember, several: e.several)
    }

    // MARK: Views given a vertical form

    /// The traits of the view a call or member reference at `name` resolved to (its body's, and
    /// those of the view its body is one call of, up to `depth` bodies deep); nil when it did not
    /// resolve to a view of the project.
    func traits(ofView name: Int) -> ViewTraits? {
        guard var key = resolvedKeys[name] else { return nil }
        var traits: ViewTraits = []
        var origin = 0
        for _ in 0..<ViewResolver.depth {
            let (list, mine) = bodies(key, from: origin)
            guard !list.isEmpty else { return nil }
            for body in list { traits.formUnion(body.traits) }
            guard list.count == 1, list[0].leaves.count == 1, list[0].leaves[0].isCall, list[0].leaves[0].parts.count == 1,
                  case .view(let next)? = target(list[0].leaves[0].parts[0], in: key), next != key else { break }
            origin = mine ? 0 : self.origin(of: list[0].folder)
            key = next
        }
        return traits
    }

    /// For a member reference at `name` that resolved to a body (`dismissButton`), the view
    /// type that body is one call of (`CircleButton`), followed through members of the same
    /// type; nil when the body is anything else.
    func calledType(ofMember name: Int) -> String? {
        guard var key = resolvedKeys[name] else { return nil }
        var origin = 0
        for _ in 0..<ViewResolver.depth {
            let (list, mine) = bodies(key, from: origin)
            guard list.count == 1, list[0].leaves.count == 1, list[0].leaves[0].isCall,
                  list[0].leaves[0].parts.count == 1 else { return nil }
            let part = list[0].leaves[0].parts[0]
            if case .type(let type) = part { return String(decoding: type, as: UTF8.self) }
            guard case .view(let next)? = target(part, in: key), next != key else { return nil }
            origin = mine ? 0 : self.origin(of: list[0].folder)
            key = next
        }
        return nil
    }

    /// The type whose call is the only label of the one control a member's body shows
    /// (`var avatarLink: some View { NavigationLink(…) { RemoteAvatar(url: u) } }`): the view
    /// that makes the control custom, named by its type as the config's `views` takes it.
    func labelType(ofMember name: Int) -> String? {
        guard let key = resolvedKeys[name] else { return nil }
        let (list, _) = bodies(key, from: 0)
        guard list.count == 1, list[0].leaves.count == 1, !list[0].leaves[0].isCall,
              list[0].leaves[0].parts.count == 1, case .type(let type) = list[0].leaves[0].parts[0] else { return nil }
        return String(decoding: type, as: UTF8.self)
    }

    /// The traits of the UIKit view class named at `type`, resolved as nested types are; nil
    /// when no scanned file declares it with something to rearrange. Every key tried is noted.
    func uiKitTraits(ofType type: Int) -> ViewTraits? {
        let name = Array(code.bytes(type))
        let scope = own.scopes.path(enclosing: type, in: code)
        var k = scope.count
        while k >= 0 {
            let key = ViewKey(scope.joinedKey(depth: k, appending: name))
            lookups.note(key)
            if let traits = index.views.uiKit[key] ?? own.uiKitTraits(key) { return traits }
            k -= 1
        }
        return nil
    }

    // MARK: The index

    /// The bodies a name means when written in the file or folder numbered `origin`
    /// (`origins`), and whether they are this file's own. In this file, its own declarations
    /// (private ones too) when it has any: they shadow the project's. Otherwise the project's
    /// and the file's own, and of those declared in several places, the ones nearest the
    /// origin: whose folder shares the longest run of whole folders with it (`AppA/Views/` from
    /// `AppA/Screens/`, not `AppB/Views/`). A tie keeps them all, and `compute` calls bodies of
    /// different classes ambiguous, as it always did.
    func bodies(_ key: ViewKey, from origin: Int) -> (bodies: [ViewBody], own: Bool) {
        let mine = own[key]
        if origin == 0, let mine { return (mine, true) }
        var found = index.views[key] ?? []
        for body in mine ?? [] where !found.contains(body) { found.append(body) }
        guard found.count > 1 else { return (found, false) }
        // Only a name declared more than once measures distances.
        let from = origin == 0 ? folder : origins[origin - 1]
        var best = -1, nearest = 0
        for body in found {
            let length = ViewDeclarations.commonFolderLength(body.folder, from)
            if length > best {
                best = length
                nearest = 1
            } else if length == best {
                nearest += 1
            }
        }
        guard nearest < found.count else { return (found, false) }
        return (found.filter { ViewDeclarations.commonFolderLength($0.folder, from) == best }, false)
    }

    /// The number of the origin that a body's own calls are written in: its folder's.
    func origin(of folder: [UInt8]) -> Int {
        // A handful per file; one file's bodies share one array, compared by identity first.
        for k in origins.indices where origins[k] == folder { return k + 1 }
        origins.append(folder)
        return origins.count
    }

    func has(_ key: ViewKey) -> Bool {
        index.views[key] != nil || own[key] != nil
    }

    /// Whether the index holds `key`, noting the key as looked up: the answer depends on it.
    func looksUp(_ key: ViewKey) -> Bool {
        lookups.note(key)
        return has(key)
    }

    /// The config's class for a type name, noting the name as looked up.
    func configured(_ name: [UInt8]) -> LabelClass? {
        lookups.noteName(name)
        return index.configViews.isEmpty ? nil : index.configViews[name]
    }

    /// The key a type name resolves to from inside `scope`: the innermost enclosing type
    /// first, outward, then the top level. Every key tried is noted as looked up.
    func typeKey(_ name: [UInt8], scope: [[UInt8]]) -> ViewKey? {
        var k = scope.count
        while k >= 0 {
            let key = ViewKey(scope.joinedKey(depth: k, appending: name))
            if looksUp(key) { return key }
            k -= 1
        }
        return nil
    }

    /// The type a key's body is written in: the key itself for a view, its type for a member
    /// (a private type's tag included, so its members are found under it).
    static func owner(of key: ViewKey) -> [[UInt8]] {
        let parts = key.bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(Array.init)
        guard let last = parts.last, let first = last.first else { return parts }
        return first >= 65 && first <= 90 ? parts : Array(parts.dropLast())
    }

    /// Where names in a key's body are resolved from: its owner, without a private type's tag.
    static func scope(of key: ViewKey) -> [[UInt8]] {
        let owner = owner(of: key)
        return owner.first?.first == 1 ? Array(owner.dropFirst()) : owner
    }

    /// What a part of a body at `key` refers to, and notes the name as looked up.
    enum Target {
        case view(ViewKey)
        case configured(LabelClass)
        case unseen
        case notAMember
    }

    func target(_ part: LeafPart, in key: ViewKey) -> Target? {
        switch part {
        case .decided:
            return nil
        case .type(let name):
            // A private type of the body's own file is named by its shared key.
            if name.first == 1 {
                let shared = ViewKey(name)
                return looksUp(shared) ? .view(shared) : .unseen
            }
            if let configured = configured(name) { return .configured(configured) }
            return typeKey(name, scope: ViewResolver.scope(of: key)).map(Target.view) ?? .unseen
        case .member(let name):
            let memberKey = ViewKey((ViewResolver.owner(of: key) + [name]).joinedKey)
            return looksUp(memberKey) ? .view(memberKey) : .notAMember
        }
    }

    /// The class of the body at `key`, following the views it calls up to `depth` bodies
    /// deep. A work list, not recursion: each key and depth is evaluated once.
    func evaluate(_ key: ViewKey) -> Evaluated {
        let root = Level(key: key, left: ViewResolver.depth - 1, origin: 0)
        var stack: [(level: Level, expanded: Bool)] = [(root, false)]
        while let (level, expanded) = stack.popLast() {
            if memo[level] != nil { continue }
            if !expanded {
                stack.append((level, true))
                guard level.left > 0 else { continue }
                let (list, mine) = bodies(level.key, from: level.origin)
                for body in list {
                    // Where the body's calls are written: numbered at its first call.
                    var from = -1
                    for leaf in body.leaves {
                        for part in leaf.parts {
                            if case .view(let child)? = target(part, in: level.key) {
                                if from < 0 { from = mine ? 0 : origin(of: body.folder) }
                                let next = Level(key: child, left: level.left - 1, origin: from)
                                if memo[next] == nil { stack.append((next, false)) }
                            }
                        }
                    }
                }
                continue
            }
            memo[level] = compute(level)
        }
        return memo[root] ?? .plain(.custom)
    }

    /// One key's class from its children's (already in `memo`).
    func compute(_ level: Level) -> Evaluated {
        let (list, mine) = bodies(level.key, from: level.origin)
        let evaluated = list.map { body in
            let from = mine || level.left == 0 ? 0 : origin(of: body.folder)
            var e = combineLeaves(body.leaves.map { leaf(in: level, from: from, $0) })
            e.several = body.leaves.contains { $0.isSeveralViews }
            if body.chosenByCaller && e.labelClass == .conditional { e.chosenByCaller = true }
            return e
        }
        guard let first = evaluated.first else { return .plain(.custom, unseen: true) }
        // Declared more than once, as near as each other: one class if they agree, and what they
        // carry if it is the same.
        if evaluated.contains(where: { $0.labelClass != first.labelClass }) {
            var ambiguous = Evaluated.plain(.custom)
            ambiguous.several = evaluated.contains { $0.several }
            return ambiguous
        }
        var result = first
        for e in evaluated.dropFirst() {
            result.several = result.several || e.several
            if e.kind != result.kind { result.kind = .custom }
            if e.isMenu != result.isMenu { result.isMenu = false }
            if e.role != result.role { result.role = nil }
            if e.title != result.title { result.title = nil }
            if e.symbol != result.symbol { result.symbol = nil }
            result.unseen = result.unseen || e.unseen
            result.branches.formUnion(e.branches)
            result.chosenByCaller = result.chosenByCaller && e.chosenByCaller
        }
        return result
    }

    /// One leaf of a body at `level`, whose calls are written in origin `from`.
    func leaf(in level: Level, from: Int, _ leaf: ViewLeaf) -> Evaluated {
        var parts: [Evaluated] = []
        for part in leaf.parts {
            switch part {
            case .decided(let c):
                parts.append(.plain(c))
            default:
                switch target(part, in: level.key) {
                case .view(let child)?:
                    let below = level.left > 0 ? memo[Level(key: child, left: level.left - 1, origin: from)] : nil
                    parts.append(below ?? .plain(.custom, unseen: true))
                case .configured(let c)?:
                    var e = Evaluated.plain(c)
                    e.fromConfig = true
                    parts.append(e)
                case .unseen?, nil:
                    parts.append(.plain(.custom, unseen: true))
                case .notAMember?:
                    parts.append(.plain(.unknown))
                }
            }
        }
        let label = combineLeaves(parts)
        guard leaf.isCall, let called = parts.first else {
            var e = Evaluated(labelClass: label.labelClass, kind: leaf.kind, isMenu: leaf.isMenu, role: leaf.role,
                              title: leaf.title, symbol: leaf.symbol, unseen: label.unseen, fromConfig: false)
            e.branches = label.branches
            e.chosenByCaller = label.chosenByCaller
            e.busy = leaf.isBusy
            // A label of one view carries that view's symbol (`Image(systemName: "ellipsis")`),
            // and its title: a member of the same type (`Button(action: action) { label }`,
            // `label` being `Text(title)`) carries its parameters too, which are this type's;
            // another view's are its own, so only its literals.
            if parts.count == 1 {
                let sameType: Bool
                if case .member = leaf.parts[0] { sameType = true } else { sameType = false }
                if e.symbol == nil { e.symbol = parts[0].symbol.flatMap(literalOnly) }
                if e.title == nil { e.title = sameType ? parts[0].title : parts[0].title.flatMap(literalOnly) }
            }
            return e
        }
        // The called view's parameters take this call's arguments; a member of the same type
        // reads this type's own parameters, which stay as they are.
        func pass(_ value: Carried?) -> Carried? {
            guard case .parameter(let p)? = value else { return value }
            if case .member = leaf.parts[0] { return value }
            return leaf.arguments.first { $0.label == p }?.value
        }
        var e = called
        e.role = pass(called.role)
        e.title = pass(called.title)
        e.symbol = pass(called.symbol)
        return e
    }

    /// What a body writes itself (a literal, a key's path, an asset), not a parameter the
    /// caller fills.
    func literalOnly(_ value: Carried) -> Carried? {
        switch value {
        case .literal, .asset, .path: return value
        case .parameter: return nil
        }
    }

    /// Leaves combined as a label closure's are: an unknown leaf makes the whole unknown, one
    /// class is that class, different classes are conditional.
    func combineLeaves(_ leaves: [Evaluated]) -> Evaluated {
        guard let first = leaves.first else { return .plain(.unknown) }
        let unseen = leaves.contains { $0.unseen }
        if leaves.contains(where: { $0.labelClass == .unknown }) { return .plain(.unknown, unseen: unseen) }
        if leaves.count == 1 { return first }
        guard leaves.allSatisfy({ $0.labelClass == first.labelClass }) else {
            var conditional = Evaluated.plain(.conditional, unseen: unseen)
            for leaf in leaves where !leaf.busy {
                conditional.branches.formUnion(LabelClasses(leaf.labelClass, branches: leaf.branches))
            }
            return conditional
        }
        var result = Evaluated.plain(first.labelClass, unseen: unseen)
        if leaves.allSatisfy({ $0.kind == first.kind }) { result.kind = first.kind }
        // Branches that agree on what they carry carry it (`if let action { Button(action:
        // action) { label } } else { label }`).
        if leaves.allSatisfy({ $0.title == first.title }) { result.title = first.title }
        if leaves.allSatisfy({ $0.symbol == first.symbol }) { result.symbol = first.symbol }
        if leaves.allSatisfy({ $0.role == first.role }) { result.role = first.role }
        return result
    }
}
