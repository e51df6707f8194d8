import DuobarEngine
import DuobarModel
import DuobarLayout

/// The bars of a run, ready to draw: each context's items turned into the layout's facts,
/// its tab bar found (in its own file, or in a `TabView` whose tab calls its view), and
/// laid out.
struct BarReport {
    struct Context {
        /// Global number, for anchors.
        var number: Int
        var path: String
        var snapshot: BarContextSnapshot
        var layout: BarLayout
        var tabBar: TabLink?
        /// The compression in force and where it is written.
        var compression: Compression
        var compressionSource: String?
        var capacity: Int
    }

    /// The tab bar a context shares the strip with.
    struct TabLink {
        /// Where the `TabView` is (path, line).
        var path: String
        var place: SourcePlace
        /// Its tabs, when they are written out.
        var tabs: [TabSnapshot]?
        /// The tab whose content holds or calls the context.
        var tab: Int?
        /// Found only as a UIKit type that sets `tabBarItem`: the tab bar controller is elsewhere.
        var uiKitTabBarItem: Bool
    }

    var contexts: [Context] = []

    init(_ files: [LintResult.PathBars]) {
        // Tabs by the view types their content calls, for toolbars declared in other files.
        var tabsByType: [String: [(file: Int, tabView: Int, tab: Int)]] = [:]
        for (f, file) in files.enumerated() {
            for (v, tabView) in file.bars.tabViews.enumerated() {
                for (t, tab) in (tabView.tabs ?? []).enumerated() {
                    for name in tab.calledTypes { tabsByType[name, default: []].append((f, v, t)) }
                }
            }
        }
        var number = 0
        for file in files {
            for snapshot in file.bars.contexts {
                var link: TabLink?
                var tabCompression: WrittenValue = .unset
                var tabSource: String?
                if snapshot.inPresentation {
                    // A sheet or cover is presented over the tab bar.
                } else if let place = snapshot.tab {
                    let tabView = file.bars.tabViews[place.tabView]
                    link = TabLink(path: file.path, place: tabView.place, tabs: tabView.tabs, tab: place.tab, uiKitTabBarItem: false)
                    if let tab = tabView.tabs?[place.tab] { tabCompression = tab.compression }
                    tabSource = file.path
                } else if snapshot.kind != .uiKit, let owner = snapshot.ownerType.split(separator: ".").last,
                          let found = tabsByType[String(owner)]?.first {
                    let other = files[found.file]
                    let tabView = other.bars.tabViews[found.tabView]
                    link = TabLink(path: other.path, place: tabView.place, tabs: tabView.tabs, tab: found.tab, uiKitTabBarItem: false)
                    if let tab = tabView.tabs?[found.tab] { tabCompression = tab.compression }
                    tabSource = other.path
                } else if snapshot.kind == .uiKit && snapshot.setsTabBarItem {
                    link = TabLink(path: file.path, place: snapshot.place, tabs: nil, tab: nil, uiKitTabBarItem: true)
                }
                // The context's own type decides first, then its tab's content.
                var written = snapshot.compression
                var source: String? = written.isWritten ? file.path : nil
                if !written.isWritten {
                    written = tabCompression
                    source = written.isWritten ? tabSource : nil
                }
                let compression = Compression(member: written.member, written: written.isWritten)
                let capacity = file.bars.capacity ?? BarLayout.defaultCapacity
                let tabBar = link.map { TabBarInput(tabs: $0.tabs?.count, compression: compression) }
                let layout = VerticalBar.layout(BarReport.layoutItems(snapshot), tabBar: tabBar, capacity: capacity)
                contexts.append(Context(number: number, path: file.path, snapshot: snapshot, layout: layout, tabBar: link,
                                        compression: compression, compressionSource: source, capacity: capacity))
                number += 1
            }
        }
    }

    /// The layout's facts for each item of a context; ids are indices into `snapshot.items`.
    static func layoutItems(_ snapshot: BarContextSnapshot) -> [LayoutItem] {
        snapshot.items.enumerated().map { k, item in
            LayoutItem(id: k, origin: origin(item), shape: shape(item),
                       axis: AxisBehavior(member: item.axisBehavior.member, written: item.axisBehavior.isWritten),
                       priority: VisibilityPriority(member: item.visibilityPriority.member, written: item.visibilityPriority.isWritten),
                       group: item.group,
                       branches: item.branches.map { BranchChoice(statement: $0.statement, branch: $0.branch) })
        }
    }

    static func origin(_ item: BarItemSnapshot) -> Origin {
        switch item.area {
        case .overflowMenu: return .overflowMenu
        case .keyboard: return .keyboard
        case .principal: return .title
        case .customBar, .systemBackButton: return .unknown
        case .bar: break
        }
        if item.framework == .uiKit { return Origin(uiKitPositions: item.positions) }
        return Origin(swiftUIPlacement: item.placement)
    }

    static func shape(_ item: BarItemSnapshot) -> LabelShape {
        if item.isSpacer { return .spacer }
        switch item.labelClass {
        case .both: return .both
        case .text: return .text
        case .image: return .image
        case .custom: return .custom
        case .conditional: return .conditional
        case .unknown: return .unknown
        }
    }
}
