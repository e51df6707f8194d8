#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import DuobarScanner
import DuobarModel

/// A file can produce a finding only if it holds one of these byte strings; the rest are
/// skipped before scanning. The strings are the markers the rules that run declare
/// (`Rule.markers`, defined in `Vocabulary`), what the project index needs, the suppression
/// directive, and the project's own bar subclasses. A rule's triggering examples are tested
/// against a pre-check built from that rule alone.
///
/// Each word is found by a byte that is rare in Swift code (the anchor), then compared in
/// place. Words are grouped by anchor; the groups are looked for together, sixteen bytes at
/// a time (`PrefilterSharedPass.swift`), or a lone group by `memchr` on its anchor.
public struct Prefilter: Sendable {
    struct Marker: Sendable {
        var bytes: [UInt8]
        var anchor: Int
        var condition: Condition
    }

    /// What must hold besides the word itself.
    enum Condition: Sendable, Equatable {
        case none
        /// A construction: `(` or `.init` follows, after any blanks (`UITabBar(frame:)`).
        case construction
        /// As the first, and the file also holds one of these words.
        indirect case withAnyOf(Condition, [[UInt8]])
        /// As the first, and these bytes follow within so many bytes of the marker's end.
        indirect case followedWithin(Condition, [UInt8], window: Int)
        /// The call's first argument has this label (`.overlay(alignment:`).
        case firstArgument([UInt8])
        /// One of these forms around the marker: bytes before, bytes after, and whether no
        /// name may go on after them.
        case inForm([Form])

        struct Form: Sendable, Equatable {
            var before: [UInt8]
            var after: [UInt8]
            var endsName: Bool

            /// `before~after`, with a final `$` for `endsName`.
            init(_ pattern: UnsafeBufferPointer<UInt8>) {
                var bytes = Array(pattern)
                endsName = bytes.last == UInt8(ascii: "$")
                if endsName { bytes.removeLast() }
                let mark = bytes.firstIndex(of: UInt8(ascii: "~")) ?? bytes.count
                before = Array(bytes[..<mark])
                after = mark < bytes.count ? Array(bytes[(mark + 1)...]) : []
            }
        }
        /// Inherited from: `:` or `,` comes before, after any blanks (`class Bar: UITabBar`),
        /// so the file is indexed.
        case inherited
        /// `.construction` or `.inherited`: a bar built, or named as a declaration's type
        /// (`@IBOutlet var bar: UITabBar!`).
        case constructionOrTyped

        /// Inherited from, as a whole name: `: View {`, not `: ViewModel`.
        case inheritedName

        init(_ precheck: Vocabulary.Precheck) {
            switch precheck {
            case .plain: self = .none
            case .construction: self = .construction
            case .inherited: self = .inherited
            case .constructionOrTyped: self = .constructionOrTyped
            case .withAnyOf(let first, let words): self = .withAnyOf(Condition(first), words.map { Array(Vocabulary.buffer($0)) })
            case .followedWithin(let first, let word, let window):
                self = .followedWithin(Condition(first), Array(Vocabulary.buffer(word)), window: window)
            case .firstArgument(let label): self = .firstArgument(Array(Vocabulary.buffer(label)))
            case .inForm(let forms): self = .inForm(forms.map { Form(Vocabulary.buffer($0)) })
            }
        }
    }

    /// Markers grouped by anchor byte (every marker of the group checked at each hit of its
    /// anchor), in raw memory: no reference counting per hit.
    let table: MarkerTable
    /// A rule that declares no markers may find something in any file.
    let passesEverything: Bool

    /// For a run of `rules`, with the project's bar subclasses from `index`.
    public init(rules: [Rule], index: ProjectIndex = ProjectIndex()) {
        self.init(rules: rules, index: index, withOwnMarkers: true)
    }

