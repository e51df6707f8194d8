import XCTest
import DuobarLayout

/// One test per layout rule of the vertical bar (docs/report.md).
final class VerticalBarTests: XCTestCase {
    func item(_ id: Int, _ origin: Origin, _ shape: LabelShape = .both, axis: AxisBehavior = .unset,
              priority: VisibilityPriority = .unset, group: Int? = nil, branches: [BranchChoice] = []) -> LayoutItem {
        LayoutItem(id: id, origin: origin, shape: shape, axis: axis, priority: priority, group: group, branches: branches)
    }

    // MARK: Order

    func testNavigationThenProminentThenTheRestThenTheBottomBar() {
        // Source order deliberately scrambled: the vertical bar orders by role, not by source.
        let layout = VerticalBar.layout([
            item(1, .bottomBar), item(2, .topBar), item(3, .pinned), item(4, .navigation),
        ], capacity: 10)
        XCTAssertEqual(layout.sections.map(\.kind), [.navigation, .prominent, .topBar, .bottomBar])
        XCTAssertEqual(layout.verticalItems, [4, 3, 2, 1])
    }

    func testThePinnedActionComesBeforeAConfirmationAction() {
        let layout = VerticalBar.layout([item(1, .prominent), item(2, .pinned)], capacity: 10)
        XCTAssertEqual(layout.verticalItems, [2, 1])
    }

    func testItemsOfOneSectionKeepSourceOrder() {
        let layout = VerticalBar.layout([item(1, .navigation), item(2, .topBar), item(3, .navigation)], capacity: 10)
        XCTAssertEqual(layout.verticalItems, [1, 3, 2])
    }

    func testAGapSeparatesTopBarItemsFromBottomBarItems() {
        let layout = VerticalBar.layout([item(1, .topBar), item(2, .bottomBar)], capacity: 10)
        XCTAssertEqual(layout.sections.map(\.kind.isFromBottomBar), [false, true])
        XCTAssertTrue(Origin.navigation.isFromTopBar && Origin.pinned.isFromTopBar && !Origin.bottomBar.isFromTopBar)
    }

    // MARK: Groups

    func testAGroupStaysTogetherWhereItsFirstItemIs() {
        let layout = VerticalBar.layout([
            item(1, .bottomBar, group: 7), item(2, .bottomBar), item(3, .bottomBar, group: 7),
        ], capacity: 10)
        XCTAssertEqual(layout.sections[0].groups, [[1, 3], [2]])
    }

    func testUngroupedItemsAreGroupsOfTheirOwn() {
        let layout = VerticalBar.layout([item(1, .topBar), item(2, .topBar)], capacity: 10)
        XCTAssertEqual(layout.sections[0].groups, [[1], [2]])
    }

    // MARK: Which items go vertical

    func testSymbolItemsGoVerticalTextOnlyAndCustomViewsDoNot() {
        let layout = VerticalBar.layout([
            item(1, .topBar, .both), item(2, .topBar, .image), item(3, .topBar, .text), item(4, .topBar, .custom),
        ], capacity: 10)
        XCTAssertEqual(layout.verticalItems, [1, 2])
        XCTAssertEqual(layout.apart, [.init(id: 3, reason: .textOnly), .init(id: 4, reason: .customView)])
        XCTAssertTrue(layout.apart.allSatisfy(\.vanishes))
    }

    func testVerticalPreferredBringsACustomViewOnTheBar() {
        let layout = VerticalBar.layout([item(1, .topBar, .custom, axis: .verticalPreferred)], capacity: 10)
        XCTAssertEqual(layout.verticalItems, [1])
    }

    func testHorizontalOnlyKeepsEvenASymbolItemOff() {
        let layout = VerticalBar.layout([item(1, .topBar, .both, axis: .horizontalOnly)], capacity: 10)
        XCTAssertEqual(layout.verticalItems, [])
        XCTAssertEqual(layout.apart, [.init(id: 1, reason: .horizontalOnly)])
    }

    func testSpacersKeyboardItemsAndTitleContentAreApartButDoNotVanish() {
        let layout = VerticalBar.layout([
            item(1, .bottomBar, .spacer), item(2, .keyboard), item(3, .title, .text), item(4, .unknown),
        ], capacity: 10)
        XCTAssertEqual(layout.apart.map(\.reason), [.spacer, .keyboard, .title, .placementUnknown])
        XCTAssertFalse(layout.apart.contains(where: \.vanishes))
    }

    func testALabelTheSourceCannotShowIsOnTheBarButUncertain() {
        let layout = VerticalBar.layout([item(1, .topBar, .conditional), item(2, .topBar, .unknown),
                                         item(3, .topBar, .text, axis: .unknown)], capacity: 10)
        XCTAssertEqual(layout.verticalItems, [1, 2, 3])
        XCTAssertEqual(layout.uncertain, [1, 2, 3])
    }

    // MARK: Today's bars

