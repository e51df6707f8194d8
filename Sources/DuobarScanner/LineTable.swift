/// Byte offsets of line starts, built only for files that have something to report.
/// Lines break at LF, CR and CRLF, as Xcode counts them.
public struct LineTable: Sendable {
    public let starts: [Int]

    public init(_ buffer: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        var k = 0
        let n = buffer.count
        while k < n {
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

    /// 1-based line and column; the column counts characters (UTF-8 lead bytes).
    public func position(of offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let line = lineIndex(of: offset)
        var column = 1
        var k = starts[line]
        let end = min(offset, buffer.count)
        while k < end {
            if buffer[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        return (line + 1, column)
    }
}