    /// Without its own markers (the project index's and the suppression directive's), the
    /// pre-check holds only what the rules declared: a test that their markers suffice.
    init(rules: [Rule], index: ProjectIndex, withOwnMarkers: Bool) {
        var words: [([UInt8], Condition)] = []
        for rule in rules {
            for spelling in rule.markers {
                guard let marker = Vocabulary.marker(spelling) else {
                    preconditionFailure("rule \(rule.id): '\(spelling)' is not a pre-check marker in Vocabulary")
                }
                words.append((marker.bytes, Condition(marker.precheck)))
            }
        }
        if withOwnMarkers {
            words += Vocabulary.indexMarkers.map { ($0.bytes, Condition($0.precheck)) }
            let directive = Suppressions.marker
            words.append((Array(UnsafeBufferPointer(start: directive.utf8Start, count: directive.utf8CodeUnitCount)), .none))
        }
        // The project's own bar subclasses matter where they are built, and where a name is
        // typed with them (`@IBOutlet weak var controls: PlayerControls!`).
        words += index.barSubclasses.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0, .constructionOrTyped) }
        self.init(markers: words, passesEverything: rules.contains { $0.markers.isEmpty })
    }

    /// Files that declare a view (`struct CloseButton: View`, `extension Badge: View`) or build
    /// a `TabView`: one that fails the pre-check is still scanned for its declarations, because
    /// another file may use the view as an item or a label, or a toolbar in another file may be
    /// shown in one of its tabs.
    public static let viewDeclarations = Prefilter(markers: [(Array("View".utf8), .inheritedName), (Array("TabView".utf8), .none)])

    /// Files that may hold a `TabView`: a report that draws bars reads their tab bars.
    public static let tabViews = Prefilter(markers: [(Array("TabView".utf8), .none)])

    /// Markers as given, less those another makes redundant: a plain marker found inside a
    /// longer one (`oolbar` in `UIToolbar`) already lets through every file the longer one
    /// would, and so does one found there in one of its forms (`oolbar` in `~Content` form in
    /// `ToolbarContent`). The likeliest markers come first, so a hit on one ends the search sooner.
    init(markers: [([UInt8], Condition)], passesEverything: Bool = false) {
        let covering = markers.filter { !$0.0.isEmpty && Prefilter.coversWhereItOccurs($0.1) }
        var kept: [([UInt8], Condition)] = []
        for (word, condition) in markers where !word.isEmpty {
            if kept.contains(where: { $0.0 == word && $0.1 == condition }) { continue }
            let covered = covering.contains { other in
                (other.0 != word || condition != other.1) && Prefilter.passes(other.0, other.1, within: word)
            }
            if !covered { kept.append((word, condition)) }
        }
        // Toolbar code (`oolbar` in its forms) is what most files that pass have: it comes first.
        func isForm(_ c: Condition) -> Bool { if case .inForm = c { return true } else { return false } }
        kept = kept.filter { isForm($0.1) } + kept.filter { $0.1 == .none } + kept.filter { $0.1 != .none && !isForm($0.1) }

        var groups: [(anchor: UInt8, markers: [Marker])] = []
        let anchors = Prefilter.anchors(for: kept.map(\.0))
        for ((word, condition), anchor) in zip(kept, anchors) {
            let marker = Marker(bytes: word, anchor: anchor, condition: condition)
            let key = word[marker.anchor]
            if let k = groups.firstIndex(where: { $0.anchor == key }) {
                groups[k].markers.append(marker)
            } else {
                groups.append((key, [marker]))
            }
        }
        table = MarkerTable(groups)
        self.passesEverything = passesEverything
    }

    /// Conditions that a marker's own bytes and their neighbours inside a longer word can
    /// settle: a marker with one passes wherever it is found that way.
    static func coversWhereItOccurs(_ condition: Condition) -> Bool {
        switch condition {
        case .none, .inForm: return true
        default: return false
        }
    }

    /// Whether `needle` occurs in `word` where its condition holds within `word` alone (a
    /// form that needs bytes beyond the word, or a name's end after it, does not count).
    static func passes(_ needle: [UInt8], _ condition: Condition, within word: [UInt8]) -> Bool {
        guard case .inForm(let forms) = condition else { return occurs(needle, in: word) }
        guard needle.count <= word.count else { return false }
        // Slices compared in place: this runs for every pair of markers at each start.
        for start in 0...(word.count - needle.count) where word[start..<(start + needle.count)].elementsEqual(needle) {
            let end = start + needle.count
            for form in forms where !form.endsName && start >= form.before.count && end + form.after.count <= word.count {
                if word[(start - form.before.count)..<start].elementsEqual(form.before),
                   word[end..<(end + form.after.count)].elementsEqual(form.after) { return true }
            }
        }
        return false
    }

    static func occurs(_ needle: [UInt8], in word: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { n in
            word.withUnsafeBufferPointer { w in Prefilter.contains(w, n.baseAddress!, n.count) }
        }
    }

    /// The markers in their groups, in order: what the pre-check looks for (for tests and docs).
    var markers: [(bytes: [UInt8], condition: Condition)] {
        (0..<table.entryCount).map { m in
            let e = table.entries[m]
            return (Array(UnsafeBufferPointer(start: table.bytes + e.offset, count: e.count)), e.condition)
        }
    }

    /// Each word's anchor, so that the passes over a file stop as seldom as they can: every
    /// pass stops at each of its byte's occurrences, so a word takes a byte whose pass another
    /// word already pays for (`ayoutDirection` the `y` of `overlay`, every word with a `B` one
    /// `B`), else its own rarest byte. The words whose rarest byte is commonest choose first:
    /// theirs are the dearest passes, the ones the others should share.
    static func anchors(for words: [[UInt8]]) -> [Int] {
        var anchors = words.map { _ in 0 }
        var chosen: [UInt8] = []
        let order = words.indices.filter { !words[$0].isEmpty }.enumerated()
            .sorted { a, b in
                let (x, y) = (frequency(words[a.element][rarest(in: words[a.element])]),
                              frequency(words[b.element][rarest(in: words[b.element])]))
                return x != y ? x > y : a.offset < b.offset
            }.map(\.element)
        for w in order {
            let word = words[w]
            // The rarest byte of the word that already has a pass, at its first place in the word.
            let shared = word.indices.filter { chosen.contains(word[$0]) }
                .min { a, b in frequency(word[a]) != frequency(word[b]) ? frequency(word[a]) < frequency(word[b]) : a < b }
            if let shared {
                anchors[w] = shared
            } else {
                anchors[w] = rarest(in: word)
                chosen.append(word[anchors[w]])
            }
        }
        return anchors
    }

    /// The anchor of a word looked for alone: its rarest byte.
    static func anchor(in word: [UInt8]) -> Int {
        rarest(in: word)
    }

    /// Two positions to test before comparing the whole word at an anchor hit: its rarest
    /// bytes besides the anchor, so a near miss (`navigationBar` for `UINavigationBar`,
    /// `display` for `overlay`) fails there instead of in a full compare.
    static func probes(_ word: [UInt8], anchor: Int) -> (Int, Int) {
        let others = word.indices.filter { $0 != anchor }
        guard !others.isEmpty else { return (anchor, anchor) }
        // Rarest first; among equals, the farther from the anchor (neighbours share more).
        let ranked = others.sorted {
            let (a, b) = (frequency(word[$0]), frequency(word[$1]))
            return a != b ? a < b : abs($0 - anchor) > abs($1 - anchor)
        }
        return (ranked[0], ranked.count > 1 ? ranked[1] : ranked[0])
    }

    /// The first of the word's least frequent bytes.
    static func rarest(in word: [UInt8]) -> Int {
        var best = 0
        for k in word.indices where frequency(word[k]) < frequency(word[best]) { best = k }
        return best
    }

    /// How often the byte occurs in Swift source, per 100,000 bytes, as measured over 56 MB of
    /// twelve open-source iOS apps; at least 1. A pass stops at every occurrence of its byte
    /// and a stop costs more than the bytes it skips, so this is what an anchor costs.
    static func frequency(_ c: UInt8) -> Int {
        switch c {
        case 0x20..<0x80: return Int(printableFrequencies[Int(c) - 0x20])
        case 9: return 550
        case 10: return 2592
        default: return 1
        }
    }

    /// `frequency` of the bytes from 0x20 (space) to 0x7F, sixteen a row.
    static let printableFrequencies: [UInt16] = [
        22546, 46, 536, 34, 34, 5, 20, 18, 912, 912, 23, 15, 578, 146, 1467, 590,
        218, 135, 106, 40, 33, 33, 29, 17, 23, 17, 1025, 7, 35, 485, 85, 159,
        52, 416, 220, 611, 340, 226, 241, 70, 93, 520, 15, 76, 352, 301, 210, 164,
        346, 21, 327, 767, 405, 258, 284, 99, 37, 16, 7, 97, 48, 97, 1, 176,
        36, 4372, 756, 2494, 2074, 7884, 1061, 1182, 986, 4662, 51, 418, 3176, 1277, 4186, 4268,
        1408, 86, 4330, 3490, 5771, 1895, 829, 739, 306, 743, 111, 492, 10, 492, 1, 1,
    ]

    public func mayMatch(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var nearMiss = false
        return mayMatch(buffer, nearMiss: &nearMiss)
    }

    /// The same, and whether a marker counted only in some forms was there in none of them
    /// (`oolbar` in `BrowserToolbar`): the file may hold a name that the project index later
    /// makes a marker (a bar subclass named so), which `mayMatch` did not look for.
    public func mayMatch(_ buffer: UnsafeBufferPointer<UInt8>, nearMiss: inout Bool) -> Bool {
        if passesEverything { return true }
        guard buffer.baseAddress != nil else { return false }
        if usesSharedPass(buffer.count) { return sharedMayMatch(buffer, nearMiss: &nearMiss) }
        let t = table
        for g in 0..<t.groupCount where scan(t.groups + g, buffer, t, nearMiss: &nearMiss) { return true }
        return false
    }

    /// The bytes of the markers counted only in some forms (`oolbar`).
    var formMarkers: [[UInt8]] {
        markers.compactMap { marker in
            if case .inForm = marker.condition { return marker.bytes }
            return nil
        }
    }

    /// One group's pass over the buffer.
    func scan(_ group: UnsafePointer<MarkerTable.Group>, _ buffer: UnsafeBufferPointer<UInt8>, _ t: MarkerTable,
              nearMiss: inout Bool) -> Bool {
        let base = buffer.baseAddress!
        let n = buffer.count
        let group = group.pointee
        // Every marker of the group holds its shared bytes, so an anchor whose shared bytes
        // would lie outside the buffer starts none: the search leaves those ends out.
        guard group.searchFrom < n - group.searchTrim else { return false }
        let end = base + (n - group.searchTrim)
        var next = base + group.searchFrom
        // Groups whose shared bytes are exact pay nothing for masks.
        let masked = group.mask1 | group.mask2 != 0
        while let q = masked ? Prefilter.maskedCandidate(from: next, to: end, group) : Prefilter.candidate(from: next, to: end, group) {
            next = q + 1
            if Prefilter.markersHit(at: q - base, group, buffer, t, nearMiss: &nearMiss) { return true }
        }
        return false
    }

    /// The group's anchor byte at `at`, looked at as its scan looks at a hit of `memchr`: inside
    /// the part of the buffer the scan searches, with its shared bytes, then its markers.
    @inline(__always)
    static func groupHit(at: Int, _ group: UnsafePointer<MarkerTable.Group>, _ buffer: UnsafeBufferPointer<UInt8>,
                         _ t: MarkerTable, nearMiss: inout Bool) -> Bool {
        let g = group.pointee, n = buffer.count
        guard at >= g.searchFrom && at < n - g.searchTrim else { return false }
        guard buffer[at + g.offset1] | g.mask1 == g.byte1, buffer[at + g.offset2] | g.mask2 == g.byte2 else { return false }
        return markersHit(at: at, g, buffer, t, nearMiss: &nearMiss)
    }

    /// Whether one of the group's markers, anchored at `at`, counts.
    @inline(__always)
    static func markersHit(at: Int, _ group: MarkerTable.Group, _ buffer: UnsafeBufferPointer<UInt8>, _ t: MarkerTable,
                           nearMiss: inout Bool) -> Bool {
        let base = buffer.baseAddress!, n = buffer.count
        for m in group.first..<(group.first + group.count) {
            let e = t.entries[m]
            let start = at - e.anchor
            guard start >= 0 && start + e.count <= n else { continue }
            // The marker's rarest bytes first, then the whole word.
            if e.count > 1 {
                if base[start + e.probe] != e.probeByte || base[start + e.probe2] != e.probe2Byte { continue }
                if !ByteClass.equal(base + start, t.bytes + e.offset, e.count) { continue }
            }
            if e.startsName && start > 0 && ByteClass.isIdentifierContinue(base[start - 1]) { continue }
            if Prefilter.counts(e, start: start, in: buffer, nearMiss: &nearMiss) { return true }
        }
        return false
    }

    /// Whether the marker found at `start` counts: in code, and where its condition holds; a
    /// marker counted only in some forms and in none of them, in code, is a near miss. The
    /// bytes around the marker settle most conditions in a few steps, where telling prose
    /// from code reads its line back to its start: the cheaper test goes first.
    static func counts(_ e: MarkerTable.Entry, start: Int, in buffer: UnsafeBufferPointer<UInt8>,
                       nearMiss: inout Bool) -> Bool {
        let base = buffer.baseAddress!, end = start + e.count
        func isCode() -> Bool { !e.codeOnly || !isProse(at: start, base, buffer.count) }
        switch e.condition {
        case .none:
            return isCode()
        case .inForm:
            let inForm = holds(e.condition, start: start, end: end, in: buffer)
            // A miss adds nothing to one already counted.
            if !inForm && nearMiss { return false }
            guard isCode() else { return false }
            if !inForm { nearMiss = true }
            return inForm
        case .withAnyOf(let first, _):
            // The other words are looked for in the whole file: last.
            return holds(first, start: start, end: end, in: buffer) && isCode()
                && holds(e.condition, start: start, end: end, in: buffer)
        default:
            return holds(e.condition, start: start, end: end, in: buffer) && isCode()
        }
    }

    /// The first anchor of `group` from `next` on, before `end`, whose shared bytes match: where
    /// a marker may start. Most anchor hits fail the first shared byte; this loop, small and
    /// out of line, keeps what it needs in registers. (`end` leaves out the hits whose shared
    /// bytes would lie outside the buffer, so there are no bounds to test; `next` never passes
    /// `end`, and at `end` `memchr` looks at nothing and finds nothing.)
    @inline(never)
    static func candidate(from next: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>,
                          _ group: MarkerTable.Group) -> UnsafePointer<UInt8>? {
        firstCandidate(from: next, to: end, group, masked: false)
    }

    /// The same, for a group whose shared bytes are tested under masks.
    @inline(never)
    static func maskedCandidate(from next: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>,
                                _ group: MarkerTable.Group) -> UnsafePointer<UInt8>? {
        firstCandidate(from: next, to: end, group, masked: true)
    }

    @inline(__always)
    static func firstCandidate(from next: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>,
                               _ group: MarkerTable.Group, masked: Bool) -> UnsafePointer<UInt8>? {
        let anchor = Int32(group.anchor), offset1 = group.offset1, byte1 = group.byte1, mask1 = group.mask1
        var next = next
        while let hit = memchr(next, anchor, end - next) {
            let q = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self))
            next = q + 1
            if (masked ? q[offset1] | mask1 : q[offset1]) != byte1 { continue }
            if (masked ? q[group.offset2] | group.mask2 : q[group.offset2]) != group.byte2 { continue }
            return q
        }
        return nil
    }

    /// Whether the bytes at `at` are, by their own line, in a `//` comment or a one-line string
    /// literal: a marker there is prose (`/// Shown in the toolbar.`, `comment: "… toolbar"`),
    /// and localized string tables and doc comments name bars all the time. What the line alone
    /// cannot settle counts as code: a block comment, a multi-line or raw string, an
    /// interpolation, a line longer than `proseLineLimit` before the marker.
    static func isProse(at: Int, _ base: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        var k = at
        let limit = max(0, at - proseLineLimit)
        while k > limit && base[k - 1] != 10 && base[k - 1] != 13 { k -= 1 }
        if k == limit && k > 0 && base[k - 1] != 10 && base[k - 1] != 13 { return false }
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/")
        var inString = false
        // `k < at`, and a marker follows, so `base[k + 1]` is in the buffer.
        while k < at {
            let c = base[k]
            if inString {
                if c == UInt8(ascii: "\\") {
                    if base[k + 1] == UInt8(ascii: "(") { return false }
                    k += 2
                    continue
                }
                if c == quote { inString = false }
            } else if c == quote {
                if k + 2 < n && base[k + 1] == quote && base[k + 2] == quote { return false }
                inString = true
            } else if c == slash {
                if base[k + 1] == slash { return true }
                if base[k + 1] == UInt8(ascii: "*") { return false }
            } else if c == UInt8(ascii: "#") && base[k + 1] == quote {
                return false
            }
            k += 1
        }
        return inString
    }

    static let proseLineLimit = 1024

    static func holds(_ condition: Condition, start: Int, end: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        switch condition {
        case .none:
            return true
        case .inherited:
            var k = start - 1
            while k >= 0 && (buffer[k] == 32 || buffer[k] == 9) { k -= 1 }
            // A module's name before it (`: SwiftUI.View`, written where an app's own `View`
            // would clash): the clause's `:` or `,` is before that name.
            if k > 0 && buffer[k] == UInt8(ascii: ".") && ByteClass.isIdentifierContinue(buffer[k - 1]) {
                k -= 1
                while k >= 0 && ByteClass.isIdentifierContinue(buffer[k]) { k -= 1 }
                while k >= 0 && (buffer[k] == 32 || buffer[k] == 9) { k -= 1 }
            }
            return k >= 0 && (buffer[k] == UInt8(ascii: ":") || buffer[k] == UInt8(ascii: ","))
        case .inheritedName:
            if end < buffer.count, ByteClass.isIdentifierContinue(buffer[end]) { return false }
            return holds(.inherited, start: start, end: end, in: buffer)
        case .construction:
            var k = end
            while k < buffer.count && (buffer[k] == 32 || buffer[k] == 9) { k += 1 }
            guard k < buffer.count else { return false }
            if buffer[k] == UInt8(ascii: "(") { return true }
            let dotInit: [UInt8] = Array(".init".utf8)
            return k + dotInit.count <= buffer.count && dotInit.indices.allSatisfy { buffer[k + $0] == dotInit[$0] }
        case .withAnyOf(let first, let words):
            guard holds(first, start: start, end: end, in: buffer) else { return false }
            return words.contains { word in
                word.withUnsafeBufferPointer { contains(buffer, $0.baseAddress!, $0.count, anchor: anchor(in: word)) }
            }
        case .followedWithin(let first, let word, let window):
            guard holds(first, start: start, end: end, in: buffer) else { return false }
            let near = UnsafeBufferPointer(rebasing: buffer[end..<min(buffer.count, end + window)])
            return word.withUnsafeBufferPointer { contains(near, $0.baseAddress!, $0.count, anchor: anchor(in: word)) }
        case .constructionOrTyped:
            return holds(.construction, start: start, end: end, in: buffer) || holds(.inherited, start: start, end: end, in: buffer)
        case .firstArgument(let label):
            var k = end
            while k < buffer.count && (buffer[k] == 32 || buffer[k] == 9) { k += 1 }
            guard k < buffer.count, buffer[k] == UInt8(ascii: "(") else { return false }
            k += 1
            while k < buffer.count && (buffer[k] == 32 || buffer[k] == 9 || buffer[k] == 10 || buffer[k] == 13) { k += 1 }
            guard k + label.count <= buffer.count, label.indices.allSatisfy({ buffer[k + $0] == label[$0] }) else { return false }
            k += label.count
            return k == buffer.count || !ByteClass.isIdentifierContinue(buffer[k])
        case .inForm(let forms):
            for form in forms {
                let from = start - form.before.count, to = end + form.after.count
                guard from >= 0, to <= buffer.count else { continue }
                guard form.before.indices.allSatisfy({ buffer[from + $0] == form.before[$0] }),
                      form.after.indices.allSatisfy({ buffer[end + $0] == form.after[$0] }) else { continue }
                if form.endsName && to < buffer.count && ByteClass.isIdentifierContinue(buffer[to]) { continue }
                return true
            }
            return false
        }
    }

    public static func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ needle: UnsafePointer<UInt8>, _ count: Int,
                                anchor: Int = 0) -> Bool {
        firstIndex(buffer, needle, count, anchor: anchor) != nil
    }

    static func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ word: String, anchor: Int) -> Bool {
        let bytes = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { contains(buffer, $0.baseAddress!, $0.count, anchor: anchor) }
    }

    /// Where the needle first starts in the buffer.
    static func firstIndex(_ buffer: UnsafeBufferPointer<UInt8>, _ needle: UnsafePointer<UInt8>, _ count: Int,
                           anchor: Int = 0) -> Int? {
        ByteClass.firstIndex(buffer, needle, count, anchor: anchor)
    }
}

