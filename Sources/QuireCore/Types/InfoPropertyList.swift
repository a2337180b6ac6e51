import Foundation

/// An app's Info.plist, read and parsed once: what names the app (`CFBundleIdentifier`,
/// `CFBundleName`) and the type declarations it registers. A file that cannot be read or parsed is
/// an error the app reports at launch, never an empty list: the identifier names the app's drafts
/// and versions folders, so a silent fallback would hide a person's drafts.
package struct InfoPropertyList {
    package let url: URL
    private let values: [String: Any]

    /// Reads the file at `url`. Files over 16 MiB are refused as `.tooLarge`; folders, pipes and
    /// devices as `.unsupportedType`; anything malformed as `.corrupt`, saying what and where.
    package init(contentsOf url: URL) throws {
        // O_NONBLOCK: opening a named pipe must not wait for a writer; it is refused below.
        let fd = try POSIX.open(url, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        defer { POSIX.close(fd) }
        guard try POSIX.fileStatus(fd, url: url).isRegularFile else {
            throw DocumentError(.unsupportedType, url: url, detail: "It is not a regular file")
        }
        let data = try POSIX.readAll(fd, url: url, limit: SharedMIMEDatabase.maximumFileSize)
        self.url = url
        values = try PropertyListTypeDeclarations.parse(data, url: url)
    }

    /// The string at the top-level `key`; nil when there is none. Another kind of value is `.corrupt`.
    package func string(_ key: String) throws -> String? {
        guard let value = values[key] else { return nil }
        guard let string = value as? String else {
            throw DocumentError(.corrupt, url: url, detail: "\(key) is not a string")
        }
        return string
    }

    /// The array at the top-level `key`; nil when there is none. Another kind of value is `.corrupt`.
    package func array(_ key: String) throws -> [Any]? {
        guard let value = values[key] else { return nil }
        guard let array = value as? [Any] else {
            throw DocumentError(.corrupt, url: url, detail: "\(key) is not an array")
        }
        return array
    }

    /// Registers its type declarations (see `UTType.registerDeclarations(fromPropertyList:)`).
    @discardableResult
    package func registerDeclarations() throws -> [DocumentTypeDeclaration] {
        try UTType.register(PropertyListTypeDeclarations(root: values, url: url))
    }

    /// The types it exports and imports, in that order (registered: `registerDeclarations` first).
    package func declaredTypes() throws -> [UTType] {
        let declarations = try PropertyListTypeDeclarations(root: values, url: url)
        return (declarations.exported + declarations.imported).compactMap { UTType($0.identifier) }
    }
}
