import CGtk

/// `List`: a GtkListBox with libadwaita's `boxed-list` style in a GtkScrolledWindow.
///
/// Rows change through `OrderedListDiff`: one row inserted, deleted or moved is one
/// `gtk_list_box_insert`/`remove` (a move is both), whatever the list's length. The keyboard focus
/// inside a moved row is given back to it. One key controller, one drag source and one drop target
/// on the list serve every row: Alt+Up/Alt+Down move the row holding the focus, Delete deletes a
/// focused row, and a row dragged onto another takes its place.
final class GTKList: GTKWidget, ListWidget {
    /// What a drag of one of our rows carries; the row itself is remembered here.
    private static let dragToken = "application/x-quire-list-row"

    var onSelectionChange: (@MainActor ([any ListRowWidget]) -> Void)?
    private let listBox: GObjectRef
    private var rows: [GTKListRow] = []
    private var rowsByWidget: [UnsafeMutableRawPointer: GTKListRow] = [:]
    private var isSettingSelection = false
    private weak var draggedRow: GTKListRow?

    init() {
        listBox = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_list_box_new()))
        super.init(adopting: gtk_scrolled_window_new())
        let box = listBoxWidget
        gtk_scrolled_window_set_child(ref.opaque, box)
        gtk_scrolled_window_set_policy(ref.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_add_css_class(box, "boxed-list")
        gtk_widget_set_valign(box, GTK_ALIGN_START)
        // Room for the boxed list's shadow and the focus ring inside the scrolled window.
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                       gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(box, 6)
        }
        gtk_list_box_set_selection_mode(listBoxPointer, GTK_SELECTION_NONE)
        listBox.connect("selected-rows-changed") { [weak self] in self?.selectionChanged() }
        addKeyController()
        addDragAndDrop()
    }

    private var listBoxWidget: UnsafeMutablePointer<GtkWidget> { listBox.cast() }
    private var listBoxPointer: OpaquePointer { listBox.opaque }

    func setRows(_ newRows: [any ListRowWidget]) {
        let rows = newRows.compactMap { $0 as? GTKListRow }
        let diff = OrderedListDiff(from: self.rows.map(ObjectIdentifier.init), to: rows.map(ObjectIdentifier.init))
        guard !diff.isEmpty else {
            self.rows = rows
            return
        }
        let focus = focusedWidget().map { GObjectRef(retaining: UnsafeMutableRawPointer($0)) }
        for index in diff.removals {
            let row = self.rows[index]
            gtk_list_box_remove(listBoxPointer, row.widget)
            rowsByWidget[UnsafeMutableRawPointer(row.widget)] = nil
        }
        for index in diff.insertions {
            let row = rows[index]
            gtk_list_box_insert(listBoxPointer, row.widget, Int32(index))
            rowsByWidget[UnsafeMutableRawPointer(row.widget)] = row
        }
        self.rows = rows
        if let focus {
            let focusWidget = focus.cast(to: GtkWidget.self)
            if gtk_widget_is_ancestor(focusWidget, listBoxWidget) != 0, gtk_widget_has_focus(focusWidget) == 0 {
                gtk_widget_grab_focus(focusWidget)
            }
        }
    }

    func setSelectionMode(_ mode: ListSelectionMode) {
        let gtkMode: GtkSelectionMode = switch mode {
        case .none: GTK_SELECTION_NONE
        case .single: GTK_SELECTION_SINGLE
        case .multiple: GTK_SELECTION_MULTIPLE
        }
        gtk_list_box_set_selection_mode(listBoxPointer, gtkMode)
        for row in rows {
            gtk_list_box_row_set_activatable(row.rowPointer, mode == .none ? 0 : 1)
        }
    }

    func setSelectedRows(_ selected: [any ListRowWidget]) {
        isSettingSelection = true
        defer { isSettingSelection = false }
        gtk_list_box_unselect_all(listBoxPointer)
        for row in selected.compactMap({ $0 as? GTKListRow }) {
            gtk_list_box_select_row(listBoxPointer, row.rowPointer)
        }
    }

    private func selectionChanged() {
        guard !isSettingSelection, let onSelectionChange else { return }
        var selected: [any ListRowWidget] = []
        let list = gtk_list_box_get_selected_rows(listBoxPointer)
        var node = list
        while let current = node {
            if let data = current.pointee.data, let row = rowsByWidget[data] {
                selected.append(row)
            }
            node = current.pointee.next
        }
        g_list_free(list)
        onSelectionChange(selected)
    }

    /// The focused widget when it is inside this list.
    private func focusedWidget() -> UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(listBoxWidget), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, listBoxWidget) != 0 else { return nil }
        return focus
    }

    /// The row holding the keyboard focus.
    private func focusedRow() -> (row: GTKListRow, isRowItself: Bool)? {
        guard let focus = focusedWidget(),
              let rowWidget = gtk_widget_get_ancestor(focus, quire_list_box_row_type()),
              let row = rowsByWidget[UnsafeMutableRawPointer(rowWidget)] else { return nil }
        return (row, rowWidget == focus)
    }

    private func row(atY y: Double) -> GTKListRow? {
        guard let rowPointer = gtk_list_box_get_row_at_y(listBoxPointer, Int32(y)) else { return nil }
        return rowsByWidget[UnsafeMutableRawPointer(rowPointer)]
    }

    private func addKeyController() {
        guard let controllerPointer = gtk_event_controller_key_new() else { return }
        let controller = GObjectRef(retaining: UnsafeMutableRawPointer(controllerPointer))
        controller.connectKeyPressed { [weak self] key, modifiers in
            self?.keyPressed(key, modifiers: modifiers) ?? false
        }
        gtk_widget_add_controller(listBoxWidget, controllerPointer)
    }

    private func keyPressed(_ key: UInt32, modifiers: GdkModifierType) -> Bool {
        let alt = modifiers.rawValue & GDK_ALT_MASK.rawValue != 0
        let others = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
        guard others == 0, let (row, isRowItself) = focusedRow() else { return false }
        switch key {
        case Self.keyUp where alt, Self.keyDown where alt:
            guard row.editing.canMove, let onMoveRequest = row.onMoveRequest else { return false }
            onMoveRequest(key == Self.keyUp ? .up : .down)
            return true
        case Self.keyDelete where !alt && isRowItself:
            guard row.editing.canDelete, let onDeleteRequest = row.onDeleteRequest else { return false }
            onDeleteRequest()
            return true
        default:
            return false
        }
    }

    private static let keyUp: UInt32 = 0xff52
    private static let keyDown: UInt32 = 0xff54
    private static let keyDelete: UInt32 = 0xffff

    private func addDragAndDrop() {
        if let sourcePointer = gtk_drag_source_new() {
            let source = GObjectRef(retaining: UnsafeMutableRawPointer(sourcePointer))
            gtk_drag_source_set_actions(sourcePointer, GDK_ACTION_MOVE)
            source.connectDragPrepare { [weak self] _, y in self?.prepareDrag(atY: y) }
            gtk_widget_add_controller(listBoxWidget, sourcePointer)
        }
        if let targetPointer = quire_drop_target_new_for_strings(GDK_ACTION_MOVE) {
            let target = GObjectRef(retaining: UnsafeMutableRawPointer(targetPointer))
            target.connectDrop { [weak self] string, _, y in self?.drop(string, atY: y) ?? false }
            gtk_widget_add_controller(listBoxWidget, targetPointer)
        }
    }

    private func prepareDrag(atY y: Double) -> UnsafeMutablePointer<GdkContentProvider>? {
        guard let row = row(atY: y), row.editing.canMove else { return nil }
        draggedRow = row
        return quire_content_provider_new_for_string(Self.dragToken)
    }

    private func drop(_ string: String?, atY y: Double) -> Bool {
        defer { draggedRow = nil }
        guard string == Self.dragToken, let source = draggedRow, let target = row(atY: y), target !== source else {
            return false
        }
        source.onMoveRequest?(.onto(target))
        return true
    }
}

