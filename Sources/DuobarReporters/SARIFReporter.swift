import DuobarEngine
import DuobarModel

/// SARIF 2.1.0 as GitHub code scanning reads it (README, "Output for editors and CI"): every rule that can
/// appear in `tool.driver.rules`, one result per diagnostic with a relative,
/// percent-escaped uri under `%SRCROOT%`, a full region and a fingerprint that
/// survives lines moving. Keys are written in a fixed order, so equal input
/// gives equal bytes.
public struct SARIFReporter: Reporter {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let informationURI = "https://github.com/duobar-lint/duobar-lint"

    /// The tool's version, `driver.version`.
    public var version: String
    /// What `tool.driver.rules` describes: every id that can appear.
    public var registry: RuleRegistry
    /// `%SRCROOT%`: paths under it are written relative to it.
    public var baseDirectory: String
    /// The text of a diagnostic's first line, for its fingerprint; nil (or a nil
    /// answer) falls back to the message. `SourceLines().text(of:)` reads files.
    public var lineText: ((Diagnostic) -> String?)?

    public init(version: String, registry: RuleRegistry, baseDirectory: String = FileSystem.currentDirectory(),
                lineText: ((Diagnostic) -> String?)? = nil) {
        self.version = version
        self.registry = registry
        self.baseDirectory = baseDirectory
        self.lineText = lineText
    }

    public func report(_ result: LintResult, shown: [Diagnostic]) -> [UInt8] { Array(render(shown).utf8) }

    public var showsFixes: Bool { true }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let base = ReportPath.normalizedAbsolute(baseDirectory, base: FileSystem.currentDirectory())
        var descriptors = registry.entries.map(RuleDescriptor.init)
        var index: [String: Int] = [:]
        for (k, d) in descriptors.enumerated() where index[d.id] == nil { index[d.id] = k }
        // An id nothing describes (a rule added without a descriptor) still gets one,
        // so every result's ruleIndex points at its rule.
        for d in diagnostics where index[d.ruleID] == nil {
            index[d.ruleID] = descriptors.count
            descriptors.append(RuleDescriptor(unknown: d.ruleID))
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

            var result: [(String, JSONValue)] = [
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
            ]
            if let fix = d.fix { result.append(("fixes", .array([Self.fix(fix, artifact: artifact)]))) }
            results.append(.object(result))
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

    /// A SARIF `fix`: one artifact change holding a replacement per edit (an empty deleted
    /// region is an insertion). Whether `--fix` applies it goes in its property bag.
    static func fix(_ fix: PlacedFix, artifact: [(String, JSONValue)]) -> JSONValue {
        let replacements: [JSONValue] = fix.edits.map { e in
            .object([
                ("deletedRegion", .object([
                    ("startLine", .int(e.line)),
                    ("startColumn", .int(e.column)),
                    ("endLine", .int(e.endLine)),
                    ("endColumn", .int(e.endColumn)),
                ])),
                ("insertedContent", .object([("text", .string(e.text))])),
            ])
        }
        return .object([
            ("description", .object([("text", .string(fix.message))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", .object(artifact)),
                ("replacements", .array(replacements)),
            ])])),
            ("properties", .object([("applicability", .string(fix.applicability.rawValue))])),
        ])
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

extension SARIFReporter {
    /// The text without leading and trailing white space (ASCII, and the Unicode kinds a line can hold).
    static func trimmed(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return Substring(scalars[first...last])
    }
}
