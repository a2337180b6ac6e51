import Foundation

/// Where `contentMargins` applies in a view that has more than one kind of margin.
public struct ContentMarginPlacement: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case automatic, scrollContent, scrollIndicators
    }

    package let kind: Kind

    /// Both the content and the scroll indicators of scrollable views.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The content of scrollable views, not their scroll indicators.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The scroll indicators of scrollable views. GNOME's scroll bars are overlay indicators along
    /// the view's edge, which GTK does not inset: these margins have no effect there.
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

/// The content margins asked for each edge; nil: the view's own (none for a scroll view, GTK's
/// text margins for a text editor).
package struct ContentMargins: Hashable, Sendable {
    package var top: CGFloat?
    package var leading: CGFloat?
    package var bottom: CGFloat?
    package var trailing: CGFloat?

    package init() {}

    /// The margins with `edges` set to `length` (nil: back to the view's own).
    func setting(_ edges: Edge.Set, to length: CGFloat?) -> ContentMargins {
        var margins = self
        if edges.contains(.top) { margins.top = length }
        if edges.contains(.leading) { margins.leading = length }
        if edges.contains(.bottom) { margins.bottom = length }
        if edges.contains(.trailing) { margins.trailing = length }
        return margins
    }
}

extension EnvironmentValues {
    /// The margins scrollable views put around their content (`contentMargins`), the innermost
    /// modifier's value for each edge.
    var scrollContentMargins: ContentMargins {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: ContentMargins { ContentMargins() }
}

extension View {
    /// Insets the content of the scrollable views in this view (`ScrollView`, `TextEditor`) by
    /// `length` along `edges`, inside the scrolled area: the content scrolls under no fixed border.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_EnvironmentModifier { environment in
            guard placement.kind != .scrollIndicators else { return }
            environment.scrollContentMargins = environment.scrollContentMargins.setting(edges, to: length)
        })
    }

    /// Insets the content of the scrollable views in this view by `insets` along `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_EnvironmentModifier { environment in
            guard placement.kind != .scrollIndicators else { return }
            environment.scrollContentMargins = environment.scrollContentMargins
                .setting(edges.intersection(.top), to: insets.top)
                .setting(edges.intersection(.leading), to: insets.leading)
                .setting(edges.intersection(.bottom), to: insets.bottom)
                .setting(edges.intersection(.trailing), to: insets.trailing)
        })
    }

    /// Insets the content of the scrollable views in this view by `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
