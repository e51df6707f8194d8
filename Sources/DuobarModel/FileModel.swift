import DuobarScanner

/// Everything the rules read about one file.
public struct FileModel {
    public let code: Code
    public let index: ProjectIndex
    public let contexts: [ToolbarContext]
    /// SwiftUI and UIKit items, in source order.
    public let items: [BarItem]
    public let handBuiltBars: [HandBuiltBar]
    public let optOuts: [VerticalOptOut]
    /// What the model looked up in the index.
    public let lookups = IndexLookups()
    /// The file's calls of views resolved against the project's and the config's views.
    public let views: ViewResolver

    /// `declarations` are the file's own views when the caller has read them already.
    public init(code: Code, index: ProjectIndex = ProjectIndex(), declarations: ViewDeclarations? = nil) {
        self.code = code
        // The file's own private declarations count within it.
        var index = index
        if code.mentionsUIKit || code.contains(.ToolbarContent) || code.contains(.CustomizableToolbarContent) {
            index.merge(ProjectIndex.declarations(in: code, includingPrivate: true))
        }
        self.index = index
        views = ViewResolver(code: code, index: index, own: declarations ?? ViewDeclarations(code), lookups: lookups)
        let toolbar = ToolbarContextFinder(code: code, index: index, lookups: lookups, views: views)
        let contexts = toolbar.contexts()
        var items: [BarItem] = []
        for (k, context) in contexts.enumerated() {
            items.append(contentsOf: toolbar.items(of: context, contextIndex: k))
        }
        // Variables are followed only in files that hold UIKit bar items or bars.
        let bindings = FileModel.uiKitWords.contains(where: code.contains) ? Bindings(code) : Bindings()
        if FileModel.itemWords.contains(where: code.contains) {
            items.append(contentsOf: UIKitItemFinder(code: code, bindings: bindings).items())
        }
        items.sort { $0.control.start < $1.control.start }
        self.contexts = contexts
        self.items = items
        handBuiltBars = HandBuiltBarFinder(code: code, index: index, bindings: bindings, lookups: lookups).bars()
        optOuts = OptOutFinder(code: code).optOuts()
    }

    /// Words without which a file has no UIKit bar item.
    static let itemWords: [Word] = [
        .UIBarButtonItem, .toolbarItems, .leftBarButtonItem, .leftBarButtonItems, .rightBarButtonItem,
        .rightBarButtonItems, .leadingItemGroups, .trailingItemGroups, .centerItemGroups, .pinnedTrailingGroup,
        .additionalOverflowItems, .backBarButtonItem, .setToolbarItems,
    ]
    static let uiKitWords: [Word] = itemWords + [.UIToolbar, .UINavigationBar, .UITabBar, .inputAccessoryView, .setItems, .items]

    /// The byte range of a token range, for findings.
    public func byteRange(_ r: TokenRange) -> Range<Int> {
        let start = Int(code.tokens[r.start].start)
        let end = Int(code.tokens[max(r.end - 1, r.start)].end)
        return start..<max(end, start)
    }
}
