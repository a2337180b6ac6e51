import Foundation

extension FileWrapper {
    /// The wrapper a document reader receives for the item at `url`. A single file's bytes are read
    /// now rather than on first use: a reader can only ask `regularFileContents`, which answers nil
    /// for every failure, so a read error here keeps its cause (permission, I/O error, …) and file.
    /// A package's children still load lazily; large files are mapped as usual.
    static func readingDocument(at url: URL) throws -> FileWrapper {
        let wrapper = try FileWrapper(url: url, options: [])
        _ = try wrapper.contentsLoadingIfNeeded(cache: true)
        return wrapper
    }
}
