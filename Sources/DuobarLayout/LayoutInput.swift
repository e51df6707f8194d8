/// What the layout needs to know about one toolbar item. Pure data: the layout never sees
/// source code, only these facts, so each rule of the vertical bar can be tested on its own.
public struct LayoutItem: Sendable, Equatable {
    /// The caller's handle for the item (an index into its own list); the layout only passes it on.
    public var id: Int
    /// Where the source places it on today's horizontal bars.
    public var origin: Origin
    /// What its label shows.
    public var shape: LabelShape
    /// `.axisBehavior(…)` / `item.axisBehavior`, when written.
    public var axis: AxisBehavior
    /// `.visibilityPriority(…)` / `item.visibilityPriority`, when written.
    public var priority: VisibilityPriority
    /// Items that share a group (a `ToolbarItemGroup`, one UIKit bar position) share this number.
    public var group: Int
    /// The `if`/`switch` branches that hold the item, outermost first: items of different
    /// branches of one statement are never on the bar together.
    public var branches: [BranchChoice]

    public init(id: Int, origin: Origin, shape: LabelShape, axis: AxisBehavior = .unset,
                priority: VisibilityPriority = .unset, group: Int? = nil, branches: [BranchChoice] = []) {
        self.id = id
        self.origin = origin
        self.shape = shape
        self.axis = axis
        self.priority = priority
        self.group = group ?? -1 - id
        self.branches = branches
    }
}

/// One branch of one `if`/`switch` statement, as opaque numbers the caller chooses.
public struct BranchChoice: Sendable, Hashable {
    public var statement: Int
    public var branch: Int

    public init(statement: Int, branch: Int) {
        self.statement = statement
        self.branch = branch
    }
}

/// Where an item sits on today's horizontal bars, which decides where it goes on the vertical one.
public enum Origin: String, Sendable, Equatable, CaseIterable {
    /// Back, Close, and the leading end of the top bar: `.cancellationAction`,
    /// `.topBarLeading`, `.navigationBarLeading`, `.navigation`; UIKit left items and
    /// `leadingItemGroups`.
    case navigation
    /// `.topBarPinnedTrailing`; UIKit `pinnedTrailingGroup`: the prominent action, kept near
    /// the top and the last to overflow.
    case pinned
    /// `.confirmationAction`: a prominent action, not pinned.
    case prominent
    /// The rest of the top bar: `.topBarTrailing`, `.navigationBarTrailing`, `.primaryAction`,
    /// `.destructiveAction`, no placement; UIKit right items, trailing and center groups.
    case topBar
    /// `.bottomBar`, `.status`; UIKit `toolbarItems`.
    case bottomBar
    /// Always in the overflow menu: `ToolbarOverflowMenu`, `.secondaryAction`; UIKit
    /// `additionalOverflowItems`.
    case overflowMenu
    /// Title content: `.principal`, `.title`, `.largeTitle`, `.subtitle`, `.largeSubtitle`.
    case title
    /// `.keyboard`: stays with the keyboard.
    case keyboard
    /// The source does not say: a placement chosen at run time, or a UIKit item whose bar
    /// position is not in its file.
    case unknown

    /// A SwiftUI placement, by its last member (`topBarLeading`); nil for none written, and
    /// an empty string for a placement that is not a plain member (`isPad ? .a : .b`).
    public init(swiftUIPlacement member: String?) {
        guard let member else { self = .topBar; return }
        switch member {
        case "cancellationAction", "topBarLeading", "navigationBarLeading", "navigation": self = .navigation
        case "topBarPinnedTrailing": self = .pinned
        case "confirmationAction": self = .prominent
        case "topBarTrailing", "navigationBarTrailing", "primaryAction", "destructiveAction", "automatic": self = .topBar
        case "bottomBar", "status": self = .bottomBar
        case "secondaryAction": self = .overflowMenu
        case "principal", "title", "largeTitle", "subtitle", "largeSubtitle": self = .title
        case "keyboard": self = .keyboard
        default: self = .unknown
        }
    }

