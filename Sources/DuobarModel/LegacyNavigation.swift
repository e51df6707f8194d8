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
struct LegacyNavigationFinder {
    let code: Code
    let contexts: [ToolbarContext]

    func find() -> (placements: [DeprecatedBarPlacement], navigationViews: [Int]) {
        var placements: [DeprecatedBarPlacement] = []
        var views: [Int] = []
        code.tokens.withUnsafeBufferPointer { tokens in
            for i in tokens.indices where tokens[i].kind == .identifier {
                // Lengths first: most identifiers stop here.
                switch tokens[i].length {
                case 14:
                    if code.isWord(i, "NavigationView") && (code.isKind(i + 1, .leftBrace) || code.isKind(i + 1, .leftParen)) {
                        views.append(i)
                    }
                case 18:
                    if code.isWord(i, "navigationBarItems"), code.isKind(i - 1, .dot), code.isKind(i + 1, .leftParen),
                       !code.newlineBefore(i + 1) {
                        placements.append(DeprecatedBarPlacement(form: .navigationBarItems, range: TokenRange(i, i + 1), name: i))
                    }
                case 20, 21:
                    let form: DeprecatedBarPlacement.Form
                    if code.isWord(i, "navigationBarLeading") {
                        form = .leadingPlacement
                    } else if code.isWord(i, "navigationBarTrailing") {
                        form = .trailingPlacement
                    } else {
                        continue
                    }
                    guard code.isKind(i - 1, .dot) else { continue }
                    // `ToolbarItemPlacement.navigationBarTrailing`: the type belongs to the value.
                    let start = code.isTypeName(i - 2) && !code.isKind(i - 3, .dot) ? i - 2 : i - 1
                    placements.append(DeprecatedBarPlacement(form: form, range: TokenRange(start, i + 1), name: i))
                default:
                    continue
                }
            }
        }
        let declaring = views.filter { declaresToolbar($0, placements) }
        return (placements, declaring)
    }

    /// The view's content (its trailing closure or `content:`) holds a `.toolbar` or a
    /// `.navigationBarItems(…)`.
    func declaresToolbar(_ view: Int, _ placements: [DeprecatedBarPlacement]) -> Bool {
        let base = code.chain(at: view, limit: code.enclosingCloser(of: view)).base
        guard let open = code.firstTrailingClosure(base) ?? code.closure(labelled: "content", in: base) else { return false }
        let close = code.partner(open)
        return contexts.contains { $0.kind == .modifier && open < $0.anchor && $0.anchor < close }
            || placements.contains { $0.form == .navigationBarItems && open < $0.name && $0.name < close }
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
