import DuobarScanner

/// Tokens `Code` leaves out besides dead `#if` branches (docs/model.md, "Code that never
/// reaches an iPhone bar"), and the byte ranges that never run.
struct UnreachedCuts {
    /// One mark per token of the code they were found in.
    var dropped: [Bool]
    /// The same marks as the ranges they were made in, in that order (they may overlap).
    var ranges: [Range<Int>] = []
    /// Code that never runs on an iPhone: previews, branches an availability check rules out.
    /// (Tokens dropped only to keep the rest well formed, such as the braces of a branch
    /// that always runs, are not listed: they are running code.)
    var bytes: [Range<Int>] = []

    init(count: Int) {
        dropped = [Bool](repeating: false, count: count)
    }

    /// The tokens cut, in order, as runs: what `Code` copies around, a run at a time.
    var runs: [Range<Int>] { UnreachedCuts.merged(ranges) }

    /// Sorted by start, overlapping and touching ranges joined.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        guard ranges.count > 1 else { return ranges }
        var result: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, r.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                result.append(r)
            }
        }
        return result
    }
}

/// What a file is for, from its top-level imports.
public enum FileRole: Sendable, Equatable {
    /// Code that may reach an iPhone.
    case app
    /// It imports `XCTest` or `Testing`, or has a `@testable import`.
    case tests
    /// It imports a framework that exists only on other platforms (`AppKit`, `WatchKit`, …).
    case otherPlatform
}

extension Code {
    /// The iOS version availability checks are evaluated for: the first that runs on iPhone Duo.
    static let checkedVersion = [27, 1]

    /// Previews and the branches availability checks rule out, or nil when the file has none.
    /// `seeds` are the tokens `Code.structure` saw that may start a preview or an availability
    /// check, in order: only they are looked at, unless the file checks the device idiom, when
    /// every `if` is looked at too.
    func unreachedCuts(seeds: [Int32]) -> UnreachedCuts? {
        var cuts: UnreachedCuts?
        if checksIdiom {
            let checks = idiomChecks()
            for i in 0..<count {
                let t = tokens[i]
                if t.length == 2 && t.kind == .keyword && isWord(i, "if") {
                    // Inside code already left out, a check decides nothing (and must not cut the
                    // rest of a scope that does run).
                    if let found = cuts, found.dropped[i] { continue }
                    guard let (value, j) = deviceCondition(from: i + 1, checks), value != .unknown else { continue }
                    if cuts == nil { cuts = UnreachedCuts(count: count) }
                    cutDecidedIf(at: i, value: value, body: j, &cuts!)
                } else if t.kind == .poundKeyword || (t.kind == .identifier && t.length == 15) {
                    cutIfPreviewOrAvailability(at: i, &cuts)
                }
            }
        } else {
            for i in seeds { cutIfPreviewOrAvailability(at: Int(i), &cuts) }
        }
        if cuts != nil && !cuts!.bytes.isEmpty { cutPrivateMembersUsedOnlyWhereNothingRuns(&cuts!) }
        guard let found = cuts, !found.ranges.isEmpty else { return nil }
        return found
    }

    /// What token `i` cuts when it is `#Preview`, `PreviewProvider`, or an `if`/`guard`'s
    /// `#available`/`#unavailable`.
    private func cutIfPreviewOrAvailability(at i: Int, _ cuts: inout UnreachedCuts?) {
        let t = tokens[i]
        if t.kind == .poundKeyword {
            let s = text.baseAddress! + Int(t.start)
            if Keywords.equals(s, t.length, "#Preview") {
                if cuts == nil { cuts = UnreachedCuts(count: count) }
                cutPreviewMacro(at: i, &cuts!)
            } else if Keywords.equals(s, t.length, "#available") || Keywords.equals(s, t.length, "#unavailable") {
                guard i > 0 && (isWord(i - 1, "if") || isWord(i - 1, "guard")) else { return }
                if cuts == nil { cuts = UnreachedCuts(count: count) }
                cutAvailability(at: i - 1, &cuts!)
            }
        } else if t.kind == .identifier && t.length == 15 && isWord(i, "PreviewProvider") {
            if cuts == nil { cuts = UnreachedCuts(count: count) }
            cutPreviewProvider(at: i, &cuts!)
        }
    }

    // MARK: Private members only code that never runs uses

