import Foundation
import NotesModel
import Observation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// The rest of SwiftUI's file dialogs on the headless backend and real files: an importer choosing
/// several files, `fileMover` moving files into the chosen folder (never over an item there), the
/// `ReferenceFileDocument` and collection exporters, and the `fileDialog…` modifiers configuring the
/// dialogs inside them.
@MainActor
@Suite struct FileMoverAndExporterTests {
    @Observable final class Model {
        var isPresented = false
    }

    /// A real folder for one test, removed when released.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quire-mover-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: url)
        }

        func file(_ name: String, _ contents: String) throws -> URL {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
            return file
        }
    }

    final class Outline: ReferenceFileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        @Published var headings: [String]

        init(headings: [String]) { self.headings = headings }

        init(configuration: ReadConfiguration) throws { headings = [] }

        func snapshot(contentType: UTType) throws -> [String] { headings }

        func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(snapshot.joined(separator: "\n").utf8))
        }
    }

    private func binding(_ model: Model) -> Binding<Bool> {
        Binding(get: { model.isPresented }, set: { model.isPresented = $0 })
    }

    @Test func anImporterAllowingSeveralFilesHandsThemAllOver() async throws {
        let model = Model()
        var chosen: [URL] = []
        let host = HeadlessHost {
            Text("Board").fileImporter(isPresented: binding(model), allowedContentTypes: [.png],
                                       allowsMultipleSelection: true) { result in
                if case .success(let urls) = result { chosen = urls }
            }
        }
        model.isPresented = true
        await host.settle { !host.backend.fileDialogs.pending.isEmpty }
        #expect(host.backend.fileDialogs.pending.first?.allowsMultipleSelection == true)
        let photos = [URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.png")]
        host.backend.fileDialogs.choose(photos[0], photos[1])
        await host.settle { !chosen.isEmpty }
        #expect(chosen == photos && !model.isPresented)
    }

    @Test func aMoverMovesTheFileIntoTheChosenFolderAndNeverOverAnItemThere() async throws {
        let folder = try Folder()
        let note = try folder.file("Ideas.txt", "ideas")
        let archive = folder.url.appendingPathComponent("Archive")
        try FileManager.default.createDirectory(at: archive, withIntermediateDirectories: true)
        let model = Model()
        var outcome: Result<URL, any Error>?
        let host = HeadlessHost {
            Text("Note").fileMover(isPresented: binding(model), file: note) { outcome = $0 }
        }
        model.isPresented = true
        await host.settle { !host.backend.fileDialogs.pending.isEmpty }
        let request = try #require(host.backend.fileDialogs.pending.first)
        #expect(request.mode == .selectFolder && request.title == "Move “Ideas.txt”" && request.acceptLabel == "_Move")
        host.backend.fileDialogs.choose(archive)
        await host.settle { outcome != nil }
        let moved = archive.appendingPathComponent("Ideas.txt")
        #expect(try outcome?.get() == moved)
        #expect(try String(contentsOf: moved, encoding: .utf8) == "ideas")
        #expect(!FileManager.default.fileExists(atPath: note.path), "moved, not copied")

        // Another file of that name is in the way: nothing moves, nothing is replaced.
        let second = try folder.file("Ideas.txt", "newer ideas")
        var blocked: Result<URL, any Error>?
        let again = HeadlessHost {
            Text("Note").fileMover(isPresented: binding(model), file: second) { blocked = $0 }
        }
        model.isPresented = true
        await again.settle { !again.backend.fileDialogs.pending.isEmpty }
        again.backend.fileDialogs.choose(archive)
        await again.settle { blocked != nil }
        #expect(throws: DocumentError.self) { try blocked?.get() }
        #expect(try String(contentsOf: moved, encoding: .utf8) == "ideas", "the item there is untouched")
        #expect(try String(contentsOf: second, encoding: .utf8) == "newer ideas", "and so is the file")
    }

    @Test func aMoverOfSeveralFilesMovesThemInOrderAndACancelMovesNothing() async throws {
        let folder = try Folder()
        let files = [try folder.file("a.txt", "a"), try folder.file("b.txt", "b")]
        let target = folder.url.appendingPathComponent("Target")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let model = Model()
        var outcome: Result<[URL], any Error>?
        var cancelled = 0
        let host = HeadlessHost {
            Text("Files").fileMover(isPresented: binding(model), files: files, onCompletion: { outcome = $0 },
                                    onCancellation: { cancelled += 1 })
        }
        model.isPresented = true
        await host.settle { !host.backend.fileDialogs.pending.isEmpty }
        #expect(host.backend.fileDialogs.pending.first?.title == "Move 2 Files")
        host.backend.fileDialogs.cancel()
        await host.settle { cancelled == 1 }
        #expect(cancelled == 1 && outcome == nil && files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })

        model.isPresented = true
        await host.settle { !host.backend.fileDialogs.pending.isEmpty }
        host.backend.fileDialogs.choose(target)
        await host.settle { outcome != nil }
        #expect(try outcome?.get() == ["a.txt", "b.txt"].map { target.appendingPathComponent($0) })
    }

    @Test func anObjectDocumentIsExportedFromItsSnapshot() async throws {
        let folder = try Folder()
        let model = Model()
        let outline = Outline(headings: ["One", "Two"])
        var outcome: Result<URL, any Error>?
        let host = HeadlessHost {
            Text("Outline").fileExporter(isPresented: binding(model), document: outline, contentType: .plainText,
                                         defaultFilename: "Outline") { outcome = $0 }
        }
        model.isPresented = true
        await host.settle { !host.backend.fileDialogs.pending.isEmpty }
        #expect(host.backend.fileDialogs.pending.first?.mode == .save(suggestedName: "Outline.txt"))
        let destination = folder.url.appendingPathComponent("Outline.txt")
        host.backend.fileDialogs.choose(destination)
        await host.settle { outcome != nil }
        #expect(try outcome?.get() == destination)
        #expect(try String(contentsOf: destination, encoding: .utf8) == "One\nTwo")
    }

    @Test func aCollectionIsExportedIntoTheChosenFolderUnderFreeNames() async throws {
        let folder = try Folder()
        _ = try folder.file("Untitled.txt", "already here")
        let model = Model()
        var outcome: Result<[URL], any Error>?
        let host = HeadlessHost {
            Text("Notes").fileExporter(isPresented: binding(model), documents: [TextDocument(text: "first"),
                                                                                 TextDocument(text: "second")],
                                       contentType: .plainText) { outcome = $0 }
        }
        model.isPresented = true
        await host.settle { !host.backend.fileDialogs.pending.isEmpty }
        #expect(host.backend.fileDialogs.pending.first?.mode == .selectFolder)
        host.backend.fileDialogs.choose(folder.url)
        await host.settle { outcome != nil }
        let written = try #require(try outcome?.get())
        #expect(written.map(\.lastPathComponent) == ["Untitled 2.txt", "Untitled 3.txt"])
        #expect(try written.map { try String(contentsOf: $0, encoding: .utf8) } == ["first", "second"])
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Untitled.txt"), encoding: .utf8) == "already here")

        let outlines = HeadlessHost {
            Text("Outlines").fileExporter(isPresented: .constant(true), documents: [Outline](), contentType: .plainText) { _ in }
        }
        outlines.flush()
        #expect(outlines.backend.fileDialogs.pending.isEmpty, "an empty collection shows nothing")
    }

    @Test func theFileDialogModifiersConfigureTheDialogsInside() async throws {
        let model = Model()
        let start = URL(fileURLWithPath: "/tmp/photos", isDirectory: true)
        let host = HeadlessHost {
            VStack {
                Text("Board").fileImporter(isPresented: binding(model), allowedContentTypes: [.png]) { _ in }
            }
            .fileDialogDefaultDirectory(start)
            .fileDialogConfirmationLabel("Add Sticker")
            .fileDialogMessage(Text("Choose a photo for the board"))
        }
        model.isPresented = true
        await host.settle { !host.backend.fileDialogs.pending.isEmpty }
        let request = try #require(host.backend.fileDialogs.pending.first)
        #expect(request.defaultDirectory == start)
        #expect(request.acceptLabel == "Add Sticker")
        #expect(request.message == "Choose a photo for the board")
        host.backend.fileDialogs.cancel()
    }
}
