import XCTest
import DuobarScanner
@testable import DuobarModel

/// The project's own views (docs/model.md, "Your own views"): a call of a view declared in the
/// scanned files, as an item or a label, takes the class of its body.
final class ProjectViewTests: XCTestCase {
    /// A screen whose toolbar holds `content`, with `declarations` in the same file and
    /// `others` as other files of the project.
    func screen(_ content: String, _ declarations: String = "", others: [String] = [],
                config: [String: LabelClass] = [:]) -> Parsed {
        var index = ProjectIndex()
        for source in others {
            let other = parse(source)
            index.merge(ProjectIndex.declarations(in: other.code))
            index.views.merge(ViewDeclarations(other.code).shared)
        }
        for (name, labelClass) in config { index.configViews[Array(name.utf8)] = labelClass }
        return parse("""
            struct Screen: View {
                var body: some View {
                    Text("x").toolbar {
                        \(content)
                    }
                }
            }
            \(declarations)
            """, index: index)
    }

    /// The single item of `p`.
    func item(_ p: Parsed, file: StaticString = #filePath, line: UInt = #line) -> BarItem? {
        let items = p.model.items
        XCTAssertEqual(items.count, 1, "items", file: file, line: line)
        return items.first
    }

    static let closeButton = """
        struct CloseButton: View {
            let action: () -> Void
            var body: some View {
                Button(role: .close, action: action)
            }
        }
        """
    static let toolbarButton = """
        struct ToolbarButton: View {
            let title: LocalizedStringKey
            let symbol: String
            let action: () -> Void
            var body: some View {
                Button(title, systemImage: symbol, action: action)
            }
        }
        """
    static let icons = """
        struct AppIcon: View {
            let name: String
            var body: some View {
                Image(systemName: name)
                    .symbolRenderingMode(.hierarchical)
            }
        }
        struct PillLabel: View {
            let text: String
            var body: some View {
                Text(text).font(.caption.bold())
            }
        }
        struct Avatar: View {
            let initials: String
            var body: some View {
                ZStack {
                    Circle().fill(.quaternary)
                    Text(initials)
                }
            }
        }
        """

    // MARK: Classes

    func testAViewThatShowsNothingOnIPhoneIsNoCustomView() {
        // What iOS 26 and later run of a back-compatible spacer is `EmptyView()`: nothing shows.
        let spacer = screen("SpacerBackCompatible()", """
            struct SpacerBackCompatible: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        EmptyView()
                    } else {
                        Spacer()
                    }
                }
            }
            """)
        XCTAssertEqual(spacer.model.items.map(\.label.labelClass), [.unknown])
        XCTAssertEqual(spacer.model.items.map(\.label.dependsOnUnseenType), [false])
        let nothing = screen("Nothing()", others: ["struct Nothing: View { var body: some View { EmptyView() } }"])
        XCTAssertEqual(nothing.model.items.map(\.label.labelClass), [.unknown])
        XCTAssertEqual(nothing.model.items.map(\.label.dependsOnUnseenType), [false])
    }

    func testARoleOnlyWrapperIsSystemProvidedAndCarriesItsRole() {
        let p = screen("CloseButton { dismiss() }", Self.closeButton)
        let item = item(p)
        XCTAssertEqual(item?.label.labelClass, .both)
        XCTAssertEqual(item?.kind, .systemProvided)
        XCTAssertEqual(item.flatMap { p.model.roleName($0) }, "close")
        XCTAssertEqual(item.flatMap { p.text($0.label.viewType) }, "CloseButton")
        XCTAssertEqual(item.flatMap { p.model.viewAnswer($0)?.source }, .project)
    }

    func testARoleTheCallGivesDecidesLikeAButtonRole() {
        let p = screen("ToolbarButton(role: .cancel) { }", """
            struct ToolbarButton: View {
                let role: ButtonRole
                let action: () -> Void
                var body: some View { Button(role: role, action: action) }
            }
            """)
        XCTAssertEqual(item(p).flatMap { p.model.roleName($0) }, "cancel")
        XCTAssertEqual(item(p)?.kind, .systemProvided)
    }

