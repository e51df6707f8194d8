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
    }

    /// `toolbar`/`Toolbar`/`UIToolbar`/`ToolbarItem`…, the bars, the modifiers of hand-built
    /// bars, the opt-out names, and suppression directives.
    public static let words: [String] = [
        "oolbar", "BarButtonItem", "NavigationBar", "TabBar", "VerticalBarBehavior",
        "safeAreaInset", "overlay", "duobar-lint:",
    ]

    /// Markers grouped by anchor byte: one `memchr` pass per group, every marker of the
    /// group checked at each hit.
    let groups: [(anchor: UInt8, markers: [Marker])]

    public init(index: ProjectIndex = ProjectIndex()) {
        var words = Prefilter.words.map { Array($0.utf8) }
        words += index.barSubclasses.sorted { $0.lexicographicallyPrecedes($1) }
        var groups: [(anchor: UInt8, markers: [Marker])] = []
        for word in words where !word.isEmpty {
            let marker = Marker(bytes: word, anchor: Prefilter.anchor(in: word))
            let key = word[marker.anchor]
            if let k = groups.firstIndex(where: { $0.anchor == key }) {
                groups[k].markers.append(marker)
            } else {
                groups.append((key, [marker]))
            }
        }
        self.groups = groups
    }

    /// The position of the byte least common in source code.
    static func anchor(in word: [UInt8]) -> Int {
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
        for group in groups {
            var position = 0
            while position < n, let hit = memchr(base + position, Int32(group.anchor), n - position) {
                let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                for marker in group.markers where at >= marker.anchor && at - marker.anchor + marker.bytes.count <= n {
                    // Most anchor hits fail on the neighbouring byte: test it before a call.
                    let start = at - marker.anchor
                    if marker.bytes.count == 1 { return true }
                    let probe = marker.anchor + 1 < marker.bytes.count ? marker.anchor + 1 : marker.anchor - 1
                    if base[start + probe] != marker.bytes[probe] { continue }
                    let same = marker.bytes.withUnsafeBufferPointer {
                        memcmp(base + start, $0.baseAddress!, $0.count) == 0
                    }
                    if same { return true }
                }
                position = at + 1
            }
        }
        return false
    }

    /// Whether the file may declare what the project index collects: one of the
    /// inherited names right after a `:` or `,` (spaces allowed between).
    public static func mayDeclare(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        for name in ProjectIndex.inheritedNames {
            let count = name.utf8CodeUnitCount
            let needle = name.utf8Start
            var from = 0
            while from + count <= buffer.count {
                let rest = UnsafeBufferPointer(start: base + from, count: buffer.count - from)
                guard let at = firstIndex(rest, needle, count, anchor: anchor(in: Array(UnsafeBufferPointer(start: needle, count: count)))) else { break }
                var k = from + at - 1
                while k >= 0 && (buffer[k] == 32 || buffer[k] == 9) { k -= 1 }
                if k >= 0 && (buffer[k] == UInt8(ascii: ":") || buffer[k] == UInt8(ascii: ",")) { return true }
                from += at + 1
            }
        }
        return false
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
