import XCTest
import DuobarScanner
@testable import DuobarModel

/// Code that never reaches an iPhone bar (docs/model.md): previews, branches ruled out by
/// availability checks on iOS 27.1, and what a file's imports say it is for.
final class UnreachedCodeTests: XCTestCase {
    /// The identifiers and keywords left for the model, joined by spaces.
    func kept(_ source: String) -> String {
        parse(source).words.joined(separator: " ")
    }

    // MARK: Previews

    func testPreviewMacroBodiesAreLeftOut() {
        XCTAssertEqual(kept("""
            struct A: View { var body: some View { Text("a") } }
            #Preview {
                A().toolbar { Button("Done") { } }
            }
            #Preview("Dark", traits: .sizeThatFitsLayout) { A() }
            let after = 1
            """), "struct A View var body some View Text let after")
    }

    func testPreviewProviderMembersAreLeftOut() {
        let source = """
            struct A_Previews: PreviewProvider {
                static var previews: some View {
                    NavigationStack { A().toolbar { Button("Done") { } } }
                }
            }
            extension Feature.B: @MainActor PreviewProvider, Sendable where T: Equatable {
                static var previews: some View { B() }
            }
            let after = 1
            """
        XCTAssertEqual(kept(source), "struct A_Previews PreviewProvider extension Feature B PreviewProvider Sendable where T Equatable let after")
        XCTAssertTrue(parse(source).model.items.isEmpty)
    }

    func testPreviewProviderOnlyInAnInheritanceClause() {
        // A type that merely mentions the protocol keeps its members.
        XCTAssertEqual(kept("let kind: PreviewProvider.Type = P.self\nfunc f() { g() }"),
                       "let kind PreviewProvider Type P self func f g")
        XCTAssertEqual(kept("struct V: View { var p: any PreviewProvider { q } }"),
                       "struct V View var p any PreviewProvider q")
    }

    func testPreviewInsideIfKeepsTheRest() {
        let p = parse("""
            #if DEBUG
            #Preview { EditorView() }
            #endif
            struct EditorView: View {
                var body: some View { Text("x").toolbar { Button("Done") { } } }
            }
            """)
        XCTAssertEqual(p.model.items.count, 1)
    }

    func testUnclosedPreviewRunsToTheEnd() {
        let p = parse("#Preview {\n  A().toolbar { Button(\"Done\") { } }\n")
        XCTAssertTrue(p.model.items.isEmpty)
        XCTAssertTrue(p.code.isUnreached(p.storage.count - 1))
    }

    // MARK: Availability

    func testAvailableKeepsTheFirstBranchAsIfUnconditional() {
        XCTAssertEqual(kept("if #available(iOS 26, *) { a() } else { b() }\nc()"), "a c")
        XCTAssertEqual(kept("if #available(iOS 27.1, *) { a() } else if x { b() } else { d() }\nc()"), "a c")
        XCTAssertEqual(kept("if #available(macOS 14, *) { a() } else { b() }"), "a")
        XCTAssertEqual(kept("if #available(iOS 17.4.1, macOS 14, *), #available(watchOS 10, *) { a() } else { b() }"), "a")
    }

    func testLaterOrUnreadableVersionsKeepBothBranches() {
        XCTAssertEqual(kept("if #available(iOS 27.2, *) { a() } else { b() }"), "if iOS a else b")
        XCTAssertEqual(kept("if #available(iOS 28, *) { a() } else { b() }"), "if iOS a else b")
        XCTAssertEqual(kept("if #available(iOS 17, *), flag { a() } else { b() }"), "if iOS flag a else b")
        XCTAssertEqual(kept("if flag, #available(iOS 17, *) { a() } else { b() }"), "if flag iOS a else b")
        XCTAssertEqual(kept("if #available(macOS 14) { a() } else { b() }"), "if macOS a else b")
        XCTAssertEqual(kept("if #available(iOS x, *) { a() } else { b() }"), "if iOS x a else b")
        XCTAssertEqual(kept("if #unavailable(iOS 28) { a() } else { b() }"), "if iOS a else b")
    }

    func testUnavailableSkipsItsBody() {
        XCTAssertEqual(kept("if #unavailable(iOS 26) { a() }\nc()"), "c")
        XCTAssertEqual(kept("if #unavailable(iOS 26) { a() } else { b() }\nc()"), "b c")
        XCTAssertEqual(kept("if #unavailable(iOS 26) { a() } else if x { b() } else { d() }"), "if x b else d")
        XCTAssertEqual(kept("if #unavailable(macOS 14) { a() } else { b() }"), "b")
    }

