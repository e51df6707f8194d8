#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// An old-style (OpenStep) property list, the format of `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, strings quoted or bare, `/* … */` and `//`
/// comments, and `<…>` data (kept as a string).
///
/// Parsed without recursion into flat arrays: each node is a string (a byte range) or a
/// container whose entries are a range of `children` (a dictionary's as key, value, key,
/// value…). Nesting deeper than `maximumDepth`, or anything malformed or cut short, makes
/// the whole list unreadable (nil): a project file is read by others' tools, never trusted.
struct PropertyList {
    enum Kind: UInt8 { case string, dictionary, array }

    struct Node {
        var kind: Kind
        /// A string's content (inside the quotes, escapes undecoded); a container's range in `children`.
        var start: Int32
        var end: Int32
        /// A quoted string with a backslash in it, decoded only when read.
        var escaped: Bool
    }

    let bytes: [UInt8]
    private(set) var nodes: [Node] = []
    private(set) var children: [Int32] = []
    /// The outermost dictionary.
    private(set) var root = 0

    static let maximumDepth = 64
    /// The largest file read (project files of big apps are a few MiB).
    static let maximumSize = 64 << 20

    init?(_ bytes: [UInt8]) {
        guard bytes.count <= PropertyList.maximumSize else { return nil }
        var parsed: Parser?
        bytes.withUnsafeBufferPointer { p in
            var parser = Parser(p)
            if parser.run() { parsed = parser }
        }
        guard let parsed else { return nil }
        self.bytes = bytes
        nodes = parsed.nodes
        children = parsed.children
        root = parsed.root
    }

    /// One pass over the bytes with an explicit stack of open containers.
    private struct Parser {
        enum Expect { case key, equals, value, separator }

        struct Open {
            var node: Int
            /// Where its entries start in `scratch`.
            var mark: Int
            var expect: Expect
        }

        let p: UnsafeBufferPointer<UInt8>
        var nodes: [Node] = []
        var children: [Int32] = []
        var root = 0
        var sawRoot = false
        /// The innermost open container (`node` -1: none), and those around it.
        var top = Open(node: -1, mark: 0, expect: .value)
        var topIsDictionary = false
        var stack: [Open] = []
        /// The entries of the open containers, innermost last.
        var scratch: [Int32] = []

        init(_ p: UnsafeBufferPointer<UInt8>) {
            self.p = p
            nodes.reserveCapacity(p.count / 24)
            children.reserveCapacity(p.count / 24)
        }

        mutating func run() -> Bool {
            let n = p.count
            var i = 0
            while true {
                guard let next = skipBlanks(i) else { return false }
                i = next
                if i >= n { return top.node < 0 && sawRoot }
                if top.node < 0 && sawRoot { return true } // what follows the list is ignored
                let c = p[i]
                switch c {
                case UInt8(ascii: "{"), UInt8(ascii: "("):
                    guard stack.count + 1 < PropertyList.maximumDepth else { return false }
                    let kind: Kind = c == UInt8(ascii: "{") ? .dictionary : .array
                    nodes.append(Node(kind: kind, start: 0, end: 0, escaped: false))
                    guard attach(nodes.count - 1, isString: false) else { return false }
                    if top.node >= 0 { stack.append(top) }
                    top = Open(node: nodes.count - 1, mark: scratch.count, expect: kind == .dictionary ? .key : .value)
                    topIsDictionary = kind == .dictionary
                    i += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"):
                    guard close(c) else { return false }
                    i += 1
                case UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","):
                    guard punctuation(c) else { return false }
                    i += 1
                case UInt8(ascii: "\""):
                    var k = i + 1
                    var escaped = false
                    while k < n && p[k] != UInt8(ascii: "\"") {
                        if p[k] == UInt8(ascii: "\\") { escaped = true; k += 1 }
                        k += 1
                    }
                    guard k < n else { return false }
                    nodes.append(Node(kind: .string, start: Int32(i + 1), end: Int32(k), escaped: escaped))
                    guard attach(nodes.count - 1, isString: true) else { return false }
                    i = k + 1
                case UInt8(ascii: "<"):
                    var k = i + 1
                    while k < n && p[k] != UInt8(ascii: ">") { k += 1 }
                    guard k < n else { return false }
                    nodes.append(Node(kind: .string, start: Int32(i + 1), end: Int32(k), escaped: false))
                    guard attach(nodes.count - 1, isString: false) else { return false }
                    i = k + 1
                default:
                    let k = bareStringEnd(i)
                    guard k > i else { return false }
                    nodes.append(Node(kind: .string, start: Int32(i), end: Int32(k), escaped: false))
                    guard attach(nodes.count - 1, isString: true) else { return false }
                    i = k
                }
            }
        }

