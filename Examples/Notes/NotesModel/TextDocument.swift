import QuireCore

/// Seed 000's plain-text note: a `FileDocument` holding UTF-8 text.
public struct TextDocument: FileDocument {
    // The types this document reads. Drives the file chooser filter and the Open dialog.
    public static var readableContentTypes: [UTType] { [.plainText] }
    // Optional. Defaults to readableContentTypes. Override if you write a subset.
    public static var writableContentTypes: [UTType] { [.plainText] }

    public var text: String

    public init(text: String = "") {
        self.text = text
    }

    // Called when the app opens an existing file.
    public init(configuration: ReadConfiguration) throws {
        guard configuration.file.isRegularFile else {
            throw DocumentError(.corrupt, detail: "A note is a single text file, not a folder or a link")
        }
        guard let data = configuration.file.regularFileContents else {
            throw DocumentError(.ioFailure, detail: "The file changed or disappeared while it was being read")
        }
        guard let string = String(data: data, encoding: .utf8) else {
            throw DocumentError(.corrupt, detail: TextDecoding.describeInvalidUTF8(in: data))
        }
        self.text = string
    }

    // Called when the app needs to write (autosave, explicit save, version snapshot).
    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let data = Data(text.utf8)
        return FileWrapper(regularFileWithContents: data)
    }
}