    func testHorizontalBarsPlaceEveryItemWhereItsPlacementSays() {
        let layout = VerticalBar.layout([
            item(1, .navigation), item(2, .title, .text), item(3, .topBar, .text), item(4, .pinned),
            item(5, .bottomBar), item(6, .keyboard), item(7, .overflowMenu),
        ], capacity: 10)
        XCTAssertEqual(layout.topLeading, [1])
        XCTAssertEqual(layout.principal, [2])
        XCTAssertEqual(layout.topTrailing, [3, 4])
        XCTAssertEqual(layout.bottom, [5])
        XCTAssertEqual(layout.keyboard, [6])
    }

    // MARK: Overflow

    func testEverythingFitsNoOverflowButton() {
        let layout = VerticalBar.layout((1...5).map { item($0, .bottomBar) }, capacity: 5)
        XCTAssertEqual(layout.verticalItems.count, 5)
        XCTAssertFalse(layout.hasOverflowButton)
    }

    func testItemsOverflowFromTheBottomUpAndTheOverflowButtonTakesASlot() {
        let layout = VerticalBar.layout((1...6).map { item($0, .bottomBar) }, capacity: 5)
        // Four fit beside "…": 6 goes first, then 5.
        XCTAssertEqual(layout.verticalItems, [1, 2, 3, 4])
        XCTAssertTrue(layout.hasOverflowButton)
        XCTAssertEqual(layout.overflowMenu, [.init(id: 5, rank: 2), .init(id: 6, rank: 1)])
    }

    func testLowPriorityOverflowsFirstHighPriorityLast() {
        let layout = VerticalBar.layout([
            item(1, .bottomBar, priority: .low), item(2, .bottomBar), item(3, .bottomBar, priority: .high),
            item(4, .bottomBar),
        ], capacity: 3)
        // Two fit beside "…": the low one goes first, then the lowest of the unset ones.
        XCTAssertEqual(layout.verticalItems, [2, 3])
        XCTAssertEqual(layout.overflowMenu.map(\.id), [1, 4])
        XCTAssertEqual(layout.overflowMenu.map(\.rank), [1, 2])
    }

    func testPinnedItemsOverflowLast() {
        let layout = VerticalBar.layout([item(1, .navigation), item(2, .pinned), item(3, .topBar), item(4, .bottomBar)],
                                        capacity: 2)
        // One fits beside "…": everything else goes before the pinned action.
        XCTAssertEqual(layout.verticalItems, [2])
        XCTAssertEqual(layout.overflowMenu.first { $0.id == 4 }?.rank, 1)
        XCTAssertEqual(layout.overflowMenu.first { $0.id == 1 }?.rank, 3)
    }

    func testOverflowMenuItemsAlwaysLiveInTheMenuAfterWhatOverflowed() {
        let layout = VerticalBar.layout([item(1, .overflowMenu, .text), item(2, .topBar), item(3, .topBar)], capacity: 2)
        XCTAssertEqual(layout.verticalItems, [2])
        XCTAssertEqual(layout.overflowMenu, [.init(id: 3, rank: 1), .init(id: 1, rank: nil)])
    }

    func testAnOverflowMenuShowsItsButtonEvenWhenAllFits() {
        let layout = VerticalBar.layout([item(1, .overflowMenu), item(2, .topBar)], capacity: 5)
        XCTAssertTrue(layout.hasOverflowButton)
        XCTAssertEqual(layout.verticalItems, [2])
    }

    func testItemsThatCannotGoVerticalDoNotTakeRoom() {
        let layout = VerticalBar.layout([item(1, .topBar, .text), item(2, .topBar), item(3, .topBar)], capacity: 2)
        XCTAssertEqual(layout.verticalItems, [2, 3])
        XCTAssertFalse(layout.hasOverflowButton)
    }

    // MARK: Tab bar

    func testATabBarThatFitsSharesTheStrip() {
        let layout = VerticalBar.layout([item(1, .topBar), item(2, .topBar)], tabBar: TabBarInput(tabs: 3, compression: .unset),
                                        capacity: 5)
        XCTAssertEqual(layout.tabBar, TabBarLayout(tabs: 3, compressed: false, compression: .unset, slots: 3))
        XCTAssertEqual(layout.verticalItems, [1, 2])
    }

    func testByDefaultTheTabBarStaysAndToolbarItemsOverflow() {
        let items = (1...3).map { item($0, .topBar) }
        for compression in [Compression.unset, .automatic, .prefersTabBar] {
            let layout = VerticalBar.layout(items, tabBar: TabBarInput(tabs: 3, compression: compression), capacity: 5)
            XCTAssertEqual(layout.tabBar?.compressed, false)
            XCTAssertEqual(layout.toolbarSlots, 2)
            XCTAssertEqual(layout.verticalItems, [1], "\(compression)")
            XCTAssertEqual(layout.overflowMenu.map(\.id), [2, 3])
        }
    }

    func testPrefersToolbarItemsCompressesTheTabBarFirst() {
        let items = (1...3).map { item($0, .topBar) }
        let layout = VerticalBar.layout(items, tabBar: TabBarInput(tabs: 3, compression: .prefersToolbarItems), capacity: 5)
        XCTAssertEqual(layout.tabBar, TabBarLayout(tabs: 3, compressed: true, compression: .prefersToolbarItems, slots: 1))
        XCTAssertEqual(layout.verticalItems, [1, 2, 3])
        XCTAssertFalse(layout.hasOverflowButton)
    }