    /// A `private`/`fileprivate` function or property that only code that never runs names
    /// never runs either: `private func rebuildToolbarItems()` called only inside
    /// `if #unavailable(iOS 26)`, and then a `lazy var` only it reads. Each such member is left
    /// out with its body, and the uses are counted again (a few rounds). A member named
    /// nowhere, or also where code runs (a `#selector`, a `$binding`), stays; so does one the
    /// runtime or a nib may call (`@objc`, `@IBAction`, `dynamic`, `override`).
    private func cutPrivateMembersUsedOnlyWhereNothingRuns(_ cuts: inout UnreachedCuts) {
        // The work is in proportion to the file's `private` words and the code that never
        // runs, not to the whole file, until a member is named there.
        let modifiers = occurrences[Word.privateModifier.rawValue] + occurrences[Word.fileprivateModifier.rawValue]
        guard !modifiers.isEmpty else { return }
        // The declaration keyword after each `private` and the other modifiers on its line.
        var keywords: [Int] = []
        for m in modifiers {
            var i = Int(m) + 1
            while i < count - 1 && i - Int(m) < 8 && !tokens[i].hasNewlineBefore && (isKind(i, .keyword) || isIdentifier(i))
                && !(isWord(i, "func") || isWord(i, "var") || isWord(i, "let")) { i += 1 }
            guard i < count - 1, !tokens[i].hasNewlineBefore, isWord(i, "func") || isWord(i, "var") || isWord(i, "let"),
                  isIdentifier(i + 1), !cuts.dropped[i] else { continue }
            keywords.append(i)
        }
        guard !keywords.isEmpty else { return }
        // Their names, sorted, for a binary search per identifier.
        let wanted = keywords.map { nameHash($0 + 1) }.sorted()
        func slot(_ k: Int) -> Int? {
            let t = tokens[k]
            let p = text.baseAddress! + Int(t.start)
            if let s = Code.slot(of: Code.nameHash(p, t.length), in: wanted) { return s }
            // `$name`, `_name`: the property wrapper's projection and storage.
            guard t.length > 1, p[0] == UInt8(ascii: "$") || p[0] == UInt8(ascii: "_") else { return nil }
            return Code.slot(of: Code.nameHash(p + 1, t.length - 1), in: wanted)
        }
        // The tokens of code that never runs (the braces of a branch that always runs are
        // dropped, and still run).
        let ranges = UnreachedCuts.merged(cuts.bytes).map { tokenIndex(atOrAfter: $0.lowerBound)..<tokenIndex(atOrAfter: $0.upperBound) }
        // A use where nothing runs: not an argument label (`title:`) or another value's member
        // (`item.title`), which only share the name.
        func deadUse(_ k: Int) -> Bool {
            tokens[k].kind == .identifier && !isKind(k + 1, .colon)
                && (!isKind(k - 1, .dot) || isWord(k - 2, "self") || isWord(k - 2, "Self") || (isTypeName(k - 2) && !isKind(k - 3, .dot)))
                && slot(k) != nil
        }
        // Most files: no private member is named where nothing runs.
        guard ranges.contains(where: { $0.contains(where: deadUse) }) else { return }
        var members: [(name: Int, hash: UInt64, first: Int, last: Int)] = []
        for i in keywords {
            guard let first = privateDeclarationStart(i) else { continue }
            // A member of a type, or a declaration at the top level of the file.
            let open = Int(parent[i])
            guard open < 0 || isKind(open, .leftBrace) else { continue }
            let last = statementEnd(from: i + 1, open < 0 ? count : min(partner(open), count)) - 1
            // A function without a body in place (a requirement) is not one to cut.
            guard last > i + 1, !isWord(i, "func") || isKind(last, .rightBrace) else { continue }
            members.append((i + 1, nameHash(i + 1), first, last))
        }
        guard !members.isEmpty else { return }
        var dead = [Bool](repeating: false, count: wanted.count)
        for r in ranges { for k in r where deadUse(k) { dead[slot(k)!] = true } }
        var never = [Bool](repeating: false, count: count)
        for r in ranges { for k in r { never[k] = true } }
        var cut = [Bool](repeating: false, count: members.count)
        for _ in 0..<4 {
            let candidates = members.indices.filter { !cut[$0] && dead[Code.slot(of: members[$0].hash, in: wanted)!] }
            guard !candidates.isEmpty else { return }
            // Where code runs, the uses of the candidates' names: only identifiers of their
            // lengths (one more for `$name`/`_name`) are hashed.
            var lengths = [Bool](repeating: false, count: 65)
            for m in candidates {
                let n = Int(tokens[members[m].name].length)
                lengths[min(n, 64)] = true
                lengths[min(n + 1, 64)] = true
            }
            var live: [(slot: Int, at: Int)] = []
            for k in 0..<count where tokens[k].kind == .identifier && !never[k] && lengths[min(Int(tokens[k].length), 64)] {
                if let s = slot(k) { live.append((s, k)) }
            }
            var changed = false
            for m in candidates {
                let member = members[m]
                let s = Code.slot(of: member.hash, in: wanted)!
                // Named where code runs, outside its own declaration: it may run.
                if live.contains(where: { $0.slot == s && ($0.at < member.first || $0.at > member.last) }) { continue }
                cut[m] = true
                changed = true
                drop(member.first, through: member.last, never: true, &cuts)
                for k in member.first...member.last {
                    never[k] = true
                    if deadUse(k) { dead[slot(k)!] = true }
                }
            }
            if !changed { return }
        }
    }

