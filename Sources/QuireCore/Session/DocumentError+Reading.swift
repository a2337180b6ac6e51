import Foundation

extension DocumentError {
    /// `wrapping(_:url:operation:)` for a failed read, naming `url` when the error names no file: a
    /// document's own reader (`init(configuration:)`, a `FileWrapper` reader) throws without knowing
    /// where its data came from, and "damaged" is useless if it doesn't say which file.
    static func reading(_ error: any Error, url: URL) -> DocumentError {
        var error = wrapping(error, url: url, operation: "The content could not be read")
        if error.url == nil { error.url = url }
        return error
    }

    /// `reading(_:url:)`, explained from what was read when the reader says little: a reader written
    /// as the seeds write theirs (`guard let data = file.regularFileContents, let text = String(data:
    /// data, encoding: .utf8) else { throw CocoaError(.fileReadCorruptFile) }`, `JSONDecoder().decode`)
    /// then reports as much as one that spells out every case:
    /// - a folder or a link where the type is a single file says so;
    /// - text that isn't UTF-8 says where (the byte, its offset, line and column);
    /// - text that isn't JSON at all gets its line and column (`JSONDecoder` gives neither);
    /// - a wrong shape names its place (“items[1].title”, `corrupt(url:decoding:)`).
    static func reading(_ error: any Error, url: URL, wrapper: FileWrapper, contentType: UTType) -> DocumentError {
        if (error as? CocoaError)?.code == .fileReadCorruptFile {
            if !wrapper.isRegularFile, !contentType.conforms(to: .directory) {
                return DocumentError(.corrupt, url: url,
                                     detail: "It is \(wrapper.isDirectory ? "a folder" : "a symbolic link"), not a file")
            }
            if contentType.conforms(to: .text), let data = wrapper.regularFileContents,
               TextDecoding.firstInvalidUTF8Offset(in: data) != nil {
                return DocumentError(.corrupt, url: url, detail: TextDecoding.describeInvalidUTF8(in: data))
            }
        }
        if let decoding = error as? DecodingError, case .dataCorrupted(let context) = decoding,
           context.debugDescription.contains("JSON"), let data = wrapper.regularFileContents {
            return corrupt(url: url, json: data, decoding: decoding)
        }
        return reading(error, url: url)
    }
}
