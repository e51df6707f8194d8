import DuobarModel
import DuobarLayout

/// SVG pieces shared by the drawings.
enum SVG {
    /// Characters that fit in `width` points of the tiles' text (about 6.4 points each).
    static func fit(_ text: String, width: Double) -> String {
        HTMLText.truncated(text, max(4, Int(width / 6.4)))
    }

    /// Coordinates in whole points: short, and exact enough for a drawing.
    static func number(_ x: Double) -> String { String(Int(x.rounded())) }
}

/// Today's bars: the top bar (leading, title, trailing), the bottom bar and the keyboard's.
struct HorizontalDrawing {
    let drawing: ContextDrawing
    var layout: BarLayout { drawing.layout }
    func e(_ text: String) -> String { HTMLText.escape(text) }

    /// A tile's width: what it shows, within bounds.
    func width(_ id: Int) -> Double {
        let (first, second, _) = drawing.tileLines(id)
        let chars = max(first.count, min(second.count, 18))
        return min(156, max(58, Double(chars) * 6.4 + 16))
    }

    func svg() -> String {
        let overflow = layout.overflowMenu.contains { $0.rank == nil }
        let leading = layout.topLeading, title = layout.principal, trailing = layout.topTrailing
        let gap = 6.0
        func total(_ ids: [Int]) -> Double { ids.reduce(0) { $0 + width($1) + gap } }
        let topWidth = total(leading) + total(title) + total(trailing) + (overflow ? 40 : 0) + 40
        let bottomWidth = total(layout.bottom) + 24
        let keyboardWidth = total(layout.keyboard) + 24
        let w = max(340, topWidth, bottomWidth, keyboardWidth)
        var rows: [(String, [Int])] = [("top bar", [])]
        if !layout.bottom.isEmpty { rows.append(("bottom bar", layout.bottom)) }
        if !layout.keyboard.isEmpty { rows.append(("above the keyboard", layout.keyboard)) }
        let rowHeight = 70.0
        let h = Double(rows.count) * rowHeight + 6
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVG.number(w))\" height=\"\(SVG.number(h))\" "
        out += "viewBox=\"0 0 \(SVG.number(w)) \(SVG.number(h))\" role=\"img\" aria-label=\"horizontal bars\">\n"
        for (r, row) in rows.enumerated() {
            let y = Double(r) * rowHeight
            out += "<text class=\"c\" x=\"4\" y=\"\(SVG.number(y + 12))\">\(row.0)</text>\n"
            out += "<rect class=\"bar\" x=\"2\" y=\"\(SVG.number(y + 18))\" width=\"\(SVG.number(w - 4))\" height=\"46\" rx=\"14\"/>\n"
            let tileY = y + 22
            if r == 0 {
                var x = 10.0
                for id in leading { out += tile(id, x: x, y: tileY); x += width(id) + gap }
                let titleWidth = total(title)
                var tx = max(x, (w - titleWidth) / 2)
                for id in title { out += tile(id, x: tx, y: tileY); tx += width(id) + gap }
                var rx = w - 10 - total(trailing) - (overflow ? 40 : 0)
                for id in trailing { out += tile(id, x: rx, y: tileY); rx += width(id) + gap }
                if overflow {
                    out += "<rect class=\"more\" x=\"\(SVG.number(rx))\" y=\"\(SVG.number(tileY))\" width=\"34\" height=\"38\" rx=\"9\"/>"
                    out += "<text class=\"s\" x=\"\(SVG.number(rx + 17))\" y=\"\(SVG.number(tileY + 23))\" text-anchor=\"middle\">…</text>\n"
                }
                if leading.isEmpty && title.isEmpty && trailing.isEmpty && !overflow {
                    out += "<text class=\"c\" x=\"14\" y=\"\(SVG.number(tileY + 23))\">no items of this toolbar here</text>\n"
                }
            } else {
                var x = 10.0
                for id in row.1 { out += tile(id, x: x, y: tileY); x += width(id) + gap }
            }
        }
        out += "</svg>\n"
        return out
    }

    /// A horizontal bar shows an item's symbol, else its title, else its view.
    func tile(_ id: Int, x: Double, y: Double) -> String {
        let item = drawing.snapshot.items[id]
        let (first, second, isSymbol) = drawing.tileLines(id)
        let w = width(id)
        let title = e(drawing.name(id))
        if item.isSpacer {
            return "<g data-title=\"\(title)\"><title>\(e(item.control)): a spacer</title><line class=\"gap\" x1=\"\(SVG.number(x + 4))\" y1=\"\(SVG.number(y + 19))\" x2=\"\(SVG.number(x + w - 4))\" y2=\"\(SVG.number(y + 19))\"/>"
                + "<text class=\"c\" x=\"\(SVG.number(x + w / 2))\" y=\"\(SVG.number(y + 33))\" text-anchor=\"middle\">spacer</text></g>\n"
        }
        let text = item.labelClass == .text
        var out = "<g class=\"hi\" data-title=\"\(title)\"><title>\(title)</title>"
        out += "<rect class=\"\(text ? "tile txt" : "tile")\" x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(w))\" height=\"38\" rx=\"9\"/>"
        let cx = SVG.number(x + w / 2)
        if text {
            out += "<text class=\"l\" x=\"\(cx)\" y=\"\(SVG.number(y + 23))\" text-anchor=\"middle\" style=\"font-size:12px;fill:#0a64d6\">\(e(SVG.fit(first, width: w - 8)))</text>"
        } else {
            out += "<text class=\"\(isSymbol ? "s" : "l")\" x=\"\(cx)\" y=\"\(SVG.number(y + 16))\" text-anchor=\"middle\">\(e(SVG.fit(first, width: w - 8)))</text>"
            out += "<text class=\"c\" x=\"\(cx)\" y=\"\(SVG.number(y + 30))\" text-anchor=\"middle\">\(e(SVG.fit(second, width: w - 8)))</text>"
        }
        return out + "</g>\n"
    }
}

