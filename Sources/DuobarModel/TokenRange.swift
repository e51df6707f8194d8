/// A token range `[start, end)` in `Code.tokens`.
public struct TokenRange: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }
}
