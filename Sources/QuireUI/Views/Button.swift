/// A push button that runs an action when clicked.
public struct Button<Label: View>: View {
    public typealias Body = Never

    let title: String?
    let label: Label
    let action: @MainActor () -> Void

    /// A button showing `label`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.action = action
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        label = Text(title)
        self.action = action
    }
}

extension Button: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ButtonNode(context) }
}

/// What a button node needs of a `Button`, whatever its label type.
@MainActor
protocol AnyButton {
    var title: String? { get }
    var labelView: any View { get }
    var action: @MainActor () -> Void { get }
}

extension Button: AnyButton {
    var labelView: any View { label }
}
