import Foundation
import XCTest

/// Input no one should write but every linter meets: deep nesting, huge lines, random and
/// malformed bytes, odd line endings, odd paths and files that cannot be read (the
/// scanner never fails; §3: exit codes). Each run must end quickly with 0, 1 or 2, never a
/// crash, and what can still be linted must still be reported at the right place.
final class HostileInputTests: XCTestCase {
    /// A toolbar whose text-only `Button` is reported at 4:13.
    static let head = """
        struct V: View {
            var body: some View {
                Text("a").toolbar {
                    Button("Edit") {}

        """
    static let tail = """
                }
            }
        }

        """
    static let edit = "error: 'Edit' is text only"

    struct Found: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var rule: String
        var description: String { "\(file):\(line):\(column) [\(rule)]" }
    }

    @discardableResult
    func write(_ bytes: Data, to name: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
        return url
    }

    @discardableResult
    func write(_ text: String, to name: String, in dir: URL) throws -> URL {
        try write(Data(text.utf8), to: name, in: dir)
    }

    /// Ended by itself with one of `allowed`, not by a signal or a runtime trap.
    func assertSane(_ run: Binary.Run, _ allowed: Set<Int32> = [0, 1], _ what: String,
                    file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(allowed.contains(run.status), "\(what): status \(run.status)\n\(run.stderr.prefix(2000))",
                      file: file, line: line)
        for crash in ["Fatal error", "Stack dump", "Segmentation fault", "Illegal instruction", "💣"] {
            XCTAssertFalse(run.stderr.contains(crash), "\(what): \(run.stderr.prefix(2000))", file: file, line: line)
        }
    }

    /// The `text-only-item` and `io-error` findings of a `--format json` run (every rule
    /// runs, but only these are asserted, so new rules do not break the tests); fails the
    /// test if the output is not valid JSON.
    func findings(_ run: Binary.Run, file: StaticString = #filePath, line: UInt = #line) -> [Found] {
        guard let object = try? JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any],
              let list = object["findings"] as? [[String: Any]] else {
            XCTFail("not JSON: \(run.stdout.prefix(500)) \(run.stderr.prefix(500))", file: file, line: line)
            return []
        }
        return list.map {
            Found(file: $0["file"] as? String ?? "?", line: $0["line"] as? Int ?? -1,
                  column: $0["column"] as? Int ?? -1, rule: $0["rule"] as? String ?? "?")
        }.filter { ["text-only-item", "io-error"].contains($0.rule) }
    }

    func lintJSON(_ arguments: [String], in dir: URL, timeout: TimeInterval = 20) throws -> Binary.Run {
        try Binary.run(["--format", "json"] + arguments, in: dir, timeout: timeout)
    }

    // MARK: Nesting

    func testTwoHundredThousandNestedBracketsFinish() throws {
        let dir = try Binary.scratch(self)
        let n = 200_000
        func times(_ s: String, _ k: Int = n) -> String { String(repeating: s, count: k) }
        let plain: [(String, String)] = [
            ("Parens", times("(")),
            ("Brackets", times("[")),
            ("Braces", times("{")),
            ("Mixed", times("([{")),
            ("MixedInterleaved", times("({[") + times("]})")),
            ("Closers", times(")]}")),
            ("Balanced", times("(") + times(")") + times("[") + times("]") + times("{") + times("}")),
        ]
        for (name, text) in plain { try write(text, to: "Plain/\(name).swift", in: dir) }
        // The same inside a toolbar: the item before them is still reported.
        let inToolbar: [(String, String)] = [
            ("Parens", times("(")),
            ("Brackets", times("[")),
            ("Braces", times("{")),
            ("Mixed", times("([{")),
            ("Closers", times(")]}")),
            ("Balanced", times("(") + times(")") + times("{") + times("}") + times("[") + times("]")),
            ("ArgumentParens", "Button(" + times("(") + "\"Edit\"" + times(")") + ") {}\n"),
            ("ActionBraces", "Button(\"Edit\") {" + times("{") + times("}") + "}\n"),
            ("Groups", times("Group {") + "Button(\"Edit\") {}" + times("}") + "\n"),
            ("Ifs", times("if x {") + "Button(\"Edit\") {}" + times("}") + "\n"),
            ("Toolbars", times(".toolbar {") + times("}") + "\n"),
            ("Menus", times("Menu(\"m\") {", n / 4) + times("}", n / 4) + "\n"),
            // Tabs in tabs, each with a toolbar to count and place.
            ("Tabs", times("TabView { Tab(\"t\") { List { }.toolbar { Button(\"a\", systemImage: \"a\") { }; "
                           + "Button(\"b\", systemImage: \"b\") { }; Button(\"c\", systemImage: \"c\") { }; ", n / 10)
                + times("} } } ", n / 10) + "\n"),
            ("Conditions", times("#if os(iOS)\n", n / 4) + times("#endif\n", n / 4)),
            // Many items in one statement list, each asking which branch holds it.
            ("Branches", times("if a { ToolbarItem(placement: .topBarPinnedTrailing) { Button(\"Cancel\") { a = false } } } "
                               + "else { ToolbarItem(placement: .topBarPinnedTrailing) { Button(\"Done\") { } } }\n", n / 10)),
        ]
        for (name, text) in inToolbar {
            try write(Self.head + text + "\n" + Self.tail, to: "Toolbar/\(name).swift", in: dir)
        }
        let run = try lintJSON(["--jobs", "2", "."], in: dir, timeout: 90)
        assertSane(run, [1], "nesting")
        if ![0, 1].contains(run.status) {
            // Name the file that broke it.
            for (folder, cases) in [("Plain", plain), ("Toolbar", inToolbar)] {
                for (name, _) in cases {
                    assertSane(try lintJSON(["\(folder)/\(name).swift"], in: dir), [0, 1], "\(folder)/\(name)")
                }
            }
            return
        }
        let found = findings(run)
        XCTAssertFalse(found.contains { $0.file.hasPrefix("./Plain/") }, "\(found.filter { $0.file.hasPrefix("./Plain/") })")
        for (name, _) in inToolbar {
            XCTAssertTrue(found.contains(Found(file: "./Toolbar/\(name).swift", line: 4, column: 13, rule: "text-only-item")),
                          "\(name): \(found.filter { $0.file.contains(name) })")
        }
    }

    // MARK: Size

    /// 50 MB on one line: long runs of blanks, a comment and a string, and 20,000 items, each
    /// reported at its exact column. (50 MB of items alone would be 2.6 million findings and
    /// half a gigabyte of output, minutes in a debug build; the many findings on one line
    /// are what once made placing them quadratic.)
    func testFiftyMegabytesOnOneLine() throws {
        let dir = try Binary.scratch(self)
        let item = Data("Button(\"Edit\") {}; ".utf8)
        var bytes = Data("struct V: View { var body: some View { Text(\"a\").toolbar { ".utf8)
        var columns: [Int] = []
        func addItem() {
            columns.append(bytes.count + 1)
            bytes.append(item)
        }
        addItem()
        bytes.append(Data(repeating: UInt8(ascii: " "), count: 20_000_000))
        bytes.append(Data("/* ".utf8))
        bytes.append(Data(repeating: UInt8(ascii: "x"), count: 12_000_000))
        bytes.append(Data(" */ Button(\"Edit\", systemImage: \"pencil\") { print(\"".utf8))
        bytes.append(Data(repeating: UInt8(ascii: "y"), count: 12_000_000))
        bytes.append(Data("\") }; ".utf8))
        for _ in 0..<20_000 { addItem() }
        let fill = 50_000_000 - bytes.count
        XCTAssertGreaterThan(fill, 1_000_000)
        bytes.append(Data("/* ".utf8))
        bytes.append(Data(repeating: UInt8(ascii: "z"), count: fill))
        bytes.append(Data(" */ ".utf8))
        addItem()
        bytes.append(Data("} } }".utf8))
        XCTAssertGreaterThanOrEqual(bytes.count, 50_000_000)
        XCTAssertFalse(bytes.contains(10))
        try write(bytes, to: "Huge.swift", in: dir)

        let started = Date()
        let run = try Binary.run(["Huge.swift"], in: dir, timeout: 120)
        assertSane(run, [1], "50 MB line")
        let lines = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[text-only-item]") }
        XCTAssertEqual(lines.count, columns.count)
        let expected = columns.map { "Huge.swift:1:\($0): \(Self.edit)" }
        XCTAssertEqual(lines.first.map { String($0.prefix(expected[0].count)) }, expected.first)
        XCTAssertEqual(lines.last.map { String($0.prefix(expected.last!.count)) }, expected.last)
        XCTAssertTrue(zip(lines, expected).allSatisfy { $0.hasPrefix($1) }, "every finding at its own column")
        XCTAssertTrue(run.stderr.hasPrefix("\(columns.count) errors, "), run.stderr)
        print("50 MB on one line: \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    // MARK: Bytes that are not Swift

    /// xorshift-style generator with a fixed seed, so every run tests the same bytes.
    static func randomBytes(_ count: Int, seed: UInt64) -> Data {
        var generator = SplitMix64(seed: seed)
        var bytes = Data(count: count)
        for k in 0..<count { bytes[k] = UInt8(truncatingIfNeeded: generator.next()) }
        return bytes
    }

    func testRandomBytesAndTokenSoup() throws {
        let dir = try Binary.scratch(self)
        try write(Self.randomBytes(1_000_000, seed: 1), to: "Random.swift", in: dir)
        // Random bytes after a finding: it is still reported.
        for k in 0..<40 {
            let tail = Self.randomBytes(200 + k * 500, seed: UInt64(100 + k))
            try write(Data((Self.head + "}\n").utf8) + tail, to: "After/R\(k).swift", in: dir)
        }
        // Swift fragments in random order, with stray bytes: brackets, quotes, regex and
        // comment openers, directives and toolbar calls that do not fit together.
        let fragments = ["(", ")", "[", "]", "{", "}", "\"", "\"\"\"", "#\"", "\"#", "##\"", "#/", "/#", "/", "\\(",
                         "\\", ".toolbar {", ".toolbar(content: {", "Button(\"Edit\") {}",
                         "Button { } label: { Image(systemName: \"gear\") }", "ToolbarItem(placement: .keyboard) {",
                         "ToolbarItemGroup {", "ToolbarOverflowMenu {", "#if os(iOS)", "#elseif DEBUG", "#else",
                         "#endif", "\n", "\r", "\r\n", " ", "//", "/*", "*/", "UIBarButtonItem(title: \"x\")",
                         "navigationItem.rightBarButtonItem = ", "struct V: View { var body: some View {",
                         "struct T: ToolbarContent { var body: some ToolbarContent {",
                         "@ToolbarContentBuilder func f() -> some ToolbarContent {", ".toolbarVerticalBehavior(",
                         ".disabled)", ".sheet {", ".safeAreaInset(edge: .bottom) { HStack { Button(\"a\") {} Button(\"b\") {}",
                         "Menu(\"m\") {", "if x {", "} else {", "switch x { case .a:", "ForEach(xs) { x in", "Group {",
                         "Spacer()", "Label(\"x\", systemImage: \"ellipsis\")", "let ", "= ", "?", ":", ",", ".", "@",
                         "$0", "`", "0x", "1.5e", "_", "#selector(", "\"\\(a + \"b\\(c)\")\"", "class C: UIToolbar {",
                         "UIToolbar()", ".axisBehavior(.horizontalOnly)", ".badge(3)",
                         "// duobar-lint:disable:next text-only-item", "// duobar-lint:disable all"].map { Data($0.utf8) }
        var generator = SplitMix64(seed: 7)
        for k in 0..<200 {
            var bytes = Data()
            for _ in 0..<(1 + Int(generator.next() % 400)) {
                if generator.next() % 20 == 0 {
                    bytes.append(Self.randomBytes(1 + Int(generator.next() % 8), seed: generator.next()))
                } else {
                    bytes.append(fragments[Int(generator.next() % UInt64(fragments.count))])
                }
                if generator.next() % 3 == 0 { bytes.append(32) }
            }
            try write(bytes, to: "Soup/S\(k).swift", in: dir)
        }
        let run = try lintJSON(["--jobs", "2", "."], in: dir, timeout: 60)
        assertSane(run, [1], "random bytes")
        let found = findings(run)
        for k in 0..<40 {
            XCTAssertTrue(found.contains(Found(file: "./After/R\(k).swift", line: 4, column: 13, rule: "text-only-item")), "R\(k)")
        }
        XCTAssertFalse(found.contains { $0.file == "./Random.swift" && $0.rule == "io-error" })
        let tokens = try Binary.run(["tokens", "Random.swift"], in: dir, timeout: 20)
        assertSane(tokens, [0], "tokens of random bytes")
    }

    func testInvalidUTF8InStringsCommentsAndIdentifiers() throws {
        let dir = try Binary.scratch(self)
        func source(_ middle: [UInt8]) -> Data {
            Data(Self.head.utf8) + Data(middle) + Data("            Button(\"Edit\") {}\n".utf8) + Data(Self.tail.utf8)
        }
        // Each middle part is two lines, so the second button is at line 7.
        let cases: [(String, [UInt8])] = [
            ("String", Array("            let s = \"Ed".utf8) + [0xFF, 0xFE, 0xC3] + Array("it\"\n            let t = \"\u{7FF}".utf8) + [0xE2, 0x82] + Array("\"\n".utf8)),
            ("Comment", Array("            // bad ".utf8) + [0xFF, 0xC0, 0x80] + Array(" comment\n            /* ".utf8) + [0xED, 0xA0, 0x80] + Array(" */\n".utf8)),
            ("Identifier", Array("            let x".utf8) + [0xFF, 0xFE] + Array("y = 1\n            Text(x".utf8) + [0x80, 0x80] + Array(")\n".utf8)),
            ("Overlong", Array("            let s = \"".utf8) + [0xC0, 0xAF, 0xE0, 0x80, 0xAF, 0xF8, 0x88, 0x80, 0x80, 0x80] + Array("\"\n            // ".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\n".utf8)),
        ]
        for (name, middle) in cases { try write(source(middle), to: "\(name).swift", in: dir) }
        let run = try lintJSON(["."], in: dir)
        assertSane(run, [1], "invalid UTF-8")
        let found = findings(run)
        for (name, _) in cases {
            let mine = found.filter { $0.file == "./\(name).swift" }
            XCTAssertTrue(mine.contains(Found(file: "./\(name).swift", line: 4, column: 13, rule: "text-only-item")), "\(name): \(mine)")
            XCTAssertTrue(mine.contains(Found(file: "./\(name).swift", line: 7, column: 13, rule: "text-only-item")), "\(name): \(mine)")
        }
        // The text form is read line by line: the invalid bytes must not cost a line.
        let text = try Binary.run(["Comment.swift"], in: dir, timeout: 20)
        assertSane(text, [1], "invalid UTF-8, text")
        XCTAssertTrue(text.stdout.hasPrefix("Comment.swift:4:13: \(Self.edit)"), text.stdout)
        XCTAssertTrue(text.stdout.contains("\nComment.swift:7:13: \(Self.edit)"), text.stdout)
    }

    func testNULBytes() throws {
        let dir = try Binary.scratch(self)
        let middle = Data("            let s = \"a\0b\"\n  \0 \0\0 // \0\n".utf8)
        try write(Data(Self.head.utf8) + middle + Data("            Button(\"Edit\") {}\n".utf8) + Data(Self.tail.utf8),
                  to: "Nul.swift", in: dir)
        try write(Data(repeating: 0, count: 100_000), to: "Zeros.swift", in: dir)
        try write(Data("\0".utf8) + Data((Self.head + Self.tail).utf8), to: "Leading.swift", in: dir)
        let run = try lintJSON(["."], in: dir)
        assertSane(run, [1], "NUL")
        XCTAssertEqual(findings(run), [
            Found(file: "./Leading.swift", line: 4, column: 13, rule: "text-only-item"),
            Found(file: "./Nul.swift", line: 4, column: 13, rule: "text-only-item"),
            Found(file: "./Nul.swift", line: 7, column: 13, rule: "text-only-item"),
        ])
    }

    /// A byte order mark is invisible in editors: it takes no column.
    func testByteOrderMark() throws {
        let dir = try Binary.scratch(self)
        let bom = Data([0xEF, 0xBB, 0xBF])
        try write(bom + Data("Text(\"a\").toolbar { Button(\"Edit\") {} }\n".utf8), to: "OneLine.swift", in: dir)
        try write(bom + Data((Self.head + Self.tail).utf8), to: "Lines.swift", in: dir)
        try write(bom, to: "OnlyMark.swift", in: dir)
        let run = try lintJSON(["."], in: dir)
        assertSane(run, [1], "BOM")
        XCTAssertEqual(findings(run), [
            Found(file: "./Lines.swift", line: 4, column: 13, rule: "text-only-item"),
            Found(file: "./OneLine.swift", line: 1, column: 21, rule: "text-only-item"),
        ])
    }

    func testCRLFAndLoneCRLineEndings() throws {
        let dir = try Binary.scratch(self)
        let source = "// one\n" + Self.head + "            Button(\"Share\") {}\n" + Self.tail
        try write(source.replacingOccurrences(of: "\n", with: "\r\n"), to: "CRLF.swift", in: dir)
        try write(source.replacingOccurrences(of: "\n", with: "\r"), to: "CR.swift", in: dir)
        try write(source, to: "LF.swift", in: dir)
        // Every kind at once; `\n\r` is two line breaks.
        let mixed = "// a\r\n// b\r// c\n\r" + Self.head + Self.tail
        try write(mixed, to: "Mixed.swift", in: dir)
        let run = try lintJSON(["."], in: dir)
        assertSane(run, [1], "line endings")
        var expected: [Found] = []
        for name in ["CR", "CRLF", "LF"] {
            expected.append(Found(file: "./\(name).swift", line: 5, column: 13, rule: "text-only-item"))
            expected.append(Found(file: "./\(name).swift", line: 6, column: 13, rule: "text-only-item"))
        }
        expected.insert(Found(file: "./Mixed.swift", line: 8, column: 13, rule: "text-only-item"), at: 6)
        XCTAssertEqual(findings(run), expected)
        let text = try Binary.run(["CR.swift", "CRLF.swift"], in: dir, timeout: 20)
        XCTAssertEqual(text.stdout.split(separator: "\n").filter { $0.hasSuffix("[text-only-item]") }
                           .map { String($0.prefix(while: { $0 != " " })) },
                       ["CR.swift:5:13:", "CR.swift:6:13:", "CRLF.swift:5:13:", "CRLF.swift:6:13:"])
    }

    func testUnterminatedLiteralsAndCommentsAtEndOfFile() throws {
        let dir = try Binary.scratch(self)
        let endings: [(String, String)] = [
            ("String", "            Button(\"abc"),
            ("StringNewline", "            Button(\"abc\n"),
            ("RawString", "            Button(#\"abc\""),
            ("RawStringHashes", "            let s = ###\"abc\"##"),
            ("MultiLineString", "            Button(\"\"\"\nabc\n\"\""),
            ("RawMultiLineString", "            let s = #\"\"\"\nabc\n\"\"\"\n"),
            ("Regex", "            let r = /abc"),
            ("ExtendedRegex", "            let r = #/abc\n  def"),
            ("BlockComment", "            /* abc"),
            ("NestedBlockComment", "            /* abc /* nested */ still open"),
            ("Interpolation", "            Button(\"a\\(b(\"c\\(\""),
            ("Backtick", "            let `abc"),
            ("Directive", "            #if os(iOS)\n"),
            ("Hash", "            #"),
            ("Backslash", "            \\"),
        ]
        for (name, ending) in endings {
            try write(Self.head + ending, to: "\(name).swift", in: dir)
        }
        let run = try lintJSON(["."], in: dir)
        assertSane(run, [1], "unterminated")
        let found = findings(run)
        for (name, _) in endings {
            XCTAssertTrue(found.contains(Found(file: "./\(name).swift", line: 4, column: 13, rule: "text-only-item")),
                          "\(name): \(found.filter { $0.file == "./\(name).swift" })")
        }
    }

    func testABinaryNamedSwiftIsSkippedWithANote() throws {
        let dir = try Binary.scratch(self)
        // A compiled program copied in as a .swift file (the test runner itself will do),
        // and text that the binary happens to contain must not become findings.
        try FileManager.default.copyItem(at: URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
                                         to: dir.appendingPathComponent("exe.swift"))
        try write(Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0]) + Data(".toolbar { Button(\"Edit\") { } }\n".utf8),
                  to: "Tiny.swift", in: dir)
        try write(".toolbar { Button(\"Edit\") { } }\n", to: "Real.swift", in: dir)
        for jobs in ["1", "2"] {
            let run = try Binary.run(["--jobs", jobs, "."], in: dir, timeout: 60)
            assertSane(run, [1], "binary, jobs \(jobs)")
            XCTAssertEqual(run.stdout.split(separator: "\n").map { $0.split(separator: ":")[0] }, ["./Real.swift"], run.stdout)
            XCTAssertTrue(run.stderr.contains("duobar-lint: skipped './Tiny.swift': not Swift source but an ELF executable or library\n"),
                          run.stderr)
            XCTAssertTrue(run.stderr.contains("skipped './exe.swift': not Swift source but "), run.stderr)
        }
        let stdin = try Binary.run(["--stdin-path", "S.swift", "-"], in: dir, input: Data([0x7F, 0x45, 0x4C, 0x46, 0, 0]))
        XCTAssertEqual(stdin.status, 0)
        XCTAssertTrue(stdin.stderr.contains("skipped 'S.swift'"), stdin.stderr)
    }

    func testEmptyFile() throws {
        let dir = try Binary.scratch(self)
        try write(Data(), to: "Empty.swift", in: dir)
        try write("\n", to: "Newline.swift", in: dir)
        let run = try Binary.run(["Empty.swift", "Newline.swift"], in: dir, timeout: 20)
        assertSane(run, [0], "empty")
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "", "a clean run prints no summary")
        let json = try lintJSON(["Empty.swift"], in: dir)
        assertSane(json, [0], "empty, JSON")
        XCTAssertEqual(findings(json), [])
    }

    // MARK: Paths

    /// A folder is a folder whatever its name: named explicitly or met in a walk, `X.swift/`
    /// is walked and the Swift files in it are linted, never read as a file (no `io-error`).
    func testAFolderNamedLikeASwiftFileIsWalked() throws {
        let dir = try Binary.scratch(self)
        let bad = Self.head + Self.tail
        try write(bad, to: "X.swift/B.swift", in: dir)
        try write(bad, to: "X.swift/Inner/A.swift", in: dir)
        try write(bad, to: "X.swift/notes.txt", in: dir)
        let explicit = try lintJSON(["X.swift"], in: dir)
        assertSane(explicit, [1], "folder X.swift named")
        XCTAssertEqual(findings(explicit), [
            Found(file: "X.swift/B.swift", line: 4, column: 13, rule: "text-only-item"),
            Found(file: "X.swift/Inner/A.swift", line: 4, column: 13, rule: "text-only-item"),
        ])
        let walked = try lintJSON(["."], in: dir)
        assertSane(walked, [1], "folder X.swift walked")
        XCTAssertEqual(findings(walked).map(\.file), ["./X.swift/B.swift", "./X.swift/Inner/A.swift"])
    }

    func testUnreadableFilesAmongReadableOnes() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/mem") else { throw XCTSkip("no /proc/self/mem") }
        let dir = try Binary.scratch(self)
        try write(Self.head + Self.tail, to: "A.swift", in: dir)
        try write(Self.head + Self.tail, to: "Z.swift", in: dir)
        // Reading /proc/self/mem from offset 0 fails (EIO), whoever runs the tests.
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("M.swift").path,
                                                   withDestinationPath: "/proc/self/mem")
        let run = try lintJSON(["."], in: dir)
        assertSane(run, [1], "unreadable in a folder")
        XCTAssertEqual(findings(run), [
            Found(file: "./A.swift", line: 4, column: 13, rule: "text-only-item"),
            Found(file: "./M.swift", line: 1, column: 1, rule: "io-error"),
            Found(file: "./Z.swift", line: 4, column: 13, rule: "text-only-item"),
        ])
        let named = try Binary.run(["M.swift", "A.swift"], in: dir, timeout: 20)
        assertSane(named, [1], "unreadable named")
        XCTAssertTrue(named.stdout.contains("M.swift:1:1: error: cannot read file: "), named.stdout)
        XCTAssertTrue(named.stdout.contains("A.swift:4:13: \(Self.edit)"), named.stdout)
        XCTAssertEqual(named.stderr, "2 errors, 0 warnings, 0 notes in 2 files\n")
    }

    /// Opening a named pipe waits for a writer; a linter must not.
    func testANamedPipeDoesNotHang() throws {
        let dir = try Binary.scratch(self)
        try write(Self.head + Self.tail, to: "A.swift", in: dir)
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("Pipe.swift").path, 0o644), 0)
        let walked = try lintJSON(["."], in: dir)
        assertSane(walked, [1], "pipe in a folder")
        XCTAssertEqual(findings(walked), [Found(file: "./A.swift", line: 4, column: 13, rule: "text-only-item")],
                       "a folder walk lints regular files only")
        let named = try lintJSON(["Pipe.swift", "A.swift"], in: dir)
        assertSane(named, [1], "pipe named")
        XCTAssertEqual(findings(named), [
            Found(file: "A.swift", line: 4, column: 13, rule: "text-only-item"),
            Found(file: "Pipe.swift", line: 1, column: 1, rule: "io-error"),
        ])
    }

    func testSymbolicLinkLoopsTerminate() throws {
        let dir = try Binary.scratch(self)
        try write(Self.head + Self.tail, to: "Loop/A.swift", in: dir)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Loop/a").path, withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Loop/up").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Loop/Self.swift").path, withDestinationPath: "Self.swift")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Loop/Ping.swift").path, withDestinationPath: "Pong.swift")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Loop/Pong.swift").path, withDestinationPath: "Ping.swift")
        let run = try lintJSON(["Loop"], in: dir)
        assertSane(run, [1], "link loop")
        XCTAssertEqual(findings(run), [Found(file: "Loop/A.swift", line: 4, column: 13, rule: "text-only-item")],
                       "each file once; links to folders are not followed")
        let viaLink = try lintJSON(["Loop/a"], in: dir)
        assertSane(viaLink, [1], "link loop named")
        XCTAssertEqual(findings(viaLink), [Found(file: "Loop/a/A.swift", line: 4, column: 13, rule: "text-only-item")])
    }

    func testPathsWithSpacesQuotesAndNonASCII() throws {
        let dir = try Binary.scratch(self)
        let folder = "My Project/Fo 'q\" ü日本 \\ $x"
        let name = "Vü 'x\" 🚀 a:b.swift"
        try write(Self.head + Self.tail, to: "\(folder)/\(name)", in: dir)
        let path = "\(folder)/\(name)"
        for arguments in [["My Project"], [path]] {
            let run = try Binary.run(arguments, in: dir, timeout: 20)
            assertSane(run, [1], "\(arguments)")
            XCTAssertTrue(run.stdout.hasPrefix("\(path):4:13: \(Self.edit)"), run.stdout)
            let json = try lintJSON(arguments, in: dir)
            XCTAssertEqual(findings(json), [Found(file: path, line: 4, column: 13, rule: "text-only-item")])
        }
    }

    /// A file can vanish between the listing and the read. A dangling link stands in for it
    /// in a walk (skipped: there is nothing to lint); a path named that does not exist is
    /// a usage error naming it.
    func testMissingAndDanglingFiles() throws {
        let dir = try Binary.scratch(self)
        try write(Self.head + Self.tail, to: "Tree/A.swift", in: dir)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Tree/Gone.swift").path,
                                                   withDestinationPath: "missing.swift")
        let walked = try lintJSON(["Tree"], in: dir)
        assertSane(walked, [1], "dangling link in a walk")
        XCTAssertEqual(findings(walked), [Found(file: "Tree/A.swift", line: 4, column: 13, rule: "text-only-item")])

        for missing in ["Tree/Gone.swift", "Tree/Nowhere.swift", "No Such Folder/ü.swift"] {
            let run = try Binary.run(["Tree/A.swift", missing], in: dir, timeout: 20)
            assertSane(run, [2], missing)
            XCTAssertTrue(run.stderr.contains("'\(missing)'"), run.stderr)
        }
    }
}