/// Prefilter markers in raw memory, built once per run and only read afterwards.
final class MarkerTable: @unchecked Sendable {
    struct Entry {
        var offset: Int
        var count: Int
        var anchor: Int
        var probe: Int
        var probeByte: UInt8
        var probe2: Int
        var probe2Byte: UInt8
        var condition: Prefilter.Condition
        /// The word must start a name (an inherited type follows `:`, `,` or a blank): a hit
        /// inside a longer name (`UIView` for `View`) fails on the byte before it.
        var startsName: Bool
        /// Only a hit in code counts (`Prefilter.isProse`): every marker but the suppression
        /// directive, which lives in comments.
        var codeOnly: Bool
    }

    struct Group {
        var anchor: UInt8
        var first: Int
        var count: Int
        /// Bytes every marker of the group has at these offsets from the anchor, but for the
        /// mask's bits: most anchor hits fail here, before any marker is looked at. `byte` has
        /// the mask's bits set; a hit passes if `byte | mask == byte`. Without a shared byte,
        /// offset 0 and the anchor itself: a test that always passes, so there is no branch for it.
        var offset1: Int
        var byte1: UInt8
        var mask1: UInt8
        var offset2: Int
        var byte2: UInt8
        var mask2: UInt8
        /// The bytes at the start and at the end of a buffer where no anchor of the group can
        /// be: those whose shared bytes would lie outside it.
        var searchFrom: Int
        var searchTrim: Int
    }

