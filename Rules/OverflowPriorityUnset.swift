import DuobarModel

extension Rule {
    static let overflowPriorityUnset = Rule(
        id: "overflow-priority-unset",
        severity: .note,
        summary: "A toolbar with five or more bar items and no visibility priority.",
        rationale: """
            A vertical bar has room for only a few symbols. When a toolbar holds more items than fit, the rest \
            move into the overflow menu, and without priorities they go from the bottom of the bar up: which \
            actions stay in reach is then decided by the order they were written in, not by how much they \
            matter. Five or more bar items are likely to overflow on the outer display. The finding points at \
            the toolbar's `.toolbar`, or, for content declared apart, at the name of the \
            `@ToolbarContentBuilder` member or at the `body` of the `ToolbarContent` type.
            """,
        remedy: """
            Rank the items with `.visibilityPriority(…)`: `.high` for frequent actions and items that show \
            status (a badge), `.low` for what can wait in the overflow menu. Rank whole `ToolbarItemGroup`s \
            first, then single items inside them where it still matters. Actions that always belong in the \
            overflow menu go in `ToolbarOverflowMenu { … }` instead.
            """,
        triggering: [
            """
            .↓toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { share() } }
                ToolbarItem(placement: .topBarTrailing) { Button("Favorite", systemImage: "star") { toggleFavorite() } }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Reply", systemImage: "arrowshape.turn.up.left") { reply() }
                    Button("Forward", systemImage: "arrowshape.turn.up.right") { forward() }
                    Button("Archive", systemImage: "archivebox") { archive() }
                }
            }
            """,
            """
            @ToolbarContentBuilder
            var ↓editorItems: some ToolbarContent {
                ToolbarItem(placement: .cancellationAction) { Button(role: .cancel) { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button(role: .confirm) { save() } }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Bold", systemImage: "bold") { toggleBold() }
                    Button("Italic", systemImage: "italic") { toggleItalic() }
                    Button("Link", systemImage: "link") { insertLink() }
                }
            }
            """,
            """
            struct PhotoToolbar: ToolbarContent {
                var ↓body: some ToolbarContent {
                    ToolbarItemGroup(placement: .bottomBar) {
                        ShareLink(item: photo.url)
                        Button("Favorite", systemImage: "heart") { favorite() }
                        Button("Info", systemImage: "info.circle") { showInfo() }
                        Button("Edit", systemImage: "slider.horizontal.3") { edit() }
                        Button("Delete", systemImage: "trash") { delete() }
                    }
                }
            }
            """,
            """
            struct ReaderView: View {
                var body: some View {
                    ArticleBody(article: article)
                        .↓toolbar {
                            ToolbarItem { Button("Font", systemImage: "textformat.size") { showFonts() } }
                            ToolbarItem { Button("Bookmark", systemImage: "bookmark") { bookmark() } }
                            sharingItems
                        }
                }

                @ToolbarContentBuilder
                var sharingItems: some ToolbarContent {
                    ToolbarItem { ShareLink(item: article.url) }
                    ToolbarItem { Button("Copy Link", systemImage: "link") { copyLink() } }
                    ToolbarItem { Button("Open in Safari", systemImage: "safari") { openInSafari() } }
                }
            }
            """,
            """
            .↓toolbar {
                if isEditing {
                    ToolbarItem { Button("Done", systemImage: "checkmark") { isEditing = false } }
                } else {
                    ToolbarItem { Button("Edit", systemImage: "pencil") { isEditing = true } }
                    ToolbarItem { Button("Sort", systemImage: "arrow.up.arrow.down") { sort() } }
                    ToolbarItem { Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() } }
                    ToolbarItem { Button("Select", systemImage: "checkmark.circle") { select() } }
                    ToolbarItem { Button("New", systemImage: "plus") { add() } }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { share() } }
                ToolbarItem(placement: .topBarTrailing) { Button("Favorite", systemImage: "star") { toggleFavorite() } }
                    .visibilityPriority(.high)
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Reply", systemImage: "arrowshape.turn.up.left") { reply() }
                    Button("Forward", systemImage: "arrowshape.turn.up.right") { forward() }
                    Button("Archive", systemImage: "archivebox") { archive() }
                }
                .visibilityPriority(.low)
            }
            """,
            """
            .toolbar {
                ToolbarItem { Button("Edit", systemImage: "pencil") { edit() } }
                ToolbarItem { Button("Sort", systemImage: "arrow.up.arrow.down") { sort() } }
                ToolbarItem { Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() } }
                ToolbarItem(placement: .principal) { Text("Inbox").font(.headline) }
                ToolbarSpacer(.flexible)
                ToolbarOverflowMenu {
                    Button("Export", systemImage: "square.and.arrow.up") { export() }
                    Button("Print", systemImage: "printer") { print() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Bold", systemImage: "bold") { toggleBold() }
                    Button("Italic", systemImage: "italic") { toggleItalic() }
                    Button("Underline", systemImage: "underline") { toggleUnderline() }
                    Button("Link", systemImage: "link") { insertLink() }
                    Button("Done", systemImage: "keyboard.chevron.compact.down") { focused = false }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Button("Name") { sort(.name) }
                        Button("Date") { sort(.date) }
                        Button("Size") { sort(.size) }
                        Button("Kind") { sort(.kind) }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") { share() } }
                if isEditing {
                    ToolbarItem { Button("Done", systemImage: "checkmark") { isEditing = false } }
                    ToolbarItem { Button("Delete", systemImage: "trash") { deleteSelection() } }
                } else {
                    ToolbarItem { Button("Edit", systemImage: "pencil") { isEditing = true } }
                    ToolbarItem { Button("Sort", systemImage: "arrow.up.arrow.down") { sort() } }
                    ToolbarItem { Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() } }
                }
            }
            """,
            """
            // .toolbar with Share, Favorite, Reply, Forward and Archive items
            let layout = ".toolbar { ToolbarItem { A() }; ToolbarItem { B() }; ToolbarItem { C() }; ToolbarItem { D() }; ToolbarItem { E() } }"
            """,
            """
            #if os(macOS)
            Text("Mail").toolbar {
                Button("Reply", systemImage: "arrowshape.turn.up.left") { }
                Button("Forward", systemImage: "arrowshape.turn.up.right") { }
                Button("Archive", systemImage: "archivebox") { }
                Button("Junk", systemImage: "xmark.bin") { }
                Button("Flag", systemImage: "flag") { }
            }
            #endif
            """,
            """
            struct ReaderView: View {
                var body: some View {
                    ArticleBody(article: article)
                        .toolbar {
                            ToolbarItem { Button("Font", systemImage: "textformat.size") { showFonts() } }
                            ToolbarItem { Button("Bookmark", systemImage: "bookmark") { bookmark() } }
                            sharingItems
                        }
                }

                @ToolbarContentBuilder
                var sharingItems: some ToolbarContent {
                    ToolbarItem { ShareLink(item: article.url) }
                    ToolbarItem { Button("Copy Link", systemImage: "link") { copyLink() } }
                    ToolbarItem { Button("Open in Safari", systemImage: "safari") { openInSafari() } }
                        .visibilityPriority(.low)
                }
            }
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { share() } }
                ToolbarItem(placement: .topBarTrailing) { Button("Favorite", systemImage: "star") { toggleFavorite() } }
                    .visibilityPriority(.high)
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Reply", systemImage: "arrowshape.turn.up.left") { reply() }
                    Button("Forward", systemImage: "arrowshape.turn.up.right") { forward() }
                    Button("Archive", systemImage: "archivebox") { archive() }
                }
                .visibilityPriority(.low)
            }
            """,
        exemptions: [
            "Toolbars with fewer than five bar items: keyboard, title, spacer and `ToolbarOverflowMenu` items do not count, nor the entries of a `Menu`, and of alternative `if`/`switch` branches only the largest counts.",
            "Toolbars that write `.visibilityPriority(…)` anywhere in them (or in the toolbar content they reference): the ranking has begun.",
            "Toolbar content that reaches five items on its own is reported where it is declared, not again in the toolbar that references it.",
            "UIKit bars, which have no toolbar context (rank `UIBarButtonItem`s with `visibilityPriority`).",
        ],
        markers: ["oolbar"],
        check: { model, findings in
            for k in model.contexts.indices {
                let counted = model.barItemCount(ofContext: k, leavingOutContentReaching: 5)
                guard counted.items >= 5, !counted.hasPriority else { continue }
                findings.report(token: model.contexts[k].anchor, "this toolbar shows up to \(counted.items) bar items and ranks none of them, so on a vertical bar they overflow from the bottom up; rank them with .visibilityPriority(…)")
            }
        }
    )
}
