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
    /// The app's lowest iOS version for this file, as the engine found it.
    public let deploymentTarget: DeploymentTarget
    /// `.navigationBarLeading`/`.navigationBarTrailing` placements and `.navigationBarItems(…)`.
    public let deprecatedPlacements: [DeprecatedBarPlacement]
    /// The `NavigationView` tokens whose content declares a toolbar.
    public let legacyNavigationViews: [Int]
    /// For each UIKit `pinnedTrailingGroup = …`, the controls of the items it holds, in source order.
    public let pinnedGroups: [[TokenRange]]
    /// The references to other toolbar content in the contexts (`editingItems`, `EditorToolbar()`).
    public let toolbarReferences: [ToolbarReference]
    /// Counts of contexts' bar items, made once each when a rule asks.
    let counts = CountCache()
    /// `misplacedActions()`, made once when a rule asks: three rules do.
    let misplaced = MisplacedActionsCache()
    /// What the model looked up in the index.
    public let lookups = IndexLookups()
    /// The `if`/`switch` branches found so far, shared by everything that asks.
    let branches = BranchIndex()
    /// The file's calls of views resolved against the project's and the config's views.
    public let views: ViewResolver

    /// `declarations` are the file's own views when the caller has read them already, read
    /// with `path`: the file's path, from whose folder a view name declared in several places
    /// resolves to the nearest declaration (`ViewResolver.bodies(_:from:)`).
    ///
    /// `ownDeclarations` are the file's declarations, its private ones included, when the
    /// caller has read them already (`ProjectIndex.sharedAndOwnDeclarations(in:)`).
    public init(code: Code, index: ProjectIndex = ProjectIndex(), deploymentTarget: DeploymentTarget = .unknown,
                declarations: ViewDeclarations? = nil, path: String = "", ownDeclarations: ProjectIndex? = nil) {
        self.code = code
        self.deploymentTarget = deploymentTarget
        // The file's own private declarations count within it.
        var index = index
        if FileModel.readsOwnDeclarations(code) {
            index.merge(ownDeclarations ?? ProjectIndex.declarations(in: code, includingPrivate: true))
        }
        self.index = index
        views = ViewResolver(code: code, index: index, own: declarations ?? ViewDeclarations(code, path: path),
                             lookups: lookups, path: path)
        let toolbar = ToolbarContextFinder(code: code, index: index, lookups: lookups, views: views)
        let contexts = toolbar.contexts()
        var items: [BarItem] = []
        var references: [ToolbarReference] = []
        for (k, context) in contexts.enumerated() {
            toolbar.items(of: context, contextIndex: k, references: &references, into: &items)
        }
        toolbarReferences = references
        // Variables are followed only in files that hold UIKit bar items or bars.
        let bindings = Vocabulary.uiKitWords.contains(where: code.contains) ? Bindings(code) : Bindings()
        if Vocabulary.itemWords.contains(where: code.contains) {
            items.append(contentsOf: UIKitItemFinder(code: code, bindings: bindings, index: index, lookups: lookups).items())
        }
        items.sort { $0.control.start < $1.control.start }
        let actions = ActionKindReader(code: code, bindings: bindings, branches: branches, answers: views.answers)
        for k in items.indices {
            items[k].actionKind = actions.kind(of: items[k])
            if items[k].actionKind != nil, items[k].label.labelClass == .image, items[k].label.symbolToken == nil {
                items[k].actionAccessibilityLabel = actions.accessibilityLabel(ofNonSymbolImage: items[k])
            }
            if items[k].actionKind != nil, items[k].framework == .uiKit {
                items[k].endsModeOnScreen = actions.endsEditingBySelector(items[k]) || actions.endsModeByAction(items[k])
            } else if items[k].actionKind != nil, let c = items[k].contextIndex {
                items[k].endsModeOnScreen = actions.endsModeOnScreen(items[k], contextBody: contexts[c].body)
            }
        }
        actions.markSecondaryDoneLike(&items, scopes: views.own.scopes)
        (deprecatedPlacements, legacyNavigationViews) = LegacyNavigationFinder(code: code, contexts: contexts).find(items, references: toolbarReferences)
        pinnedGroups = code.contains(.pinnedTrailingGroup) ? PinnedGroupFinder(code: code, bindings: bindings).groups(items) : []
        self.contexts = contexts
        self.items = items
        handBuiltBars = HandBuiltBarFinder(code: code, index: index, bindings: bindings, lookups: lookups).bars()
        optOuts = OptOutFinder(code: code).optOuts()
    }

    /// Whether the model reads the file's own declarations (`init`): only UIKit and
    /// `ToolbarContent` files can hold one it asks about.
    public static func readsOwnDeclarations(_ code: Code) -> Bool {
        code.mentionsUIKit || code.contains(.ToolbarContent) || code.contains(.CustomizableToolbarContent)
    }

    /// A spacer of fixed width (`ToolbarSpacer(.fixed)`, UIKit `.fixedSpace`), which pushes
    /// items apart rather than collapsing on a vertical bar.
    public func isFixedSpace(_ item: BarItem) -> Bool {
        guard item.isSpacer else { return false }
        if let member = item.systemItemMember, code.isWord(member, "fixedSpace") { return true }
        for j in item.control.start..<min(item.control.end, code.count) where code.isWord(j, "fixedSpace") { return true }
        // `ToolbarSpacer(.fixed, …)`: the control is the name; its first argument says the kind.
        let open = item.control.end
        guard code.isKind(open, .leftParen), let first = code.arguments(open: open).first else { return false }
        return code.isKind(first.start, .dot) && code.isWord(first.start + 1, "fixed") && first.end == first.start + 2
    }

    /// The byte range of a token range, for findings.
    public func byteRange(_ r: TokenRange) -> Range<Int> {
        FileModel.byteRange(r, in: code.tokens)
    }

    static func byteRange(_ r: TokenRange, in tokens: [Token]) -> Range<Int> {
        let start = Int(tokens[r.start].start)
        let end = Int(tokens[max(r.end - 1, r.start)].end)
        return start..<max(end, start)
    }
}
