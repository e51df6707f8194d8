import DuobarScanner

/// The type declarations and extensions of one file, each with its qualified name
/// (`DS.CloseButton` for a `struct CloseButton` inside `enum DS` or `extension DS`), so a
/// name used inside them can be resolved as Swift resolves nested types.
///
/// Built in one pass with a stack, and read with a binary search: nesting a file can make
/// as deep as it likes costs no more than its declarations. Types nested more than
/// `maxDepth` deep are kept without a name: nothing in them is indexed, and names used in
/// them resolve from the top level.
public struct TypeScopes {
    struct Scope {
        /// The `{` and `}` of the declaration's body.
        var open: Int
        var close: Int
        /// The enclosing scope, for declarations inside another type's body.
        var parent: Int?
        /// The qualified name, one component per enclosing type; an extension's is the
        /// name it extends. Empty for a type nested too deep to be named.
        var path: [[UInt8]]
        /// Its inheritance clause names `View`.
        var conformsToView: Bool
        /// `private`/`fileprivate`, or inside such a type: not visible to other files.
        var isPrivate: Bool
        var isExtension: Bool
        /// Declared with `class`.
        var isClass = false
        /// Its inheritance clause names `UIViewRepresentable` or `UIViewControllerRepresentable`:
        /// a UIKit view shown as a SwiftUI view, custom whatever it draws.
        var isRepresentable = false
    }

    /// In source order of their `{`.
    var scopes: [Scope] = []

    static let maxDepth = 8

    public init(_ code: Code) {
        let n = code.count
        var open: [Int] = []
        let candidates = code.candidates([.classDeclaration, .structDeclaration, .enumDeclaration, .extensionDeclaration,
                                          .actorDeclaration])
        // Most candidates are declarations: the array grows once.
        scopes.reserveCapacity(candidates.count)
        for i in candidates {
            let isExtension = code.isWord(i, "extension")
            guard isExtension || code.isWord(i, "struct") || code.isWord(i, "class") || code.isWord(i, "enum")
                    || code.isWord(i, "actor"),
                  code.isIdentifier(i + 1) else { continue }
            let name = Array(code.bytes(i + 1))
            // `extension A.B`: the name is a path; the components after the first.
            var further: [[UInt8]] = []
            var j = i + 2
            while isExtension && code.isKind(j, .dot) && code.isIdentifier(j + 1) && further.count + 1 < TypeScopes.maxDepth {
                further.append(Array(code.bytes(j + 1)))
                j += 2
            }
            if code.isOperator(j, "<") {
                var steps = 0
                while j < n && !code.isOperator(j, ">") && !code.isKind(j, .leftBrace) && steps < 64 { j += 1; steps += 1 }
                j += 1
            }
            // The inheritance clause, then any `where` clause, up to the body's `{`.
            var conforms = false, representable = false
            var inClause = false
            var body = -1
            var steps = 0
            while j < n && steps < 256 {
                if code.isKind(j, .leftBrace) { body = j; break }
                if code.isKind(j, .rightBrace) || code.isKind(j, .semicolon) { break }
                if code.isKind(j, .colon) && steps == 0 { inClause = true }
                if code.isWord(j, "where") { inClause = false }
                if inClause && code.isWord(j, "View") && !code.isKind(j + 1, .dot) { conforms = true }
                if inClause && (code.isWord(j, "UIViewRepresentable") || code.isWord(j, "UIViewControllerRepresentable")) {
                    representable = true
                }
                j = code.isOpener(j) ? code.partner(j) + 1 : j + 1
                steps += 1
            }
            guard body >= 0 else { continue }
            // The scopes still open around this declaration.
            while let top = open.last, scopes[top].close < i { open.removeLast() }
            let path: [[UInt8]]
            var isPrivate = ProjectIndex.isFilePrivate(code, before: i)
            let parent = open.last
            if !isExtension, let parent {
                // The outer path with this name after it, made in one allocation.
                let outer = scopes[parent].path
                path = outer.isEmpty || outer.count >= TypeScopes.maxDepth ? [] : outer + CollectionOfOne(name)
                isPrivate = isPrivate || scopes[parent].isPrivate
            } else {
                path = further.isEmpty ? [name] : [name] + further
            }
            open.append(scopes.count)
            scopes.append(Scope(open: body, close: code.partner(body), parent: parent, path: path, conformsToView: conforms,
                                isPrivate: isPrivate, isExtension: isExtension, isClass: code.isWord(i, "class"),
                                isRepresentable: representable))
        }
    }

    /// The innermost type declaration or extension whose body holds token `i`.
    func enclosingScope(of i: Int) -> Int? {
        // The last scope opened before `i`, then out through its parents to one still open.
        var low = 0, high = scopes.count
        while low < high {
            let mid = (low + high) / 2
            if scopes[mid].open < i { low = mid + 1 } else { high = mid }
        }
        var k = low > 0 ? low - 1 : nil
        var steps = 0
        while let s = k, scopes[s].close <= i {
            k = scopes[s].parent
            steps += 1
            // Deep nesting a file may drive: past this, the call resolves from the top level.
            if steps > 64 { return nil }
        }
        return k
    }

    /// The qualified name of the innermost type around token `i`; empty at the top level.
    public func path(enclosing i: Int, in code: Code) -> [[UInt8]] {
        enclosingScope(of: i).map { scopes[$0].path } ?? []
    }
}

extension Array where Element == [UInt8] {
    /// Components joined with `.`: an index key (`DS.CloseButton`, `Screen.addButton`).
    var joinedKey: [UInt8] {
        // Most keys have one component: that array is the key, shared rather than copied.
        guard count > 1 else { return first ?? [] }
        var key: [UInt8] = []
        key.reserveCapacity(reduce(count - 1) { $0 + $1.count })
        for (k, part) in enumerated() {
            if k > 0 { key.append(UInt8(ascii: ".")) }
            key += part
        }
        return key
    }

    /// `(self[0..<depth] + [name]).joinedKey` (`Screen.addButton`), made in one array: no
    /// array of components first. The name alone, shared, at depth 0.
    func joinedKey(depth: Int, appending name: [UInt8]) -> [UInt8] {
        guard depth > 0 else { return name }
        var key: [UInt8] = []
        key.reserveCapacity(self[0..<depth].reduce(name.count + depth) { $0 + $1.count })
        for part in self[0..<depth] {
            key += part
            key.append(UInt8(ascii: "."))
        }
        key += name
        return key
    }

    /// `(self + [name]).joinedKey`, made in one array.
    func joinedKey(appending name: [UInt8]) -> [UInt8] { joinedKey(depth: count, appending: name) }
}
