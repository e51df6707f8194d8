import SwiftUI
import CoreLocation

@main
struct TripPlannerApp: App {
    @State private var store = TripStore()

    var body: some Scene {
        WindowGroup {
            TabView {
                Tab("Trips", systemImage: "suitcase") {
                    TripListView()
                        .toolbarVerticalCompressionBehavior(.prefersTabBar)
                }
                Tab("Map", systemImage: "map") {
                    // On the road the map actions matter more than switching tabs.
                    NavigationStack { RouteMapView() }
                        .toolbarVerticalCompressionBehavior(.prefersToolbarItems)
                }
            }
            .environment(store)
        }
    }
}

// MARK: - Model

struct Stop: Identifiable, Hashable {
    enum Kind: String {
        case flight = "airplane", lodging = "bed.double", sight = "binoculars", food = "fork.knife"
        var symbol: String { rawValue }
    }

    var id = UUID()
    var name: String
    var kind: Kind
    var arrival: Date
    var latitude: Double
    var longitude: Double
    var notes = ""
    var visited = false
    var boardingPassCode: String?

    var coordinate: CLLocationCoordinate2D { .init(latitude: latitude, longitude: longitude) }
}

struct Trip: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var startDate: Date
    var endDate: Date
    var budget: Decimal
    var stops: [Stop] = []
    var notes: [String] = []

    var shareURL: URL { URL(string: "https://tripplanner.app/t/\(id.uuidString.lowercased())")! }

    func duplicated() -> Trip {
        Trip(name: name + " (Copy)", startDate: startDate, endDate: endDate, budget: budget, stops: stops)
    }
}

@Observable
final class TripStore {
    var trips: [Trip] = [.lisbon]
    var pendingInvites = ["Maya Lindqvist", "Jonas Berger"]

    func save(_ trip: Trip) {
        if let index = trips.firstIndex(where: { $0.id == trip.id }) {
            trips[index] = trip
        } else {
            trips.append(trip)
        }
    }

    func addNote(_ text: String, to tripID: Trip.ID) {
        guard let index = trips.firstIndex(where: { $0.id == tripID }) else { return }
        trips[index].notes.append(text)
    }

    func delete(at offsets: IndexSet) { trips.remove(atOffsets: offsets) }
}

extension Trip {
    static let lisbon: Trip = {
        let day = { (d: Int, h: Int) in Calendar.current.date(from: DateComponents(year: 2027, month: 5, day: d, hour: h))! }
        return Trip(name: "Lisbon Long Weekend", startDate: day(14, 9), endDate: day(17, 20), budget: 1_450, stops: [
            Stop(name: "TP 1351 to Lisbon", kind: .flight, arrival: day(14, 11), latitude: 38.7742, longitude: -9.1342,
                 boardingPassCode: "M1LINDQVIST/MAYA ETP1351"),
            Stop(name: "Casa do Alfama", kind: .lodging, arrival: day(14, 14), latitude: 38.7115, longitude: -9.1300),
            Stop(name: "Torre de Belém", kind: .sight, arrival: day(15, 10), latitude: 38.6916, longitude: -9.2160),
            Stop(name: "Cervejaria Ramiro", kind: .food, arrival: day(15, 20), latitude: 38.7206, longitude: -9.1359),
        ])
    }()
}
