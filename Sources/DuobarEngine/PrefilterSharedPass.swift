/// The pre-check's groups looked for together, sixteen bytes at a time: one pass over the file
/// instead of one `memchr` pass per group.
///
/// A `memchr` pass is fast between stops, but its anchor byte is common enough (`b`, `B`, `y`:
/// one byte in 130 to 450 of Swift source each) that it stops every few dozen bytes, and each
/// stop costs a call, a mispredicted branch and a restart. Here every 16-byte block is compared
/// with each group's anchor and first shared byte at once (SIMD lanes: SSE2 or NEON, which
/// every target has), and only the rare blocks where some anchor stands beside its shared byte
/// are looked at byte by byte. On the 12 apps of the benchmark tree that halves the time the
/// pre-check takes. A pre-check of one group keeps its `memchr` pass, which is faster for one
/// rare byte.
///
/// The result is the group-ordered scan's (`Prefilter.scan`) exactly: a file with no marker
/// that counts is read to its end by both, and both set `nearMiss` for any marker found outside
/// its forms; a file where one counts is handed to the group-ordered scan, which says the same
/// `true` and sets `nearMiss` as it always has (only candidates, a few files in a hundred, pay it).
extension Prefilter {
    /// Groups compared per pass: one block's lanes for each, in registers.
    static let groupsPerPass = 4
    /// The furthest a group's first shared byte stands from its anchor (`MarkerTable.sharedBytes`).
    static let sharedReach = 3

    /// Whether the shared pass applies: at least two groups, and a buffer of a few blocks. It
    /// reads a block's lanes as two words, first byte lowest: little-endian machines only.
    @inline(__always)
    func usesSharedPass(_ count: Int) -> Bool {
        #if _endian(little)
        return table.groupCount >= 2 && count >= 64
        #else
        return false
        #endif
    }

    /// The pre-check by the shared pass (`usesSharedPass`).
    func sharedMayMatch(_ buffer: UnsafeBufferPointer<UInt8>, nearMiss: inout Bool) -> Bool {
        let t = table
        let incoming = nearMiss
        var near = incoming
        for pass in 0..<t.passCount where Prefilter.sharedPassFinds(pass, buffer, t, nearMiss: &near) {
            // Where a marker counts, `nearMiss` is what the scan in group order says.
            nearMiss = incoming
            for g in 0..<t.groupCount where scan(t.groups + g, buffer, t, nearMiss: &nearMiss) { return true }
            preconditionFailure("the shared pass found a marker the group-ordered scan did not")
        }
        nearMiss = near
        return false
    }

    /// One pass over `buffer` for the pass's groups: whether a marker of one counts.
    @inline(never)
    static func sharedPassFinds(_ pass: Int, _ buffer: UnsafeBufferPointer<UInt8>, _ t: MarkerTable,
                                nearMiss: inout Bool) -> Bool {
        let base = buffer.baseAddress!, n = buffer.count
        let lanes = t.lanes + 3 * groupsPerPass * pass, offsets = t.laneOffsets + groupsPerPass * pass
        let a0 = lanes[0], m0 = lanes[1], b0 = lanes[2], o0 = offsets[0]
        let a1 = lanes[3], m1 = lanes[4], b1 = lanes[5], o1 = offsets[1]
        let a2 = lanes[6], m2 = lanes[7], b2 = lanes[8], o2 = offsets[2]
        let a3 = lanes[9], m3 = lanes[10], b3 = lanes[11], o3 = offsets[3]
        let high: UInt64 = 0x8080_8080_8080_8080
        // Blocks whose every shared byte is inside the buffer; the bytes before and after them
        // are looked at one by one.
        let first = sharedReach, last = n - 16 - sharedReach
        var i = first
        while i <= last {
            let p = base + i
            let v = load16(p)
            let found = ((v .== a0) .& ((load16(p + o0) | m0) .== b0)) .| ((v .== a1) .& ((load16(p + o1) | m1) .== b1))
                .| ((v .== a2) .& ((load16(p + o2) | m2) .== b2)) .| ((v .== a3) .& ((load16(p + o3) | m3) .== b3))
            // The lanes as two words (a lane that matches is all ones): no reduction call.
            let words = unsafeBitCast(found, to: (UInt64, UInt64).self)
            if words.0 | words.1 != 0 {
                var bits = words.0 & high
                while bits != 0 {
                    if hit(at: i + bits.trailingZeroBitCount >> 3, pass: pass, buffer, t, nearMiss: &nearMiss) { return true }
                    bits &= bits - 1
                }
                bits = words.1 & high
                while bits != 0 {
                    if hit(at: i + 8 + bits.trailingZeroBitCount >> 3, pass: pass, buffer, t, nearMiss: &nearMiss) { return true }
                    bits &= bits - 1
                }
            }
            i += 16
        }
        for at in 0..<min(first, n) where hit(at: at, pass: pass, buffer, t, nearMiss: &nearMiss) { return true }
        for at in max(i, first)..<n where hit(at: at, pass: pass, buffer, t, nearMiss: &nearMiss) { return true }
        return false
    }

