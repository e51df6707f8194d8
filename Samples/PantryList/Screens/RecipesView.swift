import SwiftUI

struct RecipesView: View {
    @State private var cooking: PantryItem?

    var body: some View {
        NavigationStack {
            List(PantryItem.samples) { item in
                Button(item.name) { cooking = item }
            }
            .navigationTitle("Recipes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    SearchButton { }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    ShareButton { }
                }
            }
            .sheet(item: $cooking) { item in
                NavigationStack {
                    Text("Cooking \(item.name)")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                CloseButton { cooking = nil }
                            }
                            ToolbarItem(placement: .bottomBar) {
                                ToolbarButton(title: "Start Timer", symbol: "timer") { }
                            }
                            ToolbarItem(placement: .bottomBar) {
                                ToolbarButton(title: "Reset", symbol: "arrow.counterclockwise") { }
                            }
                        }
                }
            }
        }
    }
}
