import DuobarScanner

/// An older way to place bar items: a `.navigationBarLeading`/`.navigationBarTrailing`
/// placement, or the `.navigationBarItems(…)` modifier.
public struct DeprecatedBarPlacement: Sendable {
    public enum Form: Sendable, Equatable {
        case leadingPlacement
        case trailingPlacement
        /// `.navigationBarItems(leading:trailing:)`.
        case navigationBarItems
    }

    public var form: Form
    /// Where a finding points: the placement value (`.navigationBarTrailing`, with a type
    /// name before it when one is written), or the modifier's name.
    public var range: TokenRange
    /// The placement member's (or the modifier name's) token.
    public var name: Int
}

/// Finds the older navigation API the vertical bar does not come with: deprecated bar
/// placements, and `NavigationView`s whose content declares a toolbar.
///
/// It starts from what the model already found, not from every token: placements are read
/// in the items' placement arguments, and a `NavigationView` is found by walking up from a
/// toolbar. Only `.navigationBarItems(…)` needs a look at the whole file, and only when its
/// bytes occur in the file at all.
struct LegacyNavigationFinder {
    let code: Code
    let contexts: [ToolbarContext]

    func find(_ items: [BarItem], references: [ToolbarReference] = []) -> (placements: [DeprecatedBarPlacement], navigationViews: [Int]) {
        var placements: [DeprecatedBarPlacement] = []
        var seen = Set<Int>()
        for item in items where item.framework == .swiftUI {
            // A group's items share one placement argument.
            guard let range = item.placement, seen.insert(range.start).inserted else { continue }
            for i in range.start..<range.end where code.isIdentifier(i) && code.isKind(i - 1, .dot) {
                let form: DeprecatedBarPlacement.Form
                if code.isWord(i, "navigationBarLeading") {
                    form = .leadingPlacement
                } else if code.isWord(i, "navigationBarTrailing") {
                    form = .trailingPlacement
                } else {
                    continue
                }
                // `ToolbarItemPlacement.navigationBarTrailing`: the type belongs to the value.
                let start = code.isTypeName(i - 2) && !code.isKind(i - 3, .dot) ? i - 2 : i - 1
                placements.append(DeprecatedBarPlacement(form: form, range: TokenRange(start, i + 1), name: i))
            }
        }
        for i in code.candidates([.navigationBarItems]) where code.isKind(i - 1, .dot)
            && code.isKind(i + 1, .leftParen) && !code.newlineBefore(i + 1) {
            placements.append(DeprecatedBarPlacement(form: .navigationBarItems, range: TokenRange(i, i + 1), name: i))
        }
        placements.sort { $0.name < $1.name }
        // Every `NavigationView` whose content holds a toolbar or `.navigationBarItems(…)`:
        // walk up from each, and stop where an earlier walk has been (nested toolbars must
        // not cost their depth each).
        var views = Set<Int>()
        guard code.contains(.NavigationView) else { return (placements, []) }
        // A toolbar of title content or keyboard items only puts nothing on a bar; content it
        // references from elsewhere may.
        var reachesABar = [Bool](repeating: false, count: contexts.count)
        for item in items where item.area != .principal && item.area != .keyboard {
            if let k = item.contextIndex, k >= 0 && k < contexts.count { reachesABar[k] = true }
        }
        for reference in references where reference.contextIndex >= 0 && reference.contextIndex < contexts.count {
            reachesABar[reference.contextIndex] = true
        }
        let toolbars = contexts.indices.filter { contexts[$0].kind == .modifier && reachesABar[$0] }.map { contexts[$0].anchor }
            + placements.filter { $0.form == .navigationBarItems }.map(\.name)
        var walked = Set<Int>()
        for toolbar in toolbars {
            for opener in code.enclosingOpeners(of: toolbar) {
                guard walked.insert(opener).inserted else { break }
                // A sheet's content, or a newer container, has a bar of its own.
                if ownsItsOwnBar(opener) { break }
                if code.isKind(opener, .leftBrace), let view = navigationView(owning: opener) { views.insert(view) }
            }
        }
        return (placements, views.sorted())
    }