/// A small fixed-seed generator (SplitMix64), so generated inputs are the same in every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

final class LargeInputTests: XCTestCase {
    /// Lints one file, `Many.swift`, whose only function holds `lines` (after `header`), with
    /// `options`; a run that does not finish in 30 s fails.
    func lintOneFunction(_ lines: [String], header: String = "", _ options: [String] = []) throws -> Binary.Run {
        let dir = try Binary.scratch(self)
        try Data((header + "func f() {\n" + lines.joined(separator: "\n") + "\n}\n").utf8).write(to: dir.appendingPathComponent("Many.swift"))
        return try Binary.run(["--quiet"] + options + ["Many.swift"], in: dir, timeout: 30)
    }

    func testThousandsOfUIKitItemsStayLinear() throws {
        let n = 10_000
        var lines = (0..<n).map { "let v\($0) = UIBarButtonItem(title: \"a\", style: .plain, target: nil, action: nil)" }
        lines.append("toolbarItems = [" + (0..<n).map { "v\($0)" }.joined(separator: ", ") + "]")
        let run = try lintOneFunction(lines)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, n, "each item is text only")
    }

    /// Spacers by the thousand in one list, half of them held by names: how many items each
    /// spacer stands beside is counted once per list, not once per spacer.
    func testThousandsOfSpacersInOneListStayLinear() throws {
        let n = 10_000
        var lines = (0..<n).map { "let s\($0) = UIBarButtonItem(systemItem: .flexibleSpace)" }
        lines.append("toolbarItems = [" + (0..<n).map { "s\($0), .flexibleSpace()" }.joined(separator: ", ") + ", share]")
        let run = try lintOneFunction(lines, ["--select", "manual-spacer"])
        XCTAssertEqual(run.status, 0, "manual-spacer warns")
        let lines2 = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines2.count, 2 * n)
        XCTAssertEqual(lines2.filter { $0.contains("remove it") }.count, n, "the spacers written in the list stand beside one item")
    }

    /// Bars handed to enclosing locals, constructions among many declarations, and local arrays
    /// appended to: each is looked up by name, never by reading the whole function again.
    func testThousandsOfBarsAndArraysInOneFunctionStayLinear() throws {
        let n = 15_000
        var lines: [String] = []
        for k in 0..<n {
            lines.append("var p\(k): UIToolbar? = nil")
            lines.append("if x { let b\(k) = UIToolbar(); view.addSubview(b\(k)); p\(k) = b\(k) }")
            lines.append("var a\(k) = [UIBarButtonItem(title: \"a\", style: .plain, target: nil, action: nil)]")
            lines.append("a\(k).append(.flexibleSpace())")
            lines.append("toolbarItems = a\(k)")
        }
        let run = try lintOneFunction(lines, header: "import UIKit\n", ["--select", "hand-built-bar,text-only-item"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, n, "each array's item is text only; every bar is a decoration")
    }

    func testAFileOverTheSizeLimitIsAnIOError() throws {
        let dir = try Binary.scratch(self)
        let path = dir.appendingPathComponent("Huge.swift").path
        // Sparse: the size is checked before anything is read.
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(1 << 30) + 1)
        try handle.close()
        let run = try Binary.run(["Huge.swift"], in: dir, timeout: 20)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix("Huge.swift:1:1: error: cannot read file: file too large"), run.stdout)
        // Found by the walk, which reads small files without sizing them: refused after the first block, not a gigabyte.
        let walked = try Binary.run(["."], in: dir, timeout: 20)
        XCTAssertEqual(walked.status, 1)
        XCTAssertTrue(walked.stdout.hasPrefix("./Huge.swift:1:1: error: cannot read file: file too large"), walked.stdout)
    }
}
