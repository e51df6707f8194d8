import XCTest
import DuobarScanner
@testable import DuobarModel

/// Call arguments, postfix chains and builder statements (Expressions.swift, Statements.swift).
final class ExpressionTests: XCTestCase {
    // MARK: arguments(open:)

    func args(_ p: Parsed, _ open: Int) -> [String] {
        p.code.arguments(open: open).map { a in
            (a.label.map { p.code.string($0) + ": " } ?? "") + p.text(a)
        }
    }

    func testArgumentsSplitAtTopLevelCommas() {
        let p = parse(#"Button("Add", systemImage: "plus", action: { add(1, 2) })"#)
        XCTAssertEqual(args(p, 1), [#""Add""#, #"systemImage: "plus""#, "action: { add(1, 2) }"])
        let list = p.code.arguments(open: 1)
        XCTAssertEqual(list.count, 3)
        XCTAssertNil(list[0].label)
        XCTAssertEqual(p.text(list[1].label), "systemImage")
        XCTAssertTrue(p.code.isKind(list[2].start, .leftBrace))
        XCTAssertEqual(list[2].end, p.code.partner(1))
    }

    func testNestedBracketsDoNotSplit() {
        let p = parse("f(g(1, 2), [3, 4], { a, b in a }, (5, 6))")
        XCTAssertEqual(args(p, 1), ["g(1, 2)", "[3, 4]", "{ a, b in a }", "(5, 6)"])
    }

    func testEmptyAndTrailingComma() {
        let p = parse("f()\ng(a, b,)")
        XCTAssertEqual(args(p, 1), [])
        XCTAssertEqual(args(p, p.token("g") + 1), ["a", "b"])
    }

    func testKeywordLabels() {
        let p = parse("f(in: x, default: y, for: .bottomBar, _: z)")
        XCTAssertEqual(args(p, 1), ["in: x", "default: y", "for: .bottomBar", "_: z"])
    }

    func testTernaryValueIsNotALabel() {
        let p = parse("f(flag ? a : b, x: c ? .d : .e)")
        XCTAssertEqual(args(p, 1), ["flag ? a : b", "x: c ? .d : .e"])
    }

    func testArrayElements() {
        let p = parse("items = [flex, .init(title: \"A\"), UIBarButtonItem.flexibleSpace()]")
        XCTAssertEqual(args(p, p.token("[")), ["flex", #".init(title: "A")"#, "UIBarButtonItem.flexibleSpace()"])
    }

    func testArgumentsOfNonOpener() {
        let p = parse("f(a)")
        XCTAssertTrue(p.code.arguments(open: 0).isEmpty)
        XCTAssertTrue(p.code.arguments(open: 2).isEmpty)
    }

    func testArgumentLookup() {
        let p = parse(#"ToolbarItem(id: "x", placement: .keyboard)"#)
        let list = p.code.arguments(open: 1)
        XCTAssertEqual(p.code.argument(list, "placement").map { p.text($0) }, ".keyboard")
        XCTAssertEqual(p.code.argument(list, "id").map { p.text($0) }, #""x""#)
        XCTAssertNil(p.code.argument(list, "content"))
        XCTAssertNil(p.code.firstUnlabeled(list))
        let q = parse(#"Button("T", role: .close)"#)
        XCTAssertEqual(q.code.firstUnlabeled(q.code.arguments(open: 1)).map { q.text($0) }, #""T""#)
    }

    // MARK: chain(at:limit:)

    func closureLabels(_ part: ChainPart) -> [Int?] {
        part.closures.indices.map(part.closureLabel)
    }

    func names(_ p: Parsed, _ chain: Chain) -> [String] {
        chain.parts.map { ($0.isMember ? "." : "") + (p.text($0.name) ?? "?") }
    }

    func testCallWithTrailingClosureAndModifier() {
        let p = parse(#"Button("Add") { add() }.badge(2)"#)
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(names(p, chain), ["Button", ".badge"])
        XCTAssertEqual(chain.base.argsOpen, 1)
        XCTAssertEqual(chain.base.closures, [p.token("{")])
        XCTAssertEqual(closureLabels(chain.base), [nil])
        XCTAssertEqual(chain.parts[1].argsOpen, p.token("(", 2))
        XCTAssertTrue(chain.parts[1].closures.isEmpty)
        XCTAssertEqual(chain.start, 0)
        XCTAssertEqual(chain.end, p.code.count)
        XCTAssertEqual(p.code.firstTrailingClosure(chain.base), p.token("{"))
        XCTAssertNotNil(p.code.modifier(chain, "badge"))
        XCTAssertNil(p.code.modifier(chain, "Button"))
    }

    func testMultipleTrailingClosures() {
        let p = parse(#"Button { save() } label: { Text("Save") }"#)
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(names(p, chain), ["Button"])
        XCTAssertNil(chain.base.argsOpen)
        XCTAssertEqual(chain.base.closures, [1, p.token("{", 1)])
        XCTAssertEqual(closureLabels(chain.base), [nil, p.token("label")])
        XCTAssertEqual(p.code.closure(labelled: "label", in: chain.base), p.token("{", 1))
        XCTAssertNil(p.code.closure(labelled: "icon", in: chain.base))
        var labelledOnly = chain.base
        labelledOnly.closures.removeFirst()
        labelledOnly.closureLabelTokens.removeFirst()
        XCTAssertNil(p.code.firstTrailingClosure(labelledOnly), "a labelled closure is not the first trailing one")
        XCTAssertEqual(chain.end, p.code.count)
    }

    func testLabelledTrailingClosureOnAModifier() {
        let p = parse(#"v.alert("T", isPresented: $shown) { Button("OK") { } } message: { Text("m") }.padding()"#)
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(names(p, chain), ["v", ".alert", ".padding"])
        let alert = chain.parts[1]
        XCTAssertEqual(alert.closures.count, 2)
        XCTAssertEqual(closureLabels(alert).map { p.text($0) ?? "-" }, ["-", "message"])
    }

    func testLabelClosureAsArgument() {
        let p = parse(#"Button(action: save, label: { Text("Save") })"#)
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertTrue(chain.base.closures.isEmpty)
        XCTAssertEqual(p.code.closure(labelled: "label", in: chain.base), p.token("{"))
        XCTAssertNil(p.code.firstTrailingClosure(chain.base))
    }

    func testModifiersOnFollowingLines() {
        let p = parse("""
            Text("a")
                .font(.title)
                .padding()
            Image("b")
            """)
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(names(p, chain), ["Text", ".font", ".padding"])
        XCTAssertEqual(chain.end, p.token("Image"))
    }

    func testGenericArguments() {
        let p = parse("ForEach<[Item], Int, Row>(items, id: \\.id) { item in Row(item) }.padding()")
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(names(p, chain), ["ForEach", ".padding"])
        XCTAssertEqual(chain.base.argsOpen, p.token("(", 0))
        XCTAssertEqual(chain.base.closures, [p.token("{")])
    }

    func testComparisonIsNotGenericArguments() {
        let p = parse("a < b")
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(names(p, chain), ["a"])
        XCTAssertEqual(chain.end, 1)
    }

    func testTryAndAwaitAreSkipped() {
        let p = parse("try await Loader.shared.load(url)")
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(chain.start, p.token("Loader"))
        XCTAssertEqual(names(p, chain), ["Loader", ".shared", ".load"])
        XCTAssertEqual(chain.parts[2].argsOpen, p.token("("))
        let q = parse("try? store.save()")
        let c2 = q.code.chain(at: 0, limit: q.code.count)
        XCTAssertEqual(c2.start, q.token("store"))
        XCTAssertEqual(names(q, c2), ["store", ".save"])
    }

    func testImplicitMemberStart() {
        let p = parse(#".init(title: "Save", style: .done)"#)
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(names(p, chain), [".init"])
        XCTAssertTrue(chain.base.isMember)
        XCTAssertEqual(chain.base.argsOpen, 2)
    }

    func testParenthesisOnNextLineIsNotACall() {
        let p = parse("foo\n(1, 2)")
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertNil(chain.base.argsOpen)
        XCTAssertEqual(chain.end, 1)
    }

    func testSubscriptAndOptionalChaining() {
        let p = parse("items[0]?.title!.count")
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(names(p, chain), ["items", ".title", ".count"])
        XCTAssertEqual(chain.end, p.code.count)
    }

    func testBinaryOperatorEndsChain() {
        let p = parse("a.b + c.d")
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(names(p, chain), ["a", ".b"])
        XCTAssertEqual(chain.end, p.token("+"))
    }

    func testLimitIsRespected() {
        let p = parse("a.b.c.d")
        let chain = p.code.chain(at: 0, limit: 3)
        XCTAssertEqual(names(p, chain), ["a", ".b"])
        XCTAssertEqual(chain.end, 3)
    }

    func testChainStartingWithParenthesis() {
        let p = parse("(a).b()")
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(chain.parts.count, 2)
        XCTAssertNil(chain.base.name)
        XCTAssertEqual(p.text(chain.parts[1].name), "b")
    }

    func testTrailingClosureOnMemberAfterArguments() {
        let p = parse("v.sheet(isPresented: $x) { Sheet() }")
        let chain = p.code.chain(at: 0, limit: p.code.count)
        XCTAssertEqual(names(p, chain), ["v", ".sheet"])
        XCTAssertEqual(chain.parts[1].argsOpen, p.token("("))
        XCTAssertEqual(chain.parts[1].closures, [p.token("{")])
    }

    // MARK: Small readers

    func testLastMember() {
        let p = parse(".keyboard; ToolbarItemPlacement.keyboard; Strings.Common.done; foo(); \"x\"")
        let semis = p.code.tokens.indices.filter { p.code.isKind($0, .semicolon) }
        XCTAssertEqual(p.text(p.code.lastMember(0, semis[0])), "keyboard")
        XCTAssertEqual(p.code.lastMember(0, semis[0]), 1)
        XCTAssertEqual(p.text(p.code.lastMember(semis[0] + 1, semis[1])), "keyboard")
        XCTAssertEqual(p.text(p.code.lastMember(semis[1] + 1, semis[2])), "done")
        XCTAssertNil(p.code.lastMember(semis[2] + 1, semis[3]))
        XCTAssertNil(p.code.lastMember(semis[3] + 1, p.code.count))
    }

    func testPlainString() {
        let p = parse(##"f("abc", "", "a\(b)c", name, "x" + y, #"raw"#)"##)
        let list = p.code.arguments(open: 1)
        func plain(_ k: Int) -> PlainString { p.code.plainString(list[k].start, list[k].end) }
        XCTAssertEqual(plain(0), .text(p.token("abc")))
        XCTAssertEqual(plain(0).textToken.flatMap { p.text($0) }, "abc")
        XCTAssertEqual(plain(1), .empty)
        XCTAssertNil(plain(1).textToken)
        XCTAssertEqual(plain(2), .notPlainString, "interpolated")
        XCTAssertEqual(plain(3), .notPlainString, "a name")
        XCTAssertEqual(plain(4), .notPlainString, "a literal with more after it")
        XCTAssertNil(plain(4).textToken)
        XCTAssertEqual(plain(5).textToken.flatMap { p.text($0) }, "raw")
    }

    func testPackedIndexReadsAsAnOptional() {
        var packed = PackedIndex(wrappedValue: nil)
        XCTAssertNil(packed.wrappedValue)
        packed.wrappedValue = 0
        XCTAssertEqual(packed.wrappedValue, 0, "token 0 is a token")
        packed.wrappedValue = 7
        XCTAssertEqual(packed.wrappedValue, 7)
        packed.wrappedValue = nil
        XCTAssertNil(packed.wrappedValue)
        // The point of it: one word, where `Int?` would pad to two.
        XCTAssertEqual(MemoryLayout<PackedIndex>.stride, MemoryLayout<Int>.stride)
        XCTAssertEqual(MemoryLayout<Argument>.stride, 3 * MemoryLayout<Int>.stride)
        var argument = Argument(label: nil, start: 1, end: 2)
        XCTAssertNil(argument.label)
        argument.label = 0
        XCTAssertEqual(argument.label, 0)
    }

    func testPlainStringOutsideALiteral() {
        let p = parse(#"f("a")"#)
        XCTAssertEqual(p.code.plainString(2, 5), .text(3))
        XCTAssertEqual(p.code.plainString(0, 1), .notPlainString)
        XCTAssertEqual(p.code.plainString(3, 4), .notPlainString, "the literal's text token alone is not the literal")
        XCTAssertEqual(p.code.plainString(2, 4), .notPlainString, "the literal without its closing quote")
        XCTAssertEqual(p.code.plainString(2, 6), .notPlainString, "the literal and the `)` after it")
    }

    // MARK: statements(inBlock:)

    enum S: Equatable {
        case expr([String])
        case branches(Int)
        case other
    }

    func statements(_ p: Parsed, _ open: Int) -> [S] {
        p.code.statements(inBlock: open).map {
            switch $0 {
            case .expression(let chain): return .expr(names(p, chain))
            case .branches(let bodies): return .branches(bodies.count)
            case .other: return .other
            }
        }
    }

    func testIfElseIfElse() {
        let p = parse("""
            {
                if a {
                    A()
                } else if b {
                    B().bold()
                } else {
                    C()
                }
                D()
            }
            """)
        XCTAssertEqual(statements(p, 0), [.branches(3), .expr(["D"])])
        guard case .branches(let bodies) = p.code.statements(inBlock: 0)[0] else { return XCTFail() }
        XCTAssertEqual(bodies.map { statements(p, $0) }, [[.expr(["A"])], [.expr(["B", ".bold"])], [.expr(["C"])]])
    }

    func testIfWithoutElseAndIfLet() {
        let p = parse("""
            {
                if let user { Avatar(user) }
                if isNew { New() } else { Old() }
            }
            """)
        XCTAssertEqual(statements(p, 0), [.branches(1), .branches(2)])
    }

    /// An iPhone Duo runs iOS 27.1 or later: a branch that cannot run there is not read.
    func testSwitchCases() {
        let p = parse("""
            {
                switch mode {
                case .a:
                    A()
                case .b, .c:
                    B()
                case let .d(value) where value > 1:
                    D(value)
                @unknown default:
                    E()
                }
            }
            """)
        let top = p.code.statements(inBlock: 0)
        XCTAssertEqual(statements(p, 0), [.branches(1)])
        guard case .branches(let bodies) = top[0] else { return XCTFail() }
        XCTAssertEqual(statements(p, bodies[0]), [.expr(["A"]), .expr(["B"]), .expr(["D"]), .expr(["E"])])
    }

    func testBranchStatementsSplitSwitchCases() {
        let p = parse("""
            {
                switch mode {
                case .a:
                    A()
                case .b, .c:
                    let x = 1
                    B(x)
                    C()
                default:
                    if on { D() } else { E() }
                }
                if flag { F() } else { G(); H() }
            }
            """)
        let top = p.code.statements(inBlock: 0)
        guard top.count == 2, case .branches(let switchBodies) = top[0], case .branches(let ifBodies) = top[1] else {
            return XCTFail("two branch statements expected")
        }
        func describe(_ groups: [[Statement]]) -> [[S]] {
            groups.map { group in
                group.map {
                    switch $0 {
                    case .expression(let chain): return .expr(names(p, chain))
                    case .branches(let bodies): return .branches(bodies.count)
                    case .other: return .other
                    }
                }
            }
        }
        XCTAssertEqual(describe(p.code.branchStatements(switchBodies)),
                       [[.expr(["A"])], [.other, .expr(["B"]), .expr(["C"])], [.branches(2)]])
        XCTAssertEqual(describe(p.code.branchStatements(ifBodies)), [[.expr(["F"])], [.expr(["G"]), .expr(["H"])]])
    }

    func testDeclarationsAreOther() {
        let p = parse("""
            {
                let title = "x"
                var count = 0
                @State var flag = false
                func helper() { }
                Text(title)
            }
            """)
        XCTAssertEqual(statements(p, 0), [.other, .other, .other, .other, .expr(["Text"])])
    }

    func testClosureSignatureIsSkipped() {
        let p = parse("ForEach(items) { item in Text(item.name) }")
        XCTAssertEqual(statements(p, p.token("{")), [.expr(["Text"])])
        let q = parse("f { (a, b) -> Text in\n Text(a)\n Image(b) }")
        XCTAssertEqual(statements(q, q.token("{")), [.expr(["Text"]), .expr(["Image"])])
        let r = parse("f { [weak self] in self?.go() }")
        XCTAssertEqual(statements(r, r.token("{")), [.expr(["self", ".go"])])
    }

    func testReturnSemicolonsAndContinuationLines() {
        let p = parse("""
            {
                A(); B()
                return C()
                    .bold()
                D()
            }
            """)
        XCTAssertEqual(statements(p, 0), [.expr(["A"]), .expr(["B"]), .expr(["C", ".bold"]), .expr(["D"])])
    }

    func testStatementsOfNonBrace() {
        let p = parse("(a)")
        XCTAssertTrue(p.code.statements(inBlock: 0).isEmpty)
    }
}
