import DuobarScanner

/// Names declared across all scanned files that change how a file reads:
/// types that are `ToolbarContent`, subclasses of the system bars, the properties and
/// functions whose value becomes a hand-built bar's items, and the project's views.
/// Built in a first pass over the files; the second pass lints with it.
public struct ProjectIndex: Sendable {
    public var toolbarContentTypes: Set<[UInt8]> = []
    public var barSubclasses: Set<[UInt8]> = []
    /// Structs and enums named like bars (`struct Toolbar: View`, `struct TabBar`): when a project has both a
    /// `class Toolbar: UIToolbar` and such a type, a call of that name is not taken as a bar.
    public var valueTypesNamedLikeBars: Set<[UInt8]> = []
    /// Properties and functions whose value some file gives a hand-built bar
    /// (`toolbar.items = handler.bottomBarItems`, `bar.setItems(makeItems(), animated: false)`):
    /// the items their declarations build, in any file, are that bar's.
    public var barItemNames: Set<[UInt8]> = []
    /// Properties and functions whose value some file gives a keyboard's `inputAccessoryView`
    /// (`field.inputAccessoryView = UIToolbar.doneToolbar(…)`): a toolbar their declarations
    /// build, in any file, is a keyboard accessory.
    public var accessoryNames: Set<[UInt8]> = []
    /// Functions another file declares that a property declared with a system bar type takes
    /// its value from (`lazy var emailBar: UIToolbar = makeKeyboardToolbar(…)`), by the
    /// property's name: once some file gives that property to a keyboard (`accessoryNames`),
    /// the functions join it there, and their bars are keyboard accessories too.
    public var accessoryFactoriesByProperty: [[UInt8]: Set<[UInt8]>] = [:]
    /// Properties and functions whose value some file gives a `backBarButtonItem`
    /// (`navigationItem.backBarButtonItem = .plainBack`): the item their declarations build, in
    /// any file, is a Back button, of which only the title is shown.
    public var backItemNames: Set<[UInt8]> = []
    /// Stored properties and outlets of a system bar type, by type (`TabSwitcherViewController.toolbar`
    /// for `@IBOutlet weak var toolbar: UIToolbar!`): hand-built bars other files of the same type
    /// (its extensions) give items.
    public var barProperties: Set<[UInt8]> = []
    /// The names given to the items of a property of the enclosing type that this file does not
    /// declare (`toolbar.items = barsHandler.bottomBarItems` in an extension), by that property's key
    /// (`TabSwitcherViewController.toolbar`). Where `barProperties` holds the key, they join
    /// `barItemNames` (done as the index is merged, so the order of files does not matter).
    public var barItemsByProperty: [[UInt8]: Set<[UInt8]>] = [:]
    /// The project's views and `some View` members, with their bodies (docs/model.md, "Your own views").
    public var views = ViewTable()
    /// The config's `views`: label classes of types the scanned files do not declare. They win
    /// over `views`. Set per config, never merged from files.
    public var configViews: [[UInt8]: LabelClass] = [:]
    /// The config's `symbols`: SF Symbols names by title word (trimmed, lower-cased), which
    /// `text-only-item` suggests before its own table. Set per config, never merged from files.
    public var configSymbols: [String: String] = [:]
    /// Toolbar content other files may reference (`ToolbarContent` types' bodies,
    /// `@ToolbarContentBuilder` members) by key, with the bar items each counts.
    public var toolbarContent: [ViewKey: [DeclaredContent]] = [:]
    /// Which views tabs show, and which types call which views.
    public var calls = ViewCalls()

    public init() {}

    /// Nothing declared.
    public var isEmpty: Bool {
        toolbarContentTypes.isEmpty && barSubclasses.isEmpty && valueTypesNamedLikeBars.isEmpty && barItemNames.isEmpty
            && accessoryNames.isEmpty && accessoryFactoriesByProperty.isEmpty && backItemNames.isEmpty && barProperties.isEmpty && barItemsByProperty.isEmpty && views.isEmpty && toolbarContent.isEmpty && calls.isEmpty
    }

    public mutating func merge(_ other: ProjectIndex) {
        toolbarContentTypes.formUnion(other.toolbarContentTypes)
        barSubclasses.formUnion(other.barSubclasses)
        valueTypesNamedLikeBars.formUnion(other.valueTypesNamedLikeBars)
        barItemNames.formUnion(other.barItemNames)
        accessoryNames.formUnion(other.accessoryNames)
        if !other.accessoryFactoriesByProperty.isEmpty || (!other.accessoryNames.isEmpty && !accessoryFactoriesByProperty.isEmpty) {
            for (property, factories) in other.accessoryFactoriesByProperty {
                accessoryFactoriesByProperty[property, default: []].formUnion(factories)
            }
            // Both sides only grow, so resolving after each merge ends where one resolution of
            // the whole union would.
            for (property, factories) in accessoryFactoriesByProperty where accessoryNames.contains(property) {
                accessoryNames.formUnion(factories)
            }
        }
        backItemNames.formUnion(other.backItemNames)
        if !other.barProperties.isEmpty || !other.barItemsByProperty.isEmpty {
            barProperties.formUnion(other.barProperties)
            for (key, names) in other.barItemsByProperty { barItemsByProperty[key, default: []].formUnion(names) }
            // Both sides only grow, so resolving after each merge ends where one resolution of
            // the whole union would.
            for (key, names) in barItemsByProperty where barProperties.contains(key) { barItemNames.formUnion(names) }
        }
        views.merge(other.views)
        for (key, list) in other.toolbarContent {
            for counted in list where !(toolbarContent[key] ?? []).contains(counted) { toolbarContent[key, default: []].append(counted) }
        }
        if !other.calls.isEmpty { calls.merge(other.calls) }
    }

