import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Performs a session's prepared writes through `SafeSave`, off the main actor: chooses the file or
/// package path, seeds package staging from the saved package, stamps the document id, and hands the
/// outgoing version to the version store.
enum StorageWrite {
    /// Where the version store keeps the outgoing version, and under which document id.
    struct History: Sendable {
        let store: VersionStore
        let documentID: String
        let contentType: String
    }

    /// What a session does once a save of its document's own file has swapped in, in the same
    /// background task (no extra hop to and from the main actor), before the save returns. Thinning
    /// the history is not part of it: the session starts that after the save (`HistoryThinning`).
    struct Bookkeeping: Sendable {
        let store: VersionStore
        let documentID: String

        func run(for url: URL) {
            // Where the id could not be stamped on the file (see `DocumentID.stampIfSupported`).
            try? store.rememberDocumentID(documentID, for: url)
        }
    }

    /// `write(_:to:…)`, then `bookkeeping` (after a successful swap; its failures are not the save's).
    /// `stagingReserve`: where a package save of the document's own file finds a staging clone
    /// prepared ahead of time (`PreparedPackageStaging`).
    static func write(_ prepared: PreparedWrite, to url: URL, seedFrom seed: URL?,
                      expecting expectation: SafeSave.Expectation, onConflict: SafeSave.ConflictPolicy = .keepCopy,
                      documentID: String?, history: History?, bookkeeping: Bookkeeping,
                      stagingReserve: PackageStagingReserve? = nil) async throws -> FileIdentity {
        let written = try await write(prepared, to: url, seedFrom: seed, expecting: expectation, onConflict: onConflict,
                                      documentID: documentID, history: history, stagingReserve: stagingReserve)
        bookkeeping.run(for: url)
        return written
    }

    static func write(_ prepared: PreparedWrite, to url: URL, seedFrom seed: URL?,
                      expecting expectation: SafeSave.Expectation, onConflict: SafeSave.ConflictPolicy = .keepCopy,
                      documentID: String?, history: History?,
                      stagingReserve: PackageStagingReserve? = nil) async throws -> FileIdentity {
        var made: Disposal<FileWrapper>?
        let payload: PreparedWrite.Payload
        switch prepared.payload {
        case .makeWrapper(let make):
            let box = Disposal(try make())
            made = box
            payload = .made(box)
        default: payload = prepared.payload
        }
        // A wrapper made for this write (a whole document's bytes) is freed in the background: the
        // save is done once its version is in place.
        defer { made?.dropInBackground() }
        // The kept version's flushes go out with the document folder's, after the swap.
        let deferred = DeferredSync()
        // A version folder prepared for this save's outgoing version: used by the retire hook, or
        // removed here if the save never gets that far.
        let slot = SlotHandoff(history == nil ? nil : stagingReserve?.takeVersionSlot())
        defer { slot.take()?.discard() }
        // What a package save's first flush round prepared of keeping the version, if the save never
        // got to keeping it.
        let ahead = RetirementHandoff()
        defer { ahead.take()?.discard() }
        let retire = retirement(history, deferring: deferred, replacing: expectation, slot: slot, ahead: ahead)
        let prepareRetire = retirementAhead(history, of: url, replacing: expectation, slot: slot, into: ahead)
        let stamp: @Sendable (URL) throws -> Void = { item in
            if let documentID { try DocumentID.stampIfSupported(documentID, on: item) }
        }
        switch payload {
        case .wrapper, .made:
            let box: Disposal<FileWrapper>
            switch payload {
            case .made(let made): box = made
            case .wrapper(let wrapper): box = Disposal(wrapper)
            default: preconditionFailure("a wrapper")
            }
            guard let wrapper = box.get() else { preconditionFailure("dropped before the write") }
            let original = seed.flatMap { (try? POSIX.statusIfPresent($0)) ?? nil } != nil ? seed : nil
            if wrapper.isDirectory {
                return try await SafeSave.replacePackage(
                    at: url, expecting: expectation, cloneExisting: false, onConflict: onConflict, write: { staging in
                        // The wrapper links its unchanged children from the saved package.
                        try wrapper.write(to: staging, options: [], originalContentsURL: original)
                        try stamp(staging)
                    }, beforeReplace: retire, deferredSync: deferred, whileFlushing: prepareRetire)
            }
            return try await SafeSave.replaceFile(
                at: url, expecting: expectation, onConflict: onConflict, write: { temporary in
                    try wrapper.write(to: temporary, options: [], originalContentsURL: nil)
                    try stamp(temporary)
                }, beforeReplace: retire, deferredSync: deferred)
        case .write(let isPackage, let run):
            if isPackage {
                let cloneOwn = seed?.standardizedFileURL == url.standardizedFileURL
                let foreignSeed = cloneOwn ? nil : seed
                return try await SafeSave.replacePackage(
                    at: url, expecting: expectation, cloneExisting: cloneOwn, onConflict: onConflict, write: { staging in
                        // A writer updates the previous version in place (seed 002), so Save As and
                        // drafts start from a linked copy of the saved package too.
                        if let foreignSeed, (try POSIX.statusIfPresent(foreignSeed))?.isDirectory == true {
                            try linkChildren(of: foreignSeed, into: staging)
                        }
                        try await run(staging, ProgressManager(totalCount: 1))
                        try stamp(staging)
                    }, beforeReplace: retire, deferredSync: deferred,
                    // A staging clone prepared after the last save or the open, if it still fits.
                    prepared: cloneOwn ? stagingReserve?.take() : nil,
                    // Its folder is where the next one is prepared.
                    recycle: cloneOwn ? stagingReserve?.recycler : nil,
                    whileFlushing: prepareRetire)
            }
            return try await SafeSave.replaceFile(
                at: url, expecting: expectation, onConflict: onConflict, write: { temporary in
                    try await run(temporary, ProgressManager(totalCount: 1))
                    try stamp(temporary)
                }, beforeReplace: retire, deferredSync: deferred)
        case .makeWrapper:
            preconditionFailure("built above")
        }
    }

