#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Path arithmetic on strings, without touching the file system.
public enum FilePaths {
    /// `folder/name`, with one `/` between them, built in one allocation: a walk makes one per entry.
    public static func join(_ folder: String, _ name: String) -> String {
        var folder = folder, name = name
        return folder.withUTF8 { a in
            name.withUTF8 { b in
                let slash = a.last != UInt8(ascii: "/")
                let count = a.count + (slash ? 1 : 0) + b.count
                return String(unsafeUninitializedCapacity: count) { out in
                    let base = out.baseAddress!
                    if let from = a.baseAddress { base.update(from: from, count: a.count) }
                    if slash { base[a.count] = UInt8(ascii: "/") }
                    if let from = b.baseAddress { (base + count - b.count).update(from: from, count: b.count) }
                    return count
                }
            }
        }
    }

    /// Whether a name ends in `.swift` (and is more than that), compared as bytes.
    public static func isSwiftFileName(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count > 6 else { return false }
        return utf8.suffix(6).elementsEqual(".swift".utf8)
    }

    /// The folder part of a path ("." for a bare name).
    public static func directory(of path: String) -> String {
        // By bytes: `/` is never part of another character in UTF-8. Found from the end of
        // the bytes in memory, when the slash surely ends the folder's last character.
        let folder = path.utf8.withContiguousStorageIfAvailable { p -> String? in
            var slash = p.count - 1
            while slash >= 0 && p[slash] != UInt8(ascii: "/") { slash -= 1 }
            if slash < 0 { return "." }
            if slash == 0 { return "/" }
            guard p[slash - 1] < 0x80 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: p[..<slash]), as: UTF8.self)
        }
        if let folder = folder ?? nil { return folder }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last part of a path: the file or folder's own name.
    public static func name(of path: String) -> String {
        // As `directory(of:)`: by bytes in memory when the name surely starts right after the slash.
        let name = path.utf8.withContiguousStorageIfAvailable { p -> String? in
            var slash = p.count - 1
            while slash >= 0 && p[slash] != UInt8(ascii: "/") { slash -= 1 }
            if slash < 0 { return path }
            guard slash + 1 == p.count || p[slash + 1] < 0x80 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: p[(slash + 1)...]), as: UTF8.self)
        }
        if let name = name ?? nil { return name }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `a/./b/../c` → `a/c`, keeping a leading `/` or `..` that cannot be resolved.
    public static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        if let normal = normalizedASCII(path) { return normal }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == ".." && absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `normalize` of an ASCII path, by bytes: each character is one byte there, so the
    /// split at `/` and the compares with `.` and `..` are the same done on bytes. Nil for
    /// any other path.
    static func normalizedASCII(_ path: String) -> String? {
        var path = path
        return path.withUTF8 { p -> String? in
            let n = p.count
            for byte in p where byte >= 0x80 { return nil }
            let absolute = n > 0 && p[0] == UInt8(ascii: "/")
            // The parts kept, as byte ranges.
            var parts: [Range<Int>] = []
            parts.reserveCapacity(16)
            var start = 0
            for k in 0...n where k == n || p[k] == UInt8(ascii: "/") {
                defer { start = k + 1 }
                let length = k - start
                guard length > 0 else { continue }
                let isDot = length == 1 && p[start] == UInt8(ascii: ".")
                let isDotDot = length == 2 && p[start] == UInt8(ascii: ".") && p[start + 1] == UInt8(ascii: ".")
                if isDot { continue }
                if isDotDot, let last = parts.last,
                   !(last.count == 2 && p[last.lowerBound] == UInt8(ascii: ".") && p[last.lowerBound + 1] == UInt8(ascii: ".")) {
                    parts.removeLast()
                    continue
                }
                if isDotDot && absolute { continue }
                parts.append(start..<k)
            }
            if parts.isEmpty { return absolute ? "/" : "." }
            let count = (absolute ? 1 : 0) + parts.count - 1 + parts.reduce(0) { $0 + $1.count }
            return String(unsafeUninitializedCapacity: count) { out in
                var w = 0
                for (j, part) in parts.enumerated() {
                    if absolute || j > 0 {
                        out[w] = UInt8(ascii: "/")
                        w += 1
                    }
                    for k in part {
                        out[w] = p[k]
                        w += 1
                    }
                }
                return w
            }
        }
    }

    /// Already what `normalize` makes of it: no empty, `.` or `..` part and no trailing `/`
    /// (but `/` itself). One pass over the bytes, which spares most paths the split.
    static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { p in
            let n = p.count
            guard n > 0 else { return false }
            if n == 1 { return p[0] != UInt8(ascii: ".") }
            guard p[n - 1] != UInt8(ascii: "/") else { return false }
            var start = p[0] == UInt8(ascii: "/") ? 1 : 0
            var k = start
            while k <= n {
                if k == n || p[k] == UInt8(ascii: "/") {
                    let length = k - start
                    if length == 0 { return false }
                    if p[start] == UInt8(ascii: ".") && (length == 1 || (length == 2 && p[start + 1] == UInt8(ascii: "."))) {
                        return false
                    }
                    start = k + 1
                }
                k += 1
            }
            return true
        }
    }

    /// An absolute, normalized path.
    public static func absolute(_ path: String, cwd: String) -> String {
        normalize(path.hasPrefix("/") ? path : cwd + "/" + path)
    }

    /// `file` relative to `folder`, or nil when it is not below it. Both are made absolute first.
    public static func relative(_ file: String, to folder: String, cwd: String = FilePaths.currentDirectory) -> String? {
        let f = absolute(file, cwd: cwd)
        let d = absolute(folder, cwd: cwd)
        if f == d { return "" }
        let prefix = d == "/" ? "/" : d + "/"
        guard f.hasPrefix(prefix) else { return nil }
        return String(f.dropFirst(prefix.count))
    }

    /// `file` relative to `folder`, walking up with `..` where needed.
    public static func relativeWithParents(_ file: String, to folder: String, cwd: String = FilePaths.currentDirectory) -> String {
        let f = absolute(file, cwd: cwd).split(separator: "/")
        let d = absolute(folder, cwd: cwd).split(separator: "/")
        var common = 0
        while common < f.count && common < d.count && f[common] == d[common] { common += 1 }
        let ups = Array(repeating: "..", count: d.count - common)
        let rest = f[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// Byte order of two paths or names: what the output is sorted by, and much cheaper than
    /// comparing `String.UTF8View`s element by element.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                if common > 0 {
                    let c = memcmp(x.baseAddress!, y.baseAddress!, common)
                    if c != 0 { return c < 0 }
                }
                return x.count < y.count
            }
        }
    }

    public static let currentDirectory: String = {
        FileSystem.currentDirectory()
    }()
}