    /// Whether the file names a type that a declaration the index keeps inherits from
    /// (most files do not, and are not searched).
    public static func mayDeclare(_ code: Code) -> Bool {
        Vocabulary.indexedSupertypes.contains(where: code.contains) || code.contains(.items) || code.contains(.setItems)
            || code.contains(.inputAccessoryView) || code.contains(.backBarButtonItem)
    }

    /// Collects the declarations of one file that other files can see; with
    /// `includingPrivate`, also its `private`/`fileprivate` ones (for the file itself).
    public static func declarations(in code: Code, includingPrivate: Bool = false) -> ProjectIndex {
        let both = sharedAndOwnDeclarations(in: code)
        return includingPrivate ? both.own : both.shared
    }

    /// Both at once, from one reading of the file (the first pass wants both of most files):
    /// what other files see, and what the file itself sees, its private types too.
    public static func sharedAndOwnDeclarations(in code: Code) -> (shared: ProjectIndex, own: ProjectIndex) {
        var index = ProjectIndex()
        // Private types' names, which only the file's own index holds.
        var hidden = ProjectIndex()
        let n = code.count
        for i in code.candidates([.classDeclaration, .structDeclaration, .enumDeclaration, .extensionDeclaration, .actorDeclaration]) {
            guard code.isWord(i, "struct") || code.isWord(i, "class") || code.isWord(i, "enum")
                    || code.isWord(i, "extension") || code.isWord(i, "actor"),
                  code.isIdentifier(i + 1) else { continue }
            let name = i + 1
            let isPrivate = isFilePrivate(code, before: i)
            if code.isWord(i, "struct") || code.isWord(i, "enum") {
                let bytes = code.bytes(name)
                if bytes.count >= 3 && bytes[bytes.count - 3] | 0x20 == UInt8(ascii: "b") && bytes[bytes.count - 2] == UInt8(ascii: "a")
                    && bytes[bytes.count - 1] == UInt8(ascii: "r") {
                    if isPrivate { hidden.valueTypesNamedLikeBars.insert(Array(bytes)) } else { index.valueTypesNamedLikeBars.insert(Array(bytes)) }
                }
            }
            // The inheritance clause runs from `:` to the body's `{`.
            var j = name + 1
            if code.isOperator(j, "<") {
                while j < n && !code.isOperator(j, ">") && !code.isKind(j, .leftBrace) { j += 1 }
                j += 1
            }
            guard code.isKind(j, .colon) else { continue }
            var k = j + 1
            while k < n && !code.isKind(k, .leftBrace) && !code.isWord(k, "where") && k - j < 64 {
                if code.isWord(k, "ToolbarContent") || code.isWord(k, "CustomizableToolbarContent") {
                    if isPrivate { hidden.toolbarContentTypes.insert(Array(code.bytes(name))) } else { index.toolbarContentTypes.insert(Array(code.bytes(name))) }
                }
                if code.isWord(i, "class") && (code.isWord(k, "UIToolbar") || code.isWord(k, "UINavigationBar") || code.isWord(k, "UITabBar")) {
                    if isPrivate { hidden.barSubclasses.insert(Array(code.bytes(name))) } else { index.barSubclasses.insert(Array(code.bytes(name))) }
                }
                k += 1
            }
        }
        if code.contains(.items) || code.contains(.setItems) {
            (index.barItemNames, index.barItemsByProperty) = barItemNames(in: code)
        }
        if code.contains(.inputAccessoryView) { index.accessoryNames = accessoryNames(in: code) }
        if code.contains(.backBarButtonItem) { index.backItemNames = backItemNames(in: code) }
        index.barProperties = barProperties(in: code)
        if code.contains(.UIToolbar) { index.accessoryFactoriesByProperty = accessoryFactories(in: code) }
        var own = index
        own.toolbarContentTypes.formUnion(hidden.toolbarContentTypes)
        own.barSubclasses.formUnion(hidden.barSubclasses)
        own.valueTypesNamedLikeBars.formUnion(hidden.valueTypesNamedLikeBars)
        return (index, own)
    }

    // MARK: Items given to hand-built bars

