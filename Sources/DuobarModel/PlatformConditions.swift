import DuobarScanner

/// Three-valued truth for `#if` conditions evaluated for platform iOS.
public enum Tri: Sendable, Equatable {
    case no, unknown, yes

    static prefix func ! (a: Tri) -> Tri {
        switch a {
        case .no: return .yes
        case .yes: return .no
        case .unknown: return .unknown
        }
    }

    static func && (a: Tri, b: Tri) -> Tri {
        if a == .no || b == .no { return .no }
        if a == .yes && b == .yes { return .yes }
        return .unknown
    }

    static func || (a: Tri, b: Tri) -> Tri {
        if a == .yes || b == .yes { return .yes }
        if a == .no && b == .no { return .no }
        return .unknown
    }
}

/// Drops what cannot compile for iOS (docs/model.md, "Platform conditions"), the
/// directive lines themselves, and comments, keeping line-break flags right.
public enum PlatformConditions {
    struct Frame {
        /// The enclosing region is live.
        var parentLive: Bool
        /// AND of the negations of the earlier branches' conditions.
        var remaining: Tri
        /// The current branch is live.
        var live: Bool
    }

    public static func activeCode(_ raw: [Token], text: UnsafeBufferPointer<UInt8>) -> [Token] {
        var dead: [Range<Int>] = [], blocks: [Range<Int>] = []
        return activeCode(raw, text: text, dead: &dead, blocks: &blocks)
    }

