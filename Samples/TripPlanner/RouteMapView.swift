import SwiftUI
import MapKit

struct RouteMapView: View {
    @Environment(TripStore.self) private var store
    @State private var position: MapCameraPosition = .automatic
    @State private var selectedStopID: Stop.ID?
    @State private var travelMode = TravelMode.driving
    @State private var showsTraffic = false
    @State private var showsItinerary = false
    @State private var isFullScreen = false

    enum TravelMode: String, CaseIterable { case driving = "car", walking = "figure.walk", transit = "tram" }

    private var trip: Trip? { store.trips.first { $0.endDate >= .now } ?? store.trips.last }
    private var stops: [Stop] { trip?.stops ?? [] }

    var body: some View {
        Map(position: $position, selection: $selectedStopID) {
            ForEach(stops) { stop in
                Marker(stop.name, systemImage: stop.kind.symbol, coordinate: stop.coordinate)
                    .tag(stop.id)
            }
        }
        .mapStyle(.standard(showsTraffic: showsTraffic))
        .navigationTitle(trip?.name ?? "Route")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            // The itinerary is also in the Trips tab, so it may stay off the side bar.
            ToolbarItem(placement: .topBarLeading) {
                Button("Itinerary") { showsItinerary = true }
            }
            .axisBehavior(.horizontalOnly)
            ToolbarItem(placement: .topBarTrailing) {
                RouteProgressBadge(visited: stops.filter(\.visited).count, total: stops.count)
            }
            .axisBehavior(.verticalPreferred)
            ToolbarItem(placement: .topBarTrailing) {
                Toggle("Traffic", systemImage: "car.2", isOn: $showsTraffic)
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button(isFullScreen ? "Exit Full Screen" : "Full Screen",
                       systemImage: isFullScreen ? "arrow.down.right.and.arrow.up.left"
                                                 : "arrow.up.left.and.arrow.down.right") {
                    withAnimation { isFullScreen.toggle() }
                }
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Recenter", systemImage: "location") { position = .automatic }
                Spacer()
                Picker("Travel Mode", selection: $travelMode) {
                    ForEach(TravelMode.allCases, id: \.self) { Image(systemName: $0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
            }
        }
        // Before 2.3 this was a plain .toolbarVerticalBehavior(.disabled).
        .toolbarVerticalBehavior(isFullScreen ? .disabled : .automatic)
        .toolbar(isFullScreen ? .hidden : .visible, for: .tabBar)
        .overlay(alignment: .bottom) {
            if let stop = stops.first(where: { $0.id == selectedStopID }) {
                HStack {
                    Image(systemName: stop.kind.symbol)
                    Text(stop.name).font(.headline)
                    Text(stop.arrival, style: .relative).foregroundStyle(.secondary)
                }
                .padding(12)
                .background(.regularMaterial, in: Capsule())
            }
        }
        .sheet(isPresented: $showsItinerary) {
            NavigationStack {
                List(stops) { Label($0.name, systemImage: $0.kind.symbol) }
                    .navigationTitle("Itinerary")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Close", systemImage: "xmark") { showsItinerary = false }
                        }
                    }
            }
        }
    }
}

/// Visited/total ring shown in the map toolbar.
struct RouteProgressBadge: View {
    let visited: Int
    let total: Int
    @Environment(\.toolbarVerticalEdge) private var verticalEdge

    var body: some View {
        HStack(spacing: 6) {
            Gauge(value: total == 0 ? 0 : Double(visited) / Double(total)) { EmptyView() }
                .gaugeStyle(.accessoryCircularCapacity)
                .frame(width: 28, height: 28)
            // The side bar has a fixed width: the ring goes there alone.
            if verticalEdge == nil {
                Text("\(visited)/\(total)").font(.footnote.monospacedDigit())
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(visited) of \(total) stops visited")
    }
}
