import DuobarScanner

/// The code of one file as the model reads it: the scanner's tokens without
/// comments and without branches that cannot compile for iOS, with every
/// bracket matched to its partner.
///
/// `text` points into a buffer the caller keeps alive for as long as the
/// `Code` (and anything built from it) is used.
public struct Code {
    public let text: UnsafeBufferPointer<UInt8>
    /// Every token the scanner produced, when the file needed them all (it has `#if`s).
    private let allTokens: [Token]?
    /// The scanner's code tokens before `#if` branches were dropped, when any were.
    private let scannedCode: [Token]?
    /// The comments (suppressions live there).
    public let comments: [Token]
    /// The tokens the model reads.
    public let tokens: [Token]
    /// For an opener, the index of its closer (`tokens.count` if it never closes);
    /// for a closer, its opener (-1 if none); -1 for everything else. Flat `Int32`s with a
    /// sentinel because every token has one; outside the model, `partner(_:)` and
    /// `enclosingOpeners(of:)` read them.
    let match: [Int32]
    /// The innermost opener that contains each token, or -1.
    let parent: [Int32]

    /// Every token has its bracket match and enclosing bracket recorded (the fuzzer's check;
    /// the tables themselves stay internal).
    public var hasStructurePerToken: Bool { match.count == tokens.count && parent.count == tokens.count }
    /// Where each `Word` occurs, by `Word.rawValue`, in token order.
    public let occurrences: [[Int32]]
    /// The file names a UIKit type (`UIView`, `UIToolbar`…).
    public let mentionsUIKit: Bool
    /// Byte ranges, in order, of code that compiles but never reaches an iPhone bar, left out
    /// of `tokens`: `#if` branches that cannot compile for iOS, previews, and branches that
    /// never run on iOS 27.1 (docs/model.md, "Code that never reaches an iPhone bar").
    public let unreached: [Range<Int>]
    /// Byte ranges of the outermost `#if` … `#endif` blocks: what they hold is conditional.
    let conditionalBlocks: [Range<Int>]

    /// From every token, comments included: read as the split scan would give them (the
    /// white space and line breaks a comment stood for go to the next code token), so both
    /// ways to build a `Code` give the same tokens, `#if` conditions included.
    public init(text: UnsafeBufferPointer<UInt8>, raw: [Token]) {
        var code: [Token] = []
        code.reserveCapacity(raw.count)
        var comments: [Token] = []
        var carried: UInt8 = 0
        var hasDirectives = false
        for token in raw {
            if token.kind.isComment {
                comments.append(token)
                carried |= token.flags & (Token.newlineBefore | Token.spaceBefore) | Token.spaceBefore
                if token.flags & Token.containsNewline != 0 { carried |= Token.newlineBefore }
            } else {
                var t = token
                t.flags |= carried
                carried = 0
                if t.kind == .directive { hasDirectives = true }
                code.append(t)
            }
        }
        self.init(text: text, split: SwiftScanner.Split(code: code, comments: comments, hasDirectives: hasDirectives),
                  raw: raw)
    }

    /// Without `#if`s there is nothing to drop but comments, and the scanner has already set
    /// them apart: its code tokens are used as they are.
    /// With `#if`s, the branches that cannot compile for iOS are dropped from the scanner's
    /// code tokens (kept for `raw`). Previews and branches that never run on iOS 27.1 are
    /// then cut (`UnreachedCode.swift`), and only then is the structure made again.
    init(text: UnsafeBufferPointer<UInt8>, split: SwiftScanner.Split, raw: [Token]? = nil) {
        var dead: [Range<Int>] = [], blocks: [Range<Int>] = []
        let tokens = split.hasDirectives
            ? PlatformConditions.activeCode(split.code, text: text, dead: &dead, blocks: &blocks) : split.code
        let structure = Code.structure(tokens, text)
        let code = Code(text: text, allTokens: raw, scannedCode: split.hasDirectives ? split.code : nil,
                        comments: split.comments, tokens: tokens, structure: structure, unreached: dead,
                        conditionalBlocks: blocks)
        if !structure.cutSeeds.isEmpty || code.checksIdiom, let cuts = code.unreachedCuts(seeds: structure.cutSeeds) {
            self = Code(code, cutting: cuts)
        } else {
            self = code
        }
    }

