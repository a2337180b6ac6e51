import Foundation
import QuireCore

/// A plain-text note (a `FileDocument` value).
struct DemoNote: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text = ""

    init() {}

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw DocumentError(.corrupt, detail: "A note is UTF-8 text")
        }
        self.text = text
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}
