import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the session expects to find where it writes.
enum ExpectedItem: Sendable {
    /// Nothing may be there (first save, Save As to a new name): an item that appears is `nameTaken`.
    case nothing
    /// Replace whatever is there (the person confirmed it).
    case any
    /// The item the document last read or wrote; anything else there is `changedOnDisk`.
    case identity(FileIdentity?)
}

/// Performs a session's prepared writes through `SafeSave`, off the main actor: chooses the file or
/// package path, seeds package staging from the saved package, stamps the document id, and hands the
/// outgoing version to the version store.
enum StorageWrite {
    static func write(_ prepared: PreparedWrite, to url: URL, seedFrom seed: URL?, expected: ExpectedItem,
                      documentID: String?, versions: VersionStore?) async throws -> FileIdentity {
        let payload: PreparedWrite.Payload
        switch prepared.payload {
        case .makeWrapper(let make): payload = .wrapper(try make())
        default: payload = prepared.payload
        }
        let expectedIdentity: FileIdentity?
        switch expected {
        case .nothing: expectedIdentity = nil
        case .any: expectedIdentity = try FileIdentity.current(of: url)
        case .identity(let identity): expectedIdentity = identity
        }
        let retire = retirement(versions, documentID: documentID)
        let stamp: @Sendable (URL) -> Void = { item in
            if let documentID { DocumentID.write(documentID, to: item) }
        }
        switch payload {
        case .wrapper(let wrapper) where wrapper.isDirectory:
            let original = seed.flatMap { (try? POSIX.statusIfPresent($0))??.isDirectory == true ? $0 : nil }
            return try await SafeSave.replacePackage(at: url, expected: expectedIdentity, cloneExisting: false,
                                                     write: { staging in
                try wrapper.writeChildren(into: staging, originalContentsURL: original)
                stamp(staging)
            }, beforeReplace: retire)
        case .wrapper(let wrapper):
            return try await SafeSave.replaceFile(at: url, expected: expectedIdentity, write: { temporary in
                try wrapper.write(to: temporary, options: [], originalContentsURL: nil)
                stamp(temporary)
            }, beforeReplace: retire)
        case .write(let isPackage, let run) where isPackage:
            let cloneOwn = seed?.standardizedFileURL == url.standardizedFileURL
            let foreignSeed = cloneOwn ? nil : seed
            return try await SafeSave.replacePackage(at: url, expected: expectedIdentity, cloneExisting: cloneOwn,
                                                     write: { staging in
                if let foreignSeed, (try? POSIX.statusIfPresent(foreignSeed))??.isDirectory == true {
                    try PackageClone.linkTree(from: foreignSeed, into: staging)
                }
                try await run(staging, ProgressManager(totalCount: 1))
                stamp(staging)
            }, beforeReplace: retire)
        case .write(_, let run):
            return try await SafeSave.replaceFile(at: url, expected: expectedIdentity, write: { temporary in
                try await run(temporary, ProgressManager(totalCount: 1))
                stamp(temporary)
            }, beforeReplace: retire)
        case .makeWrapper:
            preconditionFailure("built above")
        }
    }

    /// The hook that keeps the outgoing version just before a replace.
    private static func retirement(_ versions: VersionStore?, documentID: String?) -> (@Sendable (URL) throws -> Void)? {
        guard let versions, let documentID else { return nil }
        return { outgoing in _ = try versions.retire(outgoing, documentID: documentID) }
    }

    /// Makes the kept version at `content` the document's current content, keeping the outgoing one.
    static func install(_ content: URL, at url: URL, expected: FileIdentity?, documentID: String,
                        versions: VersionStore?) async throws -> FileIdentity {
        let retire = retirement(versions, documentID: documentID)
        if try POSIX.status(content).isDirectory {
            return try await SafeSave.replacePackage(at: url, expected: expected, cloneExisting: false, write: { staging in
                try PackageClone.linkTree(from: content, into: staging)
                DocumentID.write(documentID, to: staging)
            }, beforeReplace: retire)
        }
        return try await SafeSave.replaceFile(at: url, expected: expected, write: { temporary in
            try? POSIX.unlink(temporary)
            // A copy, not a link: another program editing the live file in place must not alter history.
            try POSIX.copyFile(content, to: temporary, mode: 0o600)
            DocumentID.write(documentID, to: temporary)
        }, beforeReplace: retire)
    }

    /// Renames or moves the document, refusing to replace anything at `destination`. Across file
    /// systems it copies, then removes the original.
    static func move(_ url: URL, to destination: URL, expected: FileIdentity?) throws -> FileIdentity? {
        if let expected, try FileIdentity.current(of: url) != expected {
            throw DocumentError(.changedOnDisk, url: url, detail: "Reload it before renaming or moving it")
        }
        do {
            try POSIX.renameNoReplace(url, to: destination)
        } catch let error as DocumentError where error.errno == EXDEV {
            let temporary = TemporaryItem.url(beside: destination)
            do {
                if try POSIX.status(url).isDirectory {
                    try POSIX.makeDirectory(temporary, mode: 0o700)
                    try PackageClone.copyTree(from: url, into: temporary)
                } else {
                    try POSIX.copyFile(url, to: temporary)
                }
                try POSIX.renameNoReplace(temporary, to: destination)
            } catch {
                try? POSIX.removeTree(temporary)
                throw error
            }
            try POSIX.fsyncDirectory(destination.deletingLastPathComponent())
            try POSIX.removeTree(url)
        }
        try POSIX.fsyncDirectory(destination.deletingLastPathComponent())
        try? POSIX.fsyncDirectory(url.deletingLastPathComponent())
        return try FileIdentity.current(of: destination)
    }
}