/// The outer display's vertical bar: navigation, the prominent action, the rest of the top
/// bar, a gap, the bottom bar's items, "…", and the tab bar; slots numbered on the left.
struct VerticalDrawing {
    let drawing: ContextDrawing
    var layout: BarLayout { drawing.layout }
    func e(_ text: String) -> String { HTMLText.escape(text) }

    static let width = 214.0
    static let tileWidth = 150.0
    static let tileHeight = 38.0

    func svg() -> String {
        var body = ""
        var y = 12.0
        var slot = 0
        let x = 44.0, tw = VerticalDrawing.tileWidth, th = VerticalDrawing.tileHeight
        func slotMark(_ y: Double) -> String {
            slot += 1
            return "<circle class=\"slot\" cx=\"16\" cy=\"\(SVG.number(y + th / 2))\" r=\"8\"/><text class=\"slott\" x=\"16\" y=\"\(SVG.number(y + th / 2 + 3))\" text-anchor=\"middle\">\(slot)</text>"
        }
        // The system's Back button, when the screen is pushed: not counted, the source cannot tell.
        let back = drawing.snapshot.backTitle.map { "‹ \($0)" } ?? "‹ Back, if pushed"
        body += "<g class=\"back\"><title>The system adds Back when this screen is pushed on a navigation stack; not counted</title>"
        body += "<rect class=\"ghost\" x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(tw))\" height=\"24\" rx=\"9\"/>"
        body += "<text class=\"c\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 16))\" text-anchor=\"middle\">\(e(SVG.fit(back, width: tw - 8)))</text></g>\n"
        y += 32
        var previous: BarLayout.SectionKind?
        for section in layout.sections {
            if let previous {
                if section.kind.isFromBottomBar && !previous.isFromBottomBar {
                    body += "<g class=\"gapmark\"><line class=\"gap\" x1=\"\(SVG.number(x))\" y1=\"\(SVG.number(y + 9))\" x2=\"\(SVG.number(x + tw))\" y2=\"\(SVG.number(y + 9))\"/>"
                    body += "<text class=\"c\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 22))\" text-anchor=\"middle\">gap: bottom bar items below</text></g>\n"
                    y += 30
                } else {
                    y += 8
                }
            }
            previous = section.kind
            for (g, group) in section.groups.enumerated() {
                if g > 0 { y += 6 }
                let height = Double(group.count) * th + Double(group.count - 1) * 3
                if group.count > 1 {
                    body += "<rect class=\"grp\" x=\"\(SVG.number(x - 5))\" y=\"\(SVG.number(y - 4))\" width=\"\(SVG.number(tw + 10))\" height=\"\(SVG.number(height + 8))\" rx=\"13\"/>\n"
                }
                for id in group {
                    body += slotMark(y)
                    body += tile(id, x: x, y: y)
                    y += th + 3
                }
                y -= 3
                y += 4
                _ = height
            }
        }
        if layout.sections.isEmpty {
            body += "<text class=\"c\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 14))\" text-anchor=\"middle\">no item of this toolbar goes vertical</text>\n"
            y += 22
        }
        if layout.hasOverflowButton {
            y += 8
            let count = layout.overflowMenu.count
            body += slotMark(y)
            body += "<g class=\"vi overflow\" data-title=\"…\"><title>The overflow menu: \(count) item\(count == 1 ? "" : "s")</title>"
            body += "<rect class=\"more\" x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(tw))\" height=\"\(SVG.number(th))\" rx=\"9\"/>"
            body += "<text class=\"s\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 16))\" text-anchor=\"middle\">ellipsis (…)</text>"
            body += "<text class=\"c\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 30))\" text-anchor=\"middle\">overflow menu: \(count) item\(count == 1 ? "" : "s")</text></g>\n"
            y += th
        }
        if let tabBar = layout.tabBar {
            y += 10
            body += "<line class=\"gap\" x1=\"\(SVG.number(x - 6))\" y1=\"\(SVG.number(y))\" x2=\"\(SVG.number(x + tw + 6))\" y2=\"\(SVG.number(y))\" style=\"stroke-dasharray:none\"/>\n"
            body += "<text class=\"c\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 13))\" text-anchor=\"middle\">tab bar</text>\n"
            y += 19
            let tabs = drawing.context.tabBar?.tabs
            if tabBar.compressed || tabs == nil {
                body += slotMark(y)
                let label = tabBar.compressed ? "\(tabBar.tabs ?? 0) tabs in one control" : "tabs unknown"
                let names = tabs?.map { $0.title ?? "?" }.joined(separator: ", ") ?? "tab bar"
                body += "<g class=\"tabs\"><title>\(tabBar.compressed ? "The tab bar gathered into one control to leave room for the toolbar" : "The tabs are not written out in the source")</title>"
                body += "<rect class=\"tab\" x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(tw))\" height=\"\(SVG.number(th))\" rx=\"9\"/>"
                body += "<text class=\"l\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 16))\" text-anchor=\"middle\">\(e(SVG.fit(tabBar.compressed ? names : "?", width: tw - 8)))</text>"
                body += "<text class=\"c\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 30))\" text-anchor=\"middle\">\(e(label))</text></g>\n"
                y += th
            } else if let tabs {
                let current = drawing.context.tabBar?.tab
                for (t, tab) in tabs.enumerated() {
                    body += slotMark(y)
                    let symbol = tab.symbol ?? "symbol unknown"
                    let title = tab.title ?? "title unknown"
                    body += "<g class=\"tabs\"><title>Tab \(e(title))\(t == current ? " (this toolbar's tab)" : "")</title>"
                    body += "<rect class=\"tab\" x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(tw))\" height=\"\(SVG.number(th))\" rx=\"9\"\(t == current ? " style=\"stroke:#0a64d6;stroke-width:2\"" : "")/>"
                    body += "<text class=\"s\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 16))\" text-anchor=\"middle\">\(e(SVG.fit(symbol, width: tw - 8)))</text>"
                    body += "<text class=\"c\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 30))\" text-anchor=\"middle\">\(e(SVG.fit(title, width: tw - 8)))</text></g>\n"
                    y += th + 3
                }
                y -= 3
            }
        }
        y += 12
        let stripEnd = y
        // What the outer display does not show, crossed out below the strip.
        let gone = layout.apart.filter(\.vanishes)
        if !gone.isEmpty {
            y += 22
            body += "<text class=\"c\" x=\"\(SVG.number(x - 10))\" y=\"\(SVG.number(y - 6))\">not shown on this display:</text>\n"
            for entry in gone {
                body += crossedOut(entry.id, x: x, y: y)
                y += th + 4
            }
        }
        let stripTop = 4.0
        let w = VerticalDrawing.width
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVG.number(w))\" height=\"\(SVG.number(y + 22))\" "
        out += "viewBox=\"0 0 \(SVG.number(w)) \(SVG.number(y + 22))\" role=\"img\" aria-label=\"vertical bar\">\n"
        out += "<rect class=\"bar\" x=\"\(SVG.number(x - 10))\" y=\"\(SVG.number(stripTop))\" width=\"\(SVG.number(tw + 20))\" height=\"\(SVG.number(stripEnd - stripTop))\" rx=\"22\"/>\n"
        out += body
        let used = slot
        out += "<text class=\"c\" x=\"4\" y=\"\(SVG.number(y + 16))\">\(used) of \(layout.capacity) slots used</text>\n"
        out += "</svg>\n"
        return out
    }

    /// An item the outer display does not show: apart from the strip, crossed out.
    func crossedOut(_ id: Int, x: Double, y: Double) -> String {
        let (first, second, isSymbol) = drawing.tileLines(id)
        let tw = VerticalDrawing.tileWidth, th = VerticalDrawing.tileHeight
        let title = e(drawing.name(id))
        var out = "<g class=\"gone x\" data-title=\"\(title)\"><title>\(title): not shown on the outer display</title>"
        out += "<rect class=\"tile x\" x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(tw))\" height=\"\(SVG.number(th))\" rx=\"9\"/>"
        out += "<text class=\"\(isSymbol ? "s" : "l")\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 16))\" text-anchor=\"middle\">\(e(SVG.fit(first, width: tw - 8)))</text>"
        out += "<text class=\"c\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 30))\" text-anchor=\"middle\">\(e(SVG.fit(second, width: tw - 8)))</text>"
        out += "<line x1=\"\(SVG.number(x + 4))\" y1=\"\(SVG.number(y + 4))\" x2=\"\(SVG.number(x + tw - 4))\" y2=\"\(SVG.number(y + th - 4))\"/>"
        out += "<line x1=\"\(SVG.number(x + 4))\" y1=\"\(SVG.number(y + th - 4))\" x2=\"\(SVG.number(x + tw - 4))\" y2=\"\(SVG.number(y + 4))\"/>"
        return out + "</g>\n"
    }

    func tile(_ id: Int, x: Double, y: Double) -> String {
        let (first, second, isSymbol) = drawing.tileLines(id)
        let uncertain = layout.uncertain.contains(id)
        let tw = VerticalDrawing.tileWidth
        let title = e(drawing.name(id))
        var out = "<g class=\"vi\" data-title=\"\(title)\"><title>\(title)\(uncertain ? ": may not show in every state" : "")</title>"
        out += "<rect class=\"tile\(uncertain ? " u" : "")\" x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(tw))\" height=\"\(SVG.number(VerticalDrawing.tileHeight))\" rx=\"9\"/>"
        out += "<text class=\"\(isSymbol ? "s" : "l")\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 16))\" text-anchor=\"middle\">\(e(SVG.fit(first, width: tw - 8)))</text>"
        out += "<text class=\"c\" x=\"\(SVG.number(x + tw / 2))\" y=\"\(SVG.number(y + 30))\" text-anchor=\"middle\">\(e(SVG.fit(second, width: tw - 8)))</text>"
        if drawing.snapshot.items[id].hasBadge {
            out += "<circle class=\"rk\" cx=\"\(SVG.number(x + tw - 6))\" cy=\"\(SVG.number(y + 6))\" r=\"5\" style=\"fill:#d70015\"><title>badge</title></circle>"
        }
        return out + "</g>\n"
    }
}
