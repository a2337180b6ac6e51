import CGtk
import QuireUI
import Foundation

/// `VStack`/`HStack`: a GtkBox; `ZStack`: a GtkGrid with every child in the same cell (later ones on
/// top). Children that expand along the cross axis fill it; the others sit at the stack's alignment.
final class GTKStack: GTKWidget, StackWidget {
    let kind: StackKind
    private(set) var layout = StackLayout(spacing: 8, alignment: .center)
    private var list = GTKChildList()
    private var overlayChildren: [GTKWidget] = []
    /// The Swift stack layout run by the box's layout manager while a child needs it
    /// (`GTKStack+SwiftLayout.swift`).
    var swiftLayout: GTKLayoutHost?
    /// The children in view order (a ZStack's GTK children are in drawing order).
    private(set) var viewOrder: [GTKWidget] = []

    init(kind: StackKind) {
        self.kind = kind
        switch kind {
        case .vertical: super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 8))
        case .horizontal: super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8))
        case .overlay: super.init(adopting: gtk_grid_new())
        case .linked:
            super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
            gtk_widget_add_css_class(widget, "linked")
        case .card:
            super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 8))
            CSSStyleSheet.shared.installRules(Self.cardClass, "box.\(Self.cardClass) { padding: 12px; }")
            gtk_widget_add_css_class(widget, "card")
            // SwiftUI's group box takes the width offered.
            gtk_widget_set_hexpand(widget, 1)
            gtk_widget_add_css_class(widget, Self.cardClass)
        }
    }

    /// A group box's card: libadwaita's `card` gives the surface, this class the padding inside it.
    private static let cardClass = "quire-group-box"

    func setLayout(_ layout: StackLayout) {
        self.layout = layout
        if kind != .overlay, swiftLayout == nil {
            gtk_box_set_spacing(ref.cast(to: GtkBox.self), Int32(layout.spacing.rounded()))
        }
        for child in kind == .overlay ? overlayChildren : list.children {
            place(child)
        }
        updateSwiftLayout(children: viewOrder)
    }

    func setChildren(_ children: [any PlatformWidget]) {
        let widgets = children.compactMap(\.gtk)
        viewOrder = widgets
        if kind == .overlay {
            setOverlayChildren(widgets)
        } else {
            list.set(widgets, in: ref.cast(to: GtkBox.self), place: place)
        }
        updateSwiftLayout(children: widgets)
    }

    private func setOverlayChildren(_ children: [GTKWidget]) {
        let grid = ref.cast(to: GtkGrid.self)
        // Drawing order is child order, by zIndex.
        let widgets = LayoutTraits.drawingOrder(children) { $0.carriedTraits }
        let same = widgets.count == overlayChildren.count && zip(widgets, overlayChildren).allSatisfy { $0 === $1 }
        guard !same else { return }
        // Re-attach all (a ZStack's children change rarely).
        for child in overlayChildren {
            gtk_grid_remove(grid, child.widget)
        }
        for child in widgets {
            gtk_grid_attach(grid, child.widget, 0, 0, 1, 1)
            place(child)
        }
        overlayChildren = widgets
    }

    private func place(_ child: GTKWidget) {
        let widget = child.widget
        if kind != .horizontal, kind != .linked {
            let fills = child.fillsCrossAxis || gtk_widget_compute_expand(widget, GTK_ORIENTATION_HORIZONTAL) != 0
            gtk_widget_set_halign(widget, fills ? GTK_ALIGN_FILL : Self.gtkAlignment(layout.alignment.horizontal))
        }
        if kind != .vertical, kind != .card {
            let fills = child.fillsCrossAxis || gtk_widget_compute_expand(widget, GTK_ORIENTATION_VERTICAL) != 0
            // A box lines its children's text baselines up itself.
            let alignment = layout.alignment.vertical.isTextBaseline && kind == .horizontal ? GTK_ALIGN_BASELINE
                : Self.gtkAlignment(layout.alignment.vertical)
            gtk_widget_set_valign(widget, fills ? GTK_ALIGN_FILL : alignment)
        }
    }
}

/// `ScrollView`: a GtkScrolledWindow around a vertical GtkBox.
final class GTKScroll: GTKWidget, ScrollWidget {
    private let box: GObjectRef
    private var list = GTKChildList()

