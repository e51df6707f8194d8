import DuobarModel

/// Every rule, in the order `duobar-lint rules` lists them. Adding a rule is
/// adding its file and its line here; a test fails if a file in Rules/ is not listed.
public let allRules: [Rule] = [
    .textOnlyItem,
    .missingTitle,
    .customViewItem,
    .verticalCustomViewNotAdaptive,
    .handBuiltBar,
    .prominentActionPlacement,
    .dismissPlacement,
    .pinnedOveruse,
    .preferBadge,
    .axisSwitchingItem,
    .manualSpacer,
    .customOverflowMenu,
    .verticalOptOut,
    .unstableOptOut,
    .badgedItemPriority,
    .overflowPriorityUnset,
    .tabCompressionUnset,
    .deprecatedBarPlacement,
    .legacyNavigationView,
    .horizontalOnlyItem,
    .layoutDirectionEdge,
]

public func rule(withID id: String) -> Rule? {
    allRules.first { $0.id == id }
}