    /// The properties and functions this file gives a hand-built bar's items: the value of
    /// `bar.items = …` or the first argument of `bar.setItems(…)`, where `bar` is a name the
    /// file declares with a system bar type (`@IBOutlet weak var bar: UIToolbar!`) or gives a
    /// bar's construction. The value's names are kept: the value itself, each element of an
    /// array literal, each operand of `+`, read as a path whose last member names a property
    /// or function (`handler.bottomBarItems`, `makeItems()`). A bare name the file declares
    /// itself (a local, a parameter, a property of its own) is followed within the file only,
    /// so that a common name (`nextItem`) does not carry the exemption to other types.
    ///
    /// A receiver the file does not declare at all, written bare or after `self.`, may be a
    /// bar property its type declares in another file (`toolbar.items = …` in an extension of
    /// the view controller whose outlet it is): its names are kept under that property's key,
    /// for the index to join to `barItemNames` when some file declares it (`barProperties`).
    static func barItemNames(in code: Code) -> (Set<[UInt8]>, [[UInt8]: Set<[UInt8]>]) {
        let bars = barNames(in: code)
        var names: Set<[UInt8]> = []
        var byProperty: [[UInt8]: Set<[UInt8]>] = [:]
        var scopes: TypeScopes?
        // The names the file declares, read once for all the names asked about.
        var own = OwnDeclarations()
        var declarations: HashedGroups?
        for i in code.candidates([.items, .setItems]) where code.isKind(i - 1, .dot) {
            var receiver = i - 2
            if code.isOperator(receiver, "?") || code.isOperator(receiver, "!") { receiver -= 1 }
            guard code.isIdentifier(receiver) else { continue }
            var key: [UInt8]?
            if !bars.contains(where: { code.sameText($0, receiver) }) {
                // `toolbar.items`, `self.toolbar.items`: not a member of another value.
                let bare = !code.isKind(receiver - 1, .dot) || (code.isWord(receiver - 2, "self") && !code.isKind(receiver - 3, .dot))
                guard bare, !isPositionName(code, receiver), !code.isLocalName(receiver) else { continue }
                guard !own.declares(receiver, in: code) else { continue }
                if scopes == nil { scopes = TypeScopes(code) }
                let path = scopes!.path(enclosing: receiver, in: code)
                guard !path.isEmpty else { continue }
                key = (path + [Array(code.bytes(receiver))]).joinedKey
            }
            var value: TokenRange
            if code.isWord(i, "items"), code.isOperator(i + 1, "=") {
                value = TokenRange(i + 2, code.statementEnd(from: i + 2, code.enclosingCloser(of: i)))
            } else if code.isWord(i, "setItems"), code.isKind(i + 1, .leftParen), let first = code.arguments(open: i + 1).first {
                value = TokenRange(first.start, first.end)
            } else {
                continue
            }
            var linked = linkedNames(in: value, code, own: &own)
            // `toolbar.items = list`, where this file's `var list = UIBarButtonItem.makeNavigationItems { … }`:
            // the model follows `list` here, but the function that builds its items is in another
            // file, which learns its name here (as an accessory's factory does).
            if value.end == value.start + 1, code.isIdentifier(value.start), own.declares(value.start, in: code) || code.isLocalName(value.start) {
                if declarations == nil { declarations = declarationsByName(code) }
                linked += factoryCalls(inValueOf: value.start, code, declarations: declarations!).filter { !own.declares($0, in: code) }
            }
            for name in linked {
                if let key {
                    byProperty[key, default: []].insert(Array(code.bytes(name)))
                } else {
                    names.insert(Array(code.bytes(name)))
                }
            }
        }
        return (names, byProperty)
    }

    /// The properties and functions this file gives a `backBarButtonItem`: the value of
    /// `x.backBarButtonItem = …`, read as `barItemNames` reads a bar's items, an implicit member
    /// (`.plainBack`) too.
    static func backItemNames(in code: Code) -> Set<[UInt8]> {
        var names: Set<[UInt8]> = []
        var own = OwnDeclarations()
        for i in code.candidates([.backBarButtonItem]) where code.isKind(i - 1, .dot) && code.isOperator(i + 1, "=") {
            var start = i + 2
            if code.isKind(start, .dot) { start += 1 }
            let value = TokenRange(start, code.statementEnd(from: start, code.enclosingCloser(of: i)))
            guard value.start < value.end else { continue }
            for name in linkedNames(in: value, code, own: &own) { names.insert(Array(code.bytes(name))) }
        }
        return names
    }

