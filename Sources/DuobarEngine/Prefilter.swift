#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import DuobarModel

/// A file can produce a finding only if it holds one of these byte strings; the
/// rest are skipped before scanning. A test runs every rule's triggering
/// examples through it, so a rule that needs a new word must add it here.
public struct Prefilter: Sendable {
    public static let markers: [StaticString] = [
        "toolbar", "Toolbar", "BarButtonItem", "NavigationBar", "TabBar", "safeAreaInset", "overlay",
        "VerticalBarBehavior",
    ]

    /// Extra names from the project (subclasses of the system bars).
    let extra: [[UInt8]]

    public init(index: ProjectIndex = ProjectIndex()) {
        extra = index.barSubclasses.sorted { $0.lexicographicallyPrecedes($1) }
    }

    public func mayMatch(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        for marker in Prefilter.markers where Prefilter.contains(buffer, marker.utf8Start, marker.utf8CodeUnitCount) {
            return true
        }
        for name in extra {
            let found = name.withUnsafeBufferPointer { Prefilter.contains(buffer, $0.baseAddress!, $0.count) }
            if found { return true }
        }
        return false
    }

    /// Whether the file may declare what the project index collects.
    public static func mayDeclare(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        for marker in ProjectIndex.markers where contains(buffer, marker.utf8Start, marker.utf8CodeUnitCount) {
            return true
        }
        return false
    }

    public static func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ needle: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard let base = buffer.baseAddress, count > 0, buffer.count >= count else { return false }
        // memchr finds candidates for the first byte at memory speed; the rest is compared in place.
        let first = Int32(needle[0])
        let last = buffer.count - count
        var position = 0
        while position <= last {
            guard let hit = memchr(base + position, first, last - position + 1) else { return false }
            let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(at + 1, needle + 1, count - 1) == 0 { return true }
            position = at - base + 1
        }
        return false
    }
}
