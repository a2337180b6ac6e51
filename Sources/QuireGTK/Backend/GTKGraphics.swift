import CGtk
import QuireUI
import Foundation

/// `Spacer`: an empty box that expands along its stack's axis.
final class GTKSpacer: GTKWidget, SpacerWidget {
    init() {
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
    }

    func setAxis(_ axis: Axis, minLength: CGFloat?) {
        gtk_widget_set_hexpand(widget, axis == .horizontal ? 1 : 0)
        gtk_widget_set_vexpand(widget, axis == .vertical ? 1 : 0)
        let length = Int32((minLength ?? 0).rounded())
        gtk_widget_set_size_request(widget, axis == .horizontal ? length : -1, axis == .vertical ? length : -1)
    }
}

/// `Divider`: a GtkSeparator across its stack.
final class GTKDivider: GTKWidget, DividerWidget {
    init() {
        super.init(adopting: gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
    }

    override var fillsCrossAxis: Bool { true }

    func setAxis(_ axis: Axis) {
        gtk_orientable_set_orientation(
            OpaquePointer(ref.object), axis == .vertical ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
    }
}

/// `Color`: a box filled by a CSS background, taking the space offered.
final class GTKColor: GTKWidget, ColorWidget {
    private var colorClasses: [String] = []

    init() {
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
    }

    func setColor(_ color: Color) {
        setClasses([CSSStyleSheet.shared.backgroundClass(color)], on: widget, replacing: &colorClasses)
    }
}

/// `Image(systemName:)`: a GtkImage showing a themed icon.
final class GTKImage: GTKWidget, ImageWidget {
    init() {
        super.init(adopting: gtk_image_new())
    }

    func setIconName(_ name: String) {
        gtk_image_set_from_icon_name(ref.opaque, name)
    }
}