    /// The properties and functions this file gives a keyboard's `inputAccessoryView`: the value
    /// of `x.inputAccessoryView = …` or an argument labelled `inputAccessoryView:`, read as
    /// `barItemNames` reads a bar's items (a bare name the file declares itself stays within the
    /// file, where the model follows it).
    static func accessoryNames(in code: Code) -> Set<[UInt8]> {
        var names: Set<[UInt8]> = []
        var own = OwnDeclarations()
        for value in code.inputAccessoryValues() where value.start < value.end {
            for name in linkedNames(in: value, code, own: &own) { names.insert(Array(code.bytes(name))) }
            // `field.inputAccessoryView = toolbar`, where this file's `lazy var toolbar = { let bar =
            // UIToolbar.makeAmountBar(…); …; return bar }()`: the model follows `toolbar` here, but
            // the factory that builds the bar is in another file, which learns its name here.
            if value.end == value.start + 1 || (value.end == value.start + 3 && code.isWord(value.start, "self")) {
                let name = value.end - 1
                guard code.isIdentifier(name), own.declares(name, in: code) else { continue }
                for call in factoryCalls(inValueOf: name, code) where !own.declares(call, in: code) {
                    names.insert(Array(code.bytes(call)))
                }
            }
        }
        return names
    }

    /// The functions of other files that this file's `var`s and `let`s declared `UIToolbar` take
    /// their value from (`lazy var emailBar: UIToolbar = makeKeyboardToolbar(…)`, where an
    /// extension in another file declares `makeKeyboardToolbar`), by the property's name.
    static func accessoryFactories(in code: Code) -> [[UInt8]: Set<[UInt8]>] {
        var result: [[UInt8]: Set<[UInt8]>] = [:]
        var own = OwnDeclarations()
        for name in barNames(in: code) where code.isWord(name - 1, "var") || code.isWord(name - 1, "let") {
            guard code.isKind(name + 1, .colon), code.isWord(name + 2, "UIToolbar") else { continue }
            let calls = factoryCalls(inDeclarationAt: name - 1, code).filter { !own.declares($0, in: code) }
            guard !calls.isEmpty else { continue }
            result[Array(code.bytes(name)), default: []].formUnion(calls.map { Array(code.bytes($0)) })
        }
        return result
    }

    /// The functions called for the value of this file's property or variable named like `name`
    /// (`var bar = Factory.makeBar()`, `lazy var bar: UIToolbar = { let t = UIToolbar.makeBar(…);
    /// return t }()`): each call written right after the declaration's `=`, or after `let x =` or
    /// `return` in its closure. At most 8 declarations and 256 tokens of each value are read.
    static func factoryCalls(inValueOf name: Int, _ code: Code) -> [Int] {
        var calls: [Int] = []
        var declarations = 0
        var j = 1
        while j < code.count - 2 && declarations < 8 {
            defer { j += 1 }
            guard code.tokens[j].kind == .keyword, code.isWord(j, "var") || code.isWord(j, "let"),
                  code.sameText(j + 1, name) else { continue }
            declarations += 1
            calls += factoryCalls(inDeclarationAt: j, code)
        }
        return calls
    }

    /// The same for many names of one file: its declarations are found by a table made once
    /// (`declarationsByName`), so a file with thousands of them costs one pass, not one each.
    static func factoryCalls(inValueOf name: Int, _ code: Code, declarations: HashedGroups) -> [Int] {
        var calls: [Int] = []
        var read = 0
        for j in declarations[code.nameHash(name)] where read < 8 && code.sameText(j + 1, name) {
            read += 1
            calls += factoryCalls(inDeclarationAt: j, code)
        }
        return calls
    }

    /// The `var`/`let` keywords of the file's declarations, by a hash of the name declared.
    static func declarationsByName(_ code: Code) -> HashedGroups {
        HashedGroups(count: code.count) { j in
            j + 1 < code.count && code.tokens[j].kind == .keyword && (code.isWord(j, "var") || code.isWord(j, "let"))
                && code.isIdentifier(j + 1) ? code.nameHash(j + 1) : nil
        }
    }

    /// The calls of one declaration's value, the `var` or `let` at `j`: each call written right
    /// after its `=`, or after `let x =` or `return` in its closure; 256 tokens of it are read.
    static func factoryCalls(inDeclarationAt j: Int, _ code: Code) -> [Int] {
        var calls: [Int] = []
        // Past a type annotation to the `=`.
        var k = j + 2
        while k < code.count && k < j + 16 && !code.isOperator(k, "=") && !code.isKind(k, .leftBrace)
                && !code.tokens[k].hasNewlineBefore {
            k = code.isOpener(k) && !code.isKind(k, .leftBrace) ? code.partner(k) + 1 : k + 1
        }
        guard code.isOperator(k, "=") else { return [] }
        let end = min(code.statementEnd(from: k + 1, code.enclosingCloser(of: k)), k + 257, code.count)
        var t = k
        while t < end {
            if code.isOperator(t, "=") || code.isWord(t, "return") {
                // `Type.factory(`, `self.factory(`, `factory(`.
                var c = t + 1
                if code.isWord(c, "self"), code.isKind(c + 1, .dot) { c += 2 }
                while code.isIdentifier(c) && code.isKind(c + 1, .dot) && code.isIdentifier(c + 2) { c += 2 }
                // A call with arguments, or with only a trailing closure (`Factory.makeItems { … }`).
                if code.isIdentifier(c), code.isKind(c + 1, .leftParen) || code.isKind(c + 1, .leftBrace), !code.isTypeName(c) {
                    calls.append(c)
                }
            }
            t += 1
        }
        return calls
    }

