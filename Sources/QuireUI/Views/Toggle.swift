import QuireCore

/// A switch (or, with `.toggleStyle(.checkbox)`, a check box) bound to a Boolean.
public struct Toggle<Label: View>: View {
    public typealias Body = Never

    let title: String?
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.isOn = isOn
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.title = String(title)
        label = Text(title)
        self.isOn = isOn
    }
}

extension Toggle: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ToggleNode(context) }
}

/// What a toggle node needs of a `Toggle`, whatever its label type.
@MainActor
protocol AnyToggle: TitledControl {
    var title: String? { get }
    var labelView: any View { get }
    var isOn: Binding<Bool> { get }
}

extension Toggle: AnyToggle {
    var labelView: any View { label }
}
