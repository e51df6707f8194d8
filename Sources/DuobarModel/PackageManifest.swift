import DuobarScanner

/// What the tool reads from a `Package.swift`: read as Swift tokens, never run.
public enum PackageManifest {
    /// The iOS entry of the manifest's `platforms:` list: `.iOS(.v17)`, `.iOS(.v15_4)`,
    /// `.iOS("17.0")`. Unknown when there is no such entry, or its value is anything else
    /// (a constant, a computed value). Comments and dead `#if` branches do not count.
    public static func deploymentTarget(_ code: Code) -> DeploymentTarget {
        var i = 0
        while i < code.count {
            defer { i += 1 }
            guard code.isWord(i, "platforms"), code.isKind(i + 1, .colon), code.isKind(i + 2, .leftBracket) else { continue }
            let close = code.partner(i + 2)
            var j = i + 3
            while j < close && j < code.count {
                if code.isKind(j, .dot), code.isWord(j + 1, "iOS"), code.isKind(j + 2, .leftParen) {
                    return version(code, open: j + 2)
                }
                j = code.isOpener(j) ? code.partner(j) + 1 : j + 1
            }
            return .unknown
        }
        return .unknown
    }

    /// `(.v17)`, `(.v15_4)` or `("17.0")`.
    static func version(_ code: Code, open: Int) -> DeploymentTarget {
        guard let argument = code.arguments(open: open).first, argument.label == nil else { return .unknown }
        if let text = code.plainString(argument.start, argument.end).textToken {
            return DeploymentTarget(parsing: code.string(text)) ?? .unknown
        }
        guard argument.end == argument.start + 2, code.isKind(argument.start, .dot),
              code.isIdentifier(argument.start + 1) else { return .unknown }
        let member = code.string(argument.start + 1)
        guard member.first == "v" else { return .unknown }
        let dotted = member.dropFirst().split(separator: "_", omittingEmptySubsequences: false).joined(separator: ".")
        return DeploymentTarget(parsing: dotted) ?? .unknown
    }
}