    private init(text: UnsafeBufferPointer<UInt8>, allTokens: [Token]?, scannedCode: [Token]?, comments: [Token],
                 tokens: [Token], structure: Structure, unreached: [Range<Int>], conditionalBlocks: [Range<Int>]) {
        self.text = text
        self.allTokens = allTokens
        self.scannedCode = scannedCode
        self.comments = comments
        self.tokens = tokens
        self.unreached = unreached
        self.conditionalBlocks = conditionalBlocks
        (match, parent, occurrences, mentionsUIKit) = (structure.match, structure.parent, structure.occurrences, structure.uiKit)
    }

    /// What a `Code` kept between passes holds: its tokens, comments and cut ranges, without
    /// the bracket tables, which cost more memory than making them again. The tokens are in
    /// memory the keeper owns (`kept(copying:)`), for as long as it keeps them.
    public struct Kept: @unchecked Sendable {
        fileprivate let tokens: UnsafeBufferPointer<Token>
        fileprivate let comments: UnsafeBufferPointer<Token>
        fileprivate let unreached: [Range<Int>]
        fileprivate let conditionalBlocks: [Range<Int>]
        fileprivate let textCount: Int
    }

    /// Its tokens and comments, each copied by `copy` into memory the caller owns.
    public func kept(copying copy: (UnsafeBufferPointer<Token>) -> UnsafeBufferPointer<Token>) -> Kept {
        Kept(tokens: tokens.withUnsafeBufferPointer(copy), comments: comments.withUnsafeBufferPointer(copy),
             unreached: unreached, conditionalBlocks: conditionalBlocks, textCount: text.count)
    }

    /// The code `kept` was taken from, over `text` (the same bytes, wherever they are now):
    /// its tokens are not scanned again, only its brackets matched again. Its `raw` tokens are
    /// those the model reads, with the comments.
    public init(text: UnsafeBufferPointer<UInt8>, kept: Kept) {
        precondition(text.count == kept.textCount, "kept code needs the bytes it was scanned from")
        let tokens = Array(kept.tokens)
        self.init(text: text, allTokens: nil, scannedCode: nil, comments: Array(kept.comments), tokens: tokens,
                  structure: Code.structure(tokens, text), unreached: kept.unreached,
                  conditionalBlocks: kept.conditionalBlocks)
    }

    /// `code` without the tokens `cuts` marks, their line breaks carried to the next token
    /// kept (as for `#if` branches), and with the structure made again.
    private init(_ code: Code, cutting cuts: UnreachedCuts) {
        let (kept, newIndex) = Code.cut(code.tokens, runs: cuts.runs)
        let structure = code.remapped(newIndex, kept) ?? Code.structure(kept, code.text)
        self.init(text: code.text, allTokens: code.allTokens, scannedCode: code.scannedCode ?? code.tokens,
                  comments: code.comments, tokens: kept, structure: structure,
                  unreached: UnreachedCuts.merged(code.unreached + cuts.bytes),
                  conditionalBlocks: code.conditionalBlocks)
    }

