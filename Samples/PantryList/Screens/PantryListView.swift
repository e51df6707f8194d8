import SwiftUI

struct PantryListView: View {
    @State private var items: [PantryItem] = PantryItem.samples
    @State private var isAdding = false
    @State private var isSearching = false

    var body: some View {
        NavigationStack {
            List(items) { item in
                Text(item.name)
            }
            .navigationTitle("Pantry")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Avatar(initials: "JA")
                }
                ToolbarItem(placement: .topBarTrailing) {
                    SearchButton { isSearching = true }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button { isAdding = true } label: {
                        AppIcon(.plus)
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    ShareButton { share() }
                }
                ToolbarItem(placement: .bottomBar) {
                    PillLabel(text: "Sale")
                }
            }
            .sheet(isPresented: $isAdding) {
                AddItemView()
            }
        }
    }

    func share() {}
}

#Preview("Pantry, with a preview toolbar") {
    NavigationStack {
        Text("Preview")
            .toolbar {
                Button("Reload") {}
            }
    }
}
