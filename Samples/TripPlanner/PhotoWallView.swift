import SwiftUI

/// The photos of one trip in a grid, with a floating button to add more.
struct PhotoWallView: View {
    @Environment(\.layoutDirection) private var layoutDirection
    let trip: Trip
    @State private var photos: [String] = []
    @State private var showsPicker = false
    @State private var selected: String?

    private let columns = [GridItem(.adaptive(minimum: 96), spacing: 2)]

    /// Captions follow the reading direction, as text should.
    private var captionAlignment: TextAlignment {
        layoutDirection == .rightToLeft ? .trailing : .leading
    }

    var body: some View {
        // The add button was put on the trailing side "away from the bar"; in a right-to-left
        // language that is where the vertical bar of the outer display is.
        ZStack(alignment: layoutDirection == .rightToLeft ? .bottomLeading : .bottomTrailing) {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(photos, id: \.self) { name in
                        Image(name)
                            .resizable()
                            .scaledToFill()
                            .frame(minHeight: 96)
                            .clipped()
                            .onTapGesture { withAnimation { selected = name } }
                    }
                }
                Text("\(photos.count) photos from \(trip.name)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(captionAlignment)
                    .padding()
            }
            Button("Add Photo", systemImage: "plus") { showsPicker = true }
                .labelStyle(.iconOnly)
                .buttonStyle(.borderedProminent)
                .clipShape(Circle())
                .padding(20)
        }
        .overlay {
            if let selected {
                Image(selected)
                    .resizable()
                    .scaledToFit()
                    .background(.black)
                    .transition(.move(edge: layoutDirection == .rightToLeft ? .leading : .trailing))
                    .onTapGesture { withAnimation { self.selected = nil } }
            }
        }
        .navigationTitle("Photos")
    }
}
