import DuobarModel

extension Rule {
    static let deprecatedBarPlacement = Rule(
        id: "deprecated-bar-placement",
        severity: .warning,
        summary: "A `.navigationBarLeading`/`.navigationBarTrailing` placement, or `.navigationBarItems(…)`.",
        rationale: """
            These placements name the navigation bar, which is not where items go on a vertical bar, and they \
            are deprecated. `.navigationBarItems(…)` is older still: it places views outside the toolbar \
            system, so nothing about them can adapt to the vertical bar.
            """,
        remedy: """
            Write `.topBarLeading` / `.topBarTrailing` (iOS 17 and later), and declare items with \
            `.toolbar { ToolbarItem(placement: …) { … } }` instead of `.navigationBarItems(…)`. Where an item is \
            the screen's Done or Cancel, `.confirmationAction` / `.cancellationAction` say more.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: ↓.navigationBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: ↓.navigationBarLeading) {
                    EditButton()
                    Button("Filter", systemImage: "line.3.horizontal.decrease") { showsFilters = true }
                }
            }
            """,
            """
            List(notes) { NoteRow(note: $0) }
                .↓navigationBarItems(trailing: EditButton())
            """,
            """
            .toolbar {
                ToolbarItem(placement: ↓ToolbarItemPlacement.navigationBarLeading) {
                    Button("Sidebar", systemImage: "sidebar.left") { toggleSidebar() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: isCompact ? ↓.navigationBarTrailing : .bottomBar) {
                    Button("Sort", systemImage: "arrow.up.arrow.down") { sort() }
                }
            }
            """,
            // A slot shared by Delete and Save: no placement rule advises it, so this one does.
            """
            .toolbar {
                ToolbarItem(placement: ↓.navigationBarTrailing) {
                    if isEditing {
                        Button("Delete", systemImage: "trash", role: .destructive) { deleteSelection() }
                    }
                    if isReordering {
                        Button("Save", systemImage: "checkmark") { saveOrder() }
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Done", systemImage: "checkmark") { dismiss() }
                }
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Cancel", systemImage: "xmark") { dismiss() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button { Task { await save() } } label: {
                        if isSaving { ProgressView() } else { Text("Save").bold() }
                    }
                }
            }
            """,
            """
            struct CloseButton: View {
                let action: () -> Void
                var body: some View { Button(role: .close, action: action) }
            }

            struct SettingsScreen: View {
                var body: some View {
                    SettingsList().toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { CloseButton { dismiss() } }
                    }
                }
            }
            """,
            """
            List(notes) { NoteRow(note: $0) }
                .navigationBarTitle("Notes")
                .navigationBarHidden(isReading)
                .navigationBarBackButtonHidden()
            """,
            """
            // Was: ToolbarItem(placement: .navigationBarTrailing)
            let migration = ".navigationBarItems(trailing:) became .toolbar"
            """,
            """
            #if os(watchOS)
            Text("Now Playing")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) { Button("Queue", systemImage: "list.bullet") { } }
                }
            #endif
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                }
            }
            """,
        exemptions: [
            "Files whose app supports iOS versions before 17 (the config's `deploymentTarget`, or the nearest `Package.swift`'s `platforms:`): these placements are the only ones there.",
            "A placement that `prominent-action-placement` or `dismiss-placement` reports: their advice replaces it.",
            "Other navigation bar modifiers (`.navigationBarTitle`, `.navigationBarHidden`).",
        ],
        fix: RuleFix(
            .safeFrom(major: 17, minor: 0),
            summary: """
                `.navigationBarLeading` / `.navigationBarTrailing` become `.topBarLeading` / `.topBarTrailing`, \
                which are iOS 17's: safe when the deployment target is known to be iOS 17 or later, otherwise \
                applied only with `--unsafe-fixes`. `.navigationBarItems(…)` is left for you to rewrite as a toolbar.
                """,
            examples: [
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.navigationBarTrailing) {
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                        }
                    }
                    """, deploymentTarget: "17.0"),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.navigationBarTrailing) {
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                        }
                    }
                    """, unsafe: true),
                FixExample("""
                    .toolbar {
                        ToolbarItemGroup(placement: ↓.navigationBarLeading) {
                            EditButton()
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { showsFilters = true }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItemGroup(placement: .topBarLeading) {
                            EditButton()
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { showsFilters = true }
                        }
                    }
                    """, deploymentTarget: "17.0"),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓ToolbarItemPlacement.navigationBarLeading) {
                            Button("Sidebar", systemImage: "sidebar.left") { toggleSidebar() }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: ToolbarItemPlacement.topBarLeading) {
                            Button("Sidebar", systemImage: "sidebar.left") { toggleSidebar() }
                        }
                    }
                    """, deploymentTarget: "17.0"),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: isCompact ? ↓.navigationBarTrailing : .bottomBar) {
                            Button("Sort", systemImage: "arrow.up.arrow.down") { sort() }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: isCompact ? .topBarTrailing : .bottomBar) {
                            Button("Sort", systemImage: "arrow.up.arrow.down") { sort() }
                        }
                    }
                    """, deploymentTarget: "17.0"),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.navigationBarTrailing) {
                            if isEditing {
                                Button("Delete", systemImage: "trash", role: .destructive) { deleteSelection() }
                            }
                            if isReordering {
                                Button("Save", systemImage: "checkmark") { saveOrder() }
                            }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            if isEditing {
                                Button("Delete", systemImage: "trash", role: .destructive) { deleteSelection() }
                            }
                            if isReordering {
                                Button("Save", systemImage: "checkmark") { saveOrder() }
                            }
                        }
                    }
                    """, deploymentTarget: "17.0"),
            ]
        ),
        markers: ["oolbar", "navigationBarItems"],
        check: { model, findings in
            guard !model.deprecatedPlacements.isEmpty, !model.deploymentTarget.isKnownBelow(17) else { return }
            // One piece of advice: where an item's placement is reported as the wrong place for
            // its Done or Cancel, that finding says what to write instead.
            let replaced = model.misplacedActions().compactMap(\.item.placement)
            for placement in model.deprecatedPlacements {
                switch placement.form {
                case .navigationBarItems:
                    findings.report(placement.range, ".navigationBarItems(…) is deprecated and places views outside the toolbar; declare them in .toolbar { ToolbarItem(placement: …) { … } }")
                case .leadingPlacement, .trailingPlacement:
                    if replaced.contains(where: { $0.start <= placement.name && placement.name < $0.end }) { continue }
                    let new = placement.form == .leadingPlacement ? "topBarLeading" : "topBarTrailing"
                    // The new names are iOS 17's: safe only where the app is known to require it.
                    let applicability: Fix.Applicability = model.deploymentTarget.isKnownAtLeast(17) ? .safe : .unsafe
                    findings.report(placement.range, ".\(model.code.string(placement.name)) is deprecated; use .\(new)",
                                    fix: model.renameFix(placement, to: new, applicability: applicability))
                }
            }
        }
    )
}
