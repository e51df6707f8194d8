/// SF Symbols for common action titles: what `text-only-item` suggests (and, with
/// `--unsafe-fixes`, writes) for an item that shows a title and no symbol. Titles are matched
/// as "Title words and symbols" matches them (docs/model.md): a literal, a localization key's
/// last part, an identifier path's last member. The config's `symbols` adds entries and
/// overrides these.
public enum SymbolSuggestions {
    /// Lower-case title word → SF Symbols name, synonyms one after another. No `ellipsis…`
    /// symbol: the system overflow menu has it (`custom-overflow-menu`). Static strings,
    /// looked up by bytes: a lint that reports a text-only item builds no table.
    public static let builtIn: [(word: StaticString, symbol: StaticString)] = [
        ("share", "square.and.arrow.up"),
        ("export", "square.and.arrow.up"),
        ("import", "square.and.arrow.down"),
        ("edit", "pencil"),
        ("rename", "pencil"),
        ("compose", "square.and.pencil"),
        ("delete", "trash"),
        ("remove", "trash"),
        ("trash", "trash"),
        ("add", "plus"),
        ("new", "plus"),
        ("create", "plus"),
        ("duplicate", "plus.square.on.square"),
        ("search", "magnifyingglass"),
        ("find", "magnifyingglass"),
        ("zoom", "plus.magnifyingglass"),
        ("settings", "gear"),
        ("preferences", "gear"),
        ("options", "gear"),
        ("filter", "line.3.horizontal.decrease"),
        ("sort", "arrow.up.arrow.down"),
        ("refresh", "arrow.clockwise"),
        ("reload", "arrow.clockwise"),
        ("send", "paperplane"),
        ("reply", "arrowshape.turn.up.left"),
        ("forward", "arrowshape.turn.up.right"),
        ("print", "printer"),
        ("copy", "doc.on.doc"),
        ("paste", "doc.on.clipboard"),
        ("info", "info.circle"),
        ("details", "info.circle"),
        ("help", "questionmark.circle"),
        ("favorite", "star"),
        ("favourite", "star"),
        ("favorites", "star"),
        ("favourites", "star"),
        ("star", "star"),
        ("bookmark", "bookmark"),
        ("like", "hand.thumbsup"),
        ("download", "arrow.down.circle"),
        ("upload", "arrow.up.circle"),
        // Done-like: the symbol the system's own confirm actions show.
        ("done", "checkmark"),
        ("save", "checkmark"),
        ("select", "checkmark.circle"),
        ("close", "xmark"),
        ("cancel", "xmark"),
        ("dismiss", "xmark"),
        ("archive", "archivebox"),
        ("undo", "arrow.uturn.backward"),
        ("redo", "arrow.uturn.forward"),
        ("attach", "paperclip"),
        ("camera", "camera"),
        ("photo", "photo"),
        ("photos", "photo"),
        ("call", "phone"),
        ("message", "message"),
        ("mail", "envelope"),
        ("email", "envelope"),
        ("comment", "text.bubble"),
        ("comments", "text.bubble"),
        ("chat", "bubble.left"),
        ("location", "location"),
        ("map", "map"),
        ("calendar", "calendar"),
        ("play", "play"),
        ("pause", "pause"),
        ("record", "record.circle"),
        ("flag", "flag"),
        ("pin", "pin"),
        ("lock", "lock"),
        ("unlock", "lock.open"),
        ("tag", "tag"),
        ("tags", "tag"),
        ("folder", "folder"),
        ("scan", "doc.viewfinder"),
        ("profile", "person.crop.circle"),
        ("account", "person.crop.circle"),
        ("sidebar", "sidebar.left"),
        ("list", "list.bullet"),
        ("grid", "square.grid.2x2"),
        ("mute", "speaker.slash"),
        ("unmute", "speaker.wave.2"),
        ("translate", "translate"),
    ]

    /// The built-in symbol for a title word, compared without regard to ASCII case.
    static func builtInSymbol(_ word: UnsafeBufferPointer<UInt8>) -> StaticString? {
        builtIn.first { TitleWords.matches(word, $0.word) }?.symbol
    }

