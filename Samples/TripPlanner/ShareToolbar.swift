import SwiftUI

/// Bottom-bar sharing actions for a trip.
///
/// ```swift
/// .toolbar {
///     TripShareToolbar(trip: trip) { store.save(trip.duplicated()) }
///     ToolbarItem { Button("Share") { } }   // not like this: give every item a symbol
/// }
/// ```
struct TripShareToolbar: ToolbarContent {
    let trip: Trip
    var onDuplicate: () -> Void

    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .bottomBar) {
            ShareLink(item: trip.shareURL)
            Button("Duplicate", systemImage: "plus.square.on.square", action: onDuplicate)
        }
        ToolbarSpacer(.flexible, placement: .bottomBar)
        ToolbarItem(placement: .bottomBar) {
            Button("Copy Link", systemImage: "link") { UIPasteboard.general.url = trip.shareURL }
        }
        ToolbarOverflowMenu {
            Button("Print Itinerary") { printItinerary() }
            Button { openInMaps() } label: {
                Image(systemName: "map")
            }
        }
    }

    private func openInMaps() {
        let points = trip.stops.map { "\($0.latitude),\($0.longitude)" }
        guard let first = points.first, let url = URL(string: "maps://?saddr=\(first)&daddr=\(points.dropFirst().joined(separator: "+to:"))")
        else { return }
        UIApplication.shared.open(url)
    }

    private func printItinerary() {
        let info = UIPrintInfo.printInfo()
        info.jobName = trip.name
        let controller = UIPrintInteractionController.shared
        controller.printInfo = info
        controller.printFormatter = UISimpleTextPrintFormatter(text: """
            \(trip.name)
            \(trip.startDate.formatted(date: .long, time: .omitted)) – \(trip.endDate.formatted(date: .long, time: .omitted))

            \(trip.stops.map { "\($0.arrival.formatted(date: .abbreviated, time: .shortened))  \($0.name)" }.joined(separator: "\n"))
            """)
        controller.present(animated: true)
    }
}
