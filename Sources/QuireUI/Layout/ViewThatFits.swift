import Foundation

/// Shows the first of its views whose ideal size fits the space it is given on `axes`, else the
/// last (SwiftUI's `ViewThatFits`): a wide and a narrow form of a view, chosen again as the window
/// resizes. GNOME's construct: a widget of Quire's own that measures each child's natural size
/// against its allocation and maps only the one it chose.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never

    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ViewThatFitsNode(context) }
}

@MainActor
protocol AnyViewThatFits {
    var axes: Axis.Set { get }
    var contentView: any View { get }
}

extension ViewThatFits: AnyViewThatFits {
    var contentView: any View { content }
}

/// The choice `ViewThatFits` makes, given its children's ideal sizes: the first that fits `space` on
/// `axes`, else the last.
package enum ViewThatFitsChoice {
    package static func index(idealSizes: [CGSize], space: CGSize, axes: Axis.Set) -> Int? {
        guard !idealSizes.isEmpty else { return nil }
        return idealSizes.firstIndex { size in
            (!axes.contains(.horizontal) || size.width <= space.width)
                && (!axes.contains(.vertical) || size.height <= space.height)
        } ?? idealSizes.count - 1
    }
}

final class ViewThatFitsNode: ContentContainerNode {
    private let widget: any ViewThatFitsWidget
    private var axes: Axis.Set?

    init(_ context: NodeContext) {
        let widget = context.graph.make { $0.makeViewThatFits() }
        self.widget = widget
        super.init(context, widget: widget) { widget.setChildren($0) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let fits = view as? any AnyViewThatFits else { return }
        assign(fits.axes, to: &axes) { widget.setAxes($0) }
        render(fits.contentView, environment: environment)
    }
}
