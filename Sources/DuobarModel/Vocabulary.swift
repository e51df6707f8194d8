import DuobarScanner

/// Every name the model recognises, each written once: its spelling, what it is, and how the
/// pre-check counts it. The lookups are built from this table when first used (`NameTable`):
/// `Word`'s, `ControlName`'s, the UIKit bar positions', the UIKit word sets, and the
/// pre-check's markers. A new name is one entry here; nothing else is sorted by length or
/// spelled in hex.
public enum Vocabulary {
    /// What a name is to the model.
    enum Kind: Equatable {
        /// A SwiftUI modifier, `.name(…)`.
        case modifier
        /// A SwiftUI view type, with the control it is read as.
        case control(ControlName)
        /// A toolbar item placement (`.keyboard`), with the area its items are in.
        case placement(ItemArea)
        /// A protocol whose conformers are toolbar content; the project index keeps them.
        case toolbarContentProtocol
        /// What marks a builder of toolbar content: `@ToolbarContentBuilder`, and `some`
        /// before a toolbar-content protocol.
        case toolbarContentBuilder
        /// A keyword that declares a type the project index may keep.
        case declarationKeyword
        /// `typealias`, which may give a control another name.
        case aliasKeyword
        /// The UIKit bar item class.
        case barItemClass
        /// A UIKit property holding a system bar's items, with the position it stands for.
        case barPosition(BarPositions)
        /// A UIKit method whose first argument is a bar's items, with their position.
        case itemsSetter(BarPositions)
        /// `bar.items`: the items of a bar built by hand.
        case barItems
        /// A UIKit bar class: built by hand when constructed, subclassed when inherited from.
        case barClass
        /// Where a keyboard's accessory toolbar is installed.
        case accessoryView
        /// What marks a property as set from a storyboard or nib (a bar placed there by hand).
        case outlet
        /// A UIKit view controller's vertical-bar decision.
        case verticalBarOverride
        /// The navigation container that predates the vertical bar.
        case legacyNavigationContainer
        /// The container whose tabs share the vertical bar with the toolbar.
        case tabContainer
        /// What lets a view lay itself out for the vertical bar: the bar's edge, which it reads,
        /// or a container that picks the form that fits (`ViewThatFits`).
        case verticalEdge
        /// UIKit views whose content a narrow bar makes rearrange: a label, a stack's subviews.
        case arrangedContent
        /// The reading direction, which says nothing of where the vertical bar is.
        case layoutDirection
        /// The kind of device the code runs on: code for an iPad only never reaches an iPhone bar.
        case deviceIdiom
        /// Access that keeps a declaration to its file, so the file holds all its uses.
        case fileAccess
        /// Not a name: bytes a family of names shares (`oolbar` is in `toolbar`, `UIToolbar`,
        /// `ToolbarItem`…), so that the pre-check finds them all in one pass.
        case fragment
    }

    /// How a file holding the spelling counts for the pre-check.
    public indirect enum Precheck: Sendable, Equatable {
        /// Anywhere in the file.
        case plain
        /// Where `(` or `.init` follows, after any blanks: a construction (`UITabBar(frame:)`).
        case construction
        /// Where `:` or `,` comes before, after any blanks: inherited from (`class Bar: UITabBar`).
        case inherited
        /// Either of the two: built (`UITabBar(frame:)`) or named as a declaration's type
        /// (`@IBOutlet weak var tabs: UITabBar!`), as a bar placed in a storyboard is.
        case constructionOrTyped
        /// As the first says, and only if the file also holds one of these words (the
        /// controls a hand-built bar is made of).
        case withAnyOf(Precheck, [StaticString])
        /// Only where the call's first argument has this label, after any blanks and line
        /// breaks (`.overlay(alignment:`, not `.overlay(Color.red)`).
        case firstArgument(StaticString)
        /// Only in one of these forms, each written with `~` for the marker: the bytes before
        /// it, the bytes after it, and a final `$` where no name may go on (`t~$` is `toolbar`
        /// as a whole name's end, `~Item` is `ToolbarItem`, `toolbarItems`, …).
        case inForm([StaticString])
        /// As the first says, and only where these bytes follow within `window` bytes of the
        /// marker's end (`.overlay(alignment: .bottom) { HStack`: a hand-built bar's content
        /// starts with its stack, right after the call's arguments).
        case followedWithin(Precheck, StaticString, window: Int)

        public static func == (a: Precheck, b: Precheck) -> Bool {
            switch (a, b) {
            case (.plain, .plain), (.construction, .construction), (.inherited, .inherited),
                 (.constructionOrTyped, .constructionOrTyped): return true
            case (.firstArgument(let x), .firstArgument(let y)):
                return Vocabulary.buffer(x).elementsEqual(Vocabulary.buffer(y))
            case (.withAnyOf(let p, let x), .withAnyOf(let q, let y)):
                return p == q && x.count == y.count && zip(x, y).allSatisfy { Vocabulary.buffer($0).elementsEqual(Vocabulary.buffer($1)) }
            case (.followedWithin(let p, let x, let m), .followedWithin(let q, let y, let n)):
                return p == q && m == n && Vocabulary.buffer(x).elementsEqual(Vocabulary.buffer(y))
            case (.inForm(let x), .inForm(let y)):
                return x.count == y.count && zip(x, y).allSatisfy { Vocabulary.buffer($0).elementsEqual(Vocabulary.buffer($1)) }
            default: return false
            }
        }
    }

