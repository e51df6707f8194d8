import DuobarEngine

/// Paths as reports write them: relative to a base directory when under it.
public enum ReportPath {
    /// `path` made absolute against `base` and cleaned of `.`, `..` and doubled
    /// slashes, without touching the file system.
    public static func normalizedAbsolute(_ path: String, base: String) -> String {
        FilePaths.absolute(path, cwd: FilePaths.absolute(base, cwd: "/"))
    }

    /// The path below `base` (`./a.swift`, `a.swift` and `/base/a.swift` all give
    /// `a.swift`), or nil when it is not below it.
    public static func relative(_ path: String, to base: String) -> String? {
        let root = FilePaths.absolute(base, cwd: "/")
        guard let relative = FilePaths.relative(path, to: root, cwd: root), !relative.isEmpty else { return nil }
        return relative
    }

    /// What a report that wants relative paths writes: relative when below
    /// `base`, otherwise the path as given (without a leading `./`).
    public static func display(_ path: String, base: String) -> String {
        if let relative = relative(path, to: base) { return relative }
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }

    /// SARIF's `artifactLocation.uri`: relative to `%SRCROOT%` when below it,
    /// otherwise an absolute `file://` URI.
    static func artifactLocation(_ path: String, base: String) -> (uri: String, relative: Bool) {
        if let relative = relative(path, to: base) { return (percentEscaped(relative), true) }
        return ("file://" + percentEscaped(normalizedAbsolute(path, base: base)), false)
    }

    /// `file:///dir/`, with the trailing slash SARIF requires of a base URI.
    static func fileURI(directory: String) -> String {
        let escaped = percentEscaped(directory)
        return "file://" + escaped + (escaped.hasSuffix("/") ? "" : "/")
    }

    /// RFC 3986: every byte of the UTF-8 but unreserved characters and `/` as `%XX`.
    public static func percentEscaped(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
