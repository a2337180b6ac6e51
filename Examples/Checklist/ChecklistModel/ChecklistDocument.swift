import QuireCore

/// Seed 001's checklist document: reads and writes JSON through `FileWrapperDocumentReader`/`Writer`,
/// and every edit registers its undo (and, from inside the undo, its redo) with an action name.
@Observable
@MainActor
public final class ChecklistDocument: Document {
    public static let readableContentTypes: [UTType] = [.checklistDocument]

    public var checklist: Checklist
    /// Set when a file had to be repaired on opening (duplicate item ids): say so to the person.
    public private(set) var repairNotice: String?

    public init(checklist: Checklist = Checklist()) {
        var checklist = checklist
        repairNotice = Self.repairDuplicateIDs(&checklist)
        self.checklist = checklist
    }

    public nonisolated func reader(configuration: sending ReadConfiguration) -> sending FileWrapperDocumentReader<Checklist> {
        let url = configuration.fileURL
        return FileWrapperDocumentReader(configuration) { fileWrapper in
            guard fileWrapper.isRegularFile else {
                throw DocumentError(.corrupt, url: url, detail: "A checklist is a single JSON file, not a folder or a link")
            }
            guard let data = fileWrapper.regularFileContents else {
                throw DocumentError(.ioFailure, url: url, detail: "The file changed or disappeared while it was being read")
            }
            // The usual shape takes the fast path; anything else (and every error) is JSONDecoder's.
            if let checklist = ChecklistJSONReader.checklist(from: data) { return checklist }
            do {
                return try JSONDecoder().decode(Checklist.self, from: data)
            } catch let error as DecodingError {
                // Say where: the item and field for a wrong shape, the line and column for broken JSON.
                throw DocumentError.corrupt(url: url, json: data, decoding: error)
            }
        }
    }

    public func apply(snapshot: sending Checklist, previous: sending Checklist?) async throws {
        var checklist = snapshot
        repairNotice = Self.repairDuplicateIDs(&checklist)
        self.checklist = checklist
    }

    public func snapshot(contentType: UTType) async throws -> sending Checklist {
        checklist // Make a copy.
    }

    public nonisolated func writer(configuration: sending WriteConfiguration) -> sending FileWrapperDocumentWriter<Checklist> {
        FileWrapperDocumentWriter(configuration) { snapshot, _ in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(snapshot)
            return FileWrapper(regularFileWithContents: data)
        }
    }

    /// Items sharing an id would confuse every edit that finds items by id: give the later ones new
    /// ids and report it, rather than dropping anything.
    static func repairDuplicateIDs(_ checklist: inout Checklist) -> String? {
        // This runs on the main actor for every open: the usual answer, all ids differ, comes from a
        // compact table (`UniqueIDCheck`); only an undecided check or a real duplicate takes the set.
        if UniqueIDCheck.allDiffer(checklist.items) { return nil }
        // Sized up front (growing a set of 100,000 ids rehashes it many times over), and keyed by the
        // id's two 64-bit halves, which hash faster than `UUID`'s byte-wise `hash(into:)`.
        var seen = Set<IDKey>(minimumCapacity: checklist.items.count)
        var repaired = 0
        for index in checklist.items.indices where !seen.insert(IDKey(checklist.items[index].id)).inserted {
            checklist.items[index].id = UUID()
            seen.insert(IDKey(checklist.items[index].id))
            repaired += 1
        }
        guard repaired > 0 else { return nil }
        return repaired == 1
            ? "One item shared its id with another and was given a new one. Nothing was removed."
            : "\(repaired) items shared their ids with others and were given new ones. Nothing was removed."
    }
}

/// A UUID as two words, for `repairDuplicateIDs`'s set (still hashed by the seeded `Hasher`, so crafted
/// ids cannot make it slow).
struct IDKey: Hashable {
    let high: UInt64
    let low: UInt64

    init(_ id: UUID) {
        (high, low) = withUnsafeBytes(of: id.uuid) {
            ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }
}