    /// `tokens` without the sorted, disjoint `runs`, the line breaks and spaces of each run
    /// carried to the token after it; and each old token's new index, or -1 if it is cut.
    /// Cuts are a few runs: what is kept between them is copied a run at a time.
    static func cut(_ tokens: [Token], runs: [Range<Int>]) -> (kept: [Token], newIndex: [Int32]) {
        let count = tokens.count
        let newIndex = [Int32](unsafeUninitializedCapacity: count) { index, used in
            var from = 0, n: Int32 = 0
            for run in runs {
                for i in from..<run.lowerBound {
                    index[i] = n
                    n += 1
                }
                for i in run { index[i] = -1 }
                from = run.upperBound
            }
            for i in from..<count {
                index[i] = n
                n += 1
            }
            used = count
        }
        let keptCount = count - runs.reduce(0) { $0 + $1.count }
        let kept = [Token](unsafeUninitializedCapacity: keptCount) { out, used in
            tokens.withUnsafeBufferPointer { tokens in
                var from = 0, n = 0
                var pending: UInt8 = 0
                for run in runs + [count..<count] {
                    let length = run.lowerBound - from
                    if length > 0 {
                        (out.baseAddress! + n).initialize(from: tokens.baseAddress! + from, count: length)
                        out[n].flags |= pending
                        pending = 0
                        n += length
                    }
                    for i in run {
                        let t = tokens[i]
                        if t.hasNewlineBefore || t.flags & Token.containsNewline != 0 { pending |= Token.newlineBefore }
                        pending |= Token.spaceBefore
                    }
                    from = run.upperBound
                }
                used = n
            }
        }
        return (kept, newIndex)
    }

    /// This code's structure for the tokens `newIndex` keeps, without another full pass:
    /// cuts take whole bracket pairs, so partners stay partners, a token's innermost opener
    /// is the nearest one kept, and word positions are renumbered. Nil when a bracket kept
    /// has lost its partner (the structure is then made again).
    private func remapped(_ newIndex: [Int32], _ kept: [Token]) -> Structure? {
        let n = kept.count
        let old = tokens.count
        var lostPartner = false
        var parent: [Int32] = []
        // Every kept token's entries are written once: no arrays filled with -1 first.
        let match = [Int32](unsafeUninitializedCapacity: n) { newMatch, usedMatch in
            parent = [Int32](unsafeUninitializedCapacity: n) { newParent, usedParent in
                newIndex.withUnsafeBufferPointer { index in
                    self.match.withUnsafeBufferPointer { oldMatch in
                        self.parent.withUnsafeBufferPointer { oldParent in
                            for i in 0..<old {
                                let k = Int(index[i])
                                if k < 0 { continue }
                                let m = Int(oldMatch[i])
                                if m < 0 {
                                    newMatch[k] = -1
                                } else if m >= old {
                                    newMatch[k] = Int32(truncatingIfNeeded: n)
                                } else {
                                    if index[m] < 0 {
                                        lostPartner = true
                                        return
                                    }
                                    newMatch[k] = index[m]
                                }
                                var p = Int(oldParent[i])
                                while p >= 0 && index[p] < 0 { p = Int(oldParent[p]) }
                                newParent[k] = p >= 0 ? index[p] : -1
                            }
                        }
                    }
                }
                // Int32s need no clean-up: a table left half written is simply dropped.
                usedParent = lostPartner ? 0 : n
            }
            usedMatch = lostPartner ? 0 : n
        }
        if lostPartner { return nil }
        let occurrences = self.occurrences.map { list in
            list.compactMap { newIndex[Int($0)] >= 0 ? newIndex[Int($0)] : nil }
        }
        // UIKit may have been named only in what was cut.
        var uiKit = false
        if mentionsUIKit, let base = text.baseAddress {
            uiKit = kept.contains { t in
                guard t.kind == .identifier && t.length >= 3 else { return false }
                let s = base + Int(t.start)
                return s[0] == UInt8(ascii: "U") && s[1] == UInt8(ascii: "I") && s[2] &- 65 < 26
            }
        }
        return (match, parent, occurrences, uiKit, [])
    }

    /// Whether the byte at `offset` lies in code that never reaches an iPhone bar.
    public func isUnreached(_ offset: Int) -> Bool {
        // Few ranges, in order: a binary search for the last one starting at or before `offset`.
        var lo = 0, hi = unreached.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if unreached[mid].lowerBound <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && unreached[lo - 1].contains(offset)
    }