    init() {
        box = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)))
        super.init(adopting: gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(ref.opaque, box.cast(to: GtkWidget.self))
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
    }

    func setAxes(_ axes: Axis.Set) {
        gtk_scrolled_window_set_policy(
            ref.opaque,
            axes.contains(.horizontal) ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            axes.contains(.vertical) ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        gtk_orientable_set_orientation(
            OpaquePointer(box.object), axes == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
    }

    func setChildren(_ children: [any PlatformWidget]) {
        list.set(children.compactMap(\.gtk), in: box.cast(to: GtkBox.self))
    }

    /// Margins of the content box: inside the scrolled area, so they scroll with the content.
    func setContentMargins(_ margins: ContentMargins) {
        let content = box.cast(to: GtkWidget.self)
        gtk_widget_set_margin_top(content, Int32(margins.top ?? 0))
        gtk_widget_set_margin_bottom(content, Int32(margins.bottom ?? 0))
        gtk_widget_set_margin_start(content, Int32(margins.leading ?? 0))
        gtk_widget_set_margin_end(content, Int32(margins.trailing ?? 0))
    }
}

/// `.padding`, `.background`, `.frame`: an AdwBin around one widget, styled with CSS padding and
/// background, sized with a size request, the content placed at the frame's alignment.
final class GTKDecorator: GTKWidget, DecoratorWidget {
    let content: GTKWidget?
    private var decorationClasses: [String] = []

    init(content: any PlatformWidget) {
        self.content = content.gtk
        super.init(adopting: adw_bin_new())
        adw_bin_set_child(ref.cast(to: AdwBin.self), self.content?.widget)
    }

    func setDecoration(_ decoration: Decoration) {
        setClasses(CSSStyleSheet.shared.classes(for: decoration), on: widget, replacing: &decorationClasses)
        if decoration.opacity != nil || decoration.isHidden {
            gtk_widget_set_opacity(widget, decoration.isHidden ? 0 : decoration.opacity ?? 1)
        }
        if decoration.isHidden {
            gtk_widget_set_can_target(widget, 0)
            gtk_widget_set_can_focus(widget, 0)
            quire_accessible_set_hidden(OpaquePointer(widget), 1)
        }
        guard let frame = decoration.frame else { return }
        if frame.width != nil || frame.height != nil {
            FixedFrameLayout.install(on: widget, width: frame.width, height: frame.height)
        }
        let width = frame.width ?? frame.minWidth
        let height = frame.height ?? frame.minHeight
        gtk_widget_set_size_request(widget, width.map { Int32($0.rounded()) } ?? -1, height.map { Int32($0.rounded()) } ?? -1)
        // A fixed dimension never expands, whatever the content (a colour, a shape); otherwise only
        // ever set to expand: setting "no" would also stop an expanding child (a text editor) from
        // making the frame expand.
        if frame.width != nil || frame.fillsWidth {
            gtk_widget_set_hexpand(widget, frame.width == nil ? 1 : 0)
        }
        if frame.height != nil || frame.fillsHeight {
            gtk_widget_set_vexpand(widget, frame.height == nil ? 1 : 0)
        }
        if let child = content?.widget {
            // A flexible child (a colour, a shape, an expanding control) takes the frame's whole
            // size, as SwiftUI proposes the frame's size to it; the others sit at the alignment.
            if frame.width != nil || frame.fillsWidth {
                let fills = gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL) != 0
                gtk_widget_set_halign(child, fills ? GTK_ALIGN_FILL : Self.gtkAlignment(frame.alignment.horizontal))
            }
            if frame.height != nil || frame.fillsHeight {
                let fills = gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL) != 0
                gtk_widget_set_valign(child, fills ? GTK_ALIGN_FILL : Self.gtkAlignment(frame.alignment.vertical))
            }
        }
    }
}

/// `frame(width:height:)` is an exact size in SwiftUI, but a GTK size request is only a minimum: a
/// child with a larger natural size (a picture) would still push its way out. This layout manager
/// reports the frame's size as both minimum and natural along a fixed dimension and measures the
/// child for the other one at that size (a picture then keeps its aspect ratio).
@MainActor
enum FixedFrameLayout {
    private static let widthKey = "quire-frame-width"
    private static let heightKey = "quire-frame-height"

    static func install(on widget: UnsafeMutablePointer<GtkWidget>, width: CGFloat?, height: CGFloat?) {
        store(width, key: widthKey, on: widget)
        store(height, key: heightKey, on: widget)
        guard g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "quire-frame-layout") == nil else { return }
        // The widget owns its layout manager (the call takes the reference gtk_custom_layout_new made).
        let layout = gtk_custom_layout_new(nil, { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            guard let widget else { return }
            let fixedWidth = FixedFrameLayout.value(FixedFrameLayout.widthKey, widget)
            let fixedHeight = FixedFrameLayout.value(FixedFrameLayout.heightKey, widget)
            let fixed = orientation == GTK_ORIENTATION_HORIZONTAL ? fixedWidth : fixedHeight
            let across = orientation == GTK_ORIENTATION_HORIZONTAL ? fixedHeight : fixedWidth
            var childMinimum: Int32 = 0, childNatural: Int32 = 0
            // The child is measured even along a fixed dimension: GTK expects every child it
            // allocates to have been measured first. A fixed size across is the size the child gets
            // there, whatever size the frame is asked about (a text in a 100-point frame wraps at 100).
            if let child = gtk_widget_get_first_child(widget) {
                gtk_widget_measure(child, orientation, across ?? forSize, &childMinimum, &childNatural, nil, nil)
            }
            minimum?.pointee = fixed ?? childMinimum
            natural?.pointee = fixed ?? childNatural
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }, { widget, width, height, baseline in
            guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
            gtk_widget_allocate(child, width, height, baseline, nil)
        })
        gtk_widget_set_layout_manager(widget, layout)
        g_object_set_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "quire-frame-layout", UnsafeMutableRawPointer(bitPattern: 1))
    }

    private static func store(_ value: CGFloat?, key: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        // Stored as value + 1 in the pointer, so that 0 points is not "no value".
        let encoded = value.map { UnsafeMutableRawPointer(bitPattern: Int(max($0, 0).rounded()) + 1) } ?? nil
        g_object_set_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key, encoded)
    }

    nonisolated private static func value(_ key: String, _ widget: UnsafeMutablePointer<GtkWidget>) -> Int32? {
        guard let pointer = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key) else { return nil }
        return Int32(clamping: Int(bitPattern: pointer) - 1)
    }
}