    /// The hook that keeps the outgoing version just before a replace.
    /// The size of the version a save replacing `expectation` keeps: the swap retires only an item it
    /// verified to be the expected one (for a package: the same children, sizes included), so it is
    /// known without walking the item again.
    private static func retiredSize(_ expectation: SafeSave.Expectation) -> Int64? {
        guard case .unchanged(let identity) = expectation else { return nil }
        switch identity.kind {
        case .file: return identity.size
        case .directory: return identity.children.reduce(0) { $0 + ($1.kind == .file ? $1.size : 0) }
        case .symbolicLink, .other: return nil
        }
    }

    /// The work a package save does ahead of keeping the version it replaces, while its first flush
    /// round waits on the device (`VersionStore.prepareRetirement`, `SafeSave.replacePackage(…,
    /// whileFlushing:)`): only with a prepared version slot, for a package expected unchanged.
    private static func retirementAhead(_ history: History?, of url: URL, replacing expectation: SafeSave.Expectation,
                                        slot: SlotHandoff, into ahead: RetirementHandoff) -> (() -> Void)? {
        guard let history, case .unchanged(let identity) = expectation, identity.kind == .directory,
              let size = retiredSize(expectation) else { return nil }
        // What the swap takes out is named as the package is (a link to it resolved); a wrong guess
        // only makes the retire do the work itself.
        let fileName = ((try? DocumentPath.resolve(url)) ?? url).lastPathComponent
        return {
            guard let slot = slot.take() else { return }
            if let prepared = history.store.prepareRetirement(documentID: history.documentID, contentType: history.contentType,
                                                               fileName: fileName, kind: .package, size: size, slot: slot) {
                ahead.put(prepared)
            }
        }
    }

    private static func retirement(_ history: History?, deferring deferred: DeferredSync?,
                                   replacing expectation: SafeSave.Expectation,
                                   slot: SlotHandoff = SlotHandoff(nil),
                                   ahead: RetirementHandoff = RetirementHandoff()) -> ((URL) throws -> Void)? {
        guard let history else { return nil }
        let size = retiredSize(expectation)
        return { outgoing in
            // What a verified exchange took out sits in the save's private folder, beside the marker
            // written before the exchange, and is removed with that folder after the save: the store may
            // move it in whole instead of linking every file and deleting the tree. Anything else (the
            // document itself, on a file system without RENAME_EXCHANGE) stays where it is.
            let marker = outgoing.deletingLastPathComponent()
                .appendingPathComponent(SaveFolder.markerName(forItemNamed: outgoing.lastPathComponent))
            let consuming = TemporaryItem.isTemporary(outgoing.deletingLastPathComponent().lastPathComponent)
                && (try? POSIX.statusIfPresent(marker))?.map(\.isRegularFile) == true
            _ = try history.store.retire(outgoing, documentID: history.documentID, contentType: history.contentType,
                                         consuming: consuming, knownSize: size, deferring: consuming ? deferred : nil,
                                         slot: slot.take(), prepared: ahead.take())
        }
    }

