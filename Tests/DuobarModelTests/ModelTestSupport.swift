import XCTest
import DuobarScanner
@testable import DuobarModel

/// A heap copy of a source text that lives until the test that made it ends:
/// `Code` keeps an unsafe pointer into it.
final class SourceStorage: @unchecked Sendable {
    let pointer: UnsafeMutableBufferPointer<UInt8>
    let count: Int

    init(_ source: String) {
        let bytes = Array(source.utf8)
        count = bytes.count
        pointer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = pointer.initialize(from: bytes)
    }

    var buffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: pointer[0..<count])
    }

    deinit { pointer.deallocate() }
}

/// One parsed source: its code, its file model, and readers for assertions.
struct Parsed {
    let storage: SourceStorage
    let code: Code
    let index: ProjectIndex

    var model: FileModel { FileModel(code: code, index: index) }

    /// Identifiers and keywords the model reads, in order.
    var words: [String] {
        code.tokens.indices.filter { code.isIdentifier($0) || code.isKind($0, .keyword) }.map { code.string($0) }
    }

    /// The token's text; nil for no token (or one out of range).
    func text(_ i: Int?) -> String? {
        guard let i, i >= 0 && i < code.count else { return nil }
        return code.string(i)
    }

    func text(_ r: TokenRange?) -> String? {
        guard let r else { return nil }
        return code.string(from: r.start, to: r.end)
    }

    func text(_ a: Argument) -> String {
        code.string(from: a.start, to: a.end)
    }

    /// The index of the `occurrence`-th token spelled `word` (0-based).
    func token(_ word: String, _ occurrence: Int = 0) -> Int {
        var seen = 0
        for i in code.tokens.indices where code.string(i) == word {
            if seen == occurrence { return i }
            seen += 1
        }
        XCTFail("no token '\(word)' #\(occurrence)")
        return -1
    }
}

extension XCTestCase {
    func parse(_ source: String, index: ProjectIndex? = nil) -> Parsed {
        let storage = SourceStorage(source)
        addTeardownBlock { withExtendedLifetime(storage) {} }
        let code = Code(text: storage.buffer)
        return Parsed(storage: storage, code: code, index: index ?? ProjectIndex())
    }

    /// A project index built from other files' sources.
    func projectIndex(_ sources: String...) -> ProjectIndex {
        var index = ProjectIndex()
        for source in sources {
            let p = parse(source)
            index.merge(ProjectIndex.declarations(in: p.code))
        }
        return index
    }
}

/// Readable summaries of items, for exact comparisons.
extension Parsed {
    func title(_ item: BarItem) -> String? { text(item.label.title) }

    func symbol(_ item: BarItem) -> String? { model.symbolName(item) }

    func control(_ item: BarItem) -> String { text(item.control) ?? "" }

    func placement(_ item: BarItem) -> String? { text(item.placementMember) }
}
