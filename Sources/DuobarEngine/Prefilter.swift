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

    let markers: [Marker]

    public init(index: ProjectIndex = ProjectIndex()) {
        var words = Prefilter.words.map { Array($0.utf8) }
        words += index.barSubclasses.sorted { $0.lexicographicallyPrecedes($1) }
        markers = words.map { Marker(bytes: $0, anchor: Prefilter.anchor(in: $0)) }
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
        case UInt8(ascii: "y"), UInt8(ascii: "b"), UInt8(ascii: "v"), UInt8(ascii: "k"), UInt8(ascii: "w"): return 5
        case UInt8(ascii: "-"), UInt8(ascii: ":"): return 3
        case UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "o"), UInt8(ascii: "i"),
             UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "r"), UInt8(ascii: " "): return 0
        default: return 2
        }
    }

    public func mayMatch(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        for marker in markers {
            let found = marker.bytes.withUnsafeBufferPointer {
                Prefilter.contains(buffer, $0.baseAddress!, $0.count, anchor: marker.anchor)
            }
            if found { return true }
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
