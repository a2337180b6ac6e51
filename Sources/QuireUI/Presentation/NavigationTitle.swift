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
    @_disfavoredOverload
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

/// The node of `_NavigationTitleModifier`: tells the navigation titles of its environment the title.
final class NavigationTitleNode: DeclaringModifierNode<_NavigationTitleModifier, NavigationTitles> {
    override func scope(in environment: EnvironmentValues) -> NavigationTitles? { environment.navigationTitles }
    override func declare(_ modifier: _NavigationTitleModifier, to titles: NavigationTitles) {
        titles.set(modifier.title, by: self)
    }
    override func withdraw(from titles: NavigationTitles) { titles.remove(owner: self) }
}

extension View {
    /// A subtitle below the navigation title (SwiftUI's `navigationSubtitle`): the header bar's
    /// subtitle of the sheet or window this view is in, or the line below a navigation page's title.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(_NavigationSubtitleModifier(subtitle: subtitle.content))
    }

    /// `navigationSubtitle` from a localized string key.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationSubtitleModifier(subtitle: subtitleKey.resolved))
    }

    /// `navigationSubtitle` from a string.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        modifier(_NavigationSubtitleModifier(subtitle: String(subtitle)))
    }
}

/// `navigationSubtitle`: the content renders in place; the subtitle goes to the enclosing sheet,
/// page or window for as long as this view is in its content.
struct _NavigationSubtitleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let subtitle: String

    func makeNode(in context: NodeContext) -> ViewNode { NavigationSubtitleNode(context) }
}

/// The node of `_NavigationSubtitleModifier`: tells the navigation subtitles of its environment.
final class NavigationSubtitleNode: DeclaringModifierNode<_NavigationSubtitleModifier, NavigationTitles> {
    override func scope(in environment: EnvironmentValues) -> NavigationTitles? { environment.navigationSubtitles }
    override func declare(_ modifier: _NavigationSubtitleModifier, to titles: NavigationTitles) {
        titles.set(modifier.subtitle, by: self)
    }
    override func withdraw(from titles: NavigationTitles) { titles.remove(owner: self) }
}
