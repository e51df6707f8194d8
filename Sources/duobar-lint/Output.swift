#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Standard output and error, written as bytes straight to the descriptors.
enum Output {
    static func out(_ text: String) { write(1, text) }
    static func err(_ text: String) { write(2, text) }

    static func write(_ fd: Int32, _ text: String) {
        var text = text
        text.withUTF8 { write(fd, $0) }
    }

    static func write(_ fd: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(fd, $0) }
    }

    static func write(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            #if canImport(Darwin)
            let n = Darwin.write(fd, base + done, bytes.count - done)
            #else
            let n = Glibc.write(fd, base + done, bytes.count - done)
            #endif
            if n < 0 {
                if errno == EINTR { continue }
                return // a closed pipe: nothing more can be said
            }
            done += n
        }
    }

    static var isTerminal: Bool { isatty(1) != 0 }

    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
