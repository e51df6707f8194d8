/// One toolbar context laid out: today's horizontal bars, and the vertical bar of iPhone
/// Duo's outer display with its overflow menu and tab bar. Items are the callers' ids.
public struct BarLayout: Sendable, Equatable {
    // MARK: Today's horizontal bars

    /// The top bar's leading end, its title content, and its trailing end.
    public var topLeading: [Int] = []
    public var principal: [Int] = []
    public var topTrailing: [Int] = []
    /// The bottom bar.
    public var bottom: [Int] = []
    /// The bar above the keyboard.
    public var keyboard: [Int] = []

    // MARK: The vertical bar

    /// From the top: navigation, the prominent action, the rest of the top bar's items,
    /// then, after a gap, the bottom bar's. Only items that can go vertical and do not overflow.
    public var sections: [Section] = []
    /// The "…" entry: shown when something overflows or always lives in the menu.
    public var hasOverflowButton = false
    /// The overflow menu, top to bottom.
    public var overflowMenu: [OverflowEntry] = []
    /// The tab bar on the same strip, when there is one.
    public var tabBar: TabBarLayout?
    /// On the bar, but the source cannot tell whether every state can go vertical (a label
    /// that changes with state, or one the tool cannot see).
    public var uncertain: [Int] = []
    /// Not on the vertical bar, with why.
    public var apart: [ApartEntry] = []
    /// Items of `if`/`switch` branches other than the one drawn: the drawing shows the
    /// fullest state (each statement's branch with the most items).
    public var otherStates: [Int] = []

    // MARK: Room

    /// Symbols that fit on the strip (the setting).
    public var capacity = 0
    /// Of those, the slots left to the toolbar (after the tab bar), "…" included.
    public var toolbarSlots = 0
    /// The tab count is unknown: what overflows is at least what is drawn.
    public var overflowIsLowerBound = false

    public struct Section: Sendable, Equatable {
        public var kind: SectionKind
        /// Items that keep together (a group), each list top to bottom.
        public var groups: [[Int]]

        public init(kind: SectionKind, groups: [[Int]]) {
            self.kind = kind
            self.groups = groups
        }

        public var items: [Int] { groups.flatMap { $0 } }
    }

    public enum SectionKind: String, Sendable, Equatable {
        case navigation, prominent, topBar, bottomBar

        /// A gap comes before this section: it came from the bottom bar, after items from the top bar.
        public var isFromBottomBar: Bool { self == .bottomBar }
    }

    public struct OverflowEntry: Sendable, Equatable {
        public var id: Int
        /// 1 for the first item to overflow, 2 for the next…; nil for an item that always
        /// lives in the menu.
        public var rank: Int?

        public init(id: Int, rank: Int?) {
            self.id = id
            self.rank = rank
        }
    }

    public struct ApartEntry: Sendable, Equatable {
        public var id: Int
        public var reason: ApartReason

        public init(id: Int, reason: ApartReason) {
            self.id = id
            self.reason = reason
        }

        /// The item is lost on the outer display (its action is not reachable from the bar).
        public var vanishes: Bool { reason.vanishes }
    }

    public enum ApartReason: String, Sendable, Equatable {
        /// A title and no symbol: stays on horizontal bars.
        case textOnly
        /// A custom view without `.verticalPreferred`: stays on horizontal bars.
        case customView
        /// `.horizontalOnly`.
        case horizontalOnly
        /// A spacer: collapses on the vertical axis.
        case spacer
        /// Title content: where the vertical bar puts it is not documented.
        case title
        /// Keyboard items stay with the keyboard.
        case keyboard
        /// The source does not say where it is placed.
        case placementUnknown

        public var vanishes: Bool { self == .textOnly || self == .customView || self == .horizontalOnly }
    }

    /// Every item on the vertical bar, top to bottom.
    public var verticalItems: [Int] { sections.flatMap(\.items) }
}

/// The tab bar on the strip.
public struct TabBarLayout: Sendable, Equatable {
    /// How many tabs, when known.
    public var tabs: Int?
    /// The tabs are gathered into one control to leave room for the toolbar.
    public var compressed: Bool
    public var compression: Compression
    /// Slots the tab bar takes.
    public var slots: Int

    public init(tabs: Int?, compressed: Bool, compression: Compression, slots: Int) {
        self.tabs = tabs
        self.compressed = compressed
        self.compression = compression
        self.slots = slots
    }
}

extension BarLayout {
    /// How many symbols fit on the outer display's vertical bar when nothing says otherwise:
    /// "a handful".
    public static let defaultCapacity = 5
    /// The smallest capacity that makes sense: one item and the "…" entry.
    public static let capacityRange = 2...24
}
