/// The edits the fixable rules attach to their findings, written from the model's tokens:
/// a placement member replaced, an argument inserted after a title. Each returns nil when
/// the source is not in the one shape the edit is sure of.
extension FileModel {
    /// An item's placement member (`.topBarTrailing`, `ToolbarItemPlacement.bottomBar`)
    /// rewritten as `member`: only for a SwiftUI placement argument written as a plain
    /// member, that places this item alone (a group's placement moves its other items too).
    public func placementFix(_ item: BarItem, to member: String, applicability: Fix.Applicability) -> Fix? {
        guard item.framework == .swiftUI, let placement = item.placement, let name = placementName(item), name >= 0 else {
            return nil
        }
        let sharing = items.reduce(0) { $0 + ($1.placement?.start == placement.start ? 1 : 0) }
        guard sharing == 1 else { return nil }
        return Fix(message: "Place it .\(member)", replacing: TokenRange(name, name + 1), in: code, with: member,
                   applicability: applicability)
    }

    /// A deprecated placement member renamed (`.navigationBarLeading` → `.topBarLeading`),
    /// wherever it is written in the placement argument (a ternary's branch too).
    public func renameFix(_ placement: DeprecatedBarPlacement, to member: String, applicability: Fix.Applicability) -> Fix? {
        guard placement.form != .navigationBarItems else { return nil }
        return Fix(message: "Use .\(member)", replacing: TokenRange(placement.name, placement.name + 1), in: code,
                   with: member, applicability: applicability)
    }

    /// A symbol given to a text-only control whose title is its first argument:
    /// `Button("Share") { … }` → `Button("Share", systemImage: "square.and.arrow.up") { … }`
    /// (also `Menu` and `Toggle`; iOS 14, or 15 with `role:`/`primaryAction:`), and
    /// `UIBarButtonItem(title: "Edit", style: .plain, target:, action:)` →
    /// `UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), target:, action:)`
    /// (iOS 16; with `primaryAction:`/`menu:` only, iOS 14). A label closure (`Text("Filter")`),
    /// a link, a UIKit item with another style, or arguments in another shape get no fix.
    /// Always unsafe: the symbol is a guess from the title.
    public func symbolFix(_ item: BarItem, symbol: String) -> Fix? {
        guard SymbolSuggestions.isSymbolName(symbol), let title = item.label.title else { return nil }
        let open = item.control.end
        guard code.isKind(open, .leftParen), code.partner(open) < code.count, !deploymentTarget.isKnownBelow(14) else {
            return nil
        }
        let args = code.arguments(open: open)
        guard let first = args.first, first.start == title.start, first.end == title.end else { return nil }
        let titleEnd = Int(code.tokens[title.end - 1].end)
        switch (item.framework, item.kind) {
        case (.swiftUI, .button), (.swiftUI, .menu), (.swiftUI, .toggle):
            guard first.label == nil else { return nil }
            let allowed: [StaticString]
            switch item.kind {
            case .button: allowed = ["role", "action"]
            case .menu: allowed = ["content", "primaryAction"]
            default: allowed = ["isOn"]
            }
            var needs15 = false
            for arg in args.dropFirst() {
                guard let label = arg.label, allowed.contains(where: { code.isWord(label, $0) }) else { return nil }
                if code.isWord(label, "role") || code.isWord(label, "primaryAction") { needs15 = true }
            }
            if needs15 && deploymentTarget.isKnownBelow(15) { return nil }
            return Fix(message: "Add systemImage: \"\(symbol)\"",
                       edits: [Fix.Edit(start: titleEnd, end: titleEnd, text: ", systemImage: \"\(symbol)\"")],
                       applicability: .unsafe)
        case (.uiKit, .barButtonItem):
            guard code.isWord(first.label, "title") else { return nil }
            let image = "UIImage(systemName: \"\(symbol)\")"
            var edits: [Fix.Edit] = []
            var rest = Array(args.dropFirst())
            // `image: nil` takes the symbol where it stands.
            if let nilImage = rest.first, code.isWord(nilImage.label, "image"), nilImage.end == nilImage.start + 1,
               code.isWord(nilImage.start, "nil") {
                edits.append(Fix.Edit(start: Int(code.tokens[nilImage.start].start), end: Int(code.tokens[nilImage.start].end),
                                      text: image))
                rest.removeFirst()
            } else {
                edits.append(Fix.Edit(start: titleEnd, end: titleEnd, text: ", image: \(image)"))
            }
            func labels(_ names: [StaticString]) -> Bool {
                rest.count == names.count && zip(rest, names).allSatisfy { code.isWord($0.label, $1) }
            }
            // `style: .plain` is what the initializers with an image make: it goes.
            if let style = rest.first, code.isWord(style.label, "style") {
                guard style.end == style.start + 2, code.isKind(style.start, .dot), code.isWord(style.start + 1, "plain"),
                      rest.count > 1, let label = style.label else { return nil }
                edits.append(Fix.Edit(start: Int(code.tokens[label].start), end: Int(code.tokens[rest[1].label ?? rest[1].start].start),
                                      text: ""))
                rest.removeFirst()
                guard labels(["target", "action"]) else { return nil }
            }
            if labels(["target", "action"]) || labels(["target", "action", "menu"]) {
                // `init(title:image:target:action:menu:)`
                if deploymentTarget.isKnownBelow(16) { return nil }
            } else if !(labels([]) || labels(["primaryAction"]) || labels(["menu"]) || labels(["primaryAction", "menu"])) {
                // `init(title:image:primaryAction:menu:)` takes the others
                return nil
            }
            return Fix(message: "Add image: \(image)", edits: edits, applicability: .unsafe)
        default:
            return nil
        }
    }
}
