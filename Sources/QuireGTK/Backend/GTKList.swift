import CGtk
import QuireUI

/// `List` and the lazy stacks: a GtkListView (`GTKRowsView`) whose factory makes one `GTKListRow` per
/// list item. One key controller on the list view serves every row: Alt+Up/Alt+Down move the row
/// holding the focus, Delete deletes a focused row, + and − expand and collapse an outline's row. A
/// row dragged by its handle onto another takes its place.
final class GTKList: GTKRowsView {
    private var appearanceClasses: [String] = []
    private var layout = GTKRowLayout.list

    /// A list (`axis` nil), or a lazy stack along `axis`.
    init(stackAxis axis: Axis? = nil) {
        let factory = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
        super.init { selection in
            g_object_ref(factory.raw)
            // gtk_list_view_new takes both references.
            return gtk_list_view_new(selection, factory.opaque)
        }
        connect(factory) { [weak self] listItem in
            let row = GTKListRow(listItem: listItem, column: 0, layout: self?.layout ?? .list)
            row.onHandleDragEnd = { [weak self, unowned row] handle, x, y in
                self?.handleDragEnded(row, handle: handle, x: x, y: y)
            }
            return row
        }
        if let axis {
            gtk_orientable_set_orientation(OpaquePointer(view.object),
                                           axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
            gtk_scrolled_window_set_policy(ref.opaque, axis == .horizontal ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
                                           axis == .vertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
            setAppearance(.stack(spacing: 8, alignment: .center))
        } else {
            setAppearance(.boxed)
        }
        addKeyController()
    }

    private var axis: Axis {
        gtk_orientable_get_orientation(OpaquePointer(view.object)) == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical
    }

    override func setViewModel(_ model: OpaquePointer) {
        gtk_list_view_set_model(view.opaque, model)
    }

    /// `.boxed`: libadwaita's `boxed-list` styles GtkListBox only, so `quire-boxed-list`
    /// (CSSStyleSheet) gives the rows of a list view the same card look and padding, with room for
    /// the card's shadow and the focus ring inside the scrolled window. `.sidebar`: `navigation-sidebar`, which libadwaita styles on list views too.
    /// `.plain`: GTK's own rows. `.stack`: rows with nothing of their own.
    override func setAppearance(_ appearance: ListAppearance) {
        GTKRowStyle.install()
        let classes: [String]
        var margin: Int32 = 0
        switch appearance {
        case .boxed:
            CSSStyleSheet.shared.installListViewStyle()
            classes = ["quire-boxed-list"]
            margin = 6
            layout = .list
        case .sidebar:
            classes = ["navigation-sidebar"]
            layout = .list
        case .plain:
            classes = []
            layout = .list
        case let .stack(spacing, alignment):
            classes = [GTKRowStyle.lazyStack]
            layout = .stack(spacing: spacing, alignment: alignment, axis: axis)
        }
        setClasses(classes, on: viewWidget, replacing: &appearanceClasses)
        for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                          gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            setMargin(viewWidget, margin)
        }
        for row in rowsByItem.values {
            row.setLayout(layout)
        }
    }

    // MARK: keys

    private func addKeyController() {
        guard let controllerPointer = gtk_event_controller_key_new() else { return }
        let controller = GObjectRef(retaining: UnsafeMutableRawPointer(controllerPointer))
        controller.connectKeyPressed { [weak self] key, modifiers in
            self?.keyPressed(key, modifiers: modifiers) ?? false
        }
        gtk_widget_add_controller(viewWidget, controllerPointer)
    }

    private func keyPressed(_ key: UInt32, modifiers: GdkModifierType) -> Bool {
        let alt = modifiers.rawValue & GDK_ALT_MASK.rawValue != 0
        let others = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
        guard others == 0, let focus = focusedWidget(), let row = row(containing: focus) else { return false }
        let isRowItself = focus == row.listItemWidget
        switch key {
        case Self.keyUp where alt, Self.keyDown where alt:
            guard row.editing.canMove, let onMoveRequest = row.onMoveRequest else { return false }
            onMoveRequest(key == Self.keyUp ? .up : .down)
            return true
        case Self.keyDelete where !alt && isRowItself:
            guard row.editing.canDelete, let onDeleteRequest = row.onDeleteRequest else { return false }
            onDeleteRequest()
            return true
        case Self.keyPlus, Self.keyKeypadPlus, Self.keyMinus, Self.keyKeypadMinus:
            // GtkTreeExpander's keys: + expands, − collapses.
            guard !alt, let expanded = row.outline?.isExpanded, let toggle = row.onExpansionToggle else { return false }
            let expand = key == Self.keyPlus || key == Self.keyKeypadPlus
            if expand != expanded {
                toggle()
            }
            return true
        default:
            return false
        }
    }

    private static let keyUp: UInt32 = 0xff52
    private static let keyDown: UInt32 = 0xff54
    private static let keyDelete: UInt32 = 0xffff
    private static let keyPlus: UInt32 = 0x02b
    private static let keyMinus: UInt32 = 0x02d
    private static let keyKeypadPlus: UInt32 = 0xffab
    private static let keyKeypadMinus: UInt32 = 0xffad

    // MARK: dragging by the handle

    /// A row's handle was dragged and let go at `(x, y)` of `handle`: the row takes the place of the
    /// row there (none, or itself: nothing moves).
    private func handleDragEnded(_ source: GTKListRow, handle: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) {
        var listX = 0.0, listY = 0.0
        guard gtk_widget_translate_coordinates(handle, viewWidget, x, y, &listX, &listY) != 0,
              let target = row(atX: listX, y: listY), target !== source, source.editing.canMove else { return }
        source.onMoveRequest?(.onto(target))
    }
}

/// A lazy stack's rows, in a style sheet of its own loaded once for the display: nothing of their
/// own — no background, padding or highlight: the rows are the content's views and nothing else.
@MainActor
enum GTKRowStyle {
    static let lazyStack = "quire-lazy-stack"
    private static var isInstalled = false

    static func install() {
        guard !isInstalled, let display = gdk_display_get_default() else { return }
        isInstalled = true
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, """
            listview.\(lazyStack) { background: none; }
            listview.\(lazyStack) > row { padding: 0; background: none; min-height: 0; }
            """, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}
