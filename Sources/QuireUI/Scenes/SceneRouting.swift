import QuireCore

extension SceneDeclarations {
    /// The group that opens files of `type`: the first whose readable types it conforms to.
    package func group(for type: UTType) -> DocumentGroupDeclaration? {
        documentGroups.first { $0.kind.canOpen(type) }
    }

    /// Which group makes the document a `NewDocumentButton`, Ctrl+N or `newDocument` asked for, the kind
    /// that makes it (a template's own kind starts from the template) and what it is told.
    package func newDocumentChoice(for request: NewDocumentRequest)
        -> (group: DocumentGroupDeclaration, kind: DocumentKind, context: DocumentCreationContext)? {
        let editors = documentGroups.filter(\.kind.isEditor)
        var context = DocumentCreationContext()
        switch request {
        case .standard:
            return editors.first.map { ($0, $0.kind, context) }
        case .template(let make, let type):
            guard let group = editors.first(where: { $0.documentType == type }) else {
                return editors.first.map { ($0, $0.kind, context) }
            }
            return (group, group.kindForTemplate(make) ?? group.kind, context)
        case .contentType(let type):
            let group = editors.first { $0.kind.nativeContentType == type }
                ?? editors.first { $0.kind.writableContentTypes.contains(type) }
            return group.map { ($0, $0.kind, context) }
        case .source(let source):
            context.creationSource = source
            return editors.first.map { ($0, $0.kind, context) }
        }
    }

    /// Where the window scene an `openWindow` or `dismissWindow` request names is among
    /// `windowScenes`, and the value it asks a window to present; nil when no scene fits.
    package func windowScene(for request: WindowRequest) -> (index: Int, value: AnyHashable?)? {
        switch request.target {
        case .id(let id):
            return windowScenes.firstIndex { $0.id == id }.map { ($0, nil) }
        case .value(let value, let type, let id):
            let index = windowScenes.firstIndex { $0.presentedType == type && (id == nil || $0.id == id) }
            return index.map { ($0, value) }
        case .scene(let index):
            return windowScenes.indices.contains(index) ? (index, nil) : nil
        }
    }
}
