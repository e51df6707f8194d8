/// Names and symbols of items, for rules and messages.
extension FileModel {
    /// The item's symbol in SF Symbols' dotted form (`.xmarkCircleFill` → `xmark.circle.fill`), if known.
    public func symbolName(_ item: BarItem) -> String? {
        let token = item.label.symbol
        guard token >= 0 else { return nil }
        let raw = code.string(token)
        return item.label.symbolIsWrapperMember ? Self.dottedSymbol(raw) : raw
    }

    /// `xmarkCircleFill` → `xmark.circle.fill`, `person2Fill` → `person.2.fill`.
    public static func dottedSymbol(_ member: String) -> String {
        var out = ""
        var previous: Character?
        for c in member {
            if c.isUppercase {
                out.append(".")
                out.append(Character(c.lowercased()))
            } else if c.isNumber, let p = previous, !p.isNumber {
                out.append(".")
                out.append(c)
            } else if !c.isNumber, let p = previous, p.isNumber {
                out.append(".")
                out.append(c)
            } else {
                out.append(c)
            }
            previous = c
        }
        return out
    }

    /// How a message names the item: its literal title (`'Edit'`), else its control (`Button`).
    public func displayName(_ item: BarItem) -> String {
        if let title = item.label.title {
            let text = code.plainStringText(title.start, title.end)
            if text >= 0 { return "'\(code.string(text))'" }
            // A localized key path reads well (`L10n.actionCancel`); other expressions do not.
            if code.lastMember(title.start, title.end) >= 0 {
                return "'\(code.string(from: title.start, to: title.end))'"
            }
            // `NSLocalizedString("Done", comment: "")`: the key says what the item is.
            if code.isIdentifier(title.start), code.isKind(title.start + 1, .leftParen),
               let first = code.arguments(open: title.start + 1).first {
                let key = code.plainStringText(first.start, first.end)
                if key >= 0 { return "'\(code.string(key))'" }
            }
        }
        return code.string(from: item.control.start, to: item.control.end)
    }
}
