import DuobarScanner

extension Code {
    /// The text token of the string literal that the value `[start, end)` stands for: the
    /// literal itself, or a bare name that this file gives a literal, either as a `let`
    /// constant in a scope that holds the use (`let icon = "ellipsis.circle"`) or as the
    /// default value of a parameter of the enclosing function
    /// (`func moreButton(symbol: String = "ellipsis")`). Nil for anything else, and for `""`.
    public func literalText(_ start: Int, _ end: Int) -> Int? {
        if let text = plainString(start, end).textToken { return text }
        if let text = calledClosureLiteral(start, end) { return text }
        guard end == start + 1, isIdentifier(start) else { return nil }
        return constantText(named: start)
    }

    /// A closure called on the spot whose whole body is one string literal, returned or
    /// implicitly (`{ "ellipsis" }()`): what remains of `{ if #available(iOS 26, *) { "ellipsis" }
    /// else { "ellipsis.circle" } }()` once the branch iPhone Duo never runs is left out.
    private func calledClosureLiteral(_ start: Int, _ end: Int) -> Int? {
        guard isKind(start, .leftBrace), end == partner(start) + 3 else { return nil }
        let close = partner(start)
        guard isKind(close + 1, .leftParen), isKind(close + 2, .rightParen) else { return nil }
        var j = start + 1
        if isWord(j, "return") { j += 1 }
        guard isKind(j, .stringBegin), partner(j) + 1 == close else { return nil }
        return plainString(j, close).textToken
    }

    /// The literal a bare name at `use` is given, looked up from the innermost scope outward.
    func constantText(named use: Int) -> Int? {
        for brace in enclosingOpeners(of: use) where tokens[brace].kind == .leftBrace {
            if case .declared(let text) = letConstant(named: use, among: brace) { return text }
            if let list = parameterList(ofBody: brace) {
                for parameter in parameters(list) where sameText(parameter.name, use) {
                    guard let value = parameter.defaultValue else { return nil }
                    return plainString(value.start, value.end).textToken
                }
            }
        }
        if case .declared(let text) = letConstant(named: use, among: -1) { return text }
        return nil
    }

    private enum ConstantLookup {
        case notDeclared
        /// Declared here; the literal's text token, or nil when the value is no literal.
        case declared(Int?)
    }

    /// A `let` named like `use` among the statements of the block opened at `brace` (-1: the
    /// file's top level) whose whole value is a string literal, or a localized string of a key
    /// literal (`NSLocalizedString("Done", comment: "…")`, `String(localized: "Done")`): the
    /// literal's text token, nil for `""`.
    /// A `let` of that name with any other value ends the search with no text. (Only the
    /// first few thousand tokens of a scope are read.)
    private func letConstant(named use: Int, among brace: Int) -> ConstantLookup {
        let end = brace >= 0 ? min(partner(brace), count) : count
        var j = brace + 1
        // Statements read per scope and lookup: a file of thousands of non-literal symbols
        // must not read a huge scope for each.
        var steps = 0
        while j < end && steps < 4_096 {
            steps += 1
            if isWord(j, "let"), isIdentifier(j + 1), j + 1 != use, sameText(j + 1, use) {
                var k = j + 2
                if isKind(k, .colon) {
                    k += 1
                    while k < end && (isIdentifier(k) || isKind(k, .dot)) { k += 1 }
                }
                guard isOperator(k, "=") else { return .declared(nil) }
                // A literal, or a localized string's key (`NSLocalizedString("Done", comment: …)`).
                let close: Int
                if isKind(k + 1, .stringBegin) {
                    close = partner(k + 1)
                } else if isIdentifier(k + 1), isKind(k + 2, .leftParen) {
                    close = partner(k + 2)
                } else {
                    return .declared(nil)
                }
                let statementEnds = close + 1 >= end || newlineBefore(close + 1) || isKind(close + 1, .semicolon)
                return .declared(statementEnds ? keyLiteral(TokenRange(k + 1, close + 1)) : nil)
            }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        return .notDeclared
    }
}
