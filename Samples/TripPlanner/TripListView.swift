import SwiftUI

struct TripListView: View {
    @Environment(TripStore.self) private var store
    @State private var searchText = ""
    @State private var sortOrder = SortOrder.startDate
    @State private var isAddingTrip = false
    @State private var showsInvites = false

    enum SortOrder: String, CaseIterable { case startDate = "Start Date", name = "Name", budget = "Budget" }

    private var visibleTrips: [Trip] {
        let matches = store.trips.filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
        switch sortOrder {
        case .startDate: return matches.sorted { $0.startDate < $1.startDate }
        case .name: return matches.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        case .budget: return matches.sorted { $0.budget > $1.budget }
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(visibleTrips) { trip in
                    NavigationLink(value: trip) {
                        LabeledContent(trip.name, value: (trip.startDate..<trip.endDate).formatted(.interval.day().month()))
                    }
                }
                .onDelete(perform: store.delete)
            }
            .navigationTitle("Trips")
            .searchable(text: $searchText)
            .navigationDestination(for: Trip.self) { trip in
                TripDetailView(trip: trip)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Invites", systemImage: "person.2") { showsInvites = true }
                        .badge(store.pendingInvites.count)
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Picker("Sort By", selection: $sortOrder) {
                            ForEach(SortOrder.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                        }
                    }
                    Menu {
                        Button("Duplicate Latest", systemImage: "plus.square.on.square") { duplicateLatest() }
                        Button("Delete Past Trips") { store.trips.removeAll { $0.endDate < .now } }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
                .visibilityPriority(.low)
                DefaultToolbarItem(kind: .search, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) {
                    Button("New Trip", systemImage: "plus") { isAddingTrip = true }
                }
            }
            #if os(macOS)
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button("Duplicate") { duplicateLatest() }
                }
            }
            #endif
            .sheet(isPresented: $isAddingTrip) { TripEditorView(trip: nil) }
            .sheet(isPresented: $showsInvites) {
                List(store.pendingInvites, id: \.self) { Label($0, systemImage: "person.crop.circle.badge.questionmark") }
                    .presentationDetents([.medium])
            }
        }
    }

    private func duplicateLatest() {
        guard let latest = store.trips.max(by: { $0.startDate < $1.startDate }) else { return }
        store.save(latest.duplicated())
    }
}

struct TripDetailView: View {
    let trip: Trip
    @Environment(TripStore.self) private var store
    @State private var isEditing = false
    @State private var composingNote = false
    @State private var showsNotes = false

    var body: some View {
        List {
            Section("Stops") {
                ForEach(trip.stops) { stop in
                    NavigationLink(value: stop) {
                        Label(stop.name, systemImage: stop.kind.symbol)
                    }
                }
            }
            LabeledContent("Budget", value: trip.budget, format: .currency(code: "EUR"))
        }
        .navigationTitle(trip.name)
        .toolbarTitleMenu {
            Button("Rename Trip") { isEditing = true }
            Button("New Note") { composingNote = true }
        }
        .navigationDestination(for: Stop.self) { stop in
            StopDetailView(stop: stop)
        }
        .toolbar {
            TripShareToolbar(trip: trip) { store.save(trip.duplicated()) }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Edit") { isEditing = true }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button { showsNotes = true } label: {
                    Label("\(trip.notes.count)", systemImage: "note.text")
                }
            }
        }
        .sheet(isPresented: $isEditing) { TripEditorView(trip: trip) }
        .sheet(isPresented: $composingNote) { ComposeNoteView(trip: trip) }
        .sheet(isPresented: $showsNotes) {
            List(trip.notes, id: \.self) { Text($0) }
                .presentationDetents([.medium, .large])
        }
    }
}
