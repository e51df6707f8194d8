import DuobarScanner

/// Names declared across all scanned files that change how a file reads:
/// types that are `ToolbarContent`, and subclasses of the system bars.
/// Built in a first pass over the files; the second pass lints with it.
public struct ProjectIndex: Sendable {
    public var toolbarContentTypes: Set<[UInt8]> = []
    public var barSubclasses: Set<[UInt8]> = []
    /// Structs and enums named like bars (`struct Toolbar: View`, `struct TabBar`): when a project has both a
    /// `class Toolbar: UIToolbar` and such a type, a call of that name is not taken as a bar.
    public var valueTypesNamedLikeBars: Set<[UInt8]> = []

    public init() {}

    public mutating func merge(_ other: ProjectIndex) {
        toolbarContentTypes.formUnion(other.toolbarContentTypes)
        barSubclasses.formUnion(other.barSubclasses)
        valueTypesNamedLikeBars.formUnion(other.valueTypesNamedLikeBars)
    }

    /// Type names a declaration must inherit from for the file to be indexed (checked on
    /// bytes: the name must follow a `:` or `,`).
    public static let inheritedNames: [StaticString] = ["ToolbarContent", "UIToolbar", "UINavigationBar", "UITabBar"]

    /// Collects the declarations of one file that other files can see; with
    /// `includingPrivate`, also its `private`/`fileprivate` ones (for the file itself).
    public static func declarations(in code: Code, includingPrivate: Bool = false) -> ProjectIndex {
        var index = ProjectIndex()
        let n = code.count
        for i in code.candidates([.classDeclaration, .structDeclaration, .enumDeclaration, .extensionDeclaration, .actorDeclaration]) {
            guard code.isWord(i, "struct") || code.isWord(i, "class") || code.isWord(i, "enum")
                    || code.isWord(i, "extension") || code.isWord(i, "actor"),
                  code.isIdentifier(i + 1) else { continue }
            let name = i + 1
            if !includingPrivate && isFilePrivate(code, before: i) { continue }
            if code.isWord(i, "struct") || code.isWord(i, "enum") {
                let bytes = code.bytes(name)
                if bytes.count >= 3 && bytes[bytes.count - 3] | 0x20 == UInt8(ascii: "b") && bytes[bytes.count - 2] == UInt8(ascii: "a")
                    && bytes[bytes.count - 1] == UInt8(ascii: "r") {
                    index.valueTypesNamedLikeBars.insert(Array(bytes))
                }
            }
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

    /// `private`/`fileprivate` among the modifiers before the keyword at `i`.
    static func isFilePrivate(_ code: Code, before i: Int) -> Bool {
        if code.tokens[i].hasNewlineBefore { return false }
        var j = i - 1
        while j >= 0 && i - j <= 6 && (code.isIdentifier(j) || code.isKind(j, .keyword) || code.isKind(j, .attribute)) {
            if code.isWord(j, "private") || code.isWord(j, "fileprivate") { return true }
            // The declaration's first line starts here; only attributes stand above it.
            if code.tokens[j].hasNewlineBefore { break }
            j -= 1
        }
        return false
    }

    public func isToolbarContentType(_ code: Code, _ i: Int) -> Bool {
        !toolbarContentTypes.isEmpty && toolbarContentTypes.contains(Array(code.bytes(i)))
    }

    public func isBarSubclass(_ code: Code, _ i: Int) -> Bool {
        guard !barSubclasses.isEmpty else { return false }
        // Compared in place: this runs for every type name of a UIKit file.
        let bytes = code.bytes(i)
        func equal(_ name: [UInt8]) -> Bool { name.count == bytes.count && name.elementsEqual(bytes) }
        return barSubclasses.contains(where: equal) && !valueTypesNamedLikeBars.contains(where: equal)
    }
}
