import DuobarEngine
import DuobarModel
import DuobarRules

/// SARIF 2.1.0 as GitHub code scanning reads it (SPEC §3): every rule that can
/// appear in `tool.driver.rules`, one result per diagnostic with a relative,
/// percent-escaped uri under `%SRCROOT%`, a full region and a fingerprint that
/// survives lines moving. Keys are written in a fixed order, so equal input
/// gives equal bytes.
public struct SARIFReporter {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let informationURI = "https://github.com/duobar-lint/duobar-lint"

    /// The tool's version, `driver.version`.
    public var version: String
    /// `%SRCROOT%`: paths under it are written relative to it.
    public var baseDirectory: String
    /// The text of a diagnostic's first line, for its fingerprint; nil (or a nil
    /// answer) falls back to the message. `SourceLines().text(of:)` reads files.
    public var lineText: ((Diagnostic) -> String?)?

    public init(version: String, baseDirectory: String = FileSystem.currentDirectory(),
                lineText: ((Diagnostic) -> String?)? = nil) {
        self.version = version
        self.baseDirectory = baseDirectory
        self.lineText = lineText
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let base = ReportPath.normalizedAbsolute(baseDirectory, base: FileSystem.currentDirectory())
        var descriptors = RuleDescriptor.all
        var index: [String: Int] = [:]
        for (k, d) in descriptors.enumerated() where index[d.id] == nil { index[d.id] = k }
        // An id nothing describes (a rule added without a descriptor) still gets one,
        // so every result's ruleIndex points at its rule.
        for d in diagnostics where index[d.ruleID] == nil {
            index[d.ruleID] = descriptors.count
            descriptors.append(.unknown(d.ruleID))
        }

        var occurrences: [String: Int] = [:]
        var results: [JSONValue] = []
        for d in diagnostics {
            let location = ReportPath.artifactLocation(d.path, base: base)
            var artifact: [(String, JSONValue)] = [("uri", .string(location.uri))]
            if location.relative { artifact.append(("uriBaseId", .string("%SRCROOT%"))) }

            let line = lineText?(d) ?? d.message
            let key = d.ruleID + "\u{0}" + location.uri + "\u{0}" + SARIFReporter.trimmed(line)
            let occurrence = (occurrences[key] ?? 0) + 1
            occurrences[key] = occurrence

            results.append(.object([
                ("ruleId", .string(d.ruleID)),
                ("ruleIndex", .int(index[d.ruleID]!)),
                ("level", .string(Self.level(d.severity))),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([.object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object(artifact)),
                        ("region", .object([
                            ("startLine", .int(d.line)),
                            ("startColumn", .int(d.column)),
                            ("endLine", .int(d.endLine)),
                            ("endColumn", .int(d.endColumn)),
                        ])),
                    ])),
                ])])),
                ("partialFingerprints", .object([
                    ("primaryLocationLineHash", .string(Self.fingerprint(key, occurrence: occurrence))),
                ])),
            ]))
        }

        let rules: [JSONValue] = descriptors.map { r in
            .object([
                ("id", .string(r.id)),
                ("name", .string(Self.upperCamelCase(r.id))),
                ("shortDescription", .object([("text", .string(r.summary))])),
                ("fullDescription", .object([("text", .string(r.rationale))])),
                ("help", .object([("text", .string(r.helpText)), ("markdown", .string(r.helpMarkdown))])),
                ("defaultConfiguration", .object([("level", .string(Self.level(r.severity)))])),
            ])
        }

        let log: JSONValue = .object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("duobar-lint")),
                    ("version", .string(version)),
                    ("semanticVersion", .string(version)),
                    ("informationUri", .string(Self.informationURI)),
                    ("rules", .array(rules)),
                ]))])),
                ("originalUriBaseIds", .object([
                    ("%SRCROOT%", .object([("uri", .string(ReportPath.fileURI(directory: base)))])),
                ])),
                // Columns count Unicode scalars (UTF-8 lead bytes), as the engine does.
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ])
        var out = ""
        log.write(to: &out, indent: "")
        return out + "\n"
    }

    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// `text-only-item` → `TextOnlyItem`.
    public static func upperCamelCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// 16 hex digits of FNV-1a over the key, then `:occurrence`, GitHub's own shape.
    static func fingerprint(_ key: String, occurrence: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ":\(occurrence)"
    }
}

/// What `tool.driver.rules` says about one id: a rule, or a diagnostic of the engine.
struct RuleDescriptor {
    var id: String
    var severity: Severity
    var summary: String
    var rationale: String
    var helpText: String
    var helpMarkdown: String

