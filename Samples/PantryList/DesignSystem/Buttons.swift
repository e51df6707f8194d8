import SwiftUI

// The app's own controls. Declared here, used by every screen: duobar-lint's
// project-wide pass reads these bodies to know what each call shows.

/// Closes the sheet it is in: a system close button.
struct CloseButton: View {
    let action: () -> Void

    var body: some View {
        Button(role: .close, action: action)
    }
}

/// A title and a symbol, as every bar item should have.
struct ToolbarButton: View {
    let title: LocalizedStringKey
    let symbol: String
    let action: () -> Void

    var body: some View {
        Button(title, systemImage: symbol, action: action)
    }
}

/// Search, with its standard symbol.
struct SearchButton: View {
    let action: () -> Void

    var body: some View {
        Button("Search", systemImage: "magnifyingglass", action: action)
            .keyboardShortcut("f")
    }
}

/// A wrapper around a wrapper: still a titled symbol.
struct ShareButton: View {
    let action: () -> Void

    var body: some View {
        ToolbarButton(title: "Share", symbol: "square.and.arrow.up", action: action)
    }
}
