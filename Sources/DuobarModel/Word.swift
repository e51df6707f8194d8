/// The names the model looks for. `Code` lists where each occurs, in one pass, so
/// each finder visits its own few tokens instead of walking the whole file. Each is
/// spelled by its entry in `Vocabulary`.
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
    case leadingBarButtonGroups
    case trailingBarButtonGroups
    case backBarButtonItem
    case setToolbarItems
    case setLeftBarButton
    case setLeftBarButtonItems
    case setRightBarButton
    case setRightBarButtonItems
    case setItems
    case items
    case UIToolbar
    case UINavigationBar
    case UITabBar
    case safeAreaInset
    case overlay
    case inputAccessoryView
    /// The attribute `@IBOutlet`.
    case outletAttribute
    case toolbarVerticalBehavior
    case preferredVerticalBarBehavior
    case navigationBarItems
    case NavigationView
    case visibilityPriority
    case TabView
    case classDeclaration
    case structDeclaration
    case enumDeclaration
    case extensionDeclaration
    case actorDeclaration
    /// `typealias`: a file may give a SwiftUI control another name (`ControlName`).
    case typealiasDeclaration
    case toolbarVerticalEdge
    case verticalBarEdge
    case UILabel
    case UIStackView
    case addArrangedSubview
    case ViewThatFits
    case userInterfaceIdiom
    /// The app's own iPad checks on `UIDevice` (`UIDevice.isPad`, `UIDevice.current.isIPad`).
    case isPad
    case isIpad
    case isIPad
    case isiPad
    /// `ProcessInfo.processInfo.isMacCatalystApp` / `isiOSAppOnMac`: false on an iPhone.
    case isMacCatalystApp
    case isiOSAppOnMac
    /// An app's own name for the Catalyst check (`let IS_CATALYST = …isMacCatalystApp`, often
    /// declared in another file): the name says it, false on an iPhone.
    case IS_CATALYST
    case isCatalyst
    case isMacCatalyst
    case privateModifier
    case fileprivateModifier

    /// For each first byte, the lengths of the words that start with it, as bits: most
    /// identifiers fail this one test and skip the lookup. Built from the vocabulary, which
    /// must spell every word once.
    static let lengthsByFirstByte: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 256)
        var spelled = [Int](repeating: 0, count: Word.allCases.count)
        for entry in Vocabulary.entries {
            guard let word = entry.word else { continue }
            let length = entry.spelling.utf8CodeUnitCount
            precondition(length > 0 && length < 32, "a word of 1 to 31 bytes")
            table[Int(entry.spelling.utf8Start[0])] |= 1 << UInt32(length)
            spelled[word.rawValue] += 1
        }
        for word in Word.allCases where spelled[word.rawValue] != 1 {
            preconditionFailure("Word.\(word) has \(spelled[word.rawValue]) Vocabulary entries; it needs one")
        }
        return table
    }()

    /// The word spelled by `len` bytes at `s`, if any.
    static func lookup(_ s: UnsafePointer<UInt8>, _ len: Int, readable: Int = 0) -> Word? {
        lookup(table, s, len, readable: readable)
    }

    /// The vocabulary's table behind one pointer, which `Code.structure` takes once: a global's
    /// first-use check for every identifier that gets this far would cost more than the lookup.
    nonisolated(unsafe) static let table: UnsafePointer<NameTable> = {
        let pointer = UnsafeMutablePointer<NameTable>.allocate(capacity: 1)
        pointer.initialize(to: Vocabulary.names)
        return UnsafePointer(pointer)
    }()

    /// Not inlined: few identifiers get this far, and the lookup would otherwise take
    /// registers in `Code.structure`'s loop.
    @inline(never)
    static func lookup(_ table: UnsafePointer<NameTable>, _ s: UnsafePointer<UInt8>, _ len: Int, readable: Int) -> Word? {
        let value = table.pointee.lookup(s, len, readable: readable)
        return value >= 0 ? Word(rawValue: (value >> 16) - 1) : nil
    }
}
