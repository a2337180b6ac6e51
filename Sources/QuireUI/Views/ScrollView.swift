/// Content that scrolls along the given axes when it is larger than the space offered.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never

    let axes: Axis.Set
    let content: Content

    /// Scrolls `content` (laid out top to bottom) along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ScrollNode(context) }
}

/// What a scroll node needs of a `ScrollView`.
@MainActor
protocol AnyScrollView {
    var axes: Axis.Set { get }
    var contentView: any View { get }
}

extension ScrollView: AnyScrollView {
    var contentView: any View { content }
}
