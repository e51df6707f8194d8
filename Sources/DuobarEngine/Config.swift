import DuobarScanner
import DuobarModel

/// `.duobar-lint.json` (README, "Configuration"): which files, which rules at what severity, strictness.
public struct Config: Sendable {
    public enum RuleSetting: Sendable, Equatable {
        case off
        case on(Severity)
    }

    /// The file it was read from, and its folder (paths in it are relative to that folder).
    public var path: String
    public var directory: String
    public var include: [Glob]?
    public var exclude: [Glob] = []
    public var rules: [String: RuleSetting] = [:]
    public var strict: Bool?
    /// Lint test files too (those that import `XCTest` or `Testing`); by default they are skipped.
    public var tests: Bool?
    /// The app's lowest iOS version: wins over what an Xcode project or `Package.swift` says.
    public var deploymentTarget: DeploymentTarget?
    /// Label classes of view types the scanned files do not declare (a design system's),
    /// by type name: they win over what the project index says.
    public var views: [String: LabelClass] = [:]
    /// How many symbols fit on the outer display's vertical bar, for the HTML report's drawings.
    public var barCapacity: Int?
    /// SF Symbols names for action titles (`"Archive": "archivebox"`), keyed by the title
    /// trimmed and lower-cased: what `text-only-item` suggests before its own table.
    public var symbols: [String: String] = [:]

    public static let fileName = ".duobar-lint.json"
    static let keys = ["include", "exclude", "rules", "strict", "tests", "deploymentTarget", "views", "barCapacity", "symbols"]
    /// The capacities a config may give: one item beside the "…" entry, up to a long strip.
    public static let barCapacities = 2...24
    /// The classes a config may give a view.
    static let viewClasses: [LabelClass] = [.both, .image, .text, .custom]

    public struct ConfigError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var key: String?
        public var problem: String
        public var suggestion: String?

