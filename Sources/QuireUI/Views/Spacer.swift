import Foundation

/// Empty space that grows along its stack's axis, pushing the other views apart.
public struct Spacer: View, Equatable {
    public typealias Body = Never

    let minLength: CGFloat?

    /// A spacer at least `minLength` points long.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { SpacerNode(context) }
}
