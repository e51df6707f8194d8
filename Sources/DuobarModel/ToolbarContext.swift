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