    func testAnUnknownTabCountMakesTheOverflowALowerBound() {
        let layout = VerticalBar.layout([item(1, .topBar)], tabBar: TabBarInput(tabs: nil, compression: .unset), capacity: 5)
        XCTAssertTrue(layout.overflowIsLowerBound)
        XCTAssertEqual(layout.tabBar?.tabs, nil)
    }

    // MARK: States

    func testTheFullestBranchIsDrawnAndTheOthersListed() {
        let ifBranch = BranchChoice(statement: 10, branch: 11), elseBranch = BranchChoice(statement: 10, branch: 20)
        let layout = VerticalBar.layout([
            item(1, .topBar, branches: [ifBranch]),
            item(2, .topBar, branches: [elseBranch]), item(3, .topBar, branches: [elseBranch]),
            item(4, .bottomBar),
        ], capacity: 10)
        XCTAssertEqual(layout.verticalItems, [2, 3, 4])
        XCTAssertEqual(layout.otherStates, [1])
    }

    func testEqualBranchesDrawTheFirst() {
        let a = BranchChoice(statement: 10, branch: 11), b = BranchChoice(statement: 10, branch: 20)
        let layout = VerticalBar.layout([item(1, .topBar, branches: [a]), item(2, .topBar, branches: [b])], capacity: 10)
        XCTAssertEqual(layout.verticalItems, [1])
        XCTAssertEqual(layout.otherStates, [2])
    }

    func testNestedBranchesChooseInsideTheChosenBranch() {
        let outer = BranchChoice(statement: 1, branch: 2)
        let innerA = BranchChoice(statement: 3, branch: 4), innerB = BranchChoice(statement: 3, branch: 5)
        let other = BranchChoice(statement: 1, branch: 9)
        let layout = VerticalBar.layout([
            item(1, .topBar, branches: [outer, innerA]), item(2, .topBar, branches: [outer, innerB]),
            item(3, .topBar, branches: [outer, innerB]), item(4, .topBar, branches: [other]),
        ], capacity: 10)
        XCTAssertEqual(layout.verticalItems, [2, 3])
        XCTAssertEqual(layout.otherStates, [1, 4])
    }

    // MARK: Placements

    func testSwiftUIPlacementsMapToOrigins() {
        XCTAssertEqual(Origin(swiftUIPlacement: "cancellationAction"), .navigation)
        XCTAssertEqual(Origin(swiftUIPlacement: "topBarLeading"), .navigation)
        XCTAssertEqual(Origin(swiftUIPlacement: "navigationBarLeading"), .navigation)
        XCTAssertEqual(Origin(swiftUIPlacement: "topBarPinnedTrailing"), .pinned)
        XCTAssertEqual(Origin(swiftUIPlacement: "confirmationAction"), .prominent)
        XCTAssertEqual(Origin(swiftUIPlacement: "topBarTrailing"), .topBar)
        XCTAssertEqual(Origin(swiftUIPlacement: nil), .topBar)
        XCTAssertEqual(Origin(swiftUIPlacement: "bottomBar"), .bottomBar)
        XCTAssertEqual(Origin(swiftUIPlacement: "secondaryAction"), .overflowMenu)
        XCTAssertEqual(Origin(swiftUIPlacement: "principal"), .title)
        XCTAssertEqual(Origin(swiftUIPlacement: "keyboard"), .keyboard)
        XCTAssertEqual(Origin(swiftUIPlacement: ""), .unknown)
    }

    func testUIKitPositionsMapToOrigins() {
        XCTAssertEqual(Origin(uiKitPositions: ["leftBarButtonItems"]), .navigation)
        XCTAssertEqual(Origin(uiKitPositions: ["pinnedTrailingGroup"]), .pinned)
        XCTAssertEqual(Origin(uiKitPositions: ["rightBarButtonItems"]), .topBar)
        XCTAssertEqual(Origin(uiKitPositions: ["toolbarItems"]), .bottomBar)
        XCTAssertEqual(Origin(uiKitPositions: ["additionalOverflowItems", "rightBarButtonItems"]), .overflowMenu)
        XCTAssertEqual(Origin(uiKitPositions: []), .unknown)
    }

    func testWrittenValuesAreReadOrUnknown() {
        XCTAssertEqual(AxisBehavior(member: nil, written: false), .unset)
        XCTAssertEqual(AxisBehavior(member: "verticalPreferred", written: true), .verticalPreferred)
        XCTAssertEqual(AxisBehavior(member: nil, written: true), .unknown)
        XCTAssertEqual(VisibilityPriority(member: "high", written: true), .high)
        XCTAssertEqual(VisibilityPriority(member: "someVariable", written: true), .unknown)
        XCTAssertEqual(Compression(member: "prefersBarItems", written: true), .prefersToolbarItems)
        XCTAssertEqual(Compression(member: nil, written: false), .unset)
    }
}
