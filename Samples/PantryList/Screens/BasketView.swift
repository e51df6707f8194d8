import SwiftUI

struct BasketView: View {
    @State private var items: [PantryItem] = PantryItem.samples
    @State private var isAdding = false

    private let expiringSoon = 3
    private let stock = 0.6
    private let total: Decimal = 23.40

    var body: some View {
        NavigationStack {
            List(items) { item in
                Text(item.name)
            }
            .navigationTitle("Basket")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    ExpiryBadge(count: expiringSoon)
                }
                .axisBehavior(.verticalPreferred)
                ToolbarItem(placement: .topBarTrailing) {
                    StockRing(fraction: stock)
                }
                .axisBehavior(.verticalPreferred)
                ToolbarItem(placement: .bottomBar) {
                    BasketTotal(total: total)
                }
                .axisBehavior(.verticalPreferred)
                ToolbarItem(placement: .bottomBar) {
                    ToolbarButton(title: "Add", symbol: "plus") { isAdding = true }
                }
            }
            .sheet(isPresented: $isAdding) {
                AddItemView()
            }
        }
    }
}
