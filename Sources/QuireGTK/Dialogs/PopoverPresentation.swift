import CGtk
import QuireUI

/// A popover on GNOME: a GtkPopover parented to the presenting view's widget, its arrow pointing at
/// the part of the view `attachmentAnchor` names from the side `arrowEdge` names, the content inside.
/// GTK closes it on a click outside or Escape ("closed"), which asks the presentation to dismiss; the
/// node then calls `close()`, which takes it down and unparents it.
@MainActor
final class PopoverPresentation: PresentedSheet {
    private let sheet: SheetPresentation
    private let popover: GObjectRef
    /// The widget the popover is parented to, kept alive until the popover leaves it.
    private let anchor: GObjectRef
    private let rootBox = GTKStack(kind: .vertical)
    private var backgroundClass: String?
    private var isClosed = false

    init(sheet: SheetPresentation, anchor: GTKWidget, placement: PopoverPlacement) {
        self.sheet = sheet
        self.anchor = anchor.ref
        popover = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_popover_new()))
        let gtkPopover = popover.cast(to: GtkPopover.self)
        rootBox.setLayout(StackLayout(spacing: 0, alignment: .center))
        gtk_popover_set_child(gtkPopover, rootBox.widget)
        gtk_widget_set_parent(popover.cast(to: GtkWidget.self), anchor.widget)
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
        if let target = Self.pointingRect(placement, in: anchor.widget) {
            var rect = target
            gtk_popover_set_pointing_to(gtkPopover, &rect)
        }
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

    /// The rectangle in the anchor's coordinates the arrow points at: a point of it, a rectangle
    /// the app gave, or (nil) the whole widget.
    private static func pointingRect(_ placement: PopoverPlacement, in widget: UnsafeMutablePointer<GtkWidget>)
        -> GdkRectangle? {
        if let rect = placement.rect {
            return GdkRectangle(x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()),
                                width: max(1, Int32(rect.width.rounded())), height: max(1, Int32(rect.height.rounded())))
        }
        guard let point = placement.point else { return nil }
        let width = Double(gtk_widget_get_width(widget)), height = Double(gtk_widget_get_height(widget))
        return GdkRectangle(x: Int32((width * point.x).rounded()), y: Int32((height * point.y).rounded()),
                            width: 1, height: 1)
    }
}
