import DuobarScanner

/// A fixed set of names, each found with one multiply: a key made of a name's first eight
/// bytes, its length and (past eight bytes) its last eight picks a slot, and the slot holds the
/// name, so a lookup costs a load or two, a multiply and a compare. Built once from a list, as
/// `Keywords` is, but the multiplier is searched for when the table is built: a name added to
/// the list can never share a slot with another and silently fail to match.
struct NameTable: @unchecked Sendable {
    /// One slot: the name's first eight bytes, its length (0 when empty), its value (-1 when
    /// empty) and where its spelling starts in `bytes`, in 16 bytes: one load brings it all.
    struct Slot {
        var head: UInt64
        var value: Int32
        var length: UInt16
        var offset: UInt16
    }

    let multiplier: UInt64
    /// 64 minus the number of slot bits: the product's top bits pick the slot.
    let shift: UInt64
    let slots: UnsafeMutablePointer<Slot>
    let bytes: UnsafeMutablePointer<UInt8>
    let slotCount: Int

    /// Names of 1 to 255 bytes, each once, with values of at least 0. Never freed: a table
    /// lives as long as the process.
    init(_ names: [(spelling: [UInt8], value: Int)]) {
        let heads = names.map { name in
            name.spelling.withUnsafeBufferPointer { Keywords.head($0.baseAddress!, $0.count, readable: 0) }
        }
        let keys = names.indices.map { n in
            names[n].spelling.withUnsafeBufferPointer { NameTable.key($0.baseAddress!, $0.count, heads[n]) }
        }
        for name in names {
            precondition(!name.spelling.isEmpty && name.spelling.count < 256,
                         "\(String(decoding: name.spelling, as: UTF8.self)): a name of 1 to 255 bytes")
            precondition(name.value >= 0 && name.value <= Int(Int32.max), "a value of at least 0")
        }
        // About n²/4 slots: a multiplier that sends every key to its own slot then turns up
        // within a few tries; after many more the table doubles, so the search ends.
        var slots = 16
        while slots < names.count * names.count / 4 { slots *= 2 }
        // Candidates from a fixed sequence (splitmix64), so every run builds the same table.
        var state: UInt64 = 0x7751_feb5_73eb_b7e5
        var multiplier: UInt64 = 0
        var shift: UInt64 = 0
        var tries = 0
        // Which try last took each slot, and for which name: no clearing between tries.
        var takenBy: [Int32] = []
        var owner: [Int32] = []
        search: while true {
            if tries % 4096 == 0 {
                if tries > 0 { slots *= 2 }
                shift = UInt64(64 - slots.trailingZeroBitCount)
                takenBy = [Int32](repeating: 0, count: slots)
                owner = [Int32](repeating: 0, count: slots)
            }
            tries += 1
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            multiplier = (z ^ (z >> 31)) | 1
            for (n, key) in keys.enumerated() {
                let slot = NameTable.slot(key, multiplier, shift)
                if takenBy[slot] == Int32(truncatingIfNeeded: tries) {
                    // Two names with one key would share a slot whatever the multiplier.
                    let other = Int(owner[slot])
                    if keys[other] == key { NameTable.sameKey(names[other].spelling, names[n].spelling) }
                    continue search
                }
                takenBy[slot] = Int32(truncatingIfNeeded: tries)
                owner[slot] = Int32(n)
            }
            break
        }
        self.multiplier = multiplier
        self.shift = shift
        slotCount = slots
        self.slots = .allocate(capacity: slots)
        self.slots.initialize(repeating: Slot(head: 0, value: -1, length: 0, offset: 0), count: slots)
        let total = names.reduce(0) { $0 + $1.spelling.count }
        precondition(total <= Int(UInt16.max), "names of 65,535 bytes in all at most")
        bytes = .allocate(capacity: max(total, 1))
        var offset = 0
        for (n, name) in names.enumerated() {
            self.slots[NameTable.slot(keys[n], multiplier, shift)] =
                Slot(head: heads[n], value: Int32(name.value), length: UInt16(name.spelling.count), offset: UInt16(offset))
            for (j, b) in name.spelling.enumerated() { bytes[offset + j] = b }
            offset += name.spelling.count
        }
    }

    static func sameKey(_ a: [UInt8], _ b: [UInt8]) -> Never {
        let (x, y) = (String(decoding: a, as: UTF8.self), String(decoding: b, as: UTF8.self))
        preconditionFailure(a == b ? "\(x) is listed twice" : "\(x) and \(y) differ only in their middle bytes")
    }

    /// The first eight bytes and the length tell most names apart; `leftBarButtonItem` and
    /// `leftBarButtonItems` share a head, and names of one length may too, so past eight
    /// bytes the last eight are mixed in (one more load, from inside the name).
    @inline(__always)
    static func key(_ s: UnsafePointer<UInt8>, _ len: Int, _ head: UInt64) -> UInt64 {
        var key = head &+ UInt64(truncatingIfNeeded: len)
        if len > 8 {
            key ^= UInt64(littleEndian: UnsafeRawPointer(s + (len - 8)).loadUnaligned(as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
        }
        return key
    }

    @inline(__always)
    static func slot(_ key: UInt64, _ multiplier: UInt64, _ shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* multiplier) >> shift)
    }

    /// The value of the name spelled by `len` bytes at `s`, or -1. `readable`: how many bytes
    /// may be read at `s` (eight or more allow one load for the head).
    @inline(__always)
    func lookup(_ s: UnsafePointer<UInt8>, _ len: Int, readable: Int) -> Int {
        let h = Keywords.head(s, len, readable: readable)
        let slot = slots[NameTable.slot(NameTable.key(s, len, h), multiplier, shift)]
        guard slot.head == h && Int(slot.length) == len else { return -1 }
        if len > 8 && !ByteClass.equal(s + 8, bytes + Int(slot.offset) + 8, len - 8) { return -1 }
        return Int(slot.value)
    }

    /// The same for a token of `code`.
    @inline(__always)
    func lookup(_ code: Code, _ i: Int) -> Int {
        let t = code.tokens[i]
        return lookup(code.text.baseAddress! + Int(t.start), t.length, readable: code.text.count - Int(t.start))
    }
}