    static let directive = Array(UnsafeBufferPointer(start: Suppressions.marker.utf8Start,
                                                     count: Suppressions.marker.utf8CodeUnitCount))

    let bytes: UnsafeMutablePointer<UInt8>
    let entries: UnsafeMutablePointer<Entry>
    let groups: UnsafeMutablePointer<Group>
    let groupCount: Int
    let entryCount: Int
    /// The shared pass's lanes (`sharedPassLanes`).
    let lanes: UnsafeMutablePointer<SIMD16<UInt8>>
    let laneOffsets: UnsafeMutablePointer<Int>
    let groupOfAnchor: UnsafeMutablePointer<Int16>
    let passCount: Int

    init(_ grouped: [(anchor: UInt8, markers: [Prefilter.Marker])]) {
        let all = grouped.flatMap(\.markers)
        let total = all.reduce(0) { $0 + $1.bytes.count }
        bytes = .allocate(capacity: max(total, 1))
        entries = .allocate(capacity: max(all.count, 1))
        groups = .allocate(capacity: max(grouped.count, 1))
        groupCount = grouped.count
        entryCount = all.count
        var offset = 0
        var m = 0
        for (g, group) in grouped.enumerated() {
            let shared = MarkerTable.sharedBytes(group.markers)
            (groups + g).initialize(to: Group(anchor: group.anchor, first: m, count: group.markers.count,
                                              offset1: shared.count > 0 ? shared[0].offset : 0,
                                              byte1: shared.count > 0 ? shared[0].byte : group.anchor,
                                              mask1: shared.count > 0 ? shared[0].mask : 0,
                                              offset2: shared.count > 1 ? shared[1].offset : 0,
                                              byte2: shared.count > 1 ? shared[1].byte : group.anchor,
                                              mask2: shared.count > 1 ? shared[1].mask : 0,
                                              searchFrom: max(0, -(shared.map(\.offset).min() ?? 0)),
                                              searchTrim: max(0, shared.map(\.offset).max() ?? 0)))
            for marker in group.markers {
                for (k, b) in marker.bytes.enumerated() { bytes[offset + k] = b }
                let c = marker.bytes.count
                let (probe, probe2) = Prefilter.probes(marker.bytes, anchor: marker.anchor)
                (entries + m).initialize(to: Entry(offset: offset, count: c, anchor: marker.anchor,
                                                   probe: probe, probeByte: marker.bytes[probe],
                                                   probe2: probe2, probe2Byte: marker.bytes[probe2], condition: marker.condition,
                                                   startsName: marker.condition == .inherited || marker.condition == .inheritedName,
                                                   codeOnly: marker.bytes != MarkerTable.directive))
                offset += marker.bytes.count
                m += 1
            }
        }
        (lanes, laneOffsets, groupOfAnchor, passCount) = MarkerTable.sharedPassLanes(groups, count: groupCount)
    }

