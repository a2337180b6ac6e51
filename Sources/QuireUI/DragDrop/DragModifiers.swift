import Foundation
import QuireCore

extension View {
    /// Lets the view be dragged, carrying `payload` in each content type it exports (GTK's drag
    /// and drop: to this view's window, another Quire window or another app).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_DragSourceModifier { Self.provider(of: payload()) })
    }

    /// `draggable(_:)` with a preview of the drag. GTK shows the dragged view itself under the
    /// pointer; the preview is not drawn.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        draggable(payload())
    }

    /// Lets the view be dragged, carrying the item `data` provides when the drag begins.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_DragSourceModifier(provide: data))
    }

    /// `onDrag(_:)` with a preview of the drag. GTK shows the dragged view itself under the
    /// pointer; the preview is not drawn.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        onDrag(data)
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

    func makeNode(in context: NodeContext) -> ViewNode { DragSourceNode(context) }
}

/// Lets each widget of the content be dragged; a drag carries what the latest modifier provides.
final class DragSourceNode: ObservingContentWidgetsNode<_DragSourceModifier> {
    override func observe(_ widget: any PlatformWidget) -> (any PointerObservation)? {
        graph.backend.observeDrag(of: widget) { [weak self] in
            self?.modifier.map { PasteboardExport([$0.provide()]) }
        }
    }
}
