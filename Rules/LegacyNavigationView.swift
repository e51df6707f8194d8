import DuobarModel

extension Rule {
    static let legacyNavigationView = Rule(
        id: "legacy-navigation-view",
        severity: .note,
        summary: "A `NavigationView` whose content declares a toolbar.",
        rationale: """
            The system gathers navigation, toolbar and tab bar controls into the vertical bar for the bars \
            that navigation containers own. The vertical bar comes with `NavigationStack` and \
            `NavigationSplitView`; the deprecated `NavigationView` is not one of them, so the toolbar declared \
            inside it is not arranged for the vertical bar.
            """,
        remedy: """
            Replace `NavigationView` with `NavigationStack` (one column) or `NavigationSplitView` (a sidebar \
            and detail), and keep the `.toolbar` where it is. An app that still supports iOS 15 (its \
            deployment target is known) is told to use them under `if #available(iOS 16, *)` and keep \
            `NavigationView` in the `else` branch.
            """,
        triggering: [
            """
            ↓NavigationView {
                List(trips) { TripRow(trip: $0) }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { EditButton() }
                    }
            }
            """,
            """
            ↓NavigationView {
                Form { AccountFields(account: account) }
                    .navigationBarItems(trailing: Button("Save", systemImage: "checkmark") { save() })
            }
            """,
            """
            ↓NavigationView(content: {
                SettingsList()
                    .toolbar(content: { Button("Help", systemImage: "questionmark.circle") { showsHelp = true } })
            })
            """,
            """
            .sheet(isPresented: $isComposing) {
                ↓NavigationView {
                    ComposeView(draft: $draft)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel", systemImage: "xmark") { isComposing = false } }
                        }
                }
            }
            """,
            """
            var body: some View {
                ↓NavigationView {
                    VStack {
                        if let album {
                            AlbumGrid(album: album)
                                .toolbar { ShareLink(item: album.url) }
                        }
                    }
                }
                .navigationViewStyle(.stack)
            }
            """,
        ],
        nonTriggering: [
            """
            NavigationView {
                Form { MealFields() }
                    .sheet(isPresented: $pickingTime) {
                        NavigationStack {
                            TimePicker()
                                .toolbar {
                                    ToolbarItem(placement: .confirmationAction) {
                                        Button("Done", systemImage: "checkmark") { pickingTime = false }
                                    }
                                }
                        }
                    }
            }
            """,
            """
            NavigationView {
                WhatsNewList()
                    .toolbar {
                        ToolbarItem(placement: .principal) {
                            HStack { Text("New"); Text("Diagnostics").bold() }
                        }
                    }
            }
            """,
            """
            NavigationStack {
                List(trips) { TripRow(trip: $0) }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { EditButton() }
                    }
            }
            """,
            """
            NavigationView {
                List(trips) { TripRow(trip: $0) }
                    .navigationTitle("Trips")
            }
            """,
            """
            // NavigationView { List { }.toolbar { EditButton() } }
            let legacy = "NavigationView { Text(\\"x\\").toolbar { } }"
            """,
            """
            let container: NavigationView<AnyView>? = nil
            """,
            """
            #if os(macOS)
            NavigationView {
                Sidebar()
                    .toolbar { Button("Add", systemImage: "plus") { add() } }
            }
            #endif
            """,
        ],
        instead: """
            NavigationStack {
                List(trips) { TripRow(trip: $0) }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { EditButton() }
                    }
            }
            """,
        exemptions: [
            "A `NavigationView` whose content declares no toolbar in this file, or only toolbars of title content (`.principal` and the other title placements) and keyboard items, which reach no bar.",
            "`NavigationView` named as a type rather than built.",
            "`NavigationStack` and `NavigationSplitView`.",
        ],
        markers: ["oolbar", "navigationBarItems"],
        check: { model, findings in
            // An app that supports iOS 15 cannot drop NavigationView: the advice says how to keep both.
            let remedy = model.deploymentTarget.isKnownBelow(16)
                ? "the app supports iOS versions before 16, so use one of them under if #available(iOS 16, *) and keep NavigationView in the else branch"
                : "move to one of them"
            for view in model.legacyNavigationViews {
                findings.report(token: view, "this NavigationView declares a toolbar, but the vertical bar comes with NavigationStack or NavigationSplitView; \(remedy)")
            }
        }
    )
}