    init(_ rule: Rule) {
        id = rule.id
        severity = rule.severity
        summary = rule.summary
        rationale = rule.rationale
        helpText = RuleDocs.explain(rule)
        helpMarkdown = RuleDocs.markdown(rule)
    }

    init(engine id: String, severity: Severity, summary: String, rationale: String, remedy: String, example: String?) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        var text = "\(id) (\(severity.rawValue))\n\nWhat it does\n  \(summary)\n\nWhy\n  \(rationale)\n\n"
        if let example { text += "Example\n" + RuleDocs.indent(example) + "\n\n" }
        helpText = text + "Use instead\n  \(remedy)\n"
        helpMarkdown = RuleDocs.markdownParts(summary: summary, rationale: rationale, example: example,
                                              remedy: remedy, goodExample: nil)
    }

    static func unknown(_ id: String) -> RuleDescriptor {
        RuleDescriptor(engine: id, severity: .warning, summary: "Reported by duobar-lint as `\(id)`.",
                       rationale: "No description is recorded for this id.", remedy: "See duobar-lint's documentation.",
                       example: nil)
    }

    /// Diagnostics the engine reports itself, with short built-in descriptions.
    static let engine: [String: RuleDescriptor] = [
        EngineRules.ioError: RuleDescriptor(
            engine: EngineRules.ioError, severity: .error,
            summary: "A file that could not be read.",
            rationale: "A file that cannot be read is not linted, so anything wrong in it would go unreported; "
                + "the run fails so that this is not missed.",
            remedy: "Make the file readable (check that it exists, its permissions, and that it is not a broken "
                + "symbolic link), or exclude it from the run.",
            example: nil),
        "unused-suppression": RuleDescriptor(
            engine: "unused-suppression", severity: .warning,
            summary: "A suppression comment that suppressed nothing.",
            rationale: "A `duobar-lint:disable` comment that matches no finding hides nothing today, but it will "
                + "silently hide a real finding later, and it tells readers that the code has a problem it does not have.",
            remedy: "Delete the comment, or correct its rule id or placement so that it covers the finding it was written for.",
            example: "// duobar-lint:disable:next text-only-item\nButton(\"Edit\", systemImage: \"pencil\") { edit() }"),
    ]

    /// Every rule in `allRules` order, then the engine's diagnostics.
    static var all: [RuleDescriptor] {
        var out = allRules.map(RuleDescriptor.init)
        var seen = Set(out.map(\.id))
        for id in EngineRules.ids + ["unused-suppression"] where !seen.contains(id) {
            seen.insert(id)
            out.append(engine[id] ?? .unknown(id))
        }
        return out
    }
}

extension RuleDocs {
    /// `explain` as Markdown, for SARIF's `help.markdown`.
    public static func markdown(_ rule: Rule) -> String {
        markdownParts(summary: rule.summary, rationale: rule.rationale, example: rule.triggering.first?.replacingMarks(),
                      remedy: rule.remedy, goodExample: rule.nonTriggering.first)
    }

    static func markdownParts(summary: String, rationale: String, example: String?, remedy: String,
                              goodExample: String?) -> String {
        var out = "**What it does**\n\n\(summary)\n\n**Why**\n\n\(rationale)\n\n"
        if let example { out += "**Example**\n\n" + fenced(example) + "\n\n" }
        out += "**Use instead**\n\n\(remedy)\n"
        if let goodExample { out += "\n" + fenced(goodExample) + "\n" }
        return out
    }

    /// A Swift code block whose fence is longer than any run of backticks inside it.
    static func fenced(_ code: String) -> String {
        var longest = 0
        var run = 0
        for c in code {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "swift\n" + code + "\n" + fence
    }
}

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

/// A JSON value whose objects keep their keys in the order written.
extension SARIFReporter {
    /// The text without leading and trailing white space (ASCII, and the Unicode kinds a line can hold).
    static func trimmed(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return Substring(scalars[first...last])
    }
}

indirect enum JSONValue {
    case string(String)
    case int(Int)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Two-space indentation; empty arrays and objects on one line.
    func write(to out: inout String, indent: String) {
        switch self {
        case .string(let s): out += JSON.string(s)
        case .int(let n): out += String(n)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (k, item) in items.enumerated() {
                out += indent + "  "
                item.write(to: &out, indent: indent + "  ")
                out += k == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (k, (key, value)) in members.enumerated() {
                out += indent + "  " + JSON.string(key) + ": "
                value.write(to: &out, indent: indent + "  ")
                out += k == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }
}
