import DuobarModel

extension Rule {
    static let verticalCustomViewNotAdaptive = Rule(
        id: "vertical-custom-view-not-adaptive",
        severity: .note,
        summary: "A custom view sent to the vertical bar that has no vertical form of its own.",
        rationale: """
            `.axisBehavior(.verticalPreferred)` lets a custom view onto the vertical bar, which is as wide as \
            one symbol. A view that lines several things up side by side, or shows text, was laid out for a \
            horizontal bar: in the vertical one it is squeezed, clipped or shrunk. Only a view that knows \
            where it is can switch to a compact form, and it learns that from the bar's edge.
            """,
        remedy: """
            In the view, read `@Environment(\\.toolbarVerticalEdge)` (UIKit: `traitCollection.verticalBarEdge`); \
            when it is not nil, show a compact form: the symbol alone, or the parts stacked vertically with \
            short text. A compact overlay (a ring, a single image) fits as it is and needs nothing.
            """,
        triggering: [
            """
            struct StreakBadge: View {
                let days: Int
                var body: some View {
                    HStack(spacing: 4) {
                        Image(systemName: "flame.fill")
                        Text("\\(days) days")
                    }
                }
            }

            struct HabitsScreen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            ↓StreakBadge(days: streak)
                        }
                        .axisBehavior(.verticalPreferred)
                    }
                }
            }
            """,
            """
            struct StopDots: View {
                let stops: [Stop]
                var body: some View {
                    HStack {
                        ForEach(stops) { stop in
                            Circle().fill(stop.isVisited ? .green : .gray).frame(width: 6, height: 6)
                        }
                    }
                }
            }

            struct RouteScreen: View {
                var body: some View {
                    Map().toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            ↓StopDots(stops: route.stops)
                            Button("Next Stop", systemImage: "arrow.right") { advance() }
                        }
                        .axisBehavior(.verticalPreferred)
                    }
                }
            }
            """,
            """
            struct TimerChip: View {
                var body: some View { TimerChipContent().padding(4) }
            }

            struct TimerChipContent: View {
                @State private var remaining = 90
                var body: some View {
                    HStack {
                        Image(systemName: "timer")
                        Text("\\(remaining) s").monospacedDigit()
                    }
                }
            }

            struct WorkoutScreen: View {
                var body: some View {
                    Text("Plank").toolbar {
                        ToolbarItem {
                            Button { pause() } label: { ↓TimerChip() }
                        }
                        .axisBehavior(.verticalPreferred)
                    }
                }
            }
            """,
            """
            struct InboxScreen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem { ↓syncStatus }
                            .axisBehavior(.verticalPreferred)
                    }
                }

                private var syncStatus: some View {
                    VStack {
                        ProgressView(value: progress)
                        Text(lastSync, style: .relative)
                    }
                }
            }
            """,
            """
            final class PlaybackSpeedControl: UIView {
                private let slower = UIButton(type: .system)
                private let faster = UIButton(type: .system)
                private lazy var stack = UIStackView(arrangedSubviews: [slower, faster])
            }

            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let speed = ↓UIBarButtonItem(customView: PlaybackSpeedControl())
                    speed.axisBehavior = .verticalPreferred
                    navigationItem.rightBarButtonItems = [speed]
                }
            }
            """,
            """
            final class UploadStatusView: UIView {
                private let label = UILabel()
                private let spinner = UIActivityIndicatorView(style: .medium)
            }

            final class UploadsViewController: UIViewController {
                private lazy var status = UploadStatusView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let item = ↓UIBarButtonItem(customView: status)
                    item.axisBehavior = .verticalPreferred
                    toolbarItems = [item]
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct FilterPanel: View {
                @Environment(\\.toolbarVerticalEdge) private var verticalEdge
                var body: some View {
                    HStack {
                        Image(systemName: "line.3.horizontal.decrease")
                        if verticalEdge == nil { Text("Filters") }
                    }
                }
            }

            struct CatalogScreen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem { FilterPanel() }
                            .axisBehavior(.verticalPreferred)
                    }
                }
            }
            """,
            """
            struct SyncRing: View {
                let progress: Double
                var body: some View {
                    ZStack {
                        Circle().stroke(.quaternary, lineWidth: 3)
                        Circle().trim(from: 0, to: progress).stroke(.tint, lineWidth: 3)
                        Image(systemName: "arrow.triangle.2.circlepath").imageScale(.small)
                    }
                    .accessibilityLabel(Text("Syncing"))
                }
            }

            struct LibraryScreen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem { SyncRing(progress: syncProgress) }
                            .axisBehavior(.verticalPreferred)
                    }
                }
            }
            """,
            """
            struct ScoreView: View {
                var body: some View {
                    ViewThatFits {
                        HStack { Image(systemName: "star.fill"); Text("\\(points) points") }
                        Image(systemName: "star.fill")
                    }
                }
            }

            struct GameScreen: View {
                var body: some View {
                    Canvas { _, _ in }.toolbar {
                        ToolbarItem { ScoreView() }.axisBehavior(.verticalPreferred)
                        ToolbarItem { StreakBadge(days: streak) }.axisBehavior(.horizontalOnly)
                        ToolbarItem(placement: .keyboard) { StreakBadge(days: streak) }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem { WeatherChip(forecast: forecast) }
                    .axisBehavior(.verticalPreferred)
            }
            """,
            """
            final class PlaybackSpeedControl: UIView {
                private let label = UILabel()
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    label.isHidden = traitCollection.verticalBarEdge != .unspecified
                }
            }

            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let speed = UIBarButtonItem(customView: PlaybackSpeedControl())
                    speed.axisBehavior = .verticalPreferred
                    navigationItem.rightBarButtonItem = speed
                }
            }
            """,
            """
            // ToolbarItem { StreakBadge(days: streak) }.axisBehavior(.verticalPreferred)
            let hint = "UIBarButtonItem(customView: PlaybackSpeedControl()) with .verticalPreferred"
            """,
            """
            #if os(macOS)
            struct StatusChip: View {
                var body: some View { HStack { Image(systemName: "wifi"); Text("Online") } }
            }
            struct Sidebar: View {
                var body: some View {
                    List { }.toolbar { ToolbarItem { StatusChip() }.axisBehavior(.verticalPreferred) }
                }
            }
            #endif
            """,
        ],
        instead: """
            struct StreakBadge: View {
                @Environment(\\.toolbarVerticalEdge) private var verticalEdge
                let days: Int
                var body: some View {
                    if verticalEdge == nil {
                        HStack(spacing: 4) {
                            Image(systemName: "flame.fill")
                            Text("\\(days) days")
                        }
                    } else {
                        Image(systemName: "flame.fill")
                            .accessibilityLabel("\\(days) days")
                    }
                }
            }

            struct HabitsScreen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            StreakBadge(days: streak)
                        }
                        .axisBehavior(.verticalPreferred)
                    }
                }
            }
            """,
        exemptions: [
            "Views that read `toolbarVerticalEdge` / `verticalBarEdge`, or pick a form with `ViewThatFits`.",
            "A compact view: an overlay of shapes (`ZStack`), one image, a single view in a stack.",
            "Types the scanned files do not declare (a package's, or named in the config's `views`), and UIKit classes declared only in files the pre-check skips.",
            "Items without `.verticalPreferred` (`custom-view-item` covers those), keyboard toolbars and title content.",
        ],
        markers: ["axisBehavior"],
        check: { model, findings in
            let code = model.code
            for item in model.items where item.area == .bar && item.label.labelClass == .custom {
                guard let member = item.axisBehaviorMember, code.isWord(member, "verticalPreferred"),
                      let traits = model.customViewTraits(item), traits.contains(.rearranges), !traits.contains(.adapts),
                      let type = model.customViewTypeName(item) else { continue }
                if item.framework == .uiKit {
                    findings.report(item.control, "custom view \(type) is sent to the vertical bar (.verticalPreferred) but never reads traitCollection.verticalBarEdge to fit its label or arranged subviews into the bar's fixed width; give it a compact form (the symbol alone, or stacked) when verticalBarEdge is set")
                } else if let view = item.label.viewType {
                    findings.report(token: view, "\(type) is sent to the vertical bar (.verticalPreferred) but never reads toolbarVerticalEdge to fit its text or row of views into the bar's fixed width; give it a compact form (the symbol alone, or stacked) when toolbarVerticalEdge is not nil")
                }
            }
        }
    )
}