    func testElseIfChainsKeepTheirShape() {
        XCTAssertEqual(kept("if x { a() } else if #available(iOS 26, *) { b() } else { d() }"), "if x a else if iOS b")
        XCTAssertEqual(kept("if x { a() } else if #unavailable(iOS 26) { b() } else { d() }"), "if x a else d")
        XCTAssertEqual(kept("if x { a() } else if #unavailable(iOS 26) { b() }\nc()"), "if x a c")
    }

    func testGuard() {
        XCTAssertEqual(kept("func f() {\n guard #available(iOS 26, *) else { return b() }\n a()\n}"), "func f a")
        XCTAssertEqual(kept("func f() {\n guard #available(iOS 28, *) else { return b() }\n a()\n}"),
                       "func f guard iOS else return b a")
        // A check that fails on iOS 27.1: its `else` always runs and leaves, so `a()` never runs.
        XCTAssertEqual(kept("func f() {\n guard #unavailable(iOS 26) else { return b() }\n a()\n}"),
                       "func f guard iOS else return b")
    }

    func testAnEarlyExitBehindAnAvailabilityCheckEndsTheScope() {
        XCTAssertEqual(kept("func f() {\n if #available(iOS 26, *) { return }\n a()\n b()\n}\nc()"), "func f return c")
        XCTAssertEqual(kept("func f() throws {\n if #available(iOS 26, *) { throw E() }\n a()\n}"), "func f throws throw E")
        // Not an exit first, a later version, or a condition with more in it: the rest is read.
        XCTAssertEqual(kept("func f() {\n if #available(iOS 26, *) { g() }\n a()\n}"), "func f g a")
        XCTAssertEqual(kept("func f() {\n if #available(iOS 28, *) { return }\n a()\n}"), "func f if iOS return a")
        XCTAssertEqual(kept("func f() {\n if #available(iOS 26, *), x { return }\n a()\n}"), "func f if iOS x return a")
        // At the top level of a file there is no scope to leave.
        XCTAssertEqual(kept("if #available(iOS 26, *) { return }\na()"), "return a")
        // An exit that ends a longer body counts; one inside a nested `if`, or followed by more, does not.
        XCTAssertEqual(kept("func f() {\n if #available(iOS 26, *) {\n  g()\n  return\n }\n a()\n}"), "func f g return")
        XCTAssertEqual(kept("func f() {\n if #available(iOS 26, *) { g(); return }\n a()\n}"), "func f g return")
        XCTAssertEqual(kept("func f() {\n if #available(iOS 26, *) {\n  if x { return }\n }\n a()\n}"), "func f if x return a")
        XCTAssertEqual(kept("func f() {\n if #available(iOS 26, *) {\n  return\n   .value\n }\n a()\n}"), "func f return value")
    }

    func testNestedChecks() {
        XCTAssertEqual(kept("""
            if #available(iOS 26, *) {
                if #unavailable(iOS 18) { a() } else { b() }
            } else {
                if #available(iOS 17, *) { d() }
            }
            """), "b")
    }

