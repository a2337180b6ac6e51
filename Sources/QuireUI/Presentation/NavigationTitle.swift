extension View {
    /// Names the sheet or the navigation stack's page this view is in: the title of the sheet's window
    /// and header bar, or of the page's bar. In a document window (outside those) it has no effect, as
    /// a document window's title is its document's name.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationTitleModifier(title: title.content))
    }

    /// `navigationTitle` from a localized string key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationTitleModifier(title: titleKey.resolved))
    }

    /// `navigationTitle` from a string.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationTitleModifier(title: String(title)))
    }
}

/// `navigationTitle`: the content renders in place; the title goes to the enclosing sheet or
/// navigation page for as long as this view is in its content.
struct _NavigationTitleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let title: String

    func makeNode(in context: NodeContext) -> ViewNode { NavigationTitleNode(context) }
}

/// The node of `_NavigationTitleModifier`: passes its content's widgets through and tells the
/// navigation titles of its environment the title.
final class NavigationTitleNode: ViewNode {
    private var child = ChildSlot()
    private weak var titles: NavigationTitles?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _NavigationTitleModifier else { return }
        if titles !== environment.navigationTitles {
            titles?.remove(owner: self)
            titles = environment.navigationTitles
        }
        titles?.set(modifier.title, by: self)
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
    }

    override func unmount() {
        super.unmount()
        titles?.remove(owner: self)
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }
}
