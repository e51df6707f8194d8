/// Names and symbols of items, for rules and messages.
extension FileModel {
    /// The item's symbol in SF Symbols' dotted form (`.xmarkCircleFill` → `xmark.circle.fill`), if known;
    /// for a view of the project, the symbol its body names.
    public func symbolName(_ item: BarItem) -> String? {
        guard let token = item.label.symbolToken else { return viewAnswer(item)?.symbol }
        let raw = code.string(token)
        return item.label.symbolIsWrapperMember ? Self.dottedSymbol(raw) : raw
    }

    /// What the index says about the view that decided the item's class (`CloseButton`'s
    /// body), when one did.
    public func viewAnswer(_ item: BarItem) -> ViewAnswer? {
        item.label.viewType.flatMap { views.answers[$0] }
    }

    /// The type name of the project's view an item is a call of (`RefreshButton()`), whose body
    /// the scanned files declare; nil for any other item: a control written here whose label
    /// calls such a view (`Button { … } label: { AppIcon() }`) is fixed here, and a view the
    /// config names has no body in the scanned files.
    public func projectViewName(_ item: BarItem) -> String? {
        guard let type = item.label.viewType, type == item.control.start, viewAnswer(item)?.source == .project,
              code.isTypeName(type) else { return nil }
        return code.string(type)
    }

    /// The item's role: its own `role:` argument (`close`), else the role its view's body
    /// gives its control (`CloseButton` whose body is `Button(role: .close, …)`).
    public func roleName(_ item: BarItem) -> String? {
        if let member = item.roleMember { return code.string(member) }
        return viewAnswer(item)?.role
    }

    /// An item labelled with an `ellipsis…` symbol in the bar: what `custom-overflow-menu`
    /// reports. Other item rules leave it alone, so the control gets one piece of advice.
    public func isHomeMadeOverflowMenu(_ item: BarItem) -> Bool {
        item.area == .bar && symbolName(item)?.hasPrefix("ellipsis") == true
    }

    /// For a custom item, the type that is custom, as a message names it: the item's own
    /// type (`Avatar`, `HStack`), a member with the view its body calls (`dismissButton
    /// (CircleButton)`), or its label's (`CompoundIcon in Button's label`); a label of several
    /// views says so.
    /// For a UIKit custom view, the type it is built with, when this file says
    /// (`UIBarButtonItem(customView: UILabel())`, or `stepLabel` declared `UILabel` or built
    /// `UILabel(…)`); nil when unknown or for SwiftUI.
    public func uiKitCustomViewType(_ item: BarItem) -> String? {
        guard item.framework == .uiKit, let view = item.label.viewType else { return nil }
        if code.isTypeName(view) { return code.string(view) }
        guard code.isIdentifier(view), let type = item.customViewType ?? code.constructedType(ofName: view) else { return nil }
        return code.string(type)
    }

    /// The control as written, by the member a `self.` reference names (`self.gifButton` is
    /// `gifButton`: "self" names nothing a developer sees).
    public func controlName(_ item: BarItem) -> String {
        if let member = selfMember(item) { return code.string(member) }
        return code.string(from: item.control.start, to: item.control.end)
    }

    /// The member of a control written `self.member`: that member's token.
    func selfMember(_ item: BarItem) -> Int? {
        let start = item.control.start
        guard item.control.end == start + 1, code.isWord(start, "self"), code.isKind(start + 1, .dot),
              code.isIdentifier(start + 2) else { return nil }
        return start + 2
    }