    /// The names the file declares with a system bar type (`@IBOutlet weak var bar: UIToolbar!`,
    /// a parameter `bar: UINavigationBar`) or gives a bar's construction (`bar = UIToolbar()`).
    static func barNames(in code: Code) -> [Int] {
        var bars: [Int] = []
        for i in code.candidates([.UIToolbar, .UINavigationBar, .UITabBar]) {
            var j = i
            while code.isKind(j - 1, .dot) && code.isIdentifier(j - 2) { j -= 2 }
            if code.isKind(j - 1, .colon), code.isIdentifier(j - 2) { bars.append(j - 2) }
            let builds = code.isKind(i + 1, .leftParen) || (code.isKind(i + 1, .dot) && code.isWord(i + 2, "init"))
            if builds, code.isOperator(j - 1, "="), code.isIdentifier(j - 2) { bars.append(j - 2) }
        }
        return bars
    }

    /// The keys (`Type.name`) of the stored properties and outlets that types in this file
    /// declare with a system bar type or a bar's construction: `var`/`let` members of a type's
    /// body, not locals or parameters.
    static func barProperties(in code: Code) -> Set<[UInt8]> {
        var keys: Set<[UInt8]> = []
        var scopes: TypeScopes?
        for name in barNames(in: code) where code.isWord(name - 1, "var") || code.isWord(name - 1, "let") {
            let open = Int(code.parent[name])
            guard open >= 0, code.isKind(open, .leftBrace) else { continue }
            if scopes == nil { scopes = TypeScopes(code) }
            guard let s = scopes!.enclosingScope(of: name), scopes!.scopes[s].open == open else { continue }
            let path = scopes!.scopes[s].path
            guard !path.isEmpty else { continue }
            keys.insert((path + [Array(code.bytes(name))]).joinedKey)
        }
        return keys
    }

    /// The names in a value given to a bar's items that can be followed to their declarations.
    static func linkedNames(in value: TokenRange, _ code: Code, own: inout OwnDeclarations) -> [Int] {
        var elements: [TokenRange] = []
        if code.isKind(value.start, .leftBracket), code.partner(value.start) == value.end - 1 {
            elements = code.arguments(open: value.start).map { TokenRange($0.start, $0.end) }
        } else {
            var start = value.start
            var j = value.start
            while j < value.end {
                if code.isOperator(j, "+") {
                    elements.append(TokenRange(start, j))
                    start = j + 1
                }
                j = code.isOpener(j) ? code.partner(j) + 1 : j + 1
            }
            elements.append(TokenRange(start, value.end))
        }
        var names: [Int] = []
        for element in elements {
            var j = element.start
            var components = 0
            if code.isWord(j, "self"), code.isKind(j + 1, .dot) { j += 2 }
            var last = -1
            // A path: `a.b?.c`, with calls (`items(for: state)`) along it.
            while j < element.end, code.isIdentifier(j) {
                last = j
                components += 1
                j += 1
                while j < element.end && (code.isOperator(j, "?") || code.isOperator(j, "!")) { j += 1 }
                if code.isKind(j, .leftParen) { j = code.partner(j) + 1 }
                while j < element.end && (code.isOperator(j, "?") || code.isOperator(j, "!")) { j += 1 }
                guard j < element.end, code.isKind(j, .dot) else { break }
                j += 1
            }
            guard last >= 0, j == element.end, !isPositionName(code, last) else { continue }
            // `UIBarButtonItem(systemItem: .play)`, `Theme.Item(…)`: an item built right here,
            // not a name whose declaration builds them. Indexed, a type name every UIKit file
            // calls would make each of them look changed by the index, and be modelled twice.
            if code.isTypeName(last), code.isKind(last + 1, .leftParen) { continue }
            // A name of this file's own is followed within the file; only a name read from
            // another value (`handler.bottomBarItems`) or declared elsewhere goes to the index.
            if components == 1 && (code.isLocalName(last) || own.declares(last, in: code)) { continue }
            names.append(last)
        }
        return names
    }

    /// The properties, variables and functions a file declares, by the hashes of their names:
    /// read from the tokens on the first question, so a file asked about many names is read
    /// once rather than once per name.
    struct OwnDeclarations {
        /// The name tokens of the file's `var`, `let` and `func` declarations, grouped by hash.
        private var names: (tokens: [Int], byHash: HashedGroups)?

