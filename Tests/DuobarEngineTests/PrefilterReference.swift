#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import DuobarScanner
@testable import DuobarEngine

extension Prefilter {
    /// The pre-check as it was before the shared pass: one `memchr` pass per group, in
    /// group order, each returning at its first marker that passes. What the shared pass
    /// must agree with, result and `nearMiss` alike.
    func referenceMayMatch(_ buffer: UnsafeBufferPointer<UInt8>, nearMiss: inout Bool) -> Bool {
        if passesEverything { return true }
        guard let base = buffer.baseAddress else { return false }
        let t = table
        let n = buffer.count
        for g in 0..<t.groupCount {
            let group = t.groups[g]
            var position = 0
            while position < n, let hit = memchr(base + position, Int32(group.anchor), n - position) {
                let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                position = at + 1
                if group.offset1 != 0 {
                    let k = at + group.offset1
                    if k < 0 || k >= n || base[k] | group.mask1 != group.byte1 { continue }
                }
                if group.offset2 != 0 {
                    let k = at + group.offset2
                    if k < 0 || k >= n || base[k] | group.mask2 != group.byte2 { continue }
                }
                for m in group.first..<(group.first + group.count) {
                    let e = t.entries[m]
                    let start = at - e.anchor
                    guard start >= 0 && start + e.count <= n else { continue }
                    if !ByteClass.equal(base + start, t.bytes + e.offset, e.count) { continue }
                    if e.startsName && start > 0 && ByteClass.isIdentifierContinue(base[start - 1]) { continue }
                    if e.codeOnly && Prefilter.isProse(at: start, base, n) { continue }
                    if e.condition == .none { return true }
                    if Prefilter.holds(e.condition, start: start, end: start + e.count, in: buffer) { return true }
                    if case .inForm = e.condition { nearMiss = true }
                }
            }
        }
        return false
    }
}
