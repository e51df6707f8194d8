import SwiftUI
import WatchKit

// The watch app: no iPhone bar, so nothing here is reported.
struct WatchPantryView: View {
    var body: some View {
        NavigationStack {
            Text("Pantry")
                .toolbar {
                    Button("Refresh") {}
                }
        }
    }
}