    /// Up to two offsets near the anchor where all the markers have the same byte; failing
    /// that, bytes that differ in a few bits only, tested under a mask (`Bar` and `Behavior`
    /// after a `B`: `a` and `e` differ in one bit), which still turns most hits away.
    static func sharedBytes(_ markers: [Prefilter.Marker]) -> [(offset: Int, byte: UInt8, mask: UInt8)] {
        var candidates: [(offset: Int, byte: UInt8, mask: UInt8)] = []
        for offset in [1, 2, -1, -2, 3, -3] {
            let bytes = markers.map { m -> UInt8? in
                let k = m.anchor + offset
                return k >= 0 && k < m.bytes.count ? m.bytes[k] : nil
            }
            guard let first = bytes.first ?? nil, !bytes.contains(where: { $0 == nil }) else { continue }
            let mask = bytes.reduce(UInt8(0)) { $0 | ($1! ^ first) }
            // At most eight byte values pass a mask of three bits.
            if mask.nonzeroBitCount <= 3 { candidates.append((offset, first | mask, mask)) }
        }
        // Exact bytes first, in the order above; then the narrowest masks.
        let exact = candidates.filter { $0.mask == 0 }
        let masked = candidates.filter { $0.mask != 0 }.enumerated()
            .sorted { ($0.element.mask.nonzeroBitCount, $0.offset) < ($1.element.mask.nonzeroBitCount, $1.offset) }.map(\.element)
        return Array((exact + masked).prefix(2))
    }

    deinit {
        bytes.deallocate()
        entries.deinitialize(count: entryCount)
        entries.deallocate()
        groups.deallocate()
        lanes.deallocate()
        laneOffsets.deallocate()
        groupOfAnchor.deallocate()
    }
}
