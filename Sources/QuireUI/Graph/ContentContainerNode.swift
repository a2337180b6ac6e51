/// A node whose one widget holds its content's widgets: `Grid`, `GridRow`, a grid cell,
/// `ViewThatFits`, `GeometryReader`.
class ContentContainerNode: LeafNode {
    private var content = ChildSlot()
    private var children: [any PlatformWidget]?
    private let setChildren: ([any PlatformWidget]) -> Void

    init(_ context: NodeContext, widget: any PlatformWidget, setChildren: @escaping ([any PlatformWidget]) -> Void) {
        self.setChildren = setChildren
        super.init(context)
        widgets = [widget]
    }

    final func render(_ contentView: any View, environment: EnvironmentValues) {
        content.reconcile(contentView, in: self, environment: environment)
        childWidgetsDidChange()
    }

    override func childWidgetsDidChange() {
        assign(content.widgets, to: &children, setChildren)
    }

    override func unmount() {
        super.unmount()
        content.clear()
    }
}
