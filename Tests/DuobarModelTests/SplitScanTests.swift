import XCTest
import DuobarScanner
import DuobarRules
@testable import DuobarModel

/// The fast path (comments set aside by the scanner) must give the model exactly the
/// tokens the general path (every token, then comments and #if branches dropped) gives.
final class SplitScanTests: XCTestCase {
    func sources() throws -> [String] {
        var sources = allRules.flatMap { $0.triggering + $0.nonTriggering }.map { String($0.unicodeScalars.filter { $0 != "↓" }) }
        sources += [
            "#if os(macOS)\n.toolbar { Button(\"A\") {} } // mac\n#elseif DEBUG\n/* d */ x\n#else\ny\n#endif\nz",
            "Text(\"a\")\n  #if os(iOS) // only here\n  .toolbar { }\n  #endif",
            "a /* x\n y */ b", "a // c\nb", "/* a */ /* b */ c", "x\n/** doc */\n.toolbar { }", "#!/usr/bin/swift\nlet x = 1",
            "let s = \"\\(a /* in interpolation */ + b)\"", "a /* unterminated", "/// doc\nfunc f() {}", "",
            // A block comment inside an `#if` condition does not end it (found by the fuzzer).
            "#if os(macOS) /* note */ || os(iOS)\nlet v = Text(\"a\").toolbar { Button(\"E\") {} }\n#endif",
            "#if os(macOS) /* a\nb */ Button(\"E\") {}\n#endif",
        ]
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples")
        if let files = FileManager.default.enumerator(atPath: samples.path) {
            for case let file as String in files where file.hasSuffix(".swift") {
                sources.append(try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8))
            }
        }
        return sources
    }

    func testABlockCommentInsideAConditionLeavesTheConditionWhole() {
        let bytes = Array("#if os(macOS) /* note */ || os(iOS)\nlet v = Button(\"E\") {}\n#endif\n".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let all = SwiftScanner.scan(buffer)
            let code = Code(text: buffer, raw: all)
            XCTAssertTrue(code.tokens.indices.contains { code.isWord($0, "Button") }, "os(macOS) || os(iOS) holds on iOS")
        }
    }

    func testSplitScanGivesTheSameCodeTokensAndTheSameRawTokens() throws {
        for source in try sources() {
            let bytes = Array(source.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let split = SwiftScanner.scanSplit(buffer)
                let all = SwiftScanner.scan(buffer)
                XCTAssertEqual(split.hasDirectives, all.contains { $0.kind == .directive }, source)
                let general = Code(text: buffer, raw: all)
                let fast = Code(text: buffer, split: split)
                XCTAssertEqual(fast.tokens, general.tokens, source)
                // The same tokens in the same places (flags may differ: the model's code tokens
                // count line breaks inside comments, as the general path does for them).
                func places(_ tokens: [Token]) -> [String] { tokens.map { "\($0.kind.name) \($0.start)-\($0.end)" } }
                XCTAssertEqual(places(fast.raw), places(all), source)
                XCTAssertEqual(places(fast.comments), places(all.filter { $0.kind.isComment }), source)
            }
        }
    }
}
