import DuobarScanner

/// How a view of the project copes with the vertical bar's fixed width (docs/model.md, "Views
/// given a vertical form"). Kept in the project index with each view's body, and for UIKit view
/// classes in a table of their own.
public struct ViewTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// It can lay itself out for the vertical bar: its type reads the bar's edge
    /// (`toolbarVerticalEdge`, `verticalBarEdge`), or its body picks what fits (`ViewThatFits`).
    public static let adapts = ViewTraits(rawValue: 1)
    /// It has something a narrow bar makes rearrange: a stack or layout of two or more views, or
    /// text (SwiftUI); a `UIStackView` of two or more arranged subviews, or a `UILabel` (UIKit).
    public static let rearranges = ViewTraits(rawValue: 2)
}

/// What a SwiftUI body holds, as far as the vertical bar is concerned.
struct ViewContent {
    var rearranges = false
    /// A `ViewThatFits`: the body picks a form that fits the space it is given.
    var fits = false
}

extension Code {
    /// Reads a body's tokens once, with no statements or chains built (every view body of the
    /// project goes through here in the first pass): views are the names that sit directly in a
    /// closure (`{ … }`), not in an argument list (`.accessibilityLabel(Text(…))` shows nothing).
    /// A `Text`, a system button, or a `Label` or control with a title is text; a row or column
    /// with two or more views rearranges; `ViewThatFits` picks a form that fits.
    func viewContent(_ open: Int) -> ViewContent {
        var result = ViewContent()
        guard isKind(open, .leftBrace) else { return result }
        let close = min(partner(open), count)
        // Without a `ViewThatFits` in the file, the first thing to rearrange settles it.
        let mayFit = contains(.ViewThatFits)
        var j = open + 1
        while j < close {
            defer { j += 1 }
            // What is never drawn in the bar: a menu's entries, a button's action, a sheet, a
            // context menu, an alert… Their closures are passed over whole.
            if tokens[j].kind == .leftBrace, isHiddenContent(j) {
                j = min(partner(j), close)
                continue
            }
            guard isTypeName(j) else { continue }
            let p = Int(parent[j])
            guard p >= 0, tokens[p].kind == .leftBrace, !isKind(j - 1, .dot) else { continue }
            switch ControlName(self, j) {
            case .text:
                if isKind(j + 1, .leftParen) { result.rearranges = true }
            case .systemButton:
                result.rearranges = true
            case .label, .button, .menu, .toggle, .link, .navigationLink, .shareLink:
                // A title: a first argument without a label (`Button("Save")`, `Label(title, systemImage:)`).
                if isKind(j + 1, .leftParen), !isKind(j + 2, .rightParen),
                   !((isIdentifier(j + 2) || isKind(j + 2, .keyword)) && isKind(j + 3, .colon)) {
                    result.rearranges = true
                }
            case .other:
                if isWord(j, "ViewThatFits") {
                    result.fits = true
                } else if !result.rearranges, isRowOrColumn(j) {
                    var k = j + 1
                    if isKind(k, .leftParen) { k = partner(k) + 1 }
                    if isKind(k, .leftBrace), childCount(k) >= 2 { result.rearranges = true }
                }
            default:
                break
            }
            if result.rearranges && (result.fits || !mayFit) { break }
        }
        return result
    }

    /// The closure at `brace` holds nothing the view shows in place: the content of a `Menu`, the
    /// action of a `Button` (not its label), or the closure of a modifier that presents or
    /// reacts (`.contextMenu`, `.sheet`, `.alert`, `.onAppear`, …). Labels (`label:`, `icon:`,
    /// `title:`) are shown.
    func isHiddenContent(_ brace: Int) -> Bool {
        var opener = brace
        for _ in 0..<4 {
            var owner = opener - 1
            if isKind(owner, .colon), isIdentifier(owner - 1) || isKind(owner - 1, .keyword) {
                let label = owner - 1
                if isWord(label, "label") || isWord(label, "icon") || isWord(label, "title") { return false }
                if isKind(label - 1, .rightBrace) {
                    // `} message: {`: a further trailing closure of the same call.
                    opener = partner(label - 1)
                    continue
                }
                // `content: { … }` in an argument list: the call's.
                let p = Int(parent[opener])
                guard p >= 0, isKind(p, .leftParen) else { return false }
                owner = p - 1
            } else if isKind(owner, .rightParen) {
                owner = partner(owner) - 1
            }
            guard isIdentifier(owner) else { return false }
            if isKind(owner - 1, .dot) { return Code.hiddenContentModifiers.contains { isWord(owner, $0) } }
            if isWord(owner, "Menu") { return true }
            if isWord(owner, "Button") {
                // `Button(action: go) { label }`: the trailing closure is the label.
                guard isKind(owner + 1, .leftParen) else { return true }
                let args = arguments(open: owner + 1)
                return argument(args, "action") == nil && argument(args, "intent") == nil
            }
            return false
        }
        return false
    }

