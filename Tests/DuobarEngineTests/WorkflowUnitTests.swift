import XCTest
import DuobarScanner
import DuobarModel
import DuobarRules
@testable import DuobarEngine

final class GlobTests: XCTestCase {
    func testSegmentsStarsAndDoubleStars() {
        XCTAssertTrue(Glob("Sources").matches("Sources/App/View.swift"), "a folder pattern covers what is below it")
        XCTAssertFalse(Glob("Sources").matches("Tests/Sources.swift"))
        XCTAssertTrue(Glob("**/Generated/**").matches("App/Generated/Model.swift"))
        XCTAssertTrue(Glob("**/Generated/**").matches("Generated/Model.swift"))
        XCTAssertFalse(Glob("**/Generated/**").matches("App/GeneratedModel.swift"))
        XCTAssertTrue(Glob("*.generated.swift").matchesExactly("Model.generated.swift"))
        XCTAssertFalse(Glob("*.generated.swift").matchesExactly("App/Model.generated.swift"), "* stays within a segment")
        XCTAssertTrue(Glob("**/*.generated.swift").matchesExactly("App/Deep/Model.generated.swift"))
        XCTAssertTrue(Glob("App/?iew.swift").matchesExactly("App/View.swift"))
        XCTAssertTrue(Glob("App/[VW]iew.swift").matchesExactly("App/Wiew.swift"))
        XCTAssertFalse(Glob("App/[!VW]iew.swift").matchesExactly("App/View.swift"))
        XCTAssertTrue(Glob("./Sources/").matches("Sources/A.swift"))
    }

    func testManyStarsDoNotBlowUp() {
        let pattern = Glob(String(repeating: "*a", count: 40) + "b")
        XCTAssertFalse(pattern.matchesExactly(String(repeating: "a", count: 200)))
    }
}

final class GitIgnoreTests: XCTestCase {
    func testGitsRules() {
        let ignore = GitIgnore(contents: "# build output\nbuild/\n*.swift.orig\n/Local.swift\nDocs/*.swift\n!Keep.swift\n", base: "")
        XCTAssertEqual(ignore.decision("build", isDirectory: true), true)
        XCTAssertNil(ignore.decision("build", isDirectory: false), "a trailing slash matches folders only")
        XCTAssertEqual(ignore.decision("App/build", isDirectory: true), true, "no slash: any depth")
        XCTAssertEqual(ignore.decision("Local.swift", isDirectory: false), true)
        XCTAssertNil(ignore.decision("App/Local.swift", isDirectory: false), "a leading slash anchors")
        XCTAssertEqual(ignore.decision("Docs/A.swift", isDirectory: false), true)
        XCTAssertNil(ignore.decision("App/Docs/A.swift", isDirectory: false), "a middle slash anchors")
        XCTAssertEqual(ignore.decision("Keep.swift", isDirectory: false), false, "! re-includes; last match wins")
    }

    func testNestedFileAppliesBelowItsFolderOnly() {
        let ignore = GitIgnore(contents: "Mocks.swift\n", base: "App")
        XCTAssertEqual(ignore.decision("App/Tests/Mocks.swift", isDirectory: false), true)
        XCTAssertNil(ignore.decision("Other/Mocks.swift", isDirectory: false))
    }
}

final class ConfigTests: XCTestCase {
    func parse(_ json: String) throws -> Config {
        try Config.parse(Array(json.utf8), path: "proj/.duobar-lint.json", registry: RuleRegistry(rules: allRules))
    }

