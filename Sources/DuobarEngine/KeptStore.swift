#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Memory for what the first pass keeps for later steps (candidates' bytes and tokens, view
/// files' and near misses' bytes), carved one piece after another out of large blocks that are
/// all freed together when the store goes. Tens of megabytes kept in small heap allocations
/// cost a page fault per 4 KiB, several microseconds each in a virtual machine; here, where
/// Linux offers transparent huge pages, a block asks for them, and the same memory costs a
/// few dozen faults.
final class KeptStore: @unchecked Sendable {
    static let blockSize = 4 << 20
    private static let hugePage = 2 << 20

    private let monitor = Monitor()
    private var blocks: [UnsafeMutableRawPointer] = []
    private var next: UnsafeMutableRawPointer?
    private var left = 0

    init() {}

    /// A copy of `bytes`, valid while the store lives.
    func copy(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        let target = allocate(bytes.count)
        target.copyMemory(from: source, byteCount: bytes.count)
        return UnsafeRawBufferPointer(start: target, count: bytes.count)
    }

    func copy<T>(_ values: UnsafeBufferPointer<T>) -> UnsafeBufferPointer<T> {
        let raw = copy(UnsafeRawBufferPointer(values))
        return UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: T.self), count: values.count)
    }

    /// `count` bytes aligned for any value the store holds (tokens: 4 bytes).
    private func allocate(_ count: Int) -> UnsafeMutableRawPointer {
        let size = (count + 15) & ~15
        return monitor.locked {
            if size > left {
                let blockSize = max(KeptStore.blockSize, (size + KeptStore.hugePage - 1) & ~(KeptStore.hugePage - 1))
                let block = KeptStore.block(blockSize)
                blocks.append(block)
                next = block
                left = blockSize
            }
            let piece = next!
            next = piece + size
            left -= size
            return piece
        }
    }

    private static func block(_ size: Int) -> UnsafeMutableRawPointer {
        var memory: UnsafeMutableRawPointer?
        guard posix_memalign(&memory, hugePage, size) == 0, let memory else {
            fatalError("out of memory keeping \(size) bytes")
        }
        #if canImport(Glibc)
        // Advice only: without huge pages the block is ordinary memory.
        _ = madvise(memory, size, MADV_HUGEPAGE)
        #endif
        return memory
    }

    deinit {
        for block in blocks { free(block) }
    }
}

/// Bytes kept in a `KeptStore`, which lives at least as long as they do.
struct KeptBytes: @unchecked Sendable {
    private let store: KeptStore
    let buffer: UnsafeBufferPointer<UInt8>

    init(copying buffer: UnsafeBufferPointer<UInt8>, into store: KeptStore) {
        self.store = store
        self.buffer = store.copy(buffer)
    }
}
