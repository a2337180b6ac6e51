/// An icon or a picture. `Image(systemName:)` takes an SF Symbols name and shows the freedesktop icon
/// that means the same (`"trash"` → `user-trash-symbolic`); freedesktop names are used as they are.
/// `Image("Name")` shows a picture from the app's resources (see `Image+Resources`).
public struct Image: View, Equatable {
    public typealias Body = Never

    /// The themed icon's name; empty for a picture.
    var iconName: String
    /// The SF Symbols name asked for, for `symbolVariant` (nil for a picture).
    var systemName: String?
    /// The picture: a file from the app's resources (nil for an icon).
    var picture: PictureSource?

    /// The icon for an SF Symbols name, or a freedesktop icon name.
    public init(systemName: String) {
        iconName = SystemIconNames.freedesktopName(for: systemName)
        self.systemName = systemName
        picture = nil
    }
}

extension Image: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        picture == nil ? ImageNode(context) : PictureNode(context)
    }
}

