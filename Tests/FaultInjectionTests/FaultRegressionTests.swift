import Foundation
import Testing

/// One test per bug the fault sweeps found, each injecting the one fault that exposed it.
@Suite struct FaultRegressionTests {
    static let listName = "List.checklist"

    /// A checklist saved twice (so it has a history) and a `quire-samples checklist add` on it.
    static func checklist() async throws -> SingleFault {
        let template = try FaultSandbox(label: "quire-fault-template")
        let file = template.document(listName).path
        for arguments in [["checklist", "new", file, "one"], ["checklist", "add", file, "two"]] {
            let result = try await template.run(try TestTools.built("quire-samples"), arguments)
            guard result.status == 0 else { throw TestTools.Missing(description: "setup failed: \(result)") }
        }
        return SingleFault(template: template, executable: try TestTools.built("quire-samples")) { sandbox in
            ["checklist", "add", sandbox.document(listName).path, "three"]
        }
    }

    static func board(_ arguments: @escaping @Sendable (FaultSandbox) -> [String]) async throws -> SingleFault {
        let template = try FaultSandbox(label: "quire-fault-template")
        let result = try await template.run(try TestTools.built("QuireFaultChild"), ["create", template.document("Board.boardpkg").path, "2"])
        guard result.status == 0 else { throw TestTools.Missing(description: "setup failed: \(result)") }
        return SingleFault(template: template, executable: try TestTools.built("QuireFaultChild"), arguments: arguments)
    }

    static func saved(_ sandbox: FaultSandbox, _ title: String) -> Bool {
        (try? String(contentsOf: sandbox.document(listName), encoding: .utf8))?.contains("\"\(title)\"") == true
    }

    /// rename(2), link(2) and mkdir(2) interrupted by a signal (EINTR, as network and FUSE
    /// filesystems do) were reported as failed saves; the POSIX wrappers now retry them.
    @Test func interruptedRenameLinkAndMkdirAreRetried() async throws {
        let save = try await Self.checklist()
        let calls = try await save.calls()
        let document = save.template.document(Self.listName).path
        let picks = [
            try calls.first("rename") { $0 == document },  // the swap itself
            try calls.first("mkdir") { $0.contains("/.quire-tmp-") },  // the staging folder
            try calls.first("rename") { $0.contains("/versions/") },  // keeping the previous version (moved in)
            try calls.first("mkdir") { _ in true },  // the CLI's edit-lock folder
        ]
        for call in picks {
            let (sandbox, result) = try await save.inject(call, .EINTR)
            #expect(result.status == 0, "\(call): \(result)")
            #expect(Self.saved(sandbox, "three"), "\(call)")
        }
    }

    /// A checklist that could not be read said “The file changed or disappeared while it was being
    /// read” whatever the cause (the reader only sees `regularFileContents == nil`); the single file
    /// is now read before the reader runs, so the message gives the errno.
    @Test func unreadableDocumentReportsTheCause() async throws {
        let save = try await Self.checklist()
        let document = save.template.document(Self.listName).path
        let reads = try await save.calls().filter { $0.family == "open" && $0.paths == [document] }
        try #require(reads.count >= 2)
        for call in reads {
            let (_, result) = try await save.inject(call, .EACCES)
            #expect(result.status == 1)
            #expect(result.errors.contains("don’t have permission"), "\(call): \(result)")
            #expect(!result.errors.contains("changed or disappeared"), "\(call): \(result)")
        }
    }

    /// A failure while keeping the previous version named the version store's hidden staging file
    /// (“.quire-tmp-…-version.json”, a document-id folder) instead of the document.
    @Test func failedVersionKeepingNamesTheDocument() async throws {
        let save = try await Self.checklist()
        let calls = try await save.calls()
        // The outgoing version is moved into a hidden staging folder of the history beside its record,
        // then that folder is renamed into place.
        let picks = [
            try calls.first("write") { $0.hasSuffix("/version.json") },
            try calls.first("rename") { $0.contains("/versions/") },
            try calls.first("rename") { $0.contains("/versions/") && !$0.contains("/.quire-tmp-") },
        ]
        for call in picks {
            let (sandbox, result) = try await save.inject(call, .ENOSPC)
            #expect(result.status == 1, "\(call): \(result)")
            #expect(result.errors.contains("There isn’t enough space to save “\(Self.listName)”"), "\(call): \(result)")
            #expect(result.errors.contains("keeping the previous version"), "\(call): \(result)")
            #expect(!result.errors.contains(".quire-tmp-"), "\(call): \(result)")
            #expect(!Self.saved(sandbox, "three"))
        }
    }