    public func customViewName(_ item: BarItem) -> String {
        let control = controlName(item)
        // UIKit: the `customView:` value, as the developer named it, and the type that is custom
        // when this file builds it (`spinner (UIActivityIndicatorView)`).
        guard item.framework == .swiftUI else {
            guard let view = item.label.viewType else { return control }
            // `UIBarButtonItem(customView: self)` in a view's own code: that view's type.
            if code.isWord(view, "self"), let type = enclosingTypeName(view) { return type }
            // A bar button item is never the custom view: a property of that name, found by the
            // file-wide search, is not the local the item was given (`let sortButton = makeButton()`).
            if !code.isTypeName(view), let type = item.customViewType ?? code.constructedType(ofName: view),
               !code.isWord(type, "UIBarButtonItem") {
                return "\(code.string(view)) (\(code.string(type)))"
            }
            return code.string(view)
        }
        guard let type = item.label.viewType else { return "\(control)'s label of several views" }
        // `self.navButtons`: the member is the item, as `navButtons` is.
        if type == item.control.start || type == selfMember(item) {
            // A member holding one call of a view (`dismissButton` returning `CircleButton(…)`):
            // the name written here, and the type that is custom, as UIKit's custom views are named.
            if !code.isTypeName(type), let called = views.calledType(ofMember: type) {
                return "\(code.string(type)) (\(called))"
            }
            // A member showing one control labelled by one view (`avatarLink` returning
            // `NavigationLink(…) { RemoteAvatar(…) }`): that view is what is custom.
            if !code.isTypeName(type), let labelled = views.labelType(ofMember: type) {
                return "\(code.string(type)) (\(labelled) in its label)"
            }
            // A stack around one view (`ZStack { StatusView() }`): that view is what is custom.
            if let held = code.onlyCalledType(inStack: type) {
                let stack = code.string(type)
                return "\(code.string(held)) in \(stack.hasPrefix("H") ? "an" : "a") \(stack)"
            }
            return code.string(type)
        }
        return "\(code.string(type)) in \(control)'s label"
    }

    /// Whether `title`, one of `branchTitles(item)`, is written in the item's own control's
    /// statement (a label that changes: `Button { if on { Image(…) } else { Text("Edit") } }`),
    /// not in another control that shows in another state (`switch state { case .valid:
    /// SaveButton() case .error: Button("Abandon") { … } }`).
    public func isOwnBranchTitle(_ item: BarItem, _ title: TokenRange) -> Bool {
        title.start < code.statementEnd(from: item.control.start + 1, code.enclosingCloser(of: item.control.start))
    }

    /// For each spacer written in a list, by its control's first token: how many of the items
    /// written beside it are not spacers. The list is its `ToolbarItemGroup` (SwiftUI), or the
    /// UIKit array it is an element of when that array is a whole list of bar items (a
    /// position's value, a setter's list, what a function returns), where an element named
    /// `flex` is a spacer when `flex = …` holds one. One pass over the items, each list counted
    /// once, whatever the number of spacers in it.
    public func itemsBesideSpacers() -> [Int: Int] {
        let spacers = items.filter(\.isSpacer)
        guard !spacers.isEmpty else { return [:] }
        var result: [Int: Int] = [:]
        var perGroup: [Int: Int] = [:]
        for item in items where !item.isSpacer {
            if let group = item.wrapperName { perGroup[group, default: 0] += 1 }
        }
        let spacerStarts = Set(spacers.map(\.control.start))
        // The names that hold a spacer (`flex = UIBarButtonItem(…flexibleSpace…)`), by hash.
        var holders: [UInt64: [Int]] = [:]
        for s in spacers where s.control.start >= 2 && code.isOperator(s.control.start - 1, "=")
            && code.isIdentifier(s.control.start - 2) {
            holders[code.nameHash(s.control.start - 2), default: []].append(s.control.start - 2)
        }
        func isSpacer(_ element: Argument) -> Bool {
            if spacerStarts.contains(element.start) { return true }
            guard element.end == element.start + 1, code.isIdentifier(element.start) else { return false }
            return holders[code.nameHash(element.start)]?.contains { code.sameText($0, element.start) } ?? false
        }
        // By the array's `[`: its count, or -1 when it is not a whole list.
        var perList: [Int: Int] = [:]
        for s in spacers {
            if s.framework == .swiftUI {
                guard let group = s.wrapperName, !s.wrapperIsSingleItem else { continue }
                result[s.control.start] = perGroup[group] ?? 0
                continue
            }
            let open = Int(code.parent[s.control.start])
            guard open >= 1, code.isKind(open, .leftBracket) else { continue }
            let count = perList[open] ?? (isWholeItemList(open) ? code.arguments(open: open).lazy.filter { !isSpacer($0) }.count : -1)
            perList[open] = count
            if count >= 0 { result[s.control.start] = count }
        }
        return result
    }

    /// The array literal at `open` is a whole list of bar items, not a part that others join:
    /// the value of a bar position or a bar's `items` (`toolbarItems = [`), a setter's list
    /// (`setToolbarItems([`), or what a function returns.
    func isWholeItemList(_ open: Int) -> Bool {
        let before = open - 1
        if code.isWord(before, "return") { return true }
        switch Vocabulary.kind(code, before - 1) {
        case .barPosition?, .barItems?: return code.isOperator(before, "=")
        case .itemsSetter?: return code.isKind(before, .leftParen)
        default: return false
        }
    }

