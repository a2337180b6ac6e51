import QuireCore

/// Seed 001's checklist document, its listings verbatim but for `public`: reads and writes the JSON
/// with `FileWrapperDocumentReader`/`Writer`, `JSONDecoder` and `JSONEncoder`. Quire names the file
/// and the place in it when decoding fails (`FileWrapperDocumentReader`), so the seed's reader needs
/// nothing more for its errors.
@Observable
@MainActor
public final class ChecklistDocument: Document {
    public static let readableContentTypes: [UTType] = [.checklistDocument]

    // Not in the seed's listings: the stored state and initializer they imply.
    public var checklist: Checklist
    /// App code the seed leaves to the reader: a file whose items share ids opens with the later ones
    /// given new ids (every edit finds items by id; a `ForEach` over `Identifiable` items needs them
    /// distinct) and this says so to the person. Nothing is dropped, and the file changes only when saved.
    public private(set) var repairNotice: String?

    public init(checklist: Checklist = Checklist(items: [])) {
        var checklist = checklist
        repairNotice = Self.repairDuplicateIDs(&checklist)
        self.checklist = checklist
    }

    public nonisolated func reader(configuration: sending ReadConfiguration) -> sending FileWrapperDocumentReader<Checklist> {
        FileWrapperDocumentReader(configuration) { fileWrapper in
            guard let data = fileWrapper.regularFileContents else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return try JSONDecoder().decode(Checklist.self, from: data)
        }
    }

    public func apply(snapshot: sending Checklist, previous: sending Checklist?) async throws {
        // Not in the seed: see `repairNotice`. Off the main actor, where a window's events wait: the
        // check of 100,000 ids takes 12–19 ms (the checklist-open benchmark).
        let (checklist, notice) = await Self.repairingDuplicateIDs(snapshot)
        repairNotice = notice
        self.checklist = checklist
    }

    public func snapshot(contentType: UTType) async throws -> sending Checklist {
        checklist // Make a copy.
    }

    public nonisolated func writer(configuration: sending WriteConfiguration) -> sending FileWrapperDocumentWriter<Checklist> {
        FileWrapperDocumentWriter(configuration) { snapshot, _ in
            let data = try JSONEncoder().encode(snapshot)
            return FileWrapper(regularFileWithContents: data)
        }
    }

    @concurrent
    private nonisolated static func repairingDuplicateIDs(_ checklist: Checklist) async -> (Checklist, String?) {
        var checklist = checklist
        let notice = repairDuplicateIDs(&checklist)
        return (checklist, notice)
    }

    /// Gives every item whose id an earlier item already has a new id; returns what to tell the
    /// person, or nil when all ids differ.
    nonisolated static func repairDuplicateIDs(_ checklist: inout Checklist) -> String? {
        var seen = Set<UUID>(minimumCapacity: checklist.items.count)
        var repaired = 0
        for index in checklist.items.indices where !seen.insert(checklist.items[index].id).inserted {
            checklist.items[index].id = UUID()
            seen.insert(checklist.items[index].id)
            repaired += 1
        }
        guard repaired > 0 else { return nil }
        return repaired == 1
            ? "One item shared its id with another and was given a new one. Nothing was removed."
            : "\(repaired) items shared their ids with others and were given new ones. Nothing was removed."
    }
}
