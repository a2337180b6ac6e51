import CGtk
import Foundation
import QuireUI

/// A lazy grid's pinned section headers and footers (`pinnedViews`): a widget of its own GType
/// (`QuirePinnedSections`) holding the grid, then each pinned view over it. The grid keeps an empty
/// bin in each pinned view's place, made as large as the view by a GtkSizeGroup; each allocation puts
/// the view at its place, moved along the grid's axis so that it stays inside the enclosing scrolled
/// window's visible part while its section is there: a header at the top (leading edge) until the
/// section's end pushes it away — which is where the next section's header arrives —, a footer at
/// the bottom (trailing edge) until the section's start. Views are drawn in child order, so the pinned
/// views cover the cells scrolling under them; they carry the window's background.
@MainActor
final class GTKPinnedSections {
    /// One pinned view, its placeholder in the grid, and the parts of its section there.
    struct Pinned {
        let view: GObjectRef
        let placeholder: GObjectRef
        let isHeader: Bool
        let section: Int
        private(set) var parts: [UnsafeMutablePointer<GtkWidget>] = []
        private let sizes: GObjectRef

        init(view: GObjectRef, isHeader: Bool, section: Int) {
            self.view = view
            self.isHeader = isHeader
            self.section = section
            placeholder = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
            sizes = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_size_group_new(GTK_SIZE_GROUP_BOTH)))
            gtk_size_group_add_widget(sizes.cast(to: GtkSizeGroup.self), view.cast(to: GtkWidget.self))
            gtk_size_group_add_widget(sizes.cast(to: GtkSizeGroup.self), placeholder.cast(to: GtkWidget.self))
            gtk_widget_add_css_class(view.cast(to: GtkWidget.self), GTKPinnedSections.pinnedClass)
        }

        /// This view with its section's widgets in the grid (placeholders included).
        func with(parts: [UnsafeMutablePointer<GtkWidget>]) -> Pinned {
            var pinned = self
            pinned.parts = parts
            return pinned
        }
    }

    /// The widget; it finds this state through a `Handle`, which does not keep it.
    private let reference: GObjectRef
    private let axis: Axis
    private var content: UnsafeMutablePointer<GtkWidget>?
    private var pinned: [Pinned] = []
    /// The scrolled window's adjustment along the axis, and the handler moving the views with it.
    private var scrolling: (adjustment: GObjectRef, handler: gulong)?

    /// What the widget holds of its state: the state belongs to the grid, and holds the widget.
    private final class Handle {
        weak var host: GTKPinnedSections?
    }

    var widget: UnsafeMutablePointer<GtkWidget> { reference.cast() }

    init(axis: Axis) {
        self.axis = axis
        guard let object = g_object_new_with_properties(Self.type, 0, nil, nil) else {
            preconditionFailure("GTK made no QuirePinnedSections")
        }
        reference = GObjectRef(adopting: UnsafeMutableRawPointer(object))
        let handle = Handle()
        handle.host = self
        GTKWidgetSubclass.attach(handle, to: reference.object, key: Self.key)
        CSSStyleSheet.shared.installRules(Self.pinnedClass, ".\(Self.pinnedClass) { background-color: @window_bg_color; }")
        reference.connect("map") { [weak self] in self?.followScrolling() }
        reference.connect("unmap") { [weak self] in self?.stopFollowingScrolling() }
    }

    /// Shows `content` (the grid) with `pinned` views over it, in place of what it showed.
    func show(_ content: UnsafeMutablePointer<GtkWidget>, pinned: [Pinned]) {
        if let old = self.content, old != content, gtk_widget_get_parent(old) == widget { gtk_widget_unparent(old) }
        for view in self.pinned.map({ $0.view.cast(to: GtkWidget.self) }) where gtk_widget_get_parent(view) == widget {
            gtk_widget_unparent(view)
        }
        self.content = content
        self.pinned = pinned
        if gtk_widget_get_parent(content) == nil { gtk_widget_set_parent(content, widget) }
        for view in pinned.map({ $0.view.cast(to: GtkWidget.self) }) { gtk_widget_set_parent(view, widget) }
        gtk_widget_queue_resize(widget)
    }

    private func followScrolling() {
        stopFollowingScrolling()
        guard let scrolled = gtk_widget_get_ancestor(widget, gtk_scrolled_window_get_type()) else { return }
        let window = OpaquePointer(scrolled)
        guard let adjustment = axis == .vertical ? gtk_scrolled_window_get_vadjustment(window)
                : gtk_scrolled_window_get_hadjustment(window) else { return }
        let reference = GObjectRef(retaining: UnsafeMutableRawPointer(adjustment))
        let handler = reference.connect("value-changed") { [weak self] in
            guard let self else { return }
            gtk_widget_queue_allocate(self.widget)
        }
        scrolling = (reference, handler)
    }

    private func stopFollowingScrolling() {
        guard let scrolling else { return }
        scrolling.adjustment.disconnect(scrolling.handler)
        self.scrolling = nil
    }

    // MARK: measuring and allocating

    /// The grid's size: the pinned views' room is their placeholders'.
    private func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        guard let content else { return (0, 0) }
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(content, orientation, forSize, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    private func allocate(width: Int32, height: Int32) {
        guard let content else { return }
        gtk_widget_allocate(content, width, height, -1, nil)
        let visible = visibleRange()
        for pin in pinned {
            let view = pin.view.cast(to: GtkWidget.self)
            guard let place = bounds(of: pin.placeholder.cast(to: GtkWidget.self)) else { continue }
            let sectionBounds = pin.parts.compactMap(bounds(of:))
            let start = sectionBounds.map { along($0.origin) }.min() ?? along(place.origin)
            let end = sectionBounds.map { along($0.origin) + length($0.size) }.max() ?? along(place.origin) + length(place.size)
            let natural = along(place.origin), size = length(place.size)
            let position: Float = if pin.isHeader {
                max(natural, min(visible.lowerBound, end - size))
            } else {
                min(natural, max(visible.upperBound - size, start))
            }
            var origin = axis == .vertical ? graphene_point_t(x: place.origin.x, y: position)
                : graphene_point_t(x: position, y: place.origin.y)
            var minimumWidth: Int32 = 0, minimumHeight: Int32 = 0
            gtk_widget_measure(view, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
            let viewWidth = max(Int32(place.size.width.rounded()), minimumWidth)
            gtk_widget_measure(view, GTK_ORIENTATION_VERTICAL, viewWidth, &minimumHeight, nil, nil, nil)
            gtk_widget_allocate(view, viewWidth, max(Int32(place.size.height.rounded()), minimumHeight), -1,
                                gsk_transform_translate(nil, &origin))
        }
    }

    /// The part of this widget the enclosing scrolled window shows, along the axis (all of it when
    /// nothing scrolls it).
    private func visibleRange() -> ClosedRange<Float> {
        let whole: ClosedRange<Float> = 0...Float(axis == .vertical ? gtk_widget_get_height(widget) : gtk_widget_get_width(widget))
        guard let scrolled = gtk_widget_get_ancestor(widget, gtk_scrolled_window_get_type()) else { return whole }
        var corner = graphene_point_t(x: 0, y: 0)
        var inHere = graphene_point_t()
        guard gtk_widget_compute_point(scrolled, widget, &corner, &inHere) != 0 else { return whole }
        let start = along(inHere)
        let extent = Float(axis == .vertical ? gtk_widget_get_height(scrolled) : gtk_widget_get_width(scrolled))
        return start...(start + max(extent, 0))
    }

    private func bounds(of child: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t? {
        var rect = graphene_rect_t()
        return gtk_widget_compute_bounds(child, widget, &rect) != 0 ? rect : nil
    }

    private func along(_ point: graphene_point_t) -> Float { axis == .vertical ? point.y : point.x }
    private func length(_ size: graphene_size_t) -> Float { axis == .vertical ? size.height : size.width }

    // MARK: the GType

    private static let key = "quire-pinned-sections"
    nonisolated fileprivate static let pinnedClass = "quire-pinned-section-view"

    private nonisolated static func run<T: Sendable>(on widget: UnsafeMutablePointer<GtkWidget>?,
                                                     _ body: @MainActor (GTKPinnedSections) -> T) -> T? {
        nonisolated(unsafe) let widget = widget
        return MainActor.assumeIsolated {
            widget.flatMap { GTKWidgetSubclass.state(Handle.self, of: $0, key: key)?.host }.map(body)
        }
    }

    private static let type: GType = {
        GTKWidgetSubclass.register("QuirePinnedSections") { typeClass, _ in
            guard let typeClass else { return }
            GTKWidgetSubclass.disposeUnparentingChildren(typeClass)
            let widgetClass = typeClass.assumingMemoryBound(to: GtkWidgetClass.self)
            widgetClass.pointee.get_request_mode = { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }
            widgetClass.pointee.compute_expand = { widget, hexpand, vexpand in
                let expands = GTKPinnedSections.run(on: widget) { host in
                    host.content.map { (gtk_widget_compute_expand($0, GTK_ORIENTATION_HORIZONTAL) != 0,
                                        gtk_widget_compute_expand($0, GTK_ORIENTATION_VERTICAL) != 0) }
                } ?? nil
                hexpand?.pointee = expands?.0 == true ? 1 : 0
                vexpand?.pointee = expands?.1 == true ? 1 : 0
            }
            widgetClass.pointee.measure = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                let size = GTKPinnedSections.run(on: widget) { $0.measure(orientation, forSize: forSize) }
                minimum?.pointee = size?.minimum ?? 0
                natural?.pointee = size?.natural ?? 0
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
            }
            widgetClass.pointee.size_allocate = { widget, width, height, _ in
                GTKPinnedSections.run(on: widget) { $0.allocate(width: width, height: height) }
            }
        }
    }()
}
