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

    /// Bytes that must appear in a file for it to declare anything indexed.
    /// (`ar:`/`ar<` catch `struct Toolbar: View` and `struct NavBar<Content>`.)
    public static let markers: [StaticString] = ["ToolbarContent", "UIToolbar", "UINavigationBar", "UITabBar", "ar:", "ar<"]

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

    public func isToolbarContentType(_ code: Code, _ i: Int) -> Bool {
        !toolbarContentTypes.isEmpty && toolbarContentTypes.contains(Array(code.bytes(i)))
    }

    public func isBarSubclass(_ code: Code, _ i: Int) -> Bool {
        guard !barSubclasses.isEmpty else { return false }
        let name = Array(code.bytes(i))
        return barSubclasses.contains(name) && !valueTypesNamedLikeBars.contains(name)
    }
}