/// One row: a GtkListBoxRow holding, left to right, edit mode's delete button (made on first use),
/// the content's widgets, and edit mode's drag handle.
final class GTKListRow: GTKWidget, ListRowWidget {
    var onDeleteRequest: (@MainActor () -> Void)?
    var onMoveRequest: (@MainActor (ListRowMove) -> Void)?
    private(set) var editing = ListRowEditing()
    private let box: GObjectRef
    private let content = GTKStack(kind: .horizontal)
    private var parts = GTKChildList()
    private var deleteButton: GTKButton?
    private var handle: GTKImage?

    init() {
        box = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)))
        super.init(adopting: gtk_list_box_row_new())
        let boxWidget = box.cast(to: GtkWidget.self)
        gtk_widget_set_margin_top(boxWidget, 6)
        gtk_widget_set_margin_bottom(boxWidget, 6)
        gtk_widget_set_margin_start(boxWidget, 12)
        gtk_widget_set_margin_end(boxWidget, 12)
        gtk_list_box_row_set_activatable(rowPointer, 0)
        gtk_list_box_row_set_child(rowPointer, boxWidget)
        content.setLayout(StackLayout(spacing: 8, alignment: .center))
        gtk_widget_set_hexpand(content.widget, 1)
        syncParts()
    }

    var rowPointer: UnsafeMutablePointer<GtkListBoxRow> { ref.cast() }

    func setRowContent(_ widgets: [any PlatformWidget]) {
        content.setChildren(widgets)
    }

    func setEditing(_ editing: ListRowEditing) {
        self.editing = editing
        syncParts()
    }

    private func syncParts() {
        var parts: [GTKWidget] = []
        if editing.isEditing, editing.canDelete {
            parts.append(deleteButton ?? makeDeleteButton())
        }
        parts.append(content)
        if editing.isEditing, editing.canMove {
            parts.append(handle ?? makeHandle())
        }
        self.parts.set(parts, in: box.cast(to: GtkBox.self))
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

/// `ContentUnavailableView`: an AdwStatusPage; the actions in a centred column as its child.
final class GTKStatusPage: GTKWidget, StatusPageWidget {
    private let actions = GTKStack(kind: .vertical)
    private var hasActions = false

    init() {
        super.init(adopting: adw_status_page_new())
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        actions.setLayout(StackLayout(spacing: 12, alignment: .center))
    }

    override var fillsCrossAxis: Bool { true }

    func setTitle(_ title: String) {
        adw_status_page_set_title(ref.opaque, title)
    }

    func setIconName(_ name: String) {
        adw_status_page_set_icon_name(ref.opaque, name.isEmpty ? nil : name)
    }

    func setDescription(_ description: String) {
        adw_status_page_set_description(ref.opaque, description.isEmpty ? nil : description)
    }

    func setActions(_ widgets: [any PlatformWidget]) {
        actions.setChildren(widgets)
        let show = !widgets.isEmpty
        guard show != hasActions else { return }
        hasActions = show
        adw_status_page_set_child(ref.opaque, show ? actions.widget : nil)
    }
}
