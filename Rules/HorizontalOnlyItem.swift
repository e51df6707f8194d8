import DuobarModel

extension Rule {
    static let horizontalOnlyItem = Rule(
        id: "horizontal-only-item",
        severity: .note,
        summary: "A toolbar item marked horizontal only.",
        rationale: """
            `.axisBehavior(.horizontalOnly)` keeps an item off the vertical bar, so it is shown only where a \
            horizontal bar exists. The outer display of iPhone Duo has none: there the item is not shown at \
            all, and whatever it does must be reachable some other way.
            """,
        remedy: """
            Make sure the action is reachable elsewhere on the outer display (another item, a menu, the \
            screen's content). If it belongs on every display, give it a symbol and let it go vertical: \
            `.axisBehavior(.verticalPreferred)`, or no axis behavior at all.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("$4.99") { buy() }
                }
                .↓axisBehavior(.horizontalOnly)
            }
            """,
            """
            .toolbar {
                Button("Itinerary", systemImage: "list.bullet") { showsItinerary = true }
                    .↓axisBehavior(.horizontalOnly)
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Zoom In", systemImage: "plus.magnifyingglass") { zoom(by: 1) }
                    Button("Zoom Out", systemImage: "minus.magnifyingglass") { zoom(by: -1) }
                }
                .↓axisBehavior(.horizontalOnly)
            }
            """,
            """
            @ToolbarContentBuilder
            var priceItems: some ToolbarContent {
                ToolbarItem { Text(total, format: .currency(code: "EUR")) }
                    .↓axisBehavior(.horizontalOnly)
            }
            """,
            """
            let price = UIBarButtonItem(title: "$4.99", style: .plain, target: self, action: #selector(buy))
            price.↓axisBehavior = .horizontalOnly
            navigationItem.rightBarButtonItem = price
            """,
            """
            let zoom = UIBarButtonItem(image: UIImage(systemName: "plus.magnifyingglass"), style: .plain, target: self, action: #selector(zoomIn))
            zoom.title = String(localized: "Zoom In")
            zoom.↓axisBehavior = UIBarButtonItem.AxisBehavior.horizontalOnly
            toolbarItems = [zoom]
            """,
        ],
        nonTriggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("$4.99", systemImage: "cart") { buy() }
                }
                .axisBehavior(.verticalPreferred)
            }
            """,
            """
            // `.axisBehavior(.horizontalOnly)` keeps the price off the vertical bar.
            let hint = "item.axisBehavior = .horizontalOnly"
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Bold", systemImage: "bold") { toggleBold() }
                        .axisBehavior(.horizontalOnly)
                }
            }
            """,
            """
            var axisBehavior: LayoutAxisBehavior = .horizontalOnly
            layout.axisBehavior = .horizontalOnly
            """,
            """
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Text(trip.name).font(.headline)
                }
                .axisBehavior(.horizontalOnly)
            }
            """,
            """
            let bold = UIBarButtonItem(image: UIImage(systemName: "bold"), style: .plain, target: self, action: #selector(toggleBold))
            bold.axisBehavior = .horizontalOnly
            let bar = UIToolbar()
            bar.items = [bold]
            textView.inputAccessoryView = bar
            """,
            """
            HStack {
                Text("Offline")
                ProgressView()
            }
            .axisBehavior(.horizontalOnly)
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("$4.99", systemImage: "cart") { buy() }
                }
            }
            """,
        exemptions: [
            "`.axisBehavior(.verticalPreferred)` and items with no axis behavior.",
            "Items placed `.keyboard`, title content, entries inside menus, and items on hand-built bars.",
            "Other types' `axisBehavior` properties (a layout's), and the words in comments or strings.",
        ],
        // The modifier and the UIKit property share their name.
        markers: ["axisBehavior"],
        check: { model, findings in
            // A group's items share the modifier: one finding for it.
            var reported: Set<Int> = []
            for item in model.items where item.takesItemRules {
                guard let value = item.axisBehaviorMember, model.code.isWord(value, "horizontalOnly"),
                      let modifier = item.axisBehaviorModifier, reported.insert(modifier).inserted else { continue }
                let sharing = model.items.filter { $0.axisBehaviorModifier == modifier && $0.takesItemRules }.count
                let what = sharing > 1
                    ? "these \(sharing) items are horizontal only, so they are not shown on the outer display, which has no horizontal bar; make sure their actions are"
                    : "\(model.displayName(item)) is horizontal only, so it is not shown on the outer display, which has no horizontal bar; make sure its action is"
                findings.report(token: modifier, "\(what) reachable elsewhere")
            }
        }
    )
}
