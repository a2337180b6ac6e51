/// Whether a scroll view shows its scroll bars (SwiftUI's `ScrollIndicatorVisibility`). GNOME's scroll
/// bars are overlay indicators that show while scrolling or hovered: `.automatic` is that; `.visible`
/// keeps them shown; `.hidden` and `.never` show none, and the view still scrolls.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    package enum Choice: Hashable, Sendable {
        case automatic, visible, hidden, never
    }

    package let choice: Choice

    public static let automatic = ScrollIndicatorVisibility(choice: .automatic)
    public static let visible = ScrollIndicatorVisibility(choice: .visible)
    public static let hidden = ScrollIndicatorVisibility(choice: .hidden)
    public static let never = ScrollIndicatorVisibility(choice: .never)
}

/// The scroll bars asked for each axis.
package struct ScrollIndicatorSettings: Hashable, Sendable {
    package var horizontal = ScrollIndicatorVisibility.automatic
    package var vertical = ScrollIndicatorVisibility.automatic

    package init(horizontal: ScrollIndicatorVisibility = .automatic, vertical: ScrollIndicatorVisibility = .automatic) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A weak reference to the scroll widget of the nearest `ScrollView`, for `.id` targets inside it.
@MainActor
final class EnclosingScroll {
    weak var widget: (any ScrollWidget)?

    init(_ widget: any ScrollWidget) {
        self.widget = widget
    }
}

extension EnvironmentValues {
    /// The nearest enclosing `ScrollView`'s widget.
    var enclosingScroll: EnclosingScroll? {
        get { self[EnclosingScrollKey.self] }
        set { self[EnclosingScrollKey.self] = newValue }
    }
}

private struct EnclosingScrollKey: EnvironmentKey {
    static var defaultValue: EnclosingScroll? { nil }
}

extension View {
    /// The scroll bars of the scroll views, lists and tables in this view, along `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
                                 axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(_EnvironmentModifier { environment in
            if axes.contains(.vertical) {
                environment.scrollIndicatorVisibility.vertical = visibility
            }
            if axes.contains(.horizontal) {
                environment.scrollIndicatorVisibility.horizontal = visibility
            }
        })
    }

    /// Accepted: lets a scroll view's content draw outside its bounds in SwiftUI. A GTK scrolled window
    /// always clips what it scrolls (its viewport is what scrolls), so the content stays clipped.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        self
    }
}