    func testOnlyTheRunningBranchClassifiesALabel() {
        let p = parse("""
            struct V: View {
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem {
                            if #available(iOS 26, *) {
                                Button(role: .close) { dismiss() }
                            } else {
                                Button { dismiss() } label: { Image(systemName: "xmark") }
                            }
                        }
                    }
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items.first?.label.labelClass, .both)
    }

    func testStatementsAfterACutStayApart() {
        let p = parse("""
            struct V: View {
                var body: some View {
                    Text("x").toolbar {
                        if #available(iOS 26, *) { Button("A", systemImage: "a") { } } else { Button("B") { } }
                        Button("C") { }
                    }
                }
            }
            """)
        XCTAssertEqual(p.model.items.map { p.title($0) ?? "" }, [#""A""#, #""C""#])
    }

    // MARK: Device checks

    func testCodeForAnIPadOnlyIsLeftOut() {
        XCTAssertEqual(kept("if UIDevice.current.userInterfaceIdiom == .pad { a() } else { b() }\nc()"), "b c")
        XCTAssertEqual(kept("if .pad == UIDevice.current.userInterfaceIdiom { a() }\nc()"), "c")
        XCTAssertEqual(kept("if traitCollection.userInterfaceIdiom == UIUserInterfaceIdiom.pad { a() }"), "")
        XCTAssertEqual(kept("if (self.traitCollection.userInterfaceIdiom == .pad) { a() } else { b() }"), "b")
        // An iPad-only clause makes the whole conjunction iPad-only; its `else` still runs.
        XCTAssertEqual(kept("if UIDevice.current.userInterfaceIdiom == .pad && horizontalSizeClass == .regular { a() } else { b() }"), "b")
        XCTAssertEqual(kept("if UIDevice.current.userInterfaceIdiom == .pad, !showsSidebar, !isModal { a() }\nc()"), "c")
        XCTAssertEqual(kept("if x { a() } else if UIDevice.current.userInterfaceIdiom == .pad { b() } else { d() }"), "if x a else d")
    }

    func testTheAppsOwnIPadCheckOnUIDeviceIsAnIdiomCheck() {
        // Declared in another file (`extension UIDevice { static var isPad: Bool { … == .pad } }`).
        XCTAssertEqual(kept("if UIDevice.isPad { a() } else { b() }\nc()"), "b c")
        XCTAssertEqual(kept("if UIDevice.current.isIPad { a() }\nc()"), "c")
        XCTAssertEqual(kept("if !UIDevice.isiPad { a() } else { b() }"), "a")
        XCTAssertEqual(kept("if UIDevice.current.isIpad, showsSidebar { a() } else { b() }"), "b")
        // On another receiver the name may mean anything (a layout's own flag): nothing is cut.
        XCTAssertEqual(kept("if layout.isPad { a() } else { b() }"), "if layout isPad a else b")
        XCTAssertEqual(kept("if isPad { a() } else { b() }"), "if isPad a else b")
    }

    func testNotAnIPadKeepsTheFirstBranchAsIfUnconditional() {
        XCTAssertEqual(kept("if UIDevice.current.userInterfaceIdiom != .pad { a() } else { b() }\nc()"), "a c")
        XCTAssertEqual(kept("if !(UIDevice.current.userInterfaceIdiom == .pad) { a() } else { b() }"), "a")
        XCTAssertEqual(kept("func f() {\n if UIDevice.current.userInterfaceIdiom != .pad { return }\n a()\n}"), "func f return")
        // Only the check alone decides the `else`: `!= .pad && x` may fail on an iPhone too.
        XCTAssertEqual(kept("if UIDevice.current.userInterfaceIdiom != .pad && x { a() } else { b() }"),
                       "if UIDevice current userInterfaceIdiom pad x a else b")
    }

    func testANameThatHoldsTheCheckIsReadInItsPlace() {
        XCTAssertEqual(kept("let isPad = UIDevice.current.userInterfaceIdiom == .pad\nif isPad { a() } else { b() }"),
                       "let isPad UIDevice current userInterfaceIdiom pad b")
        XCTAssertEqual(kept("""
            struct V {
                private var isPadLayout: Bool {
                    #if targetEnvironment(macCatalyst)
                    return true
                    #else
                    return UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac
                    #endif
                }
                func f() { if isPadLayout { a() }\n c() }
                func g() { if !self.isPadLayout { d() } else { e() } }
            }
            """), "struct V private var isPadLayout Bool return UIDevice current userInterfaceIdiom pad ProcessInfo processInfo isiOSAppOnMac func f c func g d")
        XCTAssertEqual(kept("var isPad: Bool {\n    UIDevice.current.userInterfaceIdiom == .pad\n}\nif isPad { a() }"),
                       "var isPad Bool UIDevice current userInterfaceIdiom pad")
        XCTAssertEqual(kept("func usesPad() -> Bool { UIDevice.current.userInterfaceIdiom == .pad }\nif usesPad() { a() }\nc()"),
                       "func usesPad Bool UIDevice current userInterfaceIdiom pad c")
    }

    func testAHelperOpeningWithAnAvailabilityCheckAnswersWithItsBranch() {
        // On iOS 27.1 the `if #available` branch returns: it is the helper's answer.
        XCTAssertEqual(kept("""
            final class C {
                private func showsSidebar() -> Bool {
                    if #available(iOS 26, *) {
                        return UIDevice.current.userInterfaceIdiom == .pad
                    }
                    return false
                }
                func f() { if showsSidebar() { a() } else { b() } }
            }
            """), "final class C func f b", "only iPads show the sidebar: its branch, and then the helper only it used, are left out")
        // Not when something else comes first, or the check may fail on iOS 27.1.
        let unchanged = [
            "final class C {\n func s() -> Bool {\n log()\n if #available(iOS 26, *) { return UIDevice.current.userInterfaceIdiom == .pad }\n return false\n }\n func f() { if s() { a() } }\n}",
            "final class C {\n func s() -> Bool {\n if #available(iOS 28, *) { return UIDevice.current.userInterfaceIdiom == .pad }\n return false\n }\n func f() { if s() { a() } }\n}",
        ]
        for source in unchanged {
            XCTAssertTrue(kept(source).split(separator: " ").contains("a"), source)
        }
    }

    func testOtherDevicesIdiomsAreNotAnIPhones() {
        XCTAssertEqual(kept("if UIDevice.current.userInterfaceIdiom == .mac { a() } else { b() }"), "b")
        XCTAssertEqual(kept("if traitCollection.userInterfaceIdiom == .carPlay { a() }\nc()"), "c")
        XCTAssertEqual(kept("if UIDevice.current.userInterfaceIdiom != UIUserInterfaceIdiom.vision { a() } else { b() }"), "a")
    }

    /// A Mac app (Catalyst, or an iPad app on a Mac) is never an iPhone: the system's checks, a
    /// name the file gives one, and the app's own names for it, which another file may declare.
    func testCatalystChecksAreFalseOnAnIPhone() {
        XCTAssertEqual(kept("if ProcessInfo.processInfo.isMacCatalystApp { a() } else { b() }"), "b")
        XCTAssertEqual(kept("if !ProcessInfo.processInfo.isiOSAppOnMac { a() } else { b() }"), "a")
        XCTAssertEqual(kept("let onMac = ProcessInfo.processInfo.isMacCatalystApp\nif onMac { a() }\nc()"),
                       "let onMac ProcessInfo processInfo isMacCatalystApp c")
        XCTAssertEqual(kept("if IS_CATALYST { a() } else { b() }"), "b")
        XCTAssertEqual(kept("if self.isMacCatalyst { a() }\nc()"), "c")
        XCTAssertEqual(kept("if kind != .photo && (isCatalyst || (UIDevice.current.userInterfaceIdiom == .pad && wide)) { a() }\nc()"),
                       "c")
        // Another object's flag may mean anything; `||` may hold on an iPhone.
        for source in ["if settings.isCatalyst { a() } else { b() }", "if isCatalyst || showAll { a() } else { b() }"] {
            XCTAssertTrue(parse(source).code.unreached.isEmpty, source)
        }
    }

    func testOtherDeviceChecksAreRead() {
        let unchanged = [
            // Only `.pad` is decided, size classes are not devices, and `||` may hold on an iPhone.
            "if UIDevice.current.userInterfaceIdiom == .phone { a() } else { b() }",
            "if horizontalSizeClass == .regular { a() } else { b() }",
            "if UIDevice.current.userInterfaceIdiom == .pad || isWide { a() } else { b() }",
            "if device.idiom == .pad { a() } else { b() }",
            // A guard is not followed, nor a name that holds the check where it may change
            // (a stored `var`), or outside the scope that declares it.
            "var isPad = UIDevice.current.userInterfaceIdiom == .pad\nif isPad { a() }",
            "struct A { let isPad = UIDevice.current.userInterfaceIdiom == .pad }\nstruct B { var isPad: Bool\n func f() { if isPad { a() } } }",
            "var isPad: Bool { log(); return UIDevice.current.userInterfaceIdiom == .pad }\nif isPad { a() }",
            "func f() { guard UIDevice.current.userInterfaceIdiom == .pad else { return }\n a() }",
            "let style = UIDevice.current.userInterfaceIdiom == .pad ? a() : b()",
        ]
        for source in unchanged {
            XCTAssertTrue(parse(source).code.unreached.isEmpty, source)
        }
    }

    // MARK: Private members only code that never runs uses

    func testAPrivateMemberOnlyANeverRunningBranchUsesIsLeftOutWithWhatOnlyItUses() {
        XCTAssertEqual(kept("""
            final class C {
                private let progress = Progress()
                private lazy var item = UIBarButtonItem(customView: progress)
                func update() {
                    if #unavailable(iOS 26) { rebuild() }
                }
                private func rebuild() { setToolbarItems([item], animated: false) }
            }
            """), "final class C func update")
        // A use in a preview is no use either.
        XCTAssertEqual(kept("""
            struct V: View {
                fileprivate static var sample = Item()
                var body: some View { Text("v") }
            }
            #Preview { V(item: V.sample) }
            """), "struct V View var body some View Text")
    }

    func testPrivateMembersThatMayRunStay() {
        let stays = [
            // Named where code runs too (also as a binding), or by the runtime or a nib.
            "final class C {\n private func rebuild() { }\n func a() { if #unavailable(iOS 26) { rebuild() } }\n func b() { rebuild() }\n}",
            "struct V {\n @State private var isOn = false\n func a() { if #unavailable(iOS 26) { isOn = true } }\n var t: some View { Toggle(\"x\", isOn: $isOn) }\n}",
            "final class C {\n @objc private func rebuild() { }\n func a() { if #unavailable(iOS 26) { rebuild() } }\n}",
            "final class C {\n @IBAction private func rebuild() { }\n func a() { if #unavailable(iOS 26) { rebuild() } }\n}",
            // Not private to the file, or only its setter is.
            "final class C {\n func rebuild() { }\n func a() { if #unavailable(iOS 26) { rebuild() } }\n}",
            "final class C {\n private(set) var count = 0\n func a() { if #unavailable(iOS 26) { count = 1 } }\n}",
            // Where nothing runs, an argument label or another value's member only shares the name.
            "final class C {\n private var title = \"\"\n func a() { if #unavailable(iOS 26) { show(title: other.title) } }\n}",
        ]
        for source in stays {
            XCTAssertEqual(parse(source).code.unreached.count, 1, "only the branch: \(source)")
        }
    }

    func testAnIPadOnlyItemIsNoItem() {
        let source = """
            Text("x").toolbar {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    ToolbarItem(placement: .topBarLeading) { Button("Sidebar") { } }
                }
                ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") { } }
            }
            """
        let p = parse(source)
        XCTAssertEqual(p.model.items.map { p.title($0) ?? "" }, [#""Share""#])
        XCTAssertTrue(p.code.isUnreached(offset(of: "Sidebar", in: source)))
        XCTAssertFalse(p.code.isUnreached(offset(of: "Share", in: source)))
    }

    /// The byte offset of `part` in `source`.
    func offset(of part: String, in source: String) -> Int {
        let bytes = Array(source.utf8), needle = Array(part.utf8)
        for k in 0...(bytes.count - needle.count) where Array(bytes[k..<(k + needle.count)]) == needle { return k }
        XCTFail("no '\(part)'")
        return 0
    }

    func testNeverRunningCodeIsUnreached() {
        let source = "if #available(iOS 26, *) { a() } else { b() /* here */ }\n#Preview { /* preview */ }\n"
        let p = parse(source)
        XCTAssertTrue(p.code.isUnreached(offset(of: "here", in: source)))
        XCTAssertTrue(p.code.isUnreached(offset(of: "preview", in: source)))
        XCTAssertFalse(p.code.isUnreached(offset(of: "a()", in: source)))
    }

    func testDeadIfBranchesAreUnreached() {
        let source = "#if os(macOS)\n// mac\n#else\n// ios\n#endif\n"
        let p = parse(source)
        XCTAssertTrue(p.code.isUnreached(offset(of: "mac", in: source)))
        XCTAssertFalse(p.code.isUnreached(offset(of: "ios", in: source)))
    }

    // MARK: Imports

    func role(_ source: String) -> FileRole {
        parse(source).code.fileRole
    }

    func testTestImports() {
        XCTAssertEqual(role("import XCTest\n@testable import App"), .tests)
        XCTAssertEqual(role("import SwiftUI\nimport Testing"), .tests)
        XCTAssertEqual(role("@testable import App"), .tests)
        XCTAssertEqual(role("@_spi(Internal) @testable import App"), .tests)
        XCTAssertEqual(role("import SwiftUI\nstruct V { }\nimport XCTest"), .tests)
        XCTAssertEqual(role("import SwiftUI\nimport UIKit\nimport XCTestDynamicOverlay"), .app)
    }

    func testOtherPlatformImports() {
        for module in ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit"] {
            XCTAssertEqual(role("import Foundation\nimport \(module)"), .otherPlatform, module)
        }
        XCTAssertEqual(role("import class AppKit.NSView"), .otherPlatform)
        XCTAssertEqual(role("import XCTest\nimport AppKit"), .otherPlatform)
    }

    func testConditionalOrNestedImportsDoNotCount() {
        XCTAssertEqual(role("#if os(macOS)\nimport AppKit\n#endif\nimport SwiftUI"), .app)
        XCTAssertEqual(role("#if canImport(AppKit)\nimport AppKit\n#else\nimport UIKit\n#endif"), .app)
        XCTAssertEqual(role("#if DEBUG\nimport XCTest\n#endif"), .app)
        XCTAssertEqual(role("#if os(iOS)\nimport WatchKit\n#endif"), .app)
        XCTAssertEqual(role("struct S {\n    import AppKit\n}"), .app)
        XCTAssertEqual(role("func f() {\n    import XCTest\n}"), .app)
        XCTAssertEqual(role("let s = \"import AppKit\"\n// import XCTest"), .app)
        XCTAssertEqual(role("#if DEBUG\nlet x = 1\n#endif\nimport AppKit"), .otherPlatform)
    }
}

extension UnreachedCodeTests {
    /// Cuts renumber the structure instead of making it again: it must be the same.
    func testCutStructureIsTheOneMadeFromScratch() {
        let sources = [
            "struct V: View { var body: some View { Text(\"x\").toolbar { if #available(iOS 26, *) { Button(role: .close) { } } else { Button(\"Done\") { } } } } }\n#Preview { V() }",
            "final class C: UIViewController {\n override func viewDidLoad() {\n  guard #available(iOS 17, *) else { return }\n  if #unavailable(iOS 18) { a() } else { navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"T\") }\n }\n}",
            "struct P: PreviewProvider { static var previews: some View { UIToolbarWrapper() } }\nlet items = [1]",
            "#Preview { A() ] ) }\nif #available(iOS 26, *) { ( } else { [ }",
            "#Preview {\n UINavigationBar()\n",
        ]
        for source in sources {
            let p = parse(source)
            let fresh = Code.structure(p.code.tokens, p.storage.buffer)
            XCTAssertEqual(fresh.match, p.code.match, source)
            XCTAssertEqual(fresh.parent, p.code.parent, source)
            XCTAssertEqual(fresh.occurrences, p.code.occurrences, source)
            XCTAssertEqual(fresh.uiKit, p.code.mentionsUIKit, source)
        }
    }
}

extension UnreachedCodeTests {
    /// Cuts are copied around a run at a time: the tokens kept, their carried flags and the
    /// new indexes must be what dropping them one by one gives, whatever the runs' places.
    func testCuttingRunsMatchesDroppingTokensOneByOne() {
        // Flags vary: a line break before, one inside the token, plain space, none.
        let flags: [UInt8] = [Token.newlineBefore, 0, Token.spaceBefore, Token.containsNewline, 0, 0, Token.newlineBefore, 0]
        let tokens = (0..<8).map { Token(kind: .identifier, flags: flags[$0], start: 2 * $0, end: 2 * $0 + 1) }
        let cases: [[Range<Int>]] = [
            [0..<2],                 // at the start
            [6..<8],                 // at the end: nothing to carry to
            [1..<2, 3..<4],          // one kept token between two runs
            [2..<3, 4..<6],          // a run holding a line break inside a token
            [0..<1, 7..<8],
            [0..<8],                 // everything
        ]
        for runs in cases {
            var kept: [Token] = [], newIndex: [Int32] = []
            var pending: UInt8 = 0
            for (i, token) in tokens.enumerated() {
                if runs.contains(where: { $0.contains(i) }) {
                    if token.hasNewlineBefore || token.flags & Token.containsNewline != 0 { pending |= Token.newlineBefore }
                    pending |= Token.spaceBefore
                    newIndex.append(-1)
                    continue
                }
                var t = token
                t.flags |= pending
                pending = 0
                newIndex.append(Int32(kept.count))
                kept.append(t)
            }
            let cut = Code.cut(tokens, runs: runs)
            XCTAssertEqual(cut.kept, kept, "\(runs)")
            XCTAssertEqual(cut.newIndex, newIndex, "\(runs)")
        }
    }

    /// Marks made in overlapping and touching ranges come out as sorted, disjoint runs.
    func testCutRangesBecomeDisjointRuns() {
        var cuts = UnreachedCuts(count: 10)
        cuts.ranges = [5..<7, 1..<3, 2..<4, 7..<8, 9..<10]
        XCTAssertEqual(cuts.runs, [1..<4, 5..<8, 9..<10])
    }
}
