import Foundation
import Testing
@testable import QuireCore

/// A wrapper made for a write (a `FileDocument`'s whole content) is freed after the save: by the
/// caller once it has resumed when it passes a box, in the background otherwise.
@Suite struct StorageWriteDisposalTests {
    private func prepared(_ text: String, madeID: PthreadMutex<ObjectIdentifier?>) -> PreparedWrite {
        PreparedWrite(payload: .makeWrapper {
            let wrapper = FileWrapper(regularFileWithContents: Data(text.utf8))
            madeID.withLock { $0 = ObjectIdentifier(wrapper) }
            return wrapper
        }, snapshot: nil)
    }

    @Test func theMadeWrapperIsLeftInTheCallersBoxUntilTheCallerDropsIt() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let madeID = PthreadMutex<ObjectIdentifier?>(nil)
        let box = Disposal<FileWrapper>(nil)
        _ = try await StorageWrite.write(prepared("first", madeID: madeID), to: url, seedFrom: nil, expecting: .absent,
                                         documentID: nil, history: nil, freedByCaller: box)
        #expect(try Data(contentsOf: url) == Data("first".utf8))
        let held = try #require(box.get())
        #expect(ObjectIdentifier(held) == madeID.withLock { $0 })
        box.drop()
        #expect(box.get() == nil)
    }

    @Test func aFailedWriteStillLeavesTheWrapperToTheCaller() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        try Data("theirs".utf8).write(to: url)
        let madeID = PthreadMutex<ObjectIdentifier?>(nil)
        let box = Disposal<FileWrapper>(nil)
        await #expect(throws: DocumentError.self) { () async throws in
            _ = try await StorageWrite.write(prepared("ours", madeID: madeID), to: url, seedFrom: nil, expecting: .absent,
                                             documentID: nil, history: nil, freedByCaller: box)
        }
        #expect(try Data(contentsOf: url) == Data("theirs".utf8))
        #expect(box.get().map(ObjectIdentifier.init) == madeID.withLock { $0 })
    }

    @Test func withoutABoxTheWriteFreesItsWrapperItself() async throws {
        let dir = TemporaryDirectory()
        let url = dir.file("note.txt")
        let madeID = PthreadMutex<ObjectIdentifier?>(nil)
        _ = try await StorageWrite.write(prepared("alone", madeID: madeID), to: url, seedFrom: nil, expecting: .absent,
                                         documentID: nil, history: nil)
        #expect(try Data(contentsOf: url) == Data("alone".utf8))
        #expect(madeID.withLock { $0 } != nil)
    }
}
