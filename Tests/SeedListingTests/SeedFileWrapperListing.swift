import Testing
import Quire

// Seed 000, "FileWrapper and package file formats": the package listing's body, verbatim from
// `let manifestData` to the return, as a plain function (WriteConfiguration belongs to the engine).
struct SeedPackageDocument {
    struct Manifest: Codable, Equatable {
        var title: String
        var attachmentNames: [String]
    }

    var manifest: Manifest
    var attachments: [String: Data]

    func makeWrapper() throws -> FileWrapper {
        let manifestData = try JSONEncoder().encode(manifest)
        let manifestWrapper = FileWrapper(regularFileWithContents: manifestData)
        manifestWrapper.preferredFilename = "document.json"

        var children: [String: FileWrapper] = ["document.json": manifestWrapper]
        for (name, imageData) in attachments {
            children["attachments/\(name)"] = FileWrapper(regularFileWithContents: imageData)
        }
        return FileWrapper(directoryWithFileWrappers: children)
    }
}

@Suite struct SeedFileWrapperListingTests {
    @Test func seed000PackageWritesAndReadsBack() throws {
        let attachments = ["a.png": Data([0x89, 0x50, 0x4E, 0x47]), "b.png": Data(repeating: 1, count: 1000)]
        let document = SeedPackageDocument(manifest: .init(title: "Trip", attachmentNames: ["a.png", "b.png"]),
                                           attachments: attachments)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seed000-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Trip.mynote")

        try document.makeWrapper().write(to: url, options: .atomic, originalContentsURL: nil)

        let read = try FileWrapper(url: url)
        #expect(read.isDirectory)
        let manifestData = try #require(read.fileWrappers?["document.json"]?.regularFileContents)
        #expect(try JSONDecoder().decode(SeedPackageDocument.Manifest.self, from: manifestData) == document.manifest)
        let folderWrapper = try #require(read.fileWrappers?["attachments"])
        #expect(folderWrapper.isDirectory)
        #expect(folderWrapper.fileWrappers?.mapValues { $0.regularFileContents } == attachments.mapValues { Optional($0) })
    }
}
