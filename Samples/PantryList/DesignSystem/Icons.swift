import SwiftUI

/// The app's icon set: an image, no title.
struct AppIcon: View {
    enum Name: String {
        case plus, basket, trash
    }

    let name: Name

    init(_ name: Name) {
        self.name = name
    }

    var body: some View {
        Image(systemName: name.rawValue)
            .symbolRenderingMode(.hierarchical)
    }
}

/// A short word in a capsule: text only.
struct PillLabel: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .background(.tint, in: Capsule())
    }
}

/// The signed-in person's picture with a ring: drawn by hand.
struct Avatar: View {
    let initials: String

    var body: some View {
        ZStack {
            Circle().fill(.quaternary)
            Text(initials).font(.caption)
        }
        .frame(width: 28, height: 28)
    }
}
