import XCTest
import DuobarModel
import DuobarRules
import DuobarEngine

/// Messages name the thing a developer sees, and a remedy fits the control.
final class RuleMessageTests: XCTestCase {
    func messages(_ source: String, _ ruleID: String? = nil) -> [String] {
        let linter = Linter(rules: allRules, jobs: 1)
        return linter.lint(source: Array(source.utf8), path: "Screen.swift")
            .filter { ruleID == nil || $0.ruleID == ruleID }
            .map { "\($0.ruleID): \($0.message)" }
    }

    /// An app that still supports iOS 15 is told how to keep `NavigationView` there.
    func testLegacyNavigationAdviceFitsTheDeploymentTarget() {
        let source = Array("""
            struct Trips: View {
                var body: some View {
                    NavigationView { List { }.toolbar { Button("Add", systemImage: "plus") { } } }
                }
            }
            """.utf8)
        func message(_ target: DeploymentTarget) -> String? {
            Linter(rules: allRules, jobs: 1).lint(source: source, path: "Trips.swift", deploymentTarget: target)
                .first { $0.ruleID == "legacy-navigation-view" }?.message
        }
        let old = "this NavigationView declares a toolbar, but the vertical bar comes with NavigationStack or NavigationSplitView; "
        XCTAssertEqual(message(DeploymentTarget(major: 15)),
                       old + "the app supports iOS versions before 16, so use one of them under if #available(iOS 16, *) and keep NavigationView in the else branch")
        XCTAssertEqual(message(DeploymentTarget(major: 16)), old + "move to one of them")
        XCTAssertEqual(message(.unknown), old + "move to one of them")
    }

