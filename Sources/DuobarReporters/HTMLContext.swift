import DuobarEngine
import DuobarModel
import DuobarLayout

/// One toolbar context on the page: what the source tells about it, today's bars, the
/// vertical bar, the overflow menu, what is not shown, and a table of its items.
struct ContextDrawing {
    let page: Page
    let context: BarReport.Context
    /// For each item, the findings (indices into the page's list) that point at it.
    let itemFindings: [[Int]]
    /// Findings about the context itself.
    let own: [Int]

    var snapshot: BarContextSnapshot { context.snapshot }
    var layout: BarLayout { context.layout }
    func e(_ text: String) -> String { HTMLText.escape(text) }

    /// How a list names an item: its title, else its symbol, else what it is.
    func name(_ id: Int) -> String {
        let item = snapshot.items[id]
        if let title = item.title, !title.isEmpty { return title }
        return item.symbol ?? item.customName ?? item.control
    }

    /// The two lines of an item's tile: what shows (symbol, custom view, text) and what it is called.
    func tileLines(_ id: Int) -> (String, String, isSymbol: Bool) {
        let item = snapshot.items[id]
        let title = item.title.map { $0.isEmpty ? "(empty title)" : $0 } ?? "no title"
        if item.isSpacer { return (item.control, "spacer", false) }
        if let symbol = item.symbol { return (symbol, title, true) }
        switch item.labelClass {
        case .custom: return (item.customName ?? item.control, item.title ?? "custom view", false)
        case .text: return (item.title ?? item.control, "text only", false)
        case .image: return ("image", title, false)
        case .both where item.isSystemProvided: return (item.control, item.title ?? "system-provided", false)
        case .both: return ("symbol unknown", title, false)
        case .conditional: return (item.title ?? item.control, "changes with state", false)
        case .unknown: return (item.title ?? item.control, "label unknown", false)
        }
    }

    func write(into out: inout String) {
        let n = context.number
        out += "<article class=\"ctx\" id=\"c\(n)\" data-context=\"\(e(page.contextTitle(snapshot)))\">\n"
        out += "<h3>\(e(page.contextTitle(snapshot))) "
        out += "<a class=\"src\" href=\"\(page.href(context.path, snapshot.place.line))\">\(e(FilePaths.name(of: context.path))):\(snapshot.place.line)</a></h3>\n"
        facts(&out)
        for d in own { out += page.finding(d) + "\n" }
        out += "<div class=\"row\">\n"
        out += "<figure class=\"today\"><figcaption>Today: horizontal bars</figcaption>\n"
        out += HorizontalDrawing(drawing: self).svg()
        out += "</figure>\n"
        out += "<figure class=\"duo\"><figcaption>iPhone Duo, outer display: vertical bar</figcaption>\n"
        out += VerticalDrawing(drawing: self).svg()
        out += "</figure>\n"
        side(&out)
        out += "</div>\n"
        table(&out)
        out += "</article>\n"
    }

    // MARK: Facts