    /// A UIKit item whose custom view is a blank `UIView` built in place (`customView:
    /// UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))`, `UIView()`): a placeholder
    /// that holds room (to keep a title centred), not a control.
    ///
    /// So is one held in a local of the same block that is only painted after it is built
    /// (`let separator = UIView(frame: …)`, `separator.backgroundColor = …`): a line or a
    /// patch of colour between items, not a control. A local that is given subviews, gestures
    /// or anything else, or is handed on, may hold a control.
    public func isBlankPlaceholder(_ item: BarItem) -> Bool {
        guard item.framework == .uiKit, let view = item.label.viewType else { return false }
        if code.isIdentifier(view), !code.isTypeName(view) { return isPaintedBlankLocal(view) }
        guard code.isWord(view, "UIView"), code.isKind(view + 1, .leftParen) else { return false }
        let close = code.partner(view + 1)
        // The construction is the whole value: nothing configures the view after it.
        guard close > view + 1, code.isKind(close + 1, .rightParen) || code.isKind(close + 1, .comma) else { return false }
        return isBlankConstruction(view)
    }

    /// `UIView()` or `UIView(frame: …)` at `view`.
    func isBlankConstruction(_ view: Int) -> Bool {
        code.isWord(view, "UIView") && code.isKind(view + 1, .leftParen)
            && code.arguments(open: view + 1).allSatisfy { code.isWord($0.label, "frame") }
    }

    /// The local named at `use` is declared in the same block as a blank `UIView`
    /// (`let name = UIView(frame: …)`, `let name: UIView = UIView()`), and every other use of
    /// it there only sets how it looks or how big it is.
    func isPaintedBlankLocal(_ use: Int) -> Bool {
        let block = code.enclosingBrace(of: use)
        guard block >= 0 else { return false }
        let close = min(code.partner(block), code.count)
        // The declaration, at the block's own level, before the use.
        var declaration = -1
        for j in (block + 1)..<use where Int(code.parent[j]) == block && code.sameText(j + 1, use)
            && (code.isWord(j, "let") || code.isWord(j, "var")) {
            declaration = j + 1
        }
        guard declaration >= 0 else { return false }
        var value = declaration + 1
        if code.isKind(value, .colon) {
            guard code.isWord(value + 1, "UIView") else { return false }
            value += 2
        }
        guard code.isOperator(value, "="), isBlankConstruction(value + 1) else { return false }
        let valueEnd = code.partner(value + 2) + 1
        guard valueEnd < close, code.newlineBefore(valueEnd) || code.isKind(valueEnd, .semicolon) else { return false }
        // Every other use, in this block or blocks inside it, paints or sizes the view.
        for k in valueEnd..<close where k != use && code.isIdentifier(k) && code.sameText(k, use) && !code.isKind(k - 1, .dot) {
            guard code.isKind(k + 1, .dot), FileModel.paintsView(code, k + 2) else { return false }
        }
        return true
    }

    /// A member that sets how a view looks or how big it is, not what it holds or does.
    static func paintsView(_ code: Code, _ member: Int) -> Bool {
        for name: StaticString in ["backgroundColor", "alpha", "layer", "isOpaque", "tintColor", "clipsToBounds", "frame",
                                   "bounds", "translatesAutoresizingMaskIntoConstraints", "widthAnchor", "heightAnchor",
                                   "isAccessibilityElement", "accessibilityElementsHidden"] where code.isWord(member, name) {
            return true
        }
        return false
    }

