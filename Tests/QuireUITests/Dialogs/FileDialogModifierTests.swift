import Foundation
import NotesModel
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `fileImporter` and `fileExporter` on the headless backend, whose dialogs wait for the test to
/// answer as a person would: shown when the binding turns true (also a model property through
/// `@Bindable`), the binding reset when the dialog closes, the completion given the file (or the
/// exporter's written file), nothing on cancel, and package types picked as folders.
@MainActor
@Suite struct FileDialogModifierTests {
    @Observable final class Model {
        var wantsPhoto = false
    }

    private func settle(_ host: HeadlessHost, until condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            host.flush()
            await Task.yield()
        }
    }

    @Test func anImporterOpensWhenAskedAndHandsOverTheChosenFile() async throws {
        let flag = Model()
        var results: [URL] = []
        var cancelled = 0
        let binding = Binding(get: { flag.wantsPhoto }, set: { flag.wantsPhoto = $0 })
        let host = HeadlessHost {
            Button("Add Sticker…") { binding.wrappedValue = true }
                .fileImporter(isPresented: binding, allowedContentTypes: [.png, .jpeg]) { result in
                    if case .success(let url) = result { results.append(url) }
                } onCancellation: { cancelled += 1 }
        }
        #expect(host.backend.fileDialogs.pending.isEmpty, "nothing shows while the binding is false")
        try host.widget(.button, titled: "Add Sticker…").click()
        await settle(host) { !host.backend.fileDialogs.pending.isEmpty }
        let request = try #require(host.backend.fileDialogs.pending.first)
        #expect(request.mode == .open && request.contentTypes == [.png, .jpeg] && !request.picksPackages)

        let photo = URL(fileURLWithPath: "/tmp/photo.png")
        host.backend.fileDialogs.choose(photo)
        await settle(host) { !results.isEmpty }
        #expect(results == [photo])
        #expect(flag.wantsPhoto == false, "the binding goes back to false")
        #expect(cancelled == 0)
    }

    @Test func aModelPropertyBoundThroughBindableShowsTheDialogAndCancelReportsNoFile() async throws {
        let model = Model()
        var results = 0
        var cancelled = 0
        struct Editor: View {
            @Bindable var model: Model
            let onResult: () -> Void
            let onCancel: () -> Void
            var body: some View {
                Text("Board")
                    .fileImporter(isPresented: $model.wantsPhoto, allowedContentTypes: [.image]) { _ in onResult() }
                        onCancellation: { onCancel() }
            }
        }
        let host = HeadlessHost { Editor(model: model, onResult: { results += 1 }, onCancel: { cancelled += 1 }) }
        host.flush()
        #expect(host.backend.fileDialogs.pending.isEmpty)
        model.wantsPhoto = true   // what "Board from Photo" does through shouldPresentPhotoImporter
        await settle(host) { !host.backend.fileDialogs.pending.isEmpty }
        #expect(host.backend.fileDialogs.pending.count == 1)
        host.flush()
        #expect(host.backend.fileDialogs.pending.count == 1, "one dialog at a time")
        host.backend.fileDialogs.cancel()
        await settle(host) { cancelled == 1 }
        #expect(cancelled == 1 && results == 0)
        #expect(model.wantsPhoto == false)
    }

    @Test func packageTypesArePickedAsFolders() {
        let package = UTType(exportedAs: "org.quire.test.dialog-package", conformingTo: .package)
        #expect(FileDialogRequest(title: "Open", acceptLabel: "_Open", mode: .open, contentTypes: [package]).picksPackages)
        #expect(!FileDialogRequest(title: "Open", acceptLabel: "_Open", mode: .open, contentTypes: [package, .png]).picksPackages)
        #expect(!FileDialogRequest(title: "Save", acceptLabel: "_Save", mode: .save(suggestedName: "a"),
                                   contentTypes: [package]).picksPackages)
    }

    @Test func anExporterWritesTheDocumentWhereThePersonChose() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quire-exporter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let flag = Model()
        flag.wantsPhoto = true
        var outcome: Result<URL, any Error>?
        let binding = Binding(get: { flag.wantsPhoto }, set: { flag.wantsPhoto = $0 })
        let host = HeadlessHost {
            Text("Note")
                .fileExporter(isPresented: binding, document: TextDocument(text: "exported ✓"), contentType: .plainText,
                              defaultFilename: "Note") { outcome = $0 }
        }
        await settle(host) { !host.backend.fileDialogs.pending.isEmpty }
        let request = try #require(host.backend.fileDialogs.pending.first)
        #expect(request.mode == .save(suggestedName: "Note.txt"))
        let destination = folder.appendingPathComponent("Note.txt")
        host.backend.fileDialogs.choose(destination)
        await settle(host) { outcome != nil }
        #expect(try outcome?.get() == destination)
        #expect(try String(contentsOf: destination, encoding: .utf8) == "exported ✓")
        #expect(flag.wantsPhoto == false)

        // A folder that isn't there: the completion gets the DocumentError naming the file.
        outcome = nil
        flag.wantsPhoto = true
        await settle(host) { !host.backend.fileDialogs.pending.isEmpty }
        host.backend.fileDialogs.choose(folder.appendingPathComponent("missing/Note.txt"))
        await settle(host) { outcome != nil }
        #expect(throws: DocumentError.self) { try outcome?.get() }
    }
}
