import XCTest
import DuobarScanner
@testable import DuobarModel

/// Toolbar contexts (docs/model.md): which closures are contexts and which views in them are items.
final class ToolbarContextTests: XCTestCase {
    // MARK: Contexts

    func testToolbarModifierWithTrailingClosure() {
        let p = parse("""
            Text("x")
                .toolbar {
                    Button("A", systemImage: "a") { }
                }
            """)
        let m = p.model
        XCTAssertEqual(m.contexts.count, 1)
        XCTAssertEqual(m.contexts.first?.kind, .modifier)
        XCTAssertEqual(m.contexts.first?.anchor, p.token("toolbar"))
        XCTAssertEqual(m.contexts.first?.body, p.token("{"))
        XCTAssertEqual(m.items.count, 1)
        XCTAssertEqual(m.items.first?.contextIndex, 0)
    }

    /// A `ProgressView` under an `if` is the busy state of what another branch shows; alone,
    /// it is the item.
    func testASpinnerIsTheItemOnlyWhenNoOtherBranchShowsSomething() {
        let p = parse("""
            Text("x")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        if busy { ProgressView() } else { Button("Reload", systemImage: "arrow.clockwise") { } }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        if busy { ProgressView() }
                    }
                }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map { p.control($0) }, ["Button", "ProgressView"])
        XCTAssertEqual(items.last?.kind, .custom)
        // Beside another view of the item, the branches are read one by one: still its busy state.
        let beside = parse("""
            Text("x")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        if busy { ProgressView() } else { Button("Sync", systemImage: "arrow.clockwise") { } }
                        Text("Synced")
                    }
                }
            """)
        XCTAssertEqual(beside.model.items.map { beside.control($0) }, ["Button", "Text"])
    }

    func testAValueDeclaredOverSeveralLinesIsNotAnItem() {
        let p = parse("""
            Text("x")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        let accent =
                            if #available(iOS 26, *) {
                                Color.primary
                            }
                            else {
                                Color.orange
                            }
                        Button("Add", systemImage: "plus") { }
                            .tint(accent)
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        let tint =
                            switch mode { case .a: Color.red; default: Color.blue }
                        let width = 4 +
                            2
                        Button("Edit", systemImage: "pencil") { }
                            .tint(tint)
                    }
                }
            """)
        XCTAssertEqual(p.model.items.map { p.text($0.control.start) }, ["Button", "Button"],
                       "an `if` or `switch` after `let x =` gives the value its branches, not the block views")
    }

    func testATernaryContinuedOnTheNextLineIsNotAnItem() {
        let p = parse("""
            Text("x")
                .toolbar {
                    let icon: Image = isDone ?
                        Icons.checkmark : Icons.warning
                    let tint = isDone
                        ? Color.green :
                        Color.red
                    let ready = isDone &&
                        Flags.ready
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Status", systemImage: "info") { }
                            .tint(tint)
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        switch mode {
                        case .idle:
                            Button("Edit", systemImage: "pencil") { }
                        default:
                            Button("Stop", systemImage: "stop") { }
                        }
                    }
                }
            """)
        XCTAssertEqual(p.model.items.map { p.text($0.control.start) }, ["Button", "Button", "Button"],
                       "a line ending in `?`, `:` or `&&` goes on; `case .idle:` and `default:` do not")
    }

    func testNavigationBarItemsArgumentsAreItemsOnTheirSide() {
        let p = parse("""
            List { }
                .navigationBarItems(leading: EditButton(), trailing: HStack {
                    Button("Add") { }
                    Button { } label: { Image(systemName: "square.and.arrow.up") }
                })
            """)
        let m = p.model
        XCTAssertEqual(m.contexts.count, 1)
        XCTAssertEqual(m.contexts.first?.kind, .navigationBarItems)
        XCTAssertEqual(m.contexts.first?.anchor, p.token("navigationBarItems"))
        XCTAssertEqual(m.items.map { p.text($0.control.start) }, ["EditButton", "HStack"],
                       "SwiftUI hosts the argument whole: the HStack is one custom item")
        XCTAssertEqual(m.items.map { p.text($0.placementMember) }, ["leading", "trailing"])
        XCTAssertEqual(m.items.map(\.label.labelClass), [.both, .custom])
        XCTAssertTrue(m.items.allSatisfy { $0.placement == nil }, "no placement argument to point at or fix")
    }

    func testNavigationBarItemsLookThroughGroupsAndBranches() {
        let p = parse("""
            List { }
                .navigationBarItems(trailing: Group {
                    if editing { Button("Done") { } } else { Button("Edit", systemImage: "pencil") { } }
                })
            """)
        XCTAssertEqual(p.model.items.map { p.title($0) }, [#""Done""#, #""Edit""#])
    }

    func testNavigationBarItemsWithAnythingElseIsNoContext() {
        let p = parse(#"let items = bar.navigationBarItems; view.navigationBarItems"#)
        XCTAssertTrue(p.model.contexts.isEmpty)
    }

    func testToolbarContentArgument() {
        let p = parse(#"Text("x").toolbar(content: { Button("A", systemImage: "a") { } })"#)
        let m = p.model
        XCTAssertEqual(m.contexts.count, 1)
        XCTAssertEqual(m.contexts.first?.anchor, p.token("toolbar"))
        XCTAssertEqual(m.contexts.first?.body, p.token("{"))
        XCTAssertEqual(m.items.count, 1)
    }

    func testCustomizableToolbarWithID() {
        let p = parse("""
            Text("x").toolbar(id: "editor") {
                ToolbarItem(id: "bold", placement: .secondaryAction) { Button("Bold", systemImage: "bold") { } }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.contexts.count, 1)
        XCTAssertEqual(m.contexts.first?.body, p.token("{"))
        XCTAssertEqual(m.items.count, 1)
        XCTAssertEqual(m.items.first.map { p.placement($0) }, "secondaryAction")
    }

    func testToolbarLookalikesAreNotContexts() {
        let p = parse("""
            Text("x")
                .toolbar(.hidden, for: .navigationBar)
                .toolbar(removing: .sidebarToggle)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarRole(.editor)
                .toolbarTitleMenu { Button("Rename") { } }
                .toolbarColorScheme(.dark, for: .navigationBar)
                .toolbarVisibility(.hidden, for: .tabBar)
            """)
        let m = p.model
        XCTAssertEqual(m.contexts.count, 0)
        XCTAssertEqual(m.items.count, 0)
    }

    func testToolbarContentTypeBody() {
        let p = parse("""
            struct EditorToolbar: ToolbarContent {
                let save: () -> Void
                var body: some ToolbarContent {
                    ToolbarItem(placement: .confirmationAction) { Button("Save", systemImage: "checkmark", action: save) }
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.contexts.count, 1)
        XCTAssertEqual(m.contexts.first?.kind, .builder)
        XCTAssertEqual(m.contexts.first?.anchor, p.token("body"))
        XCTAssertEqual(m.items.count, 1)
        XCTAssertEqual(m.items.first.map { p.placement($0) }, "confirmationAction")
    }

    func testToolbarContentBuilderFunctionAndProperty() {
        let p = parse("""
            struct EditorView: View {
                @ToolbarContentBuilder
                func trailingItems(count: Int = 2) -> some ToolbarContent {
                    ToolbarItem { Button("A", systemImage: "a") { } }
                }
                @ToolbarContentBuilder var leadingItems: some ToolbarContent {
                    ToolbarItem { Button("B", systemImage: "b") { } }
                }
                var body: some View { Text("x") }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.contexts.map(\.kind), [.builder, .builder])
        XCTAssertEqual(m.contexts.map { p.text($0.anchor) }, ["trailingItems", "leadingItems"])
        XCTAssertEqual(m.items.map(\.contextIndex), [0, 1])
    }

    func testSomeToolbarContentFunction() {
        let p = parse("""
            func extraItems() -> some ToolbarContent {
                ToolbarItem { Button("A", systemImage: "a") { } }
            }
            var more: some CustomizableToolbarContent {
                ToolbarItem(id: "b") { Button("B", systemImage: "b") { } }
            }
            var body: some View { Text("x") }
            """)
        let m = p.model
        XCTAssertEqual(m.contexts.map { p.text($0.anchor) }, ["extraItems", "more"])
        XCTAssertEqual(m.items.count, 2)
    }

    func testEachContextIndexesItsItems() {
        let p = parse("""
            VStack {
                A().toolbar { Button("One", systemImage: "1.circle") { } }
                B().toolbar { Button("Two", systemImage: "2.circle") { }; Button("Three", systemImage: "3.circle") { } }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.contexts.count, 2)
        XCTAssertEqual(m.items.map(\.contextIndex), [0, 1, 1])
        XCTAssertEqual(m.items.map { p.title($0) }, [#""One""#, #""Two""#, #""Three""#])
    }

    // MARK: Items and wrappers

    func testToolbarItemIsOneItemWithPlacement() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") { }
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.count, 1)
        guard let item = m.items.first else { return }
        XCTAssertEqual(item.wrapperName, p.token("ToolbarItem"))
        XCTAssertTrue(item.wrapperIsSingleItem)
        XCTAssertEqual(p.text(item.placement), ".topBarTrailing")
        XCTAssertEqual(p.placement(item), "topBarTrailing")
        XCTAssertEqual(item.area, .bar)
        XCTAssertEqual(item.control, TokenRange(p.token("Button"), p.token("Button") + 1))
    }

    func testToolbarItemContentArgument() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem(placement: .bottomBar, content: { Button("A", systemImage: "a") { } })
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.count, 1)
        XCTAssertEqual(m.items.first.map { p.placement($0) }, "bottomBar")
        XCTAssertEqual(m.items.first?.wrapperIsSingleItem, true)
    }

    func testViewInsideToolbarItemIsNotSplit() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem {
                    HStack { Button("A") { }; Button("B") { } }
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.count, 1)
        XCTAssertEqual(m.items.first?.label.labelClass, .custom)
        XCTAssertEqual(m.items.first.map { p.control($0) }, "HStack")
    }

    func testToolbarItemGroupSharesPlacementAndModifiers() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Bold", systemImage: "bold") { }
                    Spacer()
                    Button("Italic", systemImage: "italic") { }.badge(2)
                }
                .visibilityPriority(.high)
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.count, 3)
        let group = p.token("ToolbarItemGroup")
        XCTAssertEqual(m.items.map(\.wrapperName), [group, group, group])
        XCTAssertEqual(m.items.map(\.wrapperIsSingleItem), [false, false, false])
        XCTAssertEqual(m.items.map { p.placement($0) }, ["bottomBar", "bottomBar", "bottomBar"])
        XCTAssertEqual(m.items.map(\.kind), [.button, .spacer, .button])
        XCTAssertEqual(m.items.map { p.text($0.visibilityPriorityModifier) }, ["visibilityPriority", "visibilityPriority", "visibilityPriority"])
        XCTAssertEqual(m.items.map { p.text($0.badgeModifier) }, [nil, nil, "badge"])
    }

    func testForEachInsideGroupSharesPlacement() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    ForEach(actions) { action in
                        Button(action.title, systemImage: action.symbol) { action.run() }
                    }
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.count, 1)
        XCTAssertEqual(m.items.first.map { p.placement($0) }, "topBarTrailing")
        XCTAssertEqual(m.items.first?.wrapperName, p.token("ToolbarItemGroup"))
        XCTAssertEqual(m.items.first?.label.labelClass, .both)
    }

    func testOverflowMenuArea() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") { } }
                ToolbarOverflowMenu {
                    Button("Export") { }
                    Button("Print", systemImage: "printer") { }
                    ToolbarItem(placement: .keyboard) { Button("Odd") { } }
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.map { p.title($0) }, [#""Share""#, #""Export""#, #""Print""#, #""Odd""#])
        XCTAssertEqual(m.items.map(\.area), [.bar, .overflowMenu, .overflowMenu, .overflowMenu])
    }

    func testALabelledItemGroupCollapsesIntoAMenu() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItemGroup {
                    Button("By name") { sort(.name) }
                    Button("By size", systemImage: "arrow.up.arrow.down") { sort(.size) }
                } label: {
                    Label("Sort", systemImage: "line.3.horizontal.decrease")
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Archive", systemImage: "archivebox") { archive() }
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Next") { next() }
                } label: {
                    Label("Fields", systemImage: "keyboard")
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.map { p.title($0) }, [#""By name""#, #""By size""#, #""Archive""#, #""Next""#])
        XCTAssertEqual(m.items.map(\.area), [.overflowMenu, .overflowMenu, .bar, .keyboard],
                       "a labelled group's views fold into its menu; an unlabelled group's stay on the bar")
    }

    func testTypesWrittenWithTheirModuleAreTheModulesTypes() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    SwiftUI.Section {
                        SwiftUI.Button("Add", systemImage: "plus") { add() }
                        Button("Share") { share() }
                    }
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.map { p.title($0) }, [#""Add""#, #""Share""#])
        XCTAssertEqual(m.items.map(\.label.labelClass), [.both, .text])
    }

    func testSecondaryActionsLiveInTheOverflowMenu() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItemGroup(placement: .secondaryAction) {
                    Button("Hide Read") { toggle() }
                    Toggle("Blur", isOn: $blur)
                }
                ToolbarItem(placement: .primaryAction) { Button("Post") { post() } }
            }
            """)
        XCTAssertEqual(p.model.items.map(\.area), [.overflowMenu, .overflowMenu, .bar])
    }

    func testAnimatorsShowWhatTheirContentBuilds() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    PhaseAnimator([0, 1], trigger: tapped) { value in
                        Button("Mark Read", systemImage: "envelope.open") { markRead() }
                            .scaleEffect(value == 1 ? 1.2 : 1)
                    }
                }
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Button("Refresh") { refresh() }
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.map { p.title($0) }, [#""Mark Read""#, #""Refresh""#])
        XCTAssertEqual(m.items.map(\.label.labelClass), [.both, .text])
    }

    func testABusyBranchInAnItemWithMoreThanOneViewIsNotAnItem() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    switch state {
                    case .create: Button("Create") { create() }
                    case .loading: ProgressView()
                    case .none: EmptyView()
                    }
                    Spacer()
                }
                ToolbarItem { ProgressView() }
            }
            """)
        XCTAssertEqual(p.model.items.map { p.text($0.control) }, ["Button", "Spacer", "ProgressView"],
                       "the busy branch stands for Create's busy state; a progress view of its own is an item")
    }

    func testTitlePlacementsAreTitleContent() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem(placement: .title) { Text("Inbox") }
                ToolbarItem(placement: .largeTitle) { HStack { Text("Inbox"); Image(systemName: "tray") } }
                ToolbarItem(placement: .subtitle) { Text("3 unread") }
                ToolbarItem(placement: .largeSubtitle) { VStack { Text("©"); Text(version) } }
                ToolbarItem(placement: .topBarTrailing) { Button("Title", systemImage: "textformat") { } }
            }
            """)
        XCTAssertEqual(p.model.items.map(\.area), [.principal, .principal, .principal, .principal, .bar])
    }

    /// A placement held in a name, or chosen by a condition, that may be a title placement: the
    /// item may be the title, so it is title content for the item rules. One that gives only
    /// bar placements stays on the bar.
    func testAPlacementThatMayBeATitlePlacementIsTitleContent() {
        let p = parse("""
            struct Screen: View {
                private var titlePlacement: ToolbarItemPlacement {
                    compact && !Self.hasGlass ? .topBarLeading : .principal
                }
                private let sidePlacement: ToolbarItemPlacement = wide ? .topBarLeading : .topBarTrailing
                func placement() -> ToolbarItemPlacement { .topBarTrailing }
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem(placement: titlePlacement) { HStack { AsyncImage(url: icon); Text(name) } }
                        ToolbarItem(placement: self.titlePlacement) { Text(name) }
                        ToolbarItem(placement: wide ? .principal : .topBarLeading) { Text(name) }
                        ToolbarItem(placement: sidePlacement) { Button("Share") { } }
                        ToolbarItem(placement: unknownPlacement) { Button("Edit") { } }
                    }
                }
            }
            """)
        XCTAssertEqual(p.model.items.map(\.area), [.principal, .principal, .principal, .bar, .bar])
        // A `.title` font in some other declaration of the file says nothing of a placement.
        let font = parse("""
            struct Screen: View {
                let side: ToolbarItemPlacement = .topBarTrailing
                var heading: some View { Text("x").font(.title) }
                var body: some View { Text("x").toolbar { ToolbarItem(placement: side) { Button("Share") { } } } }
            }
            """)
        XCTAssertEqual(font.model.items.map(\.area), [.bar])
    }

    /// A property named `toolbar` read in a condition is no modifier: the `{` opens the body.
    func testAToolbarPropertyInAConditionIsNoToolbar() {
        let p = parse("""
            struct Preview: View {
                var body: some View {
                    if let toolbar = manager.toolbar {
                        VStack { Button("Play") { toolbar.play() }; Text("x") }
                    }
                    if let a = first,
                       let bar = self.toolbar {
                        Text(bar.title)
                    }
                    while model.toolbar { model.step() }
                    if ready { Text("Ready") }
                    List { }
                        .toolbar { Button("Add", systemImage: "plus") { } }
                    let shown = ready && detail.toolbar
                    Text("x")
                        .if(compact) { view in view.padding() }
                        .toolbar { Button("Edit") { } }
                }
            }
            """)
        XCTAssertEqual(p.model.contexts.count, 2, "only the two modifiers")
        XCTAssertEqual(p.model.items.map { p.text($0.control) }, ["Button", "Button"])
    }

    func testKeyboardAndPrincipalPlacements() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { }
                }
                ToolbarItem(placement: ToolbarItemPlacement.keyboard) { Button("Next") { } }
                ToolbarItem(placement: .principal) { Text("Title") }
                ToolbarItem(placement: .navigationBarTrailing) { Button("Old", systemImage: "clock") { } }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.map(\.area), [.keyboard, .keyboard, .keyboard, .principal, .bar])
        XCTAssertEqual(m.items.map(\.takesItemRules), [false, false, false, false, true])
        XCTAssertEqual(m.items.map { p.placement($0) }, ["keyboard", "keyboard", "keyboard", "principal", "navigationBarTrailing"])
    }

    func testTransparentIfSwitchForEachGroup() {
        let p = parse("""
            Text("x").toolbar {
                if isEditing {
                    ToolbarItem { Button("Done", systemImage: "checkmark") { } }
                } else {
                    ToolbarItem { Button("Edit", systemImage: "pencil") { } }
                }
                switch mode {
                case .list:
                    ToolbarItem { Button("Grid", systemImage: "square.grid.2x2") { } }
                default:
                    ToolbarItem { Button("List", systemImage: "list.bullet") { } }
                }
                ForEach(actions) { action in
                    ToolbarItem { Button(action.title, systemImage: action.symbol) { } }
                }
                Group {
                    Button("Grouped", systemImage: "g.circle") { }
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.count, 6)
        XCTAssertEqual(m.items.map { p.title($0) }, [#""Done""#, #""Edit""#, #""Grid""#, #""List""#, "action.title", #""Grouped""#])
        XCTAssertEqual(m.items.map(\.wrapperIsSingleItem), [true, true, true, true, true, false])
        XCTAssertNil(m.items.last?.wrapperName)
    }

    func testSwitchInsideToolbarItemIsOneConditionalItem() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    switch state {
                    case .editing:
                        Button("Done") { }
                    case .viewing:
                        Button { } label: { Image(systemName: "pencil") }
                    }
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.count, 1)
        XCTAssertEqual(m.items.first?.label.labelClass, .conditional)
        XCTAssertEqual(m.items.first?.control.start, p.token("Button"))
        XCTAssertEqual(m.items.first.map { p.placement($0) }, "topBarTrailing")
    }

    func testMenuContentsAreNotItems() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem {
                    Menu("More", systemImage: "ellipsis.circle") {
                        Button("Rename") { }
                        Button("Delete", role: .destructive) { }
                    }
                }
                Menu {
                    Button("A") { }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.count, 2)
        XCTAssertEqual(m.items.map(\.kind), [.menu, .menu])
        XCTAssertEqual(m.items.map(\.isMenu), [true, true])
        XCTAssertEqual(m.items.map { p.title($0) }, [#""More""#, #""Sort""#])
    }

    func testReferencesAreNotItems() {
        let source = """
            Text("x").toolbar {
                toolbarContent
                items()
                EditorToolbar()
                FormattingToolbarContent(model: model)
                ExtraToolbarItems()
                SharedItems()
                ToolbarTitleMenu { Button("Rename") { } }
                Button("Real", systemImage: "r.circle") { }
            }
            """
        let declared = projectIndex("struct SharedItems: ToolbarContent { var body: some ToolbarContent { ToolbarItem { EmptyView() } } }")
        let p = parse(source, index: declared)
        let m = p.model
        XCTAssertEqual(m.items.map { p.control($0) }, ["Button"])
        // Without the declaration, `SharedItems()` is an ordinary custom view.
        let q = parse(source)
        XCTAssertEqual(q.model.items.map { q.control($0) }, ["SharedItems", "Button"])
        XCTAssertEqual(q.model.items.first?.label.labelClass, .custom)
    }

    func testToolbarContentTypeInSameFile() {
        let source = """
            struct SharedItems: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem { Button("Inner", systemImage: "i.circle") { } }
                }
            }
            struct V: View {
                var body: some View { Text("x").toolbar { SharedItems() } }
            }
            """
        let first = parse(source)
        let p = parse(source, index: ProjectIndex.declarations(in: first.code))
        let m = p.model
        XCTAssertEqual(m.contexts.map(\.kind), [.builder, .modifier])
        XCTAssertEqual(m.items.count, 1)
        XCTAssertEqual(m.items.first?.contextIndex, 0)
        XCTAssertEqual(m.items.first.map { p.title($0) }, #""Inner""#)
    }

    func testReferenceInsideToolbarItemIsAnItemOfUnknownShape() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem(placement: .topBarTrailing) { saveButton }
                ToolbarItem { FormattingToolbar() }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.map { p.control($0) }, ["saveButton", "FormattingToolbar"])
        XCTAssertEqual(m.items.map(\.kind), [.reference, .custom])
        XCTAssertEqual(m.items.map(\.label.labelClass), [.unknown, .custom])
    }

    // MARK: Modifiers

    func testModifiersOnItemAndWrapper() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItem {
                    Button("Inbox", systemImage: "tray") { }
                        .badge(unread)
                        .axisBehavior(.horizontalOnly)
                }
                ToolbarItem {
                    Gauge(value: level) { }
                }
                .axisBehavior(.verticalPreferred)
                .visibilityPriority(.low)
                ToolbarItem { Button("Plain", systemImage: "p.circle") { } }
            }
            """)
        let m = p.model
        XCTAssertEqual(m.items.count, 3)
        XCTAssertEqual(m.items.map { p.text($0.axisBehaviorModifier) }, ["axisBehavior", "axisBehavior", nil])
        XCTAssertEqual(m.items.map { p.text($0.axisBehaviorMember) }, ["horizontalOnly", "verticalPreferred", nil])
        XCTAssertEqual(m.items.map(\.hasAxisBehavior), [true, true, false])
        XCTAssertEqual(m.items.map { p.text($0.badgeModifier) }, ["badge", nil, nil])
        XCTAssertEqual(m.items.map { p.text($0.visibilityPriorityModifier) }, [nil, "visibilityPriority", nil])
        XCTAssertEqual(m.items.map(\.label.labelClass), [.both, .custom, .both])
        XCTAssertEqual(m.items.first?.badgeModifier, p.token("badge"))
    }

    func testItemsAreInSourceOrder() {
        let p = parse("""
            Text("x").toolbar {
                ToolbarItemGroup { Button("A", systemImage: "a") { }; Button("B", systemImage: "b") { } }
                if flag { Button("C", systemImage: "c") { } }
                Button("D", systemImage: "d") { }
            }
            """)
        XCTAssertEqual(p.model.items.map { p.title($0) }, [#""A""#, #""B""#, #""C""#, #""D""#])
    }
}

final class EmptyViewTests: XCTestCase {
    func testEmptyViewIsNotAnItemAndDoesNotMakeAnItemConditional() {
        let parsed = parse("""
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    switch flow {
                    case .initiator: Button(L10n.cancel) { cancel() }
                    default: EmptyView()
                    }
                }
                ToolbarItem { EmptyView() }
                ToolbarItem {
                    if showsMenu { Menu { } label: { Image(systemName: "ellipsis") } } else { EmptyView() }
                }
            }
            """)
        XCTAssertEqual(parsed.model.items.map(\.label.labelClass), [.text, .image])
    }
}
