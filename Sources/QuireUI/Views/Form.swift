/// A container for controls that change settings or data (SwiftUI's `Form`), drawn as GNOME draws
/// preferences: a scrolling page at a readable width whose `Section`s are boxed lists under their
/// headers, each control a row. Rows outside any section are grouped into sections of their own,
/// as SwiftUI's grouped style does.
public struct Form<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Form: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { FormNode(context) }
}

/// What a form node needs of a `Form`.
@MainActor
protocol AnyForm {
    var contentView: any View { get }
}

extension Form: AnyForm {
    var contentView: any View { content }
}