        public var description: String {
            var text = "\(path): "
            if let key { text += "'\(key)': " }
            text += problem
            if let suggestion { text += " (did you mean '\(suggestion)'?)" }
            return text
        }
    }

    public init(path: String, directory: String) {
        self.path = path
        self.directory = directory
    }

    /// Reads and checks a config file. Every problem names the file and the key.
    /// Rule ids are checked against `registry`.
    public static func load(_ path: String, registry: RuleRegistry) throws -> Config {
        let bytes: [UInt8]
        switch FileSystem.read(path) {
        case .failure(.failed(let reason)):
            throw ConfigError(path: path, key: nil, problem: "cannot read: \(reason)")
        case .success(let b):
            bytes = b
        }
        return try parse(bytes, path: path, registry: registry)
    }

    public static func parse(_ bytes: [UInt8], path: String, registry: RuleRegistry) throws -> Config {
        let object: ParsedJSON
        do {
            object = try ParsedJSON.parse(bytes)
        } catch let error as ParsedJSON.ParseError {
            throw ConfigError(path: path, key: nil, problem: "not valid JSON: " + error.described(in: bytes))
        }
        guard let dict = object.object else {
            throw ConfigError(path: path, key: nil, problem: "expected a JSON object")
        }
        var config = Config(path: path, directory: FilePaths.directory(of: path))
        for key in dict.keys.sorted() {
            let value = dict[key]!
            switch key {
            case "include":
                config.include = try globs(value, key: key, path: path)
            case "exclude":
                config.exclude = try globs(value, key: key, path: path)
            case "strict":
                guard case .bool(let flag) = value else {
                    throw ConfigError(path: path, key: key, problem: "expected true or false")
                }
                config.strict = flag
            case "tests":
                guard case .bool(let flag) = value else {
                    throw ConfigError(path: path, key: key, problem: "expected true or false")
                }
                config.tests = flag
            case "deploymentTarget":
                guard let text = value.string, let target = DeploymentTarget(parsing: text) else {
                    throw ConfigError(path: path, key: key, problem: "expected an iOS version such as \"17.0\"")
                }
                config.deploymentTarget = target
            case "barCapacity":
                guard let n = value.integer, barCapacities.contains(n) else {
                    throw ConfigError(path: path, key: key,
                                      problem: "expected a whole number of symbols from \(barCapacities.lowerBound) to \(barCapacities.upperBound)")
                }
                config.barCapacity = n
            case "rules":
                guard let rules = value.object else {
                    throw ConfigError(path: path, key: key, problem: "expected an object of rule ids to severities")
                }
                for id in rules.keys.sorted() {
                    guard registry.contains(id) else {
                        throw ConfigError(path: path, key: "rules.\(id)", problem: "unknown rule id",
                                          suggestion: registry.suggestion(for: id))
                    }
                    let levels = ["off", "note", "warning", "error"]
                    guard let level = rules[id]?.string, levels.contains(level) else {
                        throw ConfigError(path: path, key: "rules.\(id)", problem: "expected one of off, note, warning, error",
                                          suggestion: rules[id]?.string.flatMap { Suggest.closest(to: $0, in: levels) })
                    }
                    config.rules[id] = level == "off" ? .off : .on(Severity(rawValue: level)!)
                }
            case "views":
                guard let views = value.object else {
                    throw ConfigError(path: path, key: key, problem: "expected an object of view type names to label classes")
                }
                let classes = viewClasses.map(\.rawValue)
                for name in views.keys.sorted() {
                    guard isTypeName(name) else {
                        throw ConfigError(path: path, key: "views.\(name)", problem: "expected a type name (a letter, then letters, digits or _)")
                    }
                    guard let text = views[name]?.string, let labelClass = LabelClass(rawValue: text), classes.contains(text) else {
                        throw ConfigError(path: path, key: "views.\(name)", problem: "expected one of \(classes.joined(separator: ", "))",
                                          suggestion: views[name]?.string.flatMap { Suggest.closest(to: $0, in: classes) })
                    }
                    config.views[name] = labelClass
                }
            case "symbols":
                guard let symbols = value.object else {
                    throw ConfigError(path: path, key: key, problem: "expected an object of action titles to SF Symbols names")
                }
                for title in symbols.keys.sorted() {
                    let key = SymbolSuggestions.key(title)
                    guard !key.isEmpty, !title.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                        throw ConfigError(path: path, key: "symbols.\(title)", problem: "expected a title such as \"Archive\"")
                    }
                    guard let symbol = symbols[title]?.string, SymbolSuggestions.isSymbolName(symbol) else {
                        throw ConfigError(path: path, key: "symbols.\(title)",
                                          problem: "expected an SF Symbols name such as \"archivebox\" (lower-case letters, digits and dots)")
                    }
                    if let earlier = config.symbols[key], earlier != symbol {
                        throw ConfigError(path: path, key: "symbols.\(title)", problem: "another spelling of this title names \"\(earlier)\"")
                    }
                    config.symbols[key] = symbol
                }
            default:
                throw ConfigError(path: path, key: key, problem: "unknown key", suggestion: Suggest.closest(to: key, in: keys))
            }
        }
        return config
    }

    /// A name a call can write: an identifier, without module or nesting.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first, ByteClass.isIdentifierStart(first), first < 0x80 else { return false }
        return name.utf8.allSatisfy { $0 < 0x80 && ByteClass.isIdentifierContinue($0) && $0 != UInt8(ascii: "$") }
    }

    static func globs(_ value: ParsedJSON, key: String, path: String) throws -> [Glob] {
        guard let list = value.array else {
            throw ConfigError(path: path, key: key, problem: "expected a list of glob patterns")
        }
        return try list.map { item in
            guard let text = item.string, !text.isEmpty else {
                throw ConfigError(path: path, key: key, problem: "expected a list of non-empty strings")
            }
            return Glob(text)
        }
    }

    /// Whether `file` (a path as walked) is excluded, or outside `include`.
    public func excludes(_ file: String) -> Bool {
        guard let relative = FilePaths.relative(file, to: directory) else { return false }
        return excludes(relative: relative)
    }

    /// The same for a path already relative to the config's folder.
    public func excludes(relative: String) -> Bool {
        if exclude.contains(where: { $0.matches(relative) }) { return true }
        if let include, !include.contains(where: { $0.matches(relative) }) { return true }
        return false
    }

    /// Whether a folder (relative to the config's folder) can be skipped without looking inside.
    public func excludesFolder(relative: String) -> Bool {
        !relative.isEmpty && exclude.contains { $0.matches(relative) }
    }
}
