import Foundation

/// `Canvas`: owns a canvas widget and the last drawing. The renderer runs under Observation tracking;
/// when the view is re-rendered or something it read changes, it runs again at the current size and
/// the widget is asked to repaint only if the commands differ, over the area that differs.
final class CanvasNode: LeafNode {
    private var widget: any CanvasWidget
    private var renderer: ((inout GraphicsContext, CGSize) -> Void)?
    private var opaque: Bool?
    private var drawn: CanvasDisplayList?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeCanvas() }
        super.init(context)
        widgets = [widget]
        widget.onDraw = { [weak self] size in
            self?.displayList(for: size) ?? CanvasDisplayList(size: size)
        }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let view = view as? Canvas else { return }
        renderer = view.renderer
        assign(view.opaque, to: &opaque) { widget.setOpaque($0) }
        redrawIfChanged()
    }

    override func refresh() {
        redrawIfChanged()
    }

    /// Runs the renderer at the canvas' size and repaints what changed.
    private func redrawIfChanged() {
        guard let size = widget.currentSize ?? drawn?.size else { return }
        let previous = drawn
        let list = render(at: size)
        drawn = list
        if let damage = list.damage(since: previous) {
            graph.counters.updated += 1
            widget.setNeedsDisplay(previous == nil ? nil : damage)
        }
    }

    /// The drawing at `size`: the last one when the size is the same (the widget repaints from it).
    private func displayList(for size: CGSize) -> CanvasDisplayList {
        if let drawn, drawn.size == size { return drawn }
        let list = render(at: size)
        drawn = list
        return list
    }

    private func render(at size: CGSize) -> CanvasDisplayList {
        guard let renderer, isMounted else { return CanvasDisplayList(size: size) }
        let recorder = CanvasRecorder(size: size)
        tracked {
            var context = GraphicsContext(recorder: recorder)
            renderer(&context, size)
        }
        return CanvasDisplayList(size: size, commands: recorder.commands)
    }
}
