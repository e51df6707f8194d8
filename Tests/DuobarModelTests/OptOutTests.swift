import XCTest
import DuobarScanner
@testable import DuobarModel

/// `vertical-opt-out` / `unstable-opt-out`: what the model records about each decision.
final class OptOutTests: XCTestCase {
    enum V: Equatable {
        case literal(String)
        case varying
    }

    struct O: Equatable {
        var value: V
        var disabled: Bool
        var presentation: Bool
        var destination: Bool
    }

    func optOuts(_ p: Parsed) -> [O] {
        p.model.optOuts.map { o in
            let v: V
            switch o.value {
            case .literal(let t): v = .literal(p.text(t) ?? "?")
            case .varying: v = .varying
            }
            return O(value: v, disabled: o.isDisabledLiteral, presentation: o.inPresentation, destination: o.inNavigationDestination)
        }
    }

    // MARK: SwiftUI values

    func testLiteralValues() {
        let p = parse("""
            CalculatorView()
                .toolbarVerticalBehavior(.disabled)
            PlayerView().toolbarVerticalBehavior(.automatic)
            GameView().toolbarVerticalBehavior(ToolbarVerticalBehavior.disabled)
            """)
        XCTAssertEqual(optOuts(p), [
            O(value: .literal("disabled"), disabled: true, presentation: false, destination: false),
            O(value: .literal("automatic"), disabled: false, presentation: false, destination: false),
            O(value: .literal("disabled"), disabled: true, presentation: false, destination: false),
        ])
        let m = p.model
        XCTAssertEqual(m.optOuts.map(\.framework), [.swiftUI, .swiftUI, .swiftUI])
        XCTAssertEqual(m.optOuts.first?.name, p.token("toolbarVerticalBehavior"))
    }

    func testVaryingValues() {
        let p = parse("""
            A().toolbarVerticalBehavior(isCalculator ? .disabled : .automatic)
            B().toolbarVerticalBehavior(behavior)
            C().toolbarVerticalBehavior(settings.behavior)
            D().toolbarVerticalBehavior(compact ? ToolbarVerticalBehavior.disabled : .automatic)
            """)
        XCTAssertEqual(optOuts(p).map(\.value), [.varying, .varying, .varying, .varying])
        XCTAssertEqual(optOuts(p).map(\.disabled), [false, false, false, false])
    }

    // MARK: Presentations

    func testInsidePresentations() {
        let p = parse("""
            Root()
                .sheet(isPresented: $showCalculator) {
                    CalculatorView().toolbarVerticalBehavior(.disabled)
                }
                .fullScreenCover(item: $video) { video in
                    Player(video)
                        .toolbarVerticalBehavior(.disabled)
                }
                .popover(isPresented: $showPad, content: {
                    Pad().toolbarVerticalBehavior(.disabled)
                })
                .toolbarVerticalBehavior(.disabled)
            """)
        XCTAssertEqual(optOuts(p).map(\.presentation), [true, true, true, false])
        XCTAssertEqual(optOuts(p).map(\.destination), [false, false, false, false])
    }

    // MARK: Navigation destinations

    func testNavigationDestinationModifier() {
        let p = parse("""
            List { }
                .navigationDestination(for: Item.self) { item in
                    Detail(item).toolbarVerticalBehavior(.disabled)
                }
                .navigationDestination(isPresented: $showCalc) {
                    Calc().toolbarVerticalBehavior(.automatic)
                }
            """)
        XCTAssertEqual(optOuts(p), [
            O(value: .literal("disabled"), disabled: true, presentation: false, destination: true),
            O(value: .literal("automatic"), disabled: false, presentation: false, destination: true),
        ])
    }

    func testNavigationLinkTrailingDestinationButNotLabel() {
        let p = parse("""
            NavigationLink {
                Calc().toolbarVerticalBehavior(.disabled)
            } label: {
                Text("Open").toolbarVerticalBehavior(.disabled)
            }
            NavigationLink("Open") {
                Calc().toolbarVerticalBehavior(.disabled)
            }
            NavigationLink(value: Route.calc) {
                Text("Open").toolbarVerticalBehavior(.disabled)
            }
            """)
        XCTAssertEqual(optOuts(p).map(\.destination), [true, false, true, false])
    }

    func testNavigationLinkDestinationArgument() {
        let p = parse("""
            NavigationLink(destination: Calc().toolbarVerticalBehavior(.disabled)) {
                Text("Open").toolbarVerticalBehavior(.disabled)
            }
            NavigationLink(destination: { Calc().toolbarVerticalBehavior(.disabled) }, label: { Text("Open") })
            """)
        XCTAssertEqual(optOuts(p).map(\.destination), [true, false, true])
    }

    func testClosureOwner() {
        let p = parse(#"NavigationLink { A() } label: { B() }; NavigationLink(destination: { C() }) ; f(x) { D() }; [1].map { E() }"#)
        func owner(_ brace: Int) -> String? {
            p.code.closureOwner(p.token("{", brace)).map { (p.text($0.call) ?? "?") + " " + (p.text($0.label) ?? "-") }
        }
        XCTAssertEqual(owner(0), "NavigationLink -", "the first trailing closure has no label")
        XCTAssertEqual(owner(1), "NavigationLink label")
        XCTAssertEqual(owner(2), "NavigationLink destination")
        XCTAssertEqual(owner(3), "f -")
        XCTAssertEqual(owner(4), "map -")
        XCTAssertNil(p.code.closureOwner(0), "not a closure")
    }

    // MARK: UIKit

    func uikit(_ getter: String) -> Parsed {
        parse("""
            final class CalculatorViewController: UIViewController {
                override var preferredVerticalBarBehavior: UIVerticalBarBehavior \(getter)
            }
            """)
    }

    func testPreferredVerticalBarBehaviorLiteralForms() {
        for getter in ["{ .disabled }", "{ return .disabled }", "{ get { .disabled } }", "{ get { return .disabled } }",
                       "{ UIVerticalBarBehavior.disabled }"] {
            let p = uikit(getter)
            XCTAssertEqual(optOuts(p), [O(value: .literal("disabled"), disabled: true, presentation: false, destination: false)], getter)
            XCTAssertEqual(p.model.optOuts.first?.framework, .uiKit, getter)
            XCTAssertEqual(p.model.optOuts.first?.name, p.token("preferredVerticalBarBehavior"), getter)
        }
        let automatic = uikit("{ .automatic }")
        XCTAssertEqual(optOuts(automatic), [O(value: .literal("automatic"), disabled: false, presentation: false, destination: false)])
    }

    func testPreferredVerticalBarBehaviorVaryingForms() {
        for getter in ["{ isCompact ? .disabled : .automatic }",
                       "{\n if showsKeypad { return .disabled }\n return .automatic\n }",
                       "{ behavior }",
                       "{ get { storedBehavior } }",
                       "{ return mode == .calc ? .disabled : .automatic }"] {
            let p = uikit(getter)
            XCTAssertEqual(optOuts(p), [O(value: .varying, disabled: false, presentation: false, destination: false)], getter)
        }
    }

    func testSuperCallAndReadsAreNotDecisions() {
        XCTAssertEqual(optOuts(uikit("{ super.preferredVerticalBarBehavior }")), [])
        let p = parse("""
            let current = controller.preferredVerticalBarBehavior
            if vc.preferredVerticalBarBehavior == .disabled { }
            """)
        XCTAssertEqual(optOuts(p), [])
    }
}
