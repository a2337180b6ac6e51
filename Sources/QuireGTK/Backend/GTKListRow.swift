import CGtk
import QuireUI

/// How the rows of one list view lay out their content.
enum GTKRowLayout: Equatable {
    /// A list's row (its padding is the list view's CSS, `GTKRowStyle`).
    case list
    /// A lazy stack's row: no padding, `spacing` between rows, the content at `alignment`.
    case stack(spacing: Double, alignment: Alignment, axis: Axis)
    /// A table's cell: GTK pads cells itself; the content at `alignment`.
    case cell(alignment: HorizontalAlignment)
}

/// One row widget of a `GTKList` (or one cell of a `GTKTable`): what GTK's factory made for a list
/// item, which GTK binds to one position after another as the person scrolls. The view graph gives it
/// the row's content at each bind and takes it back at unbind.
///
/// A row showing one widget and nothing else makes that widget the list item's child, as a plain
/// GTK list does — a 100,000-row list has GTK's own widget count. Otherwise the child is a box
/// holding, left to right, an outline's indentation and expander, the drag handle of a row that can
/// move (in edit mode or not: GNOME's lists reorder by dragging, as macOS's do), edit mode's delete
/// button (both made on first use) and the content's widgets.
final class GTKListRow: ListRowWidget {
    var onDeleteRequest: (@MainActor () -> Void)?
    var onMoveRequest: (@MainActor (ListRowMove) -> Void)?
    var onExpansionToggle: (@MainActor () -> Void)?
    /// The handle was dragged and let go at this point of the handle widget (`GTKList` moves the row).
    var onHandleDragEnd: (@MainActor (_ handle: UnsafeMutablePointer<GtkWidget>, _ x: Double, _ y: Double) -> Void)?
    let column: Int
    /// The list item the row is for; valid until GTK tears the item down (`isTornDown`).
    let listItem: OpaquePointer
    /// Set when GTK tears the list item down: `listItem` is gone.
    var isTornDown = false
    private(set) var editing = ListRowEditing()
    private(set) var outline: ListRowOutline?
    private var kind = ListRowKind.element
    private var layout: GTKRowLayout
    private var content: [GTKWidget] = []
    /// The box, once a row needed one.
    private var box: GObjectRef?
    private var parts = GTKChildList()
    private var deleteButton: GTKButton?
    private var handle: GTKImage?
    private var expander: GTKImage?
    private var isEnabled = true

    init(listItem: OpaquePointer, column: Int, layout: GTKRowLayout) {
        self.listItem = listItem
        self.column = column
        self.layout = layout
    }

    var position: Int? {
        guard !isTornDown else { return nil }
        let position = gtk_list_item_get_position(listItem)
        return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }

    /// The list item's child: the box, or the one content widget.
    var child: UnsafeMutablePointer<GtkWidget>? {
        isTornDown ? nil : gtk_list_item_get_child(listItem)
    }

    /// The list item's own widget (GtkListItemWidget), while it has a child.
    var listItemWidget: UnsafeMutablePointer<GtkWidget>? { child.flatMap { gtk_widget_get_parent($0) } }

    func setStyle(_ style: WidgetStyle) {
        isEnabled = style.isEnabled
        if let box {
            gtk_widget_set_sensitive(box.cast(to: GtkWidget.self), isEnabled ? 1 : 0)
        }
    }

    private(set) var rowContent: [any PlatformWidget] = []

    func setRowContent(_ widgets: [any PlatformWidget]) {
        rowContent = widgets
        content = widgets.compactMap(\.gtk)
        sync()
    }

    func setEditing(_ editing: ListRowEditing) {
        guard editing != self.editing else { return }
        self.editing = editing
        sync()
    }

    func setKind(_ kind: ListRowKind) {
        guard !isTornDown else { return }
        // Only elements are selected and activated.
        gtk_list_item_set_selectable(listItem, kind == .element ? 1 : 0)
        gtk_list_item_set_activatable(listItem, kind == .element ? 1 : 0)
        guard kind != self.kind else { return }
        self.kind = kind
        sync()
    }

    /// Indented 16 pixels a level, with GtkTreeExpander's arrows: pointing at the row when collapsed,
    /// down when expanded, none (the same room) for a leaf. The row tells assistive technologies
    /// whether it is expanded.
    func setOutline(_ outline: ListRowOutline?) {
        guard outline != self.outline else { return }
        self.outline = outline
        sync()
    }

