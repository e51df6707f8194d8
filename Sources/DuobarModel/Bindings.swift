import DuobarScanner

/// `let`/`var` declarations with an initial value, `name.property = value` assignments,
/// and computed properties and functions with bodies: what the UIKit model needs to
/// follow a value through a name.
struct Bindings {
    struct Binding {
        /// The declared name.
        var name: Int
        /// The initial value's tokens.
        var value: TokenRange
        /// The `{` of the scope holding the declaration, or -1 at file level.
        var scope: Int
        /// `let`/`var name = …`, rather than an assignment `name = …` / `self.name = …`.
        var isDeclaration: Bool
    }

    struct PropertyAssignment {
        /// The receiver's last name (`item` in `self.item.title = …`).
        var receiver: Int
        var property: Int
        var value: TokenRange
    }

    /// `var name: T { … }` or `func name(…) … { … }`: a name whose value its body makes.
    struct NamedBody {
        var name: Int
        /// The body's `{`.
        var body: Int
        var isFunction: Bool
        /// The declared type or result type names `UIBarButtonItem` or `UIBarButtonItemGroup`
        /// (`var shareItems: [UIBarButtonItem] { … }`, `func makeDone() -> UIBarButtonItem`).
        var makesItems: Bool
    }

    var declarations: [Binding] = []
    var assignments: [PropertyAssignment] = []
    var bodies: [NamedBody] = []
    /// What a name is given after its declaration: `name.append(…)` and `name.insert(…)`
    /// (their arguments) and `name += …` (its value), with `property` the `append`, `insert`
    /// or `+=` token.
    var additions: [PropertyAssignment] = []
    var additionsByReceiver = HashedGroups()
    /// Declarations by a hash of their name, so a lookup does not scan them all.
    var byName = HashedGroups()
    /// Declarations by the first token of their value, and assignments by a hash of their
    /// receiver: a file with thousands of items must not compare each with all the others.
    var byValueStart = ValueStarts()
    var assignmentsByReceiver = HashedGroups()
    /// The bodies that make items (`NamedBody.makesItems`), by a hash of their name. (All
    /// bodies are in order of their `{`: `body(at:)` finds one by binary search.)
    var itemBodiesByName = HashedGroups()
    /// Which braces are type bodies, worked out once each.
    let scopes = ScopeCache()

    /// No bindings: for files with nothing to follow.
    init() {}