    /// A count shown alone as text is a badge drawn by hand: the advice names `.badge`.
    func testACountShownAloneIsToldToBeABadge() {
        func advice(_ item: String) -> String? {
            messages(toolbar("ToolbarItem(placement: .topBarTrailing) { \(item) }"), "text-only-item").first
                .flatMap { $0.components(separatedBy: "outer display; ").last }
        }
        XCTAssertEqual(advice(#"Text("\(unreadCount)").padding(4).background(Circle())"#),
                       "a count shown alone is a badge: show a symbol item (a Button or Label with systemImage:) and give it .badge(unreadCount)")
        XCTAssertEqual(advice(#"Text(requestCount > 99 ? "99+" : "\(requestCount)")"#),
                       "a count shown alone is a badge: show a symbol item (a Button or Label with systemImage:) and give it .badge(requestCount)")
        XCTAssertEqual(advice(#"Text(isEditing ? "Done" : "\(count)")"#), "give it a symbol: show a Label(_:systemImage:)",
                       "a title that is a word in one state is no count")
        XCTAssertEqual(advice(#"Text("\(title)")"#), "give it a symbol: show a Label(_:systemImage:)")
    }

    func toolbar(_ content: String, _ declarations: String = "") -> String {
        """
        struct Screen: View {
            var body: some View {
                List { }.toolbar {
                    \(content)
                }
            }
        }
        \(declarations)
        """
    }

    /// An item built from a `UIAction` takes the action's title and image: the image goes there.
    func testATextOnlyItemBuiltFromAnActionIsToldToGiveTheActionAnImage() {
        let source = """
            final class DetailViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = [
                        UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in self.startEditing() }),
                        UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share)),
                    ]
                }
            }
            """
        XCTAssertEqual(messages(source, "text-only-item"), [
            "text-only-item: 'Edit' is text only, so it stays on horizontal bars and is not shown on the outer display; give its action an image: UIAction(title:image:…) with image: UIImage(systemName: \"pencil\")",
            "text-only-item: 'Share' is text only, so it stays on horizontal bars and is not shown on the outer display; give it an image: UIBarButtonItem(title:image:…) with image: UIImage(systemName: \"square.and.arrow.up\")",
        ])
    }

    func testAnItemWhoseControlChangesWithItsStateNamesEachState() {
        let source = toolbar("""
            ToolbarItem(placement: .topBarTrailing) {
                switch state {
                case .valid:
                    SaveButton { save() }
                        .buttonStyle(.borderedProminent)
                case .error:
                    Button(errorTitle, role: .destructive) { dismiss() }
                }
            }
            """, """
            struct SaveButton: View {
                var label = String(localized: "Save")
                let action: () -> Void
                var body: some View { Button(label, systemImage: "checkmark", action: action) }
            }
            """)
        let own = toolbar("""
            ToolbarItem {
                Button { toggle() } label: {
                    if isOn { Image(systemName: "pause.fill") } else { Text("Resume") }
                }
            }
            """)
        XCTAssertEqual(messages(source, "axis-switching-item").first?.hasPrefix("axis-switching-item: SaveButton / `errorTitle` shows"), true,
                       "\(messages(source, "axis-switching-item"))")
        XCTAssertEqual(messages(own, "axis-switching-item").first?.hasPrefix("axis-switching-item: Button ('Resume') shows"), true,
                       "\(messages(own, "axis-switching-item"))")
    }

    func testASpacerBesideOneItemIsToBeRemovedNotGrouped() {
        let one = toolbar("""
            ToolbarItemGroup(placement: .bottomBar) {
                Spacer()
                Button("Compose", systemImage: "square.and.pencil") { }
            }
            """)
        let two = toolbar("""
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Archive", systemImage: "archivebox") { }
                Spacer()
                Button("Compose", systemImage: "square.and.pencil") { }
            }
            """)
        XCTAssertEqual(messages(one, "manual-spacer"),
                       ["manual-spacer: Spacer among toolbar items: spacers collapse on the vertical bar; remove it: the vertical bar places the item itself"])
        XCTAssertEqual(messages(two, "manual-spacer"),
                       ["manual-spacer: Spacer among toolbar items: spacers collapse on the vertical bar; group related items instead"])
    }

    // MARK: placement rules, UIKit

    func testAUIKitPositionIsNamedAsTheCodeWritesIt() {
        func controller(_ assignment: String) -> String {
            """
            final class Editor: UIViewController {
                override func viewDidLoad() {
                    \(assignment)
                }
            }
            """
        }
        let done = "UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(save))"
        XCTAssertEqual(messages(controller("navigationItem.rightBarButtonItem = \(done)"), "prominent-action-placement"),
                       ["prominent-action-placement: .done system item completes the screen but sits in rightBarButtonItem; put it in navigationItem.pinnedTrailingGroup so the vertical bar pins it below the navigation items"])
        // A setter is worded as the property it sets.
        XCTAssertEqual(messages(controller("navigationItem.setRightBarButton(\(done), animated: false)"), "prominent-action-placement"),
                       ["prominent-action-placement: .done system item completes the screen but sits in rightBarButtonItem; put it in navigationItem.pinnedTrailingGroup so the vertical bar pins it below the navigation items"])
        XCTAssertEqual(messages(controller("navigationItem.setRightBarButtonItems([\(done)], animated: false)"), "prominent-action-placement"),
                       ["prominent-action-placement: .done system item completes the screen but sits in rightBarButtonItems; put it in navigationItem.pinnedTrailingGroup so the vertical bar pins it below the navigation items"])
        XCTAssertEqual(messages(controller("navigationItem.rightBarButtonItems = [\(done)]"), "prominent-action-placement"),
                       ["prominent-action-placement: .done system item completes the screen but sits in rightBarButtonItems; put it in navigationItem.pinnedTrailingGroup so the vertical bar pins it below the navigation items"])
        let close = "UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))"
        XCTAssertEqual(messages(controller("navigationItem.rightBarButtonItem = \(close)"), "dismiss-placement"),
                       ["dismiss-placement: .close system item leaves the screen but sits in rightBarButtonItem; put it in navigationItem.leadingItemGroups (or leftBarButtonItem) so the vertical bar shows it at the top with navigation"])
    }

    func testNavigationBarItemsGetPlacementAdviceOnlyWhereDeprecatedBarPlacementIsSilent() {
        let source = """
            struct Editor: View {
                var body: some View {
                    Form { }
                        .navigationBarItems(leading: Button("Cancel") { dismiss() },
                                            trailing: Button("Save") { save() })
                }
            }
            """
        func placementFindings(_ target: DeploymentTarget) -> [String] {
            Linter(rules: allRules, jobs: 1).lint(source: Array(source.utf8), path: "Editor.swift", deploymentTarget: target)
                .filter { $0.ruleID.hasSuffix("-placement") }
                .map { "\($0.ruleID): \($0.message)" }
        }
        XCTAssertEqual(placementFindings(DeploymentTarget(major: 15)), [
            "dismiss-placement: 'Cancel' leaves the screen but sits in .navigationBarItems; declare it in .toolbar as ToolbarItem(placement: .cancellationAction) so the vertical bar shows it at the top with navigation",
            "prominent-action-placement: 'Save' completes the screen but sits in .navigationBarItems; declare it in .toolbar as ToolbarItem(placement: .confirmationAction) so the vertical bar pins it below the navigation items",
        ])
        // Where `deprecated-bar-placement` reports the modifier, its advice covers these items.
        XCTAssertEqual(placementFindings(.unknown).map { $0.components(separatedBy: ":")[0] }, ["deprecated-bar-placement"])
        XCTAssertEqual(placementFindings(DeploymentTarget(major: 17)).map { $0.components(separatedBy: ":")[0] }, ["deprecated-bar-placement"])
    }

    func testAFixedSpaceIsNotSaidToCollapse() {
        let source = toolbar("""
            ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { } }
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarSpacer(placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { } }
            """)
        XCTAssertEqual(messages(source, "manual-spacer"), [
            "manual-spacer: ToolbarSpacer among toolbar items: a fixed space pushes items apart on the vertical bar, which has little room; group related items instead",
            "manual-spacer: ToolbarSpacer among toolbar items: spacers collapse on the vertical bar; group related items instead",
        ])
    }

    func testAMemberWithALiteralTitleIsNamedByItNotItsSymbol() {
        let source = toolbar("""
            ToolbarItem(placement: .topBarTrailing) { saveButton }
            """, """
            extension Screen {
                var saveButton: some View {
                    Button { save() } label: { Label("Save", systemImage: "checkmark") }
                }
            }
            """)
        XCTAssertEqual(messages(source, "prominent-action-placement"),
                       ["prominent-action-placement: 'Save' completes the screen but is placed .topBarTrailing; place it .confirmationAction (or .topBarPinnedTrailing) so the vertical bar pins it below the navigation items"])
    }

    func testAnImageOnlyControlIsNamedByItsSymbol() {
        let source = toolbar("""
            Button { add() } label: { Image(systemName: "plus") }
            Button { open() } label: { Image("brand-logo") }
            """)
        XCTAssertEqual(messages(source, "missing-title"), [
            "missing-title: Button with symbol plus shows an image with no title; the overflow menu and expanded bars show the title, so use Button(_:systemImage:action:) or a Label",
            "missing-title: Button shows an image with no title; the overflow menu and expanded bars show the title, so make its label a Label(_:image:) with the asset and a title",
        ])
    }

    func testATitleFromALocalizationCallIsNamedByItsKey() {
        let source = toolbar("""
            Button(LocalizedString.getValue("common.button.choose")) { choose() }
            Button(String(format: Strings.selected, count)) { select() }
            Button(String(localized: "common.apply")) { apply() }
            """)
        let found = messages(source, "text-only-item")
        XCTAssertEqual(found.count, 3)
        XCTAssertTrue(found[2].hasPrefix("text-only-item: 'common.apply' is text only"), found[2])
        XCTAssertTrue(found[0].hasPrefix("text-only-item: 'common.button.choose' is text only"), found[0])
        XCTAssertTrue(found[1].hasPrefix("text-only-item: 'String(format: Strings.selected, count)' is text only"), found[1])
    }

    func testAnEllipsisButtonIsToldWhatItsSymbolIsFor() {
        let source = toolbar("""
            Button { showActions() } label: { Image(systemName: "ellipsis") }
            Button("Options", systemImage: "ellipsis.circle") { showOptions() }
            """)
        XCTAssertEqual(messages(source, "custom-overflow-menu"), [
            "custom-overflow-menu: 'ellipsis' is reserved for the system overflow menu; use a symbol that says what the item does",
            "custom-overflow-menu: 'ellipsis.circle' is reserved for the system overflow menu; use a symbol that says what 'Options' does",
        ])
    }

    // MARK: custom-view-item

    /// A stack around one view is named by that view, which is what is custom; a stack of
    /// several views stays the stack.
    func testAStackAroundOneViewIsNamedByThatView() {
        XCTAssertEqual(messages(toolbar("ToolbarItem { ZStack { StatusView(connected: true) }.padding() }"), "custom-view-item"),
                       ["custom-view-item: custom view StatusView in a ZStack is limited to horizontal bars and is not shown on the outer display; add .axisBehavior(.verticalPreferred) with a vertical form, or use a symbol button"])
        XCTAssertTrue(messages(toolbar("ToolbarItem { HStack { StatusView() } }"), "custom-view-item").first?
            .hasPrefix("custom-view-item: custom view StatusView in an HStack is") == true)
        for content in ["ToolbarItem { HStack { StatusView(); Text(\"On\") } }", "ToolbarItem { HStack { Text(\"On\") } }",
                        "ToolbarItem { VStack { if on { StatusView() } } }"] {
            let found = messages(toolbar(content), "custom-view-item")
            XCTAssertEqual(found.count, 1, content)
            XCTAssertTrue(found.first?.hasPrefix("custom-view-item: custom view HStack is") == true
                          || found.first?.hasPrefix("custom-view-item: custom view VStack is") == true, "\(found)")
        }
    }

    /// A `UIViewRepresentable` the scanned files declare is custom, and known: no "may not be shown".
    func testARepresentableOfTheProjectIsAKnownCustomView() {
        let representable = """
            struct SessionMenu: UIViewRepresentable {
                func makeUIView(context: Context) -> UIButton { UIButton(type: .system) }
                func updateUIView(_ button: UIButton, context: Context) {}
            }
            """
        XCTAssertEqual(messages(toolbar("ToolbarItem { SessionMenu() }", representable), "custom-view-item"),
                       ["custom-view-item: custom view SessionMenu is limited to horizontal bars and is not shown on the outer display; add .axisBehavior(.verticalPreferred) with a vertical form, or use a symbol button"])
        // A representable's extension declares no view.
        let extended = representable + "extension SessionMenu { func refresh() {} }\n"
        XCTAssertEqual(messages(toolbar("ToolbarItem { SessionMenu() }", extended), "custom-view-item").count, 1)
    }

    /// A body's title written as a key path (`L10n.Global.cancel`) says what the item does by
    /// its last name, and names it, as the same title written in place does.
    func testAKeyPathTitleInAMembersBodyNamesAndClassifiesTheItem() {
        let source = toolbar("ToolbarItem(placement: .topBarTrailing) { cancelButton }",
                             "extension Screen { var cancelButton: some View { Button(action: { dismiss() }) { Text(L10n.Global.cancel) } } }")
        let found = messages(source)
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found.first?.hasPrefix("dismiss-placement: 'L10n.Global.cancel' leaves the screen but is placed .topBarTrailing") == true, "\(found)")
        XCTAssertTrue(found.last?.hasPrefix("text-only-item: 'L10n.Global.cancel' is text only") == true, "\(found)")
        XCTAssertTrue(messages(source, "text-only-item").first?.hasSuffix("with systemImage: \"xmark\"") == true)
        // Through a label that calls another view of the project, the key is that view's own: carried too.
        let label = toolbar("ToolbarItem(placement: .topBarTrailing) { Button { dismiss() } label: { CancelLabel() } }",
                            "struct CancelLabel: View { var body: some View { Text(L10n.Global.cancel) } }")
        XCTAssertEqual(messages(label).map { String($0.prefix(40)) },
                       ["dismiss-placement: 'L10n.Global.cancel' ", "text-only-item: 'L10n.Global.cancel' is "])
        // A generated key's name (`.progressEditSave`) in a member's body: read by its words.
        let member = toolbar("ToolbarItem(placement: .topBarTrailing) { saveButton }",
                             "extension Screen { var saveButton: some View { Button(.progressEditSave) { save(); dismiss() } } }")
        XCTAssertEqual(messages(member).map { String($0.prefix(60)) },
                       ["prominent-action-placement: 'progressEditSave' completes the", "text-only-item: 'progressEditSave' is text only, so it stays"])
        // A key written in the body of a view that a wrapper's label calls is that body's own: carried.
        let nested = toolbar("ToolbarItem(placement: .topBarTrailing) { SaveButton { } }", """
            struct SaveButton: View { let action: () -> Void; var body: some View { Button(action: action) { SaveLabel() } } }
            struct SaveLabel: View { var body: some View { Text(L10n.Editor.save) } }
            """)
        XCTAssertEqual(messages(nested, "prominent-action-placement").map { String($0.prefix(60)) },
                       ["prominent-action-placement: 'L10n.Editor.save' completes the"])
        // A value's property may hold anything its owner set: no key, no kind.
        let property = toolbar("ToolbarItem(placement: .topBarTrailing) { cancelButton }",
                               "extension Screen { var cancelButton: some View { Button(action: { dismiss() }) { Text(model.cancel) } } }")
        XCTAssertEqual(messages(property).map { String($0.prefix(36)) }, ["text-only-item: cancelButton is text"])
    }

    /// `self.gifButton` is named by its member: "self" names nothing a developer sees.
    func testAMemberReachedThroughSelfIsNamedByTheMember() {
        let source = toolbar("ToolbarItemGroup(placement: .bottomBar) { self.gifButton }",
                             "extension Screen { var gifButton: some View { Button { } label: { Image(\"GifButton\") } } }")
        XCTAssertEqual(messages(source, "missing-title"),
                       ["missing-title: gifButton shows an image with no title; the overflow menu and expanded bars show the title, so make its label a Label(_:image:) with the asset and a title"])
        let custom = toolbar("ToolbarItem { self.navButtons }",
                             "extension Screen { var navButtons: some View { HStack { Button(\"A\") { }; Button(\"B\") { } } } }")
        XCTAssertEqual(messages(custom, "custom-view-item").first?.hasPrefix("custom-view-item: custom view navButtons is limited"), true,
                       "\(messages(custom, "custom-view-item"))")
    }

    /// `.navigationBarItems(…)` takes no item modifiers: the advice moves the view into a toolbar item first.
    func testACustomViewInNavigationBarItemsIsToldToMoveIntoAToolbarItem() {
        let source = "struct Screen: View {\n    var body: some View {\n        List { }.navigationBarItems(trailing: SyncRing(progress: 0.5))\n    }\n}\n"
        XCTAssertEqual(messages(source, "custom-view-item"),
                       ["custom-view-item: custom view SyncRing may not be shown on the outer display: its declaration is not among the scanned files; move it into a ToolbarItem of .toolbar { } and add .axisBehavior(.verticalPreferred) with a vertical form there, or use a symbol button (if it is one, give its label class under \"views\" in .duobar-lint.json)"])
    }

    func testACustomViewIsNamedByTheTypeThatIsCustom() {
        let avatar = "struct Avatar: View { var body: some View { ZStack { Circle(); Text(\"JA\") } } }"
        XCTAssertEqual(messages(toolbar("ToolbarItem { Avatar() }", avatar), "custom-view-item"),
                       ["custom-view-item: custom view Avatar is limited to horizontal bars and is not shown on the outer display; add .axisBehavior(.verticalPreferred) with a vertical form, or use a symbol button"])
        XCTAssertEqual(messages(toolbar(#"Button { } label: { HStack { Image(systemName: "map"); Text("Map") } }"#), "custom-view-item"),
                       ["custom-view-item: custom view HStack in Button's label is limited to horizontal bars and is not shown on the outer display; add .axisBehavior(.verticalPreferred) with a vertical form, or use a symbol button"])
        XCTAssertEqual(messages(toolbar(#"Menu { Button("Call") { } } label: { HStack { Image(systemName: "phone"); Image(systemName: "chevron.down") } }"#), "custom-view-item"),
                       ["custom-view-item: custom view HStack in Menu's label is limited to horizontal bars and is not shown on the outer display; add .axisBehavior(.verticalPreferred) with a vertical form, or give the menu a title and a symbol: Menu(_:systemImage:content:)"],
                       "a menu is told its own form")
        XCTAssertEqual(messages(toolbar(#"Button { } label: { Image(systemName: "map"); Text("Map") }"#), "custom-view-item"),
                       ["custom-view-item: custom view Button's label of several views is limited to horizontal bars and is not shown on the outer display; add .axisBehavior(.verticalPreferred) with a vertical form, or use a symbol button"])
    }

    func testAUIKitCustomViewIsNamedAsTheDeveloperNamedItAndByItsType() {
        let reference = "let item = UIBarButtonItem(customView: privateModeButton)\nnavigationItem.rightBarButtonItem = item\n"
        XCTAssertTrue(messages(reference, "custom-view-item").first?.contains("custom view privateModeButton is limited") == true,
                      "\(messages(reference, "custom-view-item"))")
        let member = "navigationItem.rightBarButtonItem = UIBarButtonItem(customView: self.spinner)\n"
        XCTAssertTrue(messages(member, "custom-view-item").first?.contains("custom view spinner ") == true)
        let built = "toolbarItems = [UIBarButtonItem(customView: SyncRing(progress: 0.5))]\n"
        XCTAssertTrue(messages(built, "custom-view-item").first?.contains("custom view SyncRing ") == true)
        // A name this file gives a construction is named with the type that is custom.
        let held = "let spinner = UIActivityIndicatorView(style: .medium)\nnavigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)\n"
        XCTAssertTrue(messages(held, "custom-view-item").first?.contains("custom view spinner (UIActivityIndicatorView) is limited") == true,
                      "\(messages(held, "custom-view-item"))")
        let called = "navigationItem.rightBarButtonItem = UIBarButtonItem(customView: self.makeDoneButton())\n"
        XCTAssertTrue(messages(called, "custom-view-item").first?.contains("custom view makeDoneButton ") == true,
                      "\(messages(called, "custom-view-item"))")
        // A view that puts itself in a bar is named by its own type.
        let itself = """
            import UIKit
            final class BallotButton: UIButton {
                func place(in controller: UIViewController) {
                    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: self)
                }
            }
            """
        XCTAssertTrue(messages(itself, "custom-view-item").first?.contains("custom view BallotButton is limited") == true,
                      "\(messages(itself, "custom-view-item"))")
        let later = "let item = UIBarButtonItem()\nitem.customView = makeBadge()\nnavigationItem.rightBarButtonItem = item\n"
        XCTAssertTrue(messages(later, "custom-view-item").first?.contains("custom view makeBadge ") == true,
                      "\(messages(later, "custom-view-item"))")
    }

    func testAViewTheToolCannotSeeMayNotBeShown() {
        let expected = "custom-view-item: custom view CompoundIcon in Button's label may not be shown on the outer display: its declaration is not among the scanned files; add .axisBehavior(.verticalPreferred) with a vertical form, or use a symbol button (if it is one, give its label class under \"views\" in .duobar-lint.json)"
        XCTAssertEqual(messages(toolbar(#"Button { } label: { CompoundIcon(\.plus) }"#), "custom-view-item"), [expected])
        XCTAssertEqual(messages(toolbar("ToolbarItem { SyncRing(progress: p) }"), "custom-view-item").first?.contains("custom view SyncRing may not be shown"), true)
        XCTAssertEqual(messages(toolbar("ToolbarItem { ProgressView() }"), "custom-view-item").first?.contains("is not shown"), true,
                       "SwiftUI's own views are certainly custom")
        let nested = toolbar("ToolbarItem { AccountBadge() }", """
            struct AccountBadge: View {
                var body: some View { RemoteAvatar(url: url) }
            }
            """)
        XCTAssertEqual(messages(nested, "custom-view-item").first?
                        .contains("custom view AccountBadge may not be shown on the outer display: it shows a view whose declaration is not among the scanned files"), true,
                       "\(messages(nested, "custom-view-item"))")
        // A member showing one control labelled by an unseen view: the message names that
        // view's type, which is what the config's `views` takes.
        let member = toolbar("ToolbarItem { avatarLink }",
                             "extension Screen { var avatarLink: some View { NavigationLink(destination: Profile()) { CachedImage(url: url) } } }")
        XCTAssertEqual(messages(member, "custom-view-item").first?.hasPrefix("custom-view-item: custom view avatarLink (CachedImage in its label) may not be shown"), true,
                       "\(messages(member, "custom-view-item"))")
    }

    // MARK: missing-title and text-only-item

    func testTheRemedyFitsTheControl() {
        func fix(_ content: String, _ rule: String) -> String? {
            messages(toolbar("ToolbarItem { \(content) }"), rule).first.flatMap { message in
                message.range(of: ", so ").map { String(message[$0.upperBound...]) }
            }
        }
        XCTAssertEqual(fix(#"Menu { Button("A") { } } label: { Image(systemName: "arrow.up.arrow.down") }"#, "missing-title"),
                       "use Menu(_:systemImage:content:)")
        XCTAssertEqual(fix(#"Toggle(isOn: $on) { Image(systemName: "star") }"#, "missing-title"), "use Toggle(_:systemImage:isOn:)")
        XCTAssertEqual(fix(#"NavigationLink(value: 1) { Image(systemName: "info") }"#, "missing-title"), "make its label a Label(_:systemImage:)")
        XCTAssertEqual(fix(#"Button { } label: { Image(systemName: "gear") }"#, "missing-title"), "use Button(_:systemImage:action:) or a Label")
        // An asset of the app's catalog: the forms that take one, whatever the control.
        XCTAssertEqual(fix(#"Button { } label: { Image("close") }"#, "missing-title"),
                       "make its label a Label(_:image:) with the asset and a title")
        XCTAssertEqual(fix(#"Menu { Button("A") { } } label: { Image(.sortOrder) }"#, "missing-title"),
                       "make its label a Label(_:image:) with the asset and a title")
        XCTAssertEqual(fix(#"Image("offline")"#, "missing-title"), "show a Label(_:image:) with the asset and a title")
        // A generated catalog's nested names, and the `asset:` form asset generators add.
        XCTAssertEqual(fix(#"Button { } label: { Image(.Icons.close) }"#, "missing-title"),
                       "make its label a Label(_:image:) with the asset and a title")
        XCTAssertEqual(fix(#"Button { } label: { Image(asset: Asset.close) }"#, "missing-title"),
                       "make its label a Label(_:image:) with the asset and a title")
        XCTAssertEqual(fix(#"Button { } label: { Image(.Icons.close()) }"#, "missing-title"), "use Button(_:systemImage:action:) or a Label",
                       "a call is not an asset's name")
        XCTAssertEqual(fix(#"Button { } label: { Image(uiImage: avatar) }"#, "missing-title"), "use Button(_:systemImage:action:) or a Label")
        func remedy(_ content: String) -> String? {
            messages(toolbar("ToolbarItem { \(content) }"), "text-only-item").first.flatMap { message in
                message.range(of: "outer display; ").map { String(message[$0.upperBound...]) }
            }
        }
        XCTAssertEqual(remedy(#"Toggle("Bold", isOn: $bold)"#), "give it a symbol: Toggle(_:systemImage:isOn:)")
        XCTAssertEqual(remedy(#"NavigationLink("Settings") { SettingsView() }"#),
                       #"give it a symbol: make its label a Label(_:systemImage:) with systemImage: "gear""#)
        XCTAssertEqual(remedy(#"Text("Offline")"#), "give it a symbol: show a Label(_:systemImage:)")
        XCTAssertEqual(remedy(#"Menu("Sort") { Button("Name") { } }"#),
                       #"give it a symbol: Menu(_:systemImage:content:) with systemImage: "arrow.up.arrow.down""#)
        XCTAssertEqual(remedy(#"Button("Edit") { }"#), #"give it a symbol, e.g. Button(_:systemImage:action:) with systemImage: "pencil""#)
        // A title the symbol table does not know gets the remedy alone.
        XCTAssertEqual(remedy(#"Button("Frobnicate") { }"#), "give it a symbol, e.g. Button(_:systemImage:action:)")
    }

    func testATitleIsNamedByItsText() {
        func name(_ content: String) -> String? {
            messages(toolbar("ToolbarItem { \(content) }"), "text-only-item").first.map { String($0.dropFirst("text-only-item: ".count).prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(name(#"Button(isEditing ? "Done" : "Edit") { }"#)?.hasPrefix(#"'isEditing ? "Done" : "Edit"' is text only"#), true)
        XCTAssertEqual(name(#"Button("\(count) selected") { }"#)?.hasPrefix(#"'\(count) selected' is text only"#), true)
        // A variable is code, not the words shown; a localized key path reads as its key.
        XCTAssertEqual(name(#"Button(title) { }"#)?.hasPrefix("`title` is text only"), true)
        XCTAssertEqual(name(#"Button(self.title) { }"#)?.hasPrefix("`self.title` is text only"), true)
        XCTAssertEqual(name(#"Button(item.name) { }"#)?.hasPrefix("`item.name` is text only"), true)
        XCTAssertEqual(name(#"Button(L10n.actionEdit) { }"#)?.hasPrefix("'L10n.actionEdit' is text only"), true)
        XCTAssertEqual(name(#"Button("") { }"#)?.hasPrefix("Button is text only"), true)
        XCTAssertEqual(messages(toolbar(#"PillLabel(text: "Sale")"#, "struct PillLabel: View { let text: String; var body: some View { Text(text) } }"),
                                "text-only-item").first?.hasPrefix("text-only-item: 'Sale' is text only"), true,
                       "a view's title is its caller's argument")
    }

    func testAProjectViewIsFixedInItsBody() {
        let refresh = "struct RefreshButton: View { var body: some View { Button(\"Refresh\") { } } }"
        XCTAssertEqual(messages(toolbar("ToolbarItem { RefreshButton() }", refresh), "text-only-item"),
                       [#"text-only-item: 'Refresh' is text only, so it stays on horizontal bars and is not shown on the outer display; give it a symbol in RefreshButton's body, e.g. Button(_:systemImage:action:) with systemImage: "arrow.clockwise""#],
                       "the body's literal title picks the symbol, and the advice says where to write it")
        let pill = "struct Pill: View { let text: String; var body: some View { Button(text) { } } }"
        XCTAssertEqual(messages(toolbar(#"ToolbarItem { Pill(text: "Sort") }"#, pill), "text-only-item").first?
                        .hasSuffix(#"give it a symbol in Pill's body, e.g. Button(_:systemImage:action:) with systemImage: "arrow.up.arrow.down""#), true,
                       "a title the caller passes picks the symbol too")
        let gear = #"struct GearIcon: View { var body: some View { Button { } label: { Image(systemName: "gear") } } }"#
        XCTAssertEqual(messages(toolbar("ToolbarItem { GearIcon() }", gear), "missing-title").first?
                        .hasSuffix("so in GearIcon's body, use Button(_:systemImage:action:) or a Label"), true)
        // A control written here is fixed here, also when its label calls a view of the project.
        let icon = #"struct AppIcon: View { var body: some View { Image(systemName: "gear") } }"#
        XCTAssertEqual(messages(toolbar("ToolbarItem { Button { } label: { AppIcon() } }", icon), "missing-title").first?
                        .hasSuffix("so use Button(_:systemImage:action:) or a Label"), true)
        XCTAssertEqual(messages(toolbar(#"ToolbarItem { Button("Refresh") { } }"#), "text-only-item").first?
                        .hasSuffix(#"give it a symbol, e.g. Button(_:systemImage:action:) with systemImage: "arrow.clockwise""#), true)
    }

    func testASpacerIsAmongTheItemsOfItsBar() {
        let source = """
            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = [infoItem, .fixedSpace(16), shareItem]
                    toolbarItems = [infoItem, .flexibleSpace(), shareItem]
                }
            }
            """
        let spacers = messages(source, "manual-spacer")
        XCTAssertEqual(spacers.count, 2)
        XCTAssertEqual(spacers.first?.hasPrefix("manual-spacer: .fixedSpace among navigation bar items:"), true, "\(spacers)")
        XCTAssertEqual(spacers.last?.hasPrefix("manual-spacer: .flexibleSpace among toolbar items:"), true, "\(spacers)")
    }

    func testALabelOrAnImageAsACustomViewGetsAdviceThatFitsIt() {
        func advice(_ setUp: String, _ place: String) -> String? {
            let source = """
                final class StepViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(setUp)
                        \(place)
                    }
                }
                """
            return messages(source, "custom-view-item").first.flatMap { message in
                message.range(of: "outer display; ").map { String(message[$0.upperBound...]) }
            }
        }
        XCTAssertEqual(advice("let step = UILabel()", "navigationItem.rightBarButtonItem = UIBarButtonItem(customView: step)"),
                       "set item.axisBehavior = .verticalPreferred with a layout that fits the bar, or show the text as the title or prompt (navigationItem.title, navigationItem.prompt)")
        XCTAssertEqual(advice(#"let logo = UIImageView(image: UIImage(named: "logo"))"#, "navigationItem.leftBarButtonItem = UIBarButtonItem(customView: logo)"),
                       "set item.axisBehavior = .verticalPreferred: one image fits the vertical bar's width")
        // In a toolbar a label is no title; a button is a control a symbol item can replace.
        XCTAssertEqual(advice("let status = UILabel()", "toolbarItems = [UIBarButtonItem(customView: status)]"),
                       "set item.axisBehavior = .verticalPreferred with a layout that fits the bar, or use a symbol item")
        XCTAssertEqual(advice("let info = UIButton(type: .infoLight)", "navigationItem.rightBarButtonItem = UIBarButtonItem(customView: info)"),
                       "set item.axisBehavior = .verticalPreferred with a layout that fits the bar, or use a symbol item")
    }

    // MARK: One control, one piece of advice

    func testAHomeMadeMoreMenuGetsOneFinding() {
        let menu = #"Menu { Button("Rename") { } } label: { Image(systemName: "ellipsis.circle") }"#
        XCTAssertEqual(messages(toolbar("ToolbarItem { \(menu) }")).map { String($0.prefix { $0 != ":" }) }, ["custom-overflow-menu"])
        let wrapped = "struct MoreMenu: View { var body: some View { \(menu) } }"
        XCTAssertEqual(messages(toolbar("ToolbarItem { MoreMenu() }", wrapped)),
                       [#"custom-overflow-menu: a menu labeled 'ellipsis.circle' is a home-made "more" menu; fold its actions into ToolbarOverflowMenu"#])
        XCTAssertEqual(messages("""
            let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: actionsMenu)
            navigationItem.rightBarButtonItem = more
            """).map { String($0.prefix { $0 != ":" }) }, ["custom-overflow-menu"])
    }
}
