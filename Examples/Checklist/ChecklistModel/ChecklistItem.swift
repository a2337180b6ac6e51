import QuireCore

// Seed 001's data model, its listing verbatim but for `public` (and the public initializers a library
// must spell out: Swift's memberwise ones are internal), so the app, the tool and the tests can use it.

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

public struct Checklist: Identifiable, Codable, Sendable {
    public var id = UUID()
    public var items: [ChecklistItem]

    public init(id: UUID = UUID(), items: [ChecklistItem]) {
        self.id = id
        self.items = items
    }
}
