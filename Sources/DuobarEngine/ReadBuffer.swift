#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Memory that one thread reads file after file into. A tree of ten thousand files otherwise
/// costs ten thousand arrays to allocate, fault in and free, and an `fstat` each to size them.
final class ReadBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Most Swift files fit: the buffer grows only for the few that do not.
    static let initialCapacity = 1 << 16
    /// Above this, the buffer goes back to its first size once the file is done with.
    static let keptCapacity = 1 << 22

    init() {
        capacity = ReadBuffer.initialCapacity
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// All the bytes of a file, valid until the next read into this buffer. A file the walk saw
    /// to be regular is read to its end without sizing it first, unless it fills the buffer (a
    /// regular file cannot block, and `read` returning 0 costs no more than `fstat`); any other
    /// is checked and sized first: a directory, a device or a pipe is an error with a reason.
    /// One larger than `maximumSize` is an error too.
    func contents(of path: String, regular: Bool, maximumSize: Int = FileSystem.maximumFileSize)
        -> Result<UnsafeBufferPointer<UInt8>, FileSystem.ReadError> {
        if capacity > ReadBuffer.keptCapacity { resize(to: ReadBuffer.initialCapacity, keeping: 0) }
        // Non-blocking, so that opening a named pipe with no writer does not wait forever; it is
        // then refused as not a regular file. Regular files ignore the flag.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        if fd < 0 { return .failure(.failed(FileSystem.errorText(errno))) }
        defer { close(fd) }
        var sized = false
        if !regular {
            var info = stat()
            if let problem = FileSystem.notRegularFile(fd, maximumSize: maximumSize, info: &info) { return .failure(.failed(problem)) }
            // Room for one byte more than the size, so a file that grew while read is noticed and read on.
            let wanted = Int(info.st_size) + 1
            if wanted > capacity { resize(to: min(wanted, maximumSize + 1), keeping: 0) }
            sized = true
        }
        var used = 0
        while true {
            if used == capacity {
                // Growing stops one byte past the limit: enough to tell that a file is over it.
                if used > maximumSize { return .failure(.failed(FileSystem.tooLarge(maximumSize))) }
                var wanted = min(capacity * 2, maximumSize + 1)
                if !sized {
                    // A file that fills the buffer is sized after all (few are): one far over the
                    // limit is refused now, not after a gigabyte of reading.
                    sized = true
                    var info = stat()
                    if let problem = FileSystem.notRegularFile(fd, maximumSize: maximumSize, info: &info) {
                        return .failure(.failed(problem))
                    }
                    wanted = max(wanted, min(Int(info.st_size) + 1, maximumSize + 1))
                }
                resize(to: wanted, keeping: used)
            }
            let got = Glue.read(fd, storage + used, capacity - used)
            if got < 0 {
                if errno == EINTR { continue }
                if errno == EISDIR { return .failure(.failed("is a directory")) }
                return .failure(.failed(FileSystem.errorText(errno)))
            }
            if got == 0 { break }
            used += got
        }
        if used > maximumSize { return .failure(.failed(FileSystem.tooLarge(maximumSize))) }
        return .success(UnsafeBufferPointer(start: storage, count: used))
    }

    private func resize(to newCapacity: Int, keeping count: Int) {
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: storage, count: count)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
    }
}

/// Read buffers for threads that take files one at a time (`Linter.firstPass`): a buffer is
/// taken for a file and given back after it, so there are never more than the threads.
final class ReadBuffers: @unchecked Sendable {
    private var free: [ReadBuffer] = []
    private let monitor = Monitor()

    func take() -> ReadBuffer {
        monitor.locked { free.popLast() } ?? ReadBuffer()
    }

    func giveBack(_ buffer: ReadBuffer) {
        monitor.locked { free.append(buffer) }
    }
}
