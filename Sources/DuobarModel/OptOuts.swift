import DuobarScanner

/// Vertical-bar decisions: `.toolbarVerticalBehavior(…)` and `preferredVerticalBarBehavior`.
struct OptOutFinder {
    let code: Code

    func optOuts() -> [VerticalOptOut] {
        var result: [VerticalOptOut] = []
        for i in code.candidates([.toolbarVerticalBehavior, .preferredVerticalBarBehavior]) {
            guard code.tokens[i].kind == .identifier else { continue }
            if code.isWord(i, "toolbarVerticalBehavior"), code.isKind(i - 1, .dot), code.isKind(i + 1, .leftParen) {
                let args = code.arguments(open: i + 1)
                var value = VerticalOptOut.Value.varying
                var disabled = false
                if args.count == 1, let arg = args.first, arg.label == nil {
                    if let member = code.lastMember(arg.start, arg.end), code.isKind(arg.start, .dot) || code.isTypeName(arg.start) {
                        value = .literal(member)
                        disabled = code.isWord(member, "disabled")
                    }
                }
                let (presentation, destination) = surroundings(of: i)
                var optOut = VerticalOptOut(framework: .swiftUI, name: i, value: value,
                                            inPresentation: presentation, inNavigationDestination: destination)
                optOut.isDisabledLiteral = disabled
                result.append(optOut)
            } else if code.isWord(i, "preferredVerticalBarBehavior"), code.isWord(i - 1, "var") {
                if let optOut = overrideDecision(name: i) { result.append(optOut) }
            }
        }
        return result
    }

    /// `override var preferredVerticalBarBehavior: UIVerticalBarBehavior { … }`:
    /// a single case literal, or something that depends on state.
    func overrideDecision(name: Int) -> VerticalOptOut? {
        var j = name + 1
        var steps = 0
        while j < code.count && !code.isKind(j, .leftBrace) && steps < 16 {
            if code.isOperator(j, "=") || code.isKind(j, .rightBrace) { return nil }
            j += 1
            steps += 1
        }
        guard code.isKind(j, .leftBrace) else { return nil }
        var open = j
        // `{ get { … } }`
        if code.isWord(open + 1, "get"), code.isKind(open + 2, .leftBrace) { open += 2 }
        let close = code.partner(open)
        var k = open + 1
        if code.isWord(k, "return") { k += 1 }
        var value = VerticalOptOut.Value.varying
        var disabled = false
        if let member = code.lastMember(k, close), code.isKind(k, .dot) || code.isTypeName(k) {
            value = .literal(member)
            disabled = code.isWord(member, "disabled")
        } else if isSuperCall(k, close) {
            return nil
        }
        var optOut = VerticalOptOut(framework: .uiKit, name: name, value: value,
                                    inPresentation: false, inNavigationDestination: false)
        optOut.isDisabledLiteral = disabled
        return optOut
    }

    func isSuperCall(_ k: Int, _ close: Int) -> Bool {
        code.isWord(k, "super") && code.isKind(k + 1, .dot) && code.isWord(k + 2, "preferredVerticalBarBehavior") && k + 3 == close
    }

    /// Whether token `i` is applied inside presentation content or a navigation destination;
    /// the innermost of the two decides.
    func surroundings(of i: Int) -> (presentation: Bool, destination: Bool) {
        var inner = i
        for opener in code.enclosingOpeners(of: i) {
            defer { inner = opener }
            let kind = code.tokens[opener].kind
            if kind == .leftBrace {
                guard let owner = code.closureOwner(opener) else { continue }
                if code.isKind(owner.call - 1, .dot),
                   code.isWord(owner.call, "sheet") || code.isWord(owner.call, "fullScreenCover") || code.isWord(owner.call, "popover") {
                    return (true, false)
                }
                if code.isWord(owner.call, "navigationDestination") { return (false, true) }
                if code.isWord(owner.call, "NavigationLink"), isNavigationLinkDestination(owner) { return (false, true) }
            } else if kind == .leftParen, code.isWord(opener - 1, "NavigationLink") {
                // `NavigationLink(destination: Detail().toolbarVerticalBehavior(…))`
                for arg in code.arguments(open: opener) where code.isWord(arg.label, "destination") {
                    if arg.start <= inner && inner < arg.end { return (false, true) }
                }
            }
        }
        return (false, false)
    }

    /// Which closure of a `NavigationLink` holds the destination.
    func isNavigationLinkDestination(_ owner: ClosureOwner) -> Bool {
        if let label = owner.label { return code.isWord(label, "destination") }
        // First trailing closure: the destination when the link has a title or a `label:` closure.
        let args = code.isKind(owner.call + 1, .leftParen) ? code.arguments(open: owner.call + 1) : []
        if code.firstUnlabeled(args) != nil { return true }
        let chain = code.chain(at: owner.call, limit: code.count)
        return code.closure(labelled: "label", in: chain.base) != nil
    }
}

/// The call a closure is passed to, and under which label.
public struct ClosureOwner: Sendable {
    /// The callee's name token.
    public var call: Int
    /// The label token (`label:`, `content:`); nil for the first trailing closure.
    public var label: Int?
}

extension Code {
    /// For the `{` at `open`: the call it is an argument or trailing closure of.
    public func closureOwner(_ open: Int) -> ClosureOwner? {
        var brace = open
        var label: Int?
        var steps = 0
        while steps < 16 {
            steps += 1
            let prev = brace - 1
            guard prev >= 0 else { return nil }
            if isKind(prev, .rightParen) {
                let o = Int(match[prev])
                guard o > 0, isIdentifier(o - 1) || isKind(o - 1, .keyword) else { return nil }
                return ClosureOwner(call: o - 1, label: label)
            }
            if isIdentifier(prev) {
                if isKind(prev - 1, .dot) || isTypeName(prev) { return ClosureOwner(call: prev, label: label) }
                return nil
            }
            if isKind(prev, .colon), isIdentifier(prev - 1) || isKind(prev - 1, .keyword) {
                let labelToken = prev - 1
                if isKind(labelToken - 1, .rightBrace) {
                    // `} label: {`: a later trailing closure; the owner is the first one's.
                    let first = Int(match[labelToken - 1])
                    guard first >= 0 else { return nil }
                    label = labelToken
                    brace = first
                    continue
                }
                // `content: { … }` inside an argument list.
                let p = Int(parent[open])
                guard p > 0, isKind(p, .leftParen), isIdentifier(p - 1) || isKind(p - 1, .keyword) else { return nil }
                return ClosureOwner(call: p - 1, label: labelToken)
            }
            return nil
        }
        return nil
    }
}