        /// The file declares a property, variable or function named like token `i`.
        mutating func declares(_ i: Int, in code: Code) -> Bool {
            if names == nil {
                var tokens: [Int] = []
                var j = 0
                while j < code.count - 1 {
                    // `var`, `let` and `func` are keywords: most tokens stop at the kind.
                    if code.tokens[j].kind == .keyword, code.isIdentifier(j + 1),
                       code.isWord(j, "var") || code.isWord(j, "let") || code.isWord(j, "func") {
                        tokens.append(j + 1)
                    }
                    j += 1
                }
                names = (tokens, HashedGroups(count: tokens.count) { code.nameHash(tokens[$0]) })
            }
            guard let names else { return false }
            return names.byHash[code.nameHash(i)].contains { code.sameText(names.tokens[$0], i) }
        }
    }

    /// `items` itself and the system's bar positions are too common to follow by name.
    static func isPositionName(_ code: Code, _ i: Int) -> Bool {
        switch Vocabulary.kind(code, i) {
        case .barPosition?, .barItems?: return true
        default: return false
        }
    }

    /// `private`/`fileprivate` among the modifiers before the keyword at `i`.
    static func isFilePrivate(_ code: Code, before i: Int) -> Bool {
        if code.tokens[i].hasNewlineBefore { return false }
        var j = i - 1
        while j >= 0 && i - j <= 6 && (code.isIdentifier(j) || code.isKind(j, .keyword) || code.isKind(j, .attribute)) {
            if code.isWord(j, "private") || code.isWord(j, "fileprivate") { return true }
            // The declaration's first line starts here; only attributes stand above it.
            if code.tokens[j].hasNewlineBefore { break }
            j -= 1
        }
        return false
    }

    public func isToolbarContentType(_ code: Code, _ i: Int) -> Bool {
        !toolbarContentTypes.isEmpty && toolbarContentTypes.contains(Array(code.bytes(i)))
    }

    /// Whether the name at `i` is one whose value some file gives a hand-built bar's items.
    public func isBarItemName(_ code: Code, _ i: Int) -> Bool {
        guard !barItemNames.isEmpty else { return false }
        // Compared in place: this runs for every property and function of a file with UIKit items.
        let bytes = code.bytes(i)
        return barItemNames.contains { $0.count == bytes.count && $0.elementsEqual(bytes) }
    }

    /// Whether the name at `i` is one whose value some file gives a keyboard's accessory view.
    public func isAccessoryName(_ code: Code, _ i: Int) -> Bool {
        guard !accessoryNames.isEmpty else { return false }
        let bytes = code.bytes(i)
        return accessoryNames.contains { $0.count == bytes.count && $0.elementsEqual(bytes) }
    }

    /// Whether the name at `i` is one whose value some file gives a `backBarButtonItem`.
    public func isBackItemName(_ code: Code, _ i: Int) -> Bool {
        guard !backItemNames.isEmpty else { return false }
        let bytes = code.bytes(i)
        return backItemNames.contains { $0.count == bytes.count && $0.elementsEqual(bytes) }
    }

    public func isBarSubclass(_ code: Code, _ i: Int) -> Bool {
        guard !barSubclasses.isEmpty else { return false }
        // Compared in place: this runs for every type name of a UIKit file.
        let bytes = code.bytes(i)
        func equal(_ name: [UInt8]) -> Bool { name.count == bytes.count && name.elementsEqual(bytes) }
        return barSubclasses.contains(where: equal) && !valueTypesNamedLikeBars.contains(where: equal)
    }
}

/// The lookups one file's model makes in the project index.
public final class IndexLookups {
    /// Tokens whose names were looked up.
    public internal(set) var tokens: [Int32] = []
    /// The model would look up every type name followed by `(` or `.` (`Code.isCalledTypeName`),
    /// had the index any bar subclass.
    public internal(set) var everyCalledTypeName = false

    /// Hashes of the view keys looked up (`Screen.CloseButton`, then `CloseButton`; `Screen.addButton`),
    /// of the config names asked, and of those the views' bodies call, followed from body to body.
    public internal(set) var names: [UInt64] = []
    /// Hashes of the last component of each view key looked up (`CloseButton`, `addButton`):
    /// the name a declaration writes, which the project-wide pass matches with `DeclaredNames`.
    public internal(set) var declarationNames: [DeclarationName] = []

    /// A rule asked which symbol to suggest for a title (`FileModel.suggestedSymbol(for:)`),
    /// which the config's `symbols` may answer.
    public internal(set) var askedSymbols = false

    public init() {}

    /// Notes a lookup of token `i`; true, so it can stand in a condition before the lookup.
    @inline(__always) func note(_ i: Int) -> Bool {
        tokens.append(Int32(i))
        return true
    }

    func noteName(_ name: [UInt8]) {
        names.append(IndexDependence.hash(name[...]))
    }

    func note(_ key: ViewKey) {
        names.append(key.hash)
        declarationNames.append(key.declarationName)
    }

    /// Keys of toolbar content asked of the index (`Screen.editingItems`, `EditorToolbar`).
    public internal(set) var contents: [ViewKey] = []
    /// Views whose place under tabs was asked (`ViewCalls`).
    public internal(set) var calls: [UInt64] = []

