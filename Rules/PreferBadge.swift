import DuobarModel

extension Rule {
    static let preferBadge = Rule(
        id: "prefer-badge",
        severity: .warning,
        summary: "A toolbar item that shows a count as text beside its symbol instead of a badge.",
        rationale: """
            A vertical bar is as wide as one symbol and shows items by their symbols. A count written as text \
            next to the symbol is lost there: a title such as `"\\(count)"` is dropped in favour of the symbol, \
            and a stack of a symbol and a number is a custom view, which stays off the vertical bar. A badge \
            is drawn on the symbol itself, goes wherever the item goes, and is kept visible longer when the \
            bar runs out of room.
            """,
        remedy: """
            Give the item a title and a symbol and show the count with `.badge(count)` on the item (UIKit: \
            `item.badge = .count(count)`). Text that says what a symbol cannot, such as a price, is not a \
            count: this rule leaves it alone.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ↓Button { showsCart = true } label: {
                        HStack(spacing: 4) {
                            Image(systemName: "cart")
                            Text("\\(cart.count)")
                        }
                    }
                }
            }
            """,
            """
            .toolbar {
                ↓Label("\\(unreadCount)", systemImage: "tray")
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    ↓Button("\\(selection.count)", systemImage: "checkmark.circle") { showsSelection = true }
                }
            }
            """,
            """
            .toolbar {
                ↓Button { showsAlerts = true } label: {
                    Image(systemName: "bell")
                        .overlay(alignment: .topTrailing) {
                            Text(pendingAlerts, format: .number).font(.caption2)
                        }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem {
                    ↓Menu {
                        FilterOptions()
                    } label: {
                        Label {
                            Text(String(numberOfFilters))
                        } icon: {
                            Image(systemName: "line.3.horizontal.decrease")
                        }
                    }
                }
            }
            """,
            """
            .toolbar {
                ↓HStack {
                    Image(systemName: "flame")
                    if streakCount > 0 {
                        Text("\\(streakCount)")
                    }
                }
            }
            """,
            """
            let cartItem = ↓UIBarButtonItem(title: "\\(cart.count)", image: UIImage(systemName: "cart"), target: self, action: #selector(showCart))
            navigationItem.rightBarButtonItem = cartItem
            """,
        ],
        nonTriggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { showsCart = true } label: {
                        HStack {
                            Image(systemName: "cart")
                            Text(cart.total, format: .currency(code: "EUR"))
                        }
                    }
                }
                ToolbarItem { Label("$\\(price)", systemImage: "tag") }
                ToolbarItem { Label("\\(cart.total)", systemImage: "cart") }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Label("\\(selection.count) selected", systemImage: "checkmark.circle")
                }
                ToolbarItem { Label("\\(folder.name)", systemImage: "folder") }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .keyboard) {
                    HStack {
                        Image(systemName: "character.cursor.ibeam")
                        Text("\\(draft.count)")
                    }
                }
            }
            """,
            """
            .toolbar {
                Menu("Filters", systemImage: "line.3.horizontal.decrease") {
                    Label("\\(tagCount)", systemImage: "tag")
                }
                Button("Inbox", systemImage: "tray") { showsInbox = true }
                    .badge(unreadCount)
            }
            """,
            """
            .toolbar {
                ToolbarItem { Text("\\(unreadCount)") }
            }
            """,
            """
            // Label("\\(unreadCount)", systemImage: "tray") in the toolbar
            let hint = "Text(\\"\\\\(cart.count)\\") beside Image(systemName: \\"cart\\")"
            """,
            """
            #if os(macOS)
            List { }
                .toolbar {
                    Label("\\(unreadCount)", systemImage: "tray")
                }
            #endif
            """,
            """
            let count = UIBarButtonItem(title: "\\(cart.count)", style: .plain, target: nil, action: nil)
            let cart = UIBarButtonItem(title: "Cart", image: UIImage(systemName: "cart"), target: self, action: #selector(showCart))
            cart.badge = .count(cartCount)
            navigationItem.rightBarButtonItems = [cart, count]
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Cart", systemImage: "cart") { showsCart = true }
                        .badge(cart.count)
                }
                .visibilityPriority(.high)
            }
            """,
        exemptions: [
            "Text that is not a bare count: a price or a formatted value (`\"$\\(price)\"`, `format: .currency(…)`), words around the number (`\"\\(n) selected\"`), or a name (`\"\\(folder.name)\"`).",
            "A count with no symbol beside it (`text-only-item` reports that), and items that already have a badge.",
            "Keyboard toolbars, title content, hand-built bars, and the entries of a `Menu`.",
            "A count inside a view of the project's own or a `some View` member: only what the item's own code shows is read.",
        ],
        markers: ["oolbar", "BarButtonItem"],
        check: { model, findings in
            for item in model.items where item.area == .bar && item.countText != nil && item.badgeModifier == nil {
                guard let count = model.countName(item) else { continue }
                let symbol = model.symbolName(item).map { "the symbol \($0)" } ?? "its symbol"
                let fix = item.framework == .uiKit ? "item.badge = .count(\(count))" : ".badge(\(count))"
                findings.report(item.control, "'\(count)' is a count shown as text beside \(symbol), which the vertical bar cannot show; give the item a title and a symbol and show the count with \(fix)")
            }
        }
    )
}
