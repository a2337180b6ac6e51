import CGtk
import QuireUI

/// `List`: a GtkListView in a GtkScrolledWindow, over a GListStore holding one plain GObject per
/// row (`GTKListRow.item`). GTK makes widgets only for the rows in view: binding a list item puts
/// the row's own box in it (made, and the row's content rendered by its node, on the row's first
/// bind); unbinding takes it out again. A GtkNoSelection, GtkSingleSelection or GtkMultiSelection
/// wraps the store, per selection mode.
///
/// Rows change through `OrderedListDiff`: one row inserted, deleted or moved is one
/// `g_list_store_remove`/`insert` (a move is both), whatever the list's length, and GTK re-lays out
/// only the rows in view. The keyboard focus inside a moved row is given back to it (when its new
/// list item is bound; the list scrolls to it). One key controller, one drag source and one drop
/// target on the list view serve every row: Alt+Up/Alt+Down move the row holding the focus, Delete
/// deletes a focused row, and a row dragged onto another takes its place.
final class GTKList: GTKWidget, ListWidget {
    /// What a drag of one of our rows carries; the row itself is remembered here.
    private static let dragToken = "application/x-quire-list-row"

    var onSelectionChange: (@MainActor ([any ListRowWidget]) -> Void)?
    private let store: GObjectRef
    private let listView: GObjectRef
    private var selectionModel: GObjectRef
    private var selectionMode = ListSelectionMode.none
    private var rows: [GTKListRow] = []
    private var rowsByItem: [UnsafeMutableRawPointer: GTKListRow] = [:]
    /// The rows in the list that have a box, by their box.
    private var rowsByBox: [UnsafeMutableRawPointer: GTKListRow] = [:]
    /// The row whose box each list item holds.
    private var boundRows: [UnsafeMutableRawPointer: GTKListRow] = [:]
    private var isSettingSelection = false
    private var appearanceClasses: [String] = []
    private weak var draggedRow: GTKListRow?
    /// A widget of a moved row that had the keyboard focus: it gets it back once the row is bound.
    private var pendingFocus: (row: GTKListRow, widget: GObjectRef)?