    /// The first token that starts at byte `offset` or later (`count` if none).
    func tokenIndex(atOrAfter offset: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if Int(tokens[mid].start) < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of `hash` in the sorted `list` (the first of equal ones), if it is there.
    static func slot(of hash: UInt64, in list: [UInt64]) -> Int? {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid] < hash { low = mid + 1 } else { high = mid }
        }
        return low < list.count && list[low] == hash ? low : nil
    }

    static let runtimeAttributes: [StaticString] = [
        "@objc", "@IBAction", "@IBOutlet", "@IBSegueAction", "@IBInspectable", "@NSManaged", "@_dynamicReplacement",
    ]

    /// The first token of the declaration whose keyword is at `i` (its attributes, those on
    /// the lines above too), when its modifiers make it `private` or `fileprivate` (not
    /// `private(set)`) and nothing says the runtime or a nib may call it; else nil.
    private func privateDeclarationStart(_ i: Int) -> Int? {
        var first = i
        var isPrivate = false
        var steps = 0
        while first > 0 && steps < 24 {
            steps += 1
            var j = first - 1
            // `@objc(name)`, `@available(…)`: the attribute and its arguments.
            if isKind(j, .rightParen), partner(j) > 0, isKind(partner(j) - 1, .attribute) { j = partner(j) - 1 }
            if isKind(j, .attribute) {
                let t = tokens[j]
                let s = text.baseAddress! + Int(t.start)
                if Code.runtimeAttributes.contains(where: { Keywords.equals(s, t.length, $0) }) { return nil }
            } else if tokens[first].hasNewlineBefore {
                // Above the declaration's first line, only attributes belong to it.
                break
            } else if isWord(j, "private") || isWord(j, "fileprivate") {
                if isKind(j + 1, .leftParen) { return nil }
                isPrivate = true
            } else if isWord(j, "override") || isWord(j, "dynamic") || isWord(j, "required") {
                return nil
            } else if !(isKind(j, .keyword) || isIdentifier(j)) {
                break
            }
            first = j
        }
        return isPrivate ? first : nil
    }

    // MARK: Previews

    /// `#Preview { … }`, `#Preview("Name", traits: …) { … }`: all of it.
    private func cutPreviewMacro(at i: Int, _ cuts: inout UnreachedCuts) {
        var end = i
        var j = i + 1
        if isKind(j, .leftParen) {
            end = partner(j)
            j = end + 1
        }
        if isKind(j, .leftBrace) { end = partner(j) }
        drop(i, through: end, never: true, &cuts)
    }

    /// The members of `struct Name: PreviewProvider { … }` (or a class, enum, actor or
    /// extension that names it among what it conforms to): the body's inside.
    private func cutPreviewProvider(at i: Int, _ cuts: inout UnreachedCuts) {
        // Back through the inheritance clause to its `:`.
        var k = i - 1
        var steps = 0
        while k >= 0 && steps < 32 && !isKind(k, .colon) {
            guard isIdentifier(k) || isKind(k, .dot) || isKind(k, .comma) || isKind(k, .attribute)
                || isOperator(k, "&") else { return }
            k -= 1
            steps += 1
        }
        guard isKind(k, .colon) else { return }
        // Back through the declared name (dotted, maybe generic) to its keyword.
        var n = k - 1
        steps = 0
        while n >= 0 && steps < 32 && !isDeclarationKeyword(n) {
            guard isIdentifier(n) || isKind(n, .dot) || isKind(n, .comma) || isOperator(n, "<") || isOperator(n, ">")
            else { return }
            n -= 1
            steps += 1
        }
        guard n >= 0 && isDeclarationKeyword(n) && n < k - 1 else { return }
        // Forward to the body's `{`, past the rest of the clause and any `where`.
        var f = i + 1
        steps = 0
        while f < count && steps < 256 && !isKind(f, .leftBrace) {
            if isKind(f, .rightBrace) || isKind(f, .semicolon) { return }
            f = isOpener(f) ? partner(f) + 1 : f + 1
            steps += 1
        }
        guard isKind(f, .leftBrace) else { return }
        let close = partner(f)
        if close > f + 1 { drop(f + 1, through: close - 1, never: false, &cuts) }
        cuts.bytes.append(Int(tokens[f].end)..<(close < count ? Int(tokens[close].start) : text.count))
    }

    private func isDeclarationKeyword(_ i: Int) -> Bool {
        isWord(i, "struct") || isWord(i, "class") || isWord(i, "enum") || isWord(i, "extension") || isWord(i, "actor")
    }

    // MARK: Availability

    /// `if #available(…) { A } else { B }`, `guard #available(…) else { B }` and
    /// `#unavailable`, at the `if` or `guard` (`at`), when the whole condition is known on
    /// iOS 27.1. A branch that always runs stays, read as if it were not in an `if` at all;
    /// one that never runs goes. An `if` that is itself an `else if` keeps its shape.
    private func cutAvailability(at i: Int, _ cuts: inout UnreachedCuts) {
        guard let (value, j) = availability(from: i + 1), value != .unknown else { return }
        if isWord(i, "guard") {
            guard isWord(j, "else"), isKind(j + 1, .leftBrace), partner(j + 1) < count else { return }
            if value == .no {
                // The `else` body always runs and leaves the scope: what follows never runs.
                cutRest(after: partner(j + 1), in: i, &cuts)
                return
            }
            // The `else` body of a check that holds never runs.
            drop(i, through: partner(j + 1), never: false, &cuts)
            cuts.bytes.append(Int(tokens[j].start)..<Int(tokens[partner(j + 1)].end))
            return
        }
        cutDecidedIf(at: i, value: value, body: j, &cuts)
    }

    /// `if C { A } else { B }` at `i`, whose condition is known (`value`) and whose first
    /// body opens at `j`: a branch that always runs stays, read as if it were not in an `if`
    /// at all; one that never runs goes. An `if` that is itself an `else if` keeps its shape.
    private func cutDecidedIf(at i: Int, value: Tri, body j: Int, _ cuts: inout UnreachedCuts) {
        guard isKind(j, .leftBrace) else { return }
        let close = partner(j)
        guard close < count else { return }
        let k = close + 1
        let hasElse = isWord(k, "else")
        let chained = isWord(i - 1, "else") && !cuts.dropped[i - 1]
        if value == .yes {
            if hasElse { drop(k, through: elseTailEnd(k), never: true, &cuts) }
            // `if #available(iOS 26, *) { return }`: the rest of the scope never runs.
            if !hasElse && !chained && endsWithExit(body: j) { cutRest(after: close, in: i, &cuts) }
            if !chained {
                drop(i, through: j, never: false, &cuts)
                drop(close, through: close, never: false, &cuts)
            }
        } else if hasElse {
            drop(i, through: k, never: false, &cuts)
            cuts.bytes.append(Int(tokens[i].start)..<Int(tokens[close].end))
            // `else { B }` always runs: B is read in its place.
            if !chained && isKind(k + 1, .leftBrace) && partner(k + 1) < count {
                drop(k + 1, through: k + 1, never: false, &cuts)
                drop(partner(k + 1), through: partner(k + 1), never: false, &cuts)
            }
        } else {
            drop(chained ? i - 1 : i, through: close, never: false, &cuts)
            cuts.bytes.append(Int(tokens[i].start)..<Int(tokens[close].end))
        }
    }

    /// A statement that leaves the scope: `return`, `throw`, `break`, `continue`, `fatalError(…)`.
    private func isExit(_ k: Int) -> Bool {
        isWord(k, "return") || isWord(k, "throw") || isWord(k, "break") || isWord(k, "continue") || isWord(k, "fatalError")
    }

    /// The block opened at `open` leaves the scope at its end: its last statement (a line of its
    /// own, not a `.member` continuing the one before) is an exit. `if #available(iOS 26, *) {
    /// items = …; return }` leaves as surely as `{ return }`; an exit inside a nested `if` does not.
    private func endsWithExit(body open: Int) -> Bool {
        let close = partner(open)
        guard close < count else { return false }
        var last = -1
        var k = open + 1
        while k < close {
            if k == open + 1 || isKind(k - 1, .semicolon) || (newlineBefore(k) && !isKind(k, .dot)) { last = k }
            k = isOpener(k) ? partner(k) + 1 : k + 1
        }
        return last >= 0 && isExit(last)
    }

    /// Everything after `last` in the block that holds `statement` never runs. Not at the top
    /// level of a file, where there is no scope to leave.
    private func cutRest(after last: Int, in statement: Int, _ cuts: inout UnreachedCuts) {
        let open = Int(parent[statement])
        guard open >= 0, isKind(open, .leftBrace) else { return }
        let close = partner(open)
        guard close < count, last + 1 < close else { return }
        drop(last + 1, through: close - 1, never: true, &cuts)
    }

    /// The last token of `else { … }` or `else if … { … } else …` starting at `k`.
    private func elseTailEnd(_ k: Int) -> Int {
        if isKind(k + 1, .leftBrace) { return min(partner(k + 1), count - 1) }
        if isWord(k + 1, "if") {
            let (_, end) = branchBodies(at: k + 1, count)
            return max(min(end - 1, count - 1), k)
        }
        return k
    }

    // MARK: Device checks

    /// The condition of an `if`, from `start` to its body's `{`, when it compares the device's
    /// idiom with another device's than an iPhone's (`UIDevice.current.userInterfaceIdiom ==
    /// .pad`, `!= .mac`, either way round): its value on an iPhone, and the `{`. The comparison may be joined to other
    /// conditions by `,`, `&&`, `||`, `!` and parentheses, which are unknown. Nil when the
    /// condition does not name `userInterfaceIdiom`.
    func deviceCondition(from start: Int, _ checks: [UInt64: IdiomCheck] = [:]) -> (Tri, Int)? {
        var end = start
        var steps = 0
        while end < count && !isKind(end, .leftBrace) {
            if isKind(end, .rightBrace) || isKind(end, .semicolon) || steps > 256 { return nil }
            end = isOpener(end) ? partner(end) + 1 : end + 1
            steps += 1
        }
        guard end < count, end > start else { return nil }
        var names = false
        for k in start..<end where (tokens[k].length == 18 && isWord(k, "userInterfaceIdiom"))
            || (!checks.isEmpty && isIdentifier(k) && checks[nameHash(k)] != nil) || isDevicePadMember(k) || isCatalystCheck(k) {
            names = true
            break
        }
        guard names else { return nil }
        return (deviceValue(start, end, checks, depth: 0), end)
    }

    /// A name for an idiom check: the tokens of its expression, and the `{` of the scope that
    /// declares it (-1 for the file's top level), outside which the name means something else.
    struct IdiomCheck: Equatable {
        let expression: Range<Int>
        let scope: Int
    }

    /// The file's names for an idiom check, each declared once: a computed Bool property or
    /// function whose body is one expression (`var isPadLayout: Bool { … idiom == .pad … }`,
    /// `#if` branches already gone), or a `let` given one on its line. `deviceValue` reads the
    /// expression in the name's place, within the declaring scope.
    func idiomChecks() -> [UInt64: IdiomCheck] {
        var found: [UInt64: IdiomCheck] = [:]
        var twice: Set<UInt64> = []
        func note(_ name: Int, _ range: Range<Int>) {
            let h = nameHash(name)
            let check = IdiomCheck(expression: range, scope: Int(parent[name - 1]))
            if found[h] != nil && found[h] != check { twice.insert(h) } else { found[h] = check }
        }
        var checked = occurrences(of: .userInterfaceIdiom)
        if namesCatalyst {
            checked += occurrences(of: .isMacCatalystApp) + occurrences(of: .isiOSAppOnMac)
            checked.sort()
        }
        for o in checked {
            let at = Int(o)
            // A computed property or function: `var NAME: Bool {` / `func NAME() -> Bool {`; or
            // one that opens with `if #available(iOS 26, *) { return … }`, whose branch is the
            // answer on iOS 27.1 (what follows it never runs there).
            if let open = enclosingOpeners(of: at).first(where: { isKind($0, .leftBrace) }), partner(open) < count {
                var body = open
                if let condition = availabilityIfCondition(opening: open),
                   let outer = enclosingOpeners(of: condition).first(where: { isKind($0, .leftBrace) }), condition == outer + 2 {
                    body = outer
                }
                let first = isWord(open + 1, "return") ? open + 2 : open + 1
                // One expression, the whole block.
                if let name = boolMemberName(body: body), first < partner(open),
                   statementEnd(from: first + 1, partner(open)) == partner(open) {
                    note(name, first..<partner(open))
                    continue
                }
            }
            // `let NAME = …` (or `let NAME: Bool = …`) on the idiom's line.
            var k = at
            while k > 0 && !tokens[k].hasNewlineBefore && !isOperator(k, "=") { k -= 1 }
            guard isOperator(k, "="), k >= 2 else { continue }
            let name = isIdentifier(k - 1) ? k - 1 : (k >= 4 && isWord(k - 1, "Bool") && isKind(k - 2, .colon) ? k - 3 : -1)
            guard name >= 1, isIdentifier(name), isWord(name - 1, "let") else { continue }
            guard k + 2 <= count else { continue }
            let end = statementEnd(from: k + 2, count)
            if end > at { note(name, (k + 1)..<end) }
        }
        for h in twice { found[h] = nil }
        return found
    }

    /// The name of `var NAME: Bool {` or `func NAME() -> Bool {` whose body opens at `open`.
    private func boolMemberName(body open: Int) -> Int? {
        guard open >= 4, isWord(open - 1, "Bool") else { return nil }
        if isKind(open - 2, .colon), isIdentifier(open - 3), isWord(open - 4, "var") { return open - 3 }
        if isOperator(open - 2, "->"), isKind(open - 3, .rightParen), partner(open - 3) == open - 4,
           open >= 6, isIdentifier(open - 5), isWord(open - 6, "func") { return open - 5 }
        return nil
    }

    /// For a block at `open` that is the body of `if #available(…) {` holding on iOS 27.1, the
    /// condition's first token (after `if`); nil otherwise.
    private func availabilityIfCondition(opening open: Int) -> Int? {
        guard open >= 1, isKind(open - 1, .rightParen) else { return nil }
        let paren = partner(open - 1)
        guard paren >= 2, paren < open, isWord(paren - 2, "if"),
              let (value, after) = availability(from: paren - 1), value == .yes, after == open else { return nil }
        return paren - 1
    }

    /// The value on an iPhone of the condition tokens `a..<b`: `,` binds loosest, then `||`,
    /// then `&&`; then `!`, parentheses, and the idiom comparison itself.
    private func deviceValue(_ a: Int, _ b: Int, _ checks: [UInt64: IdiomCheck], depth: Int) -> Tri {
        guard a < b, depth < 16 else { return .unknown }
        for separator in 0..<3 {
            let parts = topLevelParts(a, b) { k in
                switch separator {
                case 0: return self.isKind(k, .comma)
                case 1: return self.isOperator(k, "||")
                default: return self.isOperator(k, "&&")
                }
            }
            guard parts.count > 1 else { continue }
            var value = deviceValue(parts[0].0, parts[0].1, checks, depth: depth + 1)
            for part in parts.dropFirst() {
                let next = deviceValue(part.0, part.1, checks, depth: depth + 1)
                value = separator == 1 ? value || next : value && next
            }
            return value
        }
        if isOperator(a, "!") { return !deviceValue(a + 1, b, checks, depth: depth + 1) }
        if isKind(a, .leftParen) && partner(a) == b - 1 { return deviceValue(a + 1, b - 1, checks, depth: depth + 1) }
        // `isPadLayout`, `self.isPadLayout`, `isPadLayout()`: the check it names, read in place.
        var name = b - 1
        if b - a >= 3, isKind(b - 1, .rightParen), partner(b - 2) == b - 1 { name = b - 3 }
        if !checks.isEmpty, isIdentifier(name), name == a || (name == a + 2 && isWord(a, "self") && isKind(a + 1, .dot)),
           let check = checks[nameHash(name)], !check.expression.contains(a),
           check.scope < 0 || (check.scope < name && name < partner(check.scope)) {
            return deviceValue(check.expression.lowerBound, check.expression.upperBound, checks, depth: depth + 1)
        }
        // `UIDevice.isPad`, `UIDevice.current.isIPad`: the app's own iPad check, false on an iPhone.
        if isDevicePadMember(b - 1), a == (isWord(b - 3, "current") ? b - 5 : b - 3) { return .no }
        // An iPad app running on a Mac, or a Catalyst app: never so on an iPhone.
        if isCatalystCheck(b - 1), (a..<(b - 1)).allSatisfy({ isIdentifier($0) || isWord($0, "self") || isKind($0, .dot) }) {
            return .no
        }
        let comparisons = topLevelParts(a, b) { k in self.isOperator(k, "==") || self.isOperator(k, "!=") }
        guard comparisons.count == 2 else { return .unknown }
        let (l, r) = (comparisons[0], comparisons[1])
        let member: (Int, Int)
        if isIdiom(l.0, l.1) {
            member = r
        } else if isIdiom(r.0, r.1) {
            member = l
        } else {
            return .unknown
        }
        // An iPhone is not an iPad, a Mac, a TV, CarPlay or a Vision Pro. Whether iPhone Duo
        // says `.phone` is not known: that comparison stays unknown.
        guard isAnotherDevice(member.0, member.1) else { return .unknown }
        return isOperator(l.1, "==") ? .no : .yes
    }

    /// Tokens `a..<b` split where `separates` holds outside brackets.
    private func topLevelParts(_ a: Int, _ b: Int, _ separates: (Int) -> Bool) -> [(Int, Int)] {
        var parts: [(Int, Int)] = []
        var from = a
        var k = a
        while k < b {
            if separates(k) {
                parts.append((from, k))
                from = k + 1
                k += 1
                continue
            }
            k = isOpener(k) ? partner(k) + 1 : k + 1
        }
        parts.append((from, b))
        return parts
    }

    /// The file compares the device's idiom, or asks `UIDevice` an iPad check of the app's own.
    var checksIdiom: Bool {
        contains(.userInterfaceIdiom) || contains(.isPad) || contains(.isIpad) || contains(.isIPad) || contains(.isiPad)
            || namesCatalyst
    }

    /// The file asks whether it runs as a Mac app: `isMacCatalystApp`, `isiOSAppOnMac`, or an
    /// app's own name for that (`IS_CATALYST`, `isCatalyst`, `isMacCatalyst`).
    var namesCatalyst: Bool {
        contains(.isMacCatalystApp) || contains(.isiOSAppOnMac) || contains(.IS_CATALYST) || contains(.isCatalyst)
            || contains(.isMacCatalyst)
    }

    /// Token `k` asks whether the app runs on a Mac: `…isMacCatalystApp`, `…isiOSAppOnMac`, or a
    /// name of the app's own for that, read bare or through `self.` (`IS_CATALYST`), whose
    /// declaration may be in another file. False on an iPhone.
    func isCatalystCheck(_ k: Int) -> Bool {
        guard tokens[k].kind == .identifier, tokens[k].length >= 10, tokens[k].length <= 16 else { return false }
        if isWord(k, "isMacCatalystApp") || isWord(k, "isiOSAppOnMac") { return true }
        guard isWord(k, "IS_CATALYST") || isWord(k, "isCatalyst") || isWord(k, "isMacCatalyst") else { return false }
        return !isKind(k - 1, .dot) || (isWord(k - 2, "self") && !isKind(k - 3, .dot))
    }

    /// `isPad`, `isIpad`, `isIPad` or `isiPad` read from `UIDevice` or `UIDevice.current`: a
    /// `UIDevice` extension of the app (in another file) that compares the idiom with `.pad`.
    /// The name says so; on another receiver it may mean anything (a layout's own flag).
    func isDevicePadMember(_ k: Int) -> Bool {
        guard k >= 2, tokens[k].kind == .identifier, tokens[k].length >= 5, tokens[k].length <= 6, isKind(k - 1, .dot),
              isWord(k, "isPad") || isWord(k, "isIpad") || isWord(k, "isIPad") || isWord(k, "isiPad") else { return false }
        let receiver = isWord(k - 2, "current") && isKind(k - 3, .dot) ? k - 4 : k - 2
        return isWord(receiver, "UIDevice") && !isKind(receiver - 1, .dot)
    }

    /// `UIDevice.current.userInterfaceIdiom`, `traitCollection.userInterfaceIdiom`, `self.…`: a
    /// path of names (with `?`/`!`) whose last is `userInterfaceIdiom`.
    private func isIdiom(_ a: Int, _ b: Int) -> Bool {
        guard b > a, isWord(b - 1, "userInterfaceIdiom") else { return false }
        for k in a..<(b - 1) where !(isIdentifier(k) || isWord(k, "self") || isKind(k, .dot) || isOperator(k, "?") || isOperator(k, "!")) {
            return false
        }
        return true
    }

    /// Another device's idiom than an iPhone's: `.pad`, `.mac`, `.tv`, `.carPlay` or `.vision`,
    /// also written `UIUserInterfaceIdiom.pad`.
    private func isAnotherDevice(_ a: Int, _ b: Int) -> Bool {
        let member: Int
        if b == a + 2, isKind(a, .dot) {
            member = a + 1
        } else if b == a + 3, isWord(a, "UIUserInterfaceIdiom"), isKind(a + 1, .dot) {
            member = a + 2
        } else {
            return false
        }
        let others: [StaticString] = ["pad", "mac", "tv", "carPlay", "vision"]
        return others.contains { isWord(member, $0) }
    }

    /// A condition made only of `#available(…)` and `#unavailable(…)` clauses, from `start`:
    /// its value on iOS 27.1, and the token after it. Nil for anything else.
    func availability(from start: Int) -> (Tri, Int)? {
        var j = start
        var value = Tri.yes
        var clauses = 0
        while clauses < 16 {
            guard isKind(j, .poundKeyword), isKind(j + 1, .leftParen) else { return nil }
            let t = tokens[j]
            let s = text.baseAddress! + Int(t.start)
            let available: Bool
            if Keywords.equals(s, t.length, "#available") {
                available = true
            } else if Keywords.equals(s, t.length, "#unavailable") {
                available = false
            } else {
                return nil
            }
            let close = partner(j + 1)
            guard close < count else { return nil }
            // `#unavailable` lists no `*`: other platforms are implied.
            let holds = availableOnCheckedVersion(from: j + 2, to: close, star: !available)
            value = value && (available ? holds : !holds)
            clauses += 1
            j = close + 1
            guard isKind(j, .comma) else { return (value, j) }
            j += 1
        }
        return nil
    }

    /// Whether the platform list of an availability check, tokens `from..<to`, holds on
    /// iOS 27.1: it lists iOS at 27.1 or lower, or does not list iOS and has `*`. A later
    /// iOS version is unknown: devices on that version run the other branch.
    private func availableOnCheckedVersion(from: Int, to: Int, star: Bool) -> Tri {
        var star = star
        var listsIOS = false
        var k = from
        while k < to {
            var e = k
            while e < to && !isKind(e, .comma) { e = isOpener(e) ? partner(e) + 1 : e + 1 }
            if e == k + 1 && isOperator(k, "*") {
                star = true
            } else if isWord(k, "iOS") || isWord(k, "iOSApplicationExtension") {
                guard e > k + 1, let version = versionNumbers(from: k + 1, to: e) else { return .unknown }
                if Code.isLater(version, than: Code.checkedVersion) { return .unknown }
                listsIOS = true
            } else if !isIdentifier(k) {
                return .unknown
            }
            k = e + 1
        }
        return listsIOS || star ? .yes : .unknown
    }

    /// `17`, `17.4`, `17.4.1`: the bytes of tokens `from..<to`, digits and dots only.
    private func versionNumbers(from: Int, to: Int) -> [Int]? {
        let a = Int(tokens[from].start), b = Int(tokens[to - 1].end)
        guard b - a <= 16 else { return nil }
        var parts: [Int] = [0]
        var digits = 0
        for c in text[a..<b] {
            if c == UInt8(ascii: ".") {
                guard digits > 0 else { return nil }
                parts.append(0)
                digits = 0
            } else if c >= 48 && c <= 57 {
                parts[parts.count - 1] = parts[parts.count - 1] * 10 + Int(c - 48)
                digits += 1
            } else {
                return nil
            }
        }
        return digits > 0 ? parts : nil
    }

    static func isLater(_ a: [Int], than b: [Int]) -> Bool {
        for k in 0..<max(a.count, b.count) {
            let x = k < a.count ? a[k] : 0, y = k < b.count ? b[k] : 0
            if x != y { return x > y }
        }
        return false
    }

    /// Marks tokens `a...b` (clamped to the file). `never`: they are code that never runs.
    private func drop(_ a: Int, through b: Int, never: Bool, _ cuts: inout UnreachedCuts) {
        guard a >= 0, a < count else { return }
        let last = min(b, count - 1)
        guard a <= last else { return }
        for k in a...last { cuts.dropped[k] = true }
        cuts.ranges.append(a..<(last + 1))
        if never { cuts.bytes.append(Int(tokens[a].start)..<(b >= count ? text.count : Int(tokens[last].end))) }
    }

    // MARK: Imports

    /// What the file's top-level, unconditional imports say it is for. Imports inside an
    /// `#if` block do not count, whatever its condition; nor do any below the top level.
    public var fileRole: FileRole {
        var role = FileRole.app
        var i = 0
        while i < count {
            if isWord(i, "import") && !isConditional(Int(tokens[i].start)) {
                var m = i + 1
                // `import class AppKit.NSView`
                if isKind(m, .keyword) && isIdentifier(m + 1) { m += 1 }
                if isIdentifier(m) {
                    let t = tokens[m]
                    let s = text.baseAddress! + Int(t.start)
                    for module in Code.otherPlatformModules where Keywords.equals(s, t.length, module) { return .otherPlatform }
                    if Keywords.equals(s, t.length, "XCTest") || Keywords.equals(s, t.length, "Testing") { role = .tests }
                }
                if isTestable(before: i) { role = .tests }
            }
            i = isOpener(i) ? partner(i) + 1 : i + 1
        }
        return role
    }

    static let otherPlatformModules: [StaticString] = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit"]

    private func isConditional(_ offset: Int) -> Bool {
        conditionalBlocks.contains { $0.contains(offset) }
    }

    /// The attributes right before the `import` at `i` hold `@testable`.
    private func isTestable(before i: Int) -> Bool {
        var k = i - 1
        var steps = 0
        while k >= 0 && steps < 16 {
            if isKind(k, .rightParen) { k = partner(k) - 1 }
            guard isKind(k, .attribute) else { return false }
            let t = tokens[k]
            if Keywords.equals(text.baseAddress! + Int(t.start), t.length, "@testable") { return true }
            k -= 1
            steps += 1
        }
        return false
    }
}
