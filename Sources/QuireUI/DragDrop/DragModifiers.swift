import Foundation
import QuireCore

extension View {
    /// Lets the view be dragged, carrying `payload` in each content type it exports (GTK's drag
    /// and drop: to this view's window, another Quire window or another app).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_DragSourceModifier(provide: { Self.provider(of: payload()) }, preview: nil))
    }

    /// `draggable(_:)` with `preview` shown under the pointer while the drag lasts instead of the
    /// view itself.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        modifier(_DragSourceModifier(provide: { Self.provider(of: payload()) }, preview: AnyView(preview())))
    }

    /// Lets the view be dragged, carrying the item `data` provides when the drag begins.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_DragSourceModifier(provide: data, preview: nil))
    }

    /// `onDrag(_:)` with `preview` shown under the pointer while the drag lasts instead of the view
    /// itself.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        modifier(_DragSourceModifier(provide: data, preview: AnyView(preview())))
    }

    private static func provider<T: Transferable>(of payload: T) -> NSItemProvider {
        let provider = NSItemProvider()
        provider.register(payload)
        return provider
    }
}

/// `draggable`, `onDrag`: the content renders in place and the backend lets each of its widgets
/// be dragged.
struct _DragSourceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let provide: () -> NSItemProvider
    /// The preview view (nil: the dragged view is its own preview).
    let preview: AnyView?

    func makeNode(in context: NodeContext) -> ViewNode { DragSourceNode(context) }
}

/// Lets each widget of the content be dragged; a drag carries what the latest modifier provides,
/// and its preview renders in a graph of its own, made when the drag begins, from this view's
/// environment.
final class DragSourceNode: ObservingContentWidgetsNode<_DragSourceModifier> {
    override func observe(_ widget: any PlatformWidget) -> (any PointerObservation)? {
        graph.backend.observeDrag(of: widget) { [weak self] in self?.dragItem() }
    }

    private func dragItem() -> DragItem? {
        guard let modifier else { return nil }
        let backend = graph.backend
        let previewEnvironment = environment.detachedFromPlacement
        let makePreview = modifier.preview.map { preview in
            { @MainActor () -> ViewGraph in ViewGraph(backend: backend, environment: previewEnvironment) { preview } }
        }
        return DragItem(export: PasteboardExport([modifier.provide()]), makePreview: makePreview)
    }
}
