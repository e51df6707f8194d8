import DuobarScanner

/// `let`/`var` declarations with an initial value, and `name.property = value`
/// assignments: what the UIKit model needs to follow a value through a variable.
struct Bindings {
    struct Binding {
        /// The declared name.
        var name: Int
        /// The initial value's tokens.
        var value: TokenRange
        /// The `{` of the scope holding the declaration, or -1 at file level.
        var scope: Int
    }

    struct PropertyAssignment {
        /// The receiver's last name (`item` in `self.item.title = …`).
        var receiver: Int
        var property: Int
        var value: TokenRange
    }

    var declarations: [Binding] = []
    var assignments: [PropertyAssignment] = []
    /// Declarations by a hash of their name, so a lookup does not scan them all.
    var byName: [UInt64: [Int]] = [:]
    /// Declarations by the first token of their value, and assignments by a hash of their
    /// receiver: a file with thousands of items must not compare each with all the others.
    var byValueStart: [Int: Int] = [:]
    var assignmentsByReceiver: [UInt64: [Int]] = [:]

    /// No bindings: for files with nothing to follow.
    init() {}

    init(_ code: Code) {
        let n = code.count
        var i = 0
        while i < n {
            defer { i += 1 }
            let t = code.tokens[i]
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
                }
                if code.isOperator(j, "=") {
                    let end = code.statementEnd(from: j + 1, code.enclosingCloser(of: j))
                    declarations.append(Binding(name: i + 1, value: TokenRange(j + 1, end), scope: code.enclosingBrace(of: i)))
                }
            } else if t.kind == .identifier, code.isOperator(i + 1, "="),
                      code.newlineBefore(i) || (code.isKind(i - 1, .dot) && code.isWord(i - 2, "self") && code.newlineBefore(i - 2)) {
                // `doneItem = UIBarButtonItem(…)` / `self.doneItem = …`: a stored property given
                // its value here holds it like a declaration does, within this scope.
                let end = code.statementEnd(from: i + 2, code.enclosingCloser(of: i))
                declarations.append(Binding(name: i, value: TokenRange(i + 2, end), scope: code.enclosingBrace(of: i)))
            } else if t.kind == .dot, code.isIdentifier(i + 1), code.isOperator(i + 2, "="), code.isIdentifier(i - 1) {
                let end = code.statementEnd(from: i + 3, code.enclosingCloser(of: i))
                assignments.append(PropertyAssignment(receiver: i - 1, property: i + 1, value: TokenRange(i + 3, end)))
            }
        }
        for (k, d) in declarations.enumerated() {
            byName[code.nameHash(d.name), default: []].append(k)
            if byValueStart[d.value.start] == nil { byValueStart[d.value.start] = k }
        }
        for (k, a) in assignments.enumerated() { assignmentsByReceiver[code.nameHash(a.receiver), default: []].append(k) }
    }

    /// The declaration of the name at token `use`, searching the scopes that contain it.
    func declaration(named use: Int, in code: Code) -> Binding? {
        var best: Binding?
        guard let candidates = byName[code.nameHash(use)] else { return nil }
        for k in candidates {
            let d = declarations[k]
            guard code.sameText(d.name, use) else { continue }
            if d.scope < 0 || (d.scope < use && code.partner(d.scope) > use) {
                if best == nil || d.scope > best!.scope { best = d }
            }
        }
        return best
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
}
