import DuobarModel

extension Rule {
    static let verticalOptOut = Rule(
        id: "vertical-opt-out",
        severity: .warning,
        summary: "The screen opts out of the vertical bar.",
        rationale: """
            Opting out brings back horizontal bars at the top and bottom, taking height from content on a \
            display that has little. It is right only for a few layouts, such as a calculator-like single \
            page or full-screen media with toolbar controls.
            """,
        remedy: """
            Keep the vertical bar. If this screen is one of the few that need horizontal bars, keep the \
            opt-out with a suppression that gives the reason: \
            `// duobar-lint:disable:next vertical-opt-out -- full-screen video controls`.
            """,
        triggering: [
            """
            NavigationStack {
                CalculatorView()
                    .↓toolbarVerticalBehavior(.disabled)
            }
            """,
            """
            final class CalculatorViewController: UIViewController {
                override var ↓preferredVerticalBarBehavior: UIVerticalBarBehavior {
                    .disabled
                }
            }
            """,
            """
            final class PlayerViewController: UIViewController {
                override var ↓preferredVerticalBarBehavior: UIVerticalBarBehavior { return .disabled }
            }
            """,
            """
            TabView {
                Tab("Keypad", systemImage: "circle.grid.3x3") {
                    KeypadView().↓toolbarVerticalBehavior(ToolbarVerticalBehavior.disabled)
                }
            }
            """,
            """
            override var ↓preferredVerticalBarBehavior: UIVerticalBarBehavior {
                get { .disabled }
            }
            """,
            """
            NavigationStack { PlayerView() }
                #if os(iOS)
                .↓toolbarVerticalBehavior(.disabled)
                #endif
            """,
        ],
        nonTriggering: [
            """
            .sheet(isPresented: $showsHelp) {
                HelpView()
                    .toolbarVerticalBehavior(.disabled)
            }
            """,
            """
            .fullScreenCover(item: $photo) { photo in
                PhotoViewer(photo: photo).toolbarVerticalBehavior(.disabled)
            }
            """,
            """
            NavigationStack { AgendaView() }
                .toolbarVerticalBehavior(.automatic)
            """,
            """
            override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .automatic }
            """,
            """
            // Calculator screens use .toolbarVerticalBehavior(.disabled) to keep horizontal bars.
            let hint = "call .toolbarVerticalBehavior(.disabled) only for calculator-like layouts"
            """,
            """
            #if os(macOS)
            NavigationStack { CalculatorView() }.toolbarVerticalBehavior(.disabled)
            #endif
            """,
        ],
        instead: """
            NavigationStack {
                CalculatorView()
            }
            """,
        exemptions: [
            "Opt-outs applied inside the content of `.sheet`, `.fullScreenCover` or `.popover`: those screens have no shared bar to keep.",
            "`.automatic` and `preferredVerticalBarBehavior` returning `.automatic`.",
        ],
        // The modifier, and the UIKit override (`preferredVerticalBarBehavior`).
        markers: ["toolbarVerticalBehavior", "VerticalBarBehavior"],
        check: { model, findings in
            for optOut in model.optOuts where optOut.isDisabledLiteral && !optOut.inPresentation {
                findings.report(token: optOut.name, "opts out of the vertical bar; right only for calculator-like or full-screen media layouts: keep it with a suppression that gives the reason")
            }
        }
    )
}
