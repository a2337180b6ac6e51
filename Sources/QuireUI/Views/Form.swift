/// A container for controls that change settings or data (SwiftUI's `Form`), drawn as GNOME draws
/// preferences: a scrolling page at a readable width whose `Section`s are boxed lists under their
/// headers, each control a row. Rows outside any section are grouped into sections of their own,
/// as SwiftUI's grouped style does. The environment's `FormStyle` decides (`formStyle(_:)`).
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyles) private var styles

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let configuration = FormStyleConfiguration(content: .init(content: content))
        if let styled = styles.current?.body(configuration) {
            AnyView(styled).environment(\.formStyles, styles.outer)
        } else if case .builtIn(let appearance)? = styles.current {
            FormPage(content: content, appearance: appearance)
        } else {
            FormPage(content: content, appearance: .grouped)
        }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a `FormStyle` is drawing, drawn with the style outside that one.
    public init(_ configuration: FormStyleConfiguration) {
        self.init(content: { configuration.content })
    }
}

/// The page a form draws as (`FormNode`).
struct FormPage<Content: View>: View {
    typealias Body = Never

    let content: Content
    let appearance: FormAppearance
}

extension FormPage: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { FormNode(context) }
}

/// What a form node needs of a form's page.
@MainActor
protocol AnyForm {
    var contentView: any View { get }
    var appearance: FormAppearance { get }
}

extension FormPage: AnyForm {
    var contentView: any View { content }
}
