import DuobarScanner

/// Names declared across all scanned files that change how a file reads:
/// types that are `ToolbarContent`, and subclasses of the system bars.
/// Built in a first pass over the files; the second pass lints with it.
public struct ProjectIndex: Sendable {
    public var toolbarContentTypes: Set<[UInt8]> = []
    public var barSubclasses: Set<[UInt8]> = []

    public init() {}

    public mutating func merge(_ other: ProjectIndex) {
        toolbarContentTypes.formUnion(other.toolbarContentTypes)
        barSubclasses.formUnion(other.barSubclasses)
    }

    /// Bytes that must appear in a file for it to declare anything indexed.
    public static let markers: [StaticString] = ["ToolbarContent", "UIToolbar", "UINavigationBar", "UITabBar"]

    /// Collects the declarations of one file.
    public static func declarations(in code: Code) -> ProjectIndex {
        var index = ProjectIndex()
        var i = 0
        let n = code.count
        while i < n {
            defer { i += 1 }
            guard code.isWord(i, "struct") || code.isWord(i, "class") || code.isWord(i, "enum")
                    || code.isWord(i, "extension") || code.isWord(i, "actor"),
                  code.isIdentifier(i + 1) else { continue }
            let name = i + 1
            // The inheritance clause runs from `:` to the body's `{`.
            var j = name + 1
            if code.isOperator(j, "<") {
                while j < n && !code.isOperator(j, ">") && !code.isKind(j, .leftBrace) { j += 1 }
                j += 1
            }
            guard code.isKind(j, .colon) else { continue }
            var k = j + 1
            while k < n && !code.isKind(k, .leftBrace) && !code.isWord(k, "where") && k - j < 64 {
                if code.isWord(k, "ToolbarContent") || code.isWord(k, "CustomizableToolbarContent") {
                    index.toolbarContentTypes.insert(Array(code.bytes(name)))
                }
                if code.isWord(i, "class") && (code.isWord(k, "UIToolbar") || code.isWord(k, "UINavigationBar") || code.isWord(k, "UITabBar")) {
                    index.barSubclasses.insert(Array(code.bytes(name)))
                }
                k += 1
            }
        }
        return index
    }

    /// Subclasses of subclasses: closes `barSubclasses` over the project's class hierarchy.
    /// (Rare in practice; one level is what the index records.)
    public func isToolbarContentType(_ code: Code, _ i: Int) -> Bool {
        !toolbarContentTypes.isEmpty && toolbarContentTypes.contains(Array(code.bytes(i)))
    }

    public func isBarSubclass(_ code: Code, _ i: Int) -> Bool {
        !barSubclasses.isEmpty && barSubclasses.contains(Array(code.bytes(i)))
    }
}
