import SwiftUI

struct ShoppingListView: View {
    @State private var entries: [PantryItem] = PantryItem.samples
    @State private var draft = ""
    @State private var isAdding = false
    @FocusState private var isTyping: Bool

    var body: some View {
        List {
            ForEach(entries) { entry in
                Text(entry.name)
            }
            .onDelete { entries.remove(atOffsets: $0) }
            TextField("Add to the list", text: $draft)
                .focused($isTyping)
                .onSubmit(addDraft)
        }
        .navigationTitle("Shopping")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                EditButton()
            }
            ToolbarItem(placement: .topBarTrailing) {
                ToolbarButton(title: "Add", symbol: "plus") { isTyping = true }
            }
            ToolbarItem(placement: .topBarTrailing) {
                ShareButton { share() }
            }
            ToolbarItem(placement: .keyboard) {
                ToolbarButton(title: "Done", symbol: "keyboard.chevron.compact.down") { isTyping = false }
            }
        }
    }

    func addDraft() {
        guard !draft.isEmpty else { return }
        entries.append(PantryItem(name: draft))
        draft = ""
    }

    func share() {}
}
