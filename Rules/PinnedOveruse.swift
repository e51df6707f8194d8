import DuobarModel

extension Rule {
    static let pinnedOveruse = Rule(
        id: "pinned-overuse",
        severity: .warning,
        summary: "More than one item pinned as the prominent action in one toolbar.",
        rationale: """
            The pinned place on the vertical bar is for the one action that completes the screen, right below \
            navigation. Pinning a second item takes that place from everyday items, and when several are \
            pinned none of them reads as the main action any more.
            """,
        remedy: """
            Keep `.topBarPinnedTrailing` (UIKit: `pinnedTrailingGroup`) for the one prominent action, and place \
            the others `.topBarTrailing` or in `trailingItemGroups`.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    Button("Send", systemImage: "paperplane") { send() }
                }
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    ↓Button("Attach", systemImage: "paperclip") { attach() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .topBarPinnedTrailing) {
                    Button("Save", systemImage: "checkmark") { save() }
                    ↓Button("Share", systemImage: "square.and.arrow.up") { share() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    Button("Done", systemImage: "checkmark") { dismiss() }
                }
                if canShare {
                    ToolbarItem(placement: .topBarPinnedTrailing) { ↓ShareLink(item: url) }
                }
            }
            """,
            """
            @ToolbarContentBuilder
            var editorItems: some ToolbarContent {
                ToolbarItem(placement: ToolbarItemPlacement.topBarPinnedTrailing) {
                    Button("Publish", systemImage: "paperplane") { publish() }
                }
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    ↓Button("Preview", systemImage: "eye") { preview() }
                }
            }
            """,
            """
            navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [
                UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done)),
                ↓UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), target: self, action: #selector(share)),
            ], representativeItem: nil)
            """,
            """
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(finish))
            let flag = ↓UIBarButtonItem(title: "Flag", image: UIImage(systemName: "flag"), target: self, action: #selector(toggleFlag))
            navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [done, flag], representativeItem: nil)
            """,
        ],
        nonTriggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    Button("Send", systemImage: "paperplane") { send() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Attach", systemImage: "paperclip") { attach() }
                }
            }
            """,
            """
            .toolbar {
                if isEditing {
                    ToolbarItem(placement: .topBarPinnedTrailing) {
                        Button("Done", systemImage: "checkmark") { isEditing = false }
                    }
                } else {
                    ToolbarItem(placement: .topBarPinnedTrailing) {
                        Button("Edit", systemImage: "pencil") { isEditing = true }
                    }
                }
            }
            """,
            """
            .toolbar {
                switch step {
                case .review:
                    ToolbarItem(placement: .topBarPinnedTrailing) { Button("Submit", systemImage: "paperplane") { submit() } }
                default:
                    ToolbarItem(placement: .topBarPinnedTrailing) { Button("Next", systemImage: "chevron.right") { next() } }
                }
            }
            """,
            """
            List(drafts) { DraftRow(draft: $0) }
                .toolbar {
                    ToolbarItem(placement: .topBarPinnedTrailing) { Button("New", systemImage: "square.and.pencil") { compose() } }
                }
                .sheet(item: $editing) { draft in
                    DraftEditor(draft: draft)
                        .toolbar {
                            ToolbarItem(placement: .topBarPinnedTrailing) { Button("Send", systemImage: "paperplane") { send() } }
                        }
                }
            """,
            """
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(finish))
            navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [done], representativeItem: UIBarButtonItem(title: "Done", image: UIImage(systemName: "checkmark")))
            """,
            """
            // .topBarPinnedTrailing twice: ToolbarItem(placement: .topBarPinnedTrailing) { Button("A") { } }
            let note = "ToolbarItem(placement: .topBarPinnedTrailing) { Button(\\"B\\") { } }"
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    Button("Send", systemImage: "paperplane") { send() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Attach", systemImage: "paperclip") { attach() }
                }
            }
            """,
        exemptions: [
            "Pinned items in different branches of one `if`/`else` or `switch`: only one of them shows at a time.",
            "One pinned item in each of several toolbars (a screen and the sheet it presents).",
            "A UIKit group's `representativeItem`, which stands for the group when it collapses.",
        ],
        markers: ["oolbar", "BarButtonItem"],
        check: { model, findings in
            var pinned: [Int: [BarItem]] = [:]
            for item in model.items where item.area == .bar && !item.isSpacer && item.framework == .swiftUI {
                guard let context = item.contextIndex, model.code.isWord(item.placementMember, "topBarPinnedTrailing") else { continue }
                pinned[context, default: []].append(item)
            }
            for context in pinned.keys.sorted() {
                let items = pinned[context]!
                let together = model.largestTogether(items)
                guard together > 1 else { continue }
                findings.report(items[1].control, "\(together) items are pinned .topBarPinnedTrailing in this toolbar; keep the pin for the one prominent action and place the rest, such as \(model.displayName(items[1])), .topBarTrailing")
            }
            for group in model.pinnedGroups where group.count > 1 {
                findings.report(group[1], "pinnedTrailingGroup holds \(group.count) items; pin only the one prominent action and move the others to trailingItemGroups")
            }
        }
    )
}
