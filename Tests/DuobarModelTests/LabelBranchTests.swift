import XCTest
import DuobarScanner
@testable import DuobarModel

/// What an item shows in each state (docs/model.md, "Labels that change with state"): the
/// branch classes of a conditional label, and the single items that stand in for one another.
final class LabelBranchTests: XCTestCase {
    func toolbar(_ content: String, index: ProjectIndex? = nil) -> Parsed {
        parse("""
            struct EditorView: View {
                var body: some View {
                    Text("x").toolbar {
                        \(content)
                    }
                }
            }
            """, index: index)
    }

    func only(_ p: Parsed, file: StaticString = #filePath, line: UInt = #line) -> BarItem? {
        let items = p.model.items
        XCTAssertEqual(items.count, 1, "items", file: file, line: line)
        return items.first
    }

    func testAConditionalLabelKeepsItsBranchesClassesAndTitles() throws {
        let p = toolbar(#"Button { } label: { if on { Image(systemName: "star.fill") } else { Text("Favorite") } }"#)
        let item = try XCTUnwrap(only(p))
        XCTAssertEqual(item.label.labelClass, .conditional)
        XCTAssertEqual(item.label.branchClasses, [.image, .text])
        XCTAssertEqual(p.model.branchTitles(item).map { p.text($0) }, [#""Favorite""#])
        XCTAssertEqual(item.label.shownClasses, [.image, .text])
    }

    func testASwitchOverAStoredConstantIsChosenByTheCaller() throws {
        func label(_ type: String, _ content: String, members: String = "") throws -> ItemLabel {
            let p = parse("""
                struct \(type) {
                    \(members)
                    var body: some ToolbarContent {
                        ToolbarItem { \(content) }
                    }
                }
                struct IconView: View {
                    let icon: Icon
                    var body: some View {
                        switch icon {
                        case .symbol(let name): Image(systemName: name)
                        case .emoji(let text): Text(text)
                        }
                    }
                }
                """)
            return try XCTUnwrap(p.model.items.first).label
        }
        let cases = """
            switch kind {
            case .close: Button("Close", systemImage: "xmark") { }
            case .done: Button("Done") { }
            }
            """
        let inContent = try label("DismissItem: ToolbarContent", cases, members: "let kind: Kind")
        XCTAssertEqual(inContent.labelClass, .conditional)
        XCTAssertEqual(inContent.branchClasses, [.both, .text])
        XCTAssertTrue(inContent.branchesChosenByCaller, "in the item's content")
        let inLabel = try label("StarItem: ToolbarContent", """
            Button { } label: {
                switch self.style {
                case .filled: Image(systemName: "star")
                case .plain: Text("Star")
                }
            }
            """, members: "let style: Style = .plain")
        XCTAssertTrue(inLabel.branchesChosenByCaller, "in a label closure, through `self.`")
        let inView = try label("ProfileItem: ToolbarContent", "Button { } label: { IconView(icon: icon) }", members: "let icon: Icon")
        XCTAssertEqual(inView.labelClass, .conditional)
        XCTAssertTrue(inView.branchesChosenByCaller, "in the body of a view of the project the label calls")
        // State the type owns, or an `if`, may change while the screen is shown.
        XCTAssertFalse(try label("DismissItem: ToolbarContent", cases, members: "@State private var kind: Kind = .close").branchesChosenByCaller)
        XCTAssertFalse(try label("DismissItem: ToolbarContent", cases, members: "var kind: Kind").branchesChosenByCaller)
        XCTAssertFalse(try label("DismissItem: ToolbarContent", #"if kind { Button("Close", systemImage: "xmark") { } } else { Button("Done") { } }"#,
                                 members: "let kind: Bool").branchesChosenByCaller)
        // A constant of another scope is not the type's: a local inside a member's body.
        XCTAssertFalse(try label("DismissItem: ToolbarContent", cases, members: "func make() { let kind = Kind.done }").branchesChosenByCaller)
    }

    func testAGroupAroundOnlyProgressIsABusyBranch() throws {
        let p = toolbar(#"Button { } label: { if busy { VStack { Group { ProgressView().tint(.red) } } } else { Image(systemName: "arrow.clockwise") } }"#)
        let item = try XCTUnwrap(only(p))
        XCTAssertEqual(item.label.labelClass, .image, "nested stacks around one progress view are the busy state")
    }

    func testABranchThatOnlyShowsProgressIsLeftOutOfTheBranches() throws {
        let p = toolbar(#"Button { } label: { if busy { ProgressView() } else { Image(systemName: "arrow.clockwise") } }"#)
        let item = try XCTUnwrap(only(p))
        XCTAssertEqual(item.label.labelClass, .image, "a busy branch stands in for the item: it has the other branch's class")
        XCTAssertEqual(item.label.branchClasses, [], "not conditional, so no branches to tell apart")
    }

    func testOneClassIsNoConditionalAndHasNoBranches() throws {
        let p = toolbar(#"Button { } label: { if on { Text("On") } else { Text("Off") } }"#)
        let item = try XCTUnwrap(only(p))
        XCTAssertEqual(item.label.labelClass, .text)
        XCTAssertEqual(item.label.branchClasses, [])
        XCTAssertEqual(item.label.shownClasses, [.text])
    }

    func testAToolbarItemOfOneIfKeepsEachBranchsLabel() throws {
        let p = toolbar("""
            ToolbarItem {
                if isEditing { Button("Done") { } } else { Button("Edit", systemImage: "pencil") { } }
            }
            """)
        let item = try XCTUnwrap(only(p))
        XCTAssertEqual(item.label.labelClass, .conditional)
        XCTAssertEqual(item.label.branchClasses, [.text, .both])
        XCTAssertEqual(p.model.branchTitles(item).map { p.text($0) }, [#""Done""#, #""Edit""#])
    }

    func testAProjectViewWithBranchesCarriesThemToTheCall() throws {
        let other = parse("""
            struct FollowButton: View {
                var body: some View {
                    if following { Button("Following") { } }
                    else if loading { ProgressView() }
                    else { Button("Follow", systemImage: "person.badge.plus") { } }
                }
            }
            """)
        var index = ProjectIndex()
        index.views = ViewDeclarations(other.code).shared
        let item = try XCTUnwrap(only(toolbar("ToolbarItem { FollowButton() }", index: index)))
        XCTAssertEqual(item.label.labelClass, .conditional)
        XCTAssertEqual(item.label.branchClasses, [.text, .both], "the busy branch is left out")
    }

    // MARK: Single items in one place

    func slots(_ p: Parsed) -> [[String]] {
        let model = p.model
        return model.alternativeSlots().map { $0.map { p.control(model.items[$0]) + (p.title(model.items[$0]).map { " " + $0 } ?? "") } }
    }

    func testAProgressViewInABranchBesideAnotherStandsInWhileBusy() {
        let p = toolbar("""
            if isImporting {
                ToolbarItem(placement: .confirmationAction) { ProgressView() }
            } else {
                ImportToolbarButton()
            }
            if isSyncing { ProgressView() }
            """)
        let progress = p.model.items.filter { p.control($0) == "ProgressView" }
        XCTAssertEqual(progress.map { p.model.isBusyStandIn($0) }, [true, false],
                       "only beside a branch that shows something")
    }

    func testTheBranchesOfAnIfElseAreOneSlot() {
        let p = toolbar("""
            if isPlaying {
                Button("Pause", systemImage: "pause") { }
            } else {
                Button("Play") { }
            }
            Button("Add", systemImage: "plus") { }
            """)
        XCTAssertEqual(slots(p), [[#"Button "Pause""#, #"Button "Play""#]])
    }

    func testAnIfWithoutElseOrAnEmptyBranchIsNoSlot() {
        XCTAssertEqual(slots(toolbar(#"if isEditing { Button("Done") { } }"#)), [])
        XCTAssertEqual(slots(toolbar(#"if isEditing { Button("Done") { } } else { EmptyView() }"#)), [])
    }

    func testSwitchCasesAreOneSlotAndAProgressViewIsNotOneOfThem() {
        let p = toolbar("""
            ToolbarItemGroup(placement: .bottomBar) {
                switch state {
                case .idle: Button("Sync", systemImage: "arrow.clockwise") { }
                case .failed: Button("Retry") { }
                case .syncing: ProgressView()
                }
            }
            """)
        XCTAssertEqual(slots(p), [[#"Button "Sync""#, #"Button "Retry""#]])
    }

    func testBranchesOfSeveralItemsOrOfOtherPlacementsAreNoSlot() {
        XCTAssertEqual(slots(toolbar("""
            if isSelecting { Button("All") { }; Button("Delete", systemImage: "trash") { } }
            else { Button("Select", systemImage: "checkmark.circle") { } }
            """)), [])
        XCTAssertEqual(slots(toolbar("""
            if isEditing { ToolbarItem(placement: .topBarLeading) { Button("Cancel") { } } }
            else { ToolbarItem(placement: .topBarTrailing) { Button("Edit", systemImage: "pencil") { } } }
            """)), [])
    }

    func testItemsOfOnePlacementInBranchesAreOneSlot() {
        let p = toolbar("""
            if isEditing { ToolbarItem(placement: .topBarTrailing) { Button("Done") { } } }
            else { ToolbarItem(placement: .topBarTrailing) { Button("Edit", systemImage: "pencil") { } } }
            """)
        XCTAssertEqual(slots(p), [[#"Button "Done""#, #"Button "Edit""#]])
    }
}