    /// A UIKit item by the bar positions it is assigned to (`rightBarButtonItems`, …); the
    /// most telling one wins when there are several. None: the position is not in the file.
    public init(uiKitPositions positions: [String]) {
        let order: [(String, Origin)] = [
            ("additionalOverflowItems", .overflowMenu), ("pinnedTrailingGroup", .pinned),
            ("leftBarButtonItems", .navigation), ("leadingItemGroups", .navigation),
            ("rightBarButtonItems", .topBar), ("trailingItemGroups", .topBar), ("centerItemGroups", .topBar),
            ("toolbarItems", .bottomBar),
        ]
        self = order.first { positions.contains($0.0) }?.1 ?? .unknown
    }

    /// It came from the top bar (the vertical bar sets a gap between these and the bottom bar's).
    public var isFromTopBar: Bool { self == .navigation || self == .pinned || self == .prominent || self == .topBar }
}

/// What a label shows, as far as the source tells.
public enum LabelShape: String, Sendable, Equatable {
    /// A title and a symbol (or a system-provided control).
    case both
    case text
    case image
    /// Anything else: stacks, pickers, custom views, UIKit `customView:`.
    case custom
    /// Branches of different shapes.
    case conditional
    /// The source does not show it (a reference, an action built elsewhere).
    case unknown
    /// `Spacer`, `ToolbarSpacer`, `Divider`, UIKit flexible and fixed spaces.
    case spacer
}

/// `axisBehavior`, as written.
public enum AxisBehavior: String, Sendable, Equatable {
    /// Not written: the system decides by the label.
    case unset
    case automatic
    case verticalPreferred
    case horizontalOnly
    /// Written, but not as a literal the tool can read.
    case unknown

    public init(member: String?, written: Bool) {
        guard written else { self = .unset; return }
        switch member {
        case "automatic": self = .automatic
        case "verticalPreferred": self = .verticalPreferred
        case "horizontalOnly": self = .horizontalOnly
        default: self = .unknown
        }
    }
}

/// `visibilityPriority`, as written. Lower priorities overflow first.
public enum VisibilityPriority: String, Sendable, Equatable {
    case unset
    case low
    /// `.automatic` / `.standard` / `.default`: the same as unset.
    case standard
    case high
    /// Written, but not as a literal the tool can read: ranked as unset.
    case unknown

    public init(member: String?, written: Bool) {
        guard written else { self = .unset; return }
        switch member {
        case "low": self = .low
        case "high": self = .high
        case "automatic", "standard", "default", "normal": self = .standard
        default: self = .unknown
        }
    }

    /// 0 overflows first.
    var rank: Int {
        switch self {
        case .low: return 0
        case .unset, .standard, .unknown: return 1
        case .high: return 2
        }
    }
}

/// `toolbarVerticalCompressionBehavior` (SwiftUI) / `verticalBarCompressionBehavior` (UIKit):
/// which of toolbar and tab bar gives way first when they share the strip.
public enum Compression: String, Sendable, Equatable {
    /// Not written: the system's default, which keeps the tab bar and overflows toolbar items.
    case unset
    case automatic
    /// The tab bar stays; toolbar items overflow first.
    case prefersTabBar
    /// Toolbar items stay; the tab bar compresses into one control first.
    case prefersToolbarItems
    /// Written, but varies or cannot be read.
    case unknown

    public init(member: String?, written: Bool) {
        guard written else { self = .unset; return }
        switch member {
        case "automatic": self = .automatic
        case "prefersTabBar": self = .prefersTabBar
        case "prefersToolbarItems", "prefersBarItems": self = .prefersToolbarItems
        default: self = .unknown
        }
    }
}

/// A tab bar that shares the strip with the toolbar.
public struct TabBarInput: Sendable, Equatable {
    /// How many tabs; nil when the source does not show them.
    public var tabs: Int?
    public var compression: Compression

    public init(tabs: Int?, compression: Compression) {
        self.tabs = tabs
        self.compression = compression
    }
}