    /// Every token, comments included, in order. (Without `#if`s, code tokens carry the
    /// flags the model reads: a line break inside a comment counts as one before them.)
    public var raw: [Token] {
        if let allTokens { return allTokens }
        let code = scannedCode ?? tokens
        var merged: [Token] = []
        merged.reserveCapacity(code.count + comments.count)
        var c = 0
        for t in code {
            while c < comments.count && comments[c].start < t.start { merged.append(comments[c]); c += 1 }
            merged.append(t)
        }
        merged.append(contentsOf: comments[c...])
        return merged
    }

    /// The tokens spelled `word`, in order.
    @inline(__always) public func occurrences(of word: Word) -> [Int32] {
        occurrences[word.rawValue]
    }

    /// The tokens spelled by any of `words`, each moved back by `minus` (to the `.` before a
    /// modifier), in order.
    public func candidates(_ words: [Word], minus: Int = 0) -> [Int] {
        // Sized once: grown an element at a time, a long list was copied a dozen times.
        var total = 0
        for word in words { total += occurrences[word.rawValue].count }
        if total == 0 { return [] }
        var result: [Int] = []
        result.reserveCapacity(total)
        for word in words {
            for i in occurrences[word.rawValue] where Int(i) - minus >= 0 { result.append(Int(i) - minus) }
        }
        if words.count > 1 { result.sort() }
        return result
    }

    public func contains(_ word: Word) -> Bool {
        !occurrences[word.rawValue].isEmpty
    }

    public init(text: UnsafeBufferPointer<UInt8>) {
        self.init(text: text, split: SwiftScanner.scanSplit(text))
    }

    public var count: Int { tokens.count }

    // MARK: Reading tokens

    @inline(__always) public func kind(_ i: Int) -> TokenKind? {
        i >= 0 && i < tokens.count ? tokens[i].kind : nil
    }

