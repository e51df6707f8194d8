import DuobarScanner

/// `// duobar-lint:disable…` directives (README, "Suppressions"), SwiftLint's forms:
/// `disable`/`enable` regions, `disable:next`, `disable:this`, `disable:previous`,
/// rule ids or `all`, and a reason after ` -- `.
public struct Suppressions: Sendable {
    public enum Scope: Sendable, Equatable {
        case region, next, this, previous
    }

    public struct Directive: Sendable {
        /// Byte range of the comment, where `unused-suppression` points.
        public var start: Int
        public var end: Int
        public var scope: Scope
        /// Rule ids; empty means `all`.
        public var rules: [String]
        /// First and last suppressed lines (1-based, inclusive).
        public var firstLine: Int
        public var lastLine: Int
        /// Ids named that are not rules.
        public var unknown: [String]
        /// What is wrong with a directive that cannot be followed (a misspelt verb, no ids);
        /// such a directive suppresses nothing and is reported.
        public var problem: String?
        /// The ids that suppressed a finding (`all` for a directive of all rules).
        public var usedRules: Set<String> = []
        public var used: Bool { !usedRules.isEmpty }
        /// False for a directive in code that never reaches an iPhone bar (a preview, a dead
        /// `#if` branch…): it still suppresses, but is never reported as unused or malformed.
        public var judged = true
    }

    public private(set) var directives: [Directive] = []

    /// Bytes that must appear in a file for it to hold a directive.
    public static let marker: StaticString = "duobar-lint:"
    /// Where a search for the marker starts: its `b`, rarer in prose than its `d`.
    static let markerAnchor = 3

    public init(tokens: [Token], text: UnsafeBufferPointer<UInt8>, lines: LineTable, knownIDs: Set<String>) {
        var openRegions: [(index: Int, rules: [String])] = []
        for token in tokens where token.kind.isComment {
            guard let parsing = Suppressions.parse(token, text) else { continue }
            let line = lines.lineIndex(of: Int(token.start)) + 1
            let parsed: (verb: Verb, rules: [String])
            switch parsing {
            case .malformed(let problem):
                directives.append(Directive(start: Int(token.start), end: Int(token.end), scope: .this, rules: [],
                                            firstLine: 0, lastLine: -1, unknown: [], problem: problem))
                continue
            case .directive(let verb, let rules):
                parsed = (verb, rules)
            }
            let known = parsed.rules.filter { knownIDs.contains($0) }
            let unknown = parsed.rules.filter { !knownIDs.contains($0) }
            switch parsed.verb {
            case .enable:
                // Closes the open `disable` regions for these rules (or all of them).
                for k in openRegions.indices.reversed() {
                    let region = openRegions[k]
                    if parsed.rules.isEmpty || region.rules.isEmpty || !Set(region.rules).isDisjoint(with: parsed.rules) {
                        directives[region.index].lastLine = line
                        openRegions.remove(at: k)
                    }
                }
            case .disable(let scope):
                var d = Directive(start: Int(token.start), end: Int(token.end), scope: scope, rules: known,
                                  firstLine: line, lastLine: line, unknown: unknown)
                switch scope {
                case .region: d.lastLine = Int.max
                case .next: d.firstLine = line + 1; d.lastLine = line + 1
                case .this: break
                case .previous: d.firstLine = line - 1; d.lastLine = line - 1
                }
                if !parsed.rules.isEmpty && known.isEmpty {
                    // Only unknown ids: suppresses nothing, reported as unused.
                    d.firstLine = 0; d.lastLine = -1
                }
                directives.append(d)
                if scope == .region { openRegions.append((directives.count - 1, parsed.rules.isEmpty ? [] : known)) }
            }
        }
    }

    enum Verb { case disable(Scope), enable }

    /// A comment that starts with the marker: a directive, or one that cannot be followed.
    enum Parsed {
        case directive(Verb, rules: [String])
        case malformed(String)
    }

    static let verbs = ["disable", "disable:next", "disable:this", "disable:previous", "enable"]

    /// A directive counts only at the start of a comment's text.
    static func parse(_ token: Token, _ text: UnsafeBufferPointer<UInt8>) -> Parsed? {
        var k = Int(token.start)
        let end = Int(token.end)
        // Skip the comment opener: `//`, `///`, `/*`, `/**`.
        k += 2
        while k < end && (text[k] == UInt8(ascii: "/") || text[k] == UInt8(ascii: "*")) { k += 1 }
        while k < end && (text[k] == 32 || text[k] == 9) { k += 1 }
        let marker = Array("duobar-lint:".utf8)
        guard end - k >= marker.count else { return nil }
        for (j, b) in marker.enumerated() where text[k + j] != b { return nil }
        k += marker.count
        var bodyEnd = end
        if token.kind == .blockComment || token.kind == .docBlockComment {
            // Drop the closing `*/`.
            if bodyEnd - k >= 2 && text[bodyEnd - 1] == UInt8(ascii: "/") && text[bodyEnd - 2] == UInt8(ascii: "*") { bodyEnd -= 2 }
        }
        let body = String(decoding: UnsafeBufferPointer(rebasing: text[k..<bodyEnd]), as: UTF8.self)
        // The reason after ` -- ` is for people.
        let command = Suppressions.beforeReason(body)
        // Ids are separated by blanks or commas, as on the command line.
        let words = command.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "," })
            .map(String.init)
        guard let head = words.first else {
            return .malformed("a suppression with no directive: write disable:next (or :this, :previous, disable, enable) and rule ids")
        }
        let verb: Verb
        switch head {
        case "disable": verb = .disable(.region)
        case "disable:next": verb = .disable(.next)
        case "disable:this": verb = .disable(.this)
        case "disable:previous": verb = .disable(.previous)
        case "enable": verb = .enable
        default:
            // A near miss is a typo that would silently suppress nothing; anything else is
            // prose that happens to start with the marker.
            guard let close = Suggest.closest(to: head, in: verbs) else { return nil }
            return .malformed("unknown suppression directive '\(head)' (did you mean '\(close)'?)")
        }
        var rules = Array(words.dropFirst())
        if rules.isEmpty { return .malformed("'\(head)' names no rule: give rule ids, or 'all'") }
        if rules.contains("all") { rules = [] }
        return .directive(verb, rules: rules)
    }

    /// The text before the first ` -- ` (the reason follows it).
    static func beforeReason(_ body: String) -> Substring {
        let bytes = Array(body.utf8)
        var k = 0
        while k + 4 <= bytes.count {
            if bytes[k] == 32 && bytes[k + 1] == 45 && bytes[k + 2] == 45 && bytes[k + 3] == 32 {
                return Substring(String(decoding: bytes[..<k], as: UTF8.self))
            }
            k += 1
        }
        return Substring(body)
    }

    /// Leaves the directives whose comment starts where `unjudged` says unjudged.
    public mutating func leaveUnjudged(_ unjudged: (Int) -> Bool) {
        for k in directives.indices where unjudged(directives[k].start) { directives[k].judged = false }
    }

    /// Whether a finding of `rule` starting on `line` is suppressed; marks the directive used.
    public mutating func suppresses(rule: String, line: Int) -> Bool {
        var suppressed = false
        for k in directives.indices {
            let d = directives[k]
            guard d.firstLine <= line && line <= d.lastLine else { continue }
            if d.rules.isEmpty || d.rules.contains(rule) {
                directives[k].usedRules.insert(d.rules.isEmpty ? "all" : rule)
                suppressed = true
            }
        }
        return suppressed
    }
}