    /// The custom type an item names (`customViewName`) is declared as a view in the scanned
    /// files or named in the config: when its class still depends on an unseen type, that
    /// type is one its body shows, not the named one.
    public func namesDeclaredView(_ item: BarItem) -> Bool {
        guard item.framework == .swiftUI, let type = item.label.viewType else { return false }
        return views.declaresView(type)
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

    /// The counted expression, as written, of an item whose title is a count and nothing else
    /// (`Text("\(unreadCount)")`, `Text(n > 99 ? "99+" : "\(n)")`): a badge drawn by hand.
    public func countShownAlone(_ item: BarItem) -> String? {
        guard item.label.labelClass == .text, let title = item.label.title,
              let counted = code.countOnlyTitle(title) else { return nil }
        return code.string(from: counted.start, to: counted.end)
    }

    /// How a message names the item: its literal title (`'Edit'`, also through a `let` of a
    /// literal), else, for UIKit, its symbol (`UIBarButtonItem with symbol gear`), else its
    /// control (`Button`).
    /// Kept to one short line: a multi-line or huge title must not break the output format.
    public func displayName(_ item: BarItem) -> String {
        FileModel.oneLine(rawDisplayName(item))
    }

    /// Control characters become spaces, runs of white space one space, and the text is
    /// cut to 60 characters.
    static func oneLine(_ text: String) -> String {
        // The usual title: short, printable ASCII, nothing to change.
        if FileModel.isShortPrintableLine(text) { return text }
        var scalars: [Unicode.Scalar] = []
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar.value < 0x20 || scalar.value == 0x7F || scalar == " "
            if isSpace && lastWasSpace { continue }
            scalars.append(isSpace ? " " : scalar)
            lastWasSpace = isSpace
        }
        guard scalars.count > 61 else {
            var out = ""
            out.unicodeScalars.append(contentsOf: scalars)
            return out
        }
        var out = ""
        out.unicodeScalars.append(contentsOf: scalars.prefix(60))
        out += "…"
        if scalars.first == "'" { out += "'" }
        return out
    }

    /// At most 61 bytes of printable ASCII without two spaces in a row: one pass over the bytes.
    static func isShortPrintableLine(_ text: String) -> Bool {
        // (A string without contiguous bytes takes the slow path, which gives the same text.)
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count <= 61 else { return false }
            var previous: UInt8 = 0
            for b in bytes {
                if b < 0x20 || b >= 0x7F || (b == 32 && previous == 32) { return false }
                previous = b
            }
            return true
        } ?? false
    }

    /// How a message names a title (`'Edit'`, `'L10n.actionCancel'`), on one short line; nil
    /// for a title that shows nothing (`""`).
    public func titleName(_ title: TokenRange) -> String? {
        rawTitleName(title).map(FileModel.oneLine)
    }

    func rawDisplayName(_ item: BarItem) -> String {
        if let title = item.label.title, let name = rawTitleName(title) { return name }
        // A view of the project whose body has a literal title (`SearchButton`: 'Search').
        if let title = viewAnswer(item)?.title { return "'\(title)'" }
        if let path = viewAnswer(item)?.titlePath { return "'\(path)'" }
        // A UIKit item with no readable title: named by its symbol, when known (`.init(…)` too).
        if item.framework == .uiKit {
            return symbolName(item).map { "UIBarButtonItem with symbol \($0)" } ?? "UIBarButtonItem"
        }
        let control = controlName(item)
        // An image-only control by the symbol people see (`Button with symbol plus`).
        if item.label.labelClass == .image, let symbol = symbolName(item) { return "\(control) with symbol \(symbol)" }
        return control
    }

    func rawTitleName(_ title: TokenRange) -> String? {
        if case .text(let text) = code.plainString(title.start, title.end) { return "'\(code.string(text))'" }
        // `let title = "Save"`: named by the literal the developer wrote.
        if title.end == title.start + 1, let text = code.literalText(title.start, title.end) {
            return "'\(code.string(text))'"
        }
        // A localized key path reads well (`L10n.actionCancel`); other expressions do not. A
        // variable or a property of one (`title`, `self.title`, `item.name`) is named as code:
        // quoted, it would read as the words the item shows.
        if code.lastMember(title.start, title.end) != nil {
            let written = code.string(from: title.start, to: title.end)
            return code.isValueName(title.start) ? "`\(written)`" : "'\(written)'"
        }
        // `NSLocalizedString("Done", comment: "")`, `Strings.get("action.done")`: the key says
        // what the item is.
        let call = code.chain(at: title.start, limit: title.end)
        if call.end == title.end, let open = call.parts.last?.argsOpen, call.parts.last?.closures.isEmpty == true,
           code.partner(open) == title.end - 1, let first = code.arguments(open: open).first,
           first.label == nil || code.isWord(first.label, "localized") {
            if case .text(let key) = code.plainString(first.start, first.end) { return "'\(code.string(key))'" }
        }
        // Any other title by its text: an interpolated literal without its quotes
        // (`'\(count) selected'`), a ternary as written.
        switch code.plainString(title.start, title.end) {
        case .empty:
            break
        case .notPlainString where code.isKind(title.start, .stringBegin) && code.partner(title.start) == title.end - 1:
            return "'\(code.string(from: title.start + 1, to: title.end - 1))'"
        default:
            return "'\(code.string(from: title.start, to: title.end))'"
        }
        return nil
    }
}
