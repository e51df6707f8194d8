import DuobarScanner

extension Code {
    /// The block at `open` is one `switch` over a stored constant of the type around it
    /// (`switch style { … }`, with `let style: Style` among the type's members): each use of the
    /// type shows one branch, chosen where the type is built, so what it shows does not change
    /// with the state of the screen. An `if` is not taken so: a constant `Bool` is more often
    /// state handed down (`let isSaving: Bool`).
    func switchesOverStoredConstant(_ open: Int, scopes: TypeScopes) -> Bool {
        let close = min(partner(open), count)
        let first = closureBodyStart(open, close)
        guard isWord(first, "switch") else { return false }
        var subject = first + 1
        if isWord(subject, "self"), isKind(subject + 1, .dot) { subject += 2 }
        guard isIdentifier(subject), isKind(subject + 1, .leftBrace), partner(subject + 1) + 1 == close,
              let s = scopes.enclosingScope(of: open), !scopes.scopes[s].isExtension else { return false }
        return declaresStoredConstant(like: subject, inTypeBody: scopes.scopes[s].open)
    }

    /// The type whose body opens at `typeOpen` declares, at its own level, `let` with the name at
    /// `use` (`let style: Style`, `let style = Style.plain`). Members' bodies are stepped over.
    func declaresStoredConstant(like use: Int, inTypeBody typeOpen: Int) -> Bool {
        let close = min(partner(typeOpen), count)
        var j = typeOpen + 1
        while j < close {
            if isOpener(j) {
                j = partner(j) + 1
                continue
            }
            if isWord(j, "let"), sameText(j + 1, use), isKind(j + 2, .colon) || isOperator(j + 2, "=") { return true }
            j += 1
        }
        return false
    }
}