    func setLayout(_ layout: GTKRowLayout) {
        guard layout != self.layout else { return }
        self.layout = layout
        sync()
    }

    /// Whether the row needs its box: more or less than one widget, or anything around it.
    private var needsBox: Bool {
        content.count != 1 || outline != nil || kind != .element || editing.canMove || (editing.isEditing && editing.canDelete)
            || { if case .stack = layout { true } else { false } }()
    }

    private func sync() {
        guard !isTornDown else { return }
        let current = gtk_list_item_get_child(listItem)
        guard needsBox else {
            let widget = content[0]
            if let box, current == box.cast(to: GtkWidget.self) {
                parts.set([], in: box.cast(to: GtkBox.self))
                gtk_list_item_set_child(listItem, nil)
            }
            if current != widget.widget {
                place(widget.widget, alignment: horizontalAlignment)
                gtk_list_item_set_child(listItem, widget.widget)
            }
            return
        }
        let box = self.box ?? makeBox()
        let boxWidget = box.cast(to: GtkWidget.self)
        if let current, current != boxWidget {
            // A content widget shown directly moves into the box.
            gtk_list_item_set_child(listItem, nil)
            place(current, alignment: nil)
        }
        styleBox(boxWidget)
        var parts: [GTKWidget] = []
        if let outline {
            let expander = self.expander ?? makeExpander()
            parts.append(expander)
            if let expanded = outline.isExpanded {
                expander.setIconName(expanded ? "pan-down-symbolic" : "pan-end-symbolic")
                quire_accessible_set_expanded(OpaquePointer(box.object), expanded ? 1 : 0)
            } else {
                gtk_image_clear(expander.ref.opaque)
            }
            gtk_widget_set_margin_start(expander.widget, Int32(outline.depth * 16))
        }
        if editing.canMove, kind == .element {
            parts.append(handle ?? makeHandle())
        }
        if editing.isEditing, editing.canDelete {
            parts.append(deleteButton ?? makeDeleteButton())
        }
        parts.append(contentsOf: content)
        self.parts.set(parts, in: box.cast(to: GtkBox.self))
        if gtk_list_item_get_child(listItem) != boxWidget {
            gtk_list_item_set_child(listItem, boxWidget)
        }
    }

    /// Where the content goes across the row (nil: as GTK lays out a child, filling).
    private var horizontalAlignment: HorizontalAlignment {
        switch layout {
        case .list: .leading
        case let .stack(_, alignment, _): alignment.horizontal
        case let .cell(alignment): alignment
        }
    }

    /// A widget shown directly sits at the row's alignment, vertically centred, unless it expands (a
    /// toggle, a navigation link, an `HStack` with a `Spacer`: they span the row, as SwiftUI proposes
    /// it — at its natural width a wrapping text in it would break its lines needlessly); leaving, it
    /// fills again.
    private func place(_ widget: UnsafeMutablePointer<GtkWidget>, alignment: HorizontalAlignment?) {
        if let alignment, gtk_widget_compute_expand(widget, GTK_ORIENTATION_HORIZONTAL) == 0 {
            gtk_widget_set_halign(widget, GTKWidget.gtkAlignment(alignment))
        } else {
            gtk_widget_set_halign(widget, GTK_ALIGN_FILL)
        }
        gtk_widget_set_valign(widget, alignment == nil ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER)
    }

