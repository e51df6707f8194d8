import DuobarModel

extension Rule {
    static let layoutDirectionEdge = Rule(
        id: "layout-direction-edge",
        severity: .note,
        isOptIn: true,
        summary: "A view placed against its container or the screen by the layout direction rather than the vertical bar's edge.",
        rationale: """
            The vertical bar follows the hardware, not the reading direction: in a right-to-left language it \
            stays on the same side of the device. Floating controls placed on the trailing side "to keep \
            clear of the bar", or mirrored by comparing the layout direction, end up under the bar or far \
            from it once the language changes. Only the bar's edge says where the bar is.
            """,
        remedy: """
            Place the view by the edge the system reports: `@Environment(\\.toolbarVerticalEdge)` in SwiftUI \
            (`barEdge == .trailing ? .bottomLeading : .bottomTrailing`), `traitCollection.verticalBarEdge` in \
            UIKit. Keep the layout direction for what really follows reading order: text and its alignment.
            """,
        triggering: [
            """
            struct VoiceMemoScreen: View {
                @Environment(\\.layoutDirection) private var layoutDirection
                var body: some View {
                    ZStack(alignment: ↓layoutDirection == .rightToLeft ? .bottomLeading : .bottomTrailing) {
                        WaveformView()
                        RecordButton().padding()
                    }
                }
            }
            """,
            """
            struct PhotoScreen: View {
                @Environment(\\.layoutDirection) private var layoutDirection
                private var isRightToLeft: Bool { ↓layoutDirection == .rightToLeft }

                var body: some View {
                    PhotoCanvas()
                        .overlay(alignment: isRightToLeft ? .topLeading : .topTrailing) {
                            ZoomControls()
                        }
                }
            }
            """,
            """
            MapView()
                .safeAreaInset(edge: ↓layoutDirection == .leftToRight ? .trailing : .leading) {
                    LayerPicker()
                }
            """,
            """
            ReaderView()
                .padding(↓layoutDirection == .rightToLeft ? .leading : .trailing, 72)
            """,
            """
            override func viewDidLoad() {
                super.viewDidLoad()
                if view.↓effectiveUserInterfaceLayoutDirection == .rightToLeft {
                    recordButton.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor, constant: 16).isActive = true
                } else {
                    recordButton.rightAnchor.constraint(equalTo: view.safeAreaLayoutGuide.rightAnchor, constant: -16).isActive = true
                }
            }
            """,
            """
            struct TimerScreen: View {
                @Environment(\\.layoutDirection) private var layoutDirection
                private var controlsAlignment: HorizontalAlignment {
                    ↓layoutDirection == .rightToLeft ? .leading : .trailing
                }

                var body: some View {
                    VStack(alignment: controlsAlignment) {
                        CountdownDial()
                        StartButton()
                    }
                }
            }
            """,
            """
            func placePanel() {
                switch UIApplication.shared.↓userInterfaceLayoutDirection {
                case .rightToLeft:
                    panel.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                default:
                    panel.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                }
            }
            """,
        ],
        nonTriggering: [
            """
            Chart(entries) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
                .chartYAxis {
                    AxisMarks(position: .leading) { value in
                        AxisValueLabel { Text(format(value)).padding(layoutDirection == .rightToLeft ? .trailing : .leading, 6) }
                    }
                }
            """,
            """
            Text(note.body)
                .multilineTextAlignment(layoutDirection == .rightToLeft ? .trailing : .leading)
            titleLabel.textAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
            sortButton.semanticContentAttribute = effectiveUserInterfaceLayoutDirection == .leftToRight ? .forceRightToLeft : .forceLeftToRight
            """,
            """
            struct StepsView: View {
                @Environment(\\.layoutDirection) private var layoutDirection
                var body: some View {
                    let leading: Edge = layoutDirection == .leftToRight ? .leading : .trailing
                    StepContent()
                        .transition(.move(edge: leading))
                }
            }
            """,
            """
            final class ContactCell: UITableViewCell {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
                        avatarView.frame.origin.x = bounds.width - 56
                        badgeView.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor).isActive = true
                    }
                }
            }
            """,
            """
            struct VoiceMemoScreen: View {
                @Environment(\\.toolbarVerticalEdge) private var barEdge
                var body: some View {
                    ZStack(alignment: barEdge == .trailing ? .bottomLeading : .bottomTrailing) {
                        WaveformView()
                        RecordButton().padding()
                    }
                }
            }
            """,
            """
            Image(systemName: "arrow.right")
                .scaleEffect(x: layoutDirection == .rightToLeft ? -1 : 1)
            EmojiText(content)
                .environment(\\.layoutDirection, isRightToLeft ? .rightToLeft : .leftToRight)
            """,
            """
            func makeFadeMask(leading: Bool) -> UIView {
                let fadesFromLeft = (effectiveUserInterfaceLayoutDirection == .leftToRight) ? leading : !leading
                let mask = UIView(frame: bounds)
                let fade = GradientView()
                mask.addSubview(fade)
                if fadesFromLeft {
                    fade.leftAnchor.constraint(equalTo: mask.leftAnchor).isActive = true
                } else {
                    fade.rightAnchor.constraint(equalTo: mask.rightAnchor).isActive = true
                }
                return mask
            }
            """,
            """
            // ZStack(alignment: layoutDirection == .rightToLeft ? .bottomLeading : .bottomTrailing)
            let hint = "padding(layoutDirection == .rightToLeft ? .leading : .trailing)"
            """,
            """
            #if os(macOS)
            Canvas { _, _ in }
                .overlay(alignment: layoutDirection == .rightToLeft ? .topLeading : .topTrailing) { Inspector() }
            #endif
            """,
        ],
        instead: """
            struct VoiceMemoScreen: View {
                @Environment(\\.toolbarVerticalEdge) private var barEdge
                var body: some View {
                    ZStack(alignment: barEdge == .trailing ? .bottomLeading : .bottomTrailing) {
                        WaveformView()
                        RecordButton().padding()
                    }
                }
            }
            """,
        exemptions: [
            "Text alignment (`.multilineTextAlignment`, `textAlignment`), `semanticContentAttribute`, `.environment(\\.layoutDirection, …)` and mirrored symbols.",
            "Transitions (`.move(edge:)`, `.transition`), frame arithmetic, and constraints between a control's own parts (not against a view controller's `view`, a layout guide, a `superview` or the window).",
            "Code inside a table or collection cell (a type named or inheriting `…Cell`, a reusable view): it is placed relative to the cell.",
            "Code inside a Swift Charts axis, overlay or background (`.chartYAxis`, `AxisMarks`, `AxisValueLabel`, `.chartOverlay`, `.chartBackground`): it is placed relative to the chart.",
            "Off unless enabled: `--enable layout-direction-edge`, or the config's `rules`.",
        ],
        markers: ["ayoutDirection"],
        check: { model, findings in
            let code = model.code
            for use in model.layoutDirectionUses() {
                // A modifier by its dotted name (`.overlay`), a view by its type (`ZStack`).
                let callee = (code.isKind(use.at - 1, .dot) ? "." : "") + code.string(use.at)
                let what: String
                switch use.positioning {
                case .alignment: what = "the alignment of \(callee)"
                case .safeAreaEdge: what = "the edge of \(callee)"
                case .padding: what = "which side gets padding"
                case .anchor: what = "a constraint on \(code.string(use.at))"
                }
                findings.report(token: use.comparison, "the layout direction decides \(what), but the vertical bar stays on the same side of the device in right-to-left languages; place the view by toolbarVerticalEdge (UIKit: traitCollection.verticalBarEdge)")
            }
        }
    )
}
