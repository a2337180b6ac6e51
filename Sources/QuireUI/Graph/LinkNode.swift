import Foundation

/// `Link`: a link widget for the destination, titled by the title or showing the label view; a click
/// opens the destination with the environment's `openURL` as of the last update.
final class LinkNode: LeafNode {
    private let widget: any LinkWidget
    private var label = ControlLabel()
    private var destination: String?
    private var accessibleName: String?
    private var url: URL?

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeLink() }
        super.init(context)
        widgets = [widget]
        widget.onOpen = { [weak self] in self?.open() }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let link = typed(view, as: (any AnyLink).self)
        let widget = self.widget
        url = link.destination
        assign(link.destination.absoluteString, to: &destination) { widget.setDestination($0) }
        label.update(title: link.title, view: link.labelView, in: self, environment: environment,
                     setTitle: { widget.setTitle($0) }, setContent: { widget.setContent($0) })
        if link.title == nil, let name = environment.accessibilityLabel ?? link.accessibleTitle {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        applyStyle(to: widget)
    }

    private func open() {
        guard isMounted, let url else { return }
        environment.openURL(url)
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear(in: self)
    }
}