    /// Once a version was in its place in the history, a failing folder fsync (of the history folder
    /// after the version was renamed in) cancelled the document's save for a version that existed.
    /// (The record is no longer written through `AtomicFile`, whose folder fsync was the other case.)
    @Test func foldersSyncedAfterAVersionIsInPlaceDoNotCancelTheSave() async throws {
        let save = try await Self.checklist()
        let calls = try await save.calls()
        let version = try calls.first("rename") { $0.contains("/versions/") && !$0.contains("/.quire-tmp-") }
        let versionFolder = (version.paths[1] as NSString).deletingLastPathComponent
        let picks = [
            try calls.first("fsync", after: version.sequence) { $0 == versionFolder },
        ]
        for call in picks {
            let (sandbox, result) = try await save.inject(call, .EIO)
            #expect(result.status == 0, "\(call): \(result)")
            #expect(Self.saved(sandbox, "three"), "\(call)")
        }
    }

    /// On a filesystem without user extended attributes (older tmpfs, FAT, many network mounts)
    /// stamping the document id on the new version failed every save. Now the save goes ahead and the
    /// id is kept in the version store's path index, so the history is still found.
    @Test func documentsWithoutExtendedAttributesSaveAndKeepTheirHistory() async throws {
        let save = try await Self.checklist()
        let stamp = try await save.calls().first("xattr") { _ in true }
        let (sandbox, result) = try await save.inject(stamp, .ENOTSUP)
        #expect(result.status == 0, "\(result)")
        #expect(Self.saved(sandbox, "three"))
        let file = sandbox.document(Self.listName).path
        let listing = try await sandbox.run(try TestTools.built("quire-samples"), ["versions", file])
        #expect(listing.status == 0, "\(listing)")
        // The two retired versions, found through the index: the new file carries no id.
        #expect(listing.output.split(separator: "\n").filter { $0.hasSuffix(" bytes") }.count == 2, "\(listing)")
    }

    /// A board image that could not be read was reported as damage (“is not a regular file”): the
    /// board now reads its package up front, so the real cause is given.
    @Test func unreadableBoardImageReportsTheCause() async throws {
        let move = try await Self.board { ["move", $0.document("Board.boardpkg").path] }
        let image = try await move.calls().first("open") { $0.hasSuffix(".png") }
        let (_, result) = try await move.inject(image, .EACCES)
        #expect(result.status == 1)
        #expect(result.errors.contains("don’t have permission"), "\(result)")
        #expect(!result.errors.contains("damaged"), "\(result)")
    }

    /// A draft swapped into place was reported as not saved when the drafts folder's fsync failed.
    @Test func draftStandsDespiteAFailedFolderSync() async throws {
        let draft = try await Self.board { _ in ["draft", "2"] }
        let drafts = draft.template.dataHome.appendingPathComponent("org.quire.BoardStudio/drafts").path
        let calls = try await draft.calls()
        let swap = try calls.first("rename") { $0.hasPrefix(drafts + "/") && !$0.contains(".quire-tmp-") }
        let sync = try calls.first("fsync", after: swap.sequence) { $0 == drafts }
        let (sandbox, result) = try await draft.inject(sync, .EIO)
        #expect(result.status == 0, "\(result)")
        let folder = sandbox.dataHome.appendingPathComponent("org.quire.BoardStudio/drafts")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(entries.count == 1 && !entries[0].hasPrefix(".quire-tmp-"), "\(entries)")
    }

    /// A rename that had happened was reported as failed when a folder fsync after it failed, so the
    /// session kept the old path.
    @Test func renameStandsDespiteAFailedFolderSync() async throws {
        let rename = try await Self.board { ["rename", $0.document("Board.boardpkg").path, "Renamed"] }
        let calls = try await rename.calls()
        let documents = rename.template.documents.path
        let moved = try calls.first("rename") { $0.hasSuffix("/Renamed.boardpkg") }
        let sync = try calls.first("fsync", after: moved.sequence) { $0 == documents }
        let (sandbox, result) = try await rename.inject(sync, .EIO)
        #expect(result.status == 0, "\(result)")
        #expect(result.output.contains("Renamed.boardpkg"))
        #expect(FileManager.default.fileExists(atPath: sandbox.document("Renamed.boardpkg").path))
        #expect(!FileManager.default.fileExists(atPath: sandbox.document("Board.boardpkg").path))
    }
}
