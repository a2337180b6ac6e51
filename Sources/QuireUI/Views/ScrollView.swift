/// Content that scrolls along the given axes when it is larger than the space offered.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never

    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// Scrolls `content` (laid out top to bottom) along `axes`; without `showsIndicators`, with no
    /// scroll bars (deprecated in SwiftUI for `scrollIndicators(_:axes:)`).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
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
    var showsIndicators: Bool { get }
    var contentView: any View { get }
}

extension ScrollView: AnyScrollView {
    var contentView: any View { content }
}
