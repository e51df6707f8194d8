#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// An old-style (OpenStep) property list, the format of `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, strings quoted or bare, `/* … */` and `//`
/// comments, and `<…>` data (kept as a string).
///
/// Parsed without recursion into one flat array of nodes in the order they start in the
/// file: a container's entries follow it (a dictionary's as key, value, key, value…), each
/// with its own entries after it, and the container records where they end. Nothing is
/// copied out of the bytes: a string is a byte range, made a `String` only when asked.
/// Nesting deeper than `maximumDepth`, or anything malformed or cut short, makes the whole
/// list unreadable (nil): a project file is read by others' tools, never trusted.
struct PropertyList {
    enum Kind: UInt8 { case string, dictionary, array }

    struct Node {
        /// A string's content (inside the quotes, escapes undecoded). For a container, `start`
        /// is where it opens in the bytes and `end` the node just past its last entry.
        var start: Int32
        var end: Int32
        var kind: Kind
        /// A quoted string with a backslash in it, decoded only when read.
        var escaped: Bool
    }

    let bytes: [UInt8]
    private(set) var nodes: [Node] = []
    /// The outermost dictionary: nothing comes before it.
    let root = 0

    static let maximumDepth = 64
    /// The largest file read (project files of big apps are a few MiB).
    static let maximumSize = 64 << 20

    init?(_ bytes: [UInt8]) {
        guard bytes.count <= PropertyList.maximumSize,
              let nodes = bytes.withUnsafeBufferPointer({ PropertyList.parse($0) }) else { return nil }
        self.bytes = bytes
        self.nodes = nodes
    }

    // MARK: Parsing

    /// What the innermost open container expects next. Even states expect a string or a
    /// container, odd ones punctuation; `outside` is before the outermost dictionary.
    private static let expectKey: UInt8 = 0, expectEquals: UInt8 = 1, expectValue: UInt8 = 2,
                       expectSemicolon: UInt8 = 3, expectItem: UInt8 = 4, expectComma: UInt8 = 5, outside: UInt8 = 7

    /// How a parse into a fixed buffer ended.
    private enum Outcome { case parsed, malformed, full }

    /// The nodes of the list the bytes hold; nil unless they start (after blanks and
    /// comments) with one whole dictionary. What follows it is ignored, but for a comment
    /// left open. Written straight into the array's memory: project files have a node for
    /// every 20 to 30 bytes, and one denser than the first guess is parsed again with room
    /// for the most any can have (each node but the first takes two bytes at least: its own
    /// and the punctuation or bracket before it).
    @inline(never) static func parse(_ p: UnsafeBufferPointer<UInt8>) -> [Node]? {
        var outcome = Outcome.malformed
        for capacity in [p.count / 8 + 64, p.count / 2 + 64] {
            let nodes = [Node](unsafeUninitializedCapacity: capacity) { buffer, count in
                (outcome, count) = parse(p, into: buffer)
            }
            if outcome != .full { return outcome == .parsed ? nodes : nil }
        }
        return nil
    }

