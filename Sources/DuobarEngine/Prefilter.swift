#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import DuobarScanner
import DuobarModel

/// A file can produce a finding only if it holds one of these byte strings; the
/// rest are skipped before scanning. A test runs every rule's triggering
/// examples through it, so a rule that needs a new word must add it here.
///
/// Each word is found by `memchr` on a byte that is rare in Swift code (the
/// anchor), then compared in place, so the common case costs a few fast passes
/// over memory rather than one stop per frequent letter.
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
        /// The file also holds this word (`.overlay(alignment:)` needs `alignment`).
        case companion([UInt8])
        /// Inherited from: `:` or `,` comes before, after any blanks (`class Bar: UITabBar`),
        /// so the file is indexed.
        case inherited
        /// Inherited from, as a whole name: `: View {`, not `: ViewModel`.
        case inheritedName
    }

    /// Words whose presence alone makes a file a candidate: `toolbar`/`Toolbar`/`UIToolbar`/
    /// `ToolbarItem`…, bar button items, the opt-out name, a hand-built bar's modifier, and
    /// suppression directives.
    public static let words: [String] = [
        "oolbar", "BarButtonItem", "VerticalBarBehavior", "safeAreaInset", "duobar-lint:",
    ]

    /// Words that count only with their condition: a `UITabBar` or `UINavigationBar` matters
    /// only where one is built, `.overlay` only with an `alignment:`.
    static let conditional: [(String, Condition)] = [
        ("UINavigationBar", .construction), ("UITabBar", .construction),
        ("UINavigationBar", .inherited), ("UITabBar", .inherited),
        ("overlay", .companion(Array("alignment".utf8))),
    ]

    /// Markers grouped by anchor byte (one `memchr` pass per group, every marker of the
    /// group checked at each hit), in raw memory: no reference counting per hit.
    let table: MarkerTable

    public init(index: ProjectIndex = ProjectIndex()) {
        var words: [([UInt8], Condition)] = Prefilter.words.map { (Array($0.utf8), .none) }
        words += Prefilter.conditional.map { (Array($0.0.utf8), $0.1) }
        // The project's own bar subclasses matter where they are built.
        words += index.barSubclasses.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0, .construction) }
        self.init(words)
    }

    /// The pre-check of the first pass, before any project name is known.
    public static let base = Prefilter()

    /// Files that declare a view (`struct CloseButton: View`, `extension Badge: View`): one
    /// that fails the pre-check is still scanned for its declarations, because another file
    /// may use the view as an item or a label.
    public static let viewDeclarations = Prefilter([(Array("View".utf8), .inheritedName)])

    init(_ words: [([UInt8], Condition)]) {
        var groups: [(anchor: UInt8, markers: [Marker])] = []
        for (word, condition) in words where !word.isEmpty {
            let marker = Marker(bytes: word, anchor: Prefilter.anchor(in: word), condition: condition)
            let key = word[marker.anchor]
            if let k = groups.firstIndex(where: { $0.anchor == key }) {
                groups[k].markers.append(marker)
            } else {
                groups.append((key, [marker]))
            }
        }
        table = MarkerTable(groups)
    }

    /// The position of the byte least common in source code; for words holding `Bar`/`bar`,
    /// that `B`/`b`, so they share one pass over the file.
    static func anchor(in word: [UInt8]) -> Int {
        for k in word.indices.dropLast(2) where (word[k] | 0x20) == UInt8(ascii: "b")
            && word[k + 1] == UInt8(ascii: "a") && word[k + 2] == UInt8(ascii: "r") {
            return k
        }
        return rarest(in: word)
    }

    /// Two positions to test before comparing the whole word at an anchor hit: its rarest
    /// bytes besides the anchor, so a near miss (`navigationBar` for `UINavigationBar`,
    /// `display` for `overlay`) fails there instead of in a full compare.
    static func probes(_ word: [UInt8], anchor: Int) -> (Int, Int) {
        let others = word.indices.filter { $0 != anchor }
        guard !others.isEmpty else { return (anchor, anchor) }
        // Rarest first; among equals, the farther from the anchor (neighbours share more).
        let ranked = others.sorted {
            let (a, b) = (rarity(word[$0]), rarity(word[$1]))
            return a != b ? a > b : abs($0 - anchor) > abs($1 - anchor)
        }
        return (ranked[0], ranked.count > 1 ? ranked[1] : ranked[0])
    }

    static func rarest(in word: [UInt8]) -> Int {
        var best = 0
        for k in word.indices where rarity(word[k]) > rarity(word[best]) { best = k }
        return best
    }

    /// Higher is rarer: upper-case letters and a few lower-case ones are rare in code.
    static func rarity(_ c: UInt8) -> Int {
        switch c {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return c == UInt8(ascii: "S") || c == UInt8(ascii: "T") ? 6 : 8
        case UInt8(ascii: "y"), UInt8(ascii: "b"), UInt8(ascii: "k"), UInt8(ascii: "w"): return 5
        case UInt8(ascii: "-"), UInt8(ascii: ":"): return 3
        case UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "o"), UInt8(ascii: "i"),
             UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "r"), UInt8(ascii: " "): return 0
        default: return 2
        }
    }

    public func mayMatch(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        let n = buffer.count
        let t = table
        for g in 0..<t.groupCount {
            let group = t.groups[g]
            var position = 0
            while position < n, let hit = memchr(base + position, Int32(group.anchor), n - position) {
                let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                position = at + 1
                if group.offset1 != 0 {
                    let k = at + group.offset1
                    if k < 0 || k >= n || base[k] != group.byte1 { continue }
                }
                if group.offset2 != 0 {
                    let k = at + group.offset2
                    if k < 0 || k >= n || base[k] != group.byte2 { continue }
                }
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
                    if e.condition == .none { return true }
                    if Prefilter.holds(e.condition, start: start, end: start + e.count, in: buffer) { return true }
                }
            }
        }
        return false
    }

    static func holds(_ condition: Condition, start: Int, end: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        switch condition {
        case .none:
            return true
        case .inherited:
            var k = start - 1
            while k >= 0 && (buffer[k] == 32 || buffer[k] == 9) { k -= 1 }
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
        case .companion(let word):
            return word.withUnsafeBufferPointer { contains(buffer, $0.baseAddress!, $0.count, anchor: anchor(in: word)) }
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
        guard let base = buffer.baseAddress, count > 0, buffer.count >= count else { return nil }
        let key = Int32(needle[anchor])
        // Anchor positions that leave room for the whole needle around them.
        var position = anchor
        let last = buffer.count - count + anchor
        while position <= last {
            guard let hit = memchr(base + position, key, last - position + 1) else { return nil }
            let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self))
            if ByteClass.equal(at - anchor, needle, count) { return at - anchor - base }
            position = at - base + 1
        }
        return nil
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
    }

    struct Group {
        var anchor: UInt8
        var first: Int
        var count: Int
        /// Bytes every marker of the group has at these offsets from the anchor (offset 0:
        /// no test): most anchor hits fail here, before any marker is looked at.
        var offset1: Int
        var byte1: UInt8
        var offset2: Int
        var byte2: UInt8
    }

    let bytes: UnsafeMutablePointer<UInt8>
    let entries: UnsafeMutablePointer<Entry>
    let groups: UnsafeMutablePointer<Group>
    let groupCount: Int
    private let entryCount: Int

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
                                              byte1: shared.count > 0 ? shared[0].byte : 0,
                                              offset2: shared.count > 1 ? shared[1].offset : 0,
                                              byte2: shared.count > 1 ? shared[1].byte : 0))
            for marker in group.markers {
                for (k, b) in marker.bytes.enumerated() { bytes[offset + k] = b }
                let c = marker.bytes.count
                let (probe, probe2) = Prefilter.probes(marker.bytes, anchor: marker.anchor)
                (entries + m).initialize(to: Entry(offset: offset, count: c, anchor: marker.anchor,
                                                   probe: probe, probeByte: marker.bytes[probe],
                                                   probe2: probe2, probe2Byte: marker.bytes[probe2], condition: marker.condition,
                                                   startsName: marker.condition == .inherited || marker.condition == .inheritedName))
                offset += marker.bytes.count
                m += 1
            }
        }
    }

    /// Up to two offsets near the anchor where all the markers have the same byte.
    static func sharedBytes(_ markers: [Prefilter.Marker]) -> [(offset: Int, byte: UInt8)] {
        var result: [(offset: Int, byte: UInt8)] = []
        for offset in [1, 2, -1, -2, 3, -3] where result.count < 2 {
            let bytes = markers.map { m -> UInt8? in
                let k = m.anchor + offset
                return k >= 0 && k < m.bytes.count ? m.bytes[k] : nil
            }
            if let first = bytes.first ?? nil, bytes.allSatisfy({ $0 == first }) { result.append((offset, first)) }
        }
        return result
    }

    deinit {
        bytes.deallocate()
        entries.deinitialize(count: entryCount)
        entries.deallocate()
        groups.deallocate()
    }
}
