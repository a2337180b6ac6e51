import Foundation
import Testing
@testable import QuireCore

private extension UTType {
    static let quireCard = UTType(exportedAs: "org.quire.tests.card", conformingTo: .data)
}

/// An app's type: its own type, then text for other apps, and files of it as JSON.
private struct Card: Codable, Transferable, Equatable {
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .quireCard)
        ProxyRepresentation(exporting: \.title)
    }
}

/// `NSItemProvider`'s common paths (objects, data and file representations, contents of a file,
/// Transferable values) and the desktop's MIME types: what a drag or copy offers and how what a
/// drop or paste read becomes providers again. Real files in temporary folders.
@Suite struct TransferItemProviderTests {
    /// A temporary folder, removed after `body`.
    private func withFolder<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quire-items-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            // Best effort: the system cleans its temporary folder.
            try? FileManager.default.removeItem(at: folder)
        }
        return try await body(folder)
    }

    private func loadData(_ provider: NSItemProvider, _ type: String) async -> Result<Data, any Error> {
        await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: type) { data, error in
                continuation.resume(returning: data.map { .success($0) } ?? .failure(error ?? CocoaError(.fileReadUnknown)))
            }
        }
    }

    @Test func aStringProviderIsUTF8TextAndLoadsAsAStringOrAnNSString() async throws {
        let provider = NSItemProvider(object: "Grüße" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(provider.canLoadObject(ofClass: URL.self), "a URL reads from text naming one")
        let notAURL: URL? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: URL.self) { url, _ in continuation.resume(returning: url) }
        }
        #expect(notAURL == nil, "words are not a URL")
        #expect(try await loadData(provider, "public.plain-text").get() == Data("Grüße".utf8))
        let loaded: String? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: String.self) { string, _ in continuation.resume(returning: string) }
        }
        #expect(loaded == "Grüße")
        guard case .failure(let error as NSError) = await loadData(provider, "public.png") else {
            Issue.record("a PNG loaded from text")
            return
        }
        #expect(error.domain == NSItemProvider.errorDomain)
    }

    @Test func aURLProviderLoadsAsAURLAndAsText() async throws {
        let provider = NSItemProvider(object: URL(string: "https://swift.org/blog")! as NSURL)
        #expect(provider.registeredTypeIdentifiers == ["public.url"])
        let url: URL? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: URL.self) { url, _ in continuation.resume(returning: url) }
        }
        #expect(url == URL(string: "https://swift.org/blog"))
        #expect(try await provider.loadTransferable(type: URL.self) == URL(string: "https://swift.org/blog"))
    }

    @Test func registeredDataLoadsThroughItsHandlerAsDataAndAsATemporaryFile() async throws {
        let provider = NSItemProvider()
        provider.suggestedName = "Pixel"
        provider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier, visibility: .all) { completion in
            DispatchQueue.global().async { completion(Data([0x89, 0x50]), nil) }
            return nil
        }
        #expect(provider.registeredContentTypes == [.png])
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        let copied: (name: String, bytes: Data, path: String)? = await withCheckedContinuation { continuation in
            provider.loadFileRepresentation(forTypeIdentifier: "public.image") { url, _ in
                // The file lives only while the handler runs.
                continuation.resume(returning: url.flatMap { url in
                    (try? Data(contentsOf: url)).map { (url.lastPathComponent, $0, url.path) }
                })
            }
        }
        #expect(copied?.name == "Pixel.png")
        #expect(copied?.bytes == Data([0x89, 0x50]))
        #expect(copied.map { !FileManager.default.fileExists(atPath: $0.path) } == true, "the temporary copy is removed")
    }

    @Test func aFileProviderOffersTheFileInPlaceAndItsURL() async throws {
        try await withFolder { folder in
            let file = folder.appendingPathComponent("Field Notes.txt")
            try Data("notes".utf8).write(to: file)
            let provider = try #require(NSItemProvider(contentsOf: file))
            #expect(provider.registeredTypeIdentifiers == ["public.plain-text", "public.file-url", "public.url"])
            #expect(provider.suggestedName == "Field Notes")
            #expect(try await loadData(provider, "public.text").get() == Data("notes".utf8))
            #expect(try await provider.loadTransferable(type: URL.self) == file)
            #expect(try await provider.loadTransferable(type: String.self) == "notes")
            #expect(NSItemProvider(contentsOf: URL(string: "https://swift.org")) == nil)
            #expect(try Data(contentsOf: file) == Data("notes".utf8), "the file is unchanged")
        }
    }

    @Test func aTransferableRegistersItsExportsAndLoadsBackThroughItsImporters() async throws {
        let provider = NSItemProvider()
        provider.register(Card(title: "Ace"))
        #expect(provider.registeredTypeIdentifiers == ["org.quire.tests.card", "public.utf8-plain-text"])
        #expect(try await provider.loadTransferable(type: Card.self) == Card(title: "Ace"))
        #expect(try await provider.loadTransferable(type: String.self) == "Ace")
        await #expect(throws: (any Error).self) { try await provider.loadTransferable(type: URL.self) }
    }

    @Test func contentTypesTravelAsTheDesktopsMIMETypes() throws {
        #expect(PasteboardMIMEType.mimeTypes(for: .utf8PlainText) == ["text/plain;charset=utf-8", "text/plain"])
        #expect(PasteboardMIMEType.mimeTypes(for: .fileURL) == ["text/uri-list"])
        #expect(PasteboardMIMEType.mimeTypes(for: .png) == ["image/png"])
        #expect(PasteboardMIMEType.mimeTypes(for: .quireCard) == [try #require(UTType.quireCard.preferredMIMEType)])
        #expect(PasteboardMIMEType.mimeTypes(for: .item) == ["application/x-uti.public.item"], "a type with no MIME type")
        #expect(PasteboardMIMEType.contentType(of: "application/x-uti.public.item") == .item)
        #expect(PasteboardMIMEType.contentType(of: "text/plain;charset=utf-8") == .utf8PlainText)
        #expect(PasteboardMIMEType.contentType(of: "TARGETS") == nil)
        let offered = ["TARGETS", "text/uri-list", "text/plain;charset=utf-8", "text/plain", "image/png"]
        #expect(PasteboardMIMEType.typesToRead(offered: offered, accepting: [.plainText]) == ["text/plain;charset=utf-8"])
        #expect(PasteboardMIMEType.typesToRead(offered: offered, accepting: [.url]) == ["text/uri-list"])
        #expect(PasteboardMIMEType.typesToRead(offered: offered, accepting: [.image]) == ["text/uri-list", "image/png"])
        #expect(PasteboardMIMEType.typesToRead(offered: ["text/plain"], accepting: [.utf8PlainText]) == ["text/plain"])
        #expect(PasteboardMIMEType.typesToRead(offered: ["image/png"], accepting: [.plainText]).isEmpty)
    }

    @Test func providersExportAsMIMETypesAndReadBackAsProviders() async throws {
        let card = NSItemProvider()
        card.register(Card(title: "Ace"))
        let export = PasteboardExport([card])
        #expect(export.mimeTypes == [try #require(UTType.quireCard.preferredMIMEType), "text/plain;charset=utf-8", "text/plain"])
        var read: [(mimeType: String, data: Data)] = []
        for mimeType in export.mimeTypes { read.append((mimeType, try await export.data(for: mimeType))) }
        let providers = PasteboardImport(read).itemProviders
        #expect(providers.count == 1)
        #expect(try await providers[0].loadTransferable(type: Card.self) == Card(title: "Ace"))

        let files = [URL(fileURLWithPath: "/tmp/a b.png"), URL(fileURLWithPath: "/tmp/c.txt")]
        let uriList = PasteboardExport(files.map { NSItemProvider(object: $0 as NSURL) })
        #expect(uriList.mimeTypes.first == "text/uri-list")
        let list = try await uriList.data(for: "text/uri-list")
        #expect(String(decoding: list, as: UTF8.self) == "file:///tmp/a%20b.png\r\nfile:///tmp/c.txt\r\n")
        let dropped = PasteboardImport([("text/uri-list", Data("# a comment\r\n".utf8) + list)]).itemProviders
        #expect(dropped.map(\.registeredTypeIdentifiers) == [["public.png", "public.file-url", "public.url"],
                                                            ["public.plain-text", "public.file-url", "public.url"]])
    }

    @Test func onlyOwnProcessRepresentationsStayHome() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .ownProcess) { completion in
            completion(Data(), nil)
            return nil
        }
        provider.registerObject("shared" as NSString, visibility: .all)
        #expect(PasteboardExport([provider]).mimeTypes == ["text/plain;charset=utf-8", "text/plain"])
    }
}
