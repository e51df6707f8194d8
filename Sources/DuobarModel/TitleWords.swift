import DuobarScanner

/// The words and symbols that say what kind of action an item is (docs/model.md, "Title
/// words and symbols"). Words are lower-case ASCII and compared without regard to case.
public enum TitleWords {
    /// Titles of an action that completes the screen's task.
    public static let doneWords: [StaticString] = ["done", "save", "send", "post", "publish", "submit", "confirm", "apply"]
    /// Titles of an action that leaves the screen without completing it.
    public static let closeWords: [StaticString] = ["close", "cancel", "dismiss"]
    /// Symbols of a Done-like item shown without a title: exact names only.
    public static let doneSymbols: [StaticString] = ["checkmark", "checkmark.circle", "checkmark.circle.fill"]
    /// Symbols of a Close-like item shown without a title: exact names only.
    public static let closeSymbols: [StaticString] = ["xmark", "xmark.circle", "xmark.circle.fill"]
    /// The same symbols as SF Symbols wrapper members (`.xmarkCircleFill`).
    static let doneSymbolMembers: [StaticString] = ["checkmark", "checkmarkCircle", "checkmarkCircleFill"]
    static let closeSymbolMembers: [StaticString] = ["xmark", "xmarkCircle", "xmarkCircleFill"]

    /// Trailing words of an identifier that say what kind of string it is, not what it says
    /// (`cancelButton`, `saveLabel`, `doneButtonTitle`).
    static let kindSuffixes: [StaticString] = ["button", "label", "title", "string", "text"]
}

extension Code {
    /// Whether the title expression names one of `words`: a string literal equal to a word,
    /// a key literal whose last `.`/`_` part is one (`"action.save"`), the key literal of
    /// `NSLocalizedString(…)` / `String(localized:…)`, or an identifier path whose last member
    /// ends with one, once split into words at camel-case humps and `_` and stripped of
    /// trailing `Button`, `Label`, `Title`, `String` and `Text` words (`L10n.actionCancel`,
    /// `UserText.cancelButton`, `LocalString.common_button_done`). Anything else (a
    /// ternary, an interpolation, a call of something else) names nothing.
    public func titleNames(_ title: TokenRange, oneOf words: [StaticString]) -> Bool {
        guard title.start < title.end, title.end <= count else { return false }
        if let text = keyLiteral(title) {
            return TitleWords.keyNames(bytes(text), oneOf: words)
        }
        // `let saveTitle = NSLocalizedString("Save", comment: …)`: the key the name holds.
        if title.end == title.start + 1, isIdentifier(title.start), let text = constantText(named: title.start) {
            return TitleWords.keyNames(bytes(text), oneOf: words)
        }
        if let member = lastMember(title.start, title.end) {
            return TitleWords.identifierNames(bytes(member), oneOf: words)
        }
        return false
    }

    /// The text token of a title's literal: the title itself, or the first argument of
    /// `NSLocalizedString(…)` and `String(localized:…)`.
    func keyLiteral(_ title: TokenRange) -> Int? {
        if let text = plainString(title.start, title.end).textToken { return text }
        let name = title.start
        guard isKind(name + 1, .leftParen), partner(name + 1) == title.end - 1 else { return nil }
        let first = arguments(open: name + 1).first
        guard let first else { return nil }
        if isWord(name, "NSLocalizedString") && first.label == nil
            || isWord(name, "String") && isWord(first.label, "localized")
            || (first.label == nil && isLocalizationHelper(name)) {
            return plainString(first.start, first.end).textToken
        }
        return nil
    }

    /// An app's own localization function called by name (`localizedString("shared_string_done")`,
    /// `LocalizedString("Cancel", comment: …)`, `localized("global.cancel")`): a bare name, not a
    /// member, that holds `ocaliz` (any case of its first letter). Its first argument is a key.
    func isLocalizationHelper(_ name: Int) -> Bool {
        guard tokens[name].length >= 9, !isKind(name - 1, .dot) else { return false }
        return nameContains(name, "ocaliz")
    }
}

extension TitleWords {
    /// A literal's text, trimmed: equal to a word, or a key (no blanks inside) whose last
    /// part after `.` or `_` is one.
    public static func keyNames(_ text: UnsafeBufferPointer<UInt8>, oneOf words: [StaticString]) -> Bool {
        var a = 0, b = text.count
        while a < b && isBlank(text[a]) { a += 1 }
        while b > a && isBlank(text[b - 1]) { b -= 1 }
        guard a < b else { return false }
        var partStart = a
        for k in a..<b {
            if isBlank(text[k]) {
                // Words with blanks between them are a sentence, not a key: only the whole counts.
                return matches(UnsafeBufferPointer(rebasing: text[a..<b]), words)
            }
            if text[k] == UInt8(ascii: ".") || text[k] == UInt8(ascii: "_") { partStart = k + 1 }
        }
        return matches(UnsafeBufferPointer(rebasing: text[partStart..<b]), words)
    }

    /// An identifier's words (split at camel-case humps and `_`), without trailing kind
    /// words: the last one is a word of `words`.
    public static func identifierNames(_ name: UnsafeBufferPointer<UInt8>, oneOf words: [StaticString]) -> Bool {
        var parts = identifierWords(name)
        while let last = parts.last, matches(UnsafeBufferPointer(rebasing: name[last]), kindSuffixes) {
            parts.removeLast()
        }
        guard let last = parts.last else { return false }
        return matches(UnsafeBufferPointer(rebasing: name[last]), words)
    }

    /// The words of an identifier, as ranges: split at `_`, before an upper-case letter that
    /// follows a lower-case letter or a digit, and before the last capital of a run that a
    /// lower-case letter follows (`URLString` → `URL`, `String`).
    static func identifierWords(_ name: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0
        func isUpper(_ c: UInt8) -> Bool { c >= 65 && c <= 90 }
        func isLower(_ c: UInt8) -> Bool { c >= 97 && c <= 122 }
        func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
        for k in 0..<name.count {
            let c = name[k]
            if c == UInt8(ascii: "_") {
                if k > start { parts.append(start..<k) }
                start = k + 1
                continue
            }
            guard k > start, isUpper(c) else { continue }
            let previous = name[k - 1]
            let next: UInt8 = k + 1 < name.count ? name[k + 1] : 0
            if isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) {
                parts.append(start..<k)
                start = k
            }
        }
        if start < name.count { parts.append(start..<name.count) }
        return parts
    }

    static func isBlank(_ c: UInt8) -> Bool {
        c == 32 || c == 9 || c == 10 || c == 13
    }

    /// Equal to one of `words`, ignoring ASCII case.
    static func matches(_ text: UnsafeBufferPointer<UInt8>, _ words: [StaticString]) -> Bool {
        words.contains { matches(text, $0) }
    }

    /// Equal to `word` (lower-case), ignoring ASCII case.
    static func matches(_ text: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard word.utf8CodeUnitCount == text.count else { return false }
        let w = word.utf8Start
        for k in 0..<text.count {
            // Only letters fold; other bytes must be equal as they are.
            let c = text[k]
            let folded = c >= 65 && c <= 90 ? c | 0x20 : c
            if folded != w[k] { return false }
        }
        return true
    }
}
