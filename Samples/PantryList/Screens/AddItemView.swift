import SwiftUI

struct AddItemView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    CloseButton { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    ToolbarButton(title: "Add", symbol: "plus") { dismiss() }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Scan Barcode") { scan() }
                }
            }
        }
    }

    func scan() {}
}

struct AddItemView_Previews: PreviewProvider {
    static var previews: some View {
        AddItemView()
            .toolbar {
                Button("Preview Only") {}
            }
    }
}
