extension View {
    /// Asks for a light or dark appearance (nil: the system's). On GNOME the style is the app's, as
    /// libadwaita's style manager keeps one for every window: while this view is in a window, the
    /// whole app follows it; the first such view still shown decides.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}

/// `preferredColorScheme`: the content renders in place; the scheme is declared to the graph's
/// preferences for as long as this view is in the tree.
struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let colorScheme: ColorScheme?

    func makeNode(in context: NodeContext) -> ViewNode { PreferredColorSchemeNode(context) }
}

/// The node of `_PreferredColorSchemeModifier`.
final class PreferredColorSchemeNode: ViewNode {
    private var child = ChildSlot()

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _PreferredColorSchemeModifier else { return }
        if let scheme = modifier.colorScheme {
            graph.preferredColorSchemes.set(scheme, by: self)
        } else {
            graph.preferredColorSchemes.remove(owner: self)
        }
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
    }

    override func unmount() {
        super.unmount()
        graph.preferredColorSchemes.remove(owner: self)
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}
