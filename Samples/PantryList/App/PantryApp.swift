import SwiftUI

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            RootTabs()
        }
    }
}

/// The app's three sections. The pantry keeps its toolbar before the tabs; the shopping
/// list has not decided yet.
struct RootTabs: View {
    enum Section: Hashable {
        case pantry, shopping, recipes
    }

    @State private var selection = Section.pantry

    var body: some View {
        TabView(selection: $selection) {
            Tab("Pantry", systemImage: "refrigerator", value: Section.pantry) {
                PantryListView()
                    .toolbarVerticalCompressionBehavior(.prefersToolbarItems)
            }
            Tab("Shopping", systemImage: "cart", value: Section.shopping) {
                ShoppingTab()
            }
            Tab("Recipes", systemImage: "book", value: Section.recipes) {
                RecipesView()
            }
        }
    }
}

/// The shopping list in a navigation stack of its own, so that it keeps its place when
/// people switch tabs.
struct ShoppingTab: View {
    var body: some View {
        NavigationStack {
            ShoppingListView()
        }
    }
}
