import CGtk
import Foundation
import QuireGraphics
import QuireUI

/// `overlay`, `background` with views, `mask`, `clipShape`, `shadow`: a widget of its own GType
/// (`QuireLayeredView`) whose children are the content and a layer, measured by the content alone
/// and each given the content's bounds (a layer's child at the layer's alignment unless it expands, as
/// a shape or a colour does). Its snapshot draws them in order (background, content, overlay) inside
/// GTK's shadow node (`gtk_snapshot_push_shadow`: a blurred copy of what is drawn, SwiftUI's shadow)
/// and rounded clip (`gtk_snapshot_push_rounded_clip`, for rectangles, rounded rectangles, capsules,
/// circles and ellipses). GTK 4.8 has no mask node (`gtk_snapshot_push_mask` is 4.10), so a mask, and
/// a clip to any other path, paint the children's render nodes through cairo.
final class GTKLayeredView: GTKWidget, LayeredViewWidget {
    private let state = LayeredViewState()
    private var content: [GTKWidget] = []
    private var layer: [GTKWidget] = []
    private var placement: LayerPlacement?

    init() {
        guard let object = g_object_new_with_properties(Self.type, 0, nil, nil) else {
            preconditionFailure("GTK made no QuireLayeredView")
        }
        super.init(adopting: UnsafeMutableRawPointer(object))
        GTKWidgetSubclass.attach(state, to: ref.object, key: Self.stateKey)
    }

    func setLayeredContent(_ widgets: [any PlatformWidget]) {
        content = widgets.compactMap(\.gtk)
        arrangeChildren()
    }

    func setLayer(_ layer: ViewLayer?) {
        self.layer = layer?.widgets.compactMap(\.gtk) ?? []
        placement = layer?.placement
        for child in self.layer {
            let widget = child.widget
            let fillsWidth = child.fillsCrossAxis || gtk_widget_compute_expand(widget, GTK_ORIENTATION_HORIZONTAL) != 0
            let fillsHeight = child.fillsCrossAxis || gtk_widget_compute_expand(widget, GTK_ORIENTATION_VERTICAL) != 0
            let alignment = layer?.alignment ?? .center
            gtk_widget_set_halign(widget, fillsWidth ? GTK_ALIGN_FILL : Self.gtkAlignment(alignment.horizontal))
            gtk_widget_set_valign(widget, fillsHeight ? GTK_ALIGN_FILL : Self.gtkAlignment(alignment.vertical))
            if placement == .mask {
                // A mask is only an opacity: nothing to click, nothing to read.
                gtk_widget_set_can_target(widget, 0)
                quire_accessible_set_hidden(OpaquePointer(widget), 1)
            }
            if placement == .accessibilityRepresentation {
                // Only read: nothing to click or to reach with Tab; assistive technologies act on it.
                gtk_widget_set_can_target(widget, 0)
                gtk_widget_set_can_focus(widget, 0)
            }
        }
        arrangeChildren()
    }

    func setClip(_ clip: ClipOutline?) {
        state.clip = clip
        gtk_widget_queue_draw(widget)
    }

    func setShadow(_ shadow: ViewShadow?) {
        state.shadow = shadow
        gtk_widget_queue_draw(widget)
    }

    /// Children in drawing order.
    private func arrangeChildren() {
        let ordered = placement == .background ? layer + content : content + layer
        GTKWidgetSubclass.setChildren(ordered, replacing: state.children, of: widget)
        state.children = ordered
        state.content = content.map(\.widget)
        state.mask = placement == .mask ? layer.map(\.widget) : []
        state.undrawn = placement == .accessibilityRepresentation ? layer.map(\.widget) : []
        gtk_widget_queue_resize(widget)
    }

    nonisolated private static let stateKey = "quire-layered-view"

    nonisolated private static func state(of widget: UnsafeMutablePointer<GtkWidget>?) -> LayeredViewState? {
        GTKWidgetSubclass.state(LayeredViewState.self, of: widget, key: stateKey)
    }

