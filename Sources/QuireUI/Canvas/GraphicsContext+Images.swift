import Foundation
import QuireGraphics

extension GraphicsContext {
    /// An image ready to draw: a picture from the app's resources decoded, an icon
    /// (`Image(systemName:)`, a freedesktop name) drawn from the icon theme's file at GNOME's icon
    /// size, 16 pixels, in the text colour, as GTK paints a symbolic icon. An image that can't be
    /// found or read resolves to an empty one, which draws nothing.
    @MainActor
    public func resolve(_ image: Image) -> ResolvedImage {
        if let picture = image.picture {
            // A missing or unreadable picture draws nothing, as an `Image` view shows an empty one.
            guard let url = picture.url, let data = try? Data(contentsOf: url),
                  let cgImage = try? CGImage.decode(data) else { return ResolvedImage(empty: ()) }
            return ResolvedImage(cgImage)
        }
        let rgba = Color.primary.rgba
        guard let path = IconThemeFiles.path(forIcon: image.iconName),
              let icon = CGImage.symbolicIcon(atPath: path, size: IconThemeFiles.iconSize,
                                              color: [rgba.red, rgba.green, rgba.blue, rgba.opacity])
        else { return ResolvedImage(empty: ()) }
        return ResolvedImage(icon)
    }

    /// Draws `image` at its size with the point `anchor` of its frame at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y,
                               width: size.width, height: size.height))
    }

    /// Draws `image` at its size with the point `anchor` of its frame at `point`.
    @MainActor
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}

/// Where an icon theme keeps an icon's picture: GNOME's Adwaita theme, then hicolor, under each
/// `$XDG_DATA_DIRS` folder's `icons`, as GTK looks them up (scalable pictures only).
@MainActor
enum IconThemeFiles {
    /// GNOME's size for icons beside text, in pixels.
    static let iconSize = 16

    private static var found: [String: String?] = [:]

    static func path(forIcon name: String) -> String? {
        if let path = found[name] { return path }
        let path = search(name)
        found[name] = path
        return path
    }

    private static func search(_ name: String) -> String? {
        let dataDirs = ProcessInfo.processInfo.environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/local/share:/usr/share"
        let fileManager = FileManager.default
        for base in dataDirs.split(separator: ":") where base.hasPrefix("/") {
            for theme in ["Adwaita", "hicolor"] {
                let scalable = "\(base)/icons/\(theme)/scalable"
                // A theme without a scalable folder has nothing to offer here.
                let contexts = (try? fileManager.contentsOfDirectory(atPath: scalable)) ?? []
                for context in contexts.sorted() {
                    let path = "\(scalable)/\(context)/\(name).svg"
                    if fileManager.fileExists(atPath: path) { return path }
                }
            }
        }
        return nil
    }
}
