import DuobarModel

extension Rule {
    static let unstableOptOut = Rule(
        id: "unstable-opt-out",
        severity: .error,
        summary: "The vertical-bar decision depends on state or on navigation.",
        rationale: """
            Whether a screen uses the vertical bar must be a stable decision. One that changes with a \
            view's state, or that a pushed destination makes for its stack, moves every bar between the \
            side and the top and bottom as people navigate.
            """,
        remedy: """
            Decide once, with a single literal, at the root of the container (`NavigationStack`, the tab's \
            content) or in the view controller. To hide bars on one screen, use `toolbarVisibility(_:for:)`.
            """,
        triggering: [
            """
            PlayerView()
                .↓toolbarVerticalBehavior(isFullScreen ? .disabled : .automatic)
            """,
            """
            CanvasView()
                .↓toolbarVerticalBehavior(settings.barBehavior)
            """,
            """
            override var ↓preferredVerticalBarBehavior: UIVerticalBarBehavior {
                if isPlayingFullScreen { return .disabled }
                return .automatic
            }
            """,
            """
            override var ↓preferredVerticalBarBehavior: UIVerticalBarBehavior { barBehavior }
            """,
            """
            List(items) { item in
                NavigationLink(item.name) {
                    ItemDetail(item: item)
                        .↓toolbarVerticalBehavior(.automatic)
                }
            }
            """,
            """
            .navigationDestination(for: Photo.self) { photo in
                PhotoView(photo: photo).↓toolbarVerticalBehavior(.disabled)
            }
            """,
            """
            NavigationLink(destination: ScoreView().↓toolbarVerticalBehavior(.automatic)) {
                Label("Scores", systemImage: "list.number")
            }
            """,
        ],
        nonTriggering: [
            """
            NavigationStack {
                CalculatorView()
            }
            .toolbarVerticalBehavior(.disabled)
            """,
            """
            override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }
            """,
            """
            override var preferredVerticalBarBehavior: UIVerticalBarBehavior { super.preferredVerticalBarBehavior }
            """,
            """
            NavigationLink {
                DetailView()
            } label: {
                Label("Open", systemImage: "arrow.right").toolbarVerticalBehavior(.automatic)
            }
            """,
            """
            .sheet(isPresented: $showsPlayer) {
                PlayerView().toolbarVerticalBehavior(.disabled)
            }
            """,
            """
            let behavior = isFullScreen ? "disabled" : "automatic" // .toolbarVerticalBehavior(x)
            """,
        ],
        instead: """
            PlayerView()
                .toolbarVerticalBehavior(.automatic)
            """,
        exemptions: [
            "A single case literal (`.disabled`, `.automatic`) applied outside a navigation destination.",
            "`preferredVerticalBarBehavior` returning one literal, or `super`'s value.",
        ],
        // The modifier, and the UIKit override (`preferredVerticalBarBehavior`).
        markers: ["toolbarVerticalBehavior", "VerticalBarBehavior"],
        check: { model, findings in
            for optOut in model.optOuts {
                if case .varying = optOut.value {
                    let what = optOut.framework == .uiKit
                        ? "preferredVerticalBarBehavior depends on a condition or a stored value"
                        : ".toolbarVerticalBehavior depends on state"
                    findings.report(token: optOut.name, "\(what): the bars would move as it changes; decide once with a single literal")
                } else if optOut.inNavigationDestination && !optOut.inPresentation {
                    findings.report(token: optOut.name, ".toolbarVerticalBehavior inside a navigation destination flips the stack's bars as people navigate; decide once at the stack's root")
                }
            }
        }
    )
}
