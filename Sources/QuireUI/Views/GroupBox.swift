/// Content grouped in a box under an optional label (SwiftUI's `GroupBox`): on GNOME a libadwaita
/// `card` — a rounded, raised surface — with the label in the heading style above the content, or
/// what the environment's `GroupBoxStyle` makes of them.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyles) private var styles

    /// A group box showing `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A group box showing `content` under `label` (deprecated in SwiftUI).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(content: label), content: .init(content: content))
        if let styled = styles.current?.body(configuration) {
            AnyView(styled).environment(\.groupBoxStyles, styles.outer)
        } else {
            GroupBoxCard(label: label, content: content)
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A group box titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey.resolved) })
    }

    /// A group box titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a `GroupBoxStyle` is drawing, drawn with the style outside that one (in its
    /// `makeBody(configuration:)`: a style that adds to the current one).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The card a group box draws as: the label (heading style) over the content, lined up at the start.
struct GroupBoxCard<Label: View, Content: View>: View {
    typealias Body = Never

    let label: Label
    let content: Content
}

extension GroupBoxCard: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { StackNode(context, kind: .card) }
}

extension GroupBoxCard: StackView {
    var layout: StackLayout { StackLayout(spacing: 8, alignment: Alignment(horizontal: .leading, vertical: .center)) }
    var contentView: any View {
        ViewBuilder.buildBlock(label.font(.headline), content)
    }
}
