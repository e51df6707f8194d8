/// What an item's label shows (docs/model.md, "Label classes").
public enum LabelClass: String, Sendable {
    /// A title and an image.
    case both
    /// A title only.
    case text
    /// An image only.
    case image
    /// Anything else: stacks, pickers, progress views, other types.
    case custom
    /// Branches of different classes.
    case conditional
    /// A reference whose shape is not visible here (`saveButton`, a non-literal action):
    /// no rule decides on it.
    case unknown
}

/// What kind of control an item is built from.
public enum ControlKind: Sendable {
    case button, menu, toggle, link, navigationLink, shareLink
    case text, image, label
    /// `EditButton`, `PasteButton`, `RenameButton`, `DefaultToolbarItem`, role-only buttons.
    case systemProvided
    /// `Spacer`, `ToolbarSpacer`, `Divider`, UIKit flexible and fixed spaces.
    case spacer
    case custom
    case reference
    /// A `UIBarButtonItem`.
    case barButtonItem
}

/// Where an item lives.
public enum ItemArea: Sendable {
    /// A bar the system may turn vertical.
    case bar
    /// `placement: .keyboard`: never vertical.
    case keyboard
    /// Inside `ToolbarOverflowMenu` / `additionalOverflowItems`.
    case overflowMenu
    /// A hand-built or `inputAccessoryView` UIKit toolbar.
    case customBar
    /// `placement: .principal`: title content.
    case principal
    /// UIKit `backBarButtonItem`: only its title is used, beside the system's chevron.
    case systemBackButton
}

/// A token range `[start, end)` in `Code.tokens`.
public struct TokenRange: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }
}

/// An item's label: its class, and where its title and symbol are written.
public struct ItemLabel: Sendable {
    public var labelClass: LabelClass
    /// The title expression, when the label has one.
    public var title: TokenRange?
    /// The symbol's token, when its name is written here: a string literal's text (`"xmark"`)
    /// or a wrapper member (`.xmarkCircleFill`).
    @PackedIndex public var symbolToken: Int?
    /// `symbolToken` is a wrapper member, named in camel case rather than SF Symbols' dotted form.
    public var symbolIsWrapperMember: Bool

    public init(_ labelClass: LabelClass, title: TokenRange? = nil, symbolToken: Int? = nil, symbolIsWrapperMember: Bool = false) {
        self.labelClass = labelClass
        self.title = title
        self.symbolToken = symbolToken
        self.symbolIsWrapperMember = symbolIsWrapperMember
    }

    public static let unknown = ItemLabel(.unknown)
    public static let custom = ItemLabel(.custom)
}

/// Which frameworks' items a rule is looking at.
public enum Framework: Sendable { case swiftUI, uiKit }

/// A bar item: a SwiftUI toolbar item or a `UIBarButtonItem`.
public struct BarItem: Sendable {
    public var framework: Framework
    public var kind: ControlKind
    /// The control's token range: where findings about the item point.
    public var control: TokenRange
    public var label: ItemLabel
    public var area: ItemArea
    /// The toolbar context, as an index into `FileModel.contexts`; nil for UIKit items.
    @PackedIndex public var contextIndex: Int?
    /// The `ToolbarItem`/`ToolbarItemGroup` name token; nil for a bare view.
    @PackedIndex public var wrapperName: Int?
    /// The wrapper is a `ToolbarItem` (one item), not a group.
    public var wrapperIsSingleItem: Bool
    /// The placement argument's value, if any.
    public var placement: TokenRange?
    /// The placement value's last member token (`topBarTrailing`).
    @PackedIndex public var placementMember: Int?
    /// The `.axisBehavior(…)` modifier's name token, or UIKit's `axisBehavior` property's.
    @PackedIndex public var axisBehaviorModifier: Int?
    /// The axis behavior value's last member token (`horizontalOnly`).
    @PackedIndex public var axisBehaviorMember: Int?
    /// The `.visibilityPriority(…)` modifier's name token, or UIKit's property's.
    @PackedIndex public var visibilityPriorityModifier: Int?
    /// The `.badge(…)` modifier's name token, or UIKit's `badge` property's.
    @PackedIndex public var badgeModifier: Int?
    /// The `role:` argument value's last member token (`destructive`).
    @PackedIndex public var roleMember: Int?
    /// The item (or its label) is a `Menu`, or a UIKit item with `menu:`.
    public var isMenu: Bool
    /// UIKit: the `style:` argument value's last member token (`done`).
    @PackedIndex public var styleMember: Int?
    /// UIKit: the `barButtonSystemItem:`/`systemItem:` value's last member token, or the
    /// `flexibleSpace()`/`fixedSpace()` factory's name token.
    @PackedIndex public var systemItemMember: Int?
    /// UIKit: the bar positions the item is assigned to.
    public var positions: BarPositions

