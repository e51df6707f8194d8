#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
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
                for m in group.first..<(group.first + group.count) {
                    let e = t.entries[m]
                    let start = at - e.anchor
                    guard start >= 0 && start + e.count <= n else { continue }
                    // Most anchor hits fail on the neighbouring byte: test it before a call.
                    if e.count > 1 {
                        if base[start + e.probe] != e.probeByte || base[start + e.probe2] != e.probe2Byte { continue }
                        if memcmp(base + start, t.bytes + e.offset, e.count) != 0 { continue }
                    }
                    if e.condition == .none { return true }
                    if Prefilter.holds(e.condition, start: start, end: start + e.count, in: buffer) { return true }
                }
                position = at + 1
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
            if memcmp(at - anchor, needle, count) == 0 { return at - anchor - base }
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
    }

    struct Group {
        var anchor: UInt8
        var first: Int
        var count: Int
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
            (groups + g).initialize(to: Group(anchor: group.anchor, first: m, count: group.markers.count))
            for marker in group.markers {
                for (k, b) in marker.bytes.enumerated() { bytes[offset + k] = b }
                let c = marker.bytes.count
                let probe = marker.anchor + 1 < c ? marker.anchor + 1 : max(marker.anchor - 1, 0)
                let probe2 = marker.anchor + 2 < c ? marker.anchor + 2 : (marker.anchor >= 2 ? marker.anchor - 2 : probe)
                (entries + m).initialize(to: Entry(offset: offset, count: c, anchor: marker.anchor,
                                                   probe: probe, probeByte: marker.bytes[probe],
                                                   probe2: probe2, probe2Byte: marker.bytes[probe2], condition: marker.condition))
                offset += marker.bytes.count
                m += 1
            }
        }
    }

    deinit {
        bytes.deallocate()
        entries.deinitialize(count: entryCount)
        entries.deallocate()
        groups.deallocate()
    }
}
