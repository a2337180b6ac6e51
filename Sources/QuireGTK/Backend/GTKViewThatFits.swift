import CGtk
import Foundation
import QuireUI

/// `ViewThatFits`: a widget of its own GType (`QuireViewThatFits`) whose children are the choices.
/// Measured on a constrained axis, its minimum is the smallest child's and its natural size the
/// first child's; on the other axis, for a given size, the size of the child that size chooses. At
/// each allocation it measures the children's natural sizes against its own, shows the first that
/// fits (`ViewThatFitsChoice`) and hides the rest from drawing and input (`gtk_widget_set_child_visible`,
/// as GtkPaned does while allocating) and from screen readers.
final class GTKViewThatFits: GTKWidget, ViewThatFitsWidget {
    private let state = ViewThatFitsState()

    init() {
        guard let object = g_object_new_with_properties(Self.type, 0, nil, nil) else {
            preconditionFailure("GTK made no QuireViewThatFits")
        }
        super.init(adopting: UnsafeMutableRawPointer(object))
        GTKWidgetSubclass.attach(state, to: ref.object, key: Self.stateKey)
    }

    func setAxes(_ axes: Axis.Set) {
        state.axes = axes
        gtk_widget_queue_resize(widget)
    }

    func setChildren(_ children: [any PlatformWidget]) {
        let ordered = children.compactMap(\.gtk)
        GTKWidgetSubclass.setChildren(ordered, replacing: state.children, of: widget)
        state.children = ordered
        state.widgets = ordered.map(\.widget)
        gtk_widget_queue_resize(widget)
    }

    nonisolated private static let stateKey = "quire-view-that-fits"

    nonisolated private static func state(of widget: UnsafeMutablePointer<GtkWidget>?) -> ViewThatFitsState? {
        GTKWidgetSubclass.state(ViewThatFitsState.self, of: widget, key: stateKey)
    }

    private static let type: GType = {
        GTKWidgetSubclass.register("QuireViewThatFits") { typeClass, _ in
            guard let typeClass else { return }
            GTKWidgetSubclass.disposeUnparentingChildren(typeClass)
            let widgetClass = typeClass.assumingMemoryBound(to: GtkWidgetClass.self)
            widgetClass.pointee.get_request_mode = { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }
            widgetClass.pointee.compute_expand = { widget, hexpand, vexpand in
                let children = GTKViewThatFits.laidOut(GTKViewThatFits.state(of: widget))
                hexpand?.pointee = children.contains { gtk_widget_compute_expand($0, GTK_ORIENTATION_HORIZONTAL) != 0 } ? 1 : 0
                vexpand?.pointee = children.contains { gtk_widget_compute_expand($0, GTK_ORIENTATION_VERTICAL) != 0 } ? 1 : 0
            }
            widgetClass.pointee.measure = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                let size = GTKViewThatFits.measure(state(of: widget), orientation, forSize: forSize)
                minimum?.pointee = size.minimum
                natural?.pointee = size.natural
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
            }
            widgetClass.pointee.size_allocate = { widget, width, height, baseline in
                guard let state = state(of: widget) else { return }
                let children = laidOut(state)
                let chosen = choice(state, children, width: width, height: height)
                let shown = chosen.map { children[$0] }
                for child in children {
                    gtk_widget_set_child_visible(child, child == shown ? 1 : 0)
                }
                if shown != state.shown {
                    // Screen readers read only the choice shown (GTK 4.8's accessibility tree
                    // ignores child visibility).
                    for child in children {
                        quire_accessible_set_hidden(OpaquePointer(child), child == shown ? 0 : 1)
                    }
                    state.shown = shown
                }
                if let chosen {
                    gtk_widget_allocate(children[chosen], width, height, baseline, nil)
                }
            }
        }
    }()

    /// The children GTK lays out (visible ones).
    nonisolated private static func laidOut(_ state: ViewThatFitsState?) -> [UnsafeMutablePointer<GtkWidget>] {
        (state?.widgets ?? []).filter { gtk_widget_should_layout($0) != 0 }
    }

    /// A child's minimum and natural size on `orientation`.
    nonisolated private static func measured(_ child: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                                            forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(child, orientation, forSize, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    /// The child shown at `width` (and `height`, -1 when not known yet).
    nonisolated private static func choice(_ state: ViewThatFitsState, _ children: [UnsafeMutablePointer<GtkWidget>],
                                           width: Int32, height: Int32) -> Int? {
        let ideal = children.map { child in
            let idealWidth = measured(child, GTK_ORIENTATION_HORIZONTAL, forSize: -1).natural
            let idealHeight = measured(child, GTK_ORIENTATION_VERTICAL, forSize: min(idealWidth, width)).natural
            return CGSize(width: CGFloat(idealWidth), height: CGFloat(idealHeight))
        }
        let space = CGSize(width: CGFloat(width), height: height < 0 ? .infinity : CGFloat(height))
        return ViewThatFitsChoice.index(idealSizes: ideal, space: space, axes: state.axes)
    }

    nonisolated private static func measure(_ state: ViewThatFitsState?, _ orientation: GtkOrientation,
                                            forSize: Int32) -> (minimum: Int32, natural: Int32) {
        guard let state else { return (0, 0) }
        let children = laidOut(state)
        guard !children.isEmpty else { return (0, 0) }
        let constrained = state.axes.contains(orientation == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical)
        if orientation == GTK_ORIENTATION_VERTICAL, forSize >= 0,
           let chosen = choice(state, children, width: forSize, height: -1) {
            // A height for a width: the height of the child that width shows; on a constrained
            // vertical axis, a smaller one would show a later child.
            let shown = measured(children[chosen], orientation, forSize: forSize)
            guard constrained else { return shown }
            let smallest = children.map { measured($0, orientation, forSize: forSize).minimum }.min() ?? 0
            return (smallest, shown.natural)
        }
        let sizes = children.map { measured($0, orientation, forSize: forSize) }
        if constrained {
            return (sizes.map(\.minimum).min() ?? 0, sizes[0].natural)
        }
        return (sizes.map(\.minimum).max() ?? 0, sizes.map(\.natural).max() ?? 0)
    }
}

/// What the GType's functions read: the children (and their GTK widgets) and the axes.
private final class ViewThatFitsState {
    var children: [GTKWidget] = []
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    var axes: Axis.Set = [.horizontal, .vertical]
    /// The child the last allocation showed.
    var shown: UnsafeMutablePointer<GtkWidget>?
}
