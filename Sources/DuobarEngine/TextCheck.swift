#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Recognises files that are clearly not Swift source although they are named `.swift`
/// (a compiled program or an archive copied in by mistake), so they are skipped with a
/// note instead of producing findings from noise. A stray NUL in a real source file
/// does not make it binary.
public enum TextCheck {
    /// Signatures at the start of common binary formats, and what to call them.
    static let signatures: [(bytes: [UInt8], name: String)] = [
        ([0x7F, 0x45, 0x4C, 0x46], "an ELF executable or library"),
        ([0xCF, 0xFA, 0xED, 0xFE], "a Mach-O executable or library"),
        ([0xCE, 0xFA, 0xED, 0xFE], "a Mach-O executable or library"),
        ([0xFE, 0xED, 0xFA, 0xCF], "a Mach-O executable or library"),
        ([0xFE, 0xED, 0xFA, 0xCE], "a Mach-O executable or library"),
        ([0xCA, 0xFE, 0xBA, 0xBE], "a universal binary or Java class file"),
        (Array("!<arch>\n".utf8), "an archive (.a)"),
        ([0x50, 0x4B, 0x03, 0x04], "a zip archive"),
        ([0x1F, 0x8B], "a gzip file"),
        ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], "an xz file"),
        ([0x89, 0x50, 0x4E, 0x47], "a PNG image"),
        ([0xFF, 0xD8, 0xFF], "a JPEG image"),
        (Array("%PDF-".utf8), "a PDF document"),
        ([0x42, 0x43, 0xC0, 0xDE], "LLVM bitcode"),
        ([0x00, 0x61, 0x73, 0x6D], "a WebAssembly module"),
        (Array("SQLite format 3\u{0}".utf8), "an SQLite database"),
    ]

    /// Whether a signature starts with this byte: most files are ruled out by their first.
    static let firstBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for (signature, _) in signatures { table[Int(signature[0])] = true }
        return table
    }()

    /// How many bytes at the start are examined.
    static let window = 8192

    /// What the file is when it is clearly not text, or nil for text.
    /// Runs on every file read, so the common case is one table load and one `memchr`.
    public static func binaryKind(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        if firstBytes[Int(base[0])] {
            for (signature, name) in signatures where bytes.count >= signature.count {
                if zip(signature, bytes).allSatisfy({ $0 == $1 }) { return name }
            }
        }
        let n = min(bytes.count, window)
        var nuls = 0
        var at = 0
        while at < n, let hit = memchr(base + at, 0, n - at) {
            nuls += 1
            at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base + 1
        }
        // Source text may hold a stray NUL, and garbled text about one byte in 256; binary
        // data (tables, padding, UTF-16) holds them far more densely.
        if nuls >= 16 && nuls * 50 >= n { return "binary data (\(nuls) NUL bytes in its first \(n) bytes)" }
        return nil
    }
}
