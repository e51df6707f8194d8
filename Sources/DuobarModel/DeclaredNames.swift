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
        var declaring = false
        var q = base
        let end = base + buffer.count
        // Eight bytes can be read as a word from `q` while `q < wordEnd`.
        let wordEnd = buffer.count >= 8 ? end - 7 : base
        while q < end {
            let c = table[Int(q.pointee)]
            if c == nameStart {
                let start = q
                q += 1
                // A name goes on eight bytes at a time, then byte by byte to its end (the
                // words only go faster: the bytes decide where the name ends).
                while q < wordEnd {
                    let stop = ByteWords.nameLength(ByteWords.load(q), nonASCII: true)
                    q += stop
                    if stop < 8 { break }
                }
                while q < end && table[Int(q.pointee)] >= digit { q += 1 }
                if declaring {
                    hashes.append(Code.nameHash(start, q - start))
                    // `extension Outer.Inner`: every part of the path, so the last is kept.
                    declaring = q < end && q.pointee == UInt8(ascii: ".")
                    if declaring { q += 1 }
                } else {
                    declaring = isDeclaringKeyword(start, q - start)
                    // A call: `HomeView()`, `HomeView(model: m)`, `HomeView {`.
                    if start.pointee >= 65 && start.pointee <= 90 && q < end {
                        var after = q
                        while after < end && after.pointee == 32 { after += 1 }
                        if q.pointee == UInt8(ascii: "(") || (after < end && after.pointee == UInt8(ascii: "{")) {
                            mentioned.append(Code.nameHash(start, q - start))
                        }
                    }
                }
                continue
            }
            // Blanks and backticks sit between a keyword and its name; anything else ends it.
            if c == other || c == digit { declaring = false }
            q += 1
            // Indentation: runs of spaces, eight at a time.
            if c == blank {
                while q < wordEnd {
                    let stop = ByteWords.spaceLength(ByteWords.load(q))
                    q += stop
                    if stop < 8 { break }
                }
            }
        }
        return Reading(declared: IndexDependence.sortedUnique(hashes), mentioned: IndexDependence.sortedUnique(mentioned))
    }

    private static let other: UInt8 = 0, blank: UInt8 = 1, digit: UInt8 = 2, nameStart: UInt8 = 3

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

    private static func isDeclaringKeyword(_ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == n else { return false }
            let w = word.utf8Start
            for k in 0..<n where p[k] != w[k] { return false }
            return true
        }
        switch n {
        case 3: return equals("var") || equals("let")
        case 4: return equals("func") || equals("enum")
        case 5: return equals("class") || equals("actor")
        case 6: return equals("struct")
        case 8: return equals("protocol")
        case 9: return equals("extension") || equals("typealias")
        default: return false
        }
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
