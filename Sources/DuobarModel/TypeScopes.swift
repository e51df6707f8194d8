import DuobarScanner

/// The type declarations and extensions of one file, each with its qualified name
/// (`DS.CloseButton` for a `struct CloseButton` inside `enum DS` or `extension DS`), so a
/// name used inside them can be resolved as Swift resolves nested types.
public struct TypeScopes {
    struct Scope {
        /// The `{` of the declaration's body.
        var open: Int
        /// The qualified name, one component per enclosing type; an extension's is the
        /// name it extends.
        var path: [[UInt8]]
        /// Its inheritance clause names `View`.
        var conformsToView: Bool
        /// `private`/`fileprivate`, or inside such a type: not visible to other files.
        var isPrivate: Bool
        var isExtension: Bool
    }

    var scopes: [Scope] = []
    /// The scope whose body opens at a `{`, by that token.
    var byBrace: [Int32: Int] = [:]

    public init(_ code: Code) {
        let n = code.count
        for i in code.candidates([.classDeclaration, .structDeclaration, .enumDeclaration, .extensionDeclaration, .actorDeclaration]) {
            let isExtension = code.isWord(i, "extension")
            guard isExtension || code.isWord(i, "struct") || code.isWord(i, "class") || code.isWord(i, "enum")
                    || code.isWord(i, "actor"),
                  code.isIdentifier(i + 1) else { continue }
            var own: [[UInt8]] = [Array(code.bytes(i + 1))]
            var j = i + 2
            // `extension A.B`: the name is a path.
            while isExtension && code.isKind(j, .dot) && code.isIdentifier(j + 1) && own.count < 8 {
                own.append(Array(code.bytes(j + 1)))
                j += 2
            }
            if code.isOperator(j, "<") {
                while j < n && !code.isOperator(j, ">") && !code.isKind(j, .leftBrace) { j += 1 }
                j += 1
            }
            // The inheritance clause, then any `where` clause, up to the body's `{`.
            var conforms = false
            var inClause = false
            var open = -1
            var steps = 0
            while j < n && steps < 256 {
                if code.isKind(j, .leftBrace) { open = j; break }
                if code.isKind(j, .rightBrace) || code.isKind(j, .semicolon) { break }
                if code.isKind(j, .colon) && steps == 0 { inClause = true }
                if code.isWord(j, "where") { inClause = false }
                if inClause && code.isWord(j, "View") && !code.isKind(j + 1, .dot) { conforms = true }
                j = code.isOpener(j) ? code.partner(j) + 1 : j + 1
                steps += 1
            }
            guard open >= 0 else { continue }
            var path = own
            var isPrivate = ProjectIndex.isFilePrivate(code, before: i)
            if !isExtension, let parent = enclosingScope(code, of: i) {
                path = scopes[parent].path + own
                isPrivate = isPrivate || scopes[parent].isPrivate
            }
            byBrace[Int32(open)] = scopes.count
            scopes.append(Scope(open: open, path: path, conformsToView: conforms, isPrivate: isPrivate, isExtension: isExtension))
        }
    }

    /// The innermost type declaration or extension whose body holds token `i`.
    func enclosingScope(_ code: Code, of i: Int) -> Int? {
        guard !byBrace.isEmpty else { return nil }
        for opener in code.enclosingOpeners(of: i) {
            if let k = byBrace[Int32(opener)] { return k }
        }
        return nil
    }

    /// The qualified name of the innermost type around token `i`; empty at the top level.
    public func path(enclosing i: Int, in code: Code) -> [[UInt8]] {
        enclosingScope(code, of: i).map { scopes[$0].path } ?? []
    }
}

extension Array where Element == [UInt8] {
    /// Components joined with `.`: an index key (`DS.CloseButton`, `Screen.addButton`).
    var joinedKey: [UInt8] {
        var key: [UInt8] = []
        for (k, part) in enumerated() {
            if k > 0 { key.append(UInt8(ascii: ".")) }
            key += part
        }
        return key
    }
}