    public init(framework: Framework, kind: ControlKind, control: TokenRange, label: ItemLabel, area: ItemArea) {
        self.framework = framework
        self.kind = kind
        self.control = control
        self.label = label
        self.area = area
        contextIndex = nil
        wrapperName = nil
        wrapperIsSingleItem = false
        placement = nil
        placementMember = nil
        axisBehaviorModifier = nil
        axisBehaviorMember = nil
        visibilityPriorityModifier = nil
        badgeModifier = nil
        roleMember = nil
        isMenu = false
        styleMember = nil
        systemItemMember = nil
        positions = []
    }

    /// Item rules apply: not keyboard, not title content, not on a hand-built bar.
    public var takesItemRules: Bool {
        area == .bar || area == .overflowMenu
    }

    /// The item says how it behaves on a vertical bar (`.axisBehavior(…)`, or UIKit's property).
    public var hasAxisBehavior: Bool { axisBehaviorModifier != nil }

    public var isSpacer: Bool { kind == .spacer }
}

/// UIKit bar positions (docs/model.md, "UIKit items").
public struct BarPositions: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    public static let leftBarButtonItems = BarPositions(rawValue: 1)
    public static let rightBarButtonItems = BarPositions(rawValue: 2)
    public static let toolbarItems = BarPositions(rawValue: 4)
    public static let leadingItemGroups = BarPositions(rawValue: 8)
    public static let trailingItemGroups = BarPositions(rawValue: 16)
    public static let centerItemGroups = BarPositions(rawValue: 32)
    public static let pinnedTrailingGroup = BarPositions(rawValue: 64)
    public static let additionalOverflowItems = BarPositions(rawValue: 128)
    /// `toolbar.items = …` / `setItems(…)` on a hand-built bar.
    public static let customBar = BarPositions(rawValue: 256)
    /// `navigationItem.backBarButtonItem`.
    public static let backButton = BarPositions(rawValue: 512)
}

/// Where a toolbar context comes from.
public enum ContextKind: Sendable {
    /// `.toolbar { … }`
    case modifier
    /// The body of a `ToolbarContent` type, or a `@ToolbarContentBuilder` / `some ToolbarContent` member.
    case builder
}

/// A toolbar context (docs/model.md, "Toolbar contexts").
public struct ToolbarContext: Sendable {
    public var kind: ContextKind
    /// `.toolbar` name token, or the builder's name token: where context findings point.
    public var anchor: Int
    /// The `{` of the content.
    public var body: Int
}

/// A bar built by hand: a `UIToolbar`-family construction, or a SwiftUI stack of
/// controls in `.safeAreaInset`/`.overlay`.
public struct HandBuiltBar: Sendable {
    public var range: TokenRange
    /// The type name token for UIKit, or the modifier name for SwiftUI.
    public var name: Int
    public var framework: Framework
}

/// A vertical-bar decision: `.toolbarVerticalBehavior(…)` or a `preferredVerticalBarBehavior` override.
public struct VerticalOptOut: Sendable {
    public enum Value: Sendable {
        /// A single case literal; the token of its name.
        case literal(Int)
        /// Depends on state: a ternary, a variable, a condition in a getter.
        case varying
    }

    public var framework: Framework
    /// The modifier's or property's name token.
    public var name: Int
    public var value: Value
    /// Applied inside the content of `.sheet`, `.fullScreenCover` or `.popover`.
    public var inPresentation: Bool
    /// Applied inside a navigation destination.
    public var inNavigationDestination: Bool

    public var isDisabledLiteral: Bool = false
}
