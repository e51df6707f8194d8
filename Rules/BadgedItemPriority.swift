import DuobarModel

extension Rule {
    static let badgedItemPriority = Rule(
        id: "badged-item-priority",
        severity: .warning,
        summary: "A toolbar item with a badge and no visibility priority.",
        rationale: """
            A vertical bar holds only a few items; when it runs out of room, items move into the overflow \
            menu, from the bottom of the bar up unless they are ranked. A badge reports status (unread mail, \
            items in a cart, pending alerts), and status hidden in the overflow menu is status nobody sees. \
            An item that carries a badge should be among the last to overflow.
            """,
        remedy: """
            Give the item a high visibility priority: `.visibilityPriority(.high)` on its `ToolbarItem` (or on the \
            view, for a bare item), `item.visibilityPriority = .high` for a `UIBarButtonItem`. The automatic fix \
            appends `.visibilityPriority(.high)` to the item's `ToolbarItem`; it is applied by `--fix` when the \
            deployment target is known to be iOS 27 or later, and only under `--unsafe-fixes` otherwise.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ↓Button("Inbox", systemImage: "tray") { showsInbox = true }
                        .badge(unreadCount)
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem {
                    ↓Button("Cart", systemImage: "cart") { showsCart = true }
                }
                .badge(cart.items.count)
            }
            """,
            """
            @ToolbarContentBuilder
            var statusItems: some ToolbarContent {
                ToolbarItem { ↓Button("Alerts", systemImage: "bell") { showAlerts() } }.badge(alerts.count)
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Compose", systemImage: "square.and.pencil") { compose() }
                    ↓Button("Drafts", systemImage: "doc.on.doc") { showDrafts() }
                        .badge(drafts.count)
                }
            }
            """,
            """
            .toolbar {
                ↓Button("Downloads", systemImage: "arrow.down.circle") { showsDownloads = true }
                    .badge(queue.pending)
            }
            """,
            """
            let inbox = ↓UIBarButtonItem(title: "Inbox", image: UIImage(systemName: "tray"), target: self, action: #selector(openInbox))
            inbox.badge = .count(unreadCount)
            navigationItem.rightBarButtonItem = inbox
            """,
            """
            final class MailboxViewController: UIViewController {
                private lazy var filterItem = ↓UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: self, action: #selector(showFilters))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = filterItem
                }

                func showActiveFilters(_ count: Int) {
                    filterItem.badge = count > 0 ? .count(count) : nil
                }
            }
            """,
        ],
        nonTriggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Inbox", systemImage: "tray") { showsInbox = true }
                        .badge(unreadCount)
                }
                .visibilityPriority(.high)
            }
            """,
            """
            TabView {
                Tab("Inbox", systemImage: "tray") { InboxView() }
                    .badge(unreadCount)
                Tab("Settings", systemImage: "gear") { SettingsView() }
            }
            """,
            """
            List(folders) { folder in
                Text(folder.name).badge(folder.unread)
            }
            .toolbar {
                ToolbarItem(placement: .keyboard) {
                    Button("Mentions", systemImage: "at") { insertMention() }.badge(mentions.count)
                }
            }
            """,
            """
            // Give the Inbox item `.badge(unreadCount)` once the count loads.
            let hint = "ToolbarItem { Button(\\"Inbox\\") { }.badge(3) }"
            """,
            """
            #if os(macOS)
            Text("Mail")
                .toolbar {
                    Button("Inbox", systemImage: "tray") { }.badge(unreadCount)
                }
            #endif
            """,
            """
            .toolbar {
                ToolbarOverflowMenu {
                    Button("Archive", systemImage: "archivebox") { showArchive() }.badge(archived.count)
                }
            }
            """,
            """
            let inbox = UIBarButtonItem(title: "Inbox", image: UIImage(systemName: "tray"), target: self, action: #selector(openInbox))
            inbox.badge = .count(unreadCount)
            inbox.visibilityPriority = .high
            navigationItem.rightBarButtonItem = inbox
            tabBarItem.badgeValue = "\\(unreadCount)"
            """,
            """
            let filter = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain, target: self, action: #selector(showFilters))
            filter.badge = nil
            navigationItem.leftBarButtonItem = filter
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Inbox", systemImage: "tray") { showsInbox = true }
                        .badge(unreadCount)
                }
                .visibilityPriority(.high)
            }
            """,
        exemptions: [
            "Items that set a visibility priority, whatever its value: the ranking was decided.",
            "Items placed `.keyboard`, title content, items inside `ToolbarOverflowMenu` (they always live in the overflow menu), and items on hand-built bars.",
            "Badges outside toolbars: tabs (`Tab { }.badge(…)`, `tabBarItem.badgeValue`), list rows.",
            "`item.badge = nil`, which takes a badge away.",
        ],
        fix: RuleFix(
            .safeFrom(major: 27, minor: 0),
            summary: """
                Appends `.visibilityPriority(.high)` to the item's `ToolbarItem`, after its last modifier, so \
                the badged item overflows last. Safe for apps known to support only iOS 27 and later; otherwise \
                only under `--unsafe-fixes`. Bare items and UIKit items get no fix.
                """,
            examples: [
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            ↓Button("Inbox", systemImage: "tray") { showsInbox = true }
                                .badge(unreadCount)
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Inbox", systemImage: "tray") { showsInbox = true }
                                .badge(unreadCount)
                        }
                        .visibilityPriority(.high)
                    }
                    """, unsafe: true),
                FixExample("""
                    .toolbar {
                        ToolbarItem {
                            ↓Button("Cart", systemImage: "cart") { showsCart = true }
                        }
                        .badge(cart.items.count)
                    }
                    """, """
                    .toolbar {
                        ToolbarItem {
                            Button("Cart", systemImage: "cart") { showsCart = true }
                        }
                        .badge(cart.items.count)
                        .visibilityPriority(.high)
                    }
                    """, unsafe: true),
                FixExample("""
                    @ToolbarContentBuilder
                    var statusItems: some ToolbarContent {
                        ToolbarItem { ↓Button("Alerts", systemImage: "bell") { showAlerts() } }.badge(alerts.count)
                    }
                    """, """
                    @ToolbarContentBuilder
                    var statusItems: some ToolbarContent {
                        ToolbarItem { Button("Alerts", systemImage: "bell") { showAlerts() } }.badge(alerts.count).visibilityPriority(.high)
                    }
                    """, unsafe: true),
            ]
        ),
        markers: ["oolbar", "BarButtonItem"],
        check: { model, findings in
            // A group's items share its modifiers: one finding for a badge they share.
            var reported: Set<Int> = []
            var fixedWrappers: Set<Int> = []
            for item in model.items where item.area == .bar && !item.isSpacer {
                guard let badge = item.badgeModifier, item.visibilityPriorityModifier == nil,
                      reported.insert(badge).inserted else { continue }
                let name = model.displayName(item)
                if item.framework == .uiKit {
                    // `inbox.badge = …`: the name the developer gave the item.
                    let holder = model.code.isIdentifier(badge - 2) ? model.code.string(badge - 2) : "the item"
                    findings.report(item.control, "\(name) shows a badge and has no visibility priority, so it may overflow before items that matter less; set \(holder).visibilityPriority = .high")
                    continue
                }
                var fix: Fix?
                if let wrapper = item.wrapperName, fixedWrappers.insert(wrapper).inserted,
                   let edit = model.appendingToWrapper(item, ".visibilityPriority(.high)") {
                    fix = Fix(message: "Append `.visibilityPriority(.high)` to the ToolbarItem", edits: [edit],
                              applicability: model.deploymentTarget.isKnownAtLeast(27) ? .safe : .unsafe)
                }
                findings.report(item.control, "\(name) shows a badge and has no visibility priority, so it may overflow before items that matter less; give it .visibilityPriority(.high)", fix: fix)
            }
        }
    )
}