    init(_ code: Code) {
        let n = code.count
        var declarations: [Binding] = []
        var assignments: [PropertyAssignment] = []
        var bodies: [NamedBody] = []
        var additions: [PropertyAssignment] = []
        // Every token is passed over: its kind, read straight from the buffer, rules out
        // nearly all of them before any of `Code`'s checked lookups.
        code.tokens.withUnsafeBufferPointer { tokens in
            for i in 0..<n {
                let t = tokens[i]
                switch t.kind {
                // `let`, `var` and `func` are the keywords read: the others are passed over on
                // their length.
                case .keyword: guard t.length == 3 || t.length == 4 else { continue }
                // Only a name followed by an operator (`name = …`), or a `.` two tokens before one
                // (`.name = …`), may start an assignment.
                case .identifier: guard i + 1 < n, tokens[i + 1].kind == .operator else { continue }
                case .dot:
                    guard i + 2 < n else { continue }
                    // `name.append(…)` / `name.insert(…)`: what a name is given later.
                    if tokens[i + 2].kind == .leftParen, i > 0, tokens[i - 1].kind == .identifier,
                       code.isWord(i + 1, "append") || code.isWord(i + 1, "insert") {
                        let args = code.arguments(open: i + 2)
                        for arg in code.isWord(i + 1, "insert") ? Array(args.prefix(1)) : args {
                            additions.append(PropertyAssignment(receiver: i - 1, property: i + 1, value: TokenRange(arg.start, arg.end)))
                        }
                        continue
                    }
                    guard tokens[i + 2].kind == .operator else { continue }
                default: continue
                }
                if t.kind == .keyword, code.isWord(i, "let") || code.isWord(i, "var"), code.isIdentifier(i + 1) {
                    var j = i + 2
                    if code.isKind(j, .colon) {
                        // Skip a type annotation up to `=`.
                        var steps = 0
                        while j < n && !code.isOperator(j, "=") && !code.isKind(j, .leftBrace)
                                && !code.newlineBefore(j) && steps < 32 {
                            j = code.isOpener(j) ? code.partner(j) + 1 : j + 1
                            steps += 1
                        }
                        if code.isKind(j, .leftBrace) && code.isWord(i, "var") {
                            bodies.append(NamedBody(name: i + 1, body: j, isFunction: false,
                                                    makesItems: code.namesBarButtonItem(from: i + 3, to: j)))
                        }
                    }
                    if code.isOperator(j, "=") {
                        var end = code.statementEnd(from: j + 1, code.enclosingCloser(of: j))
                        // `if let vc = make() as? AddVC {`: a condition's value ends with its clause.
                        // The `{` after it opens the body (a condition takes no trailing closure);
                        // read as part of the value, every item the body builds was the binding's.
                        if code.isWord(i - 1, "if") || code.isWord(i - 1, "guard") || code.isWord(i - 1, "while")
                            || code.isKind(i - 1, .comma) {
                            end = code.conditionClauseEnd(from: j + 1, end)
                        }
                        declarations.append(Binding(name: i + 1, value: TokenRange(j + 1, end), scope: code.enclosingBrace(of: i),
                                                    isDeclaration: true))
                    }
                } else if t.kind == .keyword, code.isWord(i, "func"), code.isIdentifier(i + 1) {
                    if let body = code.functionBody(after: i + 1) {
                        var arrow = body - 1
                        while arrow > i + 1 && !code.isOperator(arrow, "->") && !code.isKind(arrow, .rightParen) { arrow -= 1 }
                        let makesItems = code.isOperator(arrow, "->") && code.namesBarButtonItem(from: arrow + 1, to: body)
                        bodies.append(NamedBody(name: i + 1, body: body, isFunction: true, makesItems: makesItems))
                    }
                } else if t.kind == .identifier, code.isOperator(i + 1, "+="), !code.isKind(i - 1, .dot) {
                    let end = code.statementEnd(from: i + 2, code.enclosingCloser(of: i))
                    additions.append(PropertyAssignment(receiver: i, property: i + 1, value: TokenRange(i + 2, end)))
                } else if t.kind == .identifier, code.isOperator(i + 1, "="),
                          code.newlineBefore(i) || code.isKind(i - 1, .leftBrace) || code.isKind(i - 1, .semicolon)
                            || (code.isKind(i - 1, .dot) && code.isWord(i - 2, "self") && code.newlineBefore(i - 2)) {
                    // `doneItem = UIBarButtonItem(…)` / `self.doneItem = …`: a stored property given
                    // its value here holds it like a declaration does. A statement starts a line,
                    // or follows `{` or `;` (`if editing { item = … } else { item = … }`).
                    let end = code.statementEnd(from: i + 2, code.enclosingCloser(of: i))
                    declarations.append(Binding(name: i, value: TokenRange(i + 2, end), scope: code.enclosingBrace(of: i),
                                                isDeclaration: false))
                } else if t.kind == .dot, code.isIdentifier(i + 1), code.isOperator(i + 2, "=") {
                    // `item.title = …`, and through an optional: `item?.menu = …`, `item!.menu = …`.
                    let receiver = code.isOperator(i - 1, "?") || code.isOperator(i - 1, "!") ? i - 2 : i - 1
                    guard code.isIdentifier(receiver) else { continue }
                    let end = code.statementEnd(from: i + 3, code.enclosingCloser(of: i))
                    assignments.append(PropertyAssignment(receiver: receiver, property: i + 1, value: TokenRange(i + 3, end)))
                }
            }
        }
        byName = HashedGroups(count: declarations.count) { code.nameHash(declarations[$0].name) }
        byValueStart = ValueStarts(count: declarations.count) { declarations[$0].value.start }
        assignmentsByReceiver = HashedGroups(count: assignments.count) { code.nameHash(assignments[$0].receiver) }
        additionsByReceiver = HashedGroups(count: additions.count) { code.nameHash(additions[$0].receiver) }
        // In source order already (a signature holds no declaration); `body(at:)` relies on it.
        if zip(bodies, bodies.dropFirst()).contains(where: { $0.body > $1.body }) { bodies.sort { $0.body < $1.body } }
        // Bodies that make no items get no key: they are never found by name.
        itemBodiesByName = HashedGroups(count: bodies.count) { bodies[$0].makesItems ? code.nameHash(bodies[$0].name) : nil }
        (self.declarations, self.assignments, self.bodies, self.additions) = (declarations, assignments, bodies, additions)
    }