        /// Where the bare string at `start` ends. Most are ids, 24 letters and digits: eight
        /// bytes at a time are let through when none of them can end a string.
        @inline(__always) func bareStringEnd(_ start: Int) -> Int {
            let n = p.count
            var k = start
            let raw = UnsafeRawPointer(p.baseAddress!)
            while k &+ 8 <= n {
                let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: k, as: UInt64.self))
                guard !PropertyList.mayEndBareString(x) else { break }
                k &+= 8
            }
            while k < n && !PropertyList.endsBareString(p[k]) { k &+= 1 }
            return k
        }

        /// Past white space and comments from `start`; nil inside an unclosed comment.
        func skipBlanks(_ start: Int) -> Int? {
            let n = p.count
            var i = start
            while i < n {
                let c = p[i]
                if c == 32 || c == 9 || c == 10 || c == 13 { i += 1; continue }
                guard c == UInt8(ascii: "/"), i + 1 < n else { break }
                if p[i + 1] == UInt8(ascii: "*") {
                    // To the next `*/`, from one `*` to the next.
                    var k = i + 2
                    while true {
                        guard k < n, let star = memchr(p.baseAddress! + k, Int32(UInt8(ascii: "*")), n - k) else { return nil }
                        k = UnsafeRawPointer(p.baseAddress!).distance(to: UnsafeRawPointer(star))
                        if k + 1 < n && p[k + 1] == UInt8(ascii: "/") { break }
                        k += 1
                    }
                    i = k + 2
                } else if p[i + 1] == UInt8(ascii: "/") {
                    while i < n && p[i] != 10 { i += 1 }
                } else {
                    break
                }
            }
            return i
        }

        /// Adds node `k` where the innermost container expects a key or a value.
        @inline(__always) mutating func attach(_ k: Int, isString: Bool) -> Bool {
            guard top.node >= 0 else {
                // Only the outermost dictionary stands alone.
                guard !sawRoot, nodes[k].kind == .dictionary else { return false }
                sawRoot = true
                root = k
                return true
            }
            switch top.expect {
            case .key:
                guard isString, topIsDictionary else { return false }
                top.expect = .equals
            case .value:
                top.expect = .separator
            default:
                return false
            }
            scratch.append(Int32(k))
            return true
        }

        mutating func close(_ c: UInt8) -> Bool {
            guard top.node >= 0 else { return false }
            if topIsDictionary {
                // The last `;` may be missing; a key without its value may not.
                guard c == UInt8(ascii: "}"), top.expect == .key || top.expect == .separator else { return false }
            } else {
                guard c == UInt8(ascii: ")"), top.expect == .value || top.expect == .separator else { return false }
            }
            nodes[top.node].start = Int32(children.count)
            children.append(contentsOf: scratch[top.mark...])
            nodes[top.node].end = Int32(children.count)
            scratch.removeSubrange(top.mark...)
            if let outer = stack.popLast() {
                top = outer
                topIsDictionary = nodes[outer.node].kind == .dictionary
            } else {
                top = Open(node: -1, mark: 0, expect: .value)
            }
            return true
        }

        mutating func punctuation(_ c: UInt8) -> Bool {
            guard top.node >= 0 else { return false }
            switch (c, top.expect) {
            case (UInt8(ascii: "="), .equals) where topIsDictionary: top.expect = .value
            case (UInt8(ascii: ";"), .separator) where topIsDictionary: top.expect = .key
            case (UInt8(ascii: ","), .separator) where !topIsDictionary: top.expect = .value
            default: return false
            }
            return true
        }
    }

    /// Whether one of the eight bytes of `x` may end a bare string: one below `-` (white
    /// space, `"`, `(`, `)`, `,` and a few rare others), `;`, `<`, `=`, `{` or `}`. Byte-wise
    /// tests on the whole word, exact for ASCII; any byte from 0x80 up counts as a maybe.
    @inline(__always) static func mayEndBareString(_ x: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZero(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
        if x & highs != 0 { return true }
        if (x &- ones &* 0x2D) & ~x & highs != 0 { return true }
        return hasZero(x ^ (ones &* 0x3B)) || hasZero(x ^ (ones &* 0x3C)) || hasZero(x ^ (ones &* 0x3D))
            || hasZero(x ^ (ones &* 0x7B)) || hasZero(x ^ (ones &* 0x7D))
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

    func kind(_ k: Int) -> Kind { nodes[k].kind }

    /// A container's entries (a dictionary's keys and values alternate).
    func entries(_ k: Int) -> ArraySlice<Int32> {
        let node = nodes[k]
        guard node.kind != .string else { return [] }
        return children[Int(node.start)..<Int(node.end)]
    }

    /// The value for `key` in dictionary `k`.
    func value(_ k: Int, _ key: StaticString) -> Int? {
        guard nodes[k].kind == .dictionary else { return nil }
        let list = entries(k)
        var j = list.startIndex
        while j + 1 < list.endIndex {
            if isString(Int(list[j]), key) { return Int(list[j + 1]) }
            j += 2
        }
        return nil
    }

    /// The string value for `key` in dictionary `k`.
    func string(_ k: Int, _ key: StaticString) -> String? {
        guard let v = value(k, key), nodes[v].kind == .string else { return nil }
        return string(v)
    }

    /// The array value for `key` in dictionary `k`, as node numbers.
    func array(_ k: Int, _ key: StaticString) -> [Int] {
        guard let v = value(k, key), nodes[v].kind == .array else { return [] }
        return entries(v).map { Int($0) }
    }

    /// Whether node `k` is the string `s` (compared as bytes; an escaped string is decoded first).
    func isString(_ k: Int, _ s: StaticString) -> Bool {
        let node = nodes[k]
        guard node.kind == .string else { return false }
        if node.escaped { return string(k) == s.description }
        let length = Int(node.end - node.start)
        guard length == s.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(node.start), s.utf8Start, length) == 0 }
    }

    /// The length of string node `k` as written (0 for a container).
    func length(_ k: Int) -> Int {
        let node = nodes[k]
        return node.kind == .string ? Int(node.end - node.start) : 0
    }

    /// Whether string node `k` ends with `suffix` (as written).
    func hasSuffix(_ k: Int, _ suffix: StaticString) -> Bool {
        let node = nodes[k]
        let length = suffix.utf8CodeUnitCount
        guard node.kind == .string, Int(node.end - node.start) >= length else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(node.end) - length, suffix.utf8Start, length) == 0 }
    }

    /// Two string nodes with the same bytes (as written).
    func sameString(_ a: Int, _ b: Int) -> Bool {
        let x = nodes[a], y = nodes[b]
        guard x.end - x.start == y.end - y.start else { return false }
        return bytes.withUnsafeBufferPointer { p in
            memcmp(p.baseAddress! + Int(x.start), p.baseAddress! + Int(y.start), Int(x.end - x.start)) == 0
        }
    }

    /// A hash of a string node's bytes (as written), eight at a time.
    func hash(_ k: Int) -> UInt64 {
        let node = nodes[k]
        return bytes.withUnsafeBufferPointer { p in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(node.end - node.start)
            var i = Int(node.start)
            let end = Int(node.end)
            let raw = UnsafeRawPointer(p.baseAddress!)
            while i + 8 <= end {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x1000_0000_01b3
                h ^= h >> 29
                i += 8
            }
            while i < end {
                h = (h ^ UInt64(p[i])) &* 0x1000_0000_01b3
                i += 1
            }
            return h ^ (h >> 32)
        }
    }

    /// A string node's text, escapes decoded (`\"`, `\\`, `\n`, `\t`, `\U` and four hex digits).
    func string(_ k: Int) -> String {
        let node = nodes[k]
        let raw = bytes[Int(node.start)..<Int(node.end)]
        guard node.escaped else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var j = raw.startIndex
        while j < raw.endIndex {
            let c = raw[j]
            guard c == UInt8(ascii: "\\"), j + 1 < raw.endIndex else { out.append(c); j += 1; continue }
            let e = raw[j + 1]
            j += 2
            switch e {
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "U"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4 && j < raw.endIndex, let h = PropertyList.hexValue(raw[j]) {
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

    static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 48...57: return UInt32(c - 48)
        case 65...70: return UInt32(c - 55)
        case 97...102: return UInt32(c - 87)
        default: return nil
        }
    }
}