    func facts(_ out: inout String) {
        out += "<ul class=\"facts\">\n"
        // Tab bar.
        if let link = context.tabBar {
            if link.uiKitTabBarItem {
                out += "<li>Tab bar: this type sets <code>tabBarItem</code>, so it is a tab of a tab bar controller; "
                out += "its tabs are <span class=\"unknown\">unknown</span> here.</li>\n"
            } else {
                let tabName = link.tab.flatMap { t in link.tabs?[t].title }.map { " (tab “\(e($0))”)" } ?? ""
                let count = link.tabs.map { tabs in "\(tabs.count) tab\(tabs.count == 1 ? "" : "s")" } ?? "<span class=\"unknown\">unknown</span> number of tabs"
                out += "<li>Tab bar: shares the strip with the <code>TabView</code> at "
                out += "<a href=\"\(page.href(link.path, link.place.line))\">\(e(FilePaths.name(of: link.path))):\(link.place.line)</a>\(tabName), \(count).</li>\n"
            }
            out += "<li>Compression: "
            switch context.compression {
            case .unset: out += "not written, so the system's default: the tab bar stays and toolbar items overflow first."
            case .automatic: out += "<code>.automatic</code>: the system's default, the tab bar stays and toolbar items overflow first."
            case .prefersTabBar: out += "<code>.prefersTabBar</code>: the tab bar stays; toolbar items overflow first."
            case .prefersToolbarItems: out += "<code>.prefersToolbarItems</code>: the tab bar compresses into one control before toolbar items overflow."
            case .unknown: out += "written, but its value is <span class=\"unknown\">unknown</span> here; drawn as the default."
            }
            if let source = context.compressionSource { out += " (in \(e(FilePaths.name(of: source))))" }
            out += "</li>\n"
        } else if snapshot.inPresentation {
            out += "<li>Presented (<code>.sheet</code>, <code>.fullScreenCover</code> or <code>.popover</code>): no tab bar shares its strip.</li>\n"
        } else if snapshot.kind == .uiKit {
            out += "<li>Tab bar: <span class=\"unknown\">unknown</span>; whether a tab bar controller holds this screen is not in the source here.</li>\n"
        } else {
            out += "<li>Tab bar: no <code>TabView</code> found around it (in its file, or calling its view from a tab); "
            out += "one reached through other views is not followed.</li>\n"
        }
        // Opt-out.
        switch snapshot.optOut {
        case .unset: break
        case .member(let value) where value == "disabled":
            out += "<li><strong>Opts out</strong> of the vertical bar: on iPhone Duo this screen keeps horizontal bars. "
            out += "The vertical bar is drawn for comparison.</li>\n"
        case .member(let value):
            out += "<li>Vertical-bar behaviour <code>.\(e(value))</code>.</li>\n"
        case .unreadable:
            out += "<li>The vertical-bar behaviour changes with state: <span class=\"unknown\">unknown</span>; drawn as when the vertical bar is on.</li>\n"
        }
        if !snapshot.references.isEmpty {
            out += "<li>Also shows toolbar content drawn on its own: \(snapshot.references.map { "<code>\(e($0))</code>" }.joined(separator: ", ")).</li>\n"
        }
        if let back = snapshot.backTitle { out += "<li>Back button title: “\(e(back))”.</li>\n" }
        let slots = layout.tabBar.map { _ in "\(layout.toolbarSlots) of \(layout.capacity) slots left to the toolbar by the tab bar" }
            ?? "\(layout.capacity) slots"
        out += "<li>Outer display bar: \(slots)\(layout.overflowIsLowerBound ? "; with the tab count unknown, at least this much overflows" : "").</li>\n"
        out += "</ul>\n"
    }

    // MARK: Beside the drawings

    func side(_ out: inout String) {
        out += "<div class=\"side\">\n"
        out += "<h4>Overflow menu “…”</h4>\n"
        if layout.overflowMenu.isEmpty {
            out += "<p class=\"why\">Empty: everything fits.</p>\n"
        } else {
            out += "<ol class=\"menu\">\n"
            for entry in layout.overflowMenu {
                let item = snapshot.items[entry.id]
                out += "<li data-title=\"\(e(name(entry.id)))\">\(e(name(entry.id)))"
                if let symbol = item.symbol { out += " <code>\(e(symbol))</code>" }
                if let rank = entry.rank {
                    out += " <span class=\"rank\">overflows \(ordinal(rank))</span>"
                } else {
                    out += " <span class=\"why\">always here</span>"
                }
                out += "</li>\n"
            }
            out += "</ol>\n"
        }
        let gone = layout.apart.filter(\.vanishes)
        out += "<h4>Not shown on the outer display</h4>\n"
        if gone.isEmpty {
            out += "<p class=\"why\">Nothing is lost.</p>\n"
        } else {
            out += "<ul class=\"vanished\">\n"
            for entry in gone {
                out += "<li class=\"gone\" data-title=\"\(e(name(entry.id)))\"><span class=\"name\">\(e(name(entry.id)))</span> "
                out += "<span class=\"why\">\(reason(entry.reason))</span>"
                for d in itemFindings[entry.id] { out += page.finding(d) }
                out += "</li>\n"
            }
            out += "</ul>\n"
        }
        let elsewhere = layout.apart.filter { !$0.vanishes }
        if !elsewhere.isEmpty {
            out += "<h4>Elsewhere</h4>\n<ul>\n"
            for entry in elsewhere {
                out += "<li data-title=\"\(e(name(entry.id)))\">\(e(name(entry.id))) <span class=\"why\">\(reason(entry.reason))</span></li>\n"
            }
            out += "</ul>\n"
        }
        if !layout.otherStates.isEmpty {
            out += "<h4>In other states</h4>\n<p class=\"why\">Drawn is the state with the most items; these are shown instead in others:</p>\n<ul>\n"
            for id in layout.otherStates { out += "<li data-title=\"\(e(name(id)))\">\(e(name(id)))</li>\n" }
            out += "</ul>\n"
        }
        out += "</div>\n"
    }