    /// The declaration of the name at token `use`, searching the scopes that contain it.
    func declaration(named use: Int, in code: Code) -> Binding? {
        var best: Binding?
        for k in byName[code.nameHash(use)] {
            let d = declarations[k]
            guard code.sameText(d.name, use) else { continue }
            if d.scope < 0 || (d.scope < use && code.partner(d.scope) > use) {
                if best == nil || d.scope > best!.scope { best = d }
            }
        }
        return best
    }

    /// What the name at token `use` may hold: the innermost declaration or assignment in the
    /// scopes that contain it when that is inside a function or closure; otherwise the type's own:
    /// its stored and `lazy` properties, and assignments `name = …` / `self.name = …` in its
    /// methods, across the type's body and its extensions in this file.
    func declarations(named use: Int, in code: Code) -> [Binding] {
        let candidates = byName[code.nameHash(use)]
        // Most names asked about are declared nowhere in the file: nothing to look up.
        if candidates.isEmpty { return [] }
        let innermost = declaration(named: use, in: code)
        if let d = innermost, d.scope >= 0, !isTypeLevel(d, code) {
            // `var item: UIBarButtonItem? = nil`, then `item = …` in branches: what those give it
            // before the use as well (a `let` is given its value once).
            guard code.isWord(d.name - 1, "var") else { return [d] }
            let end = code.partner(d.scope)
            var result = [d]
            for k in candidates {
                let a = declarations[k]
                if !a.isDeclaration && a.name > d.value.end && a.name < use && a.name < end && code.sameText(a.name, use) {
                    result.append(a)
                }
            }
            return result
        }
        // `var item: UIBarButtonItem` (no value), then `item = …` in each branch of an `if`: the
        // local holds what those assignments give it before the use.
        if innermost == nil, let brace = scopes.localScope(of: use, code) {
            let end = code.partner(brace)
            let assigned = candidates.compactMap { k -> Binding? in
                let d = declarations[k]
                return !d.isDeclaration && d.name > brace && d.name < use && d.name < end && code.sameText(d.name, use) ? d : nil
            }
            if !assigned.isEmpty { return assigned }
        }
        guard let type = scopes.enclosingType(of: use, code) else {
            return innermost.map { [$0] } ?? []
        }
        var result = scopes.typeWide(name: use, type: type, code) {
            candidates.filter { k in
                let d = declarations[k]
                guard code.sameText(d.name, use), isTypeWide(d, code),
                      let owner = scopes.enclosingType(of: d.name, code) else { return false }
                return code.sameText(owner, type)
            }
        }.map { declarations[$0] }
        if let d = innermost, !result.contains(where: { $0.name == d.name }) { result.append(d) }
        return result
    }

    /// The computed properties and functions named like `use` that it can call and that make
    /// bar button items: members of the type that holds it (its extensions in this file
    /// included), and top-level ones.
    func bodies(named use: Int, in code: Code) -> [NamedBody] {
        let candidates = itemBodiesByName[code.nameHash(use)]
        if candidates.isEmpty { return [] }
        let type = scopes.enclosingType(of: use, code)
        var result: [NamedBody] = []
        for k in candidates {
            let b = bodies[k]
            guard code.sameText(b.name, use) else { continue }
            // Top-level functions are seen from everywhere; a type's members from that type.
            guard let owner = scopes.enclosingType(of: b.name, code) else {
                result.append(b)
                continue
            }
            if let type, code.sameText(owner, type) { result.append(b) }
        }
        return result
    }

    /// The computed property or function whose body the `{` at `brace` opens.
    func body(at brace: Int) -> NamedBody? {
        var low = 0, high = bodies.count
        while low < high {
            let mid = (low + high) / 2
            if bodies[mid].body < brace { low = mid + 1 } else { high = mid }
        }
        return low < bodies.count && bodies[low].body == brace ? bodies[low] : nil
    }

