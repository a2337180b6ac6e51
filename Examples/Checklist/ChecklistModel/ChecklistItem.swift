import QuireCore

// Seed 001's data model, made public so the app, CLI and tests can use it from this library.

/// One line of a checklist: a title and whether it's checked off.
public struct ChecklistItem: Identifiable, Codable, Equatable, Sendable {
    // Seed 001 writes `var id = UUID()`. A stored property's default is evaluated by every initializer,
    // the synthesized `init(from:)` included, and on Linux each `UUID()` reads /dev/urandom: decoding
    // 100,000 items made 100,000 random ids only to overwrite them (half of the open time, see
    // docs/PERFORMANCE.md). The default lives in `init(id:…)` instead.
    public var id: UUID
    public var isChecked = false
    public var title: String

    public init(id: UUID = UUID(), isChecked: Bool = false, title: String) {
        self.id = id
        self.isChecked = isChecked
        self.title = title
    }
}

/// A checklist document's content: the JSON a `.checklist` file holds.
public struct Checklist: Identifiable, Codable, Sendable {
    public var id: UUID  // No default here either (see `ChecklistItem.id`).
    public var items: [ChecklistItem]

    public init(id: UUID = UUID(), items: [ChecklistItem] = []) {
        self.id = id
        self.items = items
    }
}
