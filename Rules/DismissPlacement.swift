import DuobarModel

extension Rule {
    static let dismissPlacement = Rule(
        id: "dismiss-placement",
        severity: .warning,
        summary: "A Close-like action (Close, Cancel, Dismiss, an xmark, `role: .cancel`/`.close`) that is not placed as the cancellation action.",
        rationale: """
            On the vertical bar, leaving the screen sits at the top with navigation, where Back would be. The \
            bar can only put it there when the item is placed as the cancellation action. Placed anywhere else \
            it is an ordinary item: it lands among the screen's other actions, or in the overflow menu, and \
            people have to hunt for the way out.
            """,
        remedy: """
            Place it `.cancellationAction` (iOS 14 and later). In UIKit, put it in \
            `navigationItem.leadingItemGroups` (or `leftBarButtonItem`), not on the right.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: ↓.topBarLeading) {
                    Button("Cancel", systemImage: "xmark") { dismiss() }
                }
            }
            """,
            """
            .toolbar {
                ↓Button("Close", systemImage: "xmark") { dismiss() }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: ↓.topBarTrailing) {
                    Button { dismiss() } label: { Image(systemSymbol: .xmarkCircleFill) }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: ↓.navigationBarLeading) {
                    Button(role: .close) { dismiss() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: ↓.topBarTrailing) {
                    Button { isPresented = false } label: { Image("close-glyph") }
                        .accessibilityLabel(L10n.Common.dismiss)
                }
            }
            """,
            """
            .toolbar {
                if isEditing {
                    ToolbarItem(placement: ↓.topBarLeading) {
                        Button("Cancel") { isEditing = false; dismiss() }
                    }
                }
            }
            """,
            """
            navigationItem.rightBarButtonItem = ↓UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
            """,
            """
            let cancel = ↓UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelPressed))
            passcodeController.navigationItem.setRightBarButton(cancel, animated: false)
            """,
            """
            struct CloseButton: View {
                var action: (() -> Void)? = nil
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button(role: .close) { if let action { action() } else { dismiss() } }
                }
            }

            struct HelpSheet: View {
                var body: some View {
                    HelpText().toolbar {
                        ToolbarItem(placement: ↓.topBarTrailing) { CloseButton() }
                    }
                }
            }
            """,
            """
            final class ScannerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = ↓UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
                }

                @objc func cancelTapped() {
                    tableView.setEditing(false, animated: true)
                    dismiss(animated: true)
                }
            }
            """,
        ],
        nonTriggering: [
            """
            final class TunnelListViewController: UITableViewController {
                func showSelecting() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
                }

                @objc func cancelTapped() {
                    state = .normal
                    tableView.setEditing(false, animated: true)
                }
            }
            """,
            """
            struct EmailSettings: View {
                @State private var draft = ""
                var hasChanges: Bool { draft != account.email }
                var body: some View {
                    Form { TextField("Email", text: $draft) }.toolbar {
                        if hasChanges {
                            ToolbarItem(placement: .topBarLeading) {
                                Button("Cancel", systemImage: "xmark") { draft = account.email }
                            }
                        }
                    }
                }
            }
            """,
            """
            func refreshSelectButton() {
                if isSelecting {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(didCancelSelect))
                } else {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Select", image: UIImage(systemName: "checkmark.circle"), target: self, action: #selector(startSelecting))
                }
            }
            """,
            """
            func openEditor() {
                if let editor = storyboard.instantiateInitialViewController() as? EditorViewController {
                    editor.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
                    editor.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: editor, action: #selector(EditorViewController.save))
                    present(UINavigationController(rootViewController: editor), animated: true)
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    if showsClose {
                        Button("Close", systemImage: "xmark") { dismiss() }
                    }
                    if isComposing {
                        Button("Attach", systemImage: "paperclip") { attach() }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", systemImage: "xmark") { dismiss() }
                }
            }
            """,
            """
            .toolbar {
                if isEditing {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Cancel") { withAnimation { isEditing = false } }
                    }
                } else {
                    ToolbarItem(placement: .topBarLeading) { EditButton() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    if isSelecting {
                        Button("Cancel", role: .cancel) {
                            isSelecting = false
                            UIDevice.current.playInputClick()
                            if !isSelecting {
                                selectedPhotos.removeAll()
                            }
                        }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Dismiss", systemImage: "keyboard.chevron.compact.down") { focusedField = nil }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Tabs", systemImage: "square.on.square") {
                        Button(Strings.closeTabs, systemImage: "xmark") { closeAll() }
                        Button("Cancel", role: .cancel) { }
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button(Strings.closeTabs, systemImage: "xmark.square") { closeAll() }
                }
            }
            """,
            """
            /* .toolbar { Button("Close") { dismiss() } } */
            let message = "Tap Cancel to go back"
            """,
            """
            #if os(macOS)
            Text("Settings")
                .toolbar {
                    Button("Close") { dismiss() }
                }
            #endif
            """,
            """
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark.bin"), style: .plain, target: self, action: #selector(emptyTrash))
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", systemImage: "xmark") { dismiss() }
                }
            }
            """,
        exemptions: [
            "Items placed `.cancellationAction`, and UIKit items on the left or in `leadingItemGroups`.",
            "A Cancel that ends a mode on the same screen: inside `if flag { … }` (or its `else`), with an action that assigns or toggles `flag` (possibly in `withAnimation` or an `if`) and never dismisses (a condition that is the file's computed `Bool` property, `var hasChanges: Bool { draft != saved }`, reads what the property reads); besides, it may clear what the mode selected (`selection.removeAll()`, an assignment of anything but `true`, `false` or `nil`) and call a type's function, such as a haptic.",
            "UIKit: an item whose action is a method named for a mode of the screen — editing, selecting, searching or reordering (`#selector(cancelEditing)`, `#selector(editButtonTapped)`, `#selector(didCancelSelect)`, `#selector(endSearch)`) — and not for completing: it ends the mode; the screen stays.; so is a `primaryAction:` `UIAction` whose handler calls such a method (`setEditing(false, animated: true)`) and never dismisses or pops, and an action whose method, declared in the same file under a name that says neither (`#selector(cancelTapped)`), does the same",
            "Keyboard toolbars, title content, `ToolbarOverflowMenu` and the entries of a `Menu`.",
            "Views given to `.navigationBarItems(…)` where `deprecated-bar-placement` reports the modifier (the deployment target is unknown or iOS 17 or later): its advice, to declare them as toolbar items, comes first. Where the app supports iOS before 17 they are reported, with that advice.",
            "Titles that only contain a word (`Strings.closeTabs`) and symbols that only start with one (`xmark.bin`).",
            "Items whose label differs between states, and placements written as a condition or a variable.",
            "A `ToolbarItem` that shows other actions in other states (`if isSelecting { Cancel } if isReordering { Save }`): its one placement is theirs too.",
        ],
        fix: RuleFix(
            .safe,
            summary: """
                A SwiftUI placement argument becomes `.cancellationAction` (iOS 14 and later). Items with no \
                placement argument, a group's shared placement and UIKit items are left for you to move.
                """,
            examples: [
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.topBarLeading) {
                            Button("Cancel", systemImage: "xmark") { dismiss() }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel", systemImage: "xmark") { dismiss() }
                        }
                    }
                    """),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.topBarTrailing) {
                            Button { dismiss() } label: { Image(systemSymbol: .xmarkCircleFill) }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button { dismiss() } label: { Image(systemSymbol: .xmarkCircleFill) }
                        }
                    }
                    """),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.navigationBarLeading) {
                            Button(role: .close) { dismiss() }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button(role: .close) { dismiss() }
                        }
                    }
                    """),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.topBarTrailing) {
                            Button { isPresented = false } label: { Image("close-glyph") }
                                .accessibilityLabel(L10n.Common.dismiss)
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button { isPresented = false } label: { Image("close-glyph") }
                                .accessibilityLabel(L10n.Common.dismiss)
                        }
                    }
                    """),
                FixExample("""
                    .toolbar {
                        if isEditing {
                            ToolbarItem(placement: ↓.topBarLeading) {
                                Button("Cancel") { isEditing = false; dismiss() }
                            }
                        }
                    }
                    """, """
                    .toolbar {
                        if isEditing {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Cancel") { isEditing = false; dismiss() }
                            }
                        }
                    }
                    """),
                FixExample("""
                    struct CloseButton: View {
                        var action: (() -> Void)? = nil
                        @Environment(\\.dismiss) private var dismiss
                        var body: some View {
                            Button(role: .close) { if let action { action() } else { dismiss() } }
                        }
                    }

                    struct HelpSheet: View {
                        var body: some View {
                            HelpText().toolbar {
                                ToolbarItem(placement: ↓.topBarTrailing) { CloseButton() }
                            }
                        }
                    }
                    """, """
                    struct CloseButton: View {
                        var action: (() -> Void)? = nil
                        @Environment(\\.dismiss) private var dismiss
                        var body: some View {
                            Button(role: .close) { if let action { action() } else { dismiss() } }
                        }
                    }

                    struct HelpSheet: View {
                        var body: some View {
                            HelpText().toolbar {
                                ToolbarItem(placement: .cancellationAction) { CloseButton() }
                            }
                        }
                    }
                    """),
            ]
        ),
        markers: ["oolbar", "BarButtonItem"],
        check: { model, findings in
            var reported = Set<Int>()
            for (item, kind) in model.misplacedActions() where kind == .closeLike {
                let range = model.placementOrControl(item)
                guard reported.insert(range.start).inserted else { continue }
                let name = model.actionName(item)
                if item.framework == .uiKit {
                    findings.report(range, "\(name) leaves the screen but sits in \(model.positionText(item)); put it in navigationItem.leadingItemGroups (or leftBarButtonItem) so the vertical bar shows it at the top with navigation")
                } else if model.isInNavigationBarItems(item) {
                    findings.report(range, "\(name) leaves the screen but sits in .navigationBarItems; declare it in .toolbar as ToolbarItem(placement: .cancellationAction) so the vertical bar shows it at the top with navigation")
                } else if let placement = model.placementText(item) {
                    findings.report(range, "\(name) leaves the screen but is placed \(placement); place it .cancellationAction so the vertical bar shows it at the top with navigation",
                                    fix: model.placementFix(item, to: "cancellationAction", applicability: .safe))
                } else {
                    findings.report(range, "\(name) leaves the screen but has no placement; put it in ToolbarItem(placement: .cancellationAction) so the vertical bar shows it at the top with navigation")
                }
            }
        }
    )
}
