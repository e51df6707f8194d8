import DuobarModel

extension Rule {
    static let axisSwitchingItem = Rule(
        id: "axis-switching-item",
        severity: .warning,
        summary: "A toolbar item that shows a symbol in one state and only text or a custom view in another.",
        rationale: """
            Whether an item may go on the vertical bar follows from its label: a symbol may, text alone or a \
            custom view may not. An item whose label changes with state (Edit with a pencil, then a plain Done; \
            a symbol, then a view of its own) is moved between the vertical and a horizontal bar each time the \
            state changes, and on the outer display, which has no horizontal bar, it disappears in one of the \
            states.
            """,
        remedy: """
            Show a title and a symbol in every state, so the item stays on one bar: \
            `Button("Done", systemImage: "checkmark")` beside `Button("Edit", systemImage: "pencil")`. For Edit \
            and Done, `EditButton()` does this for you. There is no automatic fix: choosing an axis with \
            `.axisBehavior(…)` changes what people see in one of the states, so it is left to you.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    if isEditing {
                        ↓Button("Done") { isEditing = false }
                    } else {
                        Button("Edit", systemImage: "pencil") { isEditing = true }
                    }
                }
            }
            """,
            """
            .toolbar {
                if isPlaying {
                    ↓Button { player.pause() } label: { Image(systemName: "pause.fill") }
                } else {
                    Button("Play") { player.play() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem {
                    ↓Button { isFavorite.toggle() } label: {
                        if isFavorite {
                            Image(systemName: "star.fill")
                        } else {
                            Text("Favorite")
                        }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    switch syncState {
                    case .idle:
                        ↓Button("Sync", systemImage: "arrow.triangle.2.circlepath") { sync() }
                    case .failed:
                        Button("Retry") { sync() }
                    case .syncing:
                        ProgressView()
                    }
                }
            }
            """,
            """
            struct FollowButton: View {
                let isFollowing: Bool
                var body: some View {
                    if isFollowing {
                        Button("Following") { }
                    } else {
                        Button("Follow", systemImage: "person.badge.plus") { }
                    }
                }
            }

            struct ProfileScreen: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem(placement: .topBarTrailing) { ↓FollowButton(isFollowing: profile.isFollowed) }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    if let avatar = account.avatar {
                        ↓AvatarView(image: avatar)
                    } else {
                        Button("Account", systemImage: "person.crop.circle") { showsAccount = true }
                    }
                }
            }
            """,
            // A switch over state the view owns does change as the screen is used.
            """
            struct SyncStatusIcon: View {
                @State private var status: SyncStatus = .idle

                var body: some View {
                    switch status {
                    case .idle: Image(systemName: "arrow.triangle.2.circlepath")
                    case .failed: Text("Retry")
                    }
                }
            }

            struct SyncToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem { ↓Button { sync() } label: { SyncStatusIcon() } }
                }
            }
            """,
            // An `if` over a constant `Bool` is state handed down (`isSaving`).
            """
            struct SaveItem: ToolbarContent {
                let isSaved: Bool

                var body: some ToolbarContent {
                    ToolbarItem(placement: .confirmationAction) {
                        if isSaved { ↓Button("Saved") { } } else { Button("Save", systemImage: "checkmark") { save() } }
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            // The app's own spinner (a UIViewRepresentable around UIActivityIndicatorView) stands
            // in while busy, as ProgressView would.
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    if isDeleting {
                        ActivityIndicator(isAnimating: .constant(true), style: .medium)
                    } else {
                        Menu("More", systemImage: "ellipsis.circle") { Button("Delete", role: .destructive) { delete() } }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { sync() } label: {
                        if isSyncing {
                            HStack { ProgressView().controlSize(.mini) }
                        } else {
                            Image(systemName: "arrow.clockwise")
                        }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    if isEditing {
                        Button("Done") { isEditing = false }
                    } else {
                        Button("Edit", systemImage: "pencil") { isEditing = true }
                    }
                }
                .axisBehavior(.horizontalOnly)
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    if isSaving {
                        ProgressView()
                    } else {
                        Button("Save", systemImage: "checkmark") { save() }
                    }
                }
                ToolbarItem {
                    Button { reload() } label: {
                        if isLoading { ProgressView() } else { Image(systemName: "arrow.clockwise") }
                    }
                }
            }
            """,
            """
            .toolbar {
                if isFavorite {
                    Button("Unfavorite", systemImage: "star.fill") { isFavorite = false }
                } else {
                    Button { isFavorite = true } label: { Image(systemName: "star") }
                }
                if isEditing {
                    Button("Select All") { selectAll() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .keyboard) {
                    if isEditing {
                        Button("Done") { focus = nil }
                    } else {
                        Button { focus = nil } label: { Image(systemName: "keyboard.chevron.compact.down") }
                    }
                }
            }
            """,
            """
            .toolbar {
                if isEditing {
                    ToolbarItem(placement: .topBarLeading) { Button("Cancel") { isEditing = false } }
                } else {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit", systemImage: "pencil") { isEditing = true } }
                }
                if isSelecting {
                    Button("Select All") { selectAll() }
                    Button("Delete", systemImage: "trash") { deleteSelection() }
                } else {
                    Button("Select", systemImage: "checkmark.circle") { isSelecting = true }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup {
                    Button { sortByName.toggle() } label: {
                        if sortByName { Label("Name", systemImage: "checkmark") } else { Text("Name") }
                    }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
            """,
            """
            .toolbar {
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    if ascending { Button("Oldest First") { } } else { Button { } label: { Image(systemName: "arrow.down") } }
                }
                EditButton()
            }
            """,
            // A switch over a stored constant: each use shows one case, chosen where it is built.
            """
            struct DismissItem: ToolbarContent {
                enum Kind { case close, done }
                @Environment(\\.dismiss) private var dismiss
                let kind: Kind

                var body: some ToolbarContent {
                    ToolbarItem(placement: .cancellationAction) {
                        switch kind {
                        case .close: Button("Close", systemImage: "xmark") { dismiss() }
                        case .done: Button("Done") { dismiss() }
                        }
                    }
                }
            }
            """,
            """
            struct AvatarIcon: View {
                let icon: ProfileIcon

                var body: some View {
                    switch icon {
                    case .symbol(let name): Image(systemName: name)
                    case .emoji(let text): Text(text)
                    }
                }
            }

            struct ProfileToolbar: ToolbarContent {
                let icon: ProfileIcon
                let openSettings: () -> Void

                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { openSettings() } label: { AvatarIcon(icon: icon) }
                    }
                }
            }
            """,
            """
            // if isEditing { Button("Done") { } } else { Button("Edit", systemImage: "pencil") { } }
            let hint = "ToolbarItem { if isEditing { Button(\\"Done\\") { } } else { Image(systemName: \\"pencil\\") } }"
            """,
            """
            #if os(macOS)
            Form { }
                .toolbar {
                    if isEditing { Button("Done") { } } else { Button("Edit", systemImage: "pencil") { } }
                }
            #endif
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
            }
            """,
        exemptions: [
            "Items with an explicit axis behavior (`.axisBehavior(…)`): the choice has been made.",
            "A branch that only shows a `ProgressView` (alone or as the one view of a stack) while the item is busy, and an `if` without `else` (the item is simply absent in the other state).",
            "Branches that all may go vertical (a symbol in each) or none may, and branches that show several items or sit in different placements.",
            "Branches that are the cases of a `switch` over a stored constant of the type (`switch kind { … }` with `let kind: Kind`), in the item's content, its label or a view of the project it calls: each use shows one case, chosen where the type is built, so nothing moves as the screen's state changes. A `switch` over state the type owns (`@State`, `var`) and an `if` over a constant are still reported.",
            "Keyboard toolbars, title content, the overflow menu, the views of a labelled `ToolbarItemGroup { … } label: { … }` (they fold into its menu) and the entries of a `Menu`.",
        ],
        markers: ["oolbar"],
        check: { model, findings in
            let code = model.code
            func switches(_ shown: LabelClasses) -> Bool {
                !shown.isDisjoint(with: .vertical) && !shown.isDisjoint(with: .horizontal)
            }
            func report(_ control: TokenRange, _ name: String, _ shown: LabelClasses, _ titles: [TokenRange]) {
                let other = shown.isSuperset(of: .horizontal) ? "only text or a custom view"
                    : shown.contains(.text) ? "only text" : "a custom view"
                let editDone = titles.contains { code.titleNames($0, oneOf: ["edit"]) }
                    && titles.contains { code.titleNames($0, oneOf: ["done"]) }
                let fix = editDone ? "use EditButton(), which keeps one label in both states"
                    : "show a title and a symbol in every state"
                findings.report(control, "\(name) shows a symbol in one state and \(other) in another, so it moves between the vertical and horizontal bars as the state changes; \(fix)")
            }
            // An item by its title, else by its control and symbol (`Button with pause.fill`).
            func name(_ item: BarItem) -> String {
                let shown = model.displayName(item)
                guard item.label.title == nil, let symbol = model.symbolName(item),
                      shown == model.controlName(item) else { return shown }
                return "\(shown) with \(symbol)"
            }
            var reported = Set<Int>()
            // One item whose label differs between states.
            for item in model.items where item.area == .bar && item.label.labelClass == .conditional && !item.hasAxisBehavior
                && !item.label.branchesChosenByCaller {
                guard switches(item.label.branchClasses), reported.insert(item.control.start).inserted else { continue }
                // By the titles its states show (`'Done' / 'Edit'`), each once.
                var titles: [String] = []
                let branchTitles = model.branchTitles(item)
                for title in branchTitles.compactMap(model.titleName) where !titles.contains(title) { titles.append(title) }
                let shown: String
                if titles.count > 1 {
                    shown = titles.joined(separator: " / ")
                } else if let only = titles.first {
                    // Its own label's title goes beside it; another control's, shown in another
                    // state, is that state's name.
                    let own = branchTitles.first { model.titleName($0) == only }.map { model.isOwnBranchTitle(item, $0) } ?? true
                    shown = own ? "\(name(item)) (\(only))" : "\(name(item)) / \(only)"
                } else {
                    shown = name(item)
                }
                report(item.control, shown, item.label.branchClasses, branchTitles)
            }
            // Single items standing in for one another in one place, read only in contexts that
            // hold both kinds of label.
            var shownByContext: [Int: LabelClasses] = [:]
            for item in model.items where item.area == .bar {
                if let c = item.contextIndex { shownByContext[c, default: []].formUnion(item.label.shownClasses) }
            }
            let mixed = Set(shownByContext.filter { switches($0.value) }.keys)
            for slot in model.alternativeSlots(in: mixed) where !mixed.isEmpty {
                let items = slot.map { model.items[$0] }
                guard items.allSatisfy({ $0.area == .bar && !$0.hasAxisBehavior && !$0.isSpacer && $0.label.labelClass != .unknown })
                else { continue }
                let shown = items.reduce(LabelClasses()) { $0.union($1.label.shownClasses) }
                guard switches(shown), reported.insert(items[0].control.start).inserted else { continue }
                let titles = items.flatMap { ($0.label.title.map { [$0] } ?? []) + model.branchTitles($0) }
                var names: [String] = []
                for n in items.map(name) where !names.contains(n) { names.append(n) }
                report(items[0].control, names.joined(separator: " / "), shown, titles)
            }
        }
    )
}