    func note(content key: ViewKey) {
        contents.append(key)
    }

    func note(call node: UInt64) {
        calls.append(node)
    }
}

/// What a file's findings could owe to the project index: the names its model looked up
/// there. A file modelled before the index was complete keeps its findings unless the
/// complete index holds one of those names that the index it was modelled with did not.
public struct IndexDependence: Sendable {
    /// Hashes of the names looked up for toolbar content and bar subclasses, sorted, each once.
    let hashes: [UInt64]
    /// Hashes of the view keys and config names looked up, sorted, each once: kept apart, so
    /// a type name a UIKit file builds (`EmptyView(`) does not count as asking for a view.
    let viewHashes: [UInt64]
    /// Hashes of the names those view keys end with, sorted, each once: what a declaration of
    /// them writes (`DeclaredNames`).
    public let viewDeclarationNames: [DeclarationName]
    /// The index the model used (the file's own declarations, private ones included).
    let used: ProjectIndex
    /// The file's own views: those other files see, and its private ones by their plain keys.
    let ownShared: ViewTable
    let ownHidden: ViewTable
    /// A rule asked for a symbol suggestion, which depends on the config's `symbols`.
    let askedSymbols: Bool
    /// The toolbar content keys asked of the index, each with the counts the model got.
    let contents: [(key: ViewKey, declared: [DeclaredContent])]
    /// The views asked about under tabs, each with the answer the model got.
    let calls: [(node: UInt64, answer: ViewCalls.Answer)]
    /// The views asked about under tabs (`ViewCalls` nodes).
    public var askedCallNodes: [UInt64] { calls.map(\.node) }
    /// The views holding a toolbar that has, or may have once other files' content is counted,
    /// enough items to matter under a tab: where the project-wide pass starts looking for the
    /// views that call them (`ViewCompletion`). Not part of what the findings depend on.
    public let tabSearchSeeds: [UInt64]

    /// Borrowing the model: an initializer owns its arguments, so the caller would copy the
    /// whole model (a retain of each of its fields) for this to release again.
    public init(model: borrowing FileModel) {
        var hashes: [UInt64] = []
        let lookups = model.lookups
        if let base = model.code.text.baseAddress, !lookups.tokens.isEmpty || lookups.everyCalledTypeName {
            model.code.tokens.withUnsafeBufferPointer { tokens in
                // Room for a called type name every eight tokens, so the array seldom grows.
                hashes.reserveCapacity(lookups.tokens.count + (lookups.everyCalledTypeName ? tokens.count / 8 : 0))
                @inline(__always) func hash(_ t: Token) -> UInt64 {
                    Code.nameHash(base + Int(t.start), t.length)
                }
                for i in lookups.tokens { hashes.append(hash(tokens[Int(i)])) }
                guard lookups.everyCalledTypeName, tokens.count > 1 else { return }
                for i in 0..<(tokens.count - 1) {
                    let t = tokens[i], next = tokens[i + 1].kind
                    // `Code.isCalledTypeName`, on the raw tokens.
                    guard t.kind == .identifier, next == .leftParen || next == .dot else { continue }
                    let first = base[Int(t.start)]
                    if first >= 65 && first <= 90 { hashes.append(hash(t)) }
                }
            }
        }
        // In place: the array is this function's alone.
        IndexDependence.sortUnique(&hashes)
        // Kept until the second pass, for every file: at its size, not with the room reserved
        // above (a called type name every eight tokens, most of them the same few names).
        self.hashes = hashes.capacity > 2 * hashes.count + 8 ? hashes.withUnsafeBufferPointer { Array($0) } : hashes
        viewHashes = IndexDependence.sortedUnique(lookups.names)
        // Sorted, then each once: no set made only to be sorted.
        var names = lookups.declarationNames
        names.sort()
        var unique = 0
        for k in names.indices where unique == 0 || names[unique - 1] != names[k] {
            names[unique] = names[k]
            unique += 1
        }
        names.removeLast(names.count - unique)
        viewDeclarationNames = names
        self.used = model.index
        ownShared = model.views.own.shared
        ownHidden = model.views.own.hiddenByPlainKey
        askedSymbols = lookups.askedSymbols
        var contents: [(key: ViewKey, declared: [DeclaredContent])] = []
        var seenKeys: Set<ViewKey> = []
        for key in lookups.contents where seenKeys.insert(key).inserted {
            contents.append((key, IndexDependence.sorted(model.index.toolbarContent[key] ?? [])))
        }
        self.contents = contents
        var calls: [(node: UInt64, answer: ViewCalls.Answer)] = []
        for node in IndexDependence.sortedUnique(lookups.calls) { calls.append((node, model.callAnswer(node))) }
        self.calls = calls
        tabSearchSeeds = model.tabSearchSeeds()
    }

    /// Declarations in one order, whatever order the index merged them in.
    static func sorted(_ declared: [DeclaredContent]) -> [DeclaredContent] {
        declared.sorted(by: DeclaredContent.precedes)
    }