    init() {
        store = GObjectRef(adopting: UnsafeMutableRawPointer(quire_list_store_new_objects()))
        selectionModel = Self.makeSelectionModel(.none, over: store)
        let factory = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
        g_object_ref(selectionModel.raw)
        g_object_ref(factory.raw)
        // gtk_list_view_new takes both references.
        listView = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_list_view_new(selectionModel.opaque, factory.opaque)))
        super.init(adopting: gtk_scrolled_window_new())
        factory.connectWithArgument("setup") { item in
            guard let item else { return }
            gtk_list_item_set_activatable(OpaquePointer(item), 0)
        }
        factory.connectWithArgument("bind") { [weak self] item in
            guard let item else { return }
            self?.bind(OpaquePointer(item))
        }
        factory.connectWithArgument("teardown") { [weak self] item in
            guard let item else { return }
            self?.teardown(OpaquePointer(item))
        }
        selectionModel.connectSelectionChanged { [weak self] in self?.selectionChanged() }
        let view = listViewWidget
        gtk_scrolled_window_set_child(ref.opaque, view)
        gtk_scrolled_window_set_policy(ref.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        setAppearance(.boxed)
        addKeyController()
        addDragAndDrop()
    }

    private var listViewWidget: UnsafeMutablePointer<GtkWidget> { listView.cast() }

    /// `.boxed`: libadwaita's `boxed-list` styles GtkListBox only, so `quire-boxed-list`
    /// (CSSStyleSheet) gives the rows of a list view the same card look, with room for the card's
    /// shadow and the focus ring inside the scrolled window. `.sidebar`: `navigation-sidebar`, which
    /// libadwaita styles on list views too. `.plain`: GTK's own rows.
    func setAppearance(_ appearance: ListAppearance) {
        let view = listViewWidget
        let classes: [String] = switch appearance {
        case .boxed: ["quire-boxed-list"]
        case .sidebar: ["navigation-sidebar"]
        case .plain: []
        }
        if appearance == .boxed {
            CSSStyleSheet.shared.installListViewStyle()
        }
        setClasses(classes, on: view, replacing: &appearanceClasses)
        let margin: Int32 = appearance == .boxed ? 6 : 0
        for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                          gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            setMargin(view, margin)
        }
    }

    private static func makeSelectionModel(_ mode: ListSelectionMode, over store: GObjectRef) -> GObjectRef {
        // The selection models take a reference to the store.
        g_object_ref(store.raw)
        let model: OpaquePointer? = switch mode {
        case .none: gtk_no_selection_new(store.opaque)
        case .single: gtk_single_selection_new(store.opaque)
        case .multiple: gtk_multi_selection_new(store.opaque)
        }
        // GTK's constructors abort rather than return NULL.
        guard let model else { preconditionFailure("GTK returned no selection model") }
        if mode == .single {
            gtk_single_selection_set_autoselect(model, 0)
            gtk_single_selection_set_can_unselect(model, 1)
        }
        return GObjectRef(adopting: UnsafeMutableRawPointer(model))
    }

    func setRows(_ newRows: [any ListRowWidget]) {
        let rows = newRows.compactMap { $0 as? GTKListRow }
        let diff = OrderedListDiff(from: self.rows.map(ObjectIdentifier.init), to: rows.map(ObjectIdentifier.init))
        guard !diff.isEmpty else {
            self.rows = rows
            return
        }
        let focus = focusedRow().flatMap { focused in
            focusedWidget().map { (row: focused.row, widget: GObjectRef(retaining: UnsafeMutableRawPointer($0))) }
        }
        let oldRows = self.rows
        // A focused row that moves goes into a new list item (bound during the insertion or at the
        // next layout) and loses the focus meanwhile: it gets it back when it is bound.
        let focusPosition = focus.flatMap { focus in diff.insertions.first { rows[$0] === focus.row } }
        pendingFocus = focusPosition == nil ? nil : focus
        if focusPosition != nil, let root = gtk_widget_get_root(listViewWidget) {
            // Taken away now and given back then, as a real focus change: a widget unparented and
            // parented again while it holds the focus keeps it in GTK's eyes but not in its state
            // flags or in the accessibility tree.
            gtk_root_set_focus(root, nil)
        }
        // Neighbouring rows in one splice each: GTK 4.8's list view keeps a tree node per change it
        // was told about and walks all of them on every layout — 10,000 single insertions made
        // every frame of a 10,000-row list cost milliseconds.
        for run in Self.runs(of: diff.removals.sorted()).reversed() {
            for index in run {
                let row = oldRows[index]
                rowsByItem[row.item.raw] = nil
                if let box = row.boxWidget {
                    rowsByBox[UnsafeMutableRawPointer(box)] = nil
                }
            }
            g_list_store_splice(store.opaque, UInt32(run.lowerBound), UInt32(run.count), nil, 0)
        }
        self.rows = rows
        for run in Self.runs(of: diff.insertions) {
            var items: [gpointer?] = []
            items.reserveCapacity(run.count)
            for row in rows[run] {
                rowsByItem[row.item.raw] = row
                items.append(row.item.raw)
            }
            items.withUnsafeMutableBufferPointer { items in
                g_list_store_splice(store.opaque, UInt32(run.lowerBound), 0, items.baseAddress, UInt32(items.count))
            }
        }
        if let focusPosition {
            gtk_widget_activate_action_variant(listViewWidget, "list.scroll-to-item",
                                               g_variant_new_uint32(UInt32(focusPosition)))
        }
    }

    func editRows(_ edits: [ListRowEdit]) {
        let focus = focusedRow().flatMap { focused in
            focusedWidget().map { (row: focused.row, widget: GObjectRef(retaining: UnsafeMutableRawPointer($0))) }
        }
        // A focused row that is removed and inserted again (moved) goes into a new list item: as in
        // `setRows`, the focus is taken away now and given back when that item is bound.
        let focusMoves = focus.map { focus in
            edits.contains { edit in
                if case let .insert(rows, _) = edit { rows.contains { $0 === focus.row } } else { false }
            }
        } ?? false
        pendingFocus = focusMoves ? focus : nil
        if focusMoves, let root = gtk_widget_get_root(listViewWidget) {
            gtk_root_set_focus(root, nil)
        }
        for edit in edits {
            switch edit {
            case let .remove(range):
                for row in rows[range] {
                    rowsByItem[row.item.raw] = nil
                    if let box = row.boxWidget {
                        rowsByBox[UnsafeMutableRawPointer(box)] = nil
                    }
                }
                rows.removeSubrange(range)
                g_list_store_splice(store.opaque, UInt32(range.lowerBound), UInt32(range.count), nil, 0)
            case let .insert(newRows, position):
                let inserted = newRows.compactMap { $0 as? GTKListRow }
                var items: [gpointer?] = []
                items.reserveCapacity(inserted.count)
                for row in inserted {
                    rowsByItem[row.item.raw] = row
                    items.append(row.item.raw)
                }
                rows.insert(contentsOf: inserted, at: position)
                items.withUnsafeMutableBufferPointer { items in
                    g_list_store_splice(store.opaque, UInt32(position), 0, items.baseAddress, UInt32(items.count))
                }
            }
        }
        if focusMoves, let focus, let position = rows.firstIndex(where: { $0 === focus.row }) {
            gtk_widget_activate_action_variant(listViewWidget, "list.scroll-to-item",
                                               g_variant_new_uint32(UInt32(position)))
        }
    }

    /// Ascending positions as runs of neighbours.
    private static func runs(of positions: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for position in positions {
            if let last = runs.last, last.upperBound == position {
                runs[runs.count - 1] = last.lowerBound..<(position + 1)
            } else {
                runs.append(position..<(position + 1))
            }
        }
        return runs
    }

    /// GTK 4.8 unbinds and binds a list item again when its position changes (a row above it was
    /// removed), with the same row: the box stays in it meanwhile, so widgets keep the focus.
    private func bind(_ listItem: OpaquePointer) {
        guard let item = gtk_list_item_get_item(listItem), let row = rowsByItem[item] else { return }
        let key = UnsafeMutableRawPointer(listItem)
        if let previous = boundRows[key], previous !== row {
            previous.release(listItem)
        }
        if let other = row.listItem, other != listItem {
            boundRows[UnsafeMutableRawPointer(other)] = nil
            row.release(other)
        }
        row.bind(to: listItem)
        boundRows[key] = row
        if let box = row.boxWidget {
            rowsByBox[UnsafeMutableRawPointer(box)] = row
        }
        gtk_list_item_set_selectable(listItem, selectionMode == .none ? 0 : 1)
        if pendingFocus?.row === row {
            restorePendingFocus()
        }
    }

    /// The list item is going away: the row's box leaves it.
    private func teardown(_ listItem: OpaquePointer) {
        guard let row = boundRows.removeValue(forKey: UnsafeMutableRawPointer(listItem)) else { return }
        row.release(listItem)
    }

    /// Gives the focus back to the moved row's widget once the row's box is in a list item, after
    /// the frame GTK is laying out (a grab during the list view's allocation trips GTK's focus
    /// bookkeeping) — unless the person has put the focus outside the list since.
    private func restorePendingFocus() {
        guard let pendingFocus, pendingFocus.row.listItem != nil else { return }
        self.pendingFocus = nil
        let (row, widget) = pendingFocus
        GTK.afterPendingFrame { [weak self] in
            guard let self, let box = row.boxWidget, let root = gtk_widget_get_root(self.listViewWidget) else { return }
            if let current = gtk_root_get_focus(root), current != self.listViewWidget,
               gtk_widget_is_ancestor(current, self.listViewWidget) == 0 {
                return
            }
            let focusWidget = widget.cast(to: GtkWidget.self)
            if gtk_widget_has_focus(focusWidget) == 0, gtk_widget_is_ancestor(focusWidget, box) != 0 {
                gtk_widget_grab_focus(focusWidget)
            }
        }
    }

    func setSelectionMode(_ mode: ListSelectionMode) {
        guard mode != selectionMode else { return }
        selectionMode = mode
        selectionModel = Self.makeSelectionModel(mode, over: store)
        selectionModel.connectSelectionChanged { [weak self] in self?.selectionChanged() }
        gtk_list_view_set_model(listView.opaque, selectionModel.opaque)
    }

    func setSelectedRows(_ selected: [any ListRowWidget]) {
        guard selectionMode != .none else { return }
        isSettingSelection = true
        defer { isSettingSelection = false }
        let positions = gtk_bitset_new_empty()
        for index in ListRowPositions.positions(of: selected.lazy.compactMap { $0 as? GTKListRow }, in: rows) {
            gtk_bitset_add(positions, UInt32(index))
        }
        let mask = gtk_bitset_new_range(0, UInt32(rows.count))
        gtk_selection_model_set_selection(selectionModel.opaque, positions, mask)
        gtk_bitset_unref(positions)
        gtk_bitset_unref(mask)
    }

    private func selectionChanged() {
        guard !isSettingSelection, let onSelectionChange, let bitset = gtk_selection_model_get_selection(selectionModel.opaque) else {
            return
        }
        defer { gtk_bitset_unref(bitset) }
        var selected: [any ListRowWidget] = []
        let count = gtk_bitset_get_size(bitset)
        var index: UInt64 = 0
        while index < count {
            let position = Int(gtk_bitset_get_nth(bitset, UInt32(index)))
            if position < rows.count {
                selected.append(rows[position])
            }
            index += 1
        }
        onSelectionChange(selected)
    }

    /// The focused widget when it is inside this list.
    private func focusedWidget() -> UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(listViewWidget), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, listViewWidget) != 0 else { return nil }
        return focus
    }

    /// The row a widget of the list view belongs to, and whether the widget is the row's list item
    /// itself (the box the row put in it is its only child).
    private func row(containing widget: UnsafeMutablePointer<GtkWidget>) -> (row: GTKListRow, isRowItself: Bool)? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current, candidate != listViewWidget {
            if let row = rowsByBox[UnsafeMutableRawPointer(candidate)] {
                return (row, false)
            }
            if gtk_widget_get_parent(candidate) == listViewWidget, let child = gtk_widget_get_first_child(candidate),
               let row = rowsByBox[UnsafeMutableRawPointer(child)] {
                return (row, candidate == widget)
            }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    /// The row holding the keyboard focus.
    private func focusedRow() -> (row: GTKListRow, isRowItself: Bool)? {
        focusedWidget().flatMap { row(containing: $0) }
    }

    private func row(atX x: Double, y: Double) -> GTKListRow? {
        guard let picked = gtk_widget_pick(listViewWidget, x, y, GTK_PICK_DEFAULT) else { return nil }
        return row(containing: picked)?.row
    }

    private func addKeyController() {
        guard let controllerPointer = gtk_event_controller_key_new() else { return }
        let controller = GObjectRef(retaining: UnsafeMutableRawPointer(controllerPointer))
        controller.connectKeyPressed { [weak self] key, modifiers in
            self?.keyPressed(key, modifiers: modifiers) ?? false
        }
        gtk_widget_add_controller(listViewWidget, controllerPointer)
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
            source.connectDragPrepare { [weak self] x, y in self?.prepareDrag(atX: x, y: y) }
            gtk_widget_add_controller(listViewWidget, sourcePointer)
        }
        if let targetPointer = quire_drop_target_new_for_strings(GDK_ACTION_MOVE) {
            let target = GObjectRef(retaining: UnsafeMutableRawPointer(targetPointer))
            target.connectDrop { [weak self] string, x, y in self?.drop(string, atX: x, y: y) ?? false }
            gtk_widget_add_controller(listViewWidget, targetPointer)
        }
    }

    private func prepareDrag(atX x: Double, y: Double) -> UnsafeMutablePointer<GdkContentProvider>? {
        guard let row = row(atX: x, y: y), row.editing.canMove else { return nil }
        draggedRow = row
        return quire_content_provider_new_for_string(Self.dragToken)
    }

    private func drop(_ string: String?, atX x: Double, y: Double) -> Bool {
        defer { draggedRow = nil }
        guard string == Self.dragToken, let source = draggedRow, let target = row(atX: x, y: y), target !== source else {
            return false
        }
        source.onMoveRequest?(.onto(target))
        return true
    }
}

