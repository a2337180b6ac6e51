/// What shows where there is nothing to show (SwiftUI's `ContentUnavailableView`): a large icon, a
/// title, a description and optional actions, drawn as libadwaita's status page.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public typealias Body = Never

    let label: Label
    let description: Description
    let actions: Actions

    /// A page with `label` (a `Label`'s icon and title), `description` and `actions` (buttons).
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == QuireUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A page titled `title` under the icon for an SF Symbols name, with an optional description
    /// (`ContentUnavailableView("No Items", systemImage: "checklist", description: Text("Add one."))`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = QuireUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
}

extension ContentUnavailableView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { StatusPageNode(context) }
}

/// What a status page node needs, whatever the type parameters.
@MainActor
protocol AnyContentUnavailableView {
    var pageTitle: String { get }
    var pageIconName: String { get }
    var pageDescription: String { get }
    var actionsView: any View { get }
}

extension ContentUnavailableView: AnyContentUnavailableView {
    var pageTitle: String {
        if let text = label as? Text { return text.content }
        return (label as? any AnyLabelView)?.titleText ?? ""
    }

    var pageIconName: String { (label as? any AnyLabelIcon)?.iconName ?? "" }

    var pageDescription: String {
        if let text = description as? Text { return text.content }
        if let text = description as? Text? { return text?.content ?? "" }
        return ""
    }

    var actionsView: any View { actions }
}

/// A label's icon name, whatever its type parameters.
@MainActor
protocol AnyLabelIcon {
    var iconName: String? { get }
}

extension QuireUI.Label: AnyLabelIcon {
    var iconName: String? { (icon as? Image)?.iconName }
}
