/// Several views built by one `@ViewBuilder` block, laid out one after another by their container.
public struct TupleView<T>: View {
    public typealias Body = Never

    /// The views, as a tuple.
    public var value: T
    let children: [any View]

    /// Views given as a tuple; elements that are not views are ignored.
    public init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
}

extension TupleView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { TupleNode(context) }
}

/// A `TupleView`'s children, whatever its tuple type.
@MainActor
protocol AnyTupleView {
    var childViews: [any View] { get }
}

extension TupleView: AnyTupleView {
    var childViews: [any View] { children }
}