    /// The GType: a plain GtkWidget whose layout and drawing are the functions below. Registered once.
    private static let type: GType = {
        GTKWidgetSubclass.register("QuireLayeredView") { typeClass, _ in
            guard let typeClass else { return }
            GTKWidgetSubclass.disposeUnparentingChildren(typeClass)
            let widgetClass = typeClass.assumingMemoryBound(to: GtkWidgetClass.self)
            widgetClass.pointee.get_request_mode = { widget in
                guard let first = GTKLayeredView.contentChildren(of: widget).first else { return GTK_SIZE_REQUEST_CONSTANT_SIZE }
                return gtk_widget_get_request_mode(first)
            }
            widgetClass.pointee.compute_expand = { widget, hexpand, vexpand in
                // Only the content decides: an expanding colour in a background does not make the view expand.
                let content = GTKLayeredView.contentChildren(of: widget)
                hexpand?.pointee = content.contains { gtk_widget_compute_expand($0, GTK_ORIENTATION_HORIZONTAL) != 0 } ? 1 : 0
                vexpand?.pointee = content.contains { gtk_widget_compute_expand($0, GTK_ORIENTATION_VERTICAL) != 0 } ? 1 : 0
            }
            widgetClass.pointee.measure = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                var largestMinimum: Int32 = 0, largestNatural: Int32 = 0
                for child in GTKLayeredView.contentChildren(of: widget) where gtk_widget_should_layout(child) != 0 {
                    var childMinimum: Int32 = 0, childNatural: Int32 = 0
                    gtk_widget_measure(child, orientation, forSize, &childMinimum, &childNatural, nil, nil)
                    largestMinimum = max(largestMinimum, childMinimum)
                    largestNatural = max(largestNatural, childNatural)
                }
                minimum?.pointee = largestMinimum
                natural?.pointee = largestNatural
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
            }
            widgetClass.pointee.size_allocate = { widget, width, height, baseline in
                guard let widget else { return }
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    if gtk_widget_should_layout(current) != 0 {
                        gtk_widget_allocate(current, width, height, baseline, nil)
                    }
                    child = gtk_widget_get_next_sibling(current)
                }
            }
            widgetClass.pointee.snapshot = { widget, snapshot in
                // Cross the isolation boundary as addresses: GTK snapshots on its (the main) thread.
                let widgetAddress = Int(bitPattern: widget), snapshotAddress = Int(bitPattern: snapshot)
                MainActor.assumeIsolated {
                    guard let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: widgetAddress),
                          let snapshot = OpaquePointer(bitPattern: snapshotAddress) else { return }
                    GTKLayeredView.snapshot(widget, into: snapshot)
                }
            }
        }
    }()

    nonisolated private static func contentChildren(of widget: UnsafeMutablePointer<GtkWidget>?) -> [UnsafeMutablePointer<GtkWidget>] {
        state(of: widget)?.content ?? []
    }

    private static func snapshot(_ widget: UnsafeMutablePointer<GtkWidget>, into snapshot: OpaquePointer) {
        guard let state = state(of: widget) else { return }
        let size = CGSize(width: CGFloat(gtk_widget_get_width(widget)), height: CGFloat(gtk_widget_get_height(widget)))
        let bounds = CGRect(origin: .zero, size: size)
        var pushes = 0
        if let shadow = state.shadow {
            var gskShadow = GskShadow(
                color: GdkRGBA(red: Float(shadow.color.red), green: Float(shadow.color.green), blue: Float(shadow.color.blue),
                               alpha: Float(shadow.color.opacity)),
                dx: Float(shadow.offset.width), dy: Float(shadow.offset.height), radius: Float(max(shadow.radius, 0)))
            gtk_snapshot_push_shadow(snapshot, &gskShadow, 1)
            pushes += 1
        }
        var pathClip: ClipOutline?
        if let clip = state.clip {
            if let rounded = clip.roundedRect(in: bounds) {
                var rect = GskRoundedRect(rounded)
                gtk_snapshot_push_rounded_clip(snapshot, &rect)
                pushes += 1
            } else {
                pathClip = clip
            }
        }
        let drawn = state.children.map(\.widget).filter { !state.mask.contains($0) && !state.undrawn.contains($0) }
        if pathClip == nil, state.mask.isEmpty {
            for child in drawn {
                gtk_widget_snapshot_child(widget, child, snapshot)
            }
        } else {
            paintThroughCairo(widget, drawn: drawn, clip: pathClip, mask: state.mask, size: size, into: snapshot)
        }
        for _ in 0..<pushes {
            gtk_snapshot_pop(snapshot)
        }
    }

    /// The children's render nodes painted with cairo, clipped to a path and/or masked by the mask
    /// children's opacity: what GTK 4.8's render nodes cannot say.
    private static func paintThroughCairo(_ widget: UnsafeMutablePointer<GtkWidget>, drawn: [UnsafeMutablePointer<GtkWidget>],
                                          clip: ClipOutline?, mask: [UnsafeMutablePointer<GtkWidget>], size: CGSize,
                                          into snapshot: OpaquePointer) {
        guard size.width > 0, size.height > 0, let content = node(of: drawn, in: widget) else { return }
        defer { gsk_render_node_unref(content) }
        var area = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                   size: graphene_size_t(width: Float(size.width), height: Float(size.height)))
        guard let cairo = gtk_snapshot_append_cairo(snapshot, &area) else { return }
        defer { cairo_destroy(cairo) }
        // The drawing context, flipped to the widget's top-left origin, sets the clip path in
        // cairo, which keeps it (in device space) for the render nodes drawn while it lives.
        let context = CGContext(borrowing: cairo, height: size.height)
        context.translateBy(x: 0, y: size.height)
        context.scaleBy(x: 1, y: -1)
        if let clip {
            context.beginPath()
            context.addPath(clip.path(in: CGRect(origin: .zero, size: size)).cgPath)
            context.clip(using: clip.style.isEOFilled ? .evenOdd : .winding)
        }
        withExtendedLifetime(context) {
            guard !mask.isEmpty else {
                gsk_render_node_draw(content, cairo)
                return
            }
            guard let maskNode = node(of: mask, in: widget) else { return }
            defer { gsk_render_node_unref(maskNode) }
            cairo_push_group(cairo)
            gsk_render_node_draw(content, cairo)
            let source = cairo_pop_group(cairo)
            cairo_push_group(cairo)
            gsk_render_node_draw(maskNode, cairo)
            let opacity = cairo_pop_group(cairo)
            cairo_set_source(cairo, source)
            cairo_mask(cairo, opacity)
            cairo_pattern_destroy(source)
            cairo_pattern_destroy(opacity)
        }
    }

    /// The render node of some children, in the parent's coordinates; nil when they draw nothing.
    private static func node(of children: [UnsafeMutablePointer<GtkWidget>], in widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let childSnapshot = gtk_snapshot_new() else { return nil }
        for child in children {
            gtk_widget_snapshot_child(widget, child, childSnapshot)
        }
        return gtk_snapshot_free_to_node(childSnapshot)
    }
}

