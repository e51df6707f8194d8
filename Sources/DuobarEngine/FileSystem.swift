#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Thin libc wrappers: reading whole files and listing folders without Foundation's overhead.
public enum FileSystem {
    public enum ReadError: Error, Equatable {
        case failed(String)
    }

    /// Reads a whole regular file. A directory, a device or an unreadable file is an error
    /// with a reason, and so is one larger than `maximumSize`. (The first pass reads into a
    /// `ReadBuffer` of its own per thread; this is the same read, for files read one at a time.)
    public static func read(_ path: String, maximumSize: Int = FileSystem.maximumFileSize) -> Result<[UInt8], ReadError> {
        // The bytes live in the reader: it must outlive their copy.
        let reader = ReadBuffer()
        return withExtendedLifetime(reader) { reader.contents(of: path, regular: false, maximumSize: maximumSize).map { Array($0) } }
    }

    /// What a read of a file over `maximumSize` fails with.
    static func tooLarge(_ maximumSize: Int) -> String {
        "file too large (over \(maximumSize >> 20) MiB)"
    }

    /// Why an open file is not one to read whole (a directory, a device, a pipe, or over
    /// `maximumSize`); nil for a regular file, whose `stat` is left in `info`.
    static func notRegularFile(_ fd: Int32, maximumSize: Int, info: inout stat) -> String? {
        if fstat(fd, &info) != 0 { return errorText(errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return "is a directory" }
        if (info.st_mode & S_IFMT) != S_IFREG { return "not a regular file" }
        // Token offsets are 32-bit; no Swift source comes near this.
        if Int(info.st_size) > maximumSize { return tooLarge(maximumSize) }
        return nil
    }

    public enum Kind { case file, directory, symlinkToDirectory, other, missing }

    /// The largest file read: 1 GiB.
    public static let maximumFileSize = 1 << 30

    public static func kind(_ path: String) -> Kind {
        var info = stat()
        if lstat(path, &info) != 0 { return .missing }
        let mode = info.st_mode & S_IFMT
        if mode == S_IFREG { return .file }
        if mode == S_IFDIR { return .directory }
        if mode == S_IFLNK {
            var target = stat()
            if stat(path, &target) != 0 { return .missing }
            let t = target.st_mode & S_IFMT
            if t == S_IFDIR { return .symlinkToDirectory }
            if t == S_IFREG { return .file }
        }
        return .other
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 || lstat(path, &info) == 0
    }

    /// An entry of a folder, with its kind when the file system tells it for free.
    public struct Entry {
        public var name: String
        /// `.file`, `.directory`, or `.other` for links and anything `readdir` did not type.
        public var kind: Kind
    }

    /// Names in a folder, sorted by bytes; `.` and `..` left out.
    public static func list(_ path: String) -> [String]? {
        entries(path)?.map(\.name)
    }

    /// Entries in a folder, sorted by name bytes. Kinds come from `readdir`, so most
    /// entries need no `stat`.
    public static func entries(_ path: String) -> [Entry]? {
        sourceEntries(path, all: true)?.entries.sorted { FilePaths.precedes($0.name, $1.name) }
    }

    /// What a walk needs from a folder: its visible subfolders, `.swift` files and untyped
    /// entries, and whether it holds `.gitignore` or `.duobar-lint.json`. Names are tested
    /// as bytes, so the many other files cost no `String`.
    public static func sourceEntries(_ path: String, all: Bool = false)
        -> (entries: [Entry], hasGitIgnore: Bool, hasConfig: Bool)? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var entries: [Entry] = []
        var hasGitIgnore = false
        var hasConfig = false
        while let entry = readdir(dir) {
            let type = entry.pointee.d_type
            let kind: Kind = type == UInt8(DT_REG) ? .file : type == UInt8(DT_DIR) ? .directory : .other
            let keep: Bool = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: 256) { name in
                    let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
                    if name[0] == UInt8(ascii: ".") {
                        if length == 10 && memcmp(name, ".gitignore", 10) == 0 { hasGitIgnore = true }
                        if length == 17 && memcmp(name, ".duobar-lint.json", 17) == 0 { hasConfig = true }
                        if !all { return false }
                        return !(length == 1 || (length == 2 && name[1] == UInt8(ascii: ".")))
                    }
                    if all || kind != .file { return true }
                    return length > 6 && memcmp(name + length - 6, ".swift", 6) == 0
                }
            }
            guard keep else { continue }
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            entries.append(Entry(name: name, kind: kind))
        }
        // Unsorted: a walk's order decides nothing, since findings are sorted at the end.
        return (entries, hasGitIgnore, hasConfig)
    }

    static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// Disambiguates libc's `read` from `FileSystem.read`.
enum Glue {
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.read(fd, buffer, count)
        #else
        return Glibc.read(fd, buffer, count)
        #endif
    }
}

