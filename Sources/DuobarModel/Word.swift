import DuobarScanner

/// The names the model looks for. `Code` lists where each occurs, in one pass, so
/// each finder visits its own few tokens instead of walking the whole file.
public enum Word: Int, CaseIterable, Sendable {
    case toolbar
    case some
    case ToolbarContent
    case CustomizableToolbarContent
    /// The attribute `@ToolbarContentBuilder`.
    case toolbarContentBuilderAttribute
    case UIBarButtonItem
    case toolbarItems
    case leftBarButtonItem
    case leftBarButtonItems
    case rightBarButtonItem
    case rightBarButtonItems
    case leadingItemGroups
    case trailingItemGroups
    case centerItemGroups
    case pinnedTrailingGroup
    case additionalOverflowItems
    case backBarButtonItem
    case setToolbarItems
    case setItems
    case items
    case UIToolbar
    case UINavigationBar
    case UITabBar
    case safeAreaInset
    case overlay
    case inputAccessoryView
    case toolbarVerticalBehavior
    case preferredVerticalBarBehavior
    case classDeclaration
    case structDeclaration
    case enumDeclaration
    case extensionDeclaration
    case actorDeclaration

    /// How the word is written in source.
    public var spelling: String {
        switch self {
        case .toolbar: return "toolbar"
        case .some: return "some"
        case .ToolbarContent: return "ToolbarContent"
        case .CustomizableToolbarContent: return "CustomizableToolbarContent"
        case .toolbarContentBuilderAttribute: return "@ToolbarContentBuilder"
        case .UIBarButtonItem: return "UIBarButtonItem"
        case .toolbarItems: return "toolbarItems"
        case .leftBarButtonItem: return "leftBarButtonItem"
        case .leftBarButtonItems: return "leftBarButtonItems"
        case .rightBarButtonItem: return "rightBarButtonItem"
        case .rightBarButtonItems: return "rightBarButtonItems"
        case .leadingItemGroups: return "leadingItemGroups"
        case .trailingItemGroups: return "trailingItemGroups"
        case .centerItemGroups: return "centerItemGroups"
        case .pinnedTrailingGroup: return "pinnedTrailingGroup"
        case .additionalOverflowItems: return "additionalOverflowItems"
        case .backBarButtonItem: return "backBarButtonItem"
        case .setToolbarItems: return "setToolbarItems"
        case .setItems: return "setItems"
        case .items: return "items"
        case .UIToolbar: return "UIToolbar"
        case .UINavigationBar: return "UINavigationBar"
        case .UITabBar: return "UITabBar"
        case .safeAreaInset: return "safeAreaInset"
        case .overlay: return "overlay"
        case .inputAccessoryView: return "inputAccessoryView"
        case .toolbarVerticalBehavior: return "toolbarVerticalBehavior"
        case .preferredVerticalBarBehavior: return "preferredVerticalBarBehavior"
        case .classDeclaration: return "class"
        case .structDeclaration: return "struct"
        case .enumDeclaration: return "enum"
        case .extensionDeclaration: return "extension"
        case .actorDeclaration: return "actor"
        }
    }

