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
    /// Where a count shown as text beside the item's symbol starts (`Text("\(n)")`, a title
    /// `"\(n)"`); `FileModel.countExpression(_:)` gives what it counts (`Counts.swift`).
    @PackedIndex public var countText: Int?
    /// The `role:` argument value's last member token (`destructive`).
    @PackedIndex public var roleMember: Int?
    /// The item (or its label) is a `Menu`, or a UIKit item with `menu:`.
    public var isMenu: Bool
    /// UIKit: the `style:` argument value's last member token (`done`).
    @PackedIndex public var styleMember: Int?
    /// UIKit: the title comes from the item's `primaryAction:` `UIAction`, which then gives the
    /// item its image too: advice about the image is for the action.
    public var titledByAction = false
    /// UIKit: drawn clear (`item.tintColor = .clear`) and given no action, menu or primary
    /// action: an item that only holds room (to keep another centred), not a control. No item
    /// rule applies to it; the counting rules still count the room it takes.
    public var isClearPlaceholder = false
    /// UIKit: the type the `customView:` name's declaration in scope constructs
    /// (`let naviButton = UIButton(type: .custom)`), for messages.
    @PackedIndex public var customViewType: Int?
    /// UIKit: the `barButtonSystemItem:`/`systemItem:` value's last member token, or the
    /// `flexibleSpace()`/`fixedSpace()` factory's name token.
    @PackedIndex public var systemItemMember: Int?
    /// UIKit: the bar positions the item is assigned to.
    public var positions: BarPositions
    /// UIKit: the position property as the code writes it, when one names every position
    /// (`rightBarButtonItem`, not `rightBarButtonItems`), for messages.
    @PackedIndex public var positionWord: Int?
    /// The kind of action the item is, by role, system item, title or symbol (`ActionKinds.swift`).
    public var actionKind: ActionKind?
    /// A Close-like or Done-like item that ends a mode on the same screen: inside `if flag`,
    /// its action only assigns or toggles `flag`.
    public var endsModeOnScreen: Bool
    /// A SwiftUI Done-like item whose action, written in place, does not dismiss, in a type
    /// whose other Done-like item does: that one completes the screen (a Save that stores a
    /// search beside an Apply that closes the sheet).
    public var isSecondaryDoneLike: Bool
    /// The accessibility label that decided `actionKind`, for an image that is not a symbol.
    public var actionAccessibilityLabel: TokenRange?

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
        countText = nil
        roleMember = nil
        isMenu = false
        styleMember = nil
        systemItemMember = nil
        positions = []
        positionWord = nil
        actionKind = nil
        endsModeOnScreen = false
        isSecondaryDoneLike = false
        actionAccessibilityLabel = nil
    }

    /// Item rules apply: not keyboard, not title content, not on a hand-built bar.
    public var takesItemRules: Bool {
        (area == .bar || area == .overflowMenu) && !isClearPlaceholder
    }

    /// The item says how it behaves on a vertical bar (`.axisBehavior(…)`, or UIKit's property).
    public var hasAxisBehavior: Bool { axisBehaviorModifier != nil }

    public var isSpacer: Bool { kind == .spacer }

    /// UIKit: placed, and only in a navigation item's positions (not the toolbar's).
    public var isOnNavigationBarOnly: Bool { !positions.isEmpty && BarPositions.navigationBar.isSuperset(of: positions) }
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
    /// The navigation item's positions (its buttons and item groups, the pinned one too).
    public static let navigationBar: BarPositions = [.leftBarButtonItems, .rightBarButtonItems, .leadingItemGroups,
                                                     .trailingItemGroups, .centerItemGroups, .pinnedTrailingGroup]
}
