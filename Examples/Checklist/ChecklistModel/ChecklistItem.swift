import QuireCore

// Seed 001's data model, made public so the app, CLI and tests can use it from this library.

/// One line of a checklist: a title and whether it's checked off.
public struct ChecklistItem: Identifiable, Codable, Equatable, Sendable {
    public var id = UUID()
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
    public var id = UUID()
    public var items: [ChecklistItem]

    public init(id: UUID = UUID(), items: [ChecklistItem] = []) {
        self.id = id
        self.items = items
    }
}
