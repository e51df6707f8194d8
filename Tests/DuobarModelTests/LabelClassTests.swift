import XCTest
import DuobarScanner
@testable import DuobarModel

/// Label classes (docs/model.md): each form as a toolbar item, through `FileModel.items`.
final class LabelClassTests: XCTestCase {
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

    /// The single item of `content`, checked field by field. `title`/`symbol` of nil mean "none".
    @discardableResult
    func assertItem(_ content: String, _ labelClass: LabelClass, title: String? = nil, symbol: String? = nil,
                    kind: ControlKind? = nil, control: String? = nil,
                    file: StaticString = #filePath, line: UInt = #line) -> BarItem? {
        let p = toolbar(content)
        let items = p.model.items
        XCTAssertEqual(items.count, 1, "items of: \(content)", file: file, line: line)
        guard let item = items.first else { return nil }
        XCTAssertEqual(item.label.labelClass, labelClass, content, file: file, line: line)
        XCTAssertEqual(p.title(item), title, "title of: \(content)", file: file, line: line)
        XCTAssertEqual(p.symbol(item), symbol, "symbol of: \(content)", file: file, line: line)
        if let kind { XCTAssertEqual(item.kind, kind, "kind of: \(content)", file: file, line: line) }
        if let control { XCTAssertEqual(p.control(item), control, "control of: \(content)", file: file, line: line) }
        XCTAssertEqual(item.framework, .swiftUI, file: file, line: line)
        return item
    }

    // MARK: both

