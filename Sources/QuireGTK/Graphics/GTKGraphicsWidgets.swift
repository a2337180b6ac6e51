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
        if let url = source.url {
            gtk_picture_set_filename(ref.opaque, url.path)
        } else {
            gtk_picture_set_filename(ref.opaque, nil)
            FileHandle.standardError.write(Data("QuireUI: no image named “\(source.name)” in the app's resources\n".utf8))
        }
        gtk_picture_set_can_shrink(ref.opaque, source.fit == .natural ? 0 : 1)
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
