import XCTest
import DuobarScanner
import DuobarModel
import DuobarRules

/// Inputs found by the fuzz target in Fuzz/ (and deep nesting, which it cannot reach within
/// its input size), run through the same pipeline with the same invariants:
/// scanner → `Code` → `ProjectIndex.declarations(in:)` → `FileModel` → every rule.
final class FuzzRegressionTests: XCTestCase {
    // MARK: The pipeline (as in Fuzz/FuzzTarget.swift)

    /// Runs `bytes` through the whole per-file pipeline and returns the invariants it breaks:
    /// tokens in bounds, in order, without overlap, leaving only white space uncovered;
    /// `Code.tokens` a subsequence of the scanner's; every finding inside the file.
    static func violations(_ bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { buffer -> [String] in
            var problems: [String] = []
            let count = buffer.count
            let raw = SwiftScanner.scan(buffer)
            var bom = 0
            if count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { bom = 3 }
            // White space the scanner skips: ASCII, NUL, and (as Swift's lexer does)
            // U+00A0 no-break space and U+FEFF anywhere.
            func gapIsWhiteSpace(_ a: Int, _ b: Int) -> Bool {
                var j = max(a, bom)
                while j < b {
                    switch buffer[j] {
                    case 32, 9, 11, 12, 0, 10, 13: j += 1
                    case 0xC2 where j + 1 < b && buffer[j + 1] == 0xA0: j += 2
                    case 0xEF where j + 2 < b && buffer[j + 1] == 0xBB && buffer[j + 2] == 0xBF: j += 3
                    default: return false
                    }
                }
                return true
            }
            var previousEnd = 0
            for (k, t) in raw.enumerated() {
                let start = Int(t.start), end = Int(t.end)
                guard start <= end, end <= count, start >= previousEnd else {
                    return problems + ["token \(k) (\(t.kind.name)) at \(start)..<\(end) is out of bounds or overlaps the previous one (which ends at \(previousEnd)); the input has \(count) bytes"]
                }
                if !gapIsWhiteSpace(previousEnd, start) { problems.append("bytes \(previousEnd)..<\(start) before token \(k) are in no token") }
                previousEnd = end
            }
            if !gapIsWhiteSpace(previousEnd, count) { problems.append("bytes \(previousEnd)..<\(count) after the last token are in no token") }

            let code = Code(text: buffer, raw: raw)
            var r = 0
            for (k, t) in code.tokens.enumerated() {
                while r < raw.count && (raw[r].start != t.start || raw[r].end != t.end || raw[r].kind != t.kind) { r += 1 }
                guard r < raw.count else { return problems + ["Code token \(k) is not a scanner token in order"] }
                r += 1
            }
            let index = ProjectIndex.declarations(in: code)
            let model = FileModel(code: code, index: index)
            for rule in allRules {
                var findings = Findings(ruleID: rule.id, model: model)
                rule.check(model, &findings)
                for f in findings.list where !(f.start >= 0 && f.start <= f.end && f.end <= count) {
                    problems.append("\(rule.id): finding \(f.start)..<\(f.end) outside the file of \(count) bytes")
                }
            }
            return problems
        }
    }

    /// Runs the pipeline on a thread with a 512 KB stack, the size of a Dispatch worker
    /// thread on Apple platforms (where the engine lints files in parallel), so recursion
    /// on the input's depth fails at a fraction of the depth an 8 MB main thread takes.
    static func check(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        final class Box: @unchecked Sendable { var problems: [String] = [] }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.problems = violations(bytes)
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        for problem in box.problems { XCTFail(problem, file: file, line: line) }
    }

    static func repeated(_ prefix: String, _ open: String, _ middle: String, _ close: String, _ suffix: String, _ depth: Int) -> [UInt8] {
        var bytes = Array(prefix.utf8)
        let o = Array(open.utf8), c = Array(close.utf8)
        bytes.reserveCapacity(bytes.count + depth * (o.count + c.count) + middle.utf8.count + suffix.utf8.count)
        for _ in 0..<depth { bytes += o }
        bytes += Array(middle.utf8)
        for _ in 0..<depth { bytes += c }
        bytes += Array(suffix.utf8)
        return bytes
    }

    // MARK: Inputs the fuzzer found

    /// Found by the fuzzer (a 15-byte input): U+00A0 between tokens is in no token. Not a bug:
    /// Swift's lexer, and so the scanner, skips U+00A0 and U+FEFF as white space; the
    /// coverage invariant now allows them too.
    func testNoBreakSpaceAndByteOrderMarkBetweenTokens() {
        Self.check([0x00, 0x3D, 0xC2, 0xD5, 0xC2, 0x7B, 0xC2, 0xA0, 0x3D, 0xD0, 0xC2, 0xC2, 0x3D, 0x3D, 0x2B])
        Self.check(Array("let\u{A0}a\u{FEFF}= 1\u{A0}\u{A0}".utf8))
    }

