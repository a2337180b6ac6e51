import Foundation
import QuireCore

/// What a document window's header bar says: the document's name with a modified marker, and where it
/// is and how it stands with the disk in words ("~/Documents · Saved 12:03", "Draft · kept safe").
package struct DocumentWindowTitle: Equatable {
    package var title: String
    package var subtitle: String

    /// The marker after the name of a document with unsaved changes.
    static let modifiedMarker = " •"

    init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
    }

    /// The words for a document named `name` at `fileURL` (nil: untitled) in `state`.
    package init(name: String, fileURL: URL?, state: SaveState, hasUnsavedChanges: Bool, isEditable: Bool,
         now: Date = Date(), home: String = HomeFolder.path, timeZone: TimeZone = .current) {
        title = name + (hasUnsavedChanges ? Self.modifiedMarker : "")
        let place = fileURL.map { Self.folder(of: $0, home: home) }
        let status: String
        switch state {
        case .untitled:
            status = hasUnsavedChanges ? QuireStrings.localized("Not saved yet") : ""
        case .draft:
            status = QuireStrings.localized(place == nil ? "kept safe" : "Unsaved changes kept safe")
        case .saved(let date):
            status = hasUnsavedChanges ? QuireStrings.localized("Edited") : QuireStrings.localized("Saved \(Self.time(date, now: now, timeZone: timeZone))")
        case .saving:
            status = QuireStrings.localized("Saving…")
        case .changedOnDisk:
            status = QuireStrings.localized("Changed on disk")
        case .failed:
            status = QuireStrings.localized("Couldn’t save")
        }
        var parts = [place ?? QuireStrings.localized("Draft")]
        if !isEditable && fileURL != nil { parts.append(QuireStrings.localized("Read-only")) }
        if !status.isEmpty { parts.append(status) }
        subtitle = parts.joined(separator: " · ")
    }

    /// These words with what the window's views said: a `navigationTitle` after the document's name
    /// ("Notes.txt — Chapter 1"), a `navigationSubtitle` in place of the folder and state.
    package func with(navigationTitle: String?, navigationSubtitle: String?) -> DocumentWindowTitle {
        DocumentWindowTitle(title: navigationTitle.map { "\(title) — \($0)" } ?? title,
                            subtitle: navigationSubtitle ?? subtitle)
    }

    /// The folder holding `url`, with the home folder written `~`.
    package static func folder(of url: URL, home: String = HomeFolder.path) -> String {
        let folder = url.deletingLastPathComponent().standardizedFileURL.path
        let home = home.hasSuffix("/") && home.count > 1 ? String(home.dropLast()) : home
        if folder == home { return "~" }
        if !home.isEmpty, home != "/", folder.hasPrefix(home + "/") { return "~" + folder.dropFirst(home.count) }
        return folder
    }

    /// "12:03" today, "3 Mar 12:03" this year, "3 Mar 2025" before.
    static func time(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = timeZone
        if calendar.isDate(date, inSameDayAs: now) {
            formatter.dateFormat = "HH:mm"
        } else if calendar.component(.year, from: date) == calendar.component(.year, from: now) {
            formatter.dateFormat = "d MMM HH:mm"
        } else {
            formatter.dateFormat = "d MMM yyyy"
        }
        return formatter.string(from: date)
    }
}
