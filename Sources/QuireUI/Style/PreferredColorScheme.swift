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

/// The node of `_PreferredColorSchemeModifier`: declares the scheme to the graph's preferences (nil
/// takes it back).
final class PreferredColorSchemeNode: DeclaringModifierNode<_PreferredColorSchemeModifier, DeclaredValues<ColorScheme>> {
    override func scope(in environment: EnvironmentValues) -> DeclaredValues<ColorScheme>? {
        graph.preferredColorSchemes
    }
    override func declare(_ modifier: _PreferredColorSchemeModifier, to schemes: DeclaredValues<ColorScheme>) {
        if let scheme = modifier.colorScheme {
            schemes.set(scheme, by: self)
        } else {
            schemes.remove(owner: self)
        }
    }
    override func withdraw(from schemes: DeclaredValues<ColorScheme>) { schemes.remove(owner: self) }
}
