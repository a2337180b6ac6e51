import QuireCore

extension SceneDeclarations {
    /// The group that opens files of `type`: the first whose readable types it conforms to.
    package func group(for type: UTType) -> DocumentGroupDeclaration? {
        documentGroups.first { $0.kind.canOpen(type) }
    }

    /// Which group makes the document a `NewDocumentButton`, Ctrl+N or `newDocument` asked for, the kind
    /// that makes it (a template's own kind starts from the template) and what it is told. Groups
    /// that do not allow creating (and viewers) make none.
    package func newDocumentChoice(for request: NewDocumentRequest)
        -> (group: DocumentGroupDeclaration, kind: DocumentKind, context: DocumentCreationContext)? {
        let creators = documentGroups.filter(\.allowsCreating)
        var context = DocumentCreationContext()
        func writing(_ type: UTType) -> DocumentGroupDeclaration? {
            creators.first { $0.kind.nativeContentType == type } ?? creators.first { $0.kind.writableContentTypes.contains(type) }
        }
        switch request {
        case .standard:
            return creators.first.map { ($0, $0.kind, context) }
        case .template(let make, let type):
            guard let group = creators.first(where: { $0.documentType == type }) else {
                return creators.first.map { ($0, $0.kind, context) }
            }
            return (group, group.kindForTemplate(make) ?? group.kind, context)
        case .contentType(let type):
            return writing(type).map { ($0, $0.kind, context) }
        case .prepared(let type, let source, let preparation):
            context.creationSource = source
            let byType: DocumentGroupDeclaration? = if case .document(let documentType, _) = preparation {
                creators.first { $0.documentType == documentType }
            } else {
                nil
            }
            let group = byType ?? (type.map(writing) ?? creators.first)
            return group.map { ($0, $0.kind, context) }
        }
    }

    /// Makes the new document `request` asks for: runs the app's preparation (a prepared file or
    /// value starts the document) and its `makeDocument`, either of which may suspend. nil when no
    /// group makes it; `CancellationError` when the app cancelled it.
    package func makeNewDocument(for request: NewDocumentRequest, environment: DocumentEnvironment) async throws
        -> (group: DocumentGroupDeclaration, session: DocumentSession)? {
        guard let (group, kind, context) = newDocumentChoice(for: request) else { return nil }
        guard case .prepared(_, _, let preparation) = request else {
            return (group, try await DocumentSession.newDocument(of: kind, context: context, environment: environment))
        }
        switch preparation {
        case .none:
            return (group, try await DocumentSession.newDocument(of: kind, context: context, environment: environment))
        case .url(let prepare):
            guard let url = try await prepare() else {
                return (group, try await DocumentSession.newDocument(of: kind, context: context, environment: environment))
            }
            var templateContext = context
            templateContext.templateURL = url
            return (group, try await DocumentSession.newDocument(of: kind, fromContentsOf: url, context: templateContext,
                                                                 environment: environment))
        case .document(_, let prepare):
            let prepared = try await prepare()
            let templateKind = prepared.flatMap { document in group.kindForTemplate { document } } ?? kind
            return (group, try await DocumentSession.newDocument(of: templateKind, context: context,
                                                                 environment: environment))
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
