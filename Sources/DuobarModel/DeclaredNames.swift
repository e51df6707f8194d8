import DuobarScanner

/// The names a file declares, read from its bytes without scanning it: the hash of every
/// identifier that follows a declaring keyword (`struct`, `class`, `enum`, `actor`,
/// `protocol`, `extension`, `typealias`, `var`, `let`, `func`), and each part of a dotted
/// extension name. The project-wide pass uses it to tell which of the files that only declare
/// views hold a name some toolbar looks up, and scans only those.
///
/// It errs on the side of more names: a keyword inside a comment or a string adds one, which
/// only costs a scan. It never misses a declaration written `keyword name`.
public enum DeclaredNames {
    /// What one reading of a file gives: the names it declares, and the capitalized names it
    /// calls (`HomeView` in `Tab { HomeView() }`, followed by `(` or `{`), each as
    /// hashes (`IndexDependence.hash` of the name's bytes), sorted, each once.
    public struct Reading: Sendable, Equatable {
        public var declared: [UInt64]
        public var mentioned: [UInt64]
    }

    /// The declared names' hashes, sorted, each once.
    public static func hashes(in buffer: UnsafeBufferPointer<UInt8>) -> [UInt64] {
        read(buffer).declared
    }

    public static func read(_ buffer: UnsafeBufferPointer<UInt8>) -> Reading {
        guard let base = buffer.baseAddress else { return Reading(declared: [], mentioned: []) }
        let table = classes
        var hashes: [UInt64] = []
        var mentioned: [UInt64] = []
        // About one call per 175 bytes and one declared name per 250 in the files read here:
        // room for most of a file's names at once, instead of growing as they come.
        hashes.reserveCapacity(buffer.count / 192)
        mentioned.reserveCapacity(buffer.count / 128)
        var declaring = false
        var q = base
        let end = base + buffer.count
        // Eight bytes can be read as a word from `q` while `q < wordEnd`.
        let wordEnd = buffer.count >= 8 ? end - 7 : base
        while q < end {
            if declaring {
                // Blanks and backticks sit between a keyword and its name; anything else ends it.
                let c = table[Int(q.pointee)]
                if c != nameStart {
                    if c != blank { declaring = false }
                    q += 1
                    continue
                }
            } else {
                // Bytes between names change nothing when no keyword waits for its name: on to
                // the next name's first byte. Every letter, `_` and non-ASCII byte is from `A`
                // up, so words skip what is below and the table tells the rest (`{`, `[`, `}`).
                var found = false
                while q < wordEnd {
                    let gap = ByteWords.lengthBelow(ByteWords.load(q), 0x41)
                    q += gap
                    if gap < 8 {
                        if table[Int(q.pointee)] == nameStart {
                            found = true
                            break
                        }
                        q += 1
                    }
                }
                if !found {
                    while q < end && table[Int(q.pointee)] != nameStart { q += 1 }
                    if q == end { break }
                }
            }
            // A name. `head` keeps its first eight bytes.
            let start = q
            var head: UInt64 = 0
            if q < wordEnd {
                head = ByteWords.load(q)
            } else {
                for k in 0..<(end - q) { head |= UInt64(q[k]) << UInt64(8 * k) }
            }
            q = nameEnd(q, end, wordEnd, table)
            let n = q - start
            if declaring {
                hashes.append(Code.nameHash(start, n))
                // `extension Outer.Inner`: every part of the path, so the last is kept.
                declaring = q < end && q.pointee == UInt8(ascii: ".")
                if declaring { q += 1 }
            } else {
                // Every keyword is lower-case, of three to nine bytes (most names are not).
                declaring = n >= 3 && n <= 9 && start.pointee >= UInt8(ascii: "a") && isDeclaringKeyword(start, n, head)
                // A call: `HomeView()`, `HomeView(model: m)`, `HomeView {`.
                if start.pointee >= 65 && start.pointee <= 90 && q < end {
                    var after = q
                    while after < end && after.pointee == 32 { after += 1 }
                    if q.pointee == UInt8(ascii: "(") || (after < end && after.pointee == UInt8(ascii: "{")) {
                        mentioned.append(Code.nameHash(start, n))
                    }
                }
            }
        }
        // In place: the reading's own arrays, so nothing is copied.
        IndexDependence.sortUnique(&hashes)
        IndexDependence.sortUnique(&mentioned)
        return Reading(declared: hashes, mentioned: mentioned)
    }

