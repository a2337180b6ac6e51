import CGtk
import QuireUI

/// How the rows of one list view lay out their content.
enum GTKRowLayout: Equatable {
    /// A list's row: padded as libadwaita's rows are.
    case list
    /// A lazy stack's row: no padding, `spacing` between rows, the content at `alignment`.
    case stack(spacing: Double, alignment: Alignment, axis: Axis)
    /// A table's cell: GTK pads cells itself; the content at `alignment`.
    case cell(alignment: HorizontalAlignment)
}

/// One row widget of a `GTKList` (or one cell of a `GTKTable`): a box GTK's factory made for a list
/// item, which GTK binds to one position after another as the person scrolls. Left to right it holds
/// an outline's indentation and expander, edit mode's delete button (made on first use), the
/// content's widgets — the view graph gives them at each bind and takes them back at unbind — and
/// edit mode's drag handle.
final class GTKListRow: GTKWidget, ListRowWidget {
    var onDeleteRequest: (@MainActor () -> Void)?
    var onMoveRequest: (@MainActor (ListRowMove) -> Void)?
    var onExpansionToggle: (@MainActor () -> Void)?
    let column: Int
    /// The list item the row is the child of; valid until GTK tears the item down (the list drops the
    /// row then).
    let listItem: OpaquePointer
    private(set) var editing = ListRowEditing()
    private(set) var outline: ListRowOutline?
    private var kind = ListRowKind.element
    private var layout: GTKRowLayout
    private let content = GTKStack(kind: .horizontal)
    private var parts = GTKChildList()
    private var deleteButton: GTKButton?
    private var handle: GTKImage?
    private var expander: GTKImage?

    init(listItem: OpaquePointer, column: Int, layout: GTKRowLayout) {
        self.listItem = listItem
        self.column = column
        self.layout = layout
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
        content.setLayout(StackLayout(spacing: 8, alignment: .center))
        gtk_widget_set_hexpand(content.widget, 1)
        apply(layout)
        syncParts()
        gtk_list_item_set_child(listItem, widget)
    }

    /// Set when GTK tears the list item down: `listItem` is gone.
    var isTornDown = false

    var position: Int? {
        guard !isTornDown else { return nil }
        let position = gtk_list_item_get_position(listItem)
        return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }

    /// The list item's own widget (GtkListItemWidget), once the row is in it.
    var listItemWidget: UnsafeMutablePointer<GtkWidget>? { isTornDown ? nil : gtk_widget_get_parent(widget) }

    override func setStyle(_ style: WidgetStyle) {
        gtk_widget_set_sensitive(widget, style.isEnabled ? 1 : 0)
    }

    func setRowContent(_ widgets: [any PlatformWidget]) {
        content.setChildren(widgets)
    }

    func setEditing(_ editing: ListRowEditing) {
        guard editing != self.editing else { return }
        self.editing = editing
        syncParts()
    }

    func setKind(_ kind: ListRowKind) {
        self.kind = kind
        guard !isTornDown else { return }
        // Only elements are selected and activated.
        gtk_list_item_set_selectable(listItem, kind == .element ? 1 : 0)
        gtk_list_item_set_activatable(listItem, kind == .element ? 1 : 0)
        guard case .list = layout else { return }
        for name in ["heading", "caption", "dim-label"] {
            gtk_widget_remove_css_class(widget, name)
        }
        // A section's header in the heading style, set apart from the rows above; its footer small;
        // both dimmed, as GNOME's sidebars and boxed lists title their groups.
        switch kind {
        case .element:
            gtk_widget_set_margin_top(widget, 6)
        case .sectionHeader:
            gtk_widget_add_css_class(widget, "heading")
            gtk_widget_add_css_class(widget, "dim-label")
            gtk_widget_set_margin_top(widget, 12)
        case .sectionFooter:
            gtk_widget_add_css_class(widget, "caption")
            gtk_widget_add_css_class(widget, "dim-label")
            gtk_widget_set_margin_top(widget, 6)
        }
    }

    /// Indented 16 pixels a level, with GtkTreeExpander's arrows: pointing at the row when collapsed,
    /// down when expanded, none (the same room) for a leaf. The row tells assistive technologies
    /// whether it is expanded.
    func setOutline(_ outline: ListRowOutline?) {
        guard outline != self.outline else { return }
        self.outline = outline
        syncParts()
        guard let outline else { return }
        if let expanded = outline.isExpanded {
            quire_accessible_set_expanded(OpaquePointer(ref.object), expanded ? 1 : 0)
        }
    }

    func setLayout(_ layout: GTKRowLayout) {
        guard layout != self.layout else { return }
        self.layout = layout
        apply(layout)
    }

    private func apply(_ layout: GTKRowLayout) {
        let margins: (top: Double, bottom: Double, start: Double, end: Double) = switch layout {
        case .list: (6, 6, 12, 12)
        case let .stack(spacing, _, axis): axis == .vertical ? (spacing / 2, spacing / 2, 0, 0) : (0, 0, spacing / 2, spacing / 2)
        case .cell: (0, 0, 0, 0)
        }
        gtk_widget_set_margin_top(widget, Int32(margins.top.rounded()))
        gtk_widget_set_margin_bottom(widget, Int32(margins.bottom.rounded()))
        gtk_widget_set_margin_start(widget, Int32(margins.start.rounded()))
        gtk_widget_set_margin_end(widget, Int32(margins.end.rounded()))
        switch layout {
        case .list:
            gtk_widget_set_halign(content.widget, GTK_ALIGN_FILL)
        case let .stack(_, alignment, axis):
            gtk_widget_set_halign(content.widget, axis == .vertical ? Self.gtkAlignment(alignment.horizontal) : GTK_ALIGN_FILL)
            gtk_widget_set_valign(content.widget, axis == .horizontal ? Self.gtkAlignment(alignment.vertical) : GTK_ALIGN_FILL)
        case let .cell(alignment):
            gtk_widget_set_halign(content.widget, Self.gtkAlignment(alignment))
        }
    }

    private func syncParts() {
        var parts: [GTKWidget] = []
        if let outline {
            let expander = self.expander ?? makeExpander()
            parts.append(expander)
            if let expanded = outline.isExpanded {
                expander.setIconName(expanded ? "pan-down-symbolic" : "pan-end-symbolic")
            } else {
                gtk_image_clear(expander.ref.opaque)
            }
            let indent = Int32(outline.depth * 16)
            gtk_widget_set_margin_start(expander.widget, indent)
        }
        if editing.isEditing, editing.canDelete {
            parts.append(deleteButton ?? makeDeleteButton())
        }
        parts.append(content)
        if editing.isEditing, editing.canMove {
            parts.append(handle ?? makeHandle())
        }
        self.parts.set(parts, in: ref.cast(to: GtkBox.self))
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

    private func makeHandle() -> GTKImage {
        let image = GTKImage()
        image.setIconName("list-drag-handle-symbolic")
        gtk_widget_set_tooltip_text(image.widget, "Drag to reorder (or Alt+Up/Alt+Down)")
        handle = image
        return image
    }
}
