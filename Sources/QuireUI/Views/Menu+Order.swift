/// The order of a menu's items (SwiftUI's `MenuOrder`). Accepted: `.priority` puts the first items
/// nearest the pointer when a menu opens upward on iOS; GNOME's menus drop down in the order
/// written, as macOS's do, so every order is `.fixed`.
public struct MenuOrder: Hashable, Sendable {
    private let name: String

    /// The platform's order: as written.
    public static let automatic = MenuOrder(name: "automatic")
    /// As written, top to bottom.
    public static let fixed = MenuOrder(name: "fixed")
    /// Nearest the pointer first (iOS).
    public static let priority = MenuOrder(name: "priority")
}

extension View {
    /// Sets the order of the items of menus in this view; GNOME's menus keep the written order.
    public func menuOrder(_ order: MenuOrder) -> some View {
        self
    }
}
