import Foundation

extension View {
    /// Says which file the window shows (SwiftUI's `navigationDocument(_:)`): a window scene's header
    /// bar is titled by the file's name with its folder below, and its title opens a menu to show
    /// the file in the file manager. A document window is its document's already: its title menu
    /// has the document's commands.
    public func navigationDocument(_ url: URL) -> some View {
        modifier(_NavigationDocumentModifier(url: url))
    }
}

/// `navigationDocument`: the content renders in place; the file goes to the window's titles for as
/// long as this view is in the tree.
struct _NavigationDocumentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let url: URL

    func makeNode(in context: NodeContext) -> ViewNode { NavigationDocumentNode(context) }
}

final class NavigationDocumentNode: DeclaringModifierNode<_NavigationDocumentModifier, DeclaredValues<URL>> {
    override func scope(in environment: EnvironmentValues) -> DeclaredValues<URL>? { environment.navigationDocuments }
    override func declare(_ modifier: _NavigationDocumentModifier, to documents: DeclaredValues<URL>) {
        documents.set(modifier.url, by: self)
    }
    override func withdraw(from documents: DeclaredValues<URL>) { documents.remove(owner: self) }
}

private struct NavigationDocumentsKey: EnvironmentKey {
    static var defaultValue: DeclaredValues<URL>? { nil }
}

extension EnvironmentValues {
    /// Where a `navigationDocument` goes: the window's.
    var navigationDocuments: DeclaredValues<URL>? {
        get { self[NavigationDocumentsKey.self] }
        set { self[NavigationDocumentsKey.self] = newValue }
    }
}
