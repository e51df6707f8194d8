import DuobarEngine

/// Text made safe for HTML: in element content and in double-quoted attribute values alike.
enum HTMLText {
    /// `&`, `<`, `>`, `"` and `'` as character references; control characters (which HTML
    /// does not allow) as spaces. Everything else, non-ASCII included, stays as UTF-8.
    static func escape(_ text: String) -> String {
        // Most text needs nothing: one pass to check.
        if !text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 || $0 < 32 || $0 == 127 }) {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if scalar.value < 32 || scalar.value == 127 {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// At most `count` characters, with an ellipsis when cut.
    static func truncated(_ text: String, _ count: Int) -> String {
        guard text.count > count else { return text }
        return String(text.prefix(max(1, count - 1))) + "…"
    }

    /// A path as a link target: relative to the report's folder (or absolute as a `file:` URL),
    /// percent-escaped, with the line as a fragment (`#L12`) that source viewers understand.
    static func href(_ path: String, line: Int?, from folder: String?) -> String {
        let target: String
        if let folder {
            target = ReportPath.percentEscaped(FilePaths.relativeWithParents(path, to: folder))
        } else {
            target = ReportPath.percentEscaped(path)
        }
        return target + (line.map { "#L\($0)" } ?? "")
    }
}
