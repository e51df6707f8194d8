import SwiftUI
import CoreImage.CIFilterBuiltins

struct StopDetailView: View {
    @State var stop: Stop
    @State private var isEditingNotes = false
    @State private var showsBoardingPass = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        Form {
            Section {
                LabeledContent("Arrives", value: stop.arrival.formatted(date: .abbreviated, time: .shortened))
                LabeledContent("Type", value: String(describing: stop.kind).capitalized)
            }
            Section("Notes") {
                if isEditingNotes {
                    TextEditor(text: $stop.notes).frame(minHeight: 140)
                } else {
                    Text(stop.notes.isEmpty ? "No notes for this stop." : stop.notes)
                        .foregroundStyle(stop.notes.isEmpty ? .secondary : .primary)
                }
            }
        }
        .navigationTitle(stop.name)
        .toolbar {
            stopActions
            ToolbarItem(placement: .principal) {
                VStack(spacing: 0) {
                    Text(stop.name).font(.headline)
                    Text(stop.arrival, style: .date).font(.caption).foregroundStyle(.secondary)
                }
            }
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("Mark Visited", systemImage: "checkmark.circle") { stop.visited.toggle() }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    withAnimation { isEditingNotes.toggle() }
                } label: {
                    if isEditingNotes {
                        Text("Done")
                    } else {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
        }
        .sheet(isPresented: $showsBoardingPass) {
            // Gate scanners want the code centered at full width, so this sheet keeps horizontal bars.
            BoardingPassView(code: stop.boardingPassCode ?? "")
                .toolbarVerticalBehavior(.disabled)
        }
    }

    @ToolbarContentBuilder
    private var stopActions: some ToolbarContent {
        ToolbarItem(placement: .topBarPinnedTrailing) {
            Button("Directions", systemImage: "arrow.triangle.turn.up.right.diamond") {
                if let url = URL(string: "maps://?daddr=\(stop.latitude),\(stop.longitude)") { openURL(url) }
            }
        }
        if stop.kind == .flight {
            ToolbarItem(placement: .topBarPinnedTrailing) {
                Button("Boarding Pass", systemImage: "qrcode") { showsBoardingPass = true }
            }
        }
    }
}

struct BoardingPassView: View {
    let code: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                qrImage.map { Image(uiImage: $0).interpolation(.none).resizable().scaledToFit().padding(32) }
                Text(code).font(.title3.monospaced())
            }
            .navigationTitle("Boarding Pass")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close", systemImage: "xmark") { dismiss() }
                }
            }
        }
    }

    private var qrImage: UIImage? {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(code.utf8)
        guard let output = filter.outputImage,
              let cgImage = CIContext().createCGImage(output, from: output.extent) else { return nil }
        return UIImage(cgImage: cgImage)
    }
}