    func reason(_ reason: BarLayout.ApartReason) -> String {
        switch reason {
        case .textOnly: return "text only: stays on horizontal bars, and the outer display has none"
        case .customView: return "a custom view without <code>.verticalPreferred</code>: stays on horizontal bars"
        case .horizontalOnly: return "<code>.horizontalOnly</code>: not shown where no horizontal bar exists"
        case .spacer: return "a spacer: collapses to nothing on the vertical axis"
        case .title: return "title content: where it goes on the vertical bar is <span class=\"unknown\">unknown</span>"
        case .keyboard: return "stays with the keyboard, never vertical"
        case .placementUnknown: return "placement <span class=\"unknown\">unknown</span> (chosen at run time, or not in this file)"
        }
    }

    func ordinal(_ n: Int) -> String {
        let suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
        return "\(n)\(suffix)"
    }

    // MARK: The items

    /// Where the item ends up on the outer display, in words.
    func outcome(_ id: Int) -> String {
        if let entry = layout.overflowMenu.first(where: { $0.id == id }) {
            return entry.rank.map { "overflow menu (overflows \(ordinal($0)))" } ?? "overflow menu"
        }
        for section in layout.sections where section.items.contains(id) {
            let position = (layout.verticalItems.firstIndex(of: id) ?? 0) + 1
            let kind: String
            switch section.kind {
            case .navigation: kind = "navigation"
            case .prominent: kind = snapshot.items[id].placement == "topBarPinnedTrailing"
                || snapshot.items[id].positions.contains("pinnedTrailingGroup") ? "pinned prominent action" : "prominent action"
            case .topBar: kind = "from the top bar"
            case .bottomBar: kind = "from the bottom bar"
            }
            return "vertical bar #\(position), \(kind)\(layout.uncertain.contains(id) ? ", <span class=\"unknown\">may not show in every state</span>" : "")"
        }
        if let entry = layout.apart.first(where: { $0.id == id }) {
            return (entry.vanishes ? "<strong class=\"sev-error\">not shown</strong>: " : "") + reason(entry.reason)
        }
        if layout.otherStates.contains(id) { return "in another state (not drawn)" }
        return "<span class=\"unknown\">unknown</span>"
    }

    func placement(_ item: BarItemSnapshot) -> String {
        if item.framework == .uiKit {
            return item.positions.isEmpty ? "<span class=\"unknown\">position unknown</span>"
                : item.positions.map { "<code>\(e($0))</code>" }.joined(separator: ", ")
        }
        switch item.area {
        case .overflowMenu where item.placement != "secondaryAction": return "<code>ToolbarOverflowMenu</code>"
        default: break
        }
        guard let placement = item.placement else { return "none (automatic)" }
        return placement.isEmpty ? "<span class=\"unknown\">chosen at run time</span>" : "<code>.\(e(placement))</code>"
    }

    func table(_ out: inout String) {
        guard !snapshot.items.isEmpty else {
            out += "<p class=\"why\">No items of its own.</p>\n"
            return
        }
        out += "<table class=\"items\">\n<thead><tr><th>#</th><th>item</th><th>placement</th><th>on the outer display</th><th>findings</th></tr></thead>\n<tbody>\n"
        for (id, item) in snapshot.items.enumerated() {
            let (first, second, isSymbol) = tileLines(id)
            out += "<tr id=\"c\(context.number)i\(id)\" data-title=\"\(e(name(id)))\"><td class=\"n\">\(id + 1)</td><td class=\"t\">"
            out += isSymbol ? "<code>\(e(first))</code> " : "\(e(first)) "
            out += "<span class=\"why\">\(e(second))</span>"
            var notes: [String] = []
            if item.control != first && !item.isSpacer { notes.append(e(item.control)) }
            if let axis = item.axisBehavior.member { notes.append(".\(e(axis))") } else if item.axisBehavior == .unreadable { notes.append("axisBehavior <span class=\"unknown\">unknown</span>") }
            if let priority = item.visibilityPriority.member { notes.append("priority .\(e(priority))") } else if item.visibilityPriority == .unreadable { notes.append("priority <span class=\"unknown\">unknown</span>") }
            if item.hasBadge { notes.append("badge") }
            if item.isMenu { notes.append("menu") }
            if !notes.isEmpty { out += "<br><span class=\"why\">\(notes.joined(separator: " · "))</span>" }
            out += "<br><a class=\"src\" href=\"\(page.href(context.path, item.place.line))\">\(e(FilePaths.name(of: context.path))):\(item.place.line)</a>"
            out += "</td><td>\(placement(item))</td><td>\(outcome(id))</td><td>"
            for d in itemFindings[id] where !layout.apart.contains(where: { $0.id == id && $0.vanishes }) { out += page.finding(d) }
            if layout.apart.contains(where: { $0.id == id && $0.vanishes }) && !itemFindings[id].isEmpty {
                out += "<span class=\"why\">(beside the drawing)</span>"
            }
            out += "</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"
    }
}
