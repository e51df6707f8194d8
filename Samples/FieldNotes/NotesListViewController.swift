import UIKit

final class NotesListViewController: UITableViewController {
    private let store: NoteStore
    private var newestFirst = true
    private var showsPendingOnly = false

    init(store: NoteStore) {
        self.store = store
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private var visibleNotes: [FieldNote] {
        store.notes
            .filter { !showsPendingOnly || !$0.isUploaded }
            .sorted { newestFirst ? $0.createdAt > $1.createdAt : $0.createdAt < $1.createdAt }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Field Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "NoteCell")
        configureBarItems()
    }

    private func configureBarItems() {
        let filterItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), menu: UIMenu(children: [
            UIAction(title: "All Notes", state: showsPendingOnly ? .off : .on) { [weak self] _ in self?.filter(pendingOnly: false) },
            UIAction(title: "Not Uploaded", state: showsPendingOnly ? .on : .off) { [weak self] _ in self?.filter(pendingOnly: true) },
        ]))
        filterItem.accessibilityLabel = "Filter"
        navigationItem.leftBarButtonItem = filterItem

        let editItem = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: .plain, target: self, action: #selector(toggleEditing(_:)))
        let moreItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: makeSortMenu())
#if targetEnvironment(macCatalyst)
        // The Mac window has room for a labelled export button.
        let exportItem = UIBarButtonItem(title: "Export…", style: .plain, target: self, action: #selector(exportCSV))
        navigationItem.rightBarButtonItems = [exportItem, editItem]
#else
        navigationItem.rightBarButtonItems = [moreItem, editItem]
#endif

        let uploadItem = UIBarButtonItem(title: "Upload", image: UIImage(systemName: "icloud.and.arrow.up"),
                                         primaryAction: UIAction { [weak self] _ in self?.uploadPending() })
        let pending = store.pendingUploadCount
        uploadItem.badge = pending > 0 ? .count(pending) : nil
        uploadItem.visibilityPriority = .high
        let composeItem = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in
            self?.openEditor(for: .blank())
        })
        toolbarItems = [uploadItem, UIBarButtonItem.flexibleSpace(), composeItem]

        navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { [weak self] completion in
            completion([
                UIAction(title: "Export as CSV") { _ in self?.exportCSV() },
                UIAction(title: "Delete Uploaded", attributes: .destructive) { _ in
                    self?.store.removeUploaded()
                    self?.tableView.reloadData()
                },
            ])
        }
    }

    private func makeSortMenu() -> UIMenu {
        let sort = { [weak self] (newest: Bool) in
            self?.newestFirst = newest
            self?.tableView.reloadData()
            self?.configureBarItems()
        }
        return UIMenu(title: "Sort", children: [
            UIAction(title: "Newest First", state: newestFirst ? .on : .off) { _ in sort(true) },
            UIAction(title: "Oldest First", state: newestFirst ? .off : .on) { _ in sort(false) },
        ])
    }

    @objc private func toggleEditing(_ sender: UIBarButtonItem) {
        setEditing(!isEditing, animated: true)
        sender.title = isEditing ? "Done" : "Edit"
    }

    private func filter(pendingOnly: Bool) {
        showsPendingOnly = pendingOnly
        tableView.reloadData()
        configureBarItems()
    }

    @objc private func exportCSV() {
        // Quotes inside a title are doubled, as RFC 4180 asks.
        let rows = visibleNotes.map { note in
            "\"\(note.title.replacingOccurrences(of: "\"", with: #""""#))\",\(note.createdAt.ISO8601Format()),\(note.photoURLs.count)"
        }
        let url = URL.temporaryDirectory.appending(path: "FieldNotes.csv")
        try? (["title,created,photos"] + rows).joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
    }

    private func uploadPending() {
        store.markAllUploaded()
        tableView.reloadData()
        configureBarItems()
    }

    private func openEditor(for note: FieldNote) {
        let editor = NoteEditorViewController(note: note, store: store)
        editor.onSave = { [weak self] in
            self?.tableView.reloadData()
            self?.configureBarItems()
        }
        let navigation = UINavigationController(rootViewController: editor)
        navigation.isToolbarHidden = false
        present(navigation, animated: true)
    }

    // MARK: Table view

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visibleNotes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        let note = visibleNotes[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = note.title.isEmpty ? "Untitled" : note.title
        content.secondaryText = note.createdAt.formatted(date: .abbreviated, time: .shortened)
        content.image = UIImage(systemName: note.isUploaded ? "checkmark.icloud" : "icloud.slash")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        store.remove(id: visibleNotes[indexPath.row].id)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        openEditor(for: visibleNotes[indexPath.row])
    }
}