/// What a layered view's class functions read: its children by part and its effects. Kept on the
/// GObject (released with it), so GTK may measure or draw it whatever the Swift side holds. Not
/// isolated, as GTK's class functions are not, but used only on GTK's (the main) thread.
private final class LayeredViewState {
    /// Every child, in drawing order (mask children included, but not drawn as such).
    var children: [GTKWidget] = []
    var content: [UnsafeMutablePointer<GtkWidget>] = []
    var mask: [UnsafeMutablePointer<GtkWidget>] = []
    /// An accessibility representation's children: laid out, never drawn.
    var undrawn: [UnsafeMutablePointer<GtkWidget>] = []
    var clip: ClipOutline?
    var shadow: ViewShadow?
}

extension GskRoundedRect {
    /// GSK's rounded rectangle (corners top-left, top-right, bottom-right, bottom-left).
    init(_ outline: RoundedOutline) {
        func size(_ corner: CGSize) -> graphene_size_t {
            graphene_size_t(width: Float(max(corner.width, 0)), height: Float(max(corner.height, 0)))
        }
        self.init(bounds: graphene_rect_t(origin: graphene_point_t(x: Float(outline.rect.minX), y: Float(outline.rect.minY)),
                                          size: graphene_size_t(width: Float(max(outline.rect.width, 0)),
                                                                height: Float(max(outline.rect.height, 0)))),
                  corner: (size(outline.topLeading), size(outline.topTrailing), size(outline.bottomTrailing),
                           size(outline.bottomLeading)))
    }
}
