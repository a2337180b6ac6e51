import SwiftUI
import UniformTypeIdentifiers

extension UTType {
    /// A tally saved as text: the count on one line.
    static let tally = UTType(exportedAs: "org.quire.example.tally", conformingTo: .plainText)
}

/// The count as a file, for Export.
struct TallyFile: FileDocument {
    static var readableContentTypes: [UTType] { [.tally] }

    var count: Int

    init(count: Int) {
        self.count = count
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents,
              let count = Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.count = count
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data("\(count)\n".utf8))
    }
}
