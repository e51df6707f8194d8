import XCTest
import DuobarScanner
import DuobarModel
import DuobarRules

/// Inputs found by the fuzz target in Fuzz/ (and deep nesting, which it cannot reach within
/// its input size), run through the same pipeline with the same invariants:
/// scanner → `Code` → `ProjectIndex.declarations(in:)` → `FileModel` → every rule.
final class FuzzRegressionTests: XCTestCase {
    // MARK: The pipeline (as in Fuzz/FuzzTarget.swift)

    /// Runs `bytes` through the whole per-file pipeline and checks:
    /// tokens in bounds, in order, without overlap, leaving only white space uncovered;
    /// `Code.tokens` a subsequence of the scanner's; findings inside the file.
    /// Returns the findings' rule ids, for the tests that look at them.
    @discardableResult
    static func runPipeline(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        bytes.withUnsafeBufferPointer { buffer -> [String] in
            let count = buffer.count
            let raw = SwiftScanner.scan(buffer)
            var bom = 0
            if count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { bom = 3 }
            var previousEnd = 0
            func gapIsWhiteSpace(_ a: Int, _ b: Int) -> Bool {
                var j = max(a, bom)
                while j < b {
                    switch buffer[j] {
                    case 32, 9, 11, 12, 0, 10, 13: j += 1
                    default: return false
                    }
                }
                return true
            }
            for (k, t) in raw.enumerated() {
                let start = Int(t.start), end = Int(t.end)
                guard start <= end, end <= count, start >= previousEnd else {
                    XCTFail("token \(k) (\(t.kind.name)) at \(start)..<\(end) is out of bounds or overlaps the previous one (ends at \(previousEnd)); input has \(count) bytes",
                            file: file, line: line)
                    return []
                }
                XCTAssertTrue(gapIsWhiteSpace(previousEnd, start), "bytes \(previousEnd)..<\(start) before token \(k) are in no token",
                              file: file, line: line)
                previousEnd = end
            }
            XCTAssertTrue(gapIsWhiteSpace(previousEnd, count), "bytes after the last token are in no token", file: file, line: line)

            let code = Code(text: buffer, raw: raw)
            var r = 0
            for (k, t) in code.tokens.enumerated() {
                while r < raw.count && (raw[r].start != t.start || raw[r].end != t.end || raw[r].kind != t.kind) { r += 1 }
                guard r < raw.count else {
                    XCTFail("Code token \(k) is not a scanner token in order", file: file, line: line)
                    return []
                }
                r += 1
            }
            let index = ProjectIndex.declarations(in: code)
            let model = FileModel(code: code, index: index)
            var ids: [String] = []
            for rule in allRules {
                var findings = Findings(ruleID: rule.id, model: model)
                rule.check(model, &findings)
                for finding in findings.list {
                    XCTAssertTrue(finding.start >= 0 && finding.start <= finding.end && finding.end <= count,
                                  "\(rule.id): finding \(finding.start)..<\(finding.end) outside the file of \(count) bytes",
                                  file: file, line: line)
                    ids.append(rule.id)
                }
            }
            return ids
        }
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

    static let depth = 200_000

    // MARK: Deep nesting: nothing may recurse on the input's depth

    /// `Label { … } icon: { Label { … } icon: { … } }`: the label classifier followed a
    /// nested icon `Label` by calling itself, one stack frame per level, so about 30,000
    /// levels (under 1 MB of source) overflowed an 8 MB stack. Now a loop (`Code.iconSymbol(of:)`).
    func testDeeplyNestedLabelIconsDoNotOverflowTheStack() {
        let bytes = Self.repeated("x.toolbar {\n", "Label { Text(\"a\") } icon: {\n", "Image(systemName: \"a\")\n", "}\n", "}\n",
                                  Self.depth)
        Self.runPipeline(bytes)
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

    func testTwoHundredThousandNestedBrackets() {
        let d = Self.depth
        Self.runPipeline(Self.repeated("", "(", "", ")", "", d))
        Self.runPipeline(Self.repeated("", "[", "", "]", "", d))
        Self.runPipeline(Self.repeated("", "{", "", "}", "", d))
        Self.runPipeline(Self.repeated("", "({[", "", "]})", "", d))
        Self.runPipeline(Self.repeated("", "({[", "", "", "", d))
        Self.runPipeline(Self.repeated("", "", "", ")]}", "", d))
    }

    func testTwoHundredThousandNestedLiteralsCommentsAndDirectives() {
        let d = Self.depth
        Self.runPipeline(Self.repeated("let s = ", "\"\\(", "1", ")\"", "\n", d))
        Self.runPipeline(Self.repeated("let s = ", "\"\"\"\n\\(", "1", ")\n\"\"\"", "\n", d))
        Self.runPipeline(Self.repeated("", "/*", "", "*/", "", d))
        Self.runPipeline(Self.repeated("", "#if os(iOS)\n", "Text(\"a\")\n", "#endif\n", "", d))
        Self.runPipeline(Self.repeated("#if ", "(", "os(iOS)", ")", "\n#endif\n", d))
    }

    func testTwoHundredThousandNestedToolbarContent() {
        let d = Self.depth
        Self.runPipeline(Self.repeated("x.toolbar {\n", "Group {\n", "Button(\"a\") {}\n", "}\n", "}\n", d))
        Self.runPipeline(Self.repeated("x.toolbar {\n", "if a {\n", "Button(\"a\") {}\n", "}\n", "}\n", d))
        Self.runPipeline(Self.repeated("x.toolbar {\n", "ToolbarItem {\n", "Button(\"a\") {}\n", "}\n", "}\n", d))
        Self.runPipeline(Self.repeated("x.toolbar {\n", "Button { } label: {\n", "Image(systemName: \"a\")\n", "}\n", "}\n", d))
        Self.runPipeline(Self.repeated("x.safeAreaInset(edge: .bottom) {\n", "HStack {\n", "Button(\"a\") {}\nButton(\"b\") {}\n", "}\n", "}\n", d))
        Self.runPipeline(Self.repeated("toolbarItems = ", "[", "UIBarButtonItem(title: \"a\")", "]", "\n", d))
        Self.runPipeline(Self.repeated("", ".sheet {\n", "x.toolbarVerticalBehavior(a)\n", "}\n", "", d))
    }
}
