/// A thin line across its stack: horizontal in a `VStack`, vertical in an `HStack`.
public struct Divider: View, Equatable {
    public typealias Body = Never

    public init() {}
}

extension Divider: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { DividerNode(context) }
}