    /// A stored or `lazy` property: declared directly in a type's body.
    func isTypeLevel(_ d: Binding, _ code: Code) -> Bool {
        d.scope >= 0 && scopes.typeName(ofBody: d.scope, code) != nil
    }

    /// The binding gives a value to a property of its type: a property's declaration, or an
    /// assignment in a method to a name that method does not declare.
    func isTypeWide(_ d: Binding, _ code: Code) -> Bool {
        if d.isDeclaration { return isTypeLevel(d, code) }
        guard scopes.enclosingType(of: d.name, code) != nil else { return false }
        return code.isWord(d.name - 2, "self") || !scopes.isLocalName(d.name, code)
    }
}

/// Indices grouped by a 64-bit key (a name's `nameHash`), each group in the order added.
/// One flat open-addressed table and one link per index: a dictionary of arrays made an
/// array per name and ran every key through the standard hasher again, though `nameHash`
/// is already well mixed.
public struct HashedGroups: Sendable {
    private struct Slot: Sendable {
        var key: UInt64
        /// The first and last index of the key's group; -1 for an empty slot.
        var first: Int32
        var last: Int32
    }

    private var slots: [Slot] = []
    /// Per index: the next index of its group, or -1.
    private var next: [Int32] = []

    public init() {}

    /// Indices `0..<count`, index `k` in the group of `key(k)`; a nil key puts it in no group.
    /// Nothing is allocated until a key is given.
    public init(count: Int, key: (Int) -> UInt64?) {
        var mask = 0
        for k in 0..<count {
            guard let key = key(k) else { continue }
            if slots.isEmpty {
                var capacity = 8
                while capacity < count * 2 { capacity *= 2 }
                mask = capacity - 1
                slots = [Slot](repeating: Slot(key: 0, first: -1, last: -1), count: capacity)
                next = [Int32](repeating: -1, count: count)
            }
            var slot = Int(truncatingIfNeeded: key) & mask
            while slots[slot].first >= 0 && slots[slot].key != key { slot = (slot + 1) & mask }
            if slots[slot].first < 0 {
                slots[slot].key = key
                slots[slot].first = Int32(k)
            } else {
                next[Int(slots[slot].last)] = Int32(k)
            }
            slots[slot].last = Int32(k)
        }
    }

    /// The indices added with `key`, in order.
    public subscript(key: UInt64) -> Group {
        guard !slots.isEmpty else { return Group(links: next, current: -1) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key) & mask
        while slots[slot].first >= 0 {
            if slots[slot].key == key { return Group(links: next, current: Int(slots[slot].first)) }
            slot = (slot + 1) & mask
        }
        return Group(links: next, current: -1)
    }

    /// One group's indices, followed link by link.
    public struct Group: Sequence, IteratorProtocol {
        /// `HashedGroups.next`.
        let links: [Int32]
        var current: Int

        public var isEmpty: Bool { current < 0 }

        public mutating func next() -> Int? {
            guard current >= 0 else { return nil }
            let k = current
            current = Int(links[k])
            return k
        }
    }
}

/// For each token that starts a declaration's value, the first declaration whose value starts
/// there: a sorted list searched by halves, where a dictionary hashed every key.
struct ValueStarts {
    /// `(value start, declaration index)`, by start, then index.
    private var entries: [(start: Int, index: Int)] = []

    init() {}

    /// Declarations `0..<count`, the value of `k` starting at `start(k)`.
    init(count: Int, start: (Int) -> Int) {
        entries = (0..<count).map { (start: start($0), index: $0) }
        // Usually in order already: declarations are found in token order.
        if zip(entries, entries.dropFirst()).contains(where: { $0.start > $1.start }) {
            entries.sort { ($0.start, $0.index) < ($1.start, $1.index) }
        }
    }

    subscript(start: Int) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].start < start { low = mid + 1 } else { high = mid }
        }
        return low < entries.count && entries[low].start == start ? entries[low].index : nil
    }

    /// The declarations whose value starts at or before `position`, nearest first, at most
    /// `limit` of them.
    func starting(atOrBefore position: Int, limit: Int) -> [Int] {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].start <= position { low = mid + 1 } else { high = mid }
        }
        var result: [Int] = []
        var k = low - 1
        while k >= 0 && result.count < limit {
            result.append(entries[k].index)
            k -= 1
        }
        return result
    }
}

