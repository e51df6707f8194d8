import DuobarModel

extension Rule {
    static let customViewItem = Rule(
        id: "custom-view-item",
        severity: .warning,
        summary: "A custom-view toolbar item with no axis behavior.",
        rationale: """
            By default a custom view (a stack, a picker, a progress view, a view of your own whose body is one \
            of these, or a `UIBarButtonItem(customView:)`) is limited to horizontal bars, so on the outer display, \
            which has none, it is not shown. A view whose declaration the tool cannot see may not be shown.
            """,
        remedy: """
            Use a symbol button where you can. Otherwise mark the item `.axisBehavior(.verticalPreferred)` \
            (UIKit: `item.axisBehavior = .verticalPreferred`) and give the view a vertical form that fits the \
            bar's width, reading `toolbarVerticalEdge` / `verticalBarEdge`.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem {
                    ↓SyncRing(progress: syncProgress)
                }
            }
            """,
            """
            List(photos) { PhotoRow(photo: $0) }
                .navigationBarItems(trailing: ↓HStack {
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                    EditButton()
                })
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ↓HStack {
                        Image(systemName: "flame")
                        Text("\\(streak)")
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    ↓Picker("View", selection: $mode) {
                        Text("Day").tag(Mode.day)
                        Text("Week").tag(Mode.week)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """,
            """
            .toolbar {
                ↓Button { } label: {
                    VStack { Image(systemName: "map"); Text("Map") }
                }
            }
            """,
            """
            let spinner = UIActivityIndicatorView(style: .medium)
            navigationItem.rightBarButtonItem = ↓UIBarButtonItem(customView: spinner)
            """,
            """
            .toolbar {
                ToolbarItem(placement: .status) { ↓ProgressView(value: progress) }
            }
            """,
            """
            struct FormattingToolbar: View {
                var body: some View {
                    HStack {
                        Button("Bold", systemImage: "bold") { }
                        Button("Italic", systemImage: "italic") { }
                    }
                }
            }

            struct ProfileScreen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem(placement: .topBarLeading) { ↓avatar }
                        ToolbarItem(placement: .bottomBar) { ↓FormattingToolbar() }
                    }
                }

                private var avatar: some View {
                    ZStack {
                        Circle().fill(.quaternary)
                        Text(initials).font(.caption)
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    ↓Toggle("Record", isOn: $isRecording).toggleStyle(.switch)
                }
            }
            """,
            """
            // A spinner shown while loading and then taken away stands in for nothing.
            final class DirectoryViewController: UIViewController {
                func load() {
                    let activity = UIActivityIndicatorView(style: .medium)
                    navigationItem.rightBarButtonItem = ↓UIBarButtonItem(customView: activity)
                    directory.fetch { [weak self] in self?.navigationItem.rightBarButtonItem = nil }
                }
            }
            """,
            // A spinner alone under an `if` stands in for nothing: it is the item while it shows.
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    if isSyncing { ↓ProgressView() }
                }
            }
            """,
            // A blank view that is given a control is a container of it.
            """
            func makeStatusItem() -> UIBarButtonItem {
                let holder = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
                holder.addSubview(statusLabel)
                return ↓UIBarButtonItem(customView: holder)
            }
            """,
        ],
        nonTriggering: [
            """
            // The file's own name for SwiftUI's Button is that Button, titled and with a symbol.
            typealias SButton = SwiftUI.Button

            struct VPNSettings: View {
                var body: some View {
                    Form { }.toolbar {
                        ToolbarItem(placement: .topBarTrailing) { SButton("Apply", systemImage: "checkmark") { apply() } }
                    }
                }
            }
            """,
            """
            // The item the spinner stands in for is saved, then put back.
            extension UIViewController {
                func showBusy() -> UIBarButtonItem? {
                    let saved = navigationItem.rightBarButtonItem
                    let spinner = UIActivityIndicatorView(style: .medium)
                    spinner.startAnimating()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)
                    return saved
                }

                func hideBusy(_ saved: UIBarButtonItem?) {
                    navigationItem.rightBarButtonItem = saved
                }
            }
            """,
            """
            // A spinner stands in for Save while the request runs, then Save comes back.
            final class EditTagsViewController: UIViewController {
                private lazy var saveItem = UIBarButtonItem(title: "Save", image: UIImage(systemName: "checkmark"),
                                                            target: self, action: #selector(save))

                @objc private func save() {
                    let spinner = UIActivityIndicatorView(style: .medium)
                    spinner.startAnimating()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)
                    store.save { [weak self] in self?.finishSaving() }
                }

                private func finishSaving() {
                    navigationItem.rightBarButtonItem = saveItem
                }
            }
            """,
            """
            struct BackForward: View {
                var body: some View {
                    Button("Back", systemImage: "chevron.left") { goBack() }
                    if canGoForward {
                        Button("Forward", systemImage: "chevron.right") { goForward() }
                    }
                }
            }

            struct ReaderScreen: View {
                var body: some View {
                    ArticleView().toolbar {
                        ToolbarItemGroup(placement: .bottomBar) { BackForward() }
                    }
                }
            }
            """,
            """
            .toolbar {
                if isImporting {
                    ToolbarItem(placement: .confirmationAction) { ProgressView() }
                } else {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Import", systemImage: "square.and.arrow.down") { startImport() }
                    }
                }
            }
            """,
            """
            // Keeps the title centred while the call button is hidden.
            navigationItem.rightBarButtonItems = [
                UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))),
            ]
            """,
            """
            // A thin line between items, only painted: a decoration, not a control.
            func makeSeparator() -> UIBarButtonItem {
                let line: UIView = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 28))
                line.backgroundColor = .separator
                line.layer.cornerRadius = 0.5
                return UIBarButtonItem(customView: line)
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    BrandAssets.logo.swiftUIImage.resizable().scaledToFit()
                }
            }
            """,
            """
            struct FiltersScreen: View {
                @State private var editMode = EditMode.inactive
                var body: some View {
                    NavigationStack { FilterList() }
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { addButton } }
                }
                private var addButton: some View {
                    Group {
                        if editMode == .inactive {
                            Button("Add Filter", systemImage: "plus") { addFilter() }
                        }
                    }
                }
            }
            """,
            """
            struct LogOutButton: View {
                var body: some View {
                    Button { logOut() } label: { Glyphs.logOut.padding() }
                }
            }
            struct LockScreen: View {
                var body: some View {
                    NavigationStack { PinPad() }
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { LogOutButton() } }
                }
            }
            """,
            """
            .toolbar {
                let icon: Image = isDone ?
                    Icons.checkmark : Icons.warning
                ToolbarItem(placement: .topBarTrailing) {
                    Button { showStatus() } label: { Label("Status", image: "status") }
                }
            }
            """,
            """
            func showHeader(_ header: HeaderView) {
                let headerItem = UIBarButtonItem(customView: header)
                headerItem.hidesSharedBackground = true
                navigationItem.titleView = header
            }
            """,
            """
            .toolbar {
                ToolbarItem {
                    Button { addServer() } label: { AppGlyph.plus.image }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    let accent =
                        if #available(iOS 26, *) {
                            Color.primary
                        } else {
                            Color.orange
                        }
                    Button("Add", systemImage: "plus") { adding = true }
                        .tint(accent)
                }
            }
            """,
            """
            struct SpacerBackCompatible: View {
                var body: some View {
                    if #available(iOS 26, *) { EmptyView() } else { Spacer() }
                }
            }

            struct ReaderScreen: View {
                var body: some View {
                    Article().toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Back", systemImage: "chevron.left") { goBack() }
                            SpacerBackCompatible()
                            Button("Forward", systemImage: "chevron.right") { goForward() }
                        }
                    }
                }
            }
            """,
            """
            final class FeedViewController: UIViewController {
                private let progress = RefreshProgressView(frame: .zero)
                private lazy var progressItem = UIBarButtonItem(customView: progress)

                func updateToolbar() {
                    if #unavailable(iOS 26) { rebuildToolbar() }
                }

                private func rebuildToolbar() {
                    setToolbarItems([progressItem, .flexibleSpace()], animated: false)
                }
            }
            """,
            """
            // Toolbar content declared in a package the scan does not cover, named as such.
            .toolbar {
                ShareToolbarItem(url: link)
                EditingToolbarItemGroup(isEditing: $isEditing)
            }
            """,
            """
            .toolbar {
                ToolbarItem {
                    SyncRing(progress: syncProgress)
                }
                .axisBehavior(.verticalPreferred)
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .principal) {
                    VStack {
                        Text("Lisbon").font(.headline)
                        Text("3 stops").font(.caption)
                    }
                }
                ToolbarItem(placement: .largeSubtitle) {
                    VStack(alignment: .leading) {
                        Text("© 2026 Atlas")
                        Text(version)
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .keyboard) {
                    HStack { Spacer(); Button("Done", systemImage: "checkmark") { focus = nil } }
                }
            }
            """,
            """
            let spinner = UIActivityIndicatorView(style: .medium)
            let item = UIBarButtonItem(customView: spinner)
            item.axisBehavior = .verticalPreferred
            navigationItem.rightBarButtonItem = item
            """,
            """
            .toolbar {
                ToolbarItem { saveButton }
                mapToolbarContent
                EditorToolbar(document: document)
            }
            """,
            """
            .safeAreaInset(edge: .top) {
                HStack { Text("Offline"); ProgressView() }
            }
            """,
            """
            struct CloseButton: View {
                let action: () -> Void
                var body: some View { Button(role: .close, action: action) }
            }

            struct SearchButton: View {
                let action: () -> Void
                var body: some View {
                    Button("Search", systemImage: "magnifyingglass", action: action)
                }
            }

            struct MoreMenu: View {
                var body: some View {
                    Menu { Button("Rename", systemImage: "pencil") { } } label: { Image(systemName: "ellipsis.circle") }
                }
            }

            struct EditorScreen: View {
                var body: some View {
                    Text(draft).toolbar {
                        ToolbarItem(placement: .cancellationAction) { CloseButton { dismiss() } }
                        ToolbarItem { SearchButton { isSearching = true } }
                        ToolbarItem { MoreMenu() }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    if isSaving { ProgressView() } else { Button("Upload", systemImage: "icloud.and.arrow.up") { upload() } }
                }
            }
            """,
            """
            func keyboardWillShow(in textView: UITextView) {
                let group = UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(customView: searchEngineButton)],
                                                 representativeItem: nil)
                textView.inputAssistantItem.trailingBarButtonGroups.append(group)
            }
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem {
                    SyncRing(progress: syncProgress)
                }
                .axisBehavior(.verticalPreferred)
            }
            """,
        exemptions: [
            "Items with an explicit axis behavior (`.axisBehavior(…)`, `item.axisBehavior = …`).",
            "Items placed `.keyboard`, title content (`.principal`, `.title`, `.largeTitle`, `.subtitle`, `.largeSubtitle`), and items on a hand-built or keyboard accessory toolbar.",
            "Items only code that never runs on an iPhone places: a `private` member used only in an `if #unavailable(iOS 26)` branch, a preview or an iPad-only `if`.",
            "References to toolbar content rather than views: lowercase names (`saveButton`, `items()`), `ToolbarContent` types and names ending in `Toolbar`, `ToolbarContent`, `ToolbarItem(s)`, `ToolbarItemGroup`.",
            "Calls of the project's own views whose bodies show a title, a symbol or both (`CloseButton` whose body is `Button(role: .close, …)`), or that the config's `views` names so.",
            "A `Menu` labelled with an ellipsis: `custom-overflow-menu` gives the one piece of advice for it.",
            "A call of a project view whose body lines up several views, in a `ToolbarItemGroup` or the toolbar's own content: SwiftUI makes each view an item, and no rule can see them from the call (in a `ToolbarItem` they are one custom item).",
            "A `ProgressView` item in one branch of an `if`/`else` whose other branch shows something: it stands in for that while busy, as a busy branch of a label does.",
            "UIKit: an activity indicator as the custom view (built as `UIActivityIndicatorView`, or named `activityIndicator`, `spinner`) in a position the file also gives another item (one it builds, or a value it saved from the position and puts back): it stands in for that one while busy.",
            "UIKit: a blank `UIView` built in place as the custom view (`customView: UIView(frame: …)`, `UIView()`): a placeholder that holds room to keep a title centred, not a control. So is one held in a local of the same block that is only painted or sized after it is built (`separator.backgroundColor = …`, `.layer`, `.alpha`, its anchors): a line or a patch of colour between items.",
        ],
        // Its items are found in toolbar contexts (every toolbar name holds `oolbar`) and from
        // UIKit's bar button items.
        markers: ["oolbar", "BarButtonItem", "navigationBarItems"],
        check: { model, findings in
            for item in model.items where item.area == .bar && item.label.labelClass == .custom
                && item.kind != .spacer && !item.hasAxisBehavior && !model.isHomeMadeOverflowMenu(item)
                && !model.isBusyStandIn(item) && !model.isBlankPlaceholder(item) && !item.isClearPlaceholder {
                let name = model.customViewName(item)
                // A menu keeps being a menu: its own title-and-symbol form, not a button's.
                // A label or an image is no control a symbol item could stand for.
                let uiKitType = model.uiKitCustomViewType(item)
                let fix = uiKitType == "UILabel" && item.isOnNavigationBarOnly
                    ? "set item.axisBehavior = .verticalPreferred with a layout that fits the bar, or show the text as the title or prompt (navigationItem.title, navigationItem.prompt)"
                    : uiKitType == "UIImageView"
                    ? "set item.axisBehavior = .verticalPreferred: one image fits the vertical bar's width"
                    : item.framework == .uiKit
                    ? "set item.axisBehavior = .verticalPreferred with a layout that fits the bar, or use a symbol item"
                    : item.isMenu
                    ? "add .axisBehavior(.verticalPreferred) with a vertical form, or give the menu a title and a symbol: Menu(_:systemImage:content:)"
                    // `.navigationBarItems(…)` takes no item modifiers: the view moves into a toolbar item first.
                    : item.contextIndex.map({ model.contexts[$0].kind == .navigationBarItems }) == true
                    ? "move it into a ToolbarItem of .toolbar { } and add .axisBehavior(.verticalPreferred) with a vertical form there, or use a symbol button"
                    : "add .axisBehavior(.verticalPreferred) with a vertical form, or use a symbol button"
                if item.label.dependsOnUnseenType {
                    let unseen = model.namesDeclaredView(item)
                        ? "it shows a view whose declaration is not among the scanned files"
                        : "its declaration is not among the scanned files"
                    findings.report(item.control, "custom view \(name) may not be shown on the outer display: \(unseen); \(fix) (if it is one, give its label class under \"views\" in .duobar-lint.json)")
                } else {
                    findings.report(item.control, "custom view \(name) is limited to horizontal bars and is not shown on the outer display; \(fix)")
                }
            }
        }
    )
}