    func testButtonWithTitleAndSystemImage() {
        assertItem(#"Button("Add", systemImage: "plus") { add() }"#, .both, title: #""Add""#, symbol: "plus", kind: .button, control: "Button")
        assertItem(#"Button("Add", systemImage: "plus", action: add)"#, .both, title: #""Add""#, symbol: "plus", kind: .button)
    }

    func testButtonWithTitleAndAssetImage() {
        assertItem(#"Button("Add", image: .addIcon) { add() }"#, .both, title: #""Add""#, symbol: nil, kind: .button)
    }

    func testLabelForms() {
        assertItem(#"Label("Share", systemImage: "square.and.arrow.up")"#, .both, title: #""Share""#, symbol: "square.and.arrow.up", kind: .label)
        assertItem(#"Label { Text("Share") } icon: { Image(systemName: "square.and.arrow.up") }"#, .both,
                   title: #""Share""#, symbol: "square.and.arrow.up", kind: .label)
        assertItem(#"Label(title: { Text(L10n.share) }, icon: { Image(systemSymbol: .squareAndArrowUp) })"#, .both,
                   title: "L10n.share", symbol: "square.and.arrow.up", kind: .label)
        assertItem(#"Label { ShareTitle() } icon: { Image(systemName: "square.and.arrow.up") }"#, .both,
                   title: nil, symbol: "square.and.arrow.up", kind: .label)
    }

    func testMenuToggleWithSystemImage() {
        let menu = assertItem(#"Menu("More", systemImage: "ellipsis.circle") { Button("A") { }; Button("B") { } }"#,
                              .both, title: #""More""#, symbol: "ellipsis.circle", kind: .menu)
        XCTAssertEqual(menu?.isMenu, true)
        assertItem(#"Toggle("Favorite", systemImage: "star", isOn: $favorite)"#, .both, title: #""Favorite""#, symbol: "star", kind: .toggle)
    }

    func testPhotosPickerIsClassifiedByItsTitleOrLabel() {
        // A system control that takes a title, or a label as its one trailing closure.
        assertItem(#"PhotosPicker(selection: $item, matching: .images) { Image(systemName: "photo") }"#, .image, symbol: "photo", kind: .link)
        assertItem(#"PhotosPicker("Photos", selection: $item)"#, .text, title: #""Photos""#, symbol: nil, kind: .link)
        assertItem(#"PhotosPicker(selection: $item) { Label("Photos", systemImage: "photo") }"#, .both, title: #""Photos""#, symbol: "photo", kind: .link)
    }

    func testShareLink() {
        assertItem("ShareLink(item: url)", .both, title: nil, symbol: nil, kind: .shareLink)
        assertItem(#"ShareLink("Send", item: url)"#, .both, title: #""Send""#, symbol: nil, kind: .shareLink)
    }

    func testSystemButtons() {
        assertItem("EditButton()", .both, kind: .systemProvided, control: "EditButton")
        assertItem("PasteButton(payloadType: String.self) { strings in paste(strings) }", .both, kind: .systemProvided)
        assertItem("RenameButton()", .both, kind: .systemProvided)
        assertItem("DefaultToolbarItem(kind: .search, placement: .bottomBar)", .both, kind: .systemProvided)
    }

    func testIconOnlyLabelStyleKeepsBoth() {
        assertItem(#"Label("Filter", systemImage: "line.3.horizontal.decrease").labelStyle(.iconOnly)"#, .both,
                   title: #""Filter""#, symbol: "line.3.horizontal.decrease", kind: .label)
        assertItem(#"Button("Filter", systemImage: "line.3.horizontal.decrease") { }.labelStyle(.iconOnly)"#, .both,
                   title: #""Filter""#, symbol: "line.3.horizontal.decrease", kind: .button)
    }

    func testButtonWithLabelLabel() {
        assertItem(#"Button { add() } label: { Label("Add", systemImage: "plus") }"#, .both, title: #""Add""#, symbol: "plus", kind: .button)
    }

    func testSFSymbolsWrappers() {
        assertItem(#"Button("Close", systemSymbol: .xmarkCircleFill) { close() }"#, .both, title: #""Close""#, symbol: "xmark.circle.fill")
        assertItem(#"Label("People", systemSymbol: .person2Fill)"#, .both, title: #""People""#, symbol: "person.2.fill")
        assertItem("Image(systemSymbol: .xmarkCircleFill)", .image, symbol: "xmark.circle.fill", kind: .image)
        assertItem("Button { close() } label: { Image(systemSymbol: SFSymbol.xmark) }", .image, symbol: "xmark")
        // An app's own initializer over its symbol catalogue.
        assertItem("Menu { } label: { Image(systemIcon: .ellipsisCircle) }", .image, symbol: "ellipsis.circle", kind: .menu)
        assertItem(#"Button("Close", systemIcon: .xmark) { close() }"#, .both, title: #""Close""#, symbol: "xmark")
    }

    func testAnAppsOwnIconInitializerGivesASymbol() {
        assertItem(#"Button("Send", icon: .lemmy.send) { send() }"#, .both, title: #""Send""#, symbol: "send")
        assertItem(#"Menu("Sort", icon: sort.icon) { sortOptions }"#, .both, title: #""Sort""#, symbol: "icon")
        assertItem(#"Label(L10n.actionCreateRoom, icon: \.plus)"#, .both, title: "L10n.actionCreateRoom", symbol: "plus")
        assertItem(#"Toggle("Blur", icon: .blur, isOn: $blur)"#, .both, title: #""Blur""#, symbol: "blur")
        assertItem(#"Button("Send") { send() }"#, .text, title: #""Send""#)
    }

    func testSymbolArgument() {
        let p = parse(#"f(systemImage: "plus"); f(image: .addIcon); f(systemSymbol: .xmarkCircleFill); f(systemSymbol: symbols[0]); f(title: "x", systemName: name); f("x")"#)
        let calls = p.code.tokens.indices.filter { p.code.isWord($0, "f") }
        let read = calls.map { f -> String in
            switch p.code.symbolArgument(p.code.arguments(open: f + 1)) {
            case .absent: return "absent"
            case .unnamed(let isWrapperMember): return "unnamed" + (isWrapperMember ? " wrapper" : "")
            case .named(let token, let isWrapperMember): return (p.text(token) ?? "?") + (isWrapperMember ? " wrapper" : "")
            }
        }
        XCTAssertEqual(read, ["plus", "unnamed", "xmarkCircleFill wrapper", "unnamed wrapper", "unnamed", "absent"])
        assertItem("Button(systemSymbol: symbols[0]) { }", .image, symbol: nil, kind: .button)
        assertItem(#"Button("Close", systemImage: "") { }"#, .both, title: #""Close""#, symbol: nil, kind: .button)
    }

    func testRoleOnlyButtonsAreSystemProvided() {
        let p = toolbar("Button(role: .close) { dismiss() }")
        let items = p.model.items
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items.first?.label.labelClass, .both)
        XCTAssertEqual(items.first?.kind, .systemProvided)
        XCTAssertEqual(items.first.map { p.text($0.roleMember) }, "close")
        let confirm = assertItem("Button(role: .confirm, action: save)", .both, kind: .systemProvided)
        XCTAssertNotNil(confirm)
    }

    func testRoleWithTitleIsStillClassifiedByTitle() {
        let p = toolbar(#"Button("Delete", role: .destructive) { delete() }"#)
        let item = p.model.items.first
        XCTAssertEqual(item?.label.labelClass, .text)
        XCTAssertEqual(item?.kind, .button)
        XCTAssertEqual(item.map { p.text($0.roleMember) }, "destructive")
        assertItem(#"Button(role: .cancel) { cancel() } label: { Text("Cancel") }"#, .text, title: #""Cancel""#, kind: .button)
    }

    // MARK: text

    func testTextForms() {
        assertItem(#"Button("Done") { finish() }"#, .text, title: #""Done""#, kind: .button)
        assertItem(#"Button("Done", action: finish)"#, .text, title: #""Done""#, kind: .button)
        assertItem(#"Button { save() } label: { Text("Save") }"#, .text, title: #""Save""#, kind: .button)
        assertItem(#"Button(action: save) { Text("Save") }"#, .text, title: #""Save""#, kind: .button)
        assertItem(#"Button(action: save, label: { Text("Save") })"#, .text, title: #""Save""#, kind: .button)
        let menu = assertItem(#"Menu("Sort") { Button("Name") { } }"#, .text, title: #""Sort""#, kind: .menu)
        XCTAssertEqual(menu?.isMenu, true)
        assertItem(#"Toggle("Bold", isOn: $bold)"#, .text, title: #""Bold""#, kind: .toggle)
        assertItem(#"Link("Help", destination: helpURL)"#, .text, title: #""Help""#, kind: .link)
        assertItem(#"NavigationLink("Settings", destination: SettingsView())"#, .text, title: #""Settings""#, kind: .navigationLink)
        assertItem(#"NavigationLink("Settings") { SettingsView() }"#, .text, title: #""Settings""#, kind: .navigationLink)
        assertItem(#"NavigationLink("Settings", value: Route.settings)"#, .text, title: #""Settings""#, kind: .navigationLink)
        assertItem(#"Text("Hello")"#, .text, title: #""Hello""#, kind: .text, control: "Text")
    }

    func testTitleExpressionsCountAsPresent() {
        assertItem(#"Button(LocalizedStringKey("done")) { }"#, .text, title: #"LocalizedStringKey("done")"#)
        assertItem(#"Button(String(localized: "Done")) { }"#, .text, title: #"String(localized: "Done")"#)
        assertItem(#"Button(NSLocalizedString("Done", comment: "")) { }"#, .text, title: #"NSLocalizedString("Done", comment: "")"#)
        assertItem("Button(Strings.done) { }", .text, title: "Strings.done")
        assertItem("Button(L10n.Common.cancel, action: cancel)", .text, title: "L10n.Common.cancel")
        assertItem("Button(title) { }", .text, title: "title")
        assertItem(#"Button(isEditing ? "Done" : "Edit") { }"#, .text, title: #"isEditing ? "Done" : "Edit""#)
        assertItem(#"Button(model.title, systemImage: model.symbol) { }"#, .both, title: "model.title", symbol: nil)
    }

    // MARK: image

    func testImageForms() {
        assertItem(#"Button { delete() } label: { Image(systemName: "trash") }"#, .image, symbol: "trash", kind: .button)
        assertItem(#"Button(action: delete) { Image(systemName: "trash") }"#, .image, symbol: "trash", kind: .button)
        assertItem(#"Image(systemName: "gear")"#, .image, symbol: "gear", kind: .image, control: "Image")
        assertItem(#"Image("logo")"#, .image, symbol: nil, kind: .image)
        let menu = assertItem(#"Menu { Button("A") { } } label: { Image(systemName: "ellipsis.circle") }"#, .image, symbol: "ellipsis.circle", kind: .menu)
        XCTAssertEqual(menu?.isMenu, true)
        assertItem(#"Toggle(isOn: $starred) { Image(systemName: "star") }"#, .image, symbol: "star", kind: .toggle)
        assertItem(#"Link(destination: helpURL) { Image(systemName: "questionmark.circle") }"#, .image, symbol: "questionmark.circle", kind: .link)
        assertItem(#"NavigationLink(destination: Detail()) { Image(systemName: "info") }"#, .image, symbol: "info", kind: .navigationLink)
        assertItem(#"NavigationLink { Detail() } label: { Image(systemName: "info") }"#, .image, symbol: "info", kind: .navigationLink)
        assertItem(#"NavigationLink(value: Route.info) { Image(systemName: "info") }"#, .image, symbol: "info", kind: .navigationLink)
        assertItem(#"ShareLink(item: url) { Image(systemName: "square.and.arrow.up") }"#, .image, symbol: "square.and.arrow.up", kind: .shareLink)
        assertItem(#"Button(intent: ToggleIntent()) { Image(systemName: "power") }"#, .image, symbol: "power", kind: .button)
    }

    func testAccessibilityLabelIsNotATitle() {
        assertItem(#"Button { delete() } label: { Image(systemName: "trash") }.accessibilityLabel("Delete")"#, .image, title: nil, symbol: "trash")
        assertItem(#"Button { delete() } label: { Image(systemName: "trash").accessibilityLabel("Delete") }"#, .image, title: nil, symbol: "trash")
        assertItem(#"Image(systemName: "trash").accessibilityLabel(Text("Delete"))"#, .image, title: nil, symbol: "trash")
    }

    // MARK: custom

    func testCustomForms() {
        assertItem(#"HStack { Image(systemName: "a"); Text("b") }"#, .custom, kind: .custom, control: "HStack")
        assertItem("ProgressView()", .custom, kind: .custom)
        assertItem(#"Picker("Sort", selection: $sort) { Text("Name").tag(0) }"#, .custom, kind: .custom)
        assertItem("ColorSwatch(color: .red)", .custom, kind: .custom)
        assertItem(#"Button { } label: { HStack { Image(systemName: "a"); Text("b") } }"#, .custom, kind: .button)
        assertItem(#"Button { } label: { Image(systemName: "a"); Text("b") }"#, .custom, kind: .button)
        assertItem("Button { } label: { Circle().fill(.red) }", .custom, kind: .button)
    }

    func testSpacersAreSpacerKind() {
        for spacer in ["Spacer()", "ToolbarSpacer(.flexible)", "Divider()"] {
            let item = assertItem(spacer, .custom, kind: .spacer)
            XCTAssertEqual(item?.isSpacer, true, spacer)
        }
    }

    // MARK: conditional

    func testConditionalLabel() {
        assertItem(#"Button { toggle() } label: { if isEditing { Text("Done") } else { Image(systemName: "pencil") } }"#,
                   .conditional, kind: .button)
        assertItem("""
            Button { next() } label: {
                switch state {
                case .idle: Image(systemName: "play")
                case .running: Text("Stop")
                }
            }
            """, .conditional, kind: .button)
    }

    func testSameClassBranchesAreThatClass() {
        assertItem(#"Button { toggle() } label: { if isEditing { Text("Done") } else { Text("Edit") } }"#, .text, title: #""Done""#)
        assertItem(#"Button { toggle() } label: { if on { Image(systemName: "a") } else { Image(systemName: "b") } }"#, .image, symbol: "a")
    }

    func testABusyBranchInALabelIsLeftOut() {
        assertItem(#"Button { save() } label: { if isSaving { ProgressView() } else { Text("Save").bold() } }"#,
                   .text, title: #""Save""#, kind: .button)
        assertItem(#"Button { send() } label: { if isSending { ProgressView().tint(.white) } else { Image(systemName: "paperplane") } }"#,
                   .image, symbol: "paperplane", kind: .button)
        assertItem("""
            Menu { Button("A") { } } label: {
                switch state {
                case .loading: ProgressView()
                case .idle: Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
            """, .both, title: #""Sort""#, symbol: "arrow.up.arrow.down", kind: .menu)
        // Progress and nothing else is what the label shows: custom, as before.
        assertItem("Button { refresh() } label: { ProgressView() }", .custom, kind: .button)
        assertItem("Button { refresh() } label: { if a { ProgressView() } else { ProgressView().tint(.red) } }", .custom, kind: .button)
        // The other branches still differ: conditional.
        assertItem(#"Button { go() } label: { if busy { ProgressView() } else if on { Text("Stop") } else { Image(systemName: "play") } }"#,
                   .conditional, kind: .button)
    }

    func testConditionalToolbarItemIsOneItem() {
        let p = toolbar("""
            ToolbarItem(placement: .topBarTrailing) {
                if isEditing {
                    Button("Done") { isEditing = false }
                } else {
                    Button { isEditing = true } label: { Image(systemName: "pencil") }
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items.first?.label.labelClass, .conditional)
        XCTAssertEqual(items.first?.control, TokenRange(p.token("Button", 0), p.token("Button", 0) + 1))
        XCTAssertEqual(items.first.map { p.placement($0) }, "topBarTrailing")
    }

    func testSameClassToolbarItemBranchesAreTwoItems() {
        let p = toolbar("""
            ToolbarItem {
                if isEditing {
                    Button("Done") { }
                } else {
                    Button("Edit") { }
                }
            }
            """)
        let items = p.model.items
        XCTAssertEqual(items.map(\.label.labelClass), [.text, .text])
        XCTAssertEqual(items.map { p.title($0) }, [#""Done""#, #""Edit""#])
    }

    // MARK: unknown

    func testNonLiteralLabelIsUnknown() {
        assertItem("Button(action: go, label: makeLabel)", .unknown, kind: .button)
        assertItem("Button { } label: { }", .unknown, kind: .button)
        assertItem("Menu { Button(\"A\") { } } label: { labelView }", .unknown, kind: .menu)
    }

    func testAStaticMemberOfATypeIsUnknownNotThatTypesView() {
        // A value reached from a type (`Glyph.add.image`): what it is, is not written here.
        assertItem("Button { add() } label: { Glyph.add.image }", .unknown, kind: .button)
        assertItem("Button { add() } label: { Glyph.make(.add) }", .unknown, kind: .button)
        // A view the type makes itself is still that view.
        assertItem("Button { add() } label: { Glyph(.add) }", .custom, kind: .button)
        assertItem("Button { add() } label: { Glyph(.add).padding(4) }", .custom, kind: .button)
        // The same for a toolbar item that is such a value (an asset catalog's generated image).
        assertItem("ToolbarItem(placement: .topBarLeading) { Assets.logo.swiftUIImage.resizable().scaledToFit() }", .unknown, kind: .custom)
        assertItem("ToolbarItem(placement: .topBarLeading) { Logo(size: 32) }", .custom, kind: .custom)
    }

    // MARK: Symbol names

    func testDottedSymbol() {
        XCTAssertEqual(FileModel.dottedSymbol("xmarkCircleFill"), "xmark.circle.fill")
        XCTAssertEqual(FileModel.dottedSymbol("person2Fill"), "person.2.fill")
        XCTAssertEqual(FileModel.dottedSymbol("arrowTriangle2Circlepath"), "arrow.triangle.2.circlepath")
        XCTAssertEqual(FileModel.dottedSymbol("ellipsisCircle"), "ellipsis.circle")
        XCTAssertEqual(FileModel.dottedSymbol("checkmark"), "checkmark")
        XCTAssertEqual(FileModel.dottedSymbol("squareAndArrowUp"), "square.and.arrow.up")
    }

    func testDisplayName() {
        let p = toolbar("""
            Button("Edit", systemImage: "pencil") { }
            Button(L10n.actionCancel) { }
            Button(NSLocalizedString("Done", comment: "")) { }
            Button { } label: { Image(systemName: "trash") }
            Button { } label: { Image("brand") }
            """)
        let m = p.model
        XCTAssertEqual(m.items.map { m.displayName($0) },
                       ["'Edit'", "'L10n.actionCancel'", "'Done'", "Button with symbol trash", "Button"])
    }
}

final class SymbolConstantTests: XCTestCase {
    func testASwiftUISymbolThroughALetConstantIsThatLiteral() {
        let p = parse("""
            struct Screen: View {
                let moreSymbol = "ellipsis.circle"
                var body: some View {
                    let icon = "ellipsis"
                    Text("x").toolbar {
                        Menu("More", systemImage: icon) { }
                        Button("Share", systemImage: moreSymbol) { }
                        Button("Other", systemImage: other) { }
                    }
                }
            }
            """)
        XCTAssertEqual(p.model.items.map { p.symbol($0) }, ["ellipsis", "ellipsis.circle", nil])
        XCTAssertEqual(p.model.items.map(\.label.labelClass), [.both, .both, .both])
    }

    func testASymbolChosenByAClosureCalledOnTheSpotIsTheLiteralThatRuns() {
        let p = parse("""
            Text("x").toolbar {
                Menu("More", systemImage: {
                    if #available(iOS 26, *) {
                        "ellipsis"
                    } else {
                        "ellipsis.circle"
                    }
                }()) { }
                Button("Share", systemImage: { return "square.and.arrow.up" }()) { }
                Button("Pin", systemImage: { pinned ? "pin.slash" : "pin" }()) { }
                Button("Flag", systemImage: { "flag" }) { }
            }
            """)
        XCTAssertEqual(p.model.items.map { p.symbol($0) }, ["ellipsis", "square.and.arrow.up", nil, nil])
    }
}

final class DisplayNameTests: XCTestCase {
    func testTitlesAreShownOnOneShortLine() {
        let p = parse(".toolbar {\n    Button(\"\"\"\n    Two\n    lines\n    \"\"\") { }\n    Button(\"\(String(repeating: "x", count: 200))\") { }\n}\n")
        let names = p.model.items.map { p.model.displayName($0) }
        XCTAssertEqual(names.count, 2)
        XCTAssertFalse(names.contains { $0.contains("\n") })
        XCTAssertEqual(names[1], "'" + String(repeating: "x", count: 59) + "…'")
    }

    func testShortPrintableTitlesAreKeptAndOthersTidied() {
        XCTAssertEqual(FileModel.oneLine("'Edit'"), "'Edit'")
        XCTAssertEqual(FileModel.oneLine("'a  b'"), "'a b'", "runs of spaces become one")
        XCTAssertEqual(FileModel.oneLine("'a\tb'"), "'a b'", "control characters become spaces")
        XCTAssertEqual(FileModel.oneLine("'Año'"), "'Año'", "non-ASCII text is kept")
        let sixtyOne = "'" + String(repeating: "y", count: 59) + "'"
        XCTAssertEqual(FileModel.oneLine(sixtyOne), sixtyOne, "61 bytes fit")
    }
}

/// A file's own name for a SwiftUI control (`typealias SButton = SwiftUI.Button`) is that control.
final class ControlAliasTests: XCTestCase {
    func item(_ declarations: String, _ content: String) -> (Parsed, BarItem?) {
        let p = parse("""
            \(declarations)
            struct EditorView: View {
                var body: some View {
                    Text("x").toolbar {
                        \(content)
                    }
                }
            }
            """)
        return (p, p.model.items.first)
    }

    func testAQualifiedAliasIsTheControl() {
        let (p, item) = item("private typealias SButton = SwiftUI.Button", #"ToolbarItem { SButton("Save") { save() } }"#)
        XCTAssertEqual(item?.kind, .button)
        XCTAssertEqual(item?.label.labelClass, .text)
        XCTAssertEqual(item.flatMap { p.title($0) }, #""Save""#)
    }

    func testAPlainAliasAtTheTopOfTheFileIsTheControl() {
        let (_, item) = item("typealias Choice = Toggle", #"ToolbarItem { Choice("Grid", systemImage: "square.grid.2x2", isOn: $grid) }"#)
        XCTAssertEqual(item?.kind, .toggle)
        XCTAssertEqual(item?.label.labelClass, .both)
    }

    /// A type's own `typealias N = Link` may name the app's `Link` model: only `SwiftUI.Link` says.
    func testAPlainAliasInsideATypeIsNotTheControl() {
        let (_, plain) = item("enum Provider { typealias N = Link }", #"ToolbarItem { N("Docs") }"#)
        XCTAssertEqual(plain?.kind, .custom)
        let (_, qualified) = item("enum Provider { typealias N = SwiftUI.Link }", #"ToolbarItem { N("Docs", destination: url) }"#)
        XCTAssertEqual(qualified?.kind, .link)
    }

    /// Only a whole alias counts: not a generic one, nor an alias of something built on a control.
    func testOtherAliasesAreNotControls() {
        for declaration in ["typealias B<T> = Button<T>", "typealias B = SwiftUI.Button.Type", "typealias B = Button<Text>"] {
            let (_, found) = item(declaration, #"ToolbarItem { B("Save") { save() } }"#)
            XCTAssertEqual(found?.kind, .custom, declaration)
        }
    }
}
