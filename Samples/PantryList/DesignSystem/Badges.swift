import SwiftUI

// Small status views the screens put in their bars. Each is let onto the vertical bar with
// `.axisBehavior(.verticalPreferred)` where it is used, so each needs a form that fits a
// bar as wide as one symbol.

/// How many items run out this week: a symbol and a short sentence side by side.
struct ExpiryBadge: View {
    let count: Int

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "clock.badge.exclamationmark")
                .foregroundStyle(.orange)
            Text("\(count) expiring")
                .font(.caption.weight(.semibold))
        }
        .padding(.horizontal, 6)
    }
}

/// How full the pantry is: a ring and a symbol drawn on top of each other.
struct StockRing: View {
    let fraction: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(.quaternary, lineWidth: 3)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(.green, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Image(systemName: "basket")
                .imageScale(.small)
        }
        .frame(width: 24, height: 24)
        .accessibilityLabel(Text("Pantry \(Int(fraction * 100)) percent full"))
    }
}

/// The shopping total: the amount beside the symbol on a horizontal bar, the symbol alone
/// (with the amount read out) on the vertical one.
struct BasketTotal: View {
    @Environment(\.toolbarVerticalEdge) private var verticalEdge
    let total: Decimal

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "cart")
            if verticalEdge == nil {
                Text(total, format: .currency(code: "EUR"))
                    .monospacedDigit()
            }
        }
        .accessibilityElement(children: .combine)
    }
}