/// Which `{` opens a type's body, worked out once per brace: the UIKit model asks it of the
/// same few scopes many times.
final class ScopeCache {
    /// By token: the type name token of the body a `{` opens, -1 for none, -2 not yet known.
    /// Flat, made on first use: asked for every binding of a file, a dictionary cost more.
    private var typeNames: [Int32] = []
    private var locals: [Int: Set<UInt64>] = [:]
    private var returned: [Int: Set<UInt64>] = [:]
    private var typeWideBindings: [TypeAndName: [Int]] = [:]

    struct TypeAndName: Hashable {
        var type: UInt64
        var name: UInt64
    }

    /// The type-wide bindings of a name in a type, found by `find` once per type and name.
    func typeWide(name: Int, type: Int, _ code: Code, _ find: () -> [Int]) -> [Int] {
        let key = TypeAndName(type: code.nameHash(type), name: code.nameHash(name))
        if let known = typeWideBindings[key] { return known }
        let found = find()
        typeWideBindings[key] = found
        return found
    }

    /// The name token of the type (`class`, `struct`, `enum`, `actor`, `protocol`, or the
    /// type an `extension` extends) whose body the `{` at `brace` opens; nil for any other brace.
    func typeName(ofBody brace: Int, _ code: Code) -> Int? {
        guard brace >= 0 && brace < code.count else { return nil }
        if typeNames.isEmpty { typeNames = [Int32](repeating: -2, count: code.count) }
        let known = typeNames[brace]
        if known != -2 { return known >= 0 ? Int(known) : nil }
        let name = code.typeName(ofBody: brace)
        typeNames[brace] = Int32(name ?? -1)
        return name
    }

    /// `Code.isLocalName(_:)`, with each scope's own names gathered once.
    func isLocalName(_ use: Int, _ code: Code) -> Bool {
        localScope(of: use, code) != nil
    }

    /// The `{` of the innermost function or closure scope that declares the name at `use` as
    /// a local; nil when a type's body comes first (a property) or none does.
    func localScope(of use: Int, _ code: Code) -> Int? {
        let hash = code.nameHash(use)
        for brace in code.enclosingOpeners(of: use) where code.tokens[brace].kind == .leftBrace {
            if typeName(ofBody: brace, code) != nil { return nil }
            if let names = locals[brace] {
                if names.contains(hash) { return brace }
                continue
            }
            let names = Set(code.localNames(declaredBy: brace).map(code.nameHash))
            locals[brace] = names
            if names.contains(hash) { return brace }
        }
        return nil
    }

    /// The block opened at `brace` has a `return name` (at any depth), with each block's
    /// returned names gathered once.
    func returns(_ name: Int, from brace: Int, _ code: Code) -> Bool {
        if let names = returned[brace] { return names.contains(code.nameHash(name)) }
        var names: Set<UInt64> = []
        let end = min(code.partner(brace), code.count)
        var j = brace + 1
        while j < end - 1 {
            if code.isWord(j, "return"), code.isIdentifier(j + 1) { names.insert(code.nameHash(j + 1)) }
            j += 1
        }
        returned[brace] = names
        return names.contains(code.nameHash(name))
    }

    /// The name of the innermost type whose body holds token `i`.
    func enclosingType(of i: Int, _ code: Code) -> Int? {
        for opener in code.enclosingOpeners(of: i) where code.tokens[opener].kind == .leftBrace {
            if let name = typeName(ofBody: opener, code) { return name }
        }
        return nil
    }
}

extension Code {
    /// A hash of a token's bytes (`Code.nameHash(_:_:)`); equal names hash alike, and a
    /// collision is caught by the `sameText` check every caller makes.
    func nameHash(_ i: Int) -> UInt64 {
        let t = tokens[i]
        return Code.nameHash(text.baseAddress! + Int(t.start), t.length)
    }

    /// The innermost `{` containing token `i`, or -1.
    func enclosingBrace(of i: Int) -> Int {
        for opener in enclosingOpeners(of: i) where tokens[opener].kind == .leftBrace { return opener }
        return -1
    }

