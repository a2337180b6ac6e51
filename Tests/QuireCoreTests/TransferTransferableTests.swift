import Foundation
import Testing
@testable import QuireCore

private extension UTType {
    static let quireLayer = UTType(exportedAs: "org.quire.tests.layer", conformingTo: .data)
    static let quireNote = UTType(exportedAs: "org.quire.tests.note", conformingTo: .json)
}

/// A type as apps write them: its own type first, then a common one for other apps.
private struct Layer: Transferable, Equatable {
    var name: String
    var visible = true

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .quireLayer) { Data("layer:\($0.name)".utf8) } importing: { data in
            let text = String(decoding: data, as: UTF8.self)
            guard text.hasPrefix("layer:") else { throw CocoaError(.fileReadCorruptFile) }
            return Layer(name: String(text.dropFirst(6)))
        }
        DataRepresentation(exportedContentType: .png) { _ in Data([0x89, 0x50, 0x4E, 0x47]) }
            .exportingCondition { $0.visible }
        ProxyRepresentation(exporting: \.name)
    }
}

private struct Note: Codable, Transferable, Equatable {
    var title: String
    var words: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .quireNote)
        FileRepresentation(contentType: .plainText) { note in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("quire-note-\(UUID().uuidString).txt")
            try Data(note.title.utf8).write(to: file)
            return SentTransferredFile(file)
        } importing: { received in
            Note(title: try String(contentsOf: received.file, encoding: .utf8), words: 0)
        }
        .suggestedFileName { $0.title }
    }
}

/// CoreTransferable's conversions through each kind of representation, on real files.
@Suite struct TransferTransferableTests {
    @Test func representationsAreListedInOrderAndConditionsApply() {
        let layer = Layer(name: "Sky")
        #expect(layer.exportedContentTypes() == [.quireLayer, .png, .utf8PlainText])
        #expect(Layer(name: "Hidden", visible: false).exportedContentTypes() == [.quireLayer, .utf8PlainText])
        #expect(Layer.importedContentTypes() == [.quireLayer])
        #expect(Note.importedContentTypes() == [.quireNote, .plainText])
    }

    @Test func exportingPicksTheFirstRepresentationOfTheType() async throws {
        let layer = Layer(name: "Sky")
        #expect(try await layer.exported(as: nil) == Data("layer:Sky".utf8))
        #expect(try await layer.exported(as: .png) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try await layer.exported(as: .plainText) == Data("Sky".utf8), "the proxy's String exports as plain text")
        await #expect(throws: (any Error).self) { try await Layer(name: "Hidden", visible: false).exported(as: .png) }
        await #expect(throws: (any Error).self) { try await layer.exported(as: .pdf) }
    }

    @Test func importingRoundTrips() async throws {
        let layer = try await Layer(importing: Data("layer:Sea".utf8), contentType: .quireLayer)
        #expect(layer == Layer(name: "Sea"))
        await #expect(throws: (any Error).self) { try await Layer(importing: Data("garbage".utf8), contentType: .quireLayer) }
        await #expect(throws: (any Error).self) { try await Layer(importing: Data("layer:x".utf8), contentType: .png) }

        let note = Note(title: "Plans", words: 3)
        let json = try await note.exported(as: .quireNote)
        #expect(try await Note(importing: json, contentType: .quireNote) == note)
        #expect(try await Note(importing: json, contentType: nil) == note, "without a type, each importer in turn")
    }

    @Test func filesAreWrittenWithTheSuggestedNameAndReadBack() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quire-transfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = Note(title: "Plans", words: 3)

        let first = try await note.export(to: folder, contentType: .plainText)
        let second = try await note.export(to: folder, contentType: .plainText)
        #expect(first.lastPathComponent == "Plans.txt")
        #expect(second.lastPathComponent == "Plans 2.txt", "an export never replaces a file")
        #expect(try String(contentsOf: first, encoding: .utf8) == "Plans")

        let imported = try await Note(importing: first, contentType: nil)
        #expect(imported == Note(title: "Plans", words: 0))
        #expect(FileManager.default.fileExists(atPath: first.path), "the original stays where it was")

        let seen = try await note.withExportedFile(contentType: .quireNote) { url in
            (url, try JSONDecoder().decode(Note.self, from: Data(contentsOf: url)))
        }
        #expect(seen.1 == note)
        #expect(!FileManager.default.fileExists(atPath: seen.0.path), "the temporary file is gone after")
    }

    @Test func foundationTypesMoveAsTextURLsAndBytes() async throws {
        #expect(try await "héllo".exported(as: .plainText) == Data("héllo".utf8))
        #expect(try await String(importing: Data("plain".utf8), contentType: .plainText) == "plain")
        let url = try #require(URL(string: "https://example.org/a"))
        #expect(try await URL(importing: Data(" https://example.org/a\n".utf8), contentType: .plainText) == url)
        await #expect(throws: (any Error).self) { try await URL(importing: Data("just words".utf8), contentType: .plainText) }
        #expect(try await Data([1, 2]).exported(as: .data) == Data([1, 2]))
    }
}
