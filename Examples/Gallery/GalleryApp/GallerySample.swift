import Foundation

/// What the gallery's pages edit, saved as the document: one value of each kind a control edits.
struct GallerySample: Codable, Equatable {
    var title = "Widget Factory"
    var note = "Every page of this window edits this document."
    var volume = 0.5
    var count = 3
    var date = Date(timeIntervalSince1970: 1_796_000_000)
    var color = SampleColor(red: 0.18, green: 0.62, blue: 0.45)
    var isEnabled = true
    var flavor = Flavor.vanilla
    var items: [SampleItem] = SampleItem.starters
    /// The names of files dropped on the Input page (optional: older files have none).
    var attachments: [String]?
}

/// A colour as its sRGB components, so that the file reads the same on every platform.
struct SampleColor: Codable, Equatable {
    var red: Double
    var green: Double
    var blue: Double
}

/// The choices the pickers offer.
enum Flavor: String, Codable, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

/// One row of the lists and the table.
struct SampleItem: Codable, Equatable, Identifiable, Hashable {
    var id = UUID()
    var name: String
    var quantity: Int
    var isDone = false

    static let starters = [
        SampleItem(name: "Bolts", quantity: 40),
        SampleItem(name: "Hinges", quantity: 6, isDone: true),
        SampleItem(name: "Screws", quantity: 120),
        SampleItem(name: "Washers", quantity: 75),
    ]
}
