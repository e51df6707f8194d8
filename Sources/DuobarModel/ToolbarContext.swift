/// Where a toolbar context comes from.
public enum ContextKind: Sendable {
    /// `.toolbar { … }`
    case modifier
    /// The body of a `ToolbarContent` type, or a `@ToolbarContentBuilder` / `some ToolbarContent` member.
    case builder
    /// The older `.navigationBarItems(leading:trailing:)`: the views of its two arguments are
    /// items placed as `.topBarLeading` / `.topBarTrailing`. Its `body` is the `(`.
    case navigationBarItems
}

/// A toolbar context (docs/model.md, "Toolbar contexts").
public struct ToolbarContext: Sendable {
    public var kind: ContextKind
    /// `.toolbar` name token, or the builder's name token: where context findings point.
    public var anchor: Int
    /// The `{` of the content (the `(` of `.navigationBarItems(…)`).
    public var body: Int
}
