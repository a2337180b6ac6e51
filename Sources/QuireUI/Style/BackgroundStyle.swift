/// The background of the place a view is in (SwiftUI's `BackgroundStyle`, `.background`): on GNOME
/// libadwaita's window background, whatever the theme and scheme.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the place a view is in.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
