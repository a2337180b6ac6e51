import CGtk
import Dispatch
import Foundation
import QuireUI

/// `GeometryReader` and `onGeometryChange`: a GtkOverlay whose main child is a box of the content and
/// whose one overlay is an empty GtkDrawingArea: given the overlay's whole size and no input, its
/// `resize` signal reports each new size. For a `GeometryReader` the box expands into the space
/// offered and lays the content out from its top; for `onGeometryChange` it is as large as the
/// content. The content stays the overlay's first child, where assistive technologies look for it.
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
        gtk_widget_set_can_focus(areaWidget, 0)
        gtk_overlay_set_child(ref.opaque, content.widget)
        gtk_overlay_add_overlay(ref.opaque, areaWidget)
        connectResize()
    }

    func setChildren(_ children: [any PlatformWidget]) { content.set(children) }

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

    package func frame(of widget: any PlatformWidget, in space: (any PlatformWidget)?) -> CGRect? {
        (widget as? GTKWidget)?.frame(in: space)
    }
}

extension GTKWidget {
    /// The widget's rectangle in `space`'s coordinates (nil: its window's); nil before it is shown or
    /// when the two are not in one window.
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
}