    func testReadsEveryKey() throws {
        let config = try parse(#"{"include": ["Sources"], "exclude": ["**/Generated/**"], "rules": {"manual-spacer": "off", "vertical-opt-out": "error"}, "strict": true, "tests": true}"#)
        XCTAssertEqual(config.include?.map(\.pattern), ["Sources"])
        XCTAssertEqual(config.exclude.map(\.pattern), ["**/Generated/**"])
        XCTAssertEqual(config.rules["manual-spacer"], .off)
        XCTAssertEqual(config.rules["vertical-opt-out"], .on(.error))
        XCTAssertEqual(config.strict, true)
        XCTAssertEqual(config.tests, true)
        XCTAssertEqual(config.directory, "proj")
        XCTAssertNil(try parse("{}").tests)
    }

    func testProblemsNameTheFileTheKeyAndAMatch() {
        let cases: [(String, String)] = [
            (#"{"exlude": []}"#, "proj/.duobar-lint.json: 'exlude': unknown key (did you mean 'exclude'?)"),
            (#"{"rules": {"text-only-itme": "error"}}"#, "proj/.duobar-lint.json: 'rules.text-only-itme': unknown rule id (did you mean 'text-only-item'?)"),
            (#"{"rules": {"text-only-item": "eror"}}"#, "proj/.duobar-lint.json: 'rules.text-only-item': expected one of off, note, warning, error (did you mean 'error'?)"),
            (#"{"strict": 1}"#, "proj/.duobar-lint.json: 'strict': expected true or false"),
            (#"{"tests": "yes"}"#, "proj/.duobar-lint.json: 'tests': expected true or false"),
            (#"{"test": true}"#, "proj/.duobar-lint.json: 'test': unknown key (did you mean 'tests'?)"),
            (#"{"exclude": "Generated"}"#, "proj/.duobar-lint.json: 'exclude': expected a list of glob patterns"),
            (#"{"include": [""]}"#, "proj/.duobar-lint.json: 'include': expected a list of non-empty strings"),
            ("[1, 2]", "proj/.duobar-lint.json: expected a JSON object"),
            ("{,}", "proj/.duobar-lint.json: not valid JSON: line 1, column 2: expected a key"),
            ("{\n  \"strict\": true,\n}", "proj/.duobar-lint.json: not valid JSON: line 3, column 1: expected a key (a trailing comma is not allowed)"),
            ("{\"exclude\": [\"a\",]}", "proj/.duobar-lint.json: not valid JSON: line 1, column 18: expected a value (a trailing comma is not allowed)"),
            ("{\"strict\": true", "proj/.duobar-lint.json: not valid JSON: the file ends at line 1, column 16, before the JSON does: expected ',' or '}'"),
            ("{\"strict\": yes}", "proj/.duobar-lint.json: not valid JSON: line 1, column 12: expected a value (strings need double quotes)"),
            ("{'strict': true}", "proj/.duobar-lint.json: not valid JSON: line 1, column 2: expected a key (strings need double quotes, not single)"),
            ("{\"rules\": {\"é\": 1}, x}", "proj/.duobar-lint.json: not valid JSON: line 1, column 21: expected a key (strings need double quotes)"),
        ]
        for (json, message) in cases {
            XCTAssertThrowsError(try parse(json), json) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func testViewsGiveLabelClassesByTypeName() throws {
        let config = try parse(#"{"views": {"CloseButton": "both", "AppIcon": "image", "PillLabel": "text", "Avatar": "custom"}}"#)
        XCTAssertEqual(config.views, ["CloseButton": .both, "AppIcon": .image, "PillLabel": .text, "Avatar": .custom])
        let profile = try Planner(registry: RuleRegistry(rules: allRules)).profile(for: config)
        XCTAssertEqual(profile.views[Array("AppIcon".utf8)], .image)
        XCTAssertEqual(try Planner(registry: RuleRegistry(rules: allRules)).profile(for: nil).views.count, 0)
        let cases: [(String, String)] = [
            (#"{"views": {"AppIcon": "imgae"}}"#, "proj/.duobar-lint.json: 'views.AppIcon': expected one of both, image, text, custom (did you mean 'image'?)"),
            (#"{"views": {"AppIcon": "conditional"}}"#, "proj/.duobar-lint.json: 'views.AppIcon': expected one of both, image, text, custom"),
            (#"{"views": {"AppIcon": 1}}"#, "proj/.duobar-lint.json: 'views.AppIcon': expected one of both, image, text, custom"),
            (#"{"views": ["AppIcon"]}"#, "proj/.duobar-lint.json: 'views': expected an object of view type names to label classes"),
            (#"{"views": {"DS.AppIcon": "image"}}"#, "proj/.duobar-lint.json: 'views.DS.AppIcon': expected a type name (a letter, then letters, digits or _)"),
            (#"{"veiws": {}}"#, "proj/.duobar-lint.json: 'veiws': unknown key (did you mean 'views'?)"),
        ]
        for (json, message) in cases {
            XCTAssertThrowsError(try parse(json), json) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func testPlannerAppliesConfigThenCommandLine() throws {
        let config = try parse(#"{"rules": {"manual-spacer": "off", "missing-title": "error"}}"#)
        let profile = try Planner(registry: RuleRegistry(rules: allRules), select: nil, ignore: ["hand-built-bar"], enable: [], strict: false).profile(for: config)
        let ids = profile.rules.map(\.rule.id)
        XCTAssertFalse(ids.contains("manual-spacer"))
        XCTAssertFalse(ids.contains("hand-built-bar"))
        XCTAssertEqual(profile.rules.first { $0.rule.id == "missing-title" }?.severity, .error)
        XCTAssertEqual(profile.rules.first { $0.rule.id == "text-only-item" }?.severity, .error)
        let selected = try Planner(registry: RuleRegistry(rules: allRules), select: ["missing-title"], ignore: [], enable: [], strict: true).profile(for: config)
        XCTAssertEqual(selected.rules.map(\.rule.id), ["missing-title"])
        XCTAssertTrue(selected.strict)
        XCTAssertNotNil(selected.ioError, "unreadable files still fail under --select")
        XCTAssertFalse(profile.lintsTests)
        XCTAssertTrue(try Planner(registry: RuleRegistry(rules: allRules)).profile(for: parse(#"{"tests": true}"#)).lintsTests)
    }

    /// The first pass runs `possibleRules` before any config is read: every rule a config could
    /// turn on must be among them, and `--select`/`--ignore` leave the others out.
    func testPossibleRulesHoldEveryRuleAConfigCouldTurnOn() throws {
        let configs = try [nil, parse(#"{"rules": {"manual-spacer": "off", "missing-title": "error"}}"#),
                           parse(#"{"rules": {"hand-built-bar": "note", "text-only-item": "off"}}"#)]
        let lines: [(select: [String]?, ignore: [String], enable: [String])] = [
            (nil, [], []), (["manual-spacer"], [], []), (["all"], ["text-only-item"], []),
            (["missing-title"], [], ["hand-built-bar"]), (nil, ["all"], []), (nil, ["manual-spacer", "missing-title"], []),
        ]
        for line in lines {
            let planner = try Planner(registry: RuleRegistry(rules: allRules), select: line.select, ignore: line.ignore,
                                      enable: line.enable, strict: false)
            let possible = Set(planner.possibleRules.map(\.id))
            for config in configs {
                XCTAssertTrue(Set(planner.profile(for: config).rules.map(\.rule.id)).isSubset(of: possible), "\(line)")
            }
        }
        let registry = RuleRegistry(rules: allRules)
        XCTAssertEqual(try Planner(registry: registry, select: ["manual-spacer"]).possibleRules.map(\.id), ["manual-spacer"])
        XCTAssertEqual(try Planner(registry: registry).possibleRules.count, allRules.count)
    }
}

final class SuppressionTests: XCTestCase {
    func lint(_ source: String, rules: [Rule] = allRules) -> [Diagnostic] {
        Linter(rules: rules, registry: RuleRegistry(rules: allRules), jobs: 1).lint(source: Array(source.utf8), path: "S.swift")
    }

    let items = """
        .toolbar {
            Button("Edit") { }
            Button("Share") { }
        }

        """

    func testEveryForm() {
        XCTAssertEqual(lint(items).filter { $0.ruleID == "text-only-item" }.count, 2)
        let next = items.replacingOccurrences(of: "    Button(\"Edit\")", with: "    // duobar-lint:disable:next text-only-item -- legacy\n    Button(\"Edit\")")
        XCTAssertEqual(lint(next).map(\.line), [4])
        let this = items.replacingOccurrences(of: "Button(\"Edit\") { }", with: "Button(\"Edit\") { } // duobar-lint:disable:this text-only-item")
        XCTAssertEqual(lint(this).map(\.line), [3])
        let previous = items.replacingOccurrences(of: "Button(\"Edit\") { }", with: "Button(\"Edit\") { }\n    // duobar-lint:disable:previous all")
        XCTAssertEqual(lint(previous).map(\.line), [4])
        let region = "// duobar-lint:disable text-only-item\n" + items + "// duobar-lint:enable text-only-item\n.toolbar { Button(\"Later\") { } }\n"
        XCTAssertEqual(lint(region).map(\.line), [7])
        let block = items.replacingOccurrences(of: "    Button(\"Edit\")", with: "    /* duobar-lint:disable:next text-only-item */\n    Button(\"Edit\")")
        XCTAssertEqual(lint(block).map(\.line), [4])
    }

    func testOnlyAtTheStartOfARealComment() {
        let inString = items + "let s = \"// duobar-lint:disable text-only-item\"\n"
        XCTAssertEqual(lint(inString).count, 2)
        let prose = items.replacingOccurrences(of: "    Button(\"Edit\")", with: "    // see duobar-lint:disable:next text-only-item in the docs\n    Button(\"Edit\")")
        XCTAssertEqual(lint(prose).count, 2)
    }

    func testUnusedSuppressionsAreReportedAtTheDirective() {
        let source = "// duobar-lint:disable:next missing-title\n" + items
        let unused = lint(source).filter { $0.ruleID == "unused-suppression" }
        XCTAssertEqual(unused.map(\.line), [1])
        XCTAssertEqual(unused.first?.column, 1)
        XCTAssertEqual(unused.first?.severity, .warning)
        let unknown = lint("// duobar-lint:disable:next no-such-rule\n" + items).filter { $0.ruleID == "unused-suppression" }
        XCTAssertEqual(unknown.first?.message, "suppression names unknown rule 'no-such-rule'")
        // A suppression of a rule that did not run cannot be judged.
        let notRun = lint("// duobar-lint:disable:next missing-title\n" + items, rules: [Rule.textOnlyItemForTests])
        XCTAssertTrue(notRun.filter { $0.ruleID == "unused-suppression" }.isEmpty)
    }

    func unused(_ directive: String) -> [String] {
        let source = items.replacingOccurrences(of: "    Button(\"Edit\")", with: "    \(directive)\n    Button(\"Edit\")")
        return lint(source).filter { $0.ruleID == "unused-suppression" }.map(\.message)
    }

    func testMistakesInADirectiveAreReportedNotIgnored() {
        XCTAssertEqual(unused("// duobar-lint:disable:next"), ["'disable:next' names no rule: give rule ids, or 'all'"])
        XCTAssertEqual(unused("// duobar-lint:disabel:next text-only-item"),
                       ["unknown suppression directive 'disabel:next' (did you mean 'disable:next'?)"])
        XCTAssertEqual(unused("// duobar-lint:disable:nxt text-only-item"),
                       ["unknown suppression directive 'disable:nxt' (did you mean 'disable:next'?)"])
        XCTAssertEqual(unused("// duobar-lint:"), [
            "a suppression with no directive: write disable:next (or :this, :previous, disable, enable) and rule ids",
        ])
        // Prose after the marker that is no near miss of a directive is not one.
        XCTAssertEqual(unused("// duobar-lint: generated code follows, see README"), [])
        // A misspelt directive suppresses nothing, so the finding stays.
        let kept = items.replacingOccurrences(of: "    Button(\"Edit\")", with: "    // duobar-lint:disabel:next text-only-item\n    Button(\"Edit\")")
        XCTAssertEqual(lint(kept).filter { $0.ruleID == "text-only-item" }.count, 2)
    }

    func testEveryIdThatSuppressedNothingIsReported() {
        XCTAssertEqual(unused("// duobar-lint:disable:next text-only-item missing-title"),
                       ["suppression of 'missing-title' suppresses nothing here; remove that id"])
        XCTAssertEqual(unused("// duobar-lint:disable:next text-only-item missing-title manual-spacer"),
                       ["suppression of 'missing-title', 'manual-spacer' suppresses nothing here; remove those ids"])
        XCTAssertEqual(unused("// duobar-lint:disable:next text-only-item no-such-rule"),
                       ["suppression names unknown rule 'no-such-rule'"])
        XCTAssertEqual(unused("// duobar-lint:disable:next all"), [])
    }

    func testIdsMayBeSeparatedByCommas() {
        XCTAssertEqual(unused("// duobar-lint:disable:next text-only-item,missing-title"),
                       ["suppression of 'missing-title' suppresses nothing here; remove that id"])
        let source = items.replacingOccurrences(of: "    Button(\"Edit\")", with: "    // duobar-lint:disable:next missing-title, text-only-item\n    Button(\"Edit\")")
        XCTAssertEqual(lint(source).filter { $0.ruleID == "text-only-item" }.count, 1)
    }

    func testASuppressionOnlyFileIsStillRead() {
        let unused = lint("// duobar-lint:disable:next text-only-item\nlet x = 1\n")
        XCTAssertEqual(unused.map(\.ruleID), ["unused-suppression"])
    }

    func testSuppressionsInCodeThatNeverReachesABarAreNotJudged() {
        let preview = "#Preview {\n    // duobar-lint:disable:next text-only-item\n    Text(\"x\").toolbar { Button(\"Edit\") { } }\n}\n"
        XCTAssertEqual(lint(preview).map(\.ruleID), [])
        let provider = "struct P: PreviewProvider {\n    // duobar-lint:disable:next text-only-item -- a preview\n    static var previews: some View { V() }\n}\n"
        XCTAssertEqual(lint(provider).map(\.ruleID), [])
        let elseBranch = "let v = Text(\"x\").toolbar {\n    if #available(iOS 26, *) { Button(\"Edit\", systemImage: \"pencil\") { } } else {\n        // duobar-lint:disabel:next text-only-item\n        Button(\"Edit\") { }\n    }\n}\n"
        XCTAssertEqual(lint(elseBranch).map(\.ruleID), [], "not even a misspelt one")
        let mac = "#if os(macOS)\n// duobar-lint:disable:next text-only-item\nlet v = Text(\"x\").toolbar { Button(\"Quit\") { } }\n#endif\n"
        XCTAssertEqual(lint(mac).map(\.ruleID), [])
        // The same directives elsewhere are judged.
        XCTAssertEqual(lint("// duobar-lint:disable:next text-only-item\nlet x = 1\n#Preview { V() }\n").map(\.ruleID), ["unused-suppression"])
    }
}

extension Rule {
    static let textOnlyItemForTests = allRules.first { $0.id == "text-only-item" }!
}

final class BaselineTests: XCTestCase {
    func diagnostic(_ rule: String, _ path: String, _ line: Int, _ text: String) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .error, path: path, line: line, column: 1, endLine: line, endColumn: 2,
                   message: "m", fixable: false, lineText: text)
    }

    func testKeysOnRulePathAndLineTextWithCounts() throws {
        let recorded = [diagnostic("text-only-item", "App/A.swift", 3, "Button(\"Edit\") { }"),
                        diagnostic("text-only-item", "App/A.swift", 9, "Button(\"Edit\") { }")]
        let text = Baseline.render(recorded, directory: ".")
        XCTAssertEqual(text, """
            {
              "version": 1,
              "findings": [
                {"rule": "text-only-item", "file": "App/A.swift", "line": "Button(\\"Edit\\") { }", "count": 2}
              ]
            }

            """)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("baseline.json")
        try Data(text.utf8).write(to: file)
        let baseline = try Baseline.load(file.path)
        // Same findings moved down: still baselined. A third one of the same text: reported.
        let base = dir.path
        let later = [diagnostic("text-only-item", base + "/App/A.swift", 5, "Button(\"Edit\") { }"),
                     diagnostic("text-only-item", base + "/App/A.swift", 11, "Button(\"Edit\") { }"),
                     diagnostic("text-only-item", base + "/App/A.swift", 20, "Button(\"Edit\") { }"),
                     diagnostic("text-only-item", base + "/App/A.swift", 21, "Button(\"Save\") { }")]
        XCTAssertEqual(baseline.filter(later).map(\.line), [20, 21])
    }
}

final class PrefilterTests: XCTestCase {
    func test(_ text: String, _ index: ProjectIndex = ProjectIndex()) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { Prefilter(rules: allRules, index: index).mayMatch($0) }
    }

    func testMarkersAnywhereInTheFile() {
        XCTAssertTrue(test("x.toolbar { }"))
        XCTAssertTrue(test("let b = UIBarButtonItem()"))
        XCTAssertTrue(test("// duobar-lint:disable all"))
        XCTAssertFalse(test("struct Model { let bar: Int; let Bars = 2 }"))
        XCTAssertFalse(test(""))
    }

    func testConditionalWordsCountOnlyWithTheirCondition() {
        XCTAssertTrue(test("let bar = UINavigationBar(frame: .zero)"))
        XCTAssertTrue(test("let bar = UITabBar .init()"))
        XCTAssertFalse(test("let tabs = UITabBarController()"), "a tab bar controller builds no bar")
        XCTAssertFalse(test("navigationController?.navigationBar.prefersLargeTitles = true; UINavigationBar.appearance()"))
        XCTAssertTrue(test("final class TitleBar: UINavigationBar { }"), "a subclass declaration: the file is indexed")
        XCTAssertTrue(test("class A: NSObject, UITabBar { }"))
        XCTAssertFalse(test("Image(cover).overlay { Text(title) }"))
        XCTAssertTrue(test("content.overlay(alignment: .bottom) { HStack { Button(\"A\") { } } }"))
        XCTAssertTrue(test("content.overlay (\n    alignment: .bottom\n) { HStack { Menu(\"A\") { } } }"), "blanks and line breaks before the label")
        XCTAssertFalse(test("Image(cover).overlay(Color.black.opacity(0.2)).frame(alignment: .top)"),
                       "an overlay whose first argument is not the alignment, in a file that says alignment elsewhere")
        XCTAssertFalse(test("x.overlay(alignmentGuide)"))
    }

    func testProjectNamesOfAnyLengthIncludingOneByte() {
        var index = ProjectIndex()
        index.barSubclasses = [Array("C".utf8), Array("PlayerControls".utf8)]
        XCTAssertTrue(test("let c = C()", index), "a one-byte name (it crashed the probe once)")
        XCTAssertTrue(test("let p = PlayerControls()", index))
        XCTAssertFalse(test("let p = Player()", index))
        XCTAssertTrue(test("@IBOutlet weak var controls: PlayerControls!", index), "an outlet of a project bar")
    }

    func testAGroupsSharedBytesAreTestedOnlyWhereAllItsMarkersHaveThem() {
        // The `B` group's words all read `Bar` from the anchor: `ar` follows in each.
        let words: [[UInt8]] = ["BarButtonItem", "UINavigationBar", "UITabBar"].map { Array($0.utf8) }
        let bars = zip(words, Prefilter.anchors(for: words)).map { Prefilter.Marker(bytes: $0, anchor: $1, condition: .none) }
        XCTAssertEqual(MarkerTable.sharedBytes(bars).map(\.offset), [1, 2])
        XCTAssertEqual(MarkerTable.sharedBytes(bars).map(\.mask), [0, 0])
        // A project name anchored at its `B` with other bytes around it shares no byte; `a` and
        // `C` after the `B` differ in two bits, tested under a mask that lets both through…
        let other = Prefilter.Marker(bytes: Array("BControls".utf8), anchor: 0, condition: .none)
        let shared = MarkerTable.sharedBytes(bars + [other])
        XCTAssertEqual(shared.map(\.offset), [1])
        for marker in bars + [other] {
            for test in shared {
                XCTAssertEqual(marker.bytes[marker.anchor + test.offset] | test.mask, test.byte, "every marker passes")
            }
        }
        // …so a file building it still passes the pre-check.
        var index = ProjectIndex()
        index.barSubclasses = [Array("BControls".utf8)]
        XCTAssertTrue(test("let c = BControls()", index))
        XCTAssertTrue(test("let b = UITabBar()", index))
    }

    func testSelectedRulesNarrowThePreCheck() throws {
        func passes(_ select: [String], _ text: String) throws -> Bool {
            let rules = try Planner(registry: RuleRegistry(rules: allRules), select: select).possibleRules
            return Array(text.utf8).withUnsafeBufferPointer { Prefilter(rules: rules).mayMatch($0) }
        }
        let inset = "List { }.safeAreaInset(edge: .bottom) { HStack { Button(\"A\") { }; Button(\"B\") { } } }"
        XCTAssertTrue(test(inset), "hand-built-bar's marker lets it through")
        XCTAssertTrue(try passes(["hand-built-bar"], inset))
        XCTAssertFalse(try passes(["manual-spacer"], inset), "no marker of manual-spacer's")
        let optOut = "NavigationStack { CalculatorView() }.toolbarVerticalBehavior(.disabled)"
        XCTAssertTrue(try passes(["vertical-opt-out"], optOut))
        XCTAssertFalse(try passes(["hand-built-bar"], optOut))
        XCTAssertFalse(try passes(["vertical-opt-out"], ".toolbar { Button(\"Edit\") { } }"))
        // What the model and the suppressions need stays, whatever the rules.
        XCTAssertTrue(try passes(["vertical-opt-out"], "final class TitleBar: UINavigationBar { }"))
        XCTAssertTrue(try passes(["vertical-opt-out"], "struct Items: ToolbarContent { }"))
        XCTAssertTrue(try passes(["vertical-opt-out"], "// duobar-lint:disable:next text-only-item"))
        XCTAssertTrue(Array(inset.utf8).withUnsafeBufferPointer { Prefilter(rules: []).mayMatch($0) } == false)
    }

    func testAMarkerInsideAPlainOneIsLeftOut() {
        let plain = Prefilter(markers: [(Array("oolbar".utf8), .none), (Array("UIToolbar".utf8), .construction),
                                        (Array("UITabBar".utf8), .construction)])
        let kept = plain.markers.map { String(decoding: $0.bytes, as: UTF8.self) }
        XCTAssertEqual(kept, ["oolbar", "UITabBar"], "every file holding `UIToolbar` holds `oolbar`")

        let markers = Prefilter(rules: allRules).markers.map { (String(decoding: $0.bytes, as: UTF8.self), $0.condition) }
        XCTAssertTrue(markers.contains { $0.0 == "oolbar" && $0.1 != .none }, "`oolbar` counts only in toolbar forms")
        XCTAssertFalse(markers.contains { $0.0 == "UIToolbar" || $0.0 == "toolbarVerticalBehavior" || $0.0 == "ToolbarContent" },
                       "`oolbar` is in one of its forms in each: every file holding them passes: \(markers)")
        XCTAssertTrue(markers.contains { $0 == ("UITabBar", .constructionOrTyped) })
        XCTAssertTrue(markers.contains { $0 == ("UITabBar", .inherited) })
        XCTAssertEqual(markers.count, Set(markers.map { "\($0.0) \($0.1)" }).count, "each marker once")
        var index = ProjectIndex()
        index.barSubclasses = [Array("MainToolbar".utf8), Array("PlayerControls".utf8)]
        let withIndex = Prefilter(rules: allRules, index: index).markers.map { String(decoding: $0.bytes, as: UTF8.self) }
        XCTAssertTrue(withIndex.contains("MainToolbar"), "not one of the toolbar forms: looked for by name")
        XCTAssertTrue(withIndex.contains("PlayerControls"))
    }

    func testToolbarCodeInEachOfItsFormsPassesAndToolbarLookAlikesDoNot() {
        for source in [".toolbar { }", "content.toolbar(content: items)", "ToolbarItem(placement: .primaryAction) { }",
                       "ToolbarItemGroup { }", "struct Items: CustomizableToolbarContent { }", "ToolbarSpacer()",
                       "ToolbarOverflowMenu { }", "self.toolbarItems = [share]", "setToolbarItems(items, animated: true)",
                       "navigationController?.toolbar.items = items", "let bar = UIToolbar()", "x.toolbarVerticalBehavior(.automatic)",
                       "@ToolbarContentBuilder var items: some ToolbarContent { }", "toolbar {\n}"] {
            XCTAssertTrue(test(source), source)
        }
        for source in [".toolbarBackground(.visible, for: .navigationBar)", "navigationController?.isToolbarHidden = true",
                       "let model = BrowserToolbarViewModel()", ".toolbarColorScheme(.dark)", "// the toolbars of old",
                       "final class TopToolbarView: UIView { }", ".toolbarRole(.editor)"] {
            XCTAssertFalse(test(source), source)
        }
    }

    /// Localized string tables and doc comments name bars all the time: a marker in a `//`
    /// comment or a one-line string is prose. What a line alone cannot settle stays code.
    func testAMarkerInACommentOrAStringIsProse() {
        for source in ["/// Shown in the window toolbar.\nlet x = 1", "let x = 1 // the toolbar.", "  // .toolbar { }",
                       "static let hint = NSLocalizedString(\"Hint\", comment: \"Button in the toolbar.\")",
                       "let s = \"a \\\"quoted\\\" toolbar.\"", "let url = \"http://x\" // UIToolbar()",
                       "let s = \"UIBarButtonItem(title:)\""] {
            XCTAssertFalse(test(source), source)
        }
        for source in ["Text(\"a\").toolbar { }", "Text(\"http://x\").toolbar { }", "let s = \"\\(bar.toolbar)\"",
                       "let s = \"\"\"\n toolbar.\n\"\"\"", "let s = #\"a\"# + x.toolbar.items", "/* a */ x.toolbar.items = []",
                       "/*\n .toolbar { }\n*/", "let s = \"\\\\\"; x.toolbar.items = []",
                       String(repeating: "\"", count: 1) + String(repeating: "a", count: 2000) + "\" ; x.toolbar.items = []",
                       "// duobar-lint: disable missing-title"] {
            XCTAssertTrue(test(source), source)
        }
    }

    func testARuleWithoutMarkersLetsEveryFileThrough() {
        let anywhere = Rule(id: "anywhere", severity: .note, summary: "", rationale: "", remedy: "", triggering: [],
                            nonTriggering: [], instead: "", check: { _, _ in })
        XCTAssertTrue(Array("let x = 1".utf8).withUnsafeBufferPointer { Prefilter(rules: [anywhere]).mayMatch($0) })
        XCTAssertFalse(Array("let x = 1".utf8).withUnsafeBufferPointer { Prefilter(rules: allRules).mayMatch($0) })
    }

    func testAMarkerSharingNoByteWithItsGroupKeepsTheOthersFast() {
        // `axisBehavior` is anchored at its `B`, beside `BarButtonItem` and the bars.
        let markers = Prefilter(rules: allRules).markers.map { String(decoding: $0.bytes, as: UTF8.self) }
        XCTAssertTrue(markers.contains("axisBehavior"))
        XCTAssertTrue(test("item.axisBehavior = .horizontalOnly"))
        XCTAssertTrue(test("let b = UITabBar()"))
        XCTAssertFalse(test("let b: Bool = Bundle.main.isBeta; Button(\"Behave\") { }"))
    }

    /// Whether the view-declaration pre-check lets `text` through.
    private func declares(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { Prefilter.viewDeclarations.mayMatch($0) }
    }

    func testAViewDeclarationIsFoundByItsInheritanceClause() {
        XCTAssertTrue(declares("struct CloseButton: View {"))
        XCTAssertTrue(declares("public struct Badge : View, Equatable {"))
        XCTAssertTrue(declares("extension Badge: Equatable, View {}"))
        XCTAssertTrue(declares("struct Row<Content: View>: View {"))
        XCTAssertFalse(declares("final class Screen: ViewModel { }"), "a longer name")
        XCTAssertFalse(declares("let view = View()"))
        XCTAssertFalse(declares("let v: UIView = UIView()"))
        XCTAssertFalse(test("struct CloseButton: View { var body: some View { Button(role: .close) { } } }"),
                       "not a candidate: nothing in it can be reported")
    }

    func testNearMissesFailOnTheirRarestBytes() {
        XCTAssertEqual(Prefilter.probes(Array("UINavigationBar".utf8), anchor: 12).0, 2, "N, the rarest byte, is tested first")
        XCTAssertFalse(test("let display = navigationBar.alignment"))
        XCTAssertTrue(test("v.overlay(alignment: .top) { HStack { Toggle(isOn: $a) { } } }"))
    }

    /// The result and `nearMiss` of the pre-check and of the reference (the scan as first
    /// written), for the flag coming in clear and set.
    func agree(_ prefilter: Prefilter, _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        bytes.withUnsafeBufferPointer { buffer in
            for before in [false, true] {
                var near = before, referenceNear = before
                let found = prefilter.mayMatch(buffer, nearMiss: &near)
                let expected = prefilter.referenceMayMatch(buffer, nearMiss: &referenceNear)
                XCTAssertEqual(found, expected, "result for \(String(decoding: bytes, as: UTF8.self).debugDescription)",
                               file: file, line: line)
                XCTAssertEqual(near, referenceNear, "nearMiss (in: \(before)) for \(String(decoding: bytes, as: UTF8.self).debugDescription)",
                               file: file, line: line)
            }
        }
    }

    /// Pre-checks with groups of every kind: the default one, one with project names, the view
    /// checks, each rule alone, and one of short words, some sharing no byte with their group.
    var prefilters: [Prefilter] {
        var index = ProjectIndex()
        index.barSubclasses = Set(["PlayerControls", "MainToolbar", "C", "BControls", "sidebar", "yard"].map { Array($0.utf8) })
        let short = Prefilter(markers: [
            (Array("kiwi".utf8), .none), (Array("yak".utf8), .construction), (Array("web".utf8), .none),
            (Array("bee".utf8), Prefilter.Condition(.inForm(["~s$", "hive~"]))), (Array("Bee".utf8), .inherited),
            (Array("b".utf8), .construction), (Array("to".utf8), .construction), (Array("y".utf8), .inherited)])
        return [Prefilter(rules: allRules), Prefilter(rules: allRules, index: index), Prefilter.viewDeclarations,
                Prefilter.tabViews, short] + allRules.map { Prefilter(rules: [$0], index: index, withOwnMarkers: false) }
    }

    static let pieces = [
        "toolbar", "oolbar", ".toolbar {", "toolbar(", "toolbar\n", "BrowserToolbar", "ToolbarItem(", "UIToolbar()",
        "toolbarBackground", "Bar", "bar", "ba", "Ba", "be", "Be", "BE", "bA", "UITabBar(", "UITabBar", ": UITabBar",
        "UITabBarController", "UINavigationBar(", "navigationBar", "navigationBarItems", "BarButtonItem", "axisBehavior",
        "Behavior", "overlay(alignment:", "overlay(", ".overlay", "ay", "ayoutDirection", "safeAreaInset", "Button(\"A\") { }",
        "// duobar-lint:disable all", "duobar-lint", ": View {", "View", "TabView", "PlayerControls", "BControls(", "sidebar",
        ": yard", "kiwi", "yak(", "web", "bees", "beehive", "hivebee", ": Bee", "b(", "to (", ", y", "é", "let ", "x", " ",
        "\n", "\r", "(", ":", "{", "}", ".", "\t", "// ", "/* ", "\"", "\"\"\"", "#\"", "\\(", "\\",
    ].map { Array($0.utf8) }

    func testThePreCheckAgreesWithTheReferenceOnRandomText() {
        var random = SplitMix(seed: 0x5EED)
        let prefilters = self.prefilters
        for round in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.next(below: round % 10 == 0 ? 40 : 12) {
                if random.next(below: 4) == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: random.next(below: 256)))
                } else {
                    bytes += Self.pieces[random.next(below: Self.pieces.count)]
                }
            }
            for prefilter in prefilters { agree(prefilter, bytes) }
        }
    }

    /// Files of a few kilobytes go through the shared pass (all groups compared sixteen bytes at
    /// a time), in one pass or several: it gives the group-ordered scan's answers.
    func testTheSharedPassAgreesWithTheReferenceOnLongText() {
        var random = SplitMix(seed: 0xB10C)
        let prefilters = self.prefilters.filter { $0.table.groupCount >= 2 }
        XCTAssertTrue(prefilters.contains { $0.table.passCount >= 2 }, "some pre-check needs two passes")
        XCTAssertTrue(prefilters.contains { $0.table.groupCount == Prefilter.groupsPerPass }, "and some fills one exactly")
        let filler = Array("    let value = model.items.count // a line of ordinary code\n".utf8)
        for round in 0..<300 {
            var bytes: [UInt8] = []
            let size = 64 + random.next(below: round % 3 == 0 ? 4000 : 400)
            while bytes.count < size {
                // Mostly ordinary code, so most files hold no marker and are read to the end.
                if random.next(below: 3) == 0 {
                    bytes += Self.pieces[random.next(below: Self.pieces.count)]
                } else {
                    bytes += filler[..<random.next(below: filler.count)]
                }
            }
            for prefilter in prefilters {
                XCTAssertTrue(prefilter.usesSharedPass(bytes.count))
                agree(prefilter, bytes)
            }
        }
    }

    func testThePreCheckAgreesWithTheReferenceAtEveryPlaceInABuffer() {
        let prefilters = Array(self.prefilters.prefix(5))
        let filler = Array("let a = 1; ".utf8)
        for piece in Self.pieces {
            for length in [0, 1, 2, 3, 15, 16, 17, 18, 19, 20, 21, 22, 23, 31, 32, 33, 34, 35, 47, 48, 64] {
                let around = (0..<length).map { filler[$0 % filler.count] }
                // The piece at every position: its shared bytes' offsets reach past either end.
                for at in 0...length {
                    let bytes = Array(around[..<at]) + piece + Array(around[at...])
                    for prefilter in prefilters { agree(prefilter, bytes) }
                }
            }
        }
        for prefilter in prefilters { agree(prefilter, []) }
    }

    /// A word takes a byte whose pass another word already pays for, the rarest such, before
    /// its own rarest byte; the words with the commonest rarest bytes choose first.
    func testAWordSharesAPassAnotherWordPaysFor() {
        let words = ["overlay", "ayoutDirection", "UINavigationBar", "BarButtonItem", "UITabBar", "oolbar", "duobar-lint:"]
            .map { Array($0.utf8) }
        let anchors = Prefilter.anchors(for: words)
        let bytes = zip(words, anchors).map { String(UnicodeScalar($0[$1])) }
        XCTAssertEqual(bytes, ["y", "y", "B", "B", "B", "b", "b"],
                       "`D` and `-` are rarer, `N` too, but `y`, `b` and `B` have passes already")
        XCTAssertEqual(anchors[1], 1)
        XCTAssertEqual(anchors[4], 5, "`UITabBar` shares the rarer of the two passes it could join (`B`, not `b`)")
        XCTAssertEqual(Prefilter.anchors(for: [Array("Zebra".utf8)]), [0], "alone, a word takes its rarest byte")
        XCTAssertEqual(Prefilter.anchors(for: [[], Array("a".utf8)]), [0, 0])
        // Every rule's markers together: one pass per anchor byte, and no more passes than there were
        // anchor bytes before the passes were shared (`b`, `B`, `D`, `A`, `y`).
        let all = Prefilter(rules: allRules)
        let groups = (0..<all.table.groupCount).map { all.table.groups[$0].anchor }
        XCTAssertEqual(Set(groups).count, groups.count)
        XCTAssertEqual(Set(groups), Set("bByA".utf8))
    }

    /// The search leaves out the ends of a buffer where a group's shared bytes would lie outside
    /// it: a marker that fills the buffer, or starts or ends it, is still found.
    func testMarkersAtTheEndsOfTheBufferAndBuffersShorterThanAMarker() {
        for source in ["toolbar", "toolbar\n", ".toolbar", "BarButtonItem", "BarButtonItem;", "x.navigationBarItems",
                       "UITabBar()", "let x = 1; item.axisBehavior", "overlay(alignment: .top) { HStack { Button(\"A\") { } } }",
                       "Button(\"A\") { }; x.safeAreaInset(edge: .top) { HStack", "// duobar-lint:", "duobar-lint:"] {
            XCTAssertTrue(test(source), source)
        }
        for source in ["", "b", "y", "B", "A", "ba", "ay", "Ba", "Ar", "bar", "lay", "Bar", "Are", "oolba", "arButtonItem",
                       "UITabBa", "overla", "safeAreaInse", "uobar-lint:"] {
            XCTAssertFalse(test(source), source)
        }
        XCTAssertTrue(declares(":View"))
        XCTAssertTrue(declares("TabView"))
        XCTAssertFalse(declares("View"))
        XCTAssertFalse(declares("Vie"))
    }

    func testAGroupSharingNoByteTestsItsAnchorInstead() {
        let prefilter = Prefilter(markers: [(Array("b".utf8), .construction), (Array("bee".utf8), .none)])
        let group = prefilter.table.groups[0]
        XCTAssertEqual([group.offset1, group.offset2], [0, 0])
        XCTAssertEqual([group.byte1, group.byte2, group.mask1, group.mask2], [UInt8(ascii: "b"), UInt8(ascii: "b"), 0, 0],
                       "a test that every hit passes")
        func passes(_ text: String) -> Bool { Array(text.utf8).withUnsafeBufferPointer { prefilter.mayMatch($0) } }
        XCTAssertTrue(passes("b()"))
        XCTAssertTrue(passes("let x = b ()"))
        XCTAssertTrue(passes("x = bee"))
        XCTAssertFalse(passes("let x = bb"))
        XCTAssertFalse(passes("b"))
    }

    func testANearMissCountsOnlyBeforeTheFirstMarkerThatPasses() {
        func look(_ text: String) -> (Bool, Bool) {
            var near = false
            let found = Array(text.utf8).withUnsafeBufferPointer { Prefilter(rules: allRules).mayMatch($0, nearMiss: &near) }
            return (found, near)
        }
        XCTAssertTrue(look("let b = BrowserToolbar()") == (false, true))
        XCTAssertTrue(look("let x = 1") == (false, false))
        XCTAssertTrue(look(".toolbar { }; let b = BrowserToolbar()") == (true, false), "the pass comes first")
        XCTAssertTrue(look("let b = BrowserToolbar(); x.toolbar { }") == (true, true))
        // `UITabBar` is a later group than `oolbar`: the group by group order sees the miss first.
        XCTAssertTrue(look("let t = UITabBar(); let b = BrowserToolbar()") == (true, true))
        XCTAssertTrue(look("let t = UITabBar(); x.toolbar { }; let b = BrowserToolbar()") == (true, false),
                      "`oolbar`'s group passes before its miss, and comes before `UITabBar`'s")
    }

    /// A hand-built bar is a stack of controls: an inset or overlay in a file that names none
    /// of them (a banner, a badge, a progress view) cannot be one.
    func testInsetsAndOverlaysCountOnlyInFilesNamingABarControl() {
        XCTAssertFalse(test("content.safeAreaInset(edge: .bottom) { ProgressView().padding() }"))
        XCTAssertFalse(test("avatar.overlay(alignment: .bottomTrailing) { Circle().fill(.green) }"))
        for control in ["Button(\"A\") { }", "Menu(\"A\") { }", "Toggle(isOn: $on) { }", "NavigationLink(\"A\") { }",
                        "ShareLink(item: url)", "Link(\"A\", destination: url)", "CloseButton()"] {
            XCTAssertTrue(test("content.safeAreaInset(edge: .bottom) { HStack { \(control) } }"), control)
            XCTAssertTrue(test("content.overlay(alignment: .bottom) { HStack { \(control) } }"), control)
        }
        XCTAssertFalse(test("Image(cover).overlay(Color.black).padding(); Button(\"A\") { }"),
                       "a control does not make an overlay without its alignment count")
    }

    /// A hand-built bar's content is an `HStack` or a `VStack`, right after the call's
    /// arguments: an inset or overlay with anything else, or with a stack only far below it,
    /// cannot be one, whatever controls the file names elsewhere.
    func testInsetsAndOverlaysCountOnlyWhereAStackFollows() {
        let button = "Button(\"A\") { }\n"
        XCTAssertFalse(test(button + "avatar.overlay(alignment: .bottom) { Image(systemName: \"star\") }"))
        XCTAssertFalse(test(button + "list.safeAreaInset(edge: .bottom) { Banner() }"))
        XCTAssertFalse(test("HStack { \(button) }\nlist.safeAreaInset(edge: .bottom) { Banner() }"), "a stack before it")
        XCTAssertTrue(test(button + "list.safeAreaInset(edge: .bottom, spacing: 0) {\n    // The actions.\n    VStack { }\n}"))
        XCTAssertTrue(test(button + "list.overlay(alignment: .bottom, content: { HStack { } })"))
        XCTAssertFalse(test(button + "let top = view.safeAreaInsets.top; HStack { }"), "UIKit's insets, not the modifier")
        XCTAssertFalse(test(button + "list.safeAreaInset(alignment: .center) { HStack { } }"), "its edge comes first")
        let far = "list.safeAreaInset(edge: .bottom) {\n" + String(repeating: "    // filler\n", count: 100) + "    HStack { }\n}"
        XCTAssertFalse(test(button + far), "a stack more than a kilobyte below the call is not its content's first")
        XCTAssertTrue(test(button + "list.safeAreaInset(edge: .bottom) {\n" + String(repeating: " ", count: 990) + "HStack { }\n}"),
                      "just inside the window")
    }
}

/// A small deterministic generator for the randomized tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
