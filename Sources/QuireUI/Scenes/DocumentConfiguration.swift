import Foundation
import QuireCore

/// The document a `DocumentGroup` window shows (SwiftUI's `DocumentConfiguration`), in the
/// environment of every view of its window as `\.documentConfiguration`.
public struct DocumentConfiguration: Sendable {
    /// Where the document is saved; nil while it is untitled.
    public private(set) var fileURL: URL?
    /// False for read-only files and for viewer-only types.
    public private(set) var isEditable: Bool

    package init(fileURL: URL?, isEditable: Bool) {
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

private struct DocumentConfigurationKey: EnvironmentKey {
    static var defaultValue: DocumentConfiguration? { nil }
}

extension EnvironmentValues {
    /// The document of the `DocumentGroup` window the view is in; nil outside document windows.
    public package(set) var documentConfiguration: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
        set { self[DocumentConfigurationKey.self] = newValue }
    }
}

extension View {
    /// What a document window's views find in their environment, as on Apple's platforms: the
    /// `documentConfiguration` (read here, so the window renders again when the document is renamed,
    /// moved or becomes read-only), and the document itself as an environment object when it is an
    /// `ObservableObject` (every `ReferenceFileDocument`), for `@EnvironmentObject var document: MyDoc`.
    @MainActor
    func documentWindowEnvironment(_ session: DocumentSession) -> AnyView {
        let configuration = DocumentConfiguration(fileURL: session.fileURL, isEditable: session.isEditable)
        let object = session.document(as: AnyObject.self) as? any ObservableObject
        return AnyView(modifier(_EnvironmentModifier { environment in
            environment.documentConfiguration = configuration
            if let object { environment.putEnvironmentObject(object) }
        }))
    }
}

extension EnvironmentValues {
    /// Sets `object` as the environment object of its own type.
    fileprivate mutating func putEnvironmentObject<Object: ObservableObject>(_ object: Object) {
        self[object: Object.self] = object
    }
}