    @inline(__always) public func isKind(_ i: Int, _ kind: TokenKind) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == kind
    }

    /// The token is an identifier or keyword spelled `word`.
    @inline(__always) public func isWord(_ i: Int, _ word: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        guard t.kind == .identifier || t.kind == .keyword else { return false }
        return Keywords.equals(text.baseAddress! + Int(t.start), t.length, word)
    }

    /// The name at `i` ends with `suffix` (`BrowserToolbar` with `Toolbar`), compared as bytes.
    public func nameEnds(_ i: Int, with suffix: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count, tokens[i].kind == .identifier else { return false }
        let t = tokens[i], n = suffix.utf8CodeUnitCount
        return t.length >= n && Keywords.equals(text.baseAddress! + Int(t.end) - n, n, suffix)
    }

    /// The name at `i` holds `part`, compared as bytes; with `ignoringCase`, ASCII letters of
    /// either case match (`part` is written in lower case then).
    public func nameContains(_ i: Int, _ part: StaticString, ignoringCase: Bool = false) -> Bool {
        guard i >= 0 && i < tokens.count, tokens[i].kind == .identifier else { return false }
        let t = tokens[i], n = part.utf8CodeUnitCount
        guard t.length >= n else { return false }
        let s = text.baseAddress! + Int(t.start), p = part.utf8Start
        var k = 0
        while k + n <= t.length {
            var j = 0
            while j < n {
                let c = s[k + j]
                let folded = ignoringCase && c >= 65 && c <= 90 ? c | 0x20 : c
                if folded != p[j] { break }
                j += 1
            }
            if j == n { return true }
            k += 1
        }
        return false
    }

    /// The token is an operator spelled `op`.
    @inline(__always) public func isOperator(_ i: Int, _ op: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        return t.kind == .operator && Keywords.equals(text.baseAddress! + Int(t.start), t.length, op)
    }

    @inline(__always) public func isIdentifier(_ i: Int) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .identifier
    }

    /// An identifier starting with an upper-case ASCII letter: a type, by Swift's convention.
    /// The token's bytes are one of `names`, whatever its kind (a string's text too).
    func spells(_ token: Int, _ names: [StaticString]) -> Bool {
        let t = tokens[token]
        let start = text.baseAddress! + Int(t.start)
        return names.contains { Keywords.equals(start, t.length, $0) }
    }

    @inline(__always) public func isTypeName(_ i: Int) -> Bool {
        guard isIdentifier(i) else { return false }
        let c = text[Int(tokens[i].start)]
        return c >= 65 && c <= 90
    }

    /// A type name followed by `(` or `.`: what may build a value (`Bar(…)`, `Bar.init(…)`).
    @inline(__always) public func isCalledTypeName(_ i: Int) -> Bool {
        i + 1 < tokens.count && (tokens[i + 1].kind == .leftParen || tokens[i + 1].kind == .dot) && isTypeName(i)
    }

    @inline(__always) public func newlineBefore(_ i: Int) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].hasNewlineBefore
    }

    /// A name's hash from its length and its first and last eight bytes: two loads, whatever
    /// its length. Names alike in all three collide, which only costs a second look.
    static func nameHash(_ p: UnsafePointer<UInt8>, _ n: Int) -> UInt64 {
        var h = UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15
        if n >= 8 {
            h ^= UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
            h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
            h ^= UInt64(littleEndian: UnsafeRawPointer(p + n - 8).loadUnaligned(as: UInt64.self))
        } else {
            var x: UInt64 = 0
            for k in 0..<n { x |= UInt64(p[k]) << UInt64(8 * k) }
            h ^= x
        }
        h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
        return h ^ (h >> 31)
    }

    /// The partner of a bracket; for anything else the index itself.
    @inline(__always) public func partner(_ i: Int) -> Int {
        let m = Int(match[i])
        return m < 0 ? i : m
    }

    @inline(__always) public func isOpener(_ i: Int) -> Bool {
        guard let k = kind(i) else { return false }
        return Code.isOpener(k)
    }

    /// Bytes of token `i` compared with another token's bytes.
    public func sameText(_ i: Int, _ j: Int) -> Bool {
        let a = tokens[i], b = tokens[j]
        guard a.length == b.length else { return false }
        let base = text.baseAddress!
        return ByteClass.equal(base + Int(a.start), base + Int(b.start), a.length)
    }

    public func bytes(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let t = tokens[i]
        return UnsafeBufferPointer(rebasing: text[Int(t.start)..<Int(t.end)])
    }

    /// The token's text, for messages only (never in a hot loop).
    public func string(_ i: Int) -> String {
        String(decoding: bytes(i), as: UTF8.self)
    }

    public func string(from start: Int, to end: Int) -> String {
        guard start < end, start < tokens.count else { return "" }
        let a = Int(tokens[start].start), b = Int(tokens[min(end, tokens.count) - 1].end)
        return String(decoding: UnsafeBufferPointer(rebasing: text[a..<b]), as: UTF8.self)
    }

    // MARK: Structure

    /// Walks up the openers that contain token `i`, innermost first.
    public func enclosingOpeners(of i: Int) -> EnclosingSequence {
        EnclosingSequence(parent: parent, start: i)
    }

    static func isOpener(_ k: TokenKind) -> Bool {
        switch k {
        case .leftParen, .leftBracket, .leftBrace, .stringBegin, .interpolationBegin: return true
        default: return false
        }
    }

    static func closer(for k: TokenKind) -> TokenKind {
        switch k {
        case .leftParen: return .rightParen
        case .leftBracket: return .rightBracket
        case .leftBrace: return .rightBrace
        case .stringBegin: return .stringEnd
        default: return .interpolationEnd
        }
    }

    static func opener(for k: TokenKind) -> TokenKind? {
        switch k {
        case .rightParen: return .leftParen
        case .rightBracket: return .leftBracket
        case .rightBrace: return .leftBrace
        case .stringEnd: return .stringBegin
        case .interpolationEnd: return .interpolationBegin
        default: return nil
        }
    }

    /// One pass over the tokens: each bracket matched to its partner, each token's innermost
    /// opener, where each `Word` occurs, and whether UIKit is named.
    ///
    /// Brackets use an explicit stack. A closer with no open partner of its kind is left
    /// unmatched; one that skips over openers of other kinds closes them too, so each token
    /// is pushed and popped at most once whatever the input. Words: most identifiers are
    /// skipped on their first byte and length before the word table is looked at. On the way
    /// it notes the tokens that may start a preview or an availability check (`cutSeeds`), so
    /// `unreachedCuts` looks at them and not at every token.
    static func structure(_ tokens: [Token], _ text: UnsafeBufferPointer<UInt8>) -> Structure {
        let n = tokens.count
        var occurrences = [[Int32]](repeating: [], count: Word.allCases.count)
        var uiKit = false
        var cutSeeds: [Int32] = []
        guard n > 0, let base = text.baseAddress else {
            return ([Int32](repeating: -1, count: n), [Int32](repeating: -1, count: n), occurrences, uiKit, cutSeeds)
        }
        let readable = text.count
        let stack = UnsafeMutablePointer<Int32>.allocate(capacity: n)
        defer { stack.deallocate() }
        var depth = 0
        // The open bracket on top of the stack, or -1: every token's parent, kept at hand.
        var innermost: Int32 = -1
        var openCount: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
        let words = Word.table
        // Both tables are written in full by the loop, each entry once, so they are not filled
        // with -1 first (that cost as much as the loop's own stores).
        var parent: [Int32] = []
        let match = [Int32](unsafeUninitializedCapacity: n) { m, matchCount in
            parent = [Int32](unsafeUninitializedCapacity: n) { p, parentCount in
                Word.lengthsByFirstByte.withUnsafeBufferPointer { lengths in
                    tokens.withUnsafeBufferPointer { tk in
                        withUnsafeMutableBytes(of: &openCount) { counts in
                            let open = counts.baseAddress!.assumingMemoryBound(to: Int.self)
                            for i in 0..<n {
                                let t = tk[i]
                                let bit = UInt64(1) << UInt64(t.kind.rawValue & 63)
                                if bit & Code.bracketMask == 0 {
                                    m[i] = -1
                                    p[i] = innermost
                                    let s = base + Int(t.start)
                                    let len = t.length
                                    guard bit & Code.wordMask != 0 else {
                                        // `#Preview`, `#available`, `#unavailable`
                                        if t.kind == .poundKeyword && len > 2
                                            && (s[1] == UInt8(ascii: "P") || s[1] == UInt8(ascii: "a") || s[1] == UInt8(ascii: "u")) {
                                            cutSeeds.append(Int32(truncatingIfNeeded: i))
                                        }
                                        continue
                                    }
                                    if len >= 3 && s[0] == UInt8(ascii: "U") && s[1] == UInt8(ascii: "I") && s[2] &- 65 < 26 {
                                        uiKit = true
                                    }
                                    // `PreviewProvider`
                                    if len == 15 && s[0] == UInt8(ascii: "P") && s[7] == UInt8(ascii: "P") {
                                        cutSeeds.append(Int32(truncatingIfNeeded: i))
                                    }
                                    guard len < 32, (lengths[Int(s[0])] >> UInt32(len)) & 1 != 0 else { continue }
                                    if let word = Word.lookup(words, s, len, readable: readable - Int(t.start)) {
                                        occurrences[word.rawValue].append(Int32(i))
                                    }
                                    continue
                                }
                                let pair = Code.pairIndex(t.kind.rawValue)
                                if bit & Code.openerMask != 0 {
                                    p[i] = innermost
                                    innermost = Int32(truncatingIfNeeded: i)
                                    stack[depth] = innermost
                                    depth &+= 1
                                    open[pair] &+= 1
                                    continue
                                }
                                // A closer: pop to the nearest opener of its pair, if one is open.
                                // (An opener's entry is written when it is popped, or after the loop.)
                                m[i] = -1
                                if open[pair] > 0 {
                                    while depth > 0 {
                                        depth &-= 1
                                        let top = Int(stack[depth])
                                        let topPair = Code.pairIndex(tk[top].kind.rawValue)
                                        open[topPair] &-= 1
                                        m[top] = Int32(truncatingIfNeeded: i)
                                        if topPair == pair {
                                            m[i] = Int32(truncatingIfNeeded: top)
                                            break
                                        }
                                    }
                                    innermost = depth > 0 ? stack[depth - 1] : -1
                                }
                                p[i] = innermost
                            }
                            for d in 0..<depth { m[Int(stack[d])] = Int32(n) }
                        }
                    }
                }
                parentCount = n
            }
            matchCount = n
        }
        return (match, parent, occurrences, uiKit, cutSeeds)
    }

    typealias Structure = (match: [Int32], parent: [Int32], occurrences: [[Int32]], uiKit: Bool, cutSeeds: [Int32])

    @inline(__always) static var wordMask: UInt64 {
        1 << UInt64(TokenKind.identifier.rawValue) | 1 << UInt64(TokenKind.keyword.rawValue)
            | 1 << UInt64(TokenKind.attribute.rawValue)
    }

    // Computed, not stored: constants the compiler folds, with no lazy-global check in the loop.
    @inline(__always) static var openerMask: UInt64 {
        1 << UInt64(TokenKind.leftParen.rawValue) | 1 << UInt64(TokenKind.leftBracket.rawValue)
            | 1 << UInt64(TokenKind.leftBrace.rawValue) | 1 << UInt64(TokenKind.stringBegin.rawValue)
            | 1 << UInt64(TokenKind.interpolationBegin.rawValue)
    }
    @inline(__always) static var bracketMask: UInt64 {
        openerMask | 1 << UInt64(TokenKind.rightParen.rawValue) | 1 << UInt64(TokenKind.rightBracket.rawValue)
            | 1 << UInt64(TokenKind.rightBrace.rawValue) | 1 << UInt64(TokenKind.stringEnd.rawValue)
            | 1 << UInt64(TokenKind.interpolationEnd.rawValue)
    }

    /// Which pair a bracket kind belongs to, 0 to 4: three bits per kind in one constant the
    /// compiler folds, a shift where a switch took a jump table (twice per bracket pair).
    /// Bracket kinds' raw values are below 21 (63 bits); `Tests/DuobarModelTests` checks it.
    @inline(__always) static func pairIndex(_ k: UInt8) -> Int {
        Int(truncatingIfNeeded: (pairBits &>> (UInt64(k) &* 3)) & 7)
    }

    @inline(__always) static var pairBits: UInt64 {
        @inline(__always) func pair(_ kind: TokenKind, _ index: UInt64) -> UInt64 { index << (UInt64(kind.rawValue) * 3) }
        return pair(.leftParen, 0) | pair(.rightParen, 0) | pair(.leftBracket, 1) | pair(.rightBracket, 1)
            | pair(.leftBrace, 2) | pair(.rightBrace, 2) | pair(.stringBegin, 3) | pair(.stringEnd, 3)
            | pair(.interpolationBegin, 4) | pair(.interpolationEnd, 4)
    }
}

public struct EnclosingSequence: Sequence, IteratorProtocol {
    let parent: [Int32]
    var current: Int

    init(parent: [Int32], start: Int) {
        self.parent = parent
        self.current = start
    }

    public mutating func next() -> Int? {
        guard current >= 0 && current < parent.count else { return nil }
        let p = Int(parent[current])
        current = p
        return p >= 0 ? p : nil
    }
}
