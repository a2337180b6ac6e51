import Foundation

extension DocumentError {
    /// This error naming the document instead of one of the save's private items (its temporary, its
    /// staging folder or anything inside it, the resolved target of a link), so messages speak of the
    /// file the person knows. Errors about other files (an asset the writer could not read) keep theirs.
    func naming(_ document: URL, insteadOf privateItems: [URL] = []) -> DocumentError {
        var error = self
        guard let current = url else {
            error.url = document
            return error
        }
        let path = current.standardizedFileURL.path
        let isPrivate = privateItems.contains { item in
            let privatePath = item.standardizedFileURL.path
            return path == privatePath || path.hasPrefix(privatePath + "/")
        }
        if isPrivate || privateItems.isEmpty { error.url = document }
        return error
    }

    /// Any error thrown during a save, as a `DocumentError` naming the document.
    static func duringSave(_ error: any Error, document: URL, privateItems: [URL], operation: String) -> DocumentError {
        DocumentError.wrapping(error, url: document, operation: operation).naming(document, insteadOf: privateItems)
    }
}
