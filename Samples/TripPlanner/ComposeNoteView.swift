import SwiftUI
import PhotosUI

struct ComposeNoteView: View {
    let trip: Trip
    @Environment(TripStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    @State private var photo: PhotosPickerItem?
    @State private var showsPhotoPicker = false
    @State private var tagsPlace = false
    @FocusState private var editorFocused: Bool

    private var trimmed: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    var body: some View {
        // Still the NavigationView from the iOS 15 version of this screen.
        NavigationView {
            TextEditor(text: $text)
                .focused($editorFocused)
                .padding(.horizontal)
                .navigationTitle("Note")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(role: .cancel) { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Post", systemImage: "paperplane") { post() }
                            .disabled(trimmed.isEmpty)
                    }
                    ToolbarItemGroup(placement: .keyboard) {
                        Button("Timestamp") { text += Date.now.formatted(date: .omitted, time: .shortened) + " " }
                        Spacer()
                        Button("Hide Keyboard", systemImage: "keyboard.chevron.compact.down") { editorFocused = false }
                    }
                }
                .safeAreaInset(edge: .bottom) {
                    HStack(spacing: 24) {
                        Button("Photo", systemImage: "photo.on.rectangle") { showsPhotoPicker = true }
                        Button(tagsPlace ? "Place Tagged" : "Tag Place",
                               systemImage: tagsPlace ? "mappin.circle.fill" : "mappin.circle") {
                            tagsPlace.toggle()
                        }
                        Spacer()
                        Text("\(text.count)/500").monospacedDigit().foregroundStyle(.secondary)
                    }
                    .labelStyle(.iconOnly)
                    .padding()
                    .background(.bar)
                }
                .photosPicker(isPresented: $showsPhotoPicker, selection: $photo, matching: .images)
        }
        .navigationViewStyle(.stack)
        .onAppear { editorFocused = true }
    }

    private func post() {
        var note = trimmed
        if tagsPlace, let stop = trip.stops.last(where: { $0.arrival <= .now }) {
            note += "\nAt \(stop.name)"
        }
        if photo != nil { note += " [photo]" }
        store.addNote(note, to: trip.id)
        dismiss()
    }
}
