import QuireCore

/// A label with an arrow that shows or hides its content (SwiftUI's `DisclosureGroup`): outside a
/// list a GtkExpander; in a `List`, a row with an expander whose content's rows follow it, indented,
/// while it is expanded. Expanded or not follows `isExpanded` when given, else the group keeps it
/// (collapsed at first). The content is made only while expanded.
public struct DisclosureGroup<Label: View, Content: View>: View {
    public typealias Body = Never

    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?

    /// A group showing `content` under `label` when the person expands it.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpanded = nil
    }

    /// A group whose expansion is `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey.resolved) }
    }

    /// A group titled `titleKey` whose expansion is `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey.resolved) }
    }

    /// A group titled `label`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group titled `label` whose expansion is `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { DisclosureGroupNode(context) }
}

/// What a disclosure group node needs of a `DisclosureGroup`.
@MainActor
protocol AnyDisclosureGroup {
    var labelView: any View { get }
    func makeContent() -> any View
    var expansion: Binding<Bool>? { get }
}

extension DisclosureGroup: AnyDisclosureGroup {
    var labelView: any View { label }
    func makeContent() -> any View { content() }
    var expansion: Binding<Bool>? { isExpanded }
}
