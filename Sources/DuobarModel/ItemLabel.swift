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

    public init(_ labelClass: LabelClass, title: TokenRange? = nil, symbolToken: Int? = nil, symbolIsWrapperMember: Bool = false,
                viewType: Int? = nil, dependsOnUnseenType: Bool = false) {
        self.labelClass = labelClass
        self.title = title
        self.symbolToken = symbolToken
        self.symbolIsWrapperMember = symbolIsWrapperMember
        self.dependsOnUnseenType = dependsOnUnseenType
        self.viewType = viewType
    }

    public static let unknown = ItemLabel(.unknown)
    public static let custom = ItemLabel(.custom)
}
