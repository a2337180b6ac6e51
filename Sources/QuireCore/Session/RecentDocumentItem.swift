import Foundation

/// A document in the shared recent-documents list that an app can open: what a launch window lists.
public struct RecentDocumentItem: Hashable, Sendable, Identifiable {
    /// The document's file.
    public let url: URL
    /// When it was last opened or saved (by any application).
    public let date: Date?
    /// Its type, from the list's MIME type or else its extension.
    public let contentType: UTType

    public init(url: URL, date: Date?, contentType: UTType) {
        self.url = url
        self.date = date
        self.contentType = contentType
    }

    public var id: URL { url }
    /// The file name.
    public var name: String { url.lastPathComponent }
}

extension DocumentSession {
    /// The recent documents of `environment`'s list that one of `kinds` opens and that still exist,
    /// most recent first, at most `limit`. A missing or unreadable list gives none.
    public static func recentDocuments(environment: DocumentEnvironment, kinds: [DocumentKind],
                                       limit: Int = 10) async -> [RecentDocumentItem] {
        guard let file = environment.recentsFile else { return [] }
        await RecentNoteQueue.shared.flush()
        // A missing or unreadable list gives none (above): the launch window shows no recents.
        let entries = await Task.detached { (try? RecentDocuments(fileURL: file).entries()) ?? [] }.value
        var items: [RecentDocumentItem] = []
        for entry in entries where entry.url.isFileURL {
            let byMIME = entry.mimeType.flatMap { UTType(mimeType: $0) }
            let byExtension = UTType(filenameExtension: entry.url.pathExtension)
            guard let type = [byMIME, byExtension].compactMap({ $0 }).first(where: { type in
                kinds.contains { $0.canOpen(type) }
            }) else { continue }
            items.append(RecentDocumentItem(url: entry.url, date: entry.modified ?? entry.visited ?? entry.added,
                                            contentType: type))
        }
        let candidates = items.sorted { ($0.date ?? .distantPast) > ($1.date ?? .distantPast) }
        // Checked off the main actor: a stat of a file on a slow mount must not stall a window.
        let existing = await Task.detached { () -> [RecentDocumentItem] in
            var seen: Set<URL> = []
            return candidates.filter { item in
                seen.insert(item.url.standardizedFileURL).inserted
                    && FileManager.default.fileExists(atPath: item.url.path)
            }
        }.value
        return Array(existing.prefix(max(limit, 0)))
    }
}
