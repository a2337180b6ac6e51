import CGtk
import Foundation
import QuireUI

/// `scaleEffect`, `rotationEffect` and the moves of transitions: an AdwBin whose layout manager
/// measures the child as it is and allocates it at the bin's whole size with the effect's transform
/// (`GeometryEffect.transform(in:)`), so the child's place in the layout does not change.
final class GTKGeometryEffectView: GTKWidget, GeometryEffectWidget {
    private let effect = EffectBox()

    init(content: any PlatformWidget) {
        super.init(adopting: adw_bin_new())
        adw_bin_set_child(ref.cast(to: AdwBin.self), content.gtk?.widget)
        g_object_set_data_full(ref.object, EffectBox.key, Unmanaged.passRetained(effect).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<EffectBox>.fromOpaque(data).release()
        }
        // The widget owns its layout manager (the call takes the reference gtk_custom_layout_new made).
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            var childMinimum: Int32 = 0, childNatural: Int32 = 0
            if let child = gtk_widget_get_first_child(widget) {
                gtk_widget_measure(child, orientation, forSize, &childMinimum, &childNatural, nil, nil)
            }
            minimum?.pointee = childMinimum
            natural?.pointee = childNatural
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }, { widget, width, height, baseline in
            guard let widget, let child = gtk_widget_get_first_child(widget),
                  let data = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), EffectBox.key)
            else { return }
            let box = Unmanaged<EffectBox>.fromOpaque(data).takeUnretainedValue()
            let transform = box.effect.transform(in: CGSize(width: Double(width), height: Double(height)))
            var matrix = graphene_matrix_t()
            // A scale of 0 (a `.scale` transition's start) cannot be inverted, which GTK's picking needs.
            let a = abs(transform.a * transform.d - transform.b * transform.c) < 1e-4 ? max(transform.a, 1e-3) : transform.a
            let d = abs(transform.a * transform.d - transform.b * transform.c) < 1e-4 ? max(transform.d, 1e-3) : transform.d
            graphene_matrix_init_from_2d(&matrix, Double(a), Double(transform.b), Double(transform.c), Double(d),
                                         Double(transform.tx), Double(transform.ty))
            gtk_widget_allocate(child, width, height, baseline, gsk_transform_matrix(nil, &matrix))
        }))
    }

    func setEffect(_ effect: GeometryEffect) {
        guard self.effect.effect != effect else { return }
        self.effect.effect = effect
        gtk_widget_queue_allocate(widget)
    }
}

/// The effect a `GTKGeometryEffectView` draws with, kept on its GtkWidget for the layout callbacks.
/// `@unchecked Sendable`: GTK calls those callbacks on the main thread, where it is set.
private final class EffectBox: @unchecked Sendable {
    static let key = "quire-geometry-effect"
    var effect = GeometryEffect()
}

extension GTKViewBackend: GeometryEffectBackend {
    package func makeGeometryEffectView(around content: any PlatformWidget) -> any GeometryEffectWidget {
        GTKGeometryEffectView(content: content)
    }

    package func frameInWindow(of widget: any PlatformWidget) -> CGRect? {
        guard let gtk = widget.gtk?.widget, let root = gtk_widget_get_root(gtk) else { return nil }
        var bounds = graphene_rect_t()
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_bounds(gtk, window, &bounds) != 0, bounds.size.width > 0 else { return nil }
        return CGRect(x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                      width: Double(bounds.size.width), height: Double(bounds.size.height))
    }
}
