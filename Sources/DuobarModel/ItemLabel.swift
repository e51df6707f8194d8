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

/// A set of label classes: the classes a conditional label's branches show.
public struct LabelClasses: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let both = LabelClasses(rawValue: 1)
    public static let text = LabelClasses(rawValue: 2)
    public static let image = LabelClasses(rawValue: 4)
    public static let custom = LabelClasses(rawValue: 8)

    /// The classes a label of class `c` shows: itself, or for a conditional label its
    /// branches' (`branches`); nothing for an unknown label.
    public init(_ c: LabelClass, branches: LabelClasses = []) {
        switch c {
        case .both: self = .both
        case .text: self = .text
        case .image: self = .image
        case .custom: self = .custom
        case .conditional: self = branches
        case .unknown: self = []
        }
    }

    /// Classes that may go on a vertical bar: a symbol is shown.
    public static let vertical: LabelClasses = [.both, .image]
    /// Classes limited to horizontal bars by default: text only, or a custom view.
    public static let horizontal: LabelClasses = [.text, .custom]
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
    /// The class depends on a type the tool could not see: a call of a type that is neither
    /// declared in the scanned files nor given in the config (docs/model.md, "Your own views").
    public var dependsOnUnseenType: Bool
    /// The call of a type whose body or kind decided the class: a view of the project
    /// (`CloseButton`, `AppIcon`), a type named in the config, or for a custom label the type
    /// that is custom (`HStack`, `Avatar`, `SyncRing`). Nil for the built-in controls.
    @PackedIndex public var viewType: Int?
    /// For a conditional label, the classes of its branches, less the branches that only show
    /// progress while busy (`if saving { ProgressView() }`); empty otherwise. (The titles they
    /// show are found when asked, `FileModel.branchTitles(_:)`: an array here would be copied
    /// with every item.)
    public var branchClasses: LabelClasses = []
    /// The image is an asset of the app's catalog (`Image("close")`, `Image(.close)`), not an SF
    /// Symbol: advice names `Label(_:image:)`, not the `systemImage:` forms.
    public var isAssetImage = false
    /// A conditional label whose branches are the cases of a `switch` over a stored constant
    /// of its type (`switch style`, `let style: Style`): each use shows one of them, chosen where
    /// the type is built, so the item does not move between bars as the screen's state changes.
    public var branchesChosenByCaller = false

    public init(_ labelClass: LabelClass, title: TokenRange? = nil, symbolToken: Int? = nil, symbolIsWrapperMember: Bool = false,
                viewType: Int? = nil, dependsOnUnseenType: Bool = false) {
        self.labelClass = labelClass
        self.title = title
        self.symbolToken = symbolToken
        self.symbolIsWrapperMember = symbolIsWrapperMember
        self.dependsOnUnseenType = dependsOnUnseenType
        self.viewType = viewType
    }

    /// What the label shows, as a set: its class, or its branches' classes when conditional.
    public var shownClasses: LabelClasses { LabelClasses(labelClass, branches: branchClasses) }

    /// Adds one branch's classes to a conditional label.
    mutating func addBranch(_ branch: ItemLabel) {
        branchClasses.formUnion(branch.shownClasses)
    }

    public static let unknown = ItemLabel(.unknown)
    public static let custom = ItemLabel(.custom)
}