    /// An inset or overlay is a hand-built bar only if its content is an `HStack` or a `VStack`
    /// (`HandBuiltBarFinder.swiftUIBar`): the word comes right after the call's arguments, well
    /// within a kilobyte. Two in three insets and overlays in real apps hold something else.
    static func barStack(_ first: Precheck) -> Precheck {
        .followedWithin(first, "Stack", window: 1024)
    }

    /// The controls `HandBuiltBars.controlCount` counts, by the bytes their names share
    /// (`Link` is also in `NavigationLink` and `ShareLink`).
    public static let barControlNames: [StaticString] = ["Button", "Menu", "Toggle", "Link"]

    /// A spelling's bytes, in place.
    public static func buffer(_ spelling: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount)
    }

    /// Plain values only (no `String`, no array): the table is read at start-up, and copying
    /// an entry then costs no reference counting.
    struct Entry {
        let spelling: StaticString
        let kind: Kind
        /// Where `Code` lists the name's occurrences, for names the finders start from.
        let word: Word?
        /// How the pre-check counts the spelling when a rule names it as a marker; nil when
        /// no rule may.
        let precheck: Precheck?

        init(_ spelling: StaticString, _ kind: Kind, word: Word? = nil, precheck: Precheck? = nil) {
            self.spelling = spelling
            self.kind = kind
            self.word = word
            self.precheck = precheck
        }

        var bytes: [UInt8] { Array(Vocabulary.buffer(spelling)) }
    }

    static let entries: [Entry] = [
        // SwiftUI toolbar contexts and their content.
        Entry("toolbar", .modifier, word: .toolbar),
        Entry("some", .toolbarContentBuilder, word: .some),
        Entry("@ToolbarContentBuilder", .toolbarContentBuilder, word: .toolbarContentBuilderAttribute),
        Entry("ToolbarContent", .toolbarContentProtocol, word: .ToolbarContent),
        Entry("CustomizableToolbarContent", .toolbarContentProtocol, word: .CustomizableToolbarContent),
        Entry("keyboard", .placement(.keyboard)),
        Entry("principal", .placement(.principal)),
        // On iPhone the system puts secondary actions in the bar's overflow menu (an ellipsis).
        Entry("secondaryAction", .placement(.overflowMenu)),
        // The title placements (iOS 26): title content, like `.principal`.
        Entry("title", .placement(.principal)),
        Entry("largeTitle", .placement(.principal)),
        Entry("subtitle", .placement(.principal)),
        Entry("largeSubtitle", .placement(.principal)),

        // SwiftUI controls, read for an item's label class.
        Entry("Button", .control(.button)),
        Entry("Menu", .control(.menu)),
        Entry("Toggle", .control(.toggle)),
        Entry("Link", .control(.link)),
        // Titled, or labelled by its one trailing closure, as `Link` is.
        Entry("PhotosPicker", .control(.link)),
        Entry("NavigationLink", .control(.navigationLink)),
        Entry("ShareLink", .control(.shareLink)),
        Entry("EditButton", .control(.systemButton)),
        Entry("PasteButton", .control(.systemButton)),
        Entry("RenameButton", .control(.systemButton)),
        Entry("DefaultToolbarItem", .control(.systemButton)),
        Entry("Label", .control(.label)),
        Entry("Text", .control(.text)),
        Entry("Image", .control(.image)),
        Entry("Spacer", .control(.spacer)),
        Entry("ToolbarSpacer", .control(.spacer)),
        Entry("Divider", .control(.spacer)),

        // SwiftUI modifiers.
        // A hand-built bar is a stack of two or more controls (`HandBuiltBars.controlCount`):
        // a file with none of their names holds none.
        Entry("safeAreaInset", .modifier, word: .safeAreaInset, precheck: .withAnyOf(barStack(.firstArgument("edge")), barControlNames)),
        Entry("overlay", .modifier, word: .overlay, precheck: .withAnyOf(barStack(.firstArgument("alignment")), barControlNames)),
        Entry("toolbarVerticalBehavior", .modifier, word: .toolbarVerticalBehavior, precheck: .plain),
        // Also `UIBarButtonItem`'s property of the same name.
        Entry("axisBehavior", .modifier, precheck: .plain),
        // Also `UIBarButtonItem`'s property of the same name; a context that holds one ranks its items.
        Entry("visibilityPriority", .modifier, word: .visibilityPriority),
        // The older way to place bar items, outside any `.toolbar`.
        Entry("navigationBarItems", .modifier, word: .navigationBarItems, precheck: .plain),
        Entry("NavigationView", .legacyNavigationContainer, word: .NavigationView),
        Entry("TabView", .tabContainer, word: .TabView),

        // UIKit items and the bar positions they are assigned to.
        Entry("UIBarButtonItem", .barItemClass, word: .UIBarButtonItem),
        Entry("toolbarItems", .barPosition(.toolbarItems), word: .toolbarItems),
        Entry("leftBarButtonItem", .barPosition(.leftBarButtonItems), word: .leftBarButtonItem),
        Entry("leftBarButtonItems", .barPosition(.leftBarButtonItems), word: .leftBarButtonItems),
        Entry("rightBarButtonItem", .barPosition(.rightBarButtonItems), word: .rightBarButtonItem),
        Entry("rightBarButtonItems", .barPosition(.rightBarButtonItems), word: .rightBarButtonItems),
        Entry("leadingItemGroups", .barPosition(.leadingItemGroups), word: .leadingItemGroups),
        Entry("trailingItemGroups", .barPosition(.trailingItemGroups), word: .trailingItemGroups),
        Entry("centerItemGroups", .barPosition(.centerItemGroups), word: .centerItemGroups),
        Entry("pinnedTrailingGroup", .barPosition(.pinnedTrailingGroup), word: .pinnedTrailingGroup),
        // `inputAssistantItem`'s groups: the keyboard's shortcut bar, never vertical, like an
        // accessory toolbar.
        Entry("leadingBarButtonGroups", .barPosition(.customBar), word: .leadingBarButtonGroups),
        Entry("trailingBarButtonGroups", .barPosition(.customBar), word: .trailingBarButtonGroups),
        Entry("additionalOverflowItems", .barPosition(.additionalOverflowItems), word: .additionalOverflowItems),
        Entry("backBarButtonItem", .barPosition(.backButton), word: .backBarButtonItem),
        Entry("setToolbarItems", .itemsSetter(.toolbarItems), word: .setToolbarItems),
        // `navigationItem.setRightBarButtonItems(_:animated:)`, `setLeftBarButton(_:animated:)`.
        Entry("setLeftBarButton", .itemsSetter(.leftBarButtonItems), word: .setLeftBarButton),
        Entry("setLeftBarButtonItems", .itemsSetter(.leftBarButtonItems), word: .setLeftBarButtonItems),
        Entry("setRightBarButton", .itemsSetter(.rightBarButtonItems), word: .setRightBarButton),
        Entry("setRightBarButtonItems", .itemsSetter(.rightBarButtonItems), word: .setRightBarButtonItems),
        Entry("setItems", .itemsSetter(.customBar), word: .setItems),
        Entry("items", .barItems, word: .items),

        // UIKit bars.
        Entry("UIToolbar", .barClass, word: .UIToolbar, precheck: .constructionOrTyped),
        Entry("UINavigationBar", .barClass, word: .UINavigationBar, precheck: .constructionOrTyped),
        Entry("UITabBar", .barClass, word: .UITabBar, precheck: .constructionOrTyped),
        Entry("inputAccessoryView", .accessoryView, word: .inputAccessoryView),
        Entry("@IBOutlet", .outlet, word: .outletAttribute),
        Entry("preferredVerticalBarBehavior", .verticalBarOverride, word: .preferredVerticalBarBehavior),

        // What a custom view reads or holds when it is given a vertical form.
        Entry("toolbarVerticalEdge", .verticalEdge, word: .toolbarVerticalEdge),
        Entry("verticalBarEdge", .verticalEdge, word: .verticalBarEdge),
        Entry("ViewThatFits", .verticalEdge, word: .ViewThatFits),
        Entry("UILabel", .arrangedContent, word: .UILabel),
        Entry("UIStackView", .arrangedContent, word: .UIStackView),
        Entry("addArrangedSubview", .arrangedContent, word: .addArrangedSubview),

        // The reading direction (SwiftUI's environment value and UIKit's trait, a view's, the app's).
        Entry("layoutDirection", .layoutDirection),
        Entry("effectiveUserInterfaceLayoutDirection", .layoutDirection),
        Entry("userInterfaceLayoutDirection", .layoutDirection),

        // The kind of device (`UIDevice.current.userInterfaceIdiom == .pad`, a trait collection's).
        Entry("userInterfaceIdiom", .deviceIdiom, word: .userInterfaceIdiom),
        // An app's own iPad check, read only as a member of `UIDevice` (`UIDevice.isPad`,
        // `UIDevice.current.isIPad`): the extensions that declare them compare the idiom.
        Entry("isPad", .deviceIdiom, word: .isPad),
        Entry("isIpad", .deviceIdiom, word: .isIpad),
        Entry("isIPad", .deviceIdiom, word: .isIPad),
        Entry("isiPad", .deviceIdiom, word: .isiPad),
        // An iPad app on a Mac, or a Catalyst app: never so on an iPhone.
        Entry("isMacCatalystApp", .deviceIdiom, word: .isMacCatalystApp),
        Entry("isiOSAppOnMac", .deviceIdiom, word: .isiOSAppOnMac),
        Entry("IS_CATALYST", .deviceIdiom, word: .IS_CATALYST),
        Entry("isCatalyst", .deviceIdiom, word: .isCatalyst),
        Entry("isMacCatalyst", .deviceIdiom, word: .isMacCatalyst),
        // A member only code that never runs uses never runs either.
        Entry("private", .fileAccess, word: .privateModifier),
        Entry("fileprivate", .fileAccess, word: .fileprivateModifier),

        // Declarations the project index reads.
        Entry("class", .declarationKeyword, word: .classDeclaration),
        Entry("struct", .declarationKeyword, word: .structDeclaration),
        Entry("enum", .declarationKeyword, word: .enumDeclaration),
        Entry("extension", .declarationKeyword, word: .extensionDeclaration),
        Entry("actor", .declarationKeyword, word: .actorDeclaration),
        Entry("typealias", .aliasKeyword, word: .typealiasDeclaration),

        // Pre-check fragments.
        // The forms toolbar code takes: `.toolbar`, `ToolbarItem…`, `toolbarItems`,
        // `ToolbarContent`, `ToolbarSpacer`, `ToolbarOverflowMenu`, `toolbarVertical…`,
        // `UIToolbar`. Not `.toolbarBackground(…)`, `isToolbarHidden` or an app's own
        // `BrowserToolbarViewModel`, which are most of the other files that say "oolbar".
        Entry("oolbar", .fragment, precheck: .inForm(["t~$", "~Item", "~Content", "~Spacer", "~OverflowMenu", "~Vertical", "UIT~"])),
        Entry("BarButtonItem", .fragment, precheck: .plain),
        Entry("VerticalBarBehavior", .fragment, precheck: .plain),
        // `layoutDirection`, `effectiveUserInterfaceLayoutDirection`, `userInterfaceLayoutDirection`.
        Entry("ayoutDirection", .fragment, precheck: .plain),
    ]

    // MARK: Lookups built from the table

    /// Every name but the fragments: the one table the lookups go through. A name's value is
    /// its entry's index in the low 16 bits and its `Word`'s raw value plus one above them
    /// (0: none), so the word lookup needs no second table.
    static let names: NameTable = {
        precondition(entries.count < 1 << 16, "fewer than 65,536 entries")
        var list: [(spelling: [UInt8], value: Int)] = []
        for (k, entry) in entries.enumerated() where entry.kind != .fragment {
            list.append((entry.bytes, k | (entry.word.map { $0.rawValue + 1 } ?? 0) << 16))
        }
        return NameTable(list)
    }()

    /// What the identifier, keyword or attribute at token `i` is, if the table names it.
    static func kind(_ code: Code, _ i: Int) -> Kind? {
        guard i >= 0 && i < code.count else { return nil }
        switch code.tokens[i].kind {
        case .identifier, .keyword, .attribute:
            let value = names.lookup(code, i)
            return value >= 0 ? entries[value & 0xFFFF].kind : nil
        default:
            return nil
        }
    }

    static func words(where include: (Kind) -> Bool) -> [Word] {
        entries.compactMap { include($0.kind) ? $0.word : nil }
    }

    /// Words without which a file has no UIKit item the rules look at: one is built, or put
    /// on a system bar. (Items of a bar built by hand, `items`/`setItems`, take no item rule.)
    static let itemWords: [Word] = words { kind in
        switch kind {
        case .barItemClass, .barPosition: return true
        case .itemsSetter(let position): return position != .customBar
        default: return false
        }
    }

    /// Words of files that may hold UIKit bar items or bars, where variables are followed.
    static let uiKitWords: [Word] = words { kind in
        switch kind {
        case .barItemClass, .barPosition, .itemsSetter, .barItems, .barClass, .accessoryView: return true
        default: return false
        }
    }

    /// Words that assign items to a bar position: properties, setters and `bar.items`.
    static let positionWords: [Word] = words { kind in
        switch kind {
        case .barPosition, .itemsSetter, .barItems: return true
        default: return false
        }
    }

    /// Types that declarations the project index keeps inherit from.
    static func isIndexedSupertype(_ kind: Kind) -> Bool { kind == .toolbarContentProtocol || kind == .barClass }

    static let indexedSupertypes: [Word] = words(where: isIndexedSupertype)

    // MARK: Pre-check markers

    /// A byte string the pre-check looks for, and when a file holding it counts.
    public struct Marker: Sendable, Equatable {
        public let bytes: [UInt8]
        public let precheck: Precheck

        public init(bytes: [UInt8], precheck: Precheck) {
            self.bytes = bytes
            self.precheck = precheck
        }
    }

    /// The pre-check marker spelled `spelling`, or nil if the table has no entry that is one.
    /// (A scan of a short table, made a few times per run: no dictionary to set up.)
    public static func marker(_ spelling: String) -> Marker? {
        var spelling = spelling
        return spelling.withUTF8 { bytes -> Marker? in
            guard let base = bytes.baseAddress else { return nil }
            for entry in markerEntries where entry.spelling.utf8CodeUnitCount == bytes.count {
                if let precheck = entry.precheck, ByteClass.equal(base, entry.spelling.utf8Start, bytes.count) {
                    return Marker(bytes: Array(bytes), precheck: precheck)
                }
            }
            return nil
        }
    }

    /// The entries a rule may name as markers.
    static let markerEntries: [Entry] = entries.filter { $0.precheck != nil }

    /// What the model itself needs read in every run, whatever the rules: files that declare a
    /// type the project index keeps (`struct Items: ToolbarContent`, `class Bar: UITabBar`).
    public static let indexMarkers: [Marker] = {
        var markers: [Marker] = []
        for entry in entries where isIndexedSupertype(entry.kind) {
            markers.append(Marker(bytes: entry.bytes, precheck: .inherited))
        }
        return markers
    }()
}

extension Word {
    /// How the word is written in source (its vocabulary entry's spelling).
    public var spelling: String {
        guard let entry = Vocabulary.entries.first(where: { $0.word == self }) else { return "" }
        return String(decoding: Vocabulary.buffer(entry.spelling), as: UTF8.self)
    }
}
