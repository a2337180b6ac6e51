import Foundation
import NotesModel
import Testing
@testable import QuireCore

/// A real 1 MiB tmpfs (root only), unmounted when released.
final class TinyFilesystem {
    let folder = TemporaryDirectory("quire-engine-tmpfs")
    private var mounted = false
    var url: URL { folder.url }

    static func mount() -> (TinyFilesystem?, String) {
        let filesystem = TinyFilesystem()
        let (status, output) = Process.runQuietly("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", filesystem.url.path])
        guard status == 0 else { return (nil, "mount -t tmpfs failed (status \(status)): \(output)") }
        filesystem.mounted = true
        return (filesystem, "")
    }

    deinit {
        if mounted { Process.runQuietly("/bin/umount", [url.path]) }
    }
}

@MainActor
@Suite(.serialized) struct SessionDiskFullTests {
    @Test func savingABigNoteOnAFullDiskFailsCleanly() async throws {
        let (filesystem, reason) = TinyFilesystem.mount()
        guard let filesystem else { try Test.cancel("No tmpfs here: \(reason)") }
        let fixture = EngineFixture()
        let url = filesystem.url.appendingPathComponent("Big.txt")
        let original = Data(String(repeating: "small original text\n", count: 200).utf8)
        try original.write(to: url)

        let session = try await DocumentSession.open(url, kinds: EngineKinds.all, environment: fixture.environment)
        session.autosavesAutomatically = false
        let text = try #require(session.binding(for: TextDocument.self)).text
        text.wrappedValue = String(repeating: "x", count: 2 << 20)

        let error = await expectDocumentError(.diskFull) { try await session.save() }
        #expect(error?.url?.path == url.path)
        #expect(error?.errno == ENOSPC || error?.errno == EFBIG)
        #expect(try bytes(url) == original, "the original is byte-identical")
        #expect(try POSIX.directoryEntries(filesystem.url) == ["Big.txt"], "no temporary left")
        if case .failed(let failure) = session.state { #expect(failure.code == .diskFull) } else {
            Issue.record("state is \(session.state)")
        }
        #expect(session.hasUnsavedChanges, "the edit is still unsaved")

        // Autosave hits the same wall: still nothing changed, still nothing left behind.
        await expectDocumentError(.diskFull) { try await session.autosave() }
        #expect(try bytes(url) == original)
        #expect(try POSIX.directoryEntries(filesystem.url) == ["Big.txt"])

        // Once the edit fits, saving works.
        text.wrappedValue = "fits now"
        try await session.save()
        #expect(try String(decoding: bytes(url), as: UTF8.self) == "fits now")
        #expect(!session.hasUnsavedChanges)
    }
}
