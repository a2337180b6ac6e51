/// `Image("Name")`: a picture file.
final class PictureNode: LeafNode {
    private let widget: any PictureWidget
    private var source: PictureSource?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makePicture() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let view = view as? Image else { return }
        let source = view.picture ?? PictureSource(url: nil, name: view.iconName)
        assign(source, to: &self.source) { widget.setPicture($0) }
        applyStyle(to: widget)
    }
}

/// `LinearGradient` as a view.
final class GradientNode: LeafNode {
    private let widget: any GradientWidget
    private var gradient: LinearGradient?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeGradient() }
        super.init(context)
        widgets = [widget]
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let view = view as? LinearGradient else { return }
        assign(view, to: &gradient) { widget.setGradient($0) }
    }
}
