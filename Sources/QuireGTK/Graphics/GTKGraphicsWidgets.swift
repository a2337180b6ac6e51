import CGtk
import QuireUI
import Foundation

/// `Image("Name")`: a GtkPicture. A resizable picture may shrink below its pixel size and keeps its
/// aspect ratio as `scaledToFit`/`scaledToFill` say; a missing file shows nothing.
final class GTKPicture: GTKWidget, PictureWidget {
    init() {
        super.init(adopting: gtk_picture_new())
    }

    func setPicture(_ source: PictureSource) {
        // An image set's file for this display's scale and style; a missing name was logged by QuireUI.
        let dark = adw_style_manager_get_dark(adw_style_manager_get_default()) != 0
        let file = source.asset?.file(forScale: Int(gtk_widget_get_scale_factor(widget)), dark: dark)
            ?? source.url.map { ($0, 1) }
        gtk_picture_set_filename(ref.opaque, file?.0.path)
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