    /// One pass over the bytes with a fixed stack of open containers.
    private static func parse(_ p: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<Node>) -> (Outcome, Int) {
        guard let base = p.baseAddress, let nodes = out.baseAddress else { return (.malformed, 0) }
        let n = p.count
        // The next node goes at `next`; there is room up to `limit`.
        var next = nodes
        let limit = nodes + out.count
        // Per open container, outermost first: its node, and what its parent expects once it closes.
        let opened = UnsafeMutablePointer<Int32>.allocate(capacity: maximumDepth)
        let resume = UnsafeMutablePointer<UInt8>.allocate(capacity: maximumDepth)
        defer {
            opened.deallocate()
            resume.deallocate()
        }
        var depth = 0
        var state = outside
        var i = 0
        while true {
            // Blanks between tokens, without a turn of the switch each. A line break is
            // mostly followed by tabs, counted eight at a time.
            while i < n {
                let c = base[i]
                if c > 32 { break }
                if c == 10 && i &+ 9 <= n {
                    let tabs = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i &+ 1, as: UInt64.self))
                        ^ 0x0909_0909_0909_0909
                    i &+= tabs == 0 ? 9 : 1 &+ tabs.trailingZeroBitCount >> 3
                    continue
                }
                guard isBlank(c) else { break }
                i &+= 1
            }
            guard i < n else { return (.malformed, 0) }
            let c = base[i]
            switch c {
            case UInt8(ascii: "/") where i + 1 < n && (base[i + 1] == UInt8(ascii: "*") || base[i + 1] == UInt8(ascii: "/")):
                guard let end = skipComment(base, n, i) else { return (.malformed, 0) }
                // An id's comment is followed by what would follow the id.
                i = end
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                if depth == 0 {
                    // Only the outermost dictionary stands alone.
                    guard c == UInt8(ascii: "{") else { return (.malformed, 0) }
                } else {
                    guard state == expectValue || state == expectItem else { return (.malformed, 0) }
                    state &+= 1
                }
                guard depth < maximumDepth else { return (.malformed, 0) }
                guard next < limit else { return (.full, 0) }
                resume[depth] = state
                opened[depth] = Int32(truncatingIfNeeded: nodes.distance(to: next))
                depth &+= 1
                let isDictionary = c == UInt8(ascii: "{")
                next.initialize(to: Node(start: Int32(truncatingIfNeeded: i), end: 0, kind: isDictionary ? .dictionary : .array, escaped: false))
                next += 1
                state = isDictionary ? expectKey : expectItem
                i &+= 1
                continue
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                // A dictionary's last `;` may be missing, a key without its value may not; an
                // array's last `,` may be there or not.
                guard c == UInt8(ascii: "}") ? state == expectKey || state == expectSemicolon
                                             : state == expectItem || state == expectComma else { return (.malformed, 0) }
                depth &-= 1
                nodes[Int(opened[depth])].end = Int32(truncatingIfNeeded: nodes.distance(to: next))
                if depth == 0 {
                    guard skipBlanks(base, n, i + 1) != nil else { return (.malformed, 0) }
                    return (.parsed, nodes.distance(to: next))
                }
                state = resume[depth]
                i &+= 1
            case UInt8(ascii: "="):
                guard state == expectEquals else { return (.malformed, 0) }
                state = expectValue
                i &+= 1
                continue
            case UInt8(ascii: ";"):
                guard state == expectSemicolon else { return (.malformed, 0) }
                state = expectKey
                i &+= 1
                continue
            case UInt8(ascii: ","):
                guard state == expectComma else { return (.malformed, 0) }
                state = expectItem
                i &+= 1
                continue
            case UInt8(ascii: "\""):
                // A key or a value.
                guard state & 1 == 0 else { return (.malformed, 0) }
                state &+= 1
                guard let (end, escaped) = quotedStringEnd(base, n, i + 1) else { return (.malformed, 0) }
                guard next < limit else { return (.full, 0) }
                next.initialize(to: Node(start: Int32(truncatingIfNeeded: i + 1), end: Int32(truncatingIfNeeded: end), kind: .string, escaped: escaped))
                next += 1
                i = end + 1
            case UInt8(ascii: "<"):
                // A value, never a key.
                guard state == expectValue || state == expectItem else { return (.malformed, 0) }
                state &+= 1
                guard let close = memchr(base + i + 1, Int32(UInt8(ascii: ">")), n - i - 1) else { return (.malformed, 0) }
                let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(close))
                guard next < limit else { return (.full, 0) }
                next.initialize(to: Node(start: Int32(truncatingIfNeeded: i + 1), end: Int32(truncatingIfNeeded: end), kind: .string, escaped: false))
                next += 1
                i = end + 1
            default:
                guard state & 1 == 0 else { return (.malformed, 0) }
                state &+= 1
                // Never empty: what ends a bare string has a case above, or is a blank.
                let end = bareStringEnd(base, n, i)
                guard next < limit else { return (.full, 0) }
                next.initialize(to: Node(start: Int32(truncatingIfNeeded: i), end: Int32(truncatingIfNeeded: end), kind: .string, escaped: false))
                next += 1
                i = end
            }
            // What most often follows a string, a container or a comment: ` = ` after a key,
            // `;` (and a space) or `,` after a value, taken here rather than by more turns of
            // the loop.
            if i &+ 2 < n {
                let next = base[i]
                if state == expectEquals {
                    if next == 32 && base[i &+ 1] == UInt8(ascii: "=") {
                        state = expectValue
                        i &+= base[i &+ 2] == 32 ? 3 : 2
                    }
                } else if state == expectSemicolon {
                    if next == UInt8(ascii: ";") {
                        state = expectKey
                        i &+= base[i &+ 1] == 32 ? 2 : 1
                    }
                } else if state == expectComma && next == UInt8(ascii: ",") {
                    state = expectItem
                    i &+= 1
                }
            }
        }
    }

    /// Space, tab, line feed and carriage return: one bit each in a word.
    @inline(__always) static func isBlank(_ c: UInt8) -> Bool {
        c <= 32 && (UInt64(1 << 32 | 1 << 9 | 1 << 10 | 1 << 13) >> UInt64(c)) & 1 != 0
    }

    /// Past the comment at `start` (`/*` or `//`); nil when a `/*` is never closed.
    @inline(__always) static func skipComment(_ base: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int? {
        if base[start + 1] == UInt8(ascii: "/") {
            guard let newline = memchr(base + start, 10, n - start) else { return n }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline))
        }
        // To the next `*/`, from one `*` to the next, sixteen bytes at a time.
        let raw = UnsafeRawPointer(base)
        var k = start + 2
        while true {
            while k &+ 16 <= n {
                let at = firstSet(raw.loadUnaligned(fromByteOffset: k, as: SIMD16<UInt8>.self) .== SIMD16<UInt8>(repeating: UInt8(ascii: "*")))
                k &+= at
                if at < 16 { break }
            }
            while k < n && base[k] != UInt8(ascii: "*") { k &+= 1 }
            guard k < n else { return nil }
            if k + 1 < n && base[k + 1] == UInt8(ascii: "/") { return k + 2 }
            k &+= 1
        }
    }

    /// Past white space and comments from `start`; nil inside an unclosed comment.
    static func skipBlanks(_ base: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int? {
        var i = start
        while i < n {
            let c = base[i]
            if c == 32 || c == 9 || c == 10 || c == 13 { i += 1; continue }
            guard c == UInt8(ascii: "/"), i + 1 < n, base[i + 1] == UInt8(ascii: "*") || base[i + 1] == UInt8(ascii: "/") else { break }
            guard let next = skipComment(base, n, i) else { return nil }
            i = next
        }
        return i
    }

    /// The closing quote of the string whose content starts at `start`, and whether a
    /// backslash came before it; nil when there is none. Sixteen bytes at a time while none
    /// of them is a quote or a backslash.
    @inline(__always) static func quotedStringEnd(_ base: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> (Int, Bool)? {
        let raw = UnsafeRawPointer(base)
        var k = start
        var escaped = false
        while true {
            if k &+ 16 <= n {
                let v = raw.loadUnaligned(fromByteOffset: k, as: SIMD16<UInt8>.self)
                let at = firstSet((v .== SIMD16<UInt8>(repeating: UInt8(ascii: "\""))) .| (v .== SIMD16<UInt8>(repeating: UInt8(ascii: "\\"))))
                k &+= at
                if at == 16 { continue }
            }
            guard k < n else { return nil }
            let c = base[k]
            if c == UInt8(ascii: "\"") { return (k, escaped) }
            if c == UInt8(ascii: "\\") {
                escaped = true
                k &+= 2
            } else {
                k &+= 1
            }
        }
    }

    /// Where the bare string at `start` ends. Sixteen bytes at a time: the first that may
    /// end it is found at once, and only that one is looked at.
    @inline(__always) static func bareStringEnd(_ base: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int {
        var k = start
        let raw = UnsafeRawPointer(base)
        while k &+ 16 <= n {
            let at = PropertyList.firstMayEndBareString(raw.loadUnaligned(fromByteOffset: k, as: SIMD16<UInt8>.self))
            k &+= at
            if at == 16 { continue }
            if PropertyList.endsBareString(base[k]) { return k }
            k &+= 1
        }
        while k < n && !PropertyList.endsBareString(base[k]) { k &+= 1 }
        return k
    }

    /// The first of the sixteen bytes that may end a bare string (16 if none may): every
    /// byte that does is one of them. Those below `-` (white space, `"`, `(`, `)`, `,` and a
    /// few rare others), and those from `;` to `=` once bit 6 is cleared (`{`, `|`, `}` too).
    @inline(__always) static func firstMayEndBareString(_ v: SIMD16<UInt8>) -> Int {
        let cleared = v & SIMD16<UInt8>(repeating: 0xBF)
        let may = (v .< SIMD16<UInt8>(repeating: 0x2D)) .| (cleared &- SIMD16<UInt8>(repeating: 0x3B) .< SIMD16<UInt8>(repeating: 3))
        return firstSet(may)
    }

    /// The first lane of a mask that is set (16 if none is): lanes are 0 or 0xFF bytes,
    /// read eight at a time, the first in memory lowest.
    @inline(__always) static func firstSet(_ mask: SIMDMask<SIMD16<Int8>>) -> Int {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        let low = UInt64(littleEndian: words[0]), high = UInt64(littleEndian: words[1])
        if low != 0 { return low.trailingZeroBitCount >> 3 }
        if high != 0 { return 8 &+ high.trailingZeroBitCount >> 3 }
        return 16
    }

    /// White space and `{ } ( ) = ; , " <` end a bare string. Above `=` only the braces do
    /// (letters, the common case, cost two compares); below it, one bit each in a word.
    @inline(__always) static func endsBareString(_ c: UInt8) -> Bool {
        if c > UInt8(ascii: "=") { return c == UInt8(ascii: "{") || c == UInt8(ascii: "}") }
        let low: UInt64 = 1 << 32 | 1 << 9 | 1 << 10 | 1 << 13 | 1 << 40 | 1 << 41 | 1 << 61 | 1 << 59 | 1 << 44
            | 1 << 34 | 1 << 60
        return (low >> UInt64(c)) & 1 != 0
    }

    // MARK: Reading

    /// The nodes and bytes as memory, for loops over many nodes: `PropertyList`'s own
    /// reading goes through one too.
    struct View {
        let nodes: UnsafePointer<Node>
        let bytes: UnsafePointer<UInt8>

        @inline(__always) func kind(_ k: Int) -> Kind { nodes[k].kind }

        /// The node just past node `k` and its entries: its next sibling. A container's
        /// entries run from `k + 1` to there, each the one past the last.
        @inline(__always) func after(_ k: Int) -> Int {
            let node = nodes[k]
            return node.kind == .string ? k + 1 : Int(node.end)
        }

        /// The value for `key` in dictionary `k` (the first, if the key is there twice).
        @inline(__always) func value(_ k: Int, _ key: StaticString) -> Int? {
            let node = nodes[k]
            guard node.kind == .dictionary else { return nil }
            let end = Int(node.end)
            let length = key.utf8CodeUnitCount
            // Keys are strings, each followed by its value: most are told apart by length.
            var c = k + 1
            while c < end {
                let name = nodes[c]
                if name.escaped ? isString(c, key)
                    : Int(name.end &- name.start) == length && PropertyList.equal(bytes + Int(name.start), key.utf8Start, length) {
                    return c + 1
                }
                c = after(c + 1)
            }
            return nil
        }

        /// `value(k, first)` and `value(k, second)` in one pass over the dictionary.
        @inline(__always) func values(_ k: Int, _ first: StaticString, _ second: StaticString) -> (Int?, Int?) {
            guard nodes[k].kind == .dictionary else { return (nil, nil) }
            let end = Int(nodes[k].end)
            var found: (Int?, Int?) = (nil, nil)
            var c = k + 1
            while c < end {
                if found.0 == nil && isString(c, first) { found.0 = c + 1 }
                if found.1 == nil && isString(c, second) { found.1 = c + 1 }
                if found.0 != nil && found.1 != nil { break }
                c = after(c + 1)
            }
            return found
        }

        /// Whether node `k` is the string `s` (compared as bytes; an escaped string is decoded first).
        @inline(__always) func isString(_ k: Int, _ s: StaticString) -> Bool {
            let node = nodes[k]
            guard node.kind == .string else { return false }
            if node.escaped { return string(k) == s.description }
            let length = Int(node.end &- node.start)
            return length == s.utf8CodeUnitCount && PropertyList.equal(bytes + Int(node.start), s.utf8Start, length)
        }

        /// The length of string node `k` as written (0 for a container).
        @inline(__always) func length(_ k: Int) -> Int {
            let node = nodes[k]
            return node.kind == .string ? Int(node.end &- node.start) : 0
        }

        /// Whether string node `k` ends with `suffix` (as written).
        @inline(__always) func hasSuffix(_ k: Int, _ suffix: StaticString) -> Bool {
            let node = nodes[k]
            let length = suffix.utf8CodeUnitCount
            guard node.kind == .string, Int(node.end &- node.start) >= length else { return false }
            return PropertyList.equal(bytes + Int(node.end) - length, suffix.utf8Start, length)
        }

        /// Two string nodes with the same bytes (as written).
        @inline(__always) func sameString(_ a: Int, _ b: Int) -> Bool {
            let x = nodes[a], y = nodes[b]
            return x.end &- x.start == y.end &- y.start
                && PropertyList.equal(bytes + Int(x.start), bytes + Int(y.start), Int(x.end &- x.start))
        }

        /// A hash of a string node's bytes (as written), eight at a time; an id of Xcode's
        /// (24 bytes) in three multiplications. `seed` keeps a file from choosing ids that
        /// all land in one slot of a table.
        @inline(__always) func hash(_ k: Int, seed: UInt64) -> UInt64 {
            let node = nodes[k]
            var i = Int(node.start)
            let end = Int(node.end)
            let raw = UnsafeRawPointer(bytes)
            if end &- i == 24 {
                var h = (raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ seed) &* 0x9E37_79B9_7F4A_7C15
                h = (h ^ raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)) &* 0xC2B2_AE3D_27D4_EB4F
                h = (h ^ raw.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)) &* 0x1656_67B1_9E37_79F9
                return h ^ (h >> 29) ^ (h >> 47)
            }
            var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed ^ UInt64(node.end &- node.start)
            while i &+ 8 <= end {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x1000_0000_01b3
                h ^= h >> 29
                i &+= 8
            }
            while i < end {
                h = (h ^ UInt64(bytes[i])) &* 0x1000_0000_01b3
                i &+= 1
            }
            return h ^ (h >> 32)
        }

        /// A string node's bytes as written.
        @inline(__always) func raw(_ k: Int) -> UnsafeBufferPointer<UInt8> {
            let node = nodes[k]
            return UnsafeBufferPointer(start: bytes + Int(node.start), count: Int(node.end &- node.start))
        }

        /// A string node's text, escapes decoded (`\"`, `\\`, `\n`, `\t`, `\U` and four hex digits).
        func string(_ k: Int) -> String {
            let raw = raw(k)
            guard nodes[k].escaped else { return String(decoding: raw, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(raw.count)
            var j = 0
            while j < raw.count {
                let c = raw[j]
                guard c == UInt8(ascii: "\\"), j + 1 < raw.count else { out.append(c); j += 1; continue }
                let e = raw[j + 1]
                j += 2
                switch e {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "U"):
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4 && j < raw.count, let h = PropertyList.hexValue(raw[j]) {
                        value = value * 16 + h
                        digits += 1
                        j += 1
                    }
                    out.append(contentsOf: Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8))
                default: out.append(e)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `body` with a view of the list (valid only inside it).
    @inline(__always) func withView<R>(_ body: (View) -> R) -> R {
        nodes.withUnsafeBufferPointer { n in
            bytes.withUnsafeBufferPointer { b in body(View(nodes: n.baseAddress!, bytes: b.baseAddress!)) }
        }
    }

    func kind(_ k: Int) -> Kind { nodes[k].kind }

    /// A container's entries (a dictionary's keys and values alternate), as node numbers.
    func entries(_ k: Int) -> [Int] {
        withView { v in
            var found: [Int] = []
            let end = v.after(k)
            var c = k + 1
            while c < end {
                found.append(c)
                c = v.after(c)
            }
            return found
        }
    }

    /// The value for `key` in dictionary `k` (the first, if the key is there twice).
    func value(_ k: Int, _ key: StaticString) -> Int? { withView { $0.value(k, key) } }

    /// The string value for `key` in dictionary `k`.
    func string(_ k: Int, _ key: StaticString) -> String? {
        withView { v in
            guard let s = v.value(k, key), v.kind(s) == .string else { return nil }
            return v.string(s)
        }
    }

    /// The array value for `key` in dictionary `k`, as node numbers.
    func array(_ k: Int, _ key: StaticString) -> [Int] {
        guard let v = value(k, key), nodes[v].kind == .array else { return [] }
        return entries(v)
    }

    /// Whether node `k` is the string `s` (compared as bytes; an escaped string is decoded first).
    func isString(_ k: Int, _ s: StaticString) -> Bool { withView { $0.isString(k, s) } }

    /// A string node's text, escapes decoded.
    func string(_ k: Int) -> String { withView { $0.string(k) } }

    /// Whether `count` bytes at `a` and `b` are the same, eight at a time: most strings
    /// compared are short, and a loop costs less than a call to `memcmp`.
    @inline(__always) static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        if count >= 8 {
            // Words from the start, and the last word (over the one before it, if need be).
            var k = 0
            while k &+ 8 < count {
                guard x.loadUnaligned(fromByteOffset: k, as: UInt64.self) == y.loadUnaligned(fromByteOffset: k, as: UInt64.self) else { return false }
                k &+= 8
            }
            return x.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) == y.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count >= 4 {
            return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
                && x.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self) == y.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        if count >= 2 {
            return x.loadUnaligned(as: UInt16.self) == y.loadUnaligned(as: UInt16.self)
                && a[count &- 1] == b[count &- 1]
        }
        return count == 0 || a[0] == b[0]
    }

    static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 48...57: return UInt32(c - 48)
        case 65...70: return UInt32(c - 55)
        case 97...102: return UInt32(c - 87)
        default: return nil
        }
    }
}
