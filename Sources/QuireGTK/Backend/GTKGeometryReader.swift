import CGtk
import Dispatch
import Foundation
import QuireUI

/// `GeometryReader` and `onGeometryChange`: a GtkOverlay holding the content and an empty
/// GtkDrawingArea, whose `resize` signal reports each new size. For a `GeometryReader` the area is the
/// main child and expands into the space offered, the content laid over it in all of that space (the
/// overlay is measured with the content, so the content's minimum size holds); for
/// `onGeometryChange` the content is the main child and the area, laid over it, takes its size and
/// no input.
final class GTKGeometryReader: GTKWidget, GeometryWidget {
    var onSizeChange: (@MainActor (CGSize) -> Void)?
    private let area = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_drawing_area_new()))
    private let content: GTKColumnBox
    private var reportedSize: CGSize?
    private var reportScheduled = false

    init(fillsSpace: Bool) {
        content = GTKColumnBox(expands: fillsSpace)
        super.init(adopting: gtk_overlay_new())
        let areaWidget = area.cast(to: GtkWidget.self)
        gtk_widget_set_can_target(areaWidget, 0)
        if fillsSpace {
            gtk_widget_set_hexpand(areaWidget, 1)
            gtk_widget_set_vexpand(areaWidget, 1)
            gtk_overlay_set_child(ref.opaque, areaWidget)
            gtk_overlay_add_overlay(ref.opaque, content.widget)
            gtk_overlay_set_measure_overlay(ref.opaque, content.widget, 1)
        } else {
            gtk_overlay_set_child(ref.opaque, content.widget)
            gtk_overlay_add_overlay(ref.opaque, areaWidget)
        }
        connectResize()
    }

    func setChildren(_ children: [any PlatformWidget]) { content.set(children) }

    func frame(in space: (any PlatformWidget)?) -> CGRect? {
        let target = space?.gtk?.widget ?? gtk_widget_get_root(widget).map {
            UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)
        }
        guard let target else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, target, &bounds) != 0 else { return nil }
        return CGRect(x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                      width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    func bounds(of space: any PlatformWidget) -> CGRect? {
        guard let other = space.gtk?.widget else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(other, widget, &bounds) != 0 else { return nil }
        return CGRect(x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                      width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    /// GTK reports sizes while it allocates, when the widget tree must not change: the graph hears of
    /// the new size on the next turn of the main loop, once per batch of resizes.
    private func connectResize() {
        typealias Handler = @MainActor (Int32, Int32) -> Void
        let box = SignalHandlerBox<Handler>({ [weak self] width, height in
            guard let self else { return }
            self.pendingSize = CGSize(width: Double(width), height: Double(height))
            guard !self.reportScheduled else { return }
            self.reportScheduled = true
            DispatchQueue.main.async { [weak self] in self?.reportSize() }
        })
        quire_signal_connect_resize(
            area.raw,
            { _, width, height, data in
                guard let box = SignalHandlerBox<Handler>.from(data) else { return }
                MainActor.assumeIsolated { box.handler(width, height) }
            },
            box.passRetained(), SignalHandlerBox<Handler>.releaseNotify)
    }

    private var pendingSize: CGSize?

    private func reportSize() {
        reportScheduled = false
        guard let size = pendingSize, size != reportedSize else { return }
        reportedSize = size
        onSizeChange?(size)
    }
}

extension GTKViewBackend: GeometryBackend {
    package func makeGeometryReader(fillsSpace: Bool) -> any GeometryWidget {
        GTKGeometryReader(fillsSpace: fillsSpace)
    }
}