    /// For each first byte, the lengths of the words that start with it, as bits: most
    /// identifiers fail this one test and skip `lookup`.
    static let lengthsByFirstByte: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 256)
        for word in Word.allCases {
            let bytes = Array(word.spelling.utf8)
            table[Int(bytes[0])] |= 1 << UInt32(bytes.count)
        }
        return table
    }()

    /// The word spelled by `len` bytes at `s`, if any. Compares the first eight bytes as
    /// one integer, then the rest, so most identifiers cost a switch and a compare.
    @inline(__always)
    static func lookup(_ s: UnsafePointer<UInt8>, _ len: Int, readable: Int = 0) -> Word? {
        if len < 4 || len > 28 { return nil }
        let head = Keywords.head(s, len, readable: readable)
        switch len {
        case 4:
            if head == 0x656d6f73 { return .some }
            if head == 0x6d756e65 { return .enumDeclaration }
            return nil
        case 5:
            if head == 0x736d657469 { return .items }
            if head == 0x7373616c63 { return .classDeclaration }
            if head == 0x726f746361 { return .actorDeclaration }
            return nil
        case 6:
            if head == 0x746375727473 { return .structDeclaration }
            return nil
        case 7:
            if head == 0x7261626c6f6f74 { return .toolbar }
            if head == 0x79616c7265766f { return .overlay }
            return nil
        case 8:
            if head == 0x736d657449746573 { return .setItems }
            if head == 0x7261426261544955 { return .UITabBar }
            return nil
        case 9:
            if head == 0x61626c6f6f544955 && Keywords.equals(s, len, "UIToolbar") { return .UIToolbar }
            if head == 0x6f69736e65747865 && Keywords.equals(s, len, "extension") { return .extensionDeclaration }
            return nil
        case 12:
            if head == 0x497261626c6f6f74 && Keywords.equals(s, len, "toolbarItems") { return .toolbarItems }
            return nil
        case 13:
            if head == 0x6165724165666173 && Keywords.equals(s, len, "safeAreaInset") { return .safeAreaInset }
            return nil
        case 14:
            if head == 0x437261626c6f6f54 && Keywords.equals(s, len, "ToolbarContent") { return .ToolbarContent }
            return nil
        case 15:
            if head == 0x7475427261424955 && Keywords.equals(s, len, "UIBarButtonItem") { return .UIBarButtonItem }
            if head == 0x626c6f6f54746573 && Keywords.equals(s, len, "setToolbarItems") { return .setToolbarItems }
            if head == 0x61676976614e4955 && Keywords.equals(s, len, "UINavigationBar") { return .UINavigationBar }
            return nil
        case 16:
            if head == 0x74497265746e6563 && Keywords.equals(s, len, "centerItemGroups") { return .centerItemGroups }
            return nil
        case 17:
            if head == 0x427261427466656c && Keywords.equals(s, len, "leftBarButtonItem") { return .leftBarButtonItem }
            if head == 0x49676e696461656c && Keywords.equals(s, len, "leadingItemGroups") { return .leadingItemGroups }
            if head == 0x427261426b636162 && Keywords.equals(s, len, "backBarButtonItem") { return .backBarButtonItem }
            return nil
        case 18:
            if head == 0x427261427466656c && Keywords.equals(s, len, "leftBarButtonItems") { return .leftBarButtonItems }
            if head == 0x7261427468676972 && Keywords.equals(s, len, "rightBarButtonItem") { return .rightBarButtonItem }
            if head == 0x676e696c69617274 && Keywords.equals(s, len, "trailingItemGroups") { return .trailingItemGroups }
            if head == 0x6363417475706e69 && Keywords.equals(s, len, "inputAccessoryView") { return .inputAccessoryView }
            return nil
        case 19:
            if head == 0x7261427468676972 && Keywords.equals(s, len, "rightBarButtonItems") { return .rightBarButtonItems }
            if head == 0x725464656e6e6970 && Keywords.equals(s, len, "pinnedTrailingGroup") { return .pinnedTrailingGroup }
            return nil
        case 22:
            if head == 0x7261626c6f6f5440 && Keywords.equals(s, len, "@ToolbarContentBuilder") { return .toolbarContentBuilderAttribute }
            return nil
        case 23:
            if head == 0x6e6f697469646461 && Keywords.equals(s, len, "additionalOverflowItems") { return .additionalOverflowItems }
            if head == 0x567261626c6f6f74 && Keywords.equals(s, len, "toolbarVerticalBehavior") { return .toolbarVerticalBehavior }
            return nil
        case 26:
            if head == 0x7a696d6f74737543 && Keywords.equals(s, len, "CustomizableToolbarContent") { return .CustomizableToolbarContent }
            return nil
        case 28:
            if head == 0x6572726566657270 && Keywords.equals(s, len, "preferredVerticalBarBehavior") { return .preferredVerticalBarBehavior }
            return nil
        default:
            return nil
        }
    }
}
