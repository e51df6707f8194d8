/// A bar built by hand: a `UIToolbar`-family construction, or a SwiftUI stack of
/// controls in `.safeAreaInset`/`.overlay`.
public struct HandBuiltBar: Sendable {
    public var range: TokenRange
    /// The type name token for UIKit, or the modifier name for SwiftUI.
    public var name: Int
    public var framework: Framework
}