    // MARK: Deep nesting: nothing may recurse on the input's depth

    /// 20,000 levels on a 512 KB stack keep these tests quick and still overflow at once if
    /// anything recurses per level; Fuzz/deep-nesting.py runs these shapes and more
    /// 200,000 deep (on the main thread's 8 MB stack) through the fuzz binary.
    static let depth = 20_000

    /// `Label { … } icon: { Label { … } icon: { … } }`: the label classifier followed a
    /// nested icon `Label` by calling itself, one stack frame per level: about 30,000 levels
    /// (under 1 MB of source) overflowed even an 8 MB main-thread stack in an optimized build,
    /// and a 512 KB worker thread's at about 2,000. Now a loop (`Code.iconSymbol(of:)`).
    func testDeeplyNestedLabelIconsDoNotOverflowTheStack() {
        Self.check(Self.repeated("x.toolbar {\n", "Label { Text(\"a\") } icon: {\n", "Image(systemName: \"a\")\n", "}\n", "}\n",
                                 Self.depth))
        Self.check(Self.repeated("x.toolbar {\n", "Button(action: {}) { Label { Text(\"a\") } icon: {\n", "Image(systemName: \"a\")\n",
                                 "} }\n", "}\n", Self.depth))
    }

    /// The loop keeps what the recursion found: the innermost symbol wins, an outer one is the fallback.
    func testNestedLabelIconsKeepTheirSymbol() {
        func symbol(_ label: String) -> String? {
            let bytes = Array("x.toolbar {\n\(label)\n}\n".utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                let model = FileModel(code: Code(text: buffer))
                XCTAssertEqual(model.items.count, 1, label)
                return model.items.first.flatMap { model.symbolName($0) }
            }
        }
        XCTAssertEqual(symbol(#"Label { Text("a") } icon: { Label { Text("b") } icon: { Image(systemName: "x") } }"#), "x")
        XCTAssertEqual(symbol(#"Label { Text("a") } icon: { Label("b", systemImage: "y") }"#), "y")
        XCTAssertEqual(symbol(#"Label { Text("a") } icon: { Label(systemImage: "y") { Text("b") } icon: { Image(decorative: "z") } }"#), "y")
        XCTAssertEqual(symbol(#"Label(systemImage: "w") { Text("a") } icon: { Label { Text("b") } icon: { Text("c") } }"#), "w")
        XCTAssertEqual(symbol(#"Label { Text("a") } icon: { Label { Text("b") } icon: { Image(systemSymbol: .xmarkCircle) } }"#), "xmark.circle")
    }

    // The rest guard the other ways the model reads nesting.

    func testNestedBrackets() {
        let d = Self.depth
        Self.check(Self.repeated("", "(", "", ")", "", d))
        Self.check(Self.repeated("", "[", "", "]", "", d))
        Self.check(Self.repeated("", "{", "", "}", "", d))
        Self.check(Self.repeated("", "({[", "", "]})", "", d))
        Self.check(Self.repeated("", "({[", "", "", "", d))
        Self.check(Self.repeated("", "", "", ")]}", "", d))
    }

    func testNestedLiteralsCommentsAndDirectives() {
        let d = Self.depth
        Self.check(Self.repeated("let s = ", "\"\\(", "1", ")\"", "\n", d))
        Self.check(Self.repeated("let s = ", "\"\"\"\n\\(", "1", ")\n\"\"\"", "\n", d))
        Self.check(Self.repeated("", "/*", "", "*/", "", d))
        Self.check(Self.repeated("", "#if os(iOS)\n", "Text(\"a\")\n", "#endif\n", "", d))
        Self.check(Self.repeated("#if ", "(", "os(iOS)", ")", "\n#endif\n", d))
    }

    func testNestedToolbarContent() {
        let d = Self.depth
        Self.check(Self.repeated("x.toolbar {\n", "Group {\n", "Button(\"a\") {}\n", "}\n", "}\n", d))
        Self.check(Self.repeated("x.toolbar {\n", "if a {\n", "Button(\"a\") {}\n", "}\n", "}\n", d))
        Self.check(Self.repeated("x.toolbar {\n", "ToolbarItem {\n", "Button(\"a\") {}\n", "}\n", "}\n", d))
        Self.check(Self.repeated("x.toolbar {\n", "Button { } label: {\n", "Image(systemName: \"a\")\n", "}\n", "}\n", d))
        Self.check(Self.repeated("x.safeAreaInset(edge: .bottom) {\n", "HStack {\n", "Button(\"a\") {}\nButton(\"b\") {}\n", "}\n", "}\n", d))
        Self.check(Self.repeated("toolbarItems = ", "[", "UIBarButtonItem(title: \"a\")", "]", "\n", d))
        Self.check(Self.repeated("", ".sheet {\n", "x.toolbarVerticalBehavior(a)\n", "}\n", "", d))
    }
}
