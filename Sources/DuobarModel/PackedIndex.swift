/// An optional index (a token's, a context's) stored in one word, with -1 for "absent",
/// read and written as `Int?`. Indices are never negative, so the sentinel is never a value.
///
/// `Int?` takes a ninth byte, which pads each such field to two words. The model's hot
/// structs (`Argument`, `ChainPart`, `BarItem`) are built and copied for every call and
/// item, and plain optionals there cost measurably more instructions; with this wrapper
/// they keep their old size while readers still see `Int?`.
@propertyWrapper
public struct PackedIndex: Sendable {
    @usableFromInline var raw: Int

    @inlinable public init(wrappedValue: Int?) {
        raw = wrappedValue ?? -1
    }

    @inlinable public var wrappedValue: Int? {
        get { raw >= 0 ? raw : nil }
        set { raw = newValue ?? -1 }
    }
}