    /// Whether `name` reads as an SF Symbols name: lower-case ASCII letters and digits in
    /// parts joined by single dots (`square.and.arrow.up`). Config values must be; so a
    /// name can be written between quotes without escaping.
    public static func isSymbolName(_ name: String) -> Bool {
        var previousDot = true
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") {
                if previousDot { return false }
                previousDot = true
            } else if (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) {
                previousDot = false
            } else {
                return false
            }
        }
        return !previousDot
    }

    /// A config key, as titles are compared with it: trimmed and lower-cased.
    public static func key(_ title: String) -> String {
        var s = Substring(title)
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return s.lowercased()
    }
}

extension FileModel {
    /// The symbol to suggest for an item's title: the config's `symbols` first, then the
    /// built-in table; nil when the title is not a literal, a key or an identifier path, or
    /// names no action the tables know.
    public func suggestedSymbol(for item: BarItem) -> String? {
        guard let title = item.label.title else {
            // A view of the project whose body has a literal title (`RefreshButton`: 'Refresh'),
            // or a key path's (`L10n.Global.cancel`: its last part).
            guard var text = viewAnswer(item)?.title ?? viewAnswer(item)?.titlePath else { return nil }
            lookups.askedSymbols = true
            return text.withUTF8 { bytes in
                TitleWords.literalLookupKeys(bytes).lazy.compactMap { self.symbol(for: UnsafeBufferPointer(rebasing: bytes[$0])) }.first
            }
        }
        // The config's table may differ between profiles: a finding that asked must be
        // modelled again when the complete index's table differs.
        lookups.askedSymbols = true
        for key in code.titleLookupKeys(title) {
            if let symbol = symbol(for: UnsafeBufferPointer(rebasing: code.text[key])) { return symbol }
        }
        return nil
    }

    /// The config's symbol for a title word, else the built-in table's.
    private func symbol(for word: UnsafeBufferPointer<UInt8>) -> String? {
        if !index.configSymbols.isEmpty, let symbol = index.configSymbols[String(decoding: word, as: UTF8.self).lowercased()] {
            return symbol
        }
        return SymbolSuggestions.builtInSymbol(word)?.description
    }
}

extension Code {
    /// The byte ranges of the words a title is looked up by, most specific first: a
    /// literal's whole text, trimmed, then (for a key with no blanks) its last `.`/`_` part
    /// (`"action.share"` → `share`); an identifier path's last member's last word, without
    /// trailing `Button`, `Label`, `Title`, `String` or `Text` words (`Strings.shareButton` →
    /// `share`).
    public func titleLookupKeys(_ title: TokenRange) -> [Range<Int>] {
        guard title.start < title.end, title.end <= count else { return [] }
        if let token = keyLiteral(title) {
            let start = Int(tokens[token].start)
            let literal = UnsafeBufferPointer(rebasing: text[start..<Int(tokens[token].end)])
            return TitleWords.literalLookupKeys(literal).map { ($0.lowerBound + start)..<($0.upperBound + start) }
        }
        guard let member = lastMember(title.start, title.end) else { return [] }
        let name = bytes(member)
        var parts = TitleWords.identifierWords(name)
        while let last = parts.last, TitleWords.matches(UnsafeBufferPointer(rebasing: name[last]), TitleWords.kindSuffixes) {
            parts.removeLast()
        }
        guard let last = parts.last else { return [] }
        let base = Int(tokens[member].start)
        return [(base + last.lowerBound)..<(base + last.upperBound)]
    }
}

extension TitleWords {
    /// The ranges of a literal title's lookup words within its bytes, most specific first:
    /// the whole text, trimmed, then (for a key with no blanks) its last `.`/`_` part.
    static func literalLookupKeys(_ text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var a = 0, b = text.count
        while a < b && isBlank(text[a]) { a += 1 }
        while b > a && isBlank(text[b - 1]) { b -= 1 }
        guard a < b else { return [] }
        var partStart = a
        for k in a..<b {
            if isBlank(text[k]) { return [a..<b] }
            if text[k] == UInt8(ascii: ".") || text[k] == UInt8(ascii: "_") { partStart = k + 1 }
        }
        guard partStart > a, partStart < b else { return [a..<b] }
        return [a..<b, partStart..<b]
    }
}
