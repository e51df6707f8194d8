import Foundation

struct PantryItem: Identifiable {
    let id = UUID()
    var name: String

    static let samples = [PantryItem(name: "Rice"), PantryItem(name: "Lentils")]
}
