import SwiftUI
import UniformTypeIdentifiers

extension UTType {
    /// A gallery sample: JSON, with its own extension (declared in Resources/Info.plist).
    static let gallerySample = UTType(exportedAs: "org.quire.example.gallery-sample", conformingTo: .json)
}

/// The sample as pretty-printed JSON with sorted keys, so that a saved file diffs well.
struct GalleryDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.gallerySample] }

    var sample: GallerySample

    init(sample: GallerySample = GallerySample()) {
        self.sample = sample
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        sample = try decoder.decode(GallerySample.self, from: data)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return FileWrapper(regularFileWithContents: try encoder.encode(sample))
    }
}
