import Foundation

/// The names and sizes a drive cannot hold, refused before anything is written, in words that say
/// why (`DriveCapabilities` says what the drive holds):
///
/// - USB sticks, SD cards and Windows drives (FAT, exFAT, NTFS: the kernel's drivers, or the FUSE
///   servers GNOME mounts them with) refuse `" * : < > ? \ |` and control characters, and Windows
///   cannot reach a name ending in a space or a dot;
/// - names longer than the drive holds (255 UTF-16 units on those drives, bytes elsewhere);
/// - on a drive that does not tell names apart by case (FAT, exFAT), a name that differs from one
///   already in the folder only by case is that one: refused, naming it, instead of replacing it;
/// - files larger than the drive holds (FAT: 4 GiB − 1; fusefat would silently keep the size modulo
///   4 GiB, so the check comes before the write wherever the size is known: a file wrapper's);
/// - a new name where the drive makes no folders (the document portal): the portal keeps a file made
///   or renamed to a new name in a document's folder as a hidden `.xdp-…` temporary that only this
///   app sees, so a Save As, rename or move there would hide the document from the person.
enum DriveLimits {
    /// Throws `invalidName` or `nameTaken` when `target`'s name can't be used on the drive of the folder
    /// it goes in. `source`: the item being renamed to it (a change of case alone is no collision).
    /// `drive`: the capabilities of the folder's drive (nil: a folder that can't be asked, left to the
    /// save, which reports what is wrong with it in its own words).
    static func check(_ target: URL, on drive: DriveCapabilities?, renaming source: URL? = nil) throws {
        let name = target.lastPathComponent
        let folder = target.deletingLastPathComponent()
        guard let drive else { return }
        if drive.refusesWindowsCharacters, mayBeRefused(name) {
            throw DocumentError(.invalidName, url: target,
                                detail: "The drive it goes on (\(drive.displayName)) can’t hold names with "
                                    + "\" * : < > ? \\ | or ending in a space or a dot; choose another name")
        }
        let length = drive.namesInUTF16 ? name.utf16.count : name.utf8.count
        if length > drive.maximumNameLength {
            let unit = drive.namesInUTF16 ? "characters" : "bytes"
            throw DocumentError(.invalidName, url: target,
                                detail: "Its name is \(length) \(unit) long, and the drive it goes on (\(drive.displayName)) "
                                    + "holds names of up to \(drive.maximumNameLength); choose a shorter name")
        }
        if !drive.makesFolders, try POSIX.statusIfPresent(target) == nil {
            throw DocumentError(.permissionDenied, url: target,
                                detail: "This app may only replace the files it was given in that folder (a sandboxed "
                                    + "app’s document portal): a new name there would be hidden from everyone else. "
                                    + "Choose the name in the Save dialog")
        }
        if drive.caseInsensitiveNames, let other = try sameNameDifferentCase(name, in: folder, renaming: source) {
            throw DocumentError(.nameTaken, url: target,
                                detail: "“\(other)” is already there, and the drive it goes on (\(drive.displayName)) "
                                    + "doesn’t tell names apart by case; choose another name")
        }
    }

    static func mayBeRefused(_ name: String) -> Bool {
        name.contains { "\"*:<>?\\|".contains($0) || ($0.asciiValue.map { $0 < 0x20 } ?? false) }
            || name.hasSuffix(" ") || name.hasSuffix(".")
    }

    /// An entry of `folder` spelt otherwise than `name` but equal to it ignoring case (not `source`,
    /// nor the engine's own temporaries).
    private static func sameNameDifferentCase(_ name: String, in folder: URL, renaming source: URL?) throws -> String? {
        let folded = name.lowercased()
        let exempt = source.flatMap { $0.deletingLastPathComponent().standardizedFileURL == folder.standardizedFileURL
            ? $0.lastPathComponent : nil }
        return try POSIX.directoryEntries(folder).first { entry in
            entry != name && entry != exempt && !TemporaryItem.isTemporary(entry) && entry.lowercased() == folded
        }
    }

    /// Throws `tooLarge` before anything is written when a file of `wrapper` is larger than the drive
    /// `target` goes on holds. Only where the drive has a limit are the sizes looked at.
    static func checkSizes(of wrapper: FileWrapper, at target: URL) throws {
        let folder = target.deletingLastPathComponent()
        // A missing folder is the save's to report; a drive failing its probe fails the save here.
        guard try POSIX.statusIfPresent(folder) != nil else { return }
        let drive = try DriveCapabilities.of(folder)
        guard let limit = drive.maximumFileSize else { return }
        func largest(_ wrapper: FileWrapper) -> Int64 {
            if let children = wrapper.fileWrappers { return children.values.map(largest).max() ?? 0 }
            return Int64(wrapper.regularFileContents?.count ?? 0)
        }
        if largest(wrapper) > limit { throw tooLarge(target, drive: drive) }
    }

    /// The error for a file larger than `drive` holds (also what EFBIG from a write becomes).
    static func tooLarge(_ target: URL, drive: DriveCapabilities) -> DocumentError {
        let gibibytes = ((drive.maximumFileSize ?? 0) + 1) >> 30
        return DocumentError(.tooLarge, url: target,
                             detail: "The drive it goes on (\(drive.displayName)) can’t hold files of \(gibibytes) GiB or more; "
                                 + "save it on another drive")
    }
}
