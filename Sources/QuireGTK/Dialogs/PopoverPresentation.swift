import CGtk
import QuireUI

/// A popover on GNOME: a GtkPopover with an arrow pointing at the part of the presenting view
/// `attachmentAnchor` names, from the side `arrowEdge` names, the content inside. It is parented to
/// the view's window, not the view: the layout of an ordinary widget measures a popover child with
/// the rest (and its arrow makes its heights disagree); the window measures its content alone. GTK
/// closes it on a click outside or Escape ("closed"), which asks the presentation to dismiss; the
/// node then calls `close()`, which takes it down and unparents it.
@MainActor
final class PopoverPresentation: PresentedSheet {
    private let sheet: SheetPresentation
    private let popover: GObjectRef
    /// The window the popover is parented to, kept alive until the popover leaves it.
    private let parent: GObjectRef
    private let rootBox = GTKStack(kind: .vertical)
    private var backgroundClass: String?
    private var isClosed = false

    /// nil when the anchor is in no window yet.
    init?(sheet: SheetPresentation, anchor: GTKWidget, placement: PopoverPlacement) {
        guard let root = gtk_widget_get_root(anchor.widget) else { return nil }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        self.sheet = sheet
        parent = GObjectRef(retaining: UnsafeMutableRawPointer(window))
        popover = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_popover_new()))
        let gtkPopover = popover.cast(to: GtkPopover.self)
        rootBox.setLayout(StackLayout(spacing: 0, alignment: .center))
        gtk_popover_set_child(gtkPopover, rootBox.widget)
        gtk_widget_set_parent(popover.cast(to: GtkWidget.self), window)
        if let edge = placement.arrowEdge {
            // The arrow sits on `edge` of the view: the popover shows on that side of it.
            let position: GtkPositionType = switch edge {
            case .top: GTK_POS_TOP
            case .bottom: GTK_POS_BOTTOM
            case .leading: GTK_POS_LEFT
            case .trailing: GTK_POS_RIGHT
            }
            gtk_popover_set_position(gtkPopover, position)
        }
        var rect = Self.pointingRect(placement, in: anchor.widget, window: window)
        gtk_popover_set_pointing_to(gtkPopover, &rect)
        popover.connect("closed") { [weak self] in
            guard let self, !self.isClosed else { return }
            // Refused (`interactiveDismissDisabled`): it shows again.
            if !self.sheet.requestDismiss() {
                gtk_popover_popup(self.popover.cast(to: GtkPopover.self))
            }
        }
        sheet.onGraphReplaced = { [weak self] in self?.attach() }
        sheet.onAppearanceChange = { [weak self] in self?.showBackground() }
        attach()
        showBackground()
        gtk_popover_popup(gtkPopover)
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        gtk_popover_popdown(popover.cast(to: GtkPopover.self))
        gtk_widget_unparent(popover.cast(to: GtkWidget.self))
    }

    private func attach() {
        let graph = sheet.graph
        rootBox.setChildren(graph.rootWidgets)
        graph.onRootWidgetsChange = { [rootBox] widgets in rootBox.setChildren(widgets) }
    }

    private func showBackground() {
        let widget = popover.cast(to: GtkWidget.self)
        let newClass = sheet.background.map { CSSStyleSheet.shared.popoverBackgroundClass($0) }
        guard newClass != backgroundClass else { return }
        if let backgroundClass { gtk_widget_remove_css_class(widget, backgroundClass) }
        if let newClass { gtk_widget_add_css_class(widget, newClass) }
        backgroundClass = newClass
    }

    /// The rectangle in the window's coordinates the arrow points at: a point of the anchor, a
    /// rectangle of it the app gave, or the whole anchor.
    private static func pointingRect(_ placement: PopoverPlacement, in widget: UnsafeMutablePointer<GtkWidget>,
                                     window: UnsafeMutablePointer<GtkWidget>) -> GdkRectangle {
        var bounds = graphene_rect_t()
        if gtk_widget_compute_bounds(widget, window, &bounds) == 0 {
            bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                     size: graphene_size_t(width: Float(gtk_widget_get_width(widget)),
                                                           height: Float(gtk_widget_get_height(widget))))
        }
        let x = Double(bounds.origin.x), y = Double(bounds.origin.y)
        let width = Double(bounds.size.width), height = Double(bounds.size.height)
        if let rect = placement.rect {
            return GdkRectangle(x: Int32((x + rect.minX).rounded()), y: Int32((y + rect.minY).rounded()),
                                width: max(1, Int32(rect.width.rounded())), height: max(1, Int32(rect.height.rounded())))
        }
        if let point = placement.point {
            return GdkRectangle(x: Int32((x + width * point.x).rounded()), y: Int32((y + height * point.y).rounded()),
                                width: 1, height: 1)
        }
        return GdkRectangle(x: Int32(x.rounded()), y: Int32(y.rounded()), width: max(1, Int32(width.rounded())),
                            height: max(1, Int32(height.rounded())))
    }
}