    /// The byte at `at`, if it is the anchor of one of the pass's groups, looked at as that
    /// group's scan looks at a hit of its `memchr`.
    @inline(__always)
    static func hit(at: Int, pass: Int, _ buffer: UnsafeBufferPointer<UInt8>, _ t: MarkerTable,
                    nearMiss: inout Bool) -> Bool {
        let g = Int(t.groupOfAnchor[Int(buffer[at])])
        guard g >= 0 && g / groupsPerPass == pass else { return false }
        return groupHit(at: at, t.groups + g, buffer, t, nearMiss: &nearMiss)
    }

    @inline(__always)
    private static func load16(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
    }
}

extension MarkerTable {
    /// The lanes of the shared pass (`Prefilter.sharedPassFinds`), `Prefilter.groupsPerPass`
    /// groups a pass, group `g` in pass `g / groupsPerPass`: for each, its anchor, its first
    /// shared byte's mask and that byte (each in every lane), and that byte's offset from the
    /// anchor. A lane no group fills compares with a NUL anchor and a shared byte of 1, so it
    /// never matches. And for each byte, the group it anchors, or -1 (groups have distinct anchors).
    static func sharedPassLanes(_ groups: UnsafeMutablePointer<Group>, count: Int)
        -> (lanes: UnsafeMutablePointer<SIMD16<UInt8>>, offsets: UnsafeMutablePointer<Int>,
            groupOfAnchor: UnsafeMutablePointer<Int16>, passes: Int) {
        let per = Prefilter.groupsPerPass
        let passes = max(1, (count + per - 1) / per)
        let lanes = UnsafeMutablePointer<SIMD16<UInt8>>.allocate(capacity: 3 * per * passes)
        let offsets = UnsafeMutablePointer<Int>.allocate(capacity: per * passes)
        for slot in 0..<(per * passes) {
            let group: Group? = slot < count ? groups[slot] : nil
            (lanes + 3 * slot).initialize(to: SIMD16(repeating: group?.anchor ?? 0))
            (lanes + 3 * slot + 1).initialize(to: SIMD16(repeating: group?.mask1 ?? 0))
            (lanes + 3 * slot + 2).initialize(to: SIMD16(repeating: group?.byte1 ?? 1))
            (offsets + slot).initialize(to: group?.offset1 ?? 0)
        }
        let groupOfAnchor = UnsafeMutablePointer<Int16>.allocate(capacity: 256)
        groupOfAnchor.initialize(repeating: -1, count: 256)
        for g in 0..<count { groupOfAnchor[Int(groups[g].anchor)] = Int16(g) }
        return (lanes, offsets, groupOfAnchor, passes)
    }
}