/// One row of a `GTKList`: the plain GObject standing for it in the list's model, and — made on the
/// first bind, kept after — a horizontal box holding, left to right, edit mode's delete button (made
/// on first use), the content's widgets, and edit mode's drag handle. Binding puts the box in a
/// list item; until the first bind the row does not want content, so its node renders nothing.
final class GTKListRow: ListRowWidget {
    var onDeleteRequest: (@MainActor () -> Void)?
    var onMoveRequest: (@MainActor (ListRowMove) -> Void)?
    var onContentNeeded: (@MainActor () -> Void)?
    private(set) var editing = ListRowEditing()
    private var kind = ListRowKind.element
    let item: GObjectRef
    private var box: GObjectRef?
    private var content: GTKStack?
    private var contentWidgets: [any PlatformWidget] = []
    private var style: WidgetStyle?
    private var parts = GTKChildList()
    private var deleteButton: GTKButton?
    private var handle: GTKImage?

    init() {
        item = GObjectRef(adopting: UnsafeMutableRawPointer(quire_object_new_plain()))
    }

    var wantsContent: Bool { box != nil }

    var boxWidget: UnsafeMutablePointer<GtkWidget>? { box?.cast(to: GtkWidget.self) }

    func setStyle(_ style: WidgetStyle) {
        self.style = style
        if let boxWidget {
            gtk_widget_set_sensitive(boxWidget, style.isEnabled ? 1 : 0)
        }
    }

