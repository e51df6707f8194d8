/// A bar built by hand: a `UIToolbar`-family construction or `@IBOutlet`, or a SwiftUI stack
/// of controls in `.safeAreaInset`/`.overlay`.
public struct HandBuiltBar: Sendable {
    public var range: TokenRange
    /// The type name token for UIKit, or the modifier name for SwiftUI.
    public var name: Int
    public var framework: Framework
    /// An `@IBOutlet` of a bar type: a bar placed in a storyboard or nib.
    public var isOutlet = false
}