    /// The closer of the innermost bracket containing `i`, or the end of the code.
    func enclosingCloser(of i: Int) -> Int {
        let p = Int(parent[i])
        return p >= 0 ? min(partner(p), count) : count
    }

    /// Tokens `[start, end)` (a declared type) name `UIBarButtonItem` or `UIBarButtonItemGroup`.
    func namesBarButtonItem(from start: Int, to end: Int) -> Bool {
        var j = start
        while j < end {
            if isWord(j, "UIBarButtonItem") || isWord(j, "UIBarButtonItemGroup") { return true }
            j += 1
        }
        return false
    }

    /// For a function's name token: the `{` of its body, if it has one (a protocol
    /// requirement has none). Generic parameters, the parameter list, effects, the result
    /// type and a `where` clause may stand between.
    func functionBody(after name: Int) -> Int? {
        var j = name + 1
        if isOperator(j, "<") {
            var steps = 0
            while j < count && !isOperator(j, ">") && steps < 32 {
                j = isOpener(j) ? partner(j) + 1 : j + 1
                steps += 1
            }
            j += 1
        }
        guard isKind(j, .leftParen) else { return nil }
        j = partner(j) + 1
        var steps = 0
        while j < count && steps < 48 {
            if isKind(j, .leftBrace) { return j }
            // A new line ends the signature unless it goes on with `->`, `where` or effects.
            if newlineBefore(j) && !(isOperator(j, "->") || isWord(j, "where") || isWord(j, "throws")
                                     || isWord(j, "async") || isWord(j, "rethrows")) { return nil }
            if isKind(j, .rightBrace) || isKind(j, .semicolon) || isOperator(j, "=") { return nil }
            j = isOpener(j) ? partner(j) + 1 : j + 1
            steps += 1
        }
        return nil
    }

    /// The name token of the type whose body the `{` at `brace` opens, read back from the
    /// brace over the inheritance clause to `class`/`struct`/`enum`/`protocol`/`actor`/
    /// `extension`; nil for a function, accessor, closure or statement body. The last
    /// component names an extended nested type (`extension Outer.Inner`).
    func typeName(ofBody brace: Int) -> Int? {
        guard isKind(brace, .leftBrace) else { return nil }
        var j = brace - 1
        var steps = 0
        while j >= 0 && steps < 64 {
            let t = tokens[j]
            switch t.kind {
            case .leftBrace, .rightBrace, .semicolon:
                return nil
            case .rightParen, .rightBracket:
                // Attributes' arguments, tuple and array types: stepped over.
                j = partner(j) - 1
                steps += 1
                continue
            case .keyword:
                if isWord(j, "class") || isWord(j, "struct") || isWord(j, "enum") || isWord(j, "protocol")
                    || isWord(j, "extension") {
                    guard isIdentifier(j + 1) else { return nil }
                    var name = j + 1
                    while isWord(j, "extension") && isKind(name + 1, .dot) && isIdentifier(name + 2) { name += 2 }
                    return name
                }
                // An inheritance clause or `where` clause holds no other keyword.
                if !(isWord(j, "where") || isWord(j, "Any") || isWord(j, "Self")) { return nil }
            case .identifier:
                if isWord(j, "actor") && isIdentifier(j + 1) && j + 1 < brace { return j + 1 }
            case .operator:
                if isOperator(j, "=") || isOperator(j, "->") { return nil }
            case .leftParen, .leftBracket, .stringBegin, .stringEnd, .stringText, .interpolationBegin, .interpolationEnd:
                return nil
            default:
                break
            }
            j -= 1
            steps += 1
        }
        return nil
    }

    /// The name at token `use` is declared by an enclosing function or closure, before any
    /// enclosing type: a `let`/`var` among the statements of a scope that holds it, a
    /// function parameter, or a closure parameter.
    /// (`ScopeCache.isLocalName(_:_:)` answers the same, for many names of one file.)
    func isLocalName(_ use: Int) -> Bool {
        for brace in enclosingOpeners(of: use) where tokens[brace].kind == .leftBrace {
            if typeName(ofBody: brace) != nil { return false }
            if declaresName(like: use, inBlock: brace) { return true }
        }
        return false
    }