    func setRowContent(_ widgets: [any PlatformWidget]) {
        contentWidgets = widgets
        content?.setChildren(widgets)
    }

    func setEditing(_ editing: ListRowEditing) {
        self.editing = editing
        if box != nil {
            syncParts()
        }
    }

    func setKind(_ kind: ListRowKind) {
        self.kind = kind
        if let boxWidget {
            Self.style(boxWidget, as: kind)
        }
        if let listItem {
            Self.configure(listItem, for: kind)
        }
    }

    /// A section's header in the heading style, set apart from the rows above; its footer small; both
    /// dimmed, as GNOME's sidebars and boxed lists title their groups.
    private static func style(_ box: UnsafeMutablePointer<GtkWidget>, as kind: ListRowKind) {
        for name in ["heading", "caption", "dim-label"] {
            gtk_widget_remove_css_class(box, name)
        }
        switch kind {
        case .element:
            gtk_widget_set_margin_top(box, 6)
        case .sectionHeader:
            gtk_widget_add_css_class(box, "heading")
            gtk_widget_add_css_class(box, "dim-label")
            gtk_widget_set_margin_top(box, 12)
        case .sectionFooter:
            gtk_widget_add_css_class(box, "caption")
            gtk_widget_add_css_class(box, "dim-label")
            gtk_widget_set_margin_top(box, 6)
        }
    }

