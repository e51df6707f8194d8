import DuobarScanner

extension FileModel {
    /// The edit that appends `modifier` (`.visibilityPriority(.high)`) to the `ToolbarItem`
    /// that holds `item`: after its last modifier, on a line of its own (indented as the line
    /// it follows) when its modifiers or its closing brace stand on their own lines, else on
    /// the same line. Nil for an item that is not in a `ToolbarItem`.
    public func appendingToWrapper(_ item: BarItem, _ modifier: String) -> Fix.Edit? {
        guard item.wrapperIsSingleItem, let wrapper = item.wrapperName else { return nil }
        let chain = code.chain(at: wrapper, limit: code.enclosingCloser(of: wrapper))
        let last = chain.end - 1
        guard last >= wrapper, last < code.count else { return nil }
        let at = Int(code.tokens[last].end)
        var lineOf = -1
        if let part = chain.modifiers.last, let name = part.name, code.isKind(name - 1, .dot), code.newlineBefore(name - 1) {
            lineOf = name - 1
        } else if spansLines(from: wrapper, to: last) {
            lineOf = wrapper
        }
        guard lineOf >= 0 else { return Fix.Edit(start: at, end: at, text: modifier) }
        return Fix.Edit(start: at, end: at, text: "\n" + indentation(ofLineAt: Int(code.tokens[lineOf].start)) + modifier)
    }

    /// A line break lies between the start of token `a` and the end of token `b`.
    func spansLines(from a: Int, to b: Int) -> Bool {
        let start = Int(code.tokens[a].start), end = Int(code.tokens[b].end)
        var k = start
        while k < end {
            if code.text[k] == 10 || code.text[k] == 13 { return true }
            k += 1
        }
        return false
    }

    /// The blanks that begin the line holding byte `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0 && code.text[start - 1] != 10 && code.text[start - 1] != 13 { start -= 1 }
        var end = start
        while end < offset && (code.text[end] == 32 || code.text[end] == 9) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: code.text[start..<end]), as: UTF8.self)
    }
}
