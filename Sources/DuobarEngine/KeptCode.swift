import DuobarModel

/// A candidate's bytes and tokens, kept from the first pass for the second, so a file whose
/// findings may change with the whole project's index is modelled again without being read
/// or scanned again. Only files whose model asked the index something keep one
/// (`IndexDependence.mayChange`).
final class KeptCode: @unchecked Sendable {
    /// Owned here, for the life of the object.
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private let count: Int
    private let kept: Code.Kept
    /// The views the file declares, made from its code alone: the second model needs them too.
    let declarations: ViewDeclarations

    /// Copies `buffer`, which `code` was scanned from.
    init(_ buffer: UnsafeBufferPointer<UInt8>, code: Code, declarations: ViewDeclarations) {
        self.declarations = declarations
        storage = .allocate(capacity: max(buffer.count, 1))
        if let base = buffer.baseAddress, buffer.count > 0 {
            storage.baseAddress!.initialize(from: base, count: buffer.count)
        }
        count = buffer.count
        kept = code.kept
    }

    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage.baseAddress, count: count) }

    /// The code again, over the kept bytes; valid while this object lives.
    var code: Code { Code(text: buffer, kept: kept) }

    deinit { storage.deallocate() }
}