    /// Only elements are selected and activated; a list item is reused for rows of any kind.
    private static func configure(_ listItem: OpaquePointer, for kind: ListRowKind) {
        gtk_list_item_set_selectable(listItem, kind == .element ? 1 : 0)
        gtk_list_item_set_activatable(listItem, kind == .element ? 1 : 0)
    }

    /// The list item the box is in.
    private(set) var listItem: OpaquePointer?

    /// Puts the row's box in `listItem` (unless it is there already); the first time, makes the box
    /// and asks the node for content.
    func bind(to listItem: OpaquePointer) {
        let isFirstBind = self.box == nil
        let box = self.box ?? makeBox()
        let boxWidget = box.cast(to: GtkWidget.self)
        self.listItem = listItem
        if gtk_list_item_get_child(listItem) != boxWidget {
            gtk_list_item_set_child(listItem, boxWidget)
        }
        Self.configure(listItem, for: kind)
        // A click in a row (on its edit-mode Delete button, say) leaves the focus where it was, as a
        // GtkListBox's rows do; keys still move it between rows.
        if let listItemWidget = gtk_widget_get_parent(boxWidget) {
            gtk_widget_set_focus_on_click(listItemWidget, 0)
        }
        if isFirstBind {
            onContentNeeded?()
        }
    }

    /// Takes the box out of `listItem` (bound to another row, or going away).
    func release(_ listItem: OpaquePointer) {
        if let boxWidget, gtk_list_item_get_child(listItem) == boxWidget {
            gtk_list_item_set_child(listItem, nil)
        }
        if self.listItem == listItem {
            self.listItem = nil
        }
    }

    private func makeBox() -> GObjectRef {
        let box = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)))
        let boxWidget = box.cast(to: GtkWidget.self)
        gtk_widget_set_margin_top(boxWidget, 6)
        gtk_widget_set_margin_bottom(boxWidget, 6)
        gtk_widget_set_margin_start(boxWidget, 12)
        gtk_widget_set_margin_end(boxWidget, 12)
        let content = GTKStack(kind: .horizontal)
        content.setLayout(StackLayout(spacing: 8, alignment: .center))
        gtk_widget_set_hexpand(content.widget, 1)
        self.box = box
        self.content = content
        Self.style(boxWidget, as: kind)
        if let style {
            gtk_widget_set_sensitive(boxWidget, style.isEnabled ? 1 : 0)
        }
        content.setChildren(contentWidgets)
        syncParts()
        return box
    }

    private func syncParts() {
        guard let box, let content else { return }
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
