#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Byte offsets of line starts, built only for files that have something to report.
/// Lines break at LF, CR and CRLF, as Xcode counts them.
public struct LineTable: Sendable {
    public let starts: [Int]

    public init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.init(buffer, through: Int.max)
    }

    /// The lines up to the one holding offset `last`, and where the next one starts: enough
    /// to place offsets up to `last` and read their lines' text. Findings often end well
    /// before the end of their file, and the rest need not be read.
    public init(_ buffer: UnsafeBufferPointer<UInt8>, through last: Int) {
        var starts = [0]
        var k = 0
        let n = buffer.count
        if let base = buffer.baseAddress, n > 0, memchr(base, 13, n) == nil {
            // The usual case, LF only: jump from line break to line break at memory speed.
            starts.reserveCapacity(min(n, last) / 32 + 2)
            while k <= last, k < n, let hit = memchr(base + k, 10, n - k) {
                k = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base + 1
                starts.append(k)
            }
            self.starts = starts
            return
        }
        while k < n && starts[starts.count - 1] <= last {
            let c = buffer[k]
            if c == 10 {
                starts.append(k + 1)
            } else if c == 13 {
                if k + 1 < n && buffer[k + 1] == 10 { k += 1 }
                starts.append(k + 1)
            }
            k += 1
        }
        self.starts = starts
    }

    /// 0-based line index holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// 1-based line and column; the column counts characters (UTF-8 lead bytes). A UTF-8
    /// byte order mark is not a character of the source: editors do not show it.
    public func position(of offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let line = lineIndex(of: offset)
        var column = 1
        var k = lineContentStart(line, buffer)
        let end = min(offset, buffer.count)
        while k < end {
            if buffer[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        return (line + 1, column)
    }

    /// The positions of many offsets, counting each line's characters once: many findings
    /// on one long line (generated or minified code) would otherwise recount the line from
    /// its start for each, quadratic in the line's length.
    public func positions(of offsets: [Int], in buffer: UnsafeBufferPointer<UInt8>) -> [Int: (line: Int, column: Int)] {
        // Sorted, each once, in an array: a set and a growing dictionary cost more than the
        // few offsets a file places.
        var sorted = offsets
        sorted.sort()
        var result: [Int: (line: Int, column: Int)] = Dictionary(minimumCapacity: sorted.count)
        var line = -1
        var k = 0
        var column = 1
        var previous = -1
        for offset in sorted where offset != previous || line < 0 {
            previous = offset
            let l = lineIndex(of: offset)
            if l != line {
                line = l
                k = lineContentStart(l, buffer)
                column = 1
            }
            let end = min(offset, buffer.count)
            while k < end {
                if buffer[k] & 0xC0 != 0x80 { column += 1 }
                k += 1
            }
            result[offset] = (l + 1, column)
        }
        return result
    }

    /// Where a line's characters start: after the byte order mark on the first line.
    func lineContentStart(_ line: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        if line == 0 && buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { return 3 }
        return starts[line]
    }
}
