import DuobarModel

/// A candidate's bytes and tokens, kept from the first pass for the second in a `KeptStore`,
/// so a file whose findings may change with the whole project's index is modelled again
/// without being read or scanned again. Only files whose model asked the index something
/// keep one (`IndexDependence.mayChange`).
final class KeptCode: @unchecked Sendable {
    /// Where the bytes and tokens are: they live as long as it does.
    private let store: KeptStore
    let buffer: UnsafeBufferPointer<UInt8>
    private let kept: Code.Kept
    /// The views the file declares, made from its code alone: the second model needs them too.
    let declarations: ViewDeclarations

    /// Copies `buffer`, which `code` was scanned from, and its tokens into `store`.
    init(_ buffer: UnsafeBufferPointer<UInt8>, code: Code, declarations: ViewDeclarations, store: KeptStore) {
        self.store = store
        self.buffer = store.copy(buffer)
        kept = code.kept(copying: store.copy)
        self.declarations = declarations
    }

    /// The code again, over the kept bytes.
    var code: Code { Code(text: buffer, kept: kept) }
}