    private func makeBox() -> GObjectRef {
        let made = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)))
        gtk_widget_set_sensitive(made.cast(to: GtkWidget.self), isEnabled ? 1 : 0)
        box = made
        return made
    }

    /// The box's alignment and spacing per layout, and a section header's or footer's looks: the
    /// header in the heading style set apart from the rows above, the footer small, both dimmed, as
    /// GNOME's sidebars and boxed lists title their groups.
    private func styleBox(_ box: UnsafeMutablePointer<GtkWidget>) {
        switch layout {
        case .list:
            gtk_widget_set_halign(box, GTK_ALIGN_FILL)
            gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        case let .stack(spacing, alignment, axis):
            let half = Int32((spacing / 2).rounded())
            gtk_widget_set_margin_top(box, axis == .vertical ? half : 0)
            gtk_widget_set_margin_bottom(box, axis == .vertical ? half : 0)
            gtk_widget_set_margin_start(box, axis == .horizontal ? half : 0)
            gtk_widget_set_margin_end(box, axis == .horizontal ? half : 0)
            gtk_widget_set_halign(box, axis == .vertical ? GTKWidget.gtkAlignment(alignment.horizontal) : GTK_ALIGN_FILL)
            gtk_widget_set_valign(box, axis == .horizontal ? GTKWidget.gtkAlignment(alignment.vertical) : GTK_ALIGN_FILL)
        case let .cell(alignment):
            gtk_widget_set_halign(box, GTKWidget.gtkAlignment(alignment))
            gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        }
        for name in ["heading", "caption", "dim-label"] {
            gtk_widget_remove_css_class(box, name)
        }
        switch kind {
        case .element:
            if case .list = layout {
                gtk_widget_set_margin_top(box, 0)
            }
        case .sectionHeader:
            gtk_widget_add_css_class(box, "heading")
            gtk_widget_add_css_class(box, "dim-label")
            gtk_widget_set_margin_top(box, 6)
        case .sectionFooter:
            gtk_widget_add_css_class(box, "caption")
            gtk_widget_add_css_class(box, "dim-label")
        }
    }

    private func makeExpander() -> GTKImage {
        let image = GTKImage()
        // The size of an arrow whether or not there is one, so leaves line up with their siblings.
        gtk_image_set_pixel_size(image.ref.opaque, 16)
        gtk_widget_set_size_request(image.widget, 16, 16)
        if let click = gtk_gesture_click_new() {
            let gesture = GObjectRef(retaining: UnsafeMutableRawPointer(click))
            gesture.connectPressed(longPress: false) { [weak self] _, _ in self?.onExpansionToggle?() }
            gtk_widget_add_controller(image.widget, click)
        }
        expander = image
        return image
    }

    private func makeDeleteButton() -> GTKButton {
        let button = GTKButton()
        gtk_button_set_icon_name(button.ref.cast(to: GtkButton.self), "list-remove-symbolic")
        gtk_widget_add_css_class(button.widget, "circular")
        button.setRole(.destructive)
        button.setAccessibilityLabel("Delete")
        button.setFocusOnClick(false)
        gtk_widget_set_valign(button.widget, GTK_ALIGN_CENTER)
        button.onClick = { [weak self] in self?.onDeleteRequest?() }
        deleteButton = button
        return button
    }

    /// GNOME Settings' handle: the symbolic grip, dimmed, with the pointer GTK shows over something
    /// to grab. Dragging it (a GtkGestureDrag, which claims the press from the row's content) dims the
    /// row until it is let go; where it is let go is `onHandleDragEnd`'s.
    private func makeHandle() -> GTKImage {
        let image = GTKImage()
        image.setIconName("list-drag-handle-symbolic")
        gtk_widget_add_css_class(image.widget, "dim-label")
        gtk_widget_set_cursor_from_name(image.widget, "grab")
        gtk_widget_set_tooltip_text(image.widget, "Drag to reorder (or Alt+Up/Alt+Down)")
        quire_accessible_set_label(OpaquePointer(image.ref.object), "Drag to reorder")
        if let pointer = gtk_gesture_drag_new() {
            let gesture = GObjectRef(retaining: UnsafeMutableRawPointer(pointer))
            // Unowned: the handlers run only while the gesture exists (the handle owns it).
            let recognizer = gesture.opaque
            var start = (x: 0.0, y: 0.0)
            gesture.connectPoint("drag-begin") { [weak self] x, y in
                start = (x, y)
                gtk_gesture_set_state(recognizer, GTK_EVENT_SEQUENCE_CLAIMED)
                self?.showDragged(true)
            }
            gesture.connectPoint("drag-end") { [weak self, weak image] dx, dy in
                guard let self, let image else { return }
                showDragged(false)
                onHandleDragEnd?(image.widget, start.x + dx, start.y + dy)
            }
            gtk_widget_add_controller(image.widget, pointer)
        }
        handle = image
        return image
    }

    /// A row being dragged is drawn faded, and the pointer grabs, until it is let go.
    private func showDragged(_ dragged: Bool) {
        if let row = listItemWidget {
            gtk_widget_set_opacity(row, dragged ? 0.5 : 1)
        }
        if let handle {
            gtk_widget_set_cursor_from_name(handle.widget, dragged ? "grabbing" : "grab")
        }
    }
}