    static let hiddenContentModifiers: [StaticString] = [
        "contextMenu", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar",
        "navigationDestination", "swipeActions", "onAppear", "onDisappear", "task", "onChange", "onReceive",
        "onTapGesture", "onLongPressGesture", "onSubmit", "refreshable", "accessibilityRepresentation",
        "searchSuggestions", "inspector", "fileImporter", "fileExporter", "photosPicker", "dropDestination",
    ]

    /// A stack or layout that lines its views up: `HStack`, `VStack`, their lazy and `Layout`
    /// forms, and types of the project named like them (`FlowLayout`, `WrappingHStack`); not
    /// `ZStack`, which overlays, nor `NavigationStack`.
    func isRowOrColumn(_ i: Int) -> Bool {
        let b = bytes(i)
        func ends(_ suffix: StaticString) -> Bool {
            let n = suffix.utf8CodeUnitCount
            return b.count >= n && ByteClass.equal(b.baseAddress! + (b.count - n), suffix.utf8Start, n)
        }
        guard ends("Stack") || ends("Layout") else { return false }
        return !isWord(i, "ZStack") && !isWord(i, "ZStackLayout") && !isWord(i, "NavigationStack")
    }

    /// How many views a content closure lines up, counted on its tokens: each statement once,
    /// a `ForEach` as several, an `if`/`switch` as one; declarations are not views.
    func childCount(_ open: Int) -> Int {
        let close = min(partner(open), count)
        var n = 0
        var j = open + 1
        while j < close && n < 2 {
            let starts = j == open + 1 || tokens[j].hasNewlineBefore || isKind(j - 1, .semicolon)
            if starts, !isKind(j, .dot), !isKind(j, .rightBrace), !isKind(j, .semicolon),
               !isWord(j, "let"), !isWord(j, "var"), !isWord(j, "else"), !isWord(j, "in") {
                n += isWord(j, "ForEach") ? 2 : 1
            }
            j = isOpener(j) ? partner(j) + 1 : j + 1
        }
        return n
    }

    /// The scopes whose code reads the vertical bar's edge (`toolbarVerticalEdge`,
    /// `verticalBarEdge`), by qualified name: a type and its extensions in this file count as one.
    func typesReadingVerticalEdge(_ scopes: TypeScopes) -> Set<ViewKey> {
        var result: Set<ViewKey> = []
        for i in candidates([.toolbarVerticalEdge, .verticalBarEdge]) {
            guard let s = scopes.enclosingScope(of: i), !scopes.scopes[s].path.isEmpty else { continue }
            result.insert(ViewKey(scopes.scopes[s].path.joinedKey))
        }
        return result
    }

    /// UIKit classes of this file with something to rearrange, by scope: a `UILabel`, a
    /// `UIStackView(arrangedSubviews:)` of two or more views, or two `addArrangedSubview` calls
    /// (one in a loop counts as two); with `.adapts` when the class reads `verticalBarEdge`.
    /// What its extensions in this file hold counts for the class.
    func uiKitViewTraits(_ scopes: TypeScopes) -> [(scope: Int, traits: ViewTraits)] {
        guard mentionsUIKit, contains(.UILabel) || contains(.UIStackView) || contains(.addArrangedSubview) else { return [] }
        var rearranges: Set<ViewKey> = []
        var added: [ViewKey: Int] = [:]
        // A file names `UILabel` many times in few types: each scope's key is made once.
        var keys: [Int: ViewKey] = [:]
        func key(_ i: Int) -> ViewKey? {
            guard let s = scopes.enclosingScope(of: i), !scopes.scopes[s].path.isEmpty else { return nil }
            if let known = keys[s] { return known }
            let made = ViewKey(scopes.scopes[s].path.joinedKey)
            keys[s] = made
            return made
        }
        for i in candidates([.UILabel]) {
            if let k = key(i) { rearranges.insert(k) }
        }
        for i in candidates([.UIStackView]) where isKind(i + 1, .leftParen) {
            guard let arranged = argument(arguments(open: i + 1), "arrangedSubviews"), isKind(arranged.start, .leftBracket),
                  partner(arranged.start) == arranged.end - 1, arguments(open: arranged.start).count >= 2,
                  let k = key(i) else { continue }
            rearranges.insert(k)
        }
        for i in candidates([.addArrangedSubview]) {
            guard let k = key(i) else { continue }
            added[k, default: 0] += isInLoop(i) ? 2 : 1
            if added[k, default: 0] >= 2 { rearranges.insert(k) }
        }
        guard !rearranges.isEmpty else { return [] }
        let reading = typesReadingVerticalEdge(scopes)
        var result: [(scope: Int, traits: ViewTraits)] = []
        // By index: a scope copied out of the array would retain its path.
        for s in scopes.scopes.indices where scopes.scopes[s].isClass && !scopes.scopes[s].path.isEmpty {
            let k = ViewKey(scopes.scopes[s].path.joinedKey)
            guard rearranges.contains(k) else { continue }
            result.append((s, reading.contains(k) ? [.rearranges, .adapts] : .rearranges))
        }
        return result
    }