    private static let other: UInt8 = 0, blank: UInt8 = 1, digit: UInt8 = 2, nameStart: UInt8 = 3

    /// Where the name that starts at `start` ends. Most names are short (four in five have at
    /// most eight bytes): their bytes are looked up one by one, without bounds while eight
    /// bytes of the buffer are left; a longer name goes on eight bytes at a time (a word's
    /// bytes cost the same whatever they are), then byte by byte to the buffer's end.
    @inline(__always)
    private static func nameEnd(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>,
                                _ wordEnd: UnsafePointer<UInt8>, _ table: UnsafePointer<UInt8>) -> UnsafePointer<UInt8> {
        var q = start + 1
        if start < wordEnd {
            for k in 0..<7 where table[Int(q[k])] < digit { return q + k }
            q += 7
            while q < wordEnd {
                let stop = ByteWords.nameLength(ByteWords.load(q), nonASCII: true)
                q += stop
                if stop < 8 { return q }
            }
        }
        while q < end && table[Int(q.pointee)] >= digit { q += 1 }
        return q
    }

    /// Each byte's class: a name starts with a letter, `_` or a byte of a multi-byte character,
    /// and goes on with those and digits. Made once; a raw table keeps the loop free of checks.
    private nonisolated(unsafe) static let classes: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0..<256 {
            let isLetter = (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b >= 128
            let isBlank = b == 32 || b == 9 || b == 10 || b == 13 || b == 96
            table[b] = isLetter ? nameStart : (b >= 48 && b <= 57) ? digit : isBlank ? blank : other
        }
        return UnsafePointer(table)
    }()

    /// Whether the `n` bytes at `p` are a declaring keyword; `head` holds their first bytes, as
    /// many as there are up to eight (first byte lowest), and maybe others after them: a
    /// comparison of words per keyword of that length.
    @inline(__always)
    private static func isDeclaringKeyword(_ p: UnsafePointer<UInt8>, _ n: Int, _ head: UInt64) -> Bool {
        switch n {
        case 3:
            let word = head & 0xFF_FFFF
            return word == packed("var") || word == packed("let")
        case 4:
            let word = head & 0xFFFF_FFFF
            return word == packed("func") || word == packed("enum")
        case 5:
            let word = head & 0xFF_FFFF_FFFF
            return word == packed("class") || word == packed("actor")
        case 6: return head & 0xFFFF_FFFF_FFFF == packed("struct")
        case 8: return head == packed("protocol")
        case 9: return (head == packed("extensio") && p[8] == UInt8(ascii: "n"))
            || (head == packed("typealia") && p[8] == UInt8(ascii: "s"))
        default: return false
        }
    }

    /// Up to eight bytes of `word` as a little-endian word, first byte lowest (folded by the compiler).
    @inline(__always)
    private static func packed(_ word: StaticString) -> UInt64 {
        var x: UInt64 = 0
        for k in 0..<word.utf8CodeUnitCount { x |= UInt64(word.utf8Start[k]) << UInt64(8 * k) }
        return x
    }
}

/// A view key as a declaration writes it: the hash of its last component (`addButton`) and of
/// the one before it, its owner (`Screen`), or 0 when it has none. A file may declare the key
/// when it declares both names (`extension Screen { var addButton: some View }`).
public struct DeclarationName: Hashable, Comparable, Sendable {
    public let name: UInt64
    public let owner: UInt64

    public init(name: UInt64, owner: UInt64) {
        self.name = name
        self.owner = owner
    }

    public static func < (a: DeclarationName, b: DeclarationName) -> Bool {
        a.name != b.name ? a.name < b.name : a.owner < b.owner
    }

    /// Whether a file whose `DeclaredNames.hashes` are `declared` may declare it.
    public func isDeclared(in declared: [UInt64]) -> Bool {
        IndexDependence.contains(declared, name) && (owner == 0 || IndexDependence.contains(declared, owner))
    }
}