    /// The same, also noting the byte ranges of the branches dropped (`dead`) and of every
    /// outermost `#if` … `#endif` (`blocks`: what they hold is conditional, even if kept).
    /// An unclosed `#if` runs to the end of the text.
    static func activeCode(_ raw: [Token], text: UnsafeBufferPointer<UInt8>,
                           dead: inout [Range<Int>], blocks: inout [Range<Int>]) -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(raw.count)
        var frames: [Frame] = []
        var live = true
        var pendingFlags: UInt8 = 0
        var deadStart = 0, blockStart = 0
        var i = 0
        let n = raw.count
        while i < n {
            var t = raw[i]
            if t.kind == .directive {
                let name = directiveName(t, text)
                let wasLive = live
                let hadFrames = !frames.isEmpty
                // The condition runs to the end of the directive's line.
                var end = i + 1
                while end < n && !raw[end].hasNewlineBefore && !raw[end].kind.isComment { end += 1 }
                switch name {
                case .if:
                    let cond = evaluate(raw, from: i + 1, to: end, text: text)
                    let branchLive = live && cond != .no
                    frames.append(Frame(parentLive: live, remaining: !cond, live: branchLive))
                    live = branchLive
                case .elseif:
                    if var f = frames.popLast() {
                        let cond = evaluate(raw, from: i + 1, to: end, text: text)
                        let effective = f.remaining && cond
                        f.live = f.parentLive && effective != .no
                        f.remaining = f.remaining && !cond
                        live = f.live
                        frames.append(f)
                    }
                    end = max(end, i + 1)
                case .else:
                    if var f = frames.popLast() {
                        f.live = f.parentLive && f.remaining != .no
                        f.remaining = .no
                        live = f.live
                        frames.append(f)
                    }
                    end = i + 1
                case .endif:
                    if let f = frames.popLast() { live = f.parentLive }
                    end = i + 1
                }
                pendingFlags |= Token.newlineBefore | Token.spaceBefore
                let here = Int(t.start)
                if wasLive && !live { deadStart = here }
                if !wasLive && live { dead.append(deadStart..<here) }
                if name == .if && frames.count == 1 { blockStart = here }
                if name == .endif && frames.isEmpty && hadFrames { blocks.append(blockStart..<Int(t.end)) }
                i = end
                continue
            }
            if !live || t.kind.isComment {
                // A line break hidden in what is dropped still separates statements.
                if t.hasNewlineBefore || t.flags & Token.containsNewline != 0 {
                    pendingFlags |= Token.newlineBefore
                }
                pendingFlags |= Token.spaceBefore
                i += 1
                continue
            }
            t.flags |= pendingFlags
            pendingFlags = 0
            out.append(t)
            i += 1
        }
        if !live { dead.append(deadStart..<text.count) }
        if !frames.isEmpty { blocks.append(blockStart..<text.count) }
        return out
    }

    enum Directive { case `if`, elseif, `else`, endif }

    static func directiveName(_ t: Token, _ text: UnsafeBufferPointer<UInt8>) -> Directive {
        let s = text.baseAddress! + Int(t.start) + 1
        let len = t.length - 1
        if Keywords.equals(s, len, "if") { return .if }
        if Keywords.equals(s, len, "elseif") { return .elseif }
        if Keywords.equals(s, len, "else") { return .else }
        return .endif
    }

    /// Evaluates a condition with an operator-precedence loop (no recursion):
    /// `!` binds tightest, then `&&`, then `||`. Anything unparsable is unknown.
    static func evaluate(_ raw: [Token], from start: Int, to end: Int, text: UnsafeBufferPointer<UInt8>) -> Tri {
        enum Op { case not, and, or, paren }
        var values: [Tri] = []
        var ops: [Op] = []
        let base = text.baseAddress!
        func precedence(_ op: Op) -> Int {
            switch op {
            case .not: return 3
            case .and: return 2
            case .or: return 1
            case .paren: return 0
            }
        }
        func reduce(_ values: inout [Tri], _ op: Op) -> Bool {
            switch op {
            case .not:
                guard let a = values.popLast() else { return false }
                values.append(!a)
            case .and, .or:
                guard let b = values.popLast(), let a = values.popLast() else { return false }
                values.append(op == .and ? (a && b) : (a || b))
            case .paren:
                return false
            }
            return true
        }
        var i = start
        var expectOperand = true
        while i < end {
            let t = raw[i]
            let s = base + Int(t.start)
            switch t.kind {
            case .operator:
                // `!` may be glued to others (`!!`); split by bytes.
                var k = 0
                while k < t.length {
                    let c = s[k]
                    if c == UInt8(ascii: "!") && expectOperand {
                        ops.append(.not); k += 1
                    } else if c == UInt8(ascii: "&") && k + 1 < t.length && s[k + 1] == UInt8(ascii: "&") && !expectOperand {
                        while let top = ops.last, top != .paren, precedence(top) >= precedence(.and) {
                            ops.removeLast(); if !reduce(&values, top) { return .unknown }
                        }
                        ops.append(.and); expectOperand = true; k += 2
                    } else if c == UInt8(ascii: "|") && k + 1 < t.length && s[k + 1] == UInt8(ascii: "|") && !expectOperand {
                        while let top = ops.last, top != .paren, precedence(top) >= precedence(.or) {
                            ops.removeLast(); if !reduce(&values, top) { return .unknown }
                        }
                        ops.append(.or); expectOperand = true; k += 2
                    } else {
                        return .unknown
                    }
                }
                i += 1
            case .leftParen:
                guard expectOperand else { return .unknown }
                ops.append(.paren)
                i += 1
            case .rightParen:
                guard !expectOperand else { return .unknown }
                while let top = ops.popLast() {
                    if top == .paren { break }
                    if !reduce(&values, top) { return .unknown }
                }
                i += 1
            case .identifier, .keyword:
                guard expectOperand else { return .unknown }
                var value = Tri.unknown
                var next = i + 1
                if next < end && raw[next].kind == .leftParen {
                    // `name(argument)`: find the closing parenthesis on this line.
                    var close = next + 1
                    var depth = 1
                    while close < end {
                        if raw[close].kind == .leftParen { depth += 1 }
                        if raw[close].kind == .rightParen { depth -= 1; if depth == 0 { break } }
                        close += 1
                    }
                    if close >= end { return .unknown }
                    value = platformValue(name: t, args: next + 1, close, raw, base)
                    next = close + 1
                } else if Keywords.equals(s, t.length, "true") {
                    value = .yes
                } else if Keywords.equals(s, t.length, "false") {
                    value = .no
                }
                values.append(value)
                // Apply pending `!` right away: it binds to this operand.
                while let top = ops.last, top == .not {
                    ops.removeLast(); if !reduce(&values, top) { return .unknown }
                }
                expectOperand = false
                i = next
            default:
                return .unknown
            }
            if !expectOperand {
                while let top = ops.last, top == .not {
                    ops.removeLast(); if !reduce(&values, top) { return .unknown }
                }
            }
        }
        while let top = ops.popLast() {
            if top == .paren || !reduce(&values, top) { return .unknown }
        }
        return values.count == 1 ? values[0] : .unknown
    }

    static func platformValue(name: Token, args: Int, _ close: Int, _ raw: [Token], _ base: UnsafePointer<UInt8>) -> Tri {
        let s = base + Int(name.start)
        let len = name.length
        guard close == args + 1, raw[args].kind == .identifier || raw[args].kind == .keyword else { return .unknown }
        let a = raw[args]
        let arg = base + Int(a.start)
        let alen = a.length
        func argIs(_ w: StaticString) -> Bool { Keywords.equals(arg, alen, w) }
        if Keywords.equals(s, len, "os") {
            if argIs("iOS") { return .yes }
            if argIs("macOS") || argIs("OSX") || argIs("watchOS") || argIs("tvOS") || argIs("visionOS")
                || argIs("Linux") || argIs("Windows") { return .no }
            return .unknown
        }
        if Keywords.equals(s, len, "canImport") {
            if argIs("UIKit") || argIs("SwiftUI") { return .yes }
            if argIs("AppKit") { return .no }
            return .unknown
        }
        if Keywords.equals(s, len, "targetEnvironment") {
            if argIs("macCatalyst") { return .no }
            return .unknown
        }
        return .unknown
    }
}