    /// Among the names the block opened at `brace` declares for itself
    /// (`localNames(declaredBy:)`), one spelled like `use`, other than `use` itself: read
    /// in the same places, without gathering them into arrays, stopping at the first.
    func declaresName(like use: Int, inBlock brace: Int) -> Bool {
        let end = min(partner(brace), count)
        var j = brace + 1
        while j < end {
            if (isWord(j, "let") || isWord(j, "var")) && isIdentifier(j + 1) && j + 1 != use && sameText(j + 1, use) {
                return true
            }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        if closureParameters(brace).contains(where: { $0 != use && sameText($0, use) }) { return true }
        if let list = parameterList(ofBody: brace) {
            return parameters(list).contains { $0.name != use && sameText($0.name, use) }
        }
        return false
    }

    /// The names the block opened at `brace` declares for itself: `let`/`var` among its
    /// statements (`if let`/`guard let` included), its closure parameters, and the parameters
    /// of the function or initializer whose body it is.
    func localNames(declaredBy brace: Int) -> [Int] {
        var names: [Int] = []
        let end = min(partner(brace), count)
        var j = brace + 1
        while j < end {
            if (isWord(j, "let") || isWord(j, "var")) && isIdentifier(j + 1) { names.append(j + 1) }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        names += closureParameters(brace)
        if let list = parameterList(ofBody: brace) { names += parameters(list).map(\.name) }
        return names
    }

    /// The names a closure's signature binds (`{ a, b in`, `{ (a: Int) -> X in`, `{ [weak self] x in`).
    func closureParameters(_ brace: Int) -> [Int] {
        let close = min(partner(brace), count)
        let bodyStart = closureBodyStart(brace, close)
        guard bodyStart > brace + 1 else { return [] }
        var names: [Int] = []
        var j = brace + 1
        while j < bodyStart - 1 {
            if isKind(j, .leftBracket) { j = partner(j) + 1; continue }
            if isIdentifier(j) && !isKind(j - 1, .colon) { names.append(j) }
            j += 1
        }
        return names
    }

    /// One parameter of a function or initializer: its internal name, and its default value's
    /// tokens, if it has one.
    struct Parameter {
        var name: Int
        var defaultValue: TokenRange?
    }

    /// The `(` of the parameter list of the function, initializer or subscript whose body the
    /// `{` at `brace` opens.
    func parameterList(ofBody brace: Int) -> Int? {
        var j = brace - 1
        var steps = 0
        var lastGroup: Int?
        while j >= 0 && steps < 48 {
            let t = tokens[j]
            if t.kind == .rightParen {
                lastGroup = partner(j)
                j = partner(j) - 1
                steps += 1
                continue
            }
            if t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .semicolon || isOperator(j, "=") { return nil }
            if isWord(j, "func") || isWord(j, "init") || isWord(j, "subscript") {
                return lastGroup.flatMap { isKind($0, .leftParen) ? $0 : nil }
            }
            if t.kind == .keyword && !(isWord(j, "throws") || isWord(j, "rethrows") || isWord(j, "where")
                                       || isWord(j, "Any") || isWord(j, "Self") || isWord(j, "inout")) { return nil }
            j -= 1
            steps += 1
        }
        return nil
    }

    /// The parameters of the list opened at `open`: `label name: T = v`, `_ name: T`, `name: T`.
    func parameters(_ open: Int) -> [Parameter] {
        guard isKind(open, .leftParen) else { return [] }
        let close = min(partner(open), count)
        var result: [Parameter] = []
        var start = open + 1
        while start < close {
            var colon = -1
            var equals = -1
            var j = start
            while j < close && !isKind(j, .comma) {
                if colon < 0 && isKind(j, .colon) { colon = j }
                if colon >= 0 && equals < 0 && isOperator(j, "=") { equals = j }
                j = isOpener(j) ? partner(j) + 1 : j + 1
            }
            let end = min(j, close)
            if colon > start, isIdentifier(colon - 1) || isWord(colon - 1, "_") {
                let value = equals >= 0 && equals + 1 < end ? TokenRange(equals + 1, end) : nil
                result.append(Parameter(name: colon - 1, defaultValue: value))
            }
            start = end + 1
        }
        return result
    }
}