    public static func sortedUnique(_ values: [UInt64]) -> [UInt64] {
        var values = values
        sortUnique(&values)
        return values
    }

    /// Sorted, each once, in place (no copy of an array the caller owns alone).
    public static func sortUnique(_ values: inout [UInt64]) {
        guard values.count > 1 else { return }
        values.sort()
        var unique = 1
        for k in 1..<values.count where values[k] != values[unique - 1] {
            values[unique] = values[k]
            unique += 1
        }
        values.removeLast(values.count - unique)
    }

    /// The index's names with their hashes, made once for every file's `changes(with:)`.
    public struct HashedNames: Sendable {
        /// Toolbar content types, bar subclasses and value types named like bars: few.
        let names: [(hash: UInt64, name: [UInt8], kind: Int)]
        /// View keys, config names and UIKit view classes by hash: thousands in an app, so a
        /// file looks up its own few hashes here instead of testing every name.
        let views: [UInt64: [(name: [UInt8], kind: ViewEntry)]]
        let project: ProjectIndex

        public init(_ project: ProjectIndex) {
            var names: [(hash: UInt64, name: [UInt8], kind: Int)] = []
            for (kind, set) in [project.toolbarContentTypes, project.barSubclasses, project.valueTypesNamedLikeBars,
                                project.barItemNames, project.accessoryNames, project.backItemNames].enumerated() {
                for name in set { names.append((IndexDependence.hash(name), name, kind)) }
            }
            var views: [UInt64: [(name: [UInt8], kind: ViewEntry)]] = [:]
            // Views by their whole key: the model notes every key it tries.
            for key in project.views.bodies.keys { views[key.hash, default: []].append((key.bytes, .view)) }
            for name in project.configViews.keys { views[IndexDependence.hash(name), default: []].append((name, .config)) }
            for key in project.views.uiKit.keys { views[key.hash, default: []].append((key.bytes, .uiKit)) }
            self.names = names
            self.views = views
            self.project = project
        }
    }

    /// Whether any index could answer a lookup differently from the file's own declarations:
    /// the model asked the index something. When it did not, `changes(with:)` is false for
    /// every project.
    public var mayChange: Bool {
        askedSymbols || !contents.isEmpty || !calls.isEmpty || !hashes.isEmpty || !viewHashes.isEmpty
    }

    /// Whether modelling the file again with the complete index could answer a lookup
    /// differently (a hash collision only costs that second look).
    public func changes(with project: HashedNames) -> Bool {
        if askedSymbols && used.configSymbols != project.project.configSymbols { return true }
        for (key, declared) in contents where IndexDependence.sorted(project.project.toolbarContent[key] ?? []) != declared {
            return true
        }
        for (node, answer) in calls where project.project.calls.answer(node) != answer {
            return true
        }
        if !hashes.isEmpty {
            for entry in project.names where IndexDependence.contains(hashes, entry.hash) {
                let had: Set<[UInt8]>
                switch entry.kind {
                case 0: had = used.toolbarContentTypes
                case 1: had = used.barSubclasses
                case 2: had = used.valueTypesNamedLikeBars
                case 3: had = used.barItemNames
                case 4: had = used.accessoryNames
                default: had = used.backItemNames
                }
                if !had.contains(entry.name) { return true }
            }
        }
        guard !project.views.isEmpty else { return false }
        for h in viewHashes {
            for entry in project.views[h] ?? [] {
                switch entry.kind {
                case .config:
                    if used.configViews[entry.name] != project.project.configViews[entry.name] { return true }
                    continue
                case .uiKit:
                    let key = ViewKey(entry.name)
                    let seen = used.views.uiKit[key] ?? ownShared.uiKit[key] ?? ownHidden.uiKit[key]
                    if seen != project.project.views.uiKit[key] { return true }
                    continue
                case .view:
                    break
                }
                // Every body the project declares under the key was already seen.
                let key = ViewKey(entry.name)
                let seen = (used.views[key] ?? []) + (ownShared[key] ?? []) + (ownHidden[key] ?? [])
                if !(project.project.views[key] ?? []).allSatisfy(seen.contains) { return true }
            }
        }
        return false
    }

    /// What a name in `HashedNames.views` is.
    enum ViewEntry {
        case view, config, uiKit
    }

    public static func contains(_ hashes: [UInt64], _ h: UInt64) -> Bool {
        var low = 0, high = hashes.count
        while low < high {
            let mid = (low + high) / 2
            if hashes[mid] < h { low = mid + 1 } else { high = mid }
        }
        return low < hashes.count && hashes[low] == h
    }

    public static func hash(_ name: [UInt8]) -> UInt64 {
        hash(name[...])
    }

    public static func hash(_ name: ArraySlice<UInt8>) -> UInt64 {
        name.withUnsafeBufferPointer { b in b.baseAddress.map { Code.nameHash($0, b.count) } ?? 0 }
    }
}
