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
