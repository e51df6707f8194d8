import SwiftUI

struct TripEditorView: View {
    @Environment(TripStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var draft: Trip
    @FocusState private var focusedField: Field?
    private let isNew: Bool

    enum Field { case name, budget }

    init(trip: Trip?) {
        isNew = trip == nil
        let start = Calendar.current.startOfDay(for: .now)
        _draft = State(initialValue: trip ?? Trip(name: "", startDate: start,
                                                  endDate: start.addingTimeInterval(3 * 86_400), budget: 0))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Trip") {
                    TextField("Name", text: $draft.name)
                        .focused($focusedField, equals: .name)
                    DatePicker("Starts", selection: $draft.startDate, displayedComponents: .date)
                    DatePicker("Ends", selection: $draft.endDate, in: draft.startDate..., displayedComponents: .date)
                }
                Section("Budget") {
                    TextField("Budget", value: $draft.budget, format: .currency(code: "EUR"))
                        .keyboardType(.decimalPad)
                        .focused($focusedField, equals: .budget)
                }
            }
            .navigationTitle(isNew ? "New Trip" : "Edit Trip")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarRole(.editor)
            .toolbarBackground(.visible, for: .navigationBar)
            // 2.0 moved these off ToolbarItem(placement: .navigationBarTrailing) { Button("Save") { … } }.
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Save") { store.save(draft); dismiss() }
                        .disabled(draft.name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Next Field", systemImage: "chevron.down") { focusedField = .budget }
                        .disabled(focusedField == .budget)
                    Spacer()
                    Button("Done") { focusedField = nil }
                }
            }
        }
    }
}