    func testATitleAndSymbolTakenFromPropertiesArePresentAndNamedByTheCall() {
        let p = screen(#"ToolbarButton(title: "Add", symbol: "plus") { add() }"#, Self.toolbarButton)
        let item = item(p)
        XCTAssertEqual(item?.label.labelClass, .both)
        XCTAssertEqual(item?.kind, .button)
        XCTAssertEqual(item.flatMap { p.title($0) }, #""Add""#)
        XCTAssertEqual(item.flatMap { p.symbol($0) }, "plus")
    }

    func testALiteralTitleAndSymbolInTheBodyAreCarried() {
        let p = screen("SearchButton { }", """
            struct SearchButton: View {
                let action: () -> Void
                var body: some View {
                    Button("Search", systemImage: "magnifyingglass", action: action)
                        .keyboardShortcut("f")
                }
            }
            """)
        let item = item(p)
        XCTAssertEqual(item?.label.labelClass, .both)
        XCTAssertEqual(item.flatMap { p.model.symbolName($0) }, "magnifyingglass")
        XCTAssertEqual(item.flatMap { p.model.viewAnswer($0)?.title }, "Search")
    }

    func testAWrapperOfAWrapperResolvesThroughBoth() {
        let share = """
            struct ShareButton: View {
                let action: () -> Void
                var body: some View {
                    ToolbarButton(title: "Share", symbol: "square.and.arrow.up", action: action)
                }
            }
            """
        let p = screen("ShareButton { }", share, others: [Self.toolbarButton])
        let item = item(p)
        XCTAssertEqual(item?.label.labelClass, .both)
        XCTAssertEqual(item?.kind, .button)
        XCTAssertEqual(item.flatMap { p.model.symbolName($0) }, "square.and.arrow.up", "the wrapper's argument fills the wrapped view's symbol")
        XCTAssertEqual(item.flatMap { p.model.viewAnswer($0)?.title }, "Share")
    }

    /// A design-system button whose label is a member of its own type, shown with or without
    /// an action: the member's `Text(title)` is the call's title in both branches.
    static let capsuleButton = """
        struct CapsuleTextButton: View {
            let title: String
            let action: (() -> Void)?
            var body: some View {
                if let action {
                    Button(action: action) { capsule }
                } else {
                    capsule
                }
            }
        }
        private extension CapsuleTextButton {
            var capsule: some View {
                Text(title).padding().background(Capsule())
            }
        }
        """

    func testATitleInAMemberOfTheSameTypeIsTheCallsTitle() {
        let p = screen(#"ToolbarItem { CapsuleTextButton(title: "Save") { save() } }"#, Self.capsuleButton)
        let item = item(p)
        XCTAssertEqual(item?.label.labelClass, .text)
        XCTAssertEqual(item.flatMap { p.title($0) }, #""Save""#, "the call's argument, through the member and both branches")
        XCTAssertEqual(item?.actionKind, .doneLike)
    }

    func testBranchesThatDisagreeOnTheirTitleCarryNone() {
        let p = screen(#"ToolbarItem { Toggled(on: true) }"#, """
            struct Toggled: View {
                let on: Bool
                var body: some View {
                    if on { Text("Save") } else { Text("Edit") }
                }
            }
            """)
        let item = item(p)
        XCTAssertEqual(item?.label.labelClass, .text)
        XCTAssertNil(item.flatMap { p.model.viewAnswer($0)?.title })
        XCTAssertNil(item?.actionKind)
    }

    func testAnotherViewsParameterInALabelIsNotTheCallersTitle() {
        // `Badge`'s `title` is Badge's own parameter: `Wrapper(title: "Save")` does not fill it.
        let p = screen(#"ToolbarItem { Wrapper(title: "Save") { } }"#, """
            struct Badge: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Wrapper: View {
                let title: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Badge(title: "Edit") }
                }
            }
            """)
        let item = item(p)
        XCTAssertEqual(item?.label.labelClass, .text)
        XCTAssertNil(item.flatMap { p.title($0) })
        XCTAssertNil(item?.actionKind, "neither Save (the caller's, never shown) nor Badge's parameter")
    }

    func testTextImageAndCustomBodies() {
        let pill = screen(#"PillLabel(text: "Sale")"#, others: [Self.icons])
        XCTAssertEqual(item(pill)?.label.labelClass, .text)
        XCTAssertEqual(item(pill).flatMap { pill.title($0) }, #""Sale""#)

        let avatar = screen(#"ToolbarItem { Avatar(initials: "JA") }"#, others: [Self.icons])
        XCTAssertEqual(item(avatar)?.label.labelClass, .custom)
        XCTAssertEqual(item(avatar)?.label.dependsOnUnseenType, false, "declared: certainly custom")
        XCTAssertEqual(item(avatar).flatMap { avatar.text($0.label.viewType) }, "Avatar")
    }

    func testAnIconTypeAsASingleLabelMakesAnImageOnlyControl() {
        let p = screen(#"Button { add() } label: { AppIcon(name: "plus") }"#, others: [Self.icons])
        XCTAssertEqual(item(p)?.label.labelClass, .image)
        XCTAssertEqual(item(p)?.kind, .button)
        let menu = screen(#"Menu { Button("A") { } } label: { PillLabel(text: "Sort") }"#, others: [Self.icons])
        XCTAssertEqual(item(menu)?.label.labelClass, .text)
        XCTAssertEqual(item(menu)?.isMenu, true)
    }

    func testAStoredImageIsAnImage() {
        let p = screen(#"Button { } label: { CompoundIcon(\.plus) }"#, others: ["""
            public struct CompoundIcon: View {
                private var image: Image
                public init(_ icon: KeyPath<Icons, Image>) { image = Icons()[keyPath: icon] }
                public var body: some View {
                    image
                        .resizable()
                }
            }
            """])
        XCTAssertEqual(item(p)?.label.labelClass, .image)
    }

    func testATypeNeitherDeclaredNorSwiftUIsMayBeAnything() {
        let unseen = screen("ToolbarItem { SyncRing(progress: p) }")
        XCTAssertEqual(item(unseen)?.label.labelClass, .custom)
        XCTAssertEqual(item(unseen)?.label.dependsOnUnseenType, true)
        let label = screen(#"Button { } label: { CompoundIcon(\.plus) }"#)
        XCTAssertEqual(item(label)?.label.labelClass, .custom)
        XCTAssertEqual(item(label)?.label.dependsOnUnseenType, true)
        XCTAssertEqual(item(label).flatMap { label.text($0.label.viewType) }, "CompoundIcon")
        let stack = screen(#"Button { } label: { HStack { Image(systemName: "a"); Text("b") } }"#)
        XCTAssertEqual(item(stack)?.label.dependsOnUnseenType, false, "SwiftUI's stack is custom for certain")
        XCTAssertEqual(item(stack).flatMap { stack.text($0.label.viewType) }, "HStack")
    }

    // MARK: Branches and declarations

    func testBranchesOfOneClassAreThatClassAndOthersConditional() {
        let same = screen("Toggler()", """
            struct Toggler: View {
                @State var on = false
                var body: some View {
                    if on {
                        Button("Off", systemImage: "pause") { on = false }
                    } else {
                        Button("On", systemImage: "play") { on = true }
                    }
                }
            }
            """)
        XCTAssertEqual(item(same)?.label.labelClass, .both)
        let different = screen("Toggler()", """
            struct Toggler: View {
                let mode: Mode
                var body: some View {
                    switch mode {
                    case .edit: Button("Done") { }
                    case .view: Button { } label: { Image(systemName: "pencil") }
                    }
                }
            }
            """)
        XCTAssertEqual(item(different)?.label.labelClass, .conditional)
        let available = screen("CloseButton()", """
            struct CloseButton: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        Button(role: .close) { }
                    } else {
                        Button { } label: { Image(systemName: "xmark.circle.fill") }
                    }
                }
            }
            """)
        XCTAssertEqual(item(available)?.label.labelClass, .both, "the else never runs on an iPhone Duo")
        XCTAssertEqual(item(available).flatMap { available.model.roleName($0) }, "close")
    }

    func testABusyBranchOfABodyIsLeftOut() {
        let p = screen("SaveButton(isSaving: saving) { save() }", """
            struct SaveButton: View {
                let isSaving: Bool
                let action: () -> Void
                var body: some View {
                    if isSaving {
                        ProgressView()
                    } else {
                        Button("Save", systemImage: "checkmark", action: action)
                    }
                }
            }
            """)
        XCTAssertEqual(item(p)?.label.labelClass, .both)
    }

    func testAStackAroundOnlyProgressIsABusyBranchOfABody() {
        let p = screen("SyncBadge(syncing: syncing) { sync() }", """
            struct SyncBadge: View {
                let syncing: Bool
                let action: () -> Void
                var body: some View {
                    if syncing {
                        HStack(spacing: 4) {
                            ProgressView()
                                .controlSize(.mini)
                        }
                    } else {
                        Button(action: action) { Image(systemName: "arrow.clockwise") }
                    }
                }
            }
            """)
        XCTAssertEqual(item(p)?.label.labelClass, .image, "the stack only shows progress while busy")
        let both = screen("SyncBadge(syncing: syncing) { sync() }", """
            struct SyncBadge: View {
                let syncing: Bool
                let action: () -> Void
                var body: some View {
                    if syncing {
                        HStack { ProgressView(); Text("Syncing") }
                    } else {
                        Button(action: action) { Image(systemName: "arrow.clockwise") }
                    }
                }
            }
            """)
        XCTAssertEqual(item(both)?.label.labelClass, .conditional, "a stack with text beside the progress is a view of its own")
    }

    func testAStaticMemberInABodyIsOfAnUnknownClass() {
        let label = screen("LogOutButton()", """
            struct LogOutButton: View {
                var body: some View {
                    Button { logOut() } label: {
                        Glyphs.logOut
                            .foregroundStyle(.primary)
                            .padding()
                    }
                }
            }
            """)
        XCTAssertEqual(item(label)?.label.labelClass, .unknown, "Glyphs.logOut is a value whose type is not written")
        let root = screen("LogOutIcon()", "struct LogOutIcon: View { var body: some View { Glyphs.logOut.padding() } }")
        XCTAssertEqual(item(root)?.label.labelClass, .unknown)
        let call = screen("LogOutIcon()", "struct LogOutIcon: View { var body: some View { Glyph(.logOut).padding() } }")
        XCTAssertEqual(item(call)?.label.labelClass, .custom, "a call of an unseen type is still that type's view")
    }

    static let pair = """
        struct Pair: View {
            var body: some View {
                Button("A", systemImage: "a") { }
                if showsB {
                    Button("B", systemImage: "b") { }
                }
            }
        }
        """

    func testABodyOfSeveralViewsIsCustomAsOneItem() {
        let p = screen("ToolbarItem(placement: .topBarTrailing) { Pair() }", Self.pair)
        XCTAssertEqual(item(p)?.label.labelClass, .custom)
        let label = screen("Button { } label: { Pair() }", Self.pair)
        XCTAssertEqual(item(label)?.label.labelClass, .custom, "a label shows its views together")
    }

    /// SwiftUI makes each view of such a body an item of a group, or of the toolbar's own
    /// content; they are written in another body, so no rule decides them here.
    func testABodyOfSeveralViewsInAGroupIsSeveralItemsNoRuleDecides() {
        for content in ["ToolbarItemGroup(placement: .bottomBar) { Pair() }", "Pair()"] {
            let p = screen(content, Self.pair)
            XCTAssertEqual(item(p)?.label.labelClass, .unknown, content)
        }
        let stack = screen("ToolbarItemGroup(placement: .bottomBar) { Pair() }",
                           "struct Pair: View { var body: some View { HStack { Button(\"A\") { }; Button(\"B\") { } } } }")
        XCTAssertEqual(item(stack)?.label.labelClass, .custom, "a stack is one view")
    }

    func testAViewDeclaredTwiceWithDifferentClassesIsCustom() {
        let other = "struct Badge: View { var body: some View { Image(systemName: \"star\") } }"
        let twice = screen("Badge()", others: [other, "struct Badge: View { var body: some View { Text(\"New\") } }"])
        XCTAssertEqual(item(twice)?.label.labelClass, .custom, "as near as each other: ambiguous")
        let same = screen("Badge()", others: [other, "struct Badge: View { var body: some View { Image(\"star\") } }"])
        XCTAssertEqual(item(same)?.label.labelClass, .image, "two declarations of one class agree")
        let own = screen("Badge()", "struct Badge: View { var body: some View { Text(\"New\") } }", others: [other])
        XCTAssertEqual(item(own)?.label.labelClass, .text, "the file's own declaration shadows the others")
    }

    // MARK: The nearest declaration

    /// `source` read as a file in `folder` (`AppA/Views/`), its shared views in an index.
    func views(_ source: String, in folder: String) -> ViewTable {
        ViewDeclarations(parse(source).code, path: folder + "Declared.swift").shared
    }

    /// The single item of a screen in `folder` whose toolbar holds `content`, with `others` as
    /// other files: each a folder and a source.
    func resolved(_ content: String, from folder: String = "AppA/Screens/", others: [(String, String)]) -> BarItem? {
        var index = ProjectIndex()
        for (folder, source) in others { index.views.merge(views(source, in: folder)) }
        let p = parse("""
            struct Editor: View {
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem(placement: .cancellationAction) { \(content) }
                    }
                }
            }
            """, index: index)
        let items = FileModel(code: p.code, index: index, path: folder + "Editor.swift").items
        XCTAssertEqual(items.count, 1)
        return items.first
    }

    static let labelledClose = """
        struct CloseButton: View {
            let action: () -> Void
            var body: some View { Button(role: .close, action: action) }
        }
        """
    static let customClose = """
        struct CloseButton: View {
            let action: () -> Void
            var body: some View {
                ZStack { Circle().fill(.quaternary); Image(systemName: "xmark") }.onTapGesture(perform: action)
            }
        }
        """

    func testAViewDeclaredInTwoAppsMeansTheDeclarationOfTheCallersApp() {
        let good = resolved("CloseButton { }", others: [("AppA/Views/", Self.labelledClose), ("AppB/Views/", Self.customClose)])
        XCTAssertEqual(good?.label.labelClass, .both, "AppA's close button")
        XCTAssertEqual(good?.kind, .systemProvided)
        let bad = resolved("CloseButton { }", others: [("AppA/Views/", Self.customClose), ("AppB/Views/", Self.labelledClose)])
        XCTAssertEqual(bad?.label.labelClass, .custom, "AppA's own close button is the custom one")
        XCTAssertEqual(bad?.kind, .custom)
        let nested = resolved("CloseButton { }", others: [("AppA/Sources/UI/Buttons/", Self.labelledClose),
                                                         ("AppB/Sources/UI/Buttons/", Self.customClose)])
        XCTAssertEqual(nested?.label.labelClass, .both, "only whole folders count: AppA/ against AppB/")
    }

    func testDeclarationsAsNearAsEachOtherStayAmbiguous() {
        let others: [(String, String)] = [("AppA/Views/", Self.labelledClose), ("AppB/Views/", Self.customClose)]
        XCTAssertEqual(resolved("CloseButton { }", from: "Shared/", others: others)?.label.labelClass, .custom,
                       "from a third folder, neither is nearer")
        XCTAssertEqual(resolved("CloseButton { }", others: others + [("AppA/Legacy/", Self.customClose)])?
                        .label.labelClass, .custom, "two in the caller's app, of different classes")
        XCTAssertEqual(resolved("CloseButton { }", from: "AppAB/", others: others)?.label.labelClass, .custom,
                       "AppAB/ shares no folder with AppA/")
    }

    func testABodysOwnCallsMeanTheDeclarationsNearestThatBody() {
        // DesignKit's close button calls DesignKit's icon button, not the caller's app's.
        let designKit = """
            struct CloseButton: View {
                let action: () -> Void
                var body: some View { IconButton(symbol: "xmark", action: action) }
            }
            """
        let labelledIcon = """
            struct IconButton: View {
                let symbol: String
                let action: () -> Void
                var body: some View { Button("Close", systemImage: symbol, action: action) }
            }
            """
        let customIcon = """
            struct IconButton: View {
                let symbol: String
                let action: () -> Void
                var body: some View { HStack { Image(systemName: symbol); Text("Close") }.onTapGesture(perform: action) }
            }
            """
        let fromKit = resolved("CloseButton { }", others: [("DesignKit/", designKit), ("DesignKit/Icons/", labelledIcon),
                                                          ("AppA/Views/", customIcon)])
        XCTAssertEqual(fromKit?.label.labelClass, .both)
        let direct = resolved("IconButton(symbol: \"xmark\") { }", others: [("DesignKit/Icons/", labelledIcon),
                                                                          ("AppA/Views/", customIcon)])
        XCTAssertEqual(direct?.label.labelClass, .custom, "the app's own icon button, called from the app")
    }

    func testNamesResolveFromTheInnermostEnclosingTypeOutward() {
        let declarations = """
            struct Close: View { var body: some View { HStack { Image(systemName: "xmark"); Text("Close") } } }
            enum DS {
                struct Close: View { var body: some View { Button(role: .close) { } } }
            }
            """
        let top = screen("Close()", declarations)
        XCTAssertEqual(item(top)?.label.labelClass, .custom, "at the top level, the top-level type")
        let nested = parse("""
            extension DS {
                struct Sheet: View {
                    var body: some View { Text("x").toolbar { Close() } }
                }
            }
            \(declarations)
            """)
        XCTAssertEqual(nested.model.items.map(\.label.labelClass), [.both], "inside DS, DS.Close")
    }

    func testCallsAreFollowedEightBodiesDeepAndNoFurther() {
        func chain(_ count: Int) -> String {
            (0..<count).map { k in
                k == count - 1 ? "struct V\(k): View { var body: some View { Button(\"Go\", systemImage: \"play\") { } } }"
                    : "struct V\(k): View { var body: some View { V\(k + 1)() } }"
            }.joined(separator: "\n")
        }
        let eight = screen("V0()", chain(8))
        XCTAssertEqual(item(eight)?.label.labelClass, .both)
        let nine = screen("V0()", chain(9))
        XCTAssertEqual(item(nine)?.label.labelClass, .custom)
        XCTAssertEqual(item(nine)?.label.dependsOnUnseenType, true)
    }

    func testACycleOfViewsEnds() {
        let p = screen("A()", """
            struct A: View { var body: some View { B() } }
            struct B: View { var body: some View { if flag { A() } else { Text("b") } } }
            """)
        XCTAssertEqual(item(p)?.label.labelClass, .conditional, "custom at the depth limit, text in the other branch")
    }

    func testAPrivateViewStaysInItsFileButItsFilesBodiesSeeIt() {
        let other = """
            struct Wrapper: View { var body: some View { Inner() } }
            private struct Inner: View { var body: some View { Image(systemName: "star") } }
            private struct Badge: View { var body: some View { Image(systemName: "star") } }
            """
        let hidden = screen("ToolbarItem { Badge() }", others: [other])
        XCTAssertEqual(item(hidden)?.label.dependsOnUnseenType, true, "another file's private view is not visible here")
        let wrapped = screen("Button { } label: { Wrapper() }", others: [other])
        XCTAssertEqual(item(wrapped)?.label.labelClass, .image, "its own file's view calls it")
        let own = screen("Button { } label: { Badge() }", "private struct Badge: View { var body: some View { Text(\"New\") } }",
                         others: [other])
        XCTAssertEqual(item(own)?.label.labelClass, .text, "this file's private view")
    }

    func testTypesNestedDeeperThanEightAreNotNamedAndCostNoMore() {
        // Named paths of every depth would cost the square of the depth: 20,000 deep took minutes.
        let depth = 20_000
        var source = ""
        for k in 0..<depth { source += "struct T\(k): View { var body: some View { T\(k + 1)() }\n" }
        source += String(repeating: "}", count: depth) + "\nlet x = Text(\"a\").toolbar { T0() }\n"
        let p = parse(source)
        let declarations = ViewDeclarations(p.code)
        XCTAssertEqual(declarations.shared.bodies.count, TypeScopes.maxDepth)
        XCTAssertEqual(declarations.scopes.scopes.filter { $0.path.count == TypeScopes.maxDepth }.count, 1)
        XCTAssertEqual(p.model.items.map(\.label.labelClass), [.custom])
    }

    func testAConformanceInAnExtensionCounts() {
        let p = screen("Button { } label: { Glyph() }", """
            struct Glyph { var body: Image { Image(systemName: "star") } }
            extension Glyph: View { }
            """)
        XCTAssertEqual(item(p)?.label.labelClass, .image)
    }

    /// An app with a `View` of its own writes SwiftUI's by its module: `: SwiftUI.View` and
    /// `some SwiftUI.View` mean what `: View` and `some View` do.
    func testAConformanceAndABodyNamedThroughTheSwiftUIModuleCount() {
        let qualified = """
            struct BackButton: SwiftUI.View { let action: () -> Void }
            extension BackButton {
                var body: some SwiftUI.View { Button(action: action) { Image(systemName: "chevron.left") } }
            }
            """
        let p = screen("ToolbarItem { BackButton { } }", others: [qualified])
        XCTAssertEqual(item(p)?.label.labelClass, .image, "the wrapper's body is an image-only button")
        XCTAssertFalse(item(p)?.label.dependsOnUnseenType ?? true)
        // A member of a type that is not a view: only its declared type says it is one.
        let member = """
            enum Icons {}
            extension Icons { static var add: some SwiftUI.View { Image(systemName: "plus") } }
            """
        let index = ViewDeclarations(parse(member).code).shared
        XCTAssertNotNil(index[ViewKey(Array("Icons.add".utf8))], "a `some SwiftUI.View` member is indexed")
        let notAView = ViewDeclarations(parse("extension Icons { static var add: some Foundation.View { Image(systemName: \"plus\") } }").code).shared
        XCTAssertNil(notAView[ViewKey(Array("Icons.add".utf8))], "another module's View is not SwiftUI's")
    }

    /// A wrapper whose body shows an image of the app's catalog carries that to the call, so
    /// the advice names the forms that take an asset.
    func testAnAssetImageInAWrappersBodyIsCarriedToTheCall() {
        let close = """
            struct CloseButton: View {
                let action: () -> Void
                var body: some View { Button(action: action) { Image(.close) } }
            }
            """
        let p = screen("ToolbarItem { CloseButton { } }", others: [close])
        XCTAssertEqual(item(p)?.label.labelClass, .image)
        XCTAssertEqual(item(p)?.label.isAssetImage, true)
        let symbol = screen("ToolbarItem { CloseButton { } }", others: [close.replacingOccurrences(of: "Image(.close)", with: "Image(systemName: \"xmark\")")])
        XCTAssertEqual(item(symbol)?.label.isAssetImage, false)
    }

    func testTheConfigWinsOverTheIndex() {
        let p = screen("CloseButton { }", Self.closeButton, config: ["CloseButton": .custom])
        XCTAssertEqual(item(p)?.label.labelClass, .custom)
        XCTAssertEqual(item(p).flatMap { p.model.viewAnswer($0)?.source }, .config)
        let icon = screen("Button { } label: { DSIcon(.plus) }", config: ["DSIcon": .image])
        XCTAssertEqual(item(icon)?.label.labelClass, .image)
        XCTAssertEqual(item(icon)?.label.dependsOnUnseenType, false)
    }

    // MARK: Members

    func testAMemberReferenceInAnItemTakesItsBodysClass() {
        let p = parse("""
            struct Screen: View {
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem(placement: .confirmationAction) { saveButton }
                        ToolbarItemGroup(placement: .bottomBar) {
                            makeShareButton()
                            self.filterButton
                        }
                        helperContent
                    }
                }
                private var saveButton: some View {
                    Button("Save") { }
                }
            }
            extension Screen {
                @ViewBuilder func makeShareButton() -> some View {
                    Button { } label: { Image(systemName: "square.and.arrow.up") }
                }
                var filterButton: some View { Button("Filter", systemImage: "line.3.horizontal.decrease") { } }
                var helperContent: some View { Button("Help") { } }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map(\.label.labelClass), [.text, .image, .both], "at context level, a reference stays toolbar content")
        XCTAssertEqual(items.map { p.control($0) }, ["saveButton", "makeShareButton", "self"])
        XCTAssertEqual(items.first.flatMap { p.title($0) }, nil, "the title is written in another place")
    }

    func testAMemberHoldingOneCallOfAViewIsNamedWithThatView() {
        let p = parse("""
            struct Badge: View {
                var body: some View { ZStack { Circle(); Image("bell") } }
            }
            struct Screen: View {
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem { closeButton }
                        ToolbarItem { stack }
                    }
                }
                private var closeButton: some View { badge }
                private var badge: some View { Badge().padding() }
                private var stack: some View { HStack { Text("a"); Text("b") } }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map(\.label.labelClass), [.custom, .custom])
        XCTAssertEqual(items.map { p.model.customViewName($0) }, ["closeButton (Badge)", "stack"],
                       "through members of the same type to the view called; a stack is not a call of a view")
    }

    func testAnItemNamesADeclaredViewEvenWhenItsClassDependsOnAnUnseenOne() {
        let declared = screen("ToolbarItem { AccountBadge() }", "struct AccountBadge: View { var body: some View { RemoteAvatar(url: url) } }")
        let badge = item(declared)
        XCTAssertEqual(badge?.label.dependsOnUnseenType, true)
        XCTAssertEqual(badge.map { declared.model.namesDeclaredView($0) }, true, "AccountBadge is declared; RemoteAvatar is not")
        let unseen = screen("ToolbarItem { RemoteAvatar(url: url) }")
        XCTAssertEqual(item(unseen).map { unseen.model.namesDeclaredView($0) }, false)
    }

    func testAGroupInABodyShowsWhatItHolds() {
        let p = parse("""
            struct Screen: View {
                @State var mode = EditMode.inactive
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem(placement: .topBarTrailing) { addButton }
                        ToolbarItem(placement: .topBarLeading) { PairOfButtons() }
                    }
                }
                private var addButton: some View {
                    Group {
                        if mode == .inactive {
                            Button { add() } label: { Image(systemName: "plus") }
                        }
                    }
                    .padding(4)
                }
            }
            struct PairOfButtons: View {
                var body: some View {
                    Group {
                        Button("A", systemImage: "a") { }
                        Button("B", systemImage: "b") { }
                    }
                }
            }
            """)
        XCTAssertEqual(p.model.items.map(\.label.labelClass), [.image, .custom],
                       "a group is looked through: one image button, or several views")
    }

    func testAMemberOfSeveralViewsInAGroupIsNotOneItem() {
        let p = parse("""
            struct Screen: View {
                var body: some View {
                    Text("x").toolbar { ToolbarItemGroup(placement: .bottomBar) { buttons } }
                }
                var buttons: some View {
                    Button("A") { }
                    Spacer()
                    EditButton()
                }
            }
            """)
        XCTAssertEqual(p.model.items.count, 0)
    }

    func testAViewNamedLikeToolbarContentIsAnItemWhenDeclaredAsAView() {
        let declared = screen("FormattingToolbar()", """
            struct FormattingToolbar: View { var body: some View { HStack { Button("B") { }; Button("I") { } } } }
            """)
        XCTAssertEqual(item(declared)?.label.labelClass, .custom)
        let undeclared = screen("FormattingToolbar()")
        XCTAssertEqual(undeclared.model.items.count, 0)
    }

    // MARK: The index

    func testTheIndexKeepsViewsMembersAndStoredImagesByQualifiedName() {
        let p = parse("""
            enum DS {
                struct Pill: View { var body: some View { Text("x") } }
                private struct Secret: View { var body: some View { Text("y") } }
            }
            struct Screen: View {
                let icon: Image
                var body: some View { VStack { } }
                private var saveButton: some View { Button("Save") { } }
                func row(_ n: Int) -> some View { Text("\\(n)") }
                var count: Int { 3 }
            }
            struct Model { var body: String { "" } }
            """)
        let declarations = ViewDeclarations(p.code)
        func names(_ table: ViewTable) -> [String] {
            table.bodies.keys.map { String(decoding: $0.bytes, as: UTF8.self) }.filter { !$0.hasPrefix("\u{1}") }.sorted()
        }
        XCTAssertEqual(names(declarations.shared), ["DS.Pill", "Screen", "Screen.icon", "Screen.row", "Screen.saveButton"])
        XCTAssertEqual(names(declarations.hiddenByPlainKey), ["DS.Secret"], "the file itself sees its private view by name")
        XCTAssertEqual(declarations.shared.bodies.keys.filter { $0.bytes.first == 1 }.count, 1, "the private view, under a key no call writes")
    }
}
