import Foundation
import QuireCore

/// Opens a document in a window of its own, or brings its window forward if it is open already
/// (SwiftUI's `OpenDocumentAction`): `try await openDocument(at: url)`.
@MainActor
public struct OpenDocumentAction {
    let handler: @MainActor (URL) async throws -> Void

    nonisolated package init(handler: @escaping @MainActor (URL) async throws -> Void) {
        self.handler = handler
    }

    /// Opens the document at `url`. Throws a `DocumentError` (unsupported type, corrupt, …).
    public func callAsFunction(at url: URL) async throws {
        try await handler(url)
    }
}

/// Makes a new untitled document in a window of its own (SwiftUI's `NewDocumentAction`).
@MainActor
public struct NewDocumentAction {
    let handler: @MainActor (NewDocumentRequest) -> Void

    nonisolated package init(handler: @escaping @MainActor (NewDocumentRequest) -> Void) {
        self.handler = handler
    }

    /// A new `FileDocument` starting as `newDocument`, in the document group of its type.
    public func callAsFunction<D: FileDocument>(_ newDocument: @autoclosure @escaping @MainActor () -> D) {
        handler(.template(newDocument, D.self))
    }

    /// A new `ReferenceFileDocument` made by `newDocument`, in the document group of its type.
    public func callAsFunction<D: ReferenceFileDocument>(_ newDocument: @escaping @MainActor () -> D) {
        handler(.template(newDocument, D.self))
    }

    /// A new document of the group that writes `contentType`, made by that group.
    public func callAsFunction(contentType: UTType) {
        handler(.contentType(contentType))
    }
}

/// What a new document is asked to start from.
@MainActor
package enum NewDocumentRequest {
    /// The first document group's own new document.
    case standard
    /// A document value or object of the given type, made by the closure.
    case template(@MainActor () -> Any, Any.Type)
    /// The group whose native type is this one.
    case contentType(UTType)
    /// A new document of the group writing `contentType` (the first group without one), told the
    /// creation source, after an app's preparation (a template picker) has run.
    case prepared(contentType: UTType?, source: DocumentCreationSource?, preparation: NewDocumentPreparation)
}

/// What runs before a new document is made (`NewDocumentButton`'s `prepare…` closures): each may
/// suspend, return nil for an empty document, or throw (`CancellationError`: make none).
package enum NewDocumentPreparation {
    case none
    /// A file whose content starts the new document.
    case url(() async throws -> URL?)
    /// A value of the given document type that starts the new document.
    case document(Any.Type, () async throws -> Any?)
}

/// Closes the window the view is in (SwiftUI's `DismissAction`): a document window closes as its
/// close button would (saving or asking first).
@MainActor
public struct DismissAction {
    let handler: @MainActor () -> Void

    nonisolated package init(handler: @escaping @MainActor () -> Void) {
        self.handler = handler
    }

    /// Closes the window.
    public func callAsFunction() {
        handler()
    }
}

private struct OpenDocumentKey: EnvironmentKey {
    static var defaultValue: OpenDocumentAction {
        OpenDocumentAction { url in
            throw DocumentError(.unsupportedType, url: url, detail: "Documents can only be opened inside a running app")
        }
    }
}

private struct NewDocumentKey: EnvironmentKey {
    static var defaultValue: NewDocumentAction { NewDocumentAction { _ in } }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// Opens documents in windows of their own (`try await openDocument(at: url)`).
    public var openDocument: OpenDocumentAction {
        get { self[OpenDocumentKey.self] }
        set { self[OpenDocumentKey.self] = newValue }
    }

    /// Makes new untitled documents (`newDocument(TextDocument())`).
    public var newDocument: NewDocumentAction {
        get { self[NewDocumentKey.self] }
        set { self[NewDocumentKey.self] = newValue }
    }

    /// Closes the view's window (`dismiss()`).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
