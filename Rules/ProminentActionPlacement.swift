import DuobarModel

extension Rule {
    static let prominentActionPlacement = Rule(
        id: "prominent-action-placement",
        severity: .warning,
        summary: "A Done-like action (Done, Save, Send, a checkmark, `role: .confirm`) that is not placed as the prominent action.",
        rationale: """
            The vertical bar orders its controls by meaning: navigation at the top, then the one action that \
            completes the screen, pinned where the thumb expects it, then everything else. It can only pin the \
            action you placed as prominent. A Done or Save placed `.topBarTrailing`, `.primaryAction` or in a \
            bottom bar is treated as an ordinary item and may drift down the bar or into the overflow menu.
            """,
        remedy: """
            Place it `.confirmationAction` (any iOS version), or `.topBarPinnedTrailing` where the app requires \
            a version that has it. In UIKit, put the item in `navigationItem.pinnedTrailingGroup`.
            """,
        triggering: [
            """
            .toolbar {
                ToolbarItem(placement: ↓.topBarTrailing) {
                    if isNew {
                        Button("Save", systemImage: "checkmark") { save() }
                    }
                    if isEditing {
                        Button("Done", systemImage: "checkmark") { finish() }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: ↓.topBarTrailing) {
                    Button("Save", systemImage: "checkmark") { save() }
                }
            }
            """,
            """
            .toolbar {
                ↓Button("Done", systemImage: "checkmark") { dismiss() }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: ↓.navigationBarTrailing) {
                    Button { send() } label: { Image(systemName: "checkmark.circle.fill") }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: ↓.primaryAction) {
                    Button(role: .confirm) { publish() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: ↓ToolbarItemPlacement.bottomBar) {
                    Button(L10n.Compose.postButton, systemImage: "paperplane") { post() }
                    Button("Attach", systemImage: "paperclip") { attach() }
                }
            }
            """,
            """
            navigationItem.rightBarButtonItem = ↓UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(finish))
            """,
            """
            struct NoteEditor: View {
                var body: some View {
                    TextEditor(text: $draft).toolbar {
                        ToolbarItem(placement: ↓.topBarTrailing) { saveButton }
                    }
                }

                private var saveButton: some View {
                    Button { save() } label: { Text("Save").bold() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: ↓.topBarTrailing) {
                    Button { Task { await send() } } label: {
                        if isSending { ProgressView() } else { Text("Send") }
                    }
                }
            }
            """,
            """
            let confirm = ↓UIBarButtonItem(title: String(localized: "order.confirm"), image: nil, target: self, action: #selector(placeOrder))
            toolbarItems = [.flexibleSpace(), confirm]
            """,
            """
            func setUpNavigationItem() {
                let nextButtonTitle = NSLocalizedString("Save", comment: "Saves the shared note")
                navigationItem.rightBarButtonItem = ↓UIBarButtonItem(title: nextButtonTitle, style: .plain, target: self, action: #selector(save))
            }
            """,
            """
            // Putting the keyboard away is not ending a mode: this Done submits the edit.
            final class EditStepViewController: UIViewController {
                private lazy var doneItem = ↓UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneButtonDidClick))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = doneItem
                }

                @objc private func doneButtonDidClick() {
                    view.endEditing(true)
                    interactor.submitStepSource()
                }
            }
            """,
        ],
        nonTriggering: [
            """
            // A navigation controller's own item is on no bar: the picker's Done is never shown.
            final class SeasonsViewController: UIViewController {
                func pickYear() {
                    let nav = UINavigationController(rootViewController: YearPickerViewController())
                    nav.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in })
                    present(nav, animated: true)
                }
            }
            """,
            """
            // Shown while typing: Done puts the keyboard away and brings Hint back; the screen stays.
            final class ChallengeViewController: UIViewController {
                func textViewDidBeginEditing(_ textView: UITextView) {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(showHintButton))
                }

                @objc func showHintButton() {
                    editor.resignFirstResponder()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Hint", style: .plain, target: self, action: #selector(hint))
                }
            }
            """,
            """
            // Done leaves the item's edit mode: the model is sent a case named for it; the screen stays.
            final class ItemDetailViewController: UIViewController {
                func showEditing() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
                        self?.view.endEditing(true)
                        self?.viewModel.process(action: .endEditing)
                    })
                }
            }
            """,
            """
            final class TunnelListViewController: UITableViewController {
                func showSwiped() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneButtonTapped))
                }

                @objc func doneButtonTapped() {
                    state = .normal
                    tableView.setEditing(false, animated: true)
                }
            }
            """,
            """
            struct FilterSheet: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    FilterList(filters: $filters).toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Apply", systemImage: "checkmark") { dismiss() }
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Button("Save", systemImage: "bookmark") { askForSearchName() }
                        }
                    }
                }
            }
            """,
            """
            if isEditing {
                let finish = UIAction { _ in self.setEditing(false, animated: true) }
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: finish)
            }
            """,
            """
            navigationItem.rightBarButtonItem = isSelecting
                ? UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(endSelection))
                : UIBarButtonItem(title: "Select", image: UIImage(systemName: "checkmark.circle"), target: self, action: #selector(beginSelection))
            """,
            """
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                navigationItem.rightBarButtonItem = editing
                    ? UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(stopEditing))
                    : UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addSource))
            }
            """,
            """
            .toolbar {
                if isEditing {
                    Button("Done") { withAnimation { isEditing = false } }
                } else {
                    Button("Edit", systemImage: "pencil") { isEditing = true }
                }
            }
            """,
            """
            // The old modifier has no placement to fix: deprecated-bar-placement says to move it.
            Form { TextField("Name", text: $name) }
                .navigationBarItems(trailing: Button("Save", systemImage: "checkmark") { save() })
            """,
            """
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done", systemImage: "checkmark") { dismiss() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    Button("Send", systemImage: "paperplane") { send() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Save Draft", systemImage: "tray.and.arrow.down") { saveDraft() }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focusedField = nil }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Export", systemImage: "square.and.arrow.up") {
                        Button("Save") { export() }
                        Button("Send") { send() }
                    }
                }
            }
            """,
            """
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(Strings.saveSearchTitle, systemImage: "magnifyingglass") { keepSearch() }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Verified", systemImage: "checkmark.seal") { showBadge() }
                }
            }
            """,
            """
            // ToolbarItem(placement: .topBarTrailing) { Button("Done") { dismiss() } }
            let hint = "Button(\\"Save\\") placed .primaryAction"
            """,
            """
            #if os(macOS)
            Form { }
                .toolbar {
                    Button("Apply") { apply() }
                }
            #endif
            """,
            """
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    if isEditing {
                        Button("Delete", systemImage: "trash", role: .destructive) { deleteSelection() }
                    }
                    if isReordering {
                        Button("Save", systemImage: "checkmark") { saveOrder() }
                    }
                }
            }
            """,
            """
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .done, target: self, action: #selector(edit))
            navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))], representativeItem: nil)
            """,
        ],
        instead: """
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", systemImage: "checkmark") { save() }
                }
            }
            """,
        exemptions: [
            "Items placed `.confirmationAction` or `.topBarPinnedTrailing`, and UIKit items in `pinnedTrailingGroup` or `additionalOverflowItems`.",
            "Keyboard toolbars, title content, `ToolbarOverflowMenu` and the entries of a `Menu`.",
            "Views given to `.navigationBarItems(…)` where `deprecated-bar-placement` reports the modifier (the deployment target is unknown or iOS 17 or later): its advice, to declare them as toolbar items, comes first. Where the app supports iOS before 17 they are reported, with that advice.",
            "UIKit `style: .done` alone: it is only the older bold style.",
            "Titles that only contain a word (`Save Draft`, `Strings.saveSearchTitle`) and symbols that only start with one (`checkmark.seal`).",
            "Items whose label differs between states, and placements written as a condition or a variable.",
            "A `ToolbarItem` that shows other actions in other states (`if isEditing { Delete } if isReordering { Save }`): its one placement is theirs too.",
            "A SwiftUI Done-like item whose action, written in place, does not dismiss, in a type whose other Done-like item's action does (a Save that stores a search beside an Apply that closes the sheet): the one that dismisses completes the screen and is reported if misplaced.",
            "A Done that ends a mode on the same screen: inside `if flag { … }` (or its `else`), with an action that only assigns or toggles `flag` (possibly in `withAnimation`) and never dismisses, as for `dismiss-placement`'s Cancel. It finishes editing; the screen stays.",
            "UIKit: an item whose action is a method named for a mode of the screen — editing, selecting, searching or reordering (`#selector(stopEditing)`, `#selector(editButtonTapped)`, `#selector(endSelection)`) — and not for completing (`completeEditing`, `saveEdit`): it ends the mode; the screen stays.; so is a `primaryAction:` `UIAction` whose handler calls such a method (`setEditing(false, animated: true)`) and never dismisses or pops, and an action whose method, declared in the same file (`#selector(doneButtonTapped)`), does the same and calls nothing named for completing",
        ],
        fix: RuleFix(
            .safe,
            summary: """
                A SwiftUI placement argument becomes `.confirmationAction` (iOS 14 and later), or \
                `.topBarPinnedTrailing` when the deployment target is known to be iOS 27.1 or later. Items with no \
                placement argument, a group's shared placement and UIKit items are left for you to move.
                """,
            examples: [
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.topBarTrailing) {
                            Button("Save", systemImage: "checkmark") { save() }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save", systemImage: "checkmark") { save() }
                        }
                    }
                    """),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.topBarTrailing) {
                            Button("Save", systemImage: "checkmark") { save() }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .topBarPinnedTrailing) {
                            Button("Save", systemImage: "checkmark") { save() }
                        }
                    }
                    """, deploymentTarget: "27.1"),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.navigationBarTrailing) {
                            Button { send() } label: { Image(systemName: "checkmark.circle.fill") }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button { send() } label: { Image(systemName: "checkmark.circle.fill") }
                        }
                    }
                    """),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.primaryAction) {
                            Button(role: .confirm) { publish() }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button(role: .confirm) { publish() }
                        }
                    }
                    """),
                FixExample("""
                    struct NoteEditor: View {
                        var body: some View {
                            TextEditor(text: $draft).toolbar {
                                ToolbarItem(placement: ↓.topBarTrailing) { saveButton }
                            }
                        }

                        private var saveButton: some View {
                            Button { save() } label: { Text("Save").bold() }
                        }
                    }
                    """, """
                    struct NoteEditor: View {
                        var body: some View {
                            TextEditor(text: $draft).toolbar {
                                ToolbarItem(placement: .confirmationAction) { saveButton }
                            }
                        }

                        private var saveButton: some View {
                            Button { save() } label: { Text("Save").bold() }
                        }
                    }
                    """),
                FixExample("""
                    .toolbar {
                        ToolbarItem(placement: ↓.topBarTrailing) {
                            Button { Task { await send() } } label: {
                                if isSending { ProgressView() } else { Text("Send") }
                            }
                        }
                    }
                    """, """
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button { Task { await send() } } label: {
                                if isSending { ProgressView() } else { Text("Send") }
                            }
                        }
                    }
                    """),
                FixExample("""
                    struct ComposeScreen: View {
                        var body: some View {
                            MessageEditor(text: $text).toolbar {
                                ToolbarItem(placement: ↓.topBarTrailing) {
                                    Button("Send", systemImage: "paperplane") { send(); dismiss() }
                                }
                                ToolbarItem(placement: .bottomBar) {
                                    Button("Save", systemImage: "tray.and.arrow.down") { saveDraft() }
                                }
                            }
                        }
                    }
                    """, """
                    struct ComposeScreen: View {
                        var body: some View {
                            MessageEditor(text: $text).toolbar {
                                ToolbarItem(placement: .confirmationAction) {
                                    Button("Send", systemImage: "paperplane") { send(); dismiss() }
                                }
                                ToolbarItem(placement: .bottomBar) {
                                    Button("Save", systemImage: "tray.and.arrow.down") { saveDraft() }
                                }
                            }
                        }
                    }
                    """),
            ]
        ),
        markers: ["oolbar", "BarButtonItem"],
        check: { model, findings in
            var reported = Set<Int>()
            for (item, kind) in model.misplacedActions() where kind == .doneLike {
                let range = model.placementOrControl(item)
                guard reported.insert(range.start).inserted else { continue }
                let name = model.actionName(item)
                if item.framework == .uiKit {
                    findings.report(range, "\(name) completes the screen but sits in \(model.positionText(item)); put it in navigationItem.pinnedTrailingGroup so the vertical bar pins it below the navigation items")
                } else if model.isInNavigationBarItems(item) {
                    findings.report(range, "\(name) completes the screen but sits in .navigationBarItems; declare it in .toolbar as ToolbarItem(placement: .confirmationAction) so the vertical bar pins it below the navigation items")
                } else if let placement = model.placementText(item) {
                    // `.topBarPinnedTrailing` only where every supported version has it.
                    let member = model.deploymentTarget.isKnownAtLeast(27, 1) ? "topBarPinnedTrailing" : "confirmationAction"
                    findings.report(range, "\(name) completes the screen but is placed \(placement); place it .confirmationAction (or .topBarPinnedTrailing) so the vertical bar pins it below the navigation items",
                                    fix: model.placementFix(item, to: member, applicability: .safe))
                } else {
                    findings.report(range, "\(name) completes the screen but has no placement; put it in ToolbarItem(placement: .confirmationAction) (or .topBarPinnedTrailing) so the vertical bar pins it below the navigation items")
                }
            }
        }
    )
}
