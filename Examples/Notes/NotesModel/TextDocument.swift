import QuireCore

/// Seed 000's plain-text note, its listing verbatim but for `public`: a `FileDocument` holding UTF-8
/// text. Quire explains its `fileReadCorruptFile` (a folder, the first byte that isn't UTF-8).
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
        guard let data = configuration.file.regularFileContents,
              let string = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = string
    }

    // Called when the app needs to write (autosave, explicit save, version snapshot).
    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let data = Data(text.utf8)
        return FileWrapper(regularFileWithContents: data)
    }
}
