import XCTest
import DuobarScanner
@testable import DuobarModel

/// Layout-direction comparisons that position a view (docs/model.md, "Layout direction").
final class LayoutDirectionTests: XCTestCase {
    /// Each use as `property → what it positions at which token`.
    func uses(_ source: String) -> [String] {
        let p = parse(source)
        return p.model.layoutDirectionUses().map { use in
            "\(p.text(use.comparison) ?? "") → \(use.positioning) \(p.text(use.at) ?? "")"
        }
    }

    func testATernaryInAPositioningArgument() {
        XCTAssertEqual(uses("ZStack(alignment: layoutDirection == .rightToLeft ? .bottomLeading : .bottomTrailing) { A() }"),
                       ["layoutDirection → alignment ZStack"])
        XCTAssertEqual(uses("Map().overlay(alignment: .rightToLeft == layoutDirection ? .topLeading : .topTrailing) { A() }"),
                       ["layoutDirection → alignment overlay"], "the comparison written the other way round")
        XCTAssertEqual(uses("Map().frame(maxWidth: .infinity, alignment: (layoutDirection == LayoutDirection.leftToRight) ? .trailing : .leading)"),
                       ["layoutDirection → alignment frame"])
        XCTAssertEqual(uses("Map().safeAreaInset(edge: layoutDirection == .leftToRight ? .trailing : .leading) { A() }"),
                       ["layoutDirection → safeAreaEdge safeAreaInset"])
        XCTAssertEqual(uses("Reader().padding(layoutDirection == .rightToLeft ? .leading : .trailing, 72)"),
                       ["layoutDirection → padding padding"])
        XCTAssertEqual(uses("Map().overlay(alignment: Alignment(horizontal: layoutDirection == .rightToLeft ? .leading : .trailing, vertical: .top)) { A() }"),
                       ["layoutDirection → alignment overlay"])
    }

    func testTextAlignmentTransitionsAndEnvironmentAreNotPositioning() {
        XCTAssertEqual(uses("""
            Text(x).multilineTextAlignment(layoutDirection == .rightToLeft ? .trailing : .leading)
            label.textAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
            button.semanticContentAttribute = effectiveUserInterfaceLayoutDirection == .leftToRight ? .forceRightToLeft : .forceLeftToRight
            Step().transition(.move(edge: layoutDirection == .leftToRight ? .leading : .trailing))
            Text(x).environment(\\.layoutDirection, .rightToLeft)
            Image(systemName: "arrow.right").scaleEffect(x: layoutDirection == .rightToLeft ? -1 : 1)
            """), [])
    }

    func testANameThatHoldsTheComparisonIsFollowedToItsUses() {
        XCTAssertEqual(uses("""
            struct S: View {
                private var isRightToLeft: Bool { layoutDirection == .rightToLeft }
                var body: some View { Map().overlay(alignment: isRightToLeft ? .topLeading : .topTrailing) { A() } }
            }
            """), ["layoutDirection → alignment overlay"])
        XCTAssertEqual(uses("""
            struct S: View {
                private var controls: HorizontalAlignment {
                    if layoutDirection == .rightToLeft { return .leading } else { return .trailing }
                }
                var body: some View { VStack(alignment: controls) { A() } }
            }
            """), ["layoutDirection → alignment VStack"])
        XCTAssertEqual(uses("""
            let leading: Edge = layoutDirection == .leftToRight ? .leading : .trailing
            Step().transition(.move(edge: leading))
            """), [], "a transition's edge")
    }

    func testBranchesThatPlaceAViewAgainstTheScreen() {
        XCTAssertEqual(uses("""
            if view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
                button.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor).isActive = true
            }
            """), ["effectiveUserInterfaceLayoutDirection → anchor leftAnchor"])
        XCTAssertEqual(uses("""
            switch UIApplication.shared.userInterfaceLayoutDirection {
            case .rightToLeft: panel.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            default: break
            }
            """), ["userInterfaceLayoutDirection → anchor leadingAnchor"])
        XCTAssertEqual(uses("""
            if layoutDirection == .rightToLeft { Button("A") { }.padding(.leading, 20) }
            """), ["layoutDirection → padding padding"])
    }

    func testAControlsOwnPartsACellAndInsetsAreLeftAlone() {
        XCTAssertEqual(uses("""
            let fromLeft = effectiveUserInterfaceLayoutDirection == .leftToRight
            if fromLeft { fade.leftAnchor.constraint(equalTo: mask.leftAnchor).isActive = true }
            """), [], "anchors between a control's own parts")
        XCTAssertEqual(uses("""
            final class Row: UITableViewCell {
                func place() {
                    if effectiveUserInterfaceLayoutDirection == .rightToLeft { icon.leadingAnchor.constraint(equalTo: superview!.leadingAnchor).isActive = true }
                }
            }
            """), [], "inside a cell")
        XCTAssertEqual(uses("""
            if self.view.effectiveUserInterfaceLayoutDirection == .rightToLeft { rightInset = 0; leftInset = 2 }
            """), [])
    }

    func testAChartsAxisAndOverlayAreLeftAlone() {
        XCTAssertEqual(uses("""
            Chart(points) { LineMark(x: .value("Day", $0.day), y: .value("Weight", $0.weight)) }
                .chartYAxis {
                    AxisMarks(position: .leading) { value in
                        AxisValueLabel {
                            Text(label(value)).padding(layoutDirection == .rightToLeft ? .trailing : .leading, 8)
                        }
                    }
                }
                .chartOverlay { proxy in Legend().frame(maxWidth: .infinity, alignment: layoutDirection == .rightToLeft ? .leading : .trailing) }
            Summary().padding(layoutDirection == .rightToLeft ? .leading : .trailing, 72)
            """), ["layoutDirection → padding padding"], "only the view placed outside the chart")
    }
}
