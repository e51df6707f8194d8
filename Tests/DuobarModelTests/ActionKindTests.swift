import XCTest
import DuobarScanner
@testable import DuobarModel

/// Action kinds of items (docs/model.md, "Title words and symbols"), where they belong, and
/// the facts the placement rules read.
final class ActionKindTests: XCTestCase {
    func toolbar(_ content: String) -> Parsed {
        parse("""
            struct EditorView: View {
                var body: some View {
                    Text("x").toolbar {
                        \(content)
                    }
                }
            }
            """)
    }

    /// The kind of the single item of `content`.
    func kind(_ content: String, file: StaticString = #filePath, line: UInt = #line) -> ActionKind? {
        let items = toolbar(content).model.items
        XCTAssertEqual(items.count, 1, "items of: \(content)", file: file, line: line)
        return items.first?.actionKind
    }

    func uiKitKind(_ construction: String, file: StaticString = #filePath, line: UInt = #line) -> ActionKind? {
        let items = parse("navigationItem.rightBarButtonItem = \(construction)").model.items
        XCTAssertEqual(items.count, 1, construction, file: file, line: line)
        return items.first?.actionKind
    }

    // MARK: Roles and system items decide first

    func testRolesDecideWhateverTheLabel() {
        XCTAssertEqual(kind("Button(role: .confirm) { save() }"), .doneLike)
        XCTAssertEqual(kind("Button(role: .cancel) { dismiss() }"), .closeLike)
        XCTAssertEqual(kind("Button(role: .close) { dismiss() }"), .closeLike)
        XCTAssertEqual(kind(#"Button("Discard", role: .cancel) { discard() }"#), .closeLike)
        XCTAssertEqual(kind(#"Button("Close", role: .confirm) { finish() }"#), .doneLike)
        XCTAssertEqual(kind(#"Button("Delete", role: .destructive) { delete() }"#), nil)
        XCTAssertEqual(kind(#"Button("Cancel", role: .destructive) { stop() }"#), .closeLike)
    }

    func testARoleOnACallOfAProjectViewDecidesLikeAButtonRole() {
        XCTAssertEqual(kind("ToolbarButton(role: .close) { dismiss() }"), .closeLike)
        XCTAssertEqual(kind("ToolbarButton(role: .confirm, action: save)"), .doneLike)
        XCTAssertEqual(kind("ToolbarButton(kind: .close)"), nil)
    }

    func testALocalizedKeyInAMembersBodyNamesAndDecidesTheItem() {
        let p = parse("""
            struct Chapters: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem(placement: .bottomBar) { markMenu }
                        ToolbarItem(placement: .topBarTrailing) { finishButton }
                    }
                }
                var markMenu: some View {
                    Menu(NSLocalizedString("MARK")) { Button("Read") { } }
                }
                var finishButton: some View {
                    Button(String(localized: "action.done")) { dismiss() }
                }
            }
            """)
        XCTAssertEqual(p.model.items.map { p.model.displayName($0) }, ["'MARK'", "'action.done'"],
                       "a member is named by the key its body's title holds")
        XCTAssertEqual(p.model.items.map(\.actionKind), [nil, .doneLike])
    }

    func testWhatAProjectViewsBodySaysCarriesToTheCall() {
        let p = parse("""
            struct Screen: View {
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem(placement: .topBarLeading) { CloseButton() }
                        ToolbarItem(placement: .topBarTrailing) { saveButton }
                        ToolbarItem(placement: .bottomBar) { ConfirmIcon() }
                        ToolbarItem(placement: .bottomBar) { ShareButton() }
                        ToolbarItem(placement: .bottomBar) { DeleteButton() }
                        ToolbarItem(placement: .bottomBar) { CloseButton(role: .confirm) }
                    }
                }
                private var saveButton: some View {
                    Button { save() } label: { Text("action.save").bold() }
                }
            }
            struct CloseButton: View {
                var role: ButtonRole = .close
                var body: some View {
                    if #available(iOS 26, *) {
                        Button(role: .close) { }
                    } else {
                        Button { } label: { Image(systemName: "xmark.circle.fill") }
                    }
                }
            }
            struct ConfirmIcon: View {
                var body: some View { Button { } label: { Image(systemName: "checkmark") } }
            }
            struct ShareButton: View {
                var body: some View { Button("Share") { } }
            }
            struct DeleteButton: View {
                var body: some View { Button("Cancel subscription", role: .destructive) { } }
            }
            """)
        XCTAssertEqual(p.model.items.map(\.actionKind), [.closeLike, .doneLike, .doneLike, nil, nil, .doneLike])
    }

    func testUIKitSystemItemsAndProminentStyle() {
        XCTAssertEqual(uiKitKind("UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))"), .doneLike)
        XCTAssertEqual(uiKitKind("UIBarButtonItem(systemItem: .save)"), .doneLike)
        XCTAssertEqual(uiKitKind("UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)"), .closeLike)
        XCTAssertEqual(uiKitKind("UIBarButtonItem(systemItem: .close, primaryAction: UIAction { _ in })"), .closeLike)
        XCTAssertEqual(uiKitKind("UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)"), nil)
        XCTAssertEqual(uiKitKind(#"UIBarButtonItem(title: "Order", style: .prominent, target: self, action: #selector(order))"#), .doneLike)
    }

    func testATitleHeldInALocalLetOfALocalizedKeyIsThatKey() {
        let p = parse("""
            func setUpBar() {
                let nextButtonTitle = NSLocalizedString("Save", comment: "Saves the note")
                let doneTitle = String(localized: "Finished")
                let closeTitle = "Close"
                navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(title: nextButtonTitle, style: .plain, target: self, action: #selector(save)),
                    UIBarButtonItem(title: doneTitle, style: .plain, target: self, action: #selector(finish)),
                    UIBarButtonItem(title: closeTitle, style: .plain, target: self, action: #selector(close)),
                ]
            }
            """)
        XCTAssertEqual(p.model.items.map(\.actionKind), [.doneLike, nil, .closeLike],
                       "the key the name holds decides, not the name")
        XCTAssertEqual(p.model.items.map { p.model.displayName($0) }, ["'Save'", "'Finished'", "'Close'"])
    }

    func testUIKitDoneStyleDecidesNothing() {
        XCTAssertEqual(uiKitKind(#"UIBarButtonItem(title: "Edit", style: .done, target: self, action: #selector(edit))"#), nil)
        XCTAssertEqual(uiKitKind(#"UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))"#), .doneLike)
        XCTAssertEqual(uiKitKind(#"UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))"#), .closeLike)
    }

    // MARK: Titles, then symbols for items with no title

    func testTitlesDecide() {
        XCTAssertEqual(kind(#"Button("Done") { dismiss() }"#), .doneLike)
        XCTAssertEqual(kind(#"Button("Save", systemImage: "square.and.arrow.down") { save() }"#), .doneLike)
        XCTAssertEqual(kind(#"Button { send() } label: { Text("Send") }"#), .doneLike)
        XCTAssertEqual(kind(#"Button { send() } label: { Label("action.send", systemImage: "paperplane") }"#), .doneLike)
        XCTAssertEqual(kind(#"Button(NSLocalizedString("Cancel", comment: "")) { dismiss() }"#), .closeLike)
        XCTAssertEqual(kind("Button(L10n.Common.close) { dismiss() }"), .closeLike)
        XCTAssertEqual(kind(#"Button("Edit") { edit() }"#), nil)
    }

    func testATitleThatDoesNotMatchIsNotTheActionWhateverItsSymbol() {
        XCTAssertEqual(kind(#"Button("Close Tabs", systemImage: "xmark") { closeAll() }"#), nil)
        XCTAssertEqual(kind(#"Button(Strings.closeTabs, systemImage: "xmark") { closeAll() }"#), nil)
        XCTAssertEqual(kind(#"Button("Verify", systemImage: "checkmark") { verify() }"#), nil)
        XCTAssertEqual(kind(#"Button(title, systemImage: "checkmark") { verify() }"#), nil)
    }

    func testImageOnlyItemsBySymbolExactly() {
        XCTAssertEqual(kind(#"Button { done() } label: { Image(systemName: "checkmark") }"#), .doneLike)
        XCTAssertEqual(kind(#"Button { done() } label: { Image(systemName: "checkmark.circle.fill") }"#), .doneLike)
        XCTAssertEqual(kind(#"Button { close() } label: { Image(systemName: "xmark") }"#), .closeLike)
        XCTAssertEqual(kind("Button { close() } label: { Image(systemSymbol: .xmarkCircleFill) }"), .closeLike)
        XCTAssertEqual(kind(#"Button { verify() } label: { Image(systemName: "checkmark.seal") }"#), nil)
        XCTAssertEqual(kind(#"Button { emptyTrash() } label: { Image(systemName: "xmark.bin") }"#), nil)
        XCTAssertEqual(uiKitKind(#"UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: self, action: #selector(close))"#), .closeLike)
        XCTAssertEqual(uiKitKind(#"UIBarButtonItem(image: UIImage(systemSymbol: .checkmark), style: .plain, target: self, action: #selector(done))"#), .doneLike)
        XCTAssertEqual(uiKitKind(#"UIBarButtonItem(image: UIImage(systemIcon: .xmark), style: .plain, target: self, action: #selector(close))"#), .closeLike)
        XCTAssertEqual(kind("Button { close() } label: { Image(systemIcon: .xmarkCircleFill) }"), .closeLike)
    }

    func testNonSymbolImagesByTheirAccessibilityLabel() {
        XCTAssertEqual(kind(#"Button { close() } label: { Image("close") }.accessibilityLabel("Close")"#), .closeLike)
        XCTAssertEqual(kind(#"Button { close() } label: { Image(.closeGlyph).accessibilityLabel(Text("Dismiss")) }"#), .closeLike)
        XCTAssertEqual(kind(#"Button(action: save) { Image("tick") }.accessibility(label: Text("action.save"))"#), .doneLike)
        // An SF Symbol whose name is not written here is not decided by its accessibility label.
        XCTAssertEqual(kind(#"Button { close() } label: { Image(systemName: icon) }.accessibilityLabel("Close")"#), nil)
        // An image with no accessibility label is not decided by its asset name.
        XCTAssertEqual(kind(#"Button { close() } label: { Image("close") }"#), nil)
        let p = parse("""
            let close = UIBarButtonItem(image: UIImage(named: "close"), style: .plain, target: self, action: #selector(close))
            close.accessibilityLabel = L10n.closeButton
            navigationItem.rightBarButtonItem = close
            """)
        XCTAssertEqual(p.model.items.map(\.actionKind), [.closeLike])
    }

    func testMessagesNameWhatTheDeveloperSees() {
        func name(_ content: String) -> String? {
            let model = toolbar(content).model
            return model.items.first.map(model.actionName)
        }
        XCTAssertEqual(name(#"Button("Done") { }"#), "'Done'")
        XCTAssertEqual(name("Button(L10n.actionCancel) { }"), "'L10n.actionCancel'")
        XCTAssertEqual(name(#"Button { } label: { Image(systemName: "xmark") }"#), "xmark")
        XCTAssertEqual(name(#"Button { } label: { Image("close") }.accessibilityLabel(L10n.close)"#), "Button labelled 'L10n.close'")
        XCTAssertEqual(name("Button(role: .close) { }"), "Button(role: .close)")
        let uiKit = parse("navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)").model
        XCTAssertEqual(uiKit.items.first.map(uiKit.actionName), ".done system item")
    }

    func testConditionalUnknownAndCustomLabelsAreNotDecided() {
        XCTAssertEqual(kind(#"Button { toggle() } label: { if isEditing { Text("Done") } else { Image(systemName: "pencil") } }"#), nil)
        XCTAssertEqual(kind("Button(action: save, label: saveLabel)"), nil)
        XCTAssertEqual(kind(#"Button { save() } label: { HStack { Image(systemName: "checkmark"); Text("Save") } }"#), nil)
    }

    func testMenusTogglesAndLinksAreNotOneAction() {
        XCTAssertEqual(kind(#"Menu("Save") { Button("PDF") { } }"#), nil)
        XCTAssertEqual(kind(#"Toggle("Done", isOn: $isDone)"#), nil)
        XCTAssertEqual(kind(#"NavigationLink("Submit") { SubmitView() }"#), nil)
        XCTAssertEqual(kind(#"Text("Done")"#), nil)
    }

    // MARK: Where actions belong

    func misplaced(_ content: String) -> [ActionKind?] {
        let p = toolbar(content)
        let model = p.model
        return model.items.map { model.misplacedAction($0) }
    }

    func testDoneLikeBelongsPinnedOrAsConfirmation() {
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: .confirmationAction) { Button("Done") { } }"#), [nil])
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: .topBarPinnedTrailing) { Button("Done") { } }"#), [nil])
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: ToolbarItemPlacement.confirmationAction) { Button("Done") { } }"#), [nil])
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: .topBarTrailing) { Button("Done") { } }"#), [.doneLike])
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: .cancellationAction) { Button("Done") { } }"#), [.doneLike])
        XCTAssertEqual(misplaced(#"Button("Done") { }"#), [.doneLike])
        // A placement written as a condition or a variable is not judged.
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: isPad ? .topBarTrailing : .bottomBar) { Button("Done") { } }"#), [nil])
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: donePlacement) { Button("Done") { } }"#), [nil])
        // Not on the bar: keyboard, title content, overflow menu.
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: .keyboard) { Button("Done") { } }"#), [nil])
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: .principal) { Button("Done") { } }"#), [nil])
        XCTAssertEqual(misplaced(#"ToolbarOverflowMenu { Button("Save") { } }"#), [nil])
    }

    func testCloseLikeBelongsAsCancellation() {
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }"#), [nil])
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: .topBarLeading) { Button("Cancel") { } }"#), [.closeLike])
        XCTAssertEqual(misplaced(#"ToolbarItem(placement: .topBarPinnedTrailing) { Button("Close") { } }"#), [.closeLike])
        XCTAssertEqual(misplaced(#"Button("Close") { dismiss() }"#), [.closeLike])
    }

    func testUIKitPositions() {
        func misplacedUIKit(_ source: String) -> [ActionKind?] {
            let model = parse(source).model
            return model.items.map { model.misplacedAction($0) }
        }
        let done = "UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))"
        let cancel = "UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))"
        XCTAssertEqual(misplacedUIKit("navigationItem.rightBarButtonItem = \(done)"), [.doneLike])
        XCTAssertEqual(misplacedUIKit("navigationItem.leftBarButtonItem = \(done)"), [.doneLike])
        XCTAssertEqual(misplacedUIKit("toolbarItems = [\(done)]"), [.doneLike])
        XCTAssertEqual(misplacedUIKit("navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [\(done)], representativeItem: nil)"), [nil])
        // An item whose bar position is not found here is not judged.
        XCTAssertEqual(misplacedUIKit("let d = \(done)"), [nil])
        XCTAssertEqual(misplacedUIKit("navigationItem.rightBarButtonItem = \(cancel)"), [.closeLike])
        XCTAssertEqual(misplacedUIKit("navigationItem.leftBarButtonItem = \(cancel)"), [nil])
        XCTAssertEqual(misplacedUIKit("toolbarItems = [\(cancel)]"), [nil])
        // A keyboard accessory toolbar is a hand-built bar: no item rule.
        XCTAssertEqual(misplacedUIKit("""
            let bar = UIToolbar()
            bar.items = [.flexibleSpace(), \(done)]
            field.inputAccessoryView = bar
            """), [nil, nil])
    }

    // MARK: A Cancel that ends a mode

    func endsMode(_ content: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let items = toolbar(content).model.items.filter { $0.actionKind == .closeLike }
        XCTAssertEqual(items.count, 1, content, file: file, line: line)
        return items.first?.endsModeOnScreen ?? false
    }

    func testACancelUnderAComputedConditionEndsTheModeItResets() {
        func cancel(_ property: String) -> BarItem? {
            parse("""
                struct EmailSettings: View {
                    \(property)
                    var body: some View {
                        Form { }.toolbar {
                            if hasChanges {
                                ToolbarItem(placement: .topBarLeading) { Button("Cancel") { draft = account.email } }
                            }
                        }
                    }
                }
                """).model.items.first { $0.actionKind == .closeLike }
        }
        XCTAssertEqual(cancel("var hasChanges: Bool { draft != account.email }")?.endsModeOnScreen, true,
                       "the condition reads what the computed property reads")
        XCTAssertEqual(cancel("var hasChanges: Bool { other != account.email }")?.endsModeOnScreen, false)
        XCTAssertEqual(cancel("var hasChanges = false")?.endsModeOnScreen, false, "a stored property is only its own name")
    }

    func testCancelEndingAModeOnTheSameScreen() {
        XCTAssertTrue(endsMode(#"if isEditing { ToolbarItem(placement: .topBarLeading) { Button("Cancel") { isEditing = false } } }"#))
        XCTAssertTrue(endsMode(#"if isEditing { Button("Cancel") { isEditing.toggle() } }"#))
        XCTAssertTrue(endsMode(#"if isEditing { Button("Cancel") { withAnimation { self.isEditing = false } } }"#))
        XCTAssertTrue(endsMode(#"if isEditing { Button("Cancel") { withAnimation(.snappy) { isEditing = false } } }"#))
        XCTAssertTrue(endsMode(#"if model.isSelecting { Button("Cancel", action: { model.isSelecting = false }) }"#))
        XCTAssertTrue(endsMode(#"if !isSearching { EditButton() } else { Button("Cancel") { isSearching = false } }"#))
        XCTAssertTrue(endsMode(#"ToolbarItem(placement: .topBarLeading) { if isEditing { Button("Cancel") { isEditing = false } } }"#))
        XCTAssertTrue(endsMode(#"if editMode?.isEditing == true { Button(role: .cancel) { editMode?.wrappedValue = .inactive } }"#))
    }

    func testCancelEndingAModeMayClearItsStateAndPlayAHaptic() {
        XCTAssertTrue(endsMode("""
            if isEditing {
                Button(L10n.cancel, role: .cancel) {
                    isEditing.toggle()
                    UIDevice.impact(.light)
                    if !isEditing {
                        selectedUsers.removeAll()
                    }
                }
            }
            """))
        XCTAssertTrue(endsMode(#"if isEditing { Button("Cancel") { isEditing = false; self.selection.removeAll(); draft = "" } }"#))
        XCTAssertTrue(endsMode("""
            if isEditing || isReordering {
                Button("Cancel", role: .cancel) {
                    if isEditing { isEditing.toggle() }
                    if isReordering {
                        elements = viewModel.elements(in: item)
                        isReordering.toggle()
                    }
                    Haptics.shared.play(.light)
                }
            }
            """))
    }

    func testClearingOtherStateDoesNotMakeALeavingCancelModeEnding() {
        // `false` or `nil` for another name may close what presents the screen.
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { isEditing = false; isPresented = false } }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { isEditing = false; selectedItem = nil } }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { isEditing = false; showSheet.toggle() } }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { isEditing = false; router.pop() } }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { selection.removeAll(); UIDevice.impact(.light) } }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { if model.finish() { isEditing = false } } }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { isEditing = false; UIView.animate(withDuration: 0.2) { layout() } } }"#))
    }

    func testADoneLikeItemThatStaysBesideOneThatDismissesIsSecondary() {
        let p = toolbar("""
            ToolbarItem(placement: .topBarTrailing) { Button("Apply") { dismiss() } }
            ToolbarItem(placement: .bottomBar) { Button("Save") { storeSearch() } }
            ToolbarItem(placement: .bottomBar) { Button("Done", action: finish) }
            """)
        let done = p.model.items.filter { $0.actionKind == .doneLike }
        XCTAssertEqual(done.map(\.isSecondaryDoneLike), [false, true, false],
                       "only an action written in place that does not dismiss yields to the one that does")
        XCTAssertEqual(done.map { p.model.misplacedAction($0) }, [.doneLike, nil, .doneLike])

        let alone = toolbar("""
            ToolbarItem(placement: .bottomBar) { Button("Save") { storeSearch() } }
            ToolbarItem(placement: .bottomBar) { Button("Send") { send() } }
            """)
        XCTAssertEqual(alone.model.items.map(\.isSecondaryDoneLike), [false, false],
                       "without a Done-like item that dismisses, none yields")
    }

    func testADoneThatEndsAModeIsNotMisplaced() {
        let p = toolbar("""
            if showActions {
                Button("Done") { withAnimation { showActions.toggle() } }
            } else {
                Button("Edit") { showActions = true }
            }
            if isRenaming { Button("Save") { isRenaming = false; save() } }
            Button("Done") { isEditing = false }
            """)
        let done = p.model.items.filter { $0.actionKind == .doneLike }
        XCTAssertEqual(done.map(\.endsModeOnScreen), [true, false, false])
        XCTAssertEqual(done.map { p.model.misplacedAction($0) }, [nil, .doneLike, .doneLike],
                       "only the Done inside `if flag` that only ends the flag's mode keeps its place")
    }

    /// The view that holds the toolbar shown under an `if` the action resets: closing it ends a
    /// mode of the screen (an expanded media viewer), as a toolbar's own `if` does.
    func testAnIfAroundTheToolbarsViewCountsForTheMode() {
        let p = parse("""
            struct EventScreen: View {
                @ViewBuilder func expandedViewer() -> some View {
                    if let media = model.expandedMedia {
                        MediaViewer(media).toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button { withAnimation { model.expandedMedia = nil } } label: { Image(systemName: "xmark") }
                            }
                        }
                    }
                }
                var body: some View {
                    Form { }.toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Close") { model.expandedMedia = nil } }
                    }
                }
            }
            """)
        let close = p.model.items.filter { $0.actionKind == .closeLike }
        XCTAssertEqual(close.map(\.endsModeOnScreen), [true, false], "only the one shown under the `if` ends its mode")
        XCTAssertEqual(close.map { p.model.misplacedAction($0) }, [nil, .closeLike])
        // A sheet's content under `if let` of what presents it: resetting that closes the sheet.
        for sheet in ["sheet(isPresented: Binding(get: { exporting != nil }, set: { if !$0 { exporting = nil } })) {",
                      "sheet(isPresented: Binding(get: { exporting != nil }, set: { _ in exporting = nil }), content: {",
                      "fullScreenCover(item: $exporting) {"] {
            let close = sheet.hasSuffix("content: {") ? "})" : "}"
            let q = parse("""
                struct Accounts: View {
                    var body: some View {
                        List { }.\(sheet)
                            if let account = exporting {
                                NavigationView {
                                    KeyView(account).toolbar {
                                        ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") { exporting = nil } }
                                    }
                                }
                            }
                        \(close)
                    }
                }
                """)
            XCTAssertEqual(q.model.items.filter { $0.actionKind == .closeLike }.map(\.endsModeOnScreen), [false], sheet)
        }
    }

    /// A Done that leaves a select mode may also tidy the selection away (`deselectAll()`).
    func testADoneThatResetsAModeAndClearsTheSelectionEndsIt() {
        let p = toolbar("""
            if state != .adding { Button("Done") { editor.state = .adding; editor.deselectAll() } }
            if state != .adding { Button("Done") { editor.state = .adding; editor.deselect(item) } }
            if state != .adding { Button("Done") { editor.state = .adding; editor.publish() } }
            """)
        XCTAssertEqual(p.model.items.filter { $0.actionKind == .doneLike }.map(\.endsModeOnScreen), [true, false, false],
                       "only a call of no arguments named for clearing the selection")
    }

    func testAUIKitItemWhoseSelectorIsNamedForEditingEndsAMode() {
        let p = parse("""
            final class Library: UIViewController {
                func update() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(stopEditing))
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(Library.editButtonTapped(_:)))]
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelEditing))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .plain, target: self, action: #selector(saveEdits))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(completeEditing))
                }
            }
            """)
        let acting = p.model.items.filter { $0.actionKind != nil }
        XCTAssertEqual(acting.map(\.endsModeOnScreen), [true, true, true, false, false, false, false])
        XCTAssertEqual(acting.map { p.model.misplacedAction($0) }, [nil, nil, nil, .doneLike, .doneLike, .closeLike, .doneLike],
                       "`stopEditing`, `editButtonTapped`, `cancelEditing` end a mode; `saveEdits` is not named for editing, `completeEditing` completes")
    }

    func testAUIKitItemWhosePrimaryActionEndsEditingEndsAMode() {
        let p = parse("""
            final class Files: UIViewController {
                func update() {
                    if isEditing {
                        let finish = UIAction { _ in self.setEditing(false, animated: true) }
                        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: finish)
                    }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.endSelection() })
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in self.setEditing(false, animated: false); self.dismiss(animated: true) })
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in self.saveEdits() })
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in self.upload() })
                }
            }
            """)
        let done = p.model.items.filter { $0.actionKind == .doneLike }
        XCTAssertEqual(done.map(\.endsModeOnScreen), [true, true, false, false, false],
                       "setEditing and endSelection end a mode; not with a dismiss, a save, or no mode at all")
    }

    func testAUIKitItemWhoseSelectorIsNamedForSelectingOrSearchingEndsAMode() {
        let p = parse("""
            final class Media: UIViewController {
                func update() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(didCancelSelect))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(endSelection))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(endSearch))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(stopReordering))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneSelecting))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
                }
            }
            """)
        let acting = p.model.items.filter { $0.actionKind != nil }
        XCTAssertEqual(acting.map(\.endsModeOnScreen), [true, true, true, true, false, false],
                       "selecting, searching and reordering are modes; `doneSelecting` completes, `cancelTapped` names none")
    }

    func testCancelThatLeavesTheScreenOrDoesMore() {
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { isEditing = false; dismiss() } }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { isEditing = false; discardChanges() } }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { isPresented = false } }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel", action: cancelEditing) }"#))
        XCTAssertFalse(endsMode(#"Button("Cancel") { isEditing = false }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { presentationMode.wrappedValue.dismiss() } }"#))
        XCTAssertFalse(endsMode(#"if isEditing { Button("Cancel") { } }"#))
    }

    // MARK: Branches are alternatives

    func together(_ content: String) -> Int {
        let model = toolbar(content).model
        return model.largestTogether(model.items)
    }

    func testLargestBranchCounts() {
        XCTAssertEqual(together(#"Button("A") { }; Button("B") { }"#), 2)
        XCTAssertEqual(together(#"if a { Button("A") { } } else { Button("B") { } }"#), 1)
        XCTAssertEqual(together(#"Button("A") { }; if a { Button("B") { } }"#), 2)
        XCTAssertEqual(together(#"if a { Button("A") { }; Button("B") { } } else { Button("C") { } }"#), 2)
        XCTAssertEqual(together(#"if a { Button("A") { } } else if b { Button("B") { } } else { Button("C") { } }; Button("D") { }"#), 2)
        XCTAssertEqual(together(#"if a { Button("A") { } }; if b { Button("B") { } }"#), 2)
        XCTAssertEqual(together(#"if a { if b { Button("A") { } } else { Button("B") { }; Button("C") { } } } else { Button("D") { } }"#), 2)
        XCTAssertEqual(together("""
            switch mode {
            case .a:
                Button("A") { }
                Button("B") { }
            case .b:
                Button("C") { }
            default:
                EmptyView()
            }
            Button("D") { }
            """), 3)
        XCTAssertEqual(together(#"ToolbarItemGroup { Button("A") { }; Button("B") { } }; ToolbarItem { if a { Button("C") { } } }"#), 3)
    }

    func testBranchStepsStopAtTheContext() {
        let p = toolbar(#"if a { ToolbarItem { Group { Button("A") { } } } }"#)
        let model = p.model
        let steps = p.code.branchSteps(of: model.items[0].control.start, within: model.contexts[0].body)
        XCTAssertEqual(steps.count, 1)
        XCTAssertEqual(steps.first.map { p.code.string($0.statement) }, "if")
        XCTAssertEqual(steps.first?.isIf, true)
    }

    // MARK: UIKit pinned groups

    func testPinnedGroupsHoldTheirItemsNotTheRepresentative() {
        let p = parse("""
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
            let share = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"))
            let group = UIBarButtonItemGroup(barButtonItems: [done, share, .flexibleSpace()], representativeItem: UIBarButtonItem(title: "More", image: nil))
            navigationItem.pinnedTrailingGroup = group
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Other", image: nil)
            """)
        let groups = p.model.pinnedGroups
        XCTAssertEqual(groups.count, 1)
        XCTAssertEqual(groups.first?.map { p.text($0) ?? "" }, ["UIBarButtonItem", "UIBarButtonItem"])
        XCTAssertEqual(groups.first?.map(\.start), [p.token("UIBarButtonItem", 0), p.token("UIBarButtonItem", 1)])
        XCTAssertEqual(parse("navigationItem.pinnedTrailingGroup = doneItem.creatingFixedGroup()").model.pinnedGroups.map(\.count), [0])
    }

    // MARK: Older navigation

    func testDeprecatedPlacementsAndNavigationBarItems() {
        let p = parse("""
            List { }
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                    ToolbarItem(placement: ToolbarItemPlacement.navigationBarTrailing) { Button("A", systemImage: "a") { } }
                }
                .navigationBarItems(trailing: EditButton())
                .navigationBarTitle("Title")
            let text = ".navigationBarTrailing"
            """)
        let found = p.model.deprecatedPlacements
        XCTAssertEqual(found.map(\.form), [.leadingPlacement, .trailingPlacement, .navigationBarItems])
        XCTAssertEqual(found.map { p.text($0.range) }, [".navigationBarLeading", "ToolbarItemPlacement.navigationBarTrailing", "navigationBarItems"])
    }

    func testNavigationViewsWhoseContentDeclaresAToolbar() {
        let p = parse("""
            NavigationView { List { }.toolbar { EditButton() } }
            NavigationView { List { } }
            NavigationView { Form { }.navigationBarItems(trailing: EditButton()) }
            NavigationView { Text("x") }.toolbar { EditButton() }
            let type: NavigationView<Text>? = nil
            NavigationView(content: { Text("x").toolbar(content: { EditButton() }) })
            """)
        let views = p.model.legacyNavigationViews
        XCTAssertEqual(views, [p.token("NavigationView", 0), p.token("NavigationView", 2), p.token("NavigationView", 5)])
    }

    func testAToolbarOfASheetOrANewerContainerInsideIsNotTheNavigationViews() {
        let p = parse("""
            NavigationView { Form { }.sheet(isPresented: $picking) { NavigationStack { Text("When").toolbar { Button("Done") { } } } } }
            NavigationView { Form { }.fullScreenCover(item: $item) { item in Text("x").toolbar { Button("Close") { } } } }
            NavigationView { Form { }.popover(isPresented: $shown, content: { Text("x").toolbar { Button("Close") { } } }) }
            NavigationView { NavigationSplitView { List { }.toolbar { Button("Add") { } } } detail: { Text("d") } }
            NavigationView { Form { }.toolbar { Button("Add") { } }.sheet(isPresented: $adding) { Text("x") } }
            """)
        XCTAssertEqual(p.model.legacyNavigationViews, [p.token("NavigationView", 4)],
                       "a presentation's content and a NavigationStack/SplitView have bars of their own")
    }

    func testANavigationViewWhoseToolbarPutsNothingOnABarIsNotReported() {
        let p = parse("""
            NavigationView { Form { }.toolbar { ToolbarItem(placement: .principal) { HStack { Text("NEW"); Text("Diagnostics") } } } }
            NavigationView { Form { }.toolbar { ToolbarItemGroup(placement: .keyboard) { Button("Done") { } } } }
            NavigationView { Form { }.toolbar { ToolbarItem(placement: .principal) { Text("T") }; ToolbarItem { Button("Add") { } } } }
            NavigationView { Form { }.toolbar { editingItems } }
            """)
        XCTAssertEqual(p.model.legacyNavigationViews, [p.token("NavigationView", 2), p.token("NavigationView", 3)],
                       "title content and keyboard items reach no bar; a bar item or a reference to toolbar content may")
    }

    func testNavigationBarItemsAreJudgedOnlyForAppsThatSupportIOSBefore17() {
        let p = parse("""
            struct Editor: View {
                var body: some View {
                    Form { }.navigationBarItems(leading: Button("Cancel") { dismiss() }, trailing: Button("Save") { save() })
                }
            }
            """)
        for (target, expected) in [(DeploymentTarget.unknown, [ActionKind?.none, nil]), (DeploymentTarget(major: 17), [nil, nil]),
                                   (DeploymentTarget(major: 15), [.closeLike, .doneLike])] {
            let model = FileModel(code: p.code, deploymentTarget: target)
            XCTAssertEqual(model.items.map { model.isInNavigationBarItems($0) }, [true, true])
            XCTAssertEqual(model.items.map { model.misplacedAction($0) }, expected, "\(target)")
        }
        let toolbar = toolbar(#"ToolbarItem(placement: .topBarLeading) { Button("Cancel") { dismiss() } }"#).model
        XCTAssertEqual(toolbar.items.map { toolbar.isInNavigationBarItems($0) }, [false])
    }
}
