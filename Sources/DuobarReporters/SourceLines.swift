import DuobarEngine

/// The text of source lines, read from disk once per file, for fingerprints.
/// Lines break at LF, CR and CRLF, as the engine counts them.
public final class SourceLines {
    private var files: [String: [String]?] = [:]

    public init() {}

    /// The line a diagnostic starts on, or nil when the file cannot be read.
    public func text(of diagnostic: Diagnostic) -> String? {
        text(path: diagnostic.path, line: diagnostic.line)
    }

    public func text(path: String, line: Int) -> String? {
        if files[path] == nil {
            files[path] = (try? FileSystem.read(path).get()).map { Self.lines(of: String(decoding: $0, as: UTF8.self)) }
        }
        guard let lines = files[path] ?? nil, line >= 1, line <= lines.count else { return nil }
        return lines[line - 1]
    }

    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR { previousWasCR = false; continue }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }
}