    /// Fills an existing (empty) folder with hard links to `source`'s children.
    static func linkChildren(of source: URL, into destination: URL) throws {
        for name in try POSIX.directoryEntries(source) where !TemporaryItem.isTemporary(name) {
            try HardLinkClone.clone(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }

    /// Makes the kept version at `content` the document's current content, keeping the outgoing one.
    static func install(_ content: URL, at url: URL, expected: FileIdentity?, history: History) async throws
        -> FileIdentity {
        let deferred = DeferredSync()
        let retire = retirement(history, deferring: deferred, replacing: SafeSave.Expectation(expected))
        let id = history.documentID
        if try POSIX.status(content).isDirectory {
            return try await SafeSave.replacePackage(at: url, expected: expected, cloneExisting: false, write: { staging in
                try linkChildren(of: content, into: staging)
                try DocumentID.stampIfSupported(id, on: staging)
            }, beforeReplace: retire, deferredSync: deferred)
        }
        return try await SafeSave.replaceFile(at: url, expected: expected, write: { temporary in
            try? POSIX.unlink(temporary)
            // A copy, not a link: another program editing the live file in place must not alter history.
            try POSIX.copyFile(content, to: temporary, mode: 0o600)
            try DocumentID.stampIfSupported(id, on: temporary)
        }, beforeReplace: retire, deferredSync: deferred)
    }

    /// Renames or moves the document, refusing to replace anything at `destination`. Across file
    /// systems it copies (hard links can't cross), stamps `documentID` on the copy before it appears
    /// (a copy carries no extended attributes: without it the moved document lost its history), then
    /// removes the original.
    static func move(_ url: URL, to destination: URL, expected: FileIdentity?, documentID: String? = nil) throws -> FileIdentity? {
        if let expected, try !expected.matchesDisk(at: url) {
            throw DocumentError(.changedOnDisk, url: url, detail: "Reload it before renaming or moving it")
        }
        try DriveNames.check(destination)
        do {
            try POSIX.renameNoReplace(url, to: destination)
        } catch let error as DocumentError where error.errno == EXDEV {
            // A move killed midway left its copy (or the original set aside) under a hidden name no
            // open of the document will look for again, in a folder it no longer lives in: clean both.
            SafeSave.cleanLeftovers(for: destination)
            defer { SafeSave.cleanLeftovers(for: url) }
            let temporary = TemporaryItem.url(beside: destination)
            do {
                try HardLinkClone.clone(url, to: temporary)
                if let documentID { try DocumentID.stampIfSupported(documentID, on: temporary) }
                try POSIX.renameNoReplace(temporary, to: destination)
            } catch {
                try? POSIX.removeTree(temporary)
                throw error
            }
            try? POSIX.fsyncDirectory(destination.deletingLastPathComponent())
            // The copy is the document now. The original goes aside first (one atomic step), so a
            // failed removal leaves a hidden leftover, never a half-deleted document; if even that
            // fails, a duplicate stays, which loses nothing.
            let doomed = TemporaryItem.url(beside: url)
            if (try? POSIX.rename(url, to: doomed)) != nil { try? POSIX.removeTree(doomed) }
        }
        // From here the move has happened: nothing below may report it as failed, or the session
        // would keep the old path.
        try? POSIX.fsyncDirectory(destination.deletingLastPathComponent())
        try? POSIX.fsyncDirectory(url.deletingLastPathComponent())
        // `unknown` (should the fresh lstat fail) makes the next save report a conflict, not overwrite.
        guard let identity = try? FileIdentity.current(of: destination) else { return .unknown }
        return identity
    }
}

/// A `VersionSlot` on its way to the one retire hook that takes it (or back to the save, which removes
/// it if the hook never ran).
final class SlotHandoff: Sendable {
    private let slot: PthreadMutex<VersionSlot?>

    init(_ slot: VersionSlot?) {
        self.slot = PthreadMutex(slot)
    }

    /// The slot, once: nil afterwards.
    func take() -> VersionSlot? {
        slot.withLock { slot -> VersionSlot? in
            defer { slot = nil }
            return slot
        }
    }
}

/// Hands the retirement a package save prepared during its first flush round to its retire step
/// (`StorageWrite.retirementAhead`); whoever takes it owns it.
final class RetirementHandoff: Sendable {
    private let prepared = PthreadMutex<PreparedRetirement?>(nil)

    init() {}

    func put(_ value: PreparedRetirement) {
        prepared.withLock { $0 = value }
    }

    /// The prepared retirement, once: nil afterwards.
    func take() -> PreparedRetirement? {
        prepared.withLock { value -> PreparedRetirement? in
            defer { value = nil }
            return value
        }
    }
}