extension FileSystem {
    /// All of standard input (`--stdin-path`), up to its end or the first read error.
    public static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glue.read(0, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        let length = buffer.firstIndex(of: 0) ?? buffer.count
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes a file whole or not at all: a temporary file beside it, then a rename.
    /// Creates `folder` and the folders above it that are missing (`mkdir -p`); the
    /// reason it could not, or nil.
    public static func makeFolders(_ folder: String) -> String? {
        if folder.isEmpty || folder == "." || folder == "/" { return nil }
        switch kind(folder) {
        case .directory, .symlinkToDirectory: return nil
        case .missing: break
        case .file, .other: return "'\(folder)' is not a folder"
        }
        if let problem = makeFolders(FilePaths.directory(of: folder)) { return problem }
        if mkdir(folder, 0o755) != 0 && errno != EEXIST { return "cannot create folder '\(folder)': \(errorText(errno))" }
        return nil
    }

    public static func writeAtomically(_ bytes: [UInt8], to path: String) -> String? {
        // A file someone made read-only is left alone, even where the folder would allow
        // replacing it (and even for root, whom permissions do not stop).
        var existing = stat()
        if stat(path, &existing) == 0 {
            if (existing.st_mode & S_IFMT) != S_IFREG { return "not a regular file" }
            if existing.st_mode & 0o222 == 0 { return "the file is read-only" }
        }
        if let problem = makeFolders(FilePaths.directory(of: path)) { return problem }
        let temporary = path + ".duobar-lint-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd < 0 { return errorText(errno) }
        if let failure = writeAll(fd, bytes) {
            close(fd)
            unlink(temporary)
            return errorText(failure)
        }
        if fsync(fd) != 0 || close(fd) != 0 {
            let reason = errorText(errno)
            unlink(temporary)
            return reason
        }
        if rename(temporary, path) != 0 {
            let reason = errorText(errno)
            unlink(temporary)
            return reason
        }
        return nil
    }
}

extension FileSystem {
    /// What became of a file `replaceContents` was asked to rewrite.
    public enum Replacement: Equatable, Sendable {
        case written
        /// Its bytes were no longer those the new ones were made from: left as it is.
        case changedOnDisk
        case failed(String)
    }

    /// Rewrites a file with `bytes`, made from `original`, only if the file still holds
    /// `original`: the new bytes go to a temporary file in the same folder, with the file's
    /// permission bits (and owner, where allowed), flushed to disk, then renamed over it, so
    /// an interrupted run leaves the old file or the new one, never half of either. A symbolic
    /// link stays a link: the file it names is rewritten. A read-only file, and a file with
    /// other hard links (a rename would split them), is refused.
    public static func replaceContents(of path: String, with bytes: [UInt8], ifStill original: [UInt8]) -> Replacement {
        var target = path
        var info = stat()
        if lstat(path, &info) != 0 { return .failed(errorText(errno)) }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else { return .failed(errorText(errno)) }
            target = String(cString: resolved)
            free(resolved)
            if stat(target, &info) != 0 { return .failed(errorText(errno)) }
        }
        if (info.st_mode & S_IFMT) != S_IFREG { return .failed("not a regular file") }
        if info.st_mode & 0o222 == 0 { return .failed("the file is read-only") }
        if info.st_nlink > 1 { return .failed("the file has \(info.st_nlink) hard links, which replacing it would split") }
        let temporary = FilePaths.directory(of: target) + "/." + FilePaths.name(of: target)
            + ".duobar-lint-\(getpid())-\(temporaryCounter.take(1)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        if fd < 0 { return .failed("cannot create a temporary file beside it: \(errorText(errno))") }
        func abandon(_ reason: String) -> Replacement {
            close(fd)
            unlink(temporary)
            return .failed(reason)
        }
        if let failure = writeAll(fd, bytes) { return abandon(errorText(failure)) }
        // Owner first: changing it may clear set-id bits, which the mode then restores.
        _ = fchown(fd, info.st_uid, info.st_gid)
        if fchmod(fd, info.st_mode & 0o7777) != 0 { return abandon("cannot keep its permissions: \(errorText(errno))") }
        if fsync(fd) != 0 { return abandon(errorText(errno)) }
        if close(fd) != 0 {
            unlink(temporary)
            return .failed(errorText(errno))
        }
        // The last look before the rename: another program may have written the file since.
        guard case .success(let now) = read(target), now == original else {
            unlink(temporary)
            return .changedOnDisk
        }
        if rename(temporary, target) != 0 {
            let reason = errorText(errno)
            unlink(temporary)
            return .failed(reason)
        }
        return .written
    }

    /// Numbers temporary files, so that threads of one process never share a name.
    static let temporaryCounter = Counter()
}

extension FileSystem {
    /// Writes all of `bytes` to `fd`, again after an interruption; the `errno` of a failure.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                #if canImport(Darwin)
                Darwin.write(fd, buffer.baseAddress! + done, bytes.count - done)
                #else
                Glibc.write(fd, buffer.baseAddress! + done, bytes.count - done)
                #endif
            }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            done += n
        }
        return nil
    }
}