    /// Token `i` is inside a loop: a `for … in … { }` body, or a closure or argument list given
    /// to `forEach`.
    func isInLoop(_ i: Int) -> Bool {
        var steps = 0
        for opener in enclosingOpeners(of: i) {
            steps += 1
            if steps > 16 { break }
            if isWord(opener - 1, "forEach") { return true }
            guard isKind(opener, .leftBrace) else { continue }
            // `for view in views {`: the line that opens the body starts with `for`.
            var j = opener - 1
            var back = 0
            while j >= 0 && back < 32 {
                if isWord(j, "for") { return true }
                if tokens[j].hasNewlineBefore || isKind(j, .leftBrace) || isKind(j, .rightBrace) || isKind(j, .semicolon) { break }
                j = isKind(j, .rightParen) || isKind(j, .rightBracket) ? partner(j) - 1 : j - 1
                back += 1
            }
        }
        return false
    }
}

extension ViewDeclarations {
    /// Each found body's traits. A body that is one call or member reference (`content`) takes
    /// the traits of what it names when it is looked up (`ViewResolver.traits(ofView:)`).
    static func traits(_ code: Code, scopes: TypeScopes, scope: Int, open: Int, body: ViewBody,
                       reading: Set<ViewKey>) -> ViewTraits {
        // A body of a title, a symbol or both has nothing to read: it is no custom view.
        let plain = body.leaves.allSatisfy { leaf in
            leaf.parts.allSatisfy { part in
                if case .decided(let c) = part { return c == .both || c == .text || c == .image }
                return false
            }
        }
        let content = open >= 0 && !plain ? code.viewContent(open) : ViewContent()
        var traits: ViewTraits = content.rearranges ? .rearranges : []
        if content.fits || !reading.isEmpty && reading.contains(ViewKey(scopes.scopes[scope].path.joinedKey)) {
            traits.insert(.adapts)
        }
        return traits
    }
}

extension FileModel {
    /// For a custom item, what its view does with the vertical bar's width: the traits of the
    /// project's view it calls (SwiftUI: the call or `some View` member that decided its class;
    /// UIKit: the class of its `customView:`, built in place or held by a property or local of
    /// this file). Nil when no scanned file declares that view (a UIKit class is indexed only
    /// when it has something to rearrange).
    public func customViewTraits(_ item: BarItem) -> ViewTraits? {
        guard item.label.labelClass == .custom, let view = item.label.viewType else { return nil }
        if item.framework == .swiftUI { return views.traits(ofView: view) }
        guard let type = code.isTypeName(view) ? view : code.constructedType(ofName: view) else { return nil }
        return views.uiKitTraits(ofType: type)
    }

    /// The type a custom view's traits came from, as a message names it (`SyncRing`).
    public func customViewTypeName(_ item: BarItem) -> String? {
        guard let view = item.label.viewType else { return nil }
        if item.framework == .swiftUI || code.isTypeName(view) { return code.string(view) }
        return code.constructedType(ofName: view).map { code.string($0) }
    }
}

extension Code {
    /// The class a name holds, when this file declares or assigns it so: `let speed = SpeedControl()`,
    /// `lazy var speed: SpeedControl = { … }()`, `speed = SpeedControl(…)` (the last name of a
    /// qualified type: `UIKit.UILabel` is `UILabel`). One pass over the tokens, for the few
    /// items that ask.
    func constructedType(ofName name: Int) -> Int? {
        var j = 0
        while j < count - 3 {
            defer { j += 1 }
            guard isIdentifier(j), sameText(j, name), j != name else { continue }
            var k = j + 1
            if isKind(k, .colon) {
                guard isKind(j - 1, .keyword), isWord(j - 1, "let") || isWord(j - 1, "var") else { continue }
                k += 1
                while isIdentifier(k), isKind(k + 1, .dot), isIdentifier(k + 2) { k += 2 }
                if isTypeName(k) { return k }
                continue
            }
            guard isOperator(k, "=") else { continue }
            if let type = constructionType(at: k + 1) { return type }
        }
        return nil
    }

    /// The type a value starting at `k` constructs: `SpeedControl(…)`, `UIKit.UILabel()`,
    /// `UIButton.init(…)` (the last name of a qualified type); nil for anything else.
    func constructionType(at k: Int) -> Int? {
        var k = k
        while isIdentifier(k), isKind(k + 1, .dot), isIdentifier(k + 2), !isWord(k + 2, "init") { k += 2 }
        guard isTypeName(k), isKind(k + 1, .leftParen) || isKind(k + 1, .dot) && isWord(k + 2, "init") else { return nil }
        return k
    }
}
