import XCTest
@testable import DuobarEngine

final class ReadBufferTests: ScratchFolderTestCase {
    private func contents(_ reader: ReadBuffer, _ path: String, regular: Bool = true, maximumSize: Int = FileSystem.maximumFileSize)
        -> Result<[UInt8], FileSystem.ReadError> {
        reader.contents(of: path, regular: regular, maximumSize: maximumSize).map { Array($0) }
    }

    func testFilesOfEverySizeAroundTheBufferAreReadWhole() throws {
        let reader = ReadBuffer()
        // One buffer for all, in an order that grows it, then reads small files again.
        for size in [0, 1, 100, ReadBuffer.initialCapacity - 1, ReadBuffer.initialCapacity, ReadBuffer.initialCapacity + 1,
                     3 * ReadBuffer.initialCapacity + 7, 5, ReadBuffer.keptCapacity + 3, 12] {
            let text = String((0..<size).map { k in Character(UnicodeScalar(UInt8(97 + k % 26))) })
            let path = try write("F\(size).swift", text)
            for regular in [true, false] {
                XCTAssertEqual(try contents(reader, path, regular: regular).get(), Array(text.utf8), "\(size) bytes, regular: \(regular)")
            }
        }
    }

    func testAFileOverTheLimitIsRefusedWhetherSizedFirstOrNot() throws {
        let reader = ReadBuffer()
        let small = try write("Small.swift", String(repeating: "x", count: 100))
        let big = try write("Big.swift", String(repeating: "x", count: ReadBuffer.initialCapacity * 3))
        for regular in [true, false] {
            XCTAssertEqual(try contents(reader, small, regular: regular, maximumSize: 100).get().count, 100)
            XCTAssertEqual(contents(reader, small, regular: regular, maximumSize: 99), .failure(.failed("file too large (over 0 MiB)")))
            XCTAssertEqual(contents(reader, big, regular: regular, maximumSize: ReadBuffer.initialCapacity * 2),
                           .failure(.failed("file too large (over 0 MiB)")))
        }
        XCTAssertEqual(try contents(reader, small).get().count, 100, "a refusal leaves the buffer usable")
    }

    /// A walked file is read without sizing it first only until it fills the buffer: one far
    /// over the limit is refused then, not after reading up to the limit.
    func testAFileThatFillsTheBufferIsSizedBeforeTheBufferGrows() throws {
        let path = folder.appendingPathComponent("Huge.swift").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        XCTAssertEqual(truncate(path, off_t(128 * ReadBuffer.initialCapacity)), 0)
        let reader = ReadBuffer()
        XCTAssertEqual(contents(reader, path, maximumSize: 64 * ReadBuffer.initialCapacity), .failure(.failed("file too large (over 4 MiB)")))
        XCTAssertEqual(reader.capacity, ReadBuffer.initialCapacity, "refused after one block")
    }

    /// A file that is not known to be regular is sized first, and the buffer grows once to fit it.
    func testASizedFileGrowsTheBufferOnceToItsSize() throws {
        let size = 5 * ReadBuffer.initialCapacity + 3
        let path = try write("Big.swift", String(repeating: "x", count: size))
        let reader = ReadBuffer()
        XCTAssertEqual(try contents(reader, path, regular: false).get().count, size)
        XCTAssertEqual(reader.capacity, size + 1)
        XCTAssertEqual(try FileSystem.read(path).get().count, size, "FileSystem.read reads through a buffer the same way")
    }

    func testWhatIsNotARegularFileIsAnErrorWithAReason() throws {
        let reader = ReadBuffer()
        try write("Folder.swift/A.swift", "let a = 1\n")
        let folder = folder.appendingPathComponent("Folder.swift").path
        XCTAssertEqual(contents(reader, folder, regular: false), .failure(.failed("is a directory")))
        // A folder that replaced a file the walk saw is still told apart when it is read.
        XCTAssertEqual(contents(reader, folder, regular: true), .failure(.failed("is a directory")))
        guard case .failure(.failed(let reason)) = contents(reader, folder + "/Missing.swift") else {
            return XCTFail("a missing file cannot be read")
        }
        XCTAssertEqual(reason, "No such file or directory")
    }
}
