#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Path arithmetic on strings, without touching the file system.
public enum FilePaths {
    /// The folder part of a path ("." for a bare name).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `a/./b/../c` → `a/c`, keeping a leading `/` or `..` that cannot be resolved.
    public static func normalize(_ path: String) -> String {
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
