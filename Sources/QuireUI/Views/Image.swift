/// An icon or a picture. `Image(systemName:)` takes an SF Symbols name and shows the freedesktop icon
/// that means the same (`"trash"` → `user-trash-symbolic`); freedesktop names are used as they are.
/// `Image("Name")` shows a picture from the app's resources (see `Image+Resources`).
public struct Image: View, Equatable {
    public typealias Body = Never

    /// The themed icon's name; empty for a picture.
    var iconName: String
    /// The picture: a file from the app's resources (nil for an icon).
    var picture: PictureSource?

    /// The icon for an SF Symbols name, or a freedesktop icon name.
    public init(systemName: String) {
        iconName = SystemIconNames.freedesktopName(for: systemName)
        picture = nil
    }
}

extension Image: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        picture == nil ? ImageNode(context) : PictureNode(context)
    }
}

/// SF Symbols names and the freedesktop (Adwaita) icons that show the same thing.
enum SystemIconNames {
    static let table: [String: String] = [
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "trash": "user-trash-symbolic",
        "folder": "folder-symbolic",
        "doc": "text-x-generic-symbolic",
        "doc.text": "text-x-generic-symbolic",
        "doc.on.doc": "edit-copy-symbolic",
        "square.and.arrow.up": "document-send-symbolic",
        "square.and.arrow.down": "document-save-symbolic",
        "square.and.pencil": "document-edit-symbolic",
        "pencil": "document-edit-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "gear": "emblem-system-symbolic",
        "gearshape": "emblem-system-symbolic",
        "xmark": "window-close-symbolic",
        "checkmark": "object-select-symbolic",
        "star": "non-starred-symbolic",
        "star.fill": "starred-symbolic",
        "arrow.uturn.backward": "edit-undo-symbolic",
        "arrow.uturn.forward": "edit-redo-symbolic",
        "clock": "document-open-recent-symbolic",
        "info.circle": "dialog-information-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic",
        "photo": "image-x-generic-symbolic",
        "list.bullet": "view-list-symbolic",
        "ellipsis.circle": "view-more-symbolic",
        "line.3.horizontal": "open-menu-symbolic",
        "sidebar.left": "sidebar-show-symbolic",
        "chevron.right": "go-next-symbolic",
        "chevron.forward": "go-next-symbolic",
        "chevron.left": "go-previous-symbolic",
        "chevron.backward": "go-previous-symbolic",
        "chevron.up": "go-up-symbolic",
        "chevron.down": "go-down-symbolic",
        "eraser": "edit-clear-all-symbolic",
        "cursorarrow": "edit-select-symbolic",
        "rotate.left": "object-rotate-left-symbolic",
        "rotate.right": "object-rotate-right-symbolic",
        "plus.magnifyingglass": "zoom-in-symbolic",
        "minus.magnifyingglass": "zoom-out-symbolic",
        "photo.badge.plus": "insert-image-symbolic",
        "ellipsis": "view-more-symbolic",
        "paintpalette": "color-select-symbolic",
        "circle.fill": "media-record-symbolic",
    ]

    /// The freedesktop name: from the table, else the name itself (already a freedesktop name), else
    /// GTK's "missing image" icon for an unknown SF Symbols name (they contain dots).
    static func freedesktopName(for systemName: String) -> String {
        if let name = table[systemName] { return name }
        return systemName.contains(".") ? "image-missing" : systemName
    }
}