    /// The content of a presentation (`.sheet { … }`, `.fullScreenCover`, `.popover`, also as
    /// their argument list) or of a `NavigationStack`/`NavigationSplitView`: a toolbar there
    /// belongs to that bar, not to a `NavigationView` around it.
    func ownsItsOwnBar(_ opener: Int) -> Bool {
        var name = opener - 1
        if code.isKind(opener, .leftBrace), code.isKind(name, .rightParen) { name = code.partner(name) - 1 }
        guard name >= 0, code.isIdentifier(name) else { return false }
        if code.isKind(name - 1, .dot) {
            return code.isWord(name, "sheet") || code.isWord(name, "fullScreenCover") || code.isWord(name, "popover")
        }
        return code.isKind(opener, .leftBrace) && (code.isWord(name, "NavigationStack") || code.isWord(name, "NavigationSplitView"))
    }

    /// The `NavigationView` token whose content closure opens at `open`: its trailing
    /// closure (`NavigationView {`, `NavigationView() {`) or its `content:` argument.
    func navigationView(owning open: Int) -> Int? {
        var before = open - 1
        if code.isKind(before, .rightParen) { before = code.partner(before) - 1 }
        if code.isWord(before, "NavigationView") { return before }
        if code.isKind(open - 1, .colon), code.isWord(open - 2, "content"), code.isKind(open - 3, .leftParen) || code.isKind(open - 3, .comma) {
            for paren in code.enclosingOpeners(of: open) {
                if code.isKind(paren, .leftParen) && code.isWord(paren - 1, "NavigationView") { return paren - 1 }
                break
            }
        }
        return nil
    }
}

/// For each `pinnedTrailingGroup = …`, the UIKit items the group holds: built in the value
/// itself or in a variable it names (followed as bar positions are). The group's
/// `representativeItem:` stands for the group when it collapses; it is not one of its items.
struct PinnedGroupFinder {
    let code: Code
    let bindings: Bindings

    func groups(_ items: [BarItem]) -> [[TokenRange]] {
        var result: [[TokenRange]] = []
        for i in code.candidates([.pinnedTrailingGroup]) where code.isIdentifier(i) && code.isOperator(i + 1, "=") {
            let end = code.statementEnd(from: i + 2, code.enclosingCloser(of: i))
            var ranges = [TokenRange(i + 2, end)]
            var work = ranges
            var visited = Set<Int>()
            var skipped: [TokenRange] = []
            while let r = work.popLast(), ranges.count < 256 {
                var j = r.start
                while j < r.end {
                    if code.isWord(j, "representativeItem"), code.isKind(j + 1, .colon) {
                        var k = j + 2
                        while k < r.end && !code.isKind(k, .comma) && !Code.isCloser(code.tokens[k].kind) {
                            k = code.isOpener(k) ? code.partner(k) + 1 : k + 1
                        }
                        skipped.append(TokenRange(j, k))
                        j = k
                        continue
                    }
                    let isName = !code.isKind(j - 1, .dot) || (code.isWord(j - 2, "self") && !code.isKind(j - 3, .dot))
                    if code.isIdentifier(j), isName, !code.isKind(j + 1, .colon), let d = bindings.declaration(named: j, in: code),
                       visited.insert(d.name).inserted {
                        ranges.append(d.value)
                        work.append(d.value)
                    }
                    j += 1
                }
            }
            let held = items.filter { item in
                item.framework == .uiKit && !item.isSpacer
                    && ranges.contains { $0.start <= item.control.start && item.control.start < $0.end }
                    && !skipped.contains { $0.start <= item.control.start && item.control.start < $0.end }
            }
            result.append(held.map(\.control))
        }
        return result
    }
}

extension Code {
    static func isCloser(_ k: TokenKind) -> Bool {
        opener(for: k) != nil
    }
}
