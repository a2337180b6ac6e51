import Foundation
import Testing
@testable import QuireCore

/// A slot made for a document that is never saved again (the apps prepare one after every package
/// save) leaves no empty history folder behind once discarded; a folder holding versions stays.
@Suite struct HistoryVersionSlotFolderTests {
    let dir = TemporaryDirectory("quire-version-slot-folder")
    var store: VersionStore { VersionStore(root: dir.file("data/versions")) }

    @Test func discardingTheOnlySlotRemovesTheDocumentsFolder() throws {
        let ids = (0..<20).map { _ in DocumentID.make() }
        for id in ids {
            let slot = try store.prepareSlot(documentID: id)
            #expect(try POSIX.statusIfPresent(slot.directory) != nil)
            slot.discard()
        }
        #expect(try POSIX.directoryEntries(store.root).filter { DocumentID.isValid($0) }.isEmpty,
                "20 documents saved once leave no folders in the versions")
        #expect(try store.documentIDs().isEmpty)
    }

    @Test func aFolderWithVersionsStaysAndASlotCanBeMadeAgain() throws {
        let id = DocumentID.make()
        let item = dir.file("save/Note.txt")
        try POSIX.makeDirectories(item.deletingLastPathComponent())
        try AtomicFile.write(Data("first".utf8), to: item)
        _ = try store.retire(item, documentID: id, contentType: nil, consuming: true)
        let slot = try store.prepareSlot(documentID: id)
        slot.discard()
        #expect(try store.versions(documentID: id).count == 1)

        // A slot made after the folder went (discarded by another process meanwhile) recreates it.
        let other = DocumentID.make()
        try store.prepareSlot(documentID: other).discard()
        let again = try store.prepareSlot(documentID: other)
        #expect(try POSIX.directoryEntries(again.directory).count == 1)
        again.discard()
        #expect(try POSIX.statusIfPresent(again.directory) == nil)
    }
}
