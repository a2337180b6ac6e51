import CGtk
import QuireUI
import Foundation
import QuireGraphics

/// `Image("Name")`: a GtkPicture. A resizable picture may shrink below its pixel size and keeps its
/// aspect ratio as `scaledToFit`/`scaledToFill` say; a missing file shows nothing. An image set's
/// dark file and a template's colour follow libadwaita's style as it changes; a template (its
/// opacity in the foreground colour) is drawn again when its style is set and when it is mapped
/// (the colour it inherits is known only once it is in its window).
final class GTKPicture: GTKWidget, PictureWidget {
    private var source: PictureSource?
    private var styleHandler: gulong = 0
    private var mapHandler: gulong = 0
    private let styleManager = GObjectRef(retaining: UnsafeMutableRawPointer(adw_style_manager_get_default()))

    init() {
        super.init(adopting: gtk_picture_new())
    }

    isolated deinit {
        if styleHandler != 0 { g_signal_handler_disconnect(styleManager.raw, styleHandler) }
    }

    func setPicture(_ source: PictureSource) {
        self.source = source
        // Only a picture that looks different in the dark listens for the style (most do not).
        if styleHandler == 0, source.isTemplate || source.asset?.files.contains(where: \.isDark) == true {
            styleHandler = styleManager.connectNotify("dark") { [weak self] in
                // The style sheets change with the notification; the widget's colour is read once
                // GTK has restyled, on the next turn of the main loop.
                DispatchQueue.main.async { self?.show() }
            }
        }
        if mapHandler == 0, source.isTemplate {
            // Drawn again after mapping, not during it: a new texture asks GTK to resize.
            mapHandler = ref.connect("map") { [weak self] in DispatchQueue.main.async { self?.show() } }
        }
        show()
    }

    override func setStyle(_ style: WidgetStyle) {
        super.setStyle(style)
        if source?.isTemplate == true { show() }
    }

    private func show() {
        guard let source else { return }
        // An image set's file for this display's scale and style; a missing name was logged by QuireUI.
        let dark = adw_style_manager_get_dark(adw_style_manager_get_default()) != 0
        let file = source.asset?.file(forScale: Int(gtk_widget_get_scale_factor(widget)), dark: dark)
            ?? source.url.map { ($0, 1) }
        if source.isTemplate, let file, let texture = tintedTexture(file.0) {
            gtk_picture_set_paintable(ref.opaque, texture)
            g_object_unref(UnsafeMutableRawPointer(texture))
        } else {
            gtk_picture_set_filename(ref.opaque, file?.0.path)
        }
        gtk_picture_set_can_shrink(ref.opaque, source.fit == .natural && (file?.1 ?? 1) == 1 ? 0 : 1)
        // A 2x or 3x file is drawn at its size in logical pixels (GTK 4.8 sizes a texture by its pixels).
        if let scale = file?.1, scale > 1, source.fit == .natural,
           let paintable = gtk_picture_get_paintable(ref.opaque) {
            gtk_widget_set_size_request(widget, gdk_paintable_get_intrinsic_width(paintable) / Int32(scale),
                                        gdk_paintable_get_intrinsic_height(paintable) / Int32(scale))
        } else {
            gtk_widget_set_size_request(widget, -1, -1)
        }
        let fit: GtkContentFit = switch source.fit {
        case .natural, .fit: GTK_CONTENT_FIT_CONTAIN
        case .stretch: GTK_CONTENT_FIT_FILL
        case .fill: GTK_CONTENT_FIT_COVER
        }
        gtk_picture_set_content_fit(ref.opaque, fit)
    }

    /// The file's pixels in the widget's foreground colour (its CSS `color`: the foreground style,
    /// else the theme's text colour); nil when GDK cannot read the file.
    private func tintedTexture(_ url: URL) -> OpaquePointer? {
        guard let texture = gdk_texture_new_from_filename(url.path, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        let stride = width * 4, length = stride * height
        guard length > 0, let pixels = g_malloc(gsize(length)) else { return nil }
        // GDK's download format is premultiplied B8G8R8A8 (cairo's ARGB32 on little-endian machines).
        gdk_texture_download(texture, pixels.assumingMemoryBound(to: guchar.self), gsize(stride))
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
        TemplateTint.tint(pixels, width: width, height: height, bytesPerRow: stride,
                          color: (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)))
        let bytes = g_bytes_new_take(pixels, gsize(length))
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
    }
}

/// `LinearGradient`: a box painted by a CSS `linear-gradient`, taking the space offered.
final class GTKGradient: GTKWidget, GradientWidget {
    private var gradientClasses: [String] = []

    init() {
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
    }

    func setGradient(_ gradient: LinearGradient) {
        let name = CSSStyleSheet.shared.className(for: "background-image: \(gradient.css);")
        setClasses([name], on: widget, replacing: &gradientClasses)
    }
}
