import CGtk
import QuireUI

/// A sheet on GNOME: a modal `AdwWindow` transient for the presenting window and destroyed with it,
/// an `AdwHeaderBar` titled by the content's `navigationTitle` (and `navigationSubtitle`) and holding
/// its toolbar items (`.cancellationAction` at its start, `.confirmationAction` at its end drawn as
/// the suggested action), and the content below. A full-screen cover is the same window, maximized.
/// The content's `presentationBackground` colours the window; its `presentationSizing` sizes it.
///
/// The window never closes itself: the close button and Escape ask the sheet, which dismisses
/// (or, with `interactiveDismissDisabled`, refuses), and the node then calls `close()`.
@MainActor
final class SheetWindow: PresentedSheet {
    private let sheet: SheetPresentation
    private let window: GObjectRef
    private let headerBar: GObjectRef
    private let windowTitle: GObjectRef
    private let layout: GObjectRef
    private let rootBox = GTKStack(kind: .vertical)
    private let toolbarItems: HeaderBarItems
    private var shortcuts: GTKKeyboardShortcuts?
    /// The widgets this window drew as the suggested action (to undo when they stop being one).
    private var suggested: [ObjectIdentifier: GTKWidget] = [:]
    private var isClosed = false

    init(sheet: SheetPresentation, parent: UnsafeMutablePointer<GtkWindow>?) {
        self.sheet = sheet
        // A window's constructor reference belongs to GTK's toplevel list: hold one of our own.
        window = GObjectRef(retaining: UnsafeMutableRawPointer(adw_window_new()))
        headerBar = GObjectRef(adopting: UnsafeMutableRawPointer(adw_header_bar_new()))
        windowTitle = GObjectRef(adopting: UnsafeMutableRawPointer(adw_window_title_new("", "")))
        adw_header_bar_set_title_widget(headerBar.opaque, windowTitle.cast(to: GtkWidget.self))
        let gtkWindow = window.cast(to: GtkWindow.self)
        if let parent { gtk_window_set_transient_for(gtkWindow, parent) }
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_destroy_with_parent(gtkWindow, 1)
        gtk_widget_add_css_class(window.cast(to: GtkWidget.self), "quire-sheet")

        rootBox.setLayout(StackLayout(spacing: 0, alignment: .center))
        gtk_widget_set_vexpand(rootBox.widget, 1)
        layout = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        gtk_box_append(layout.cast(to: GtkBox.self), headerBar.cast(to: GtkWidget.self))
        gtk_box_append(layout.cast(to: GtkBox.self), rootBox.widget)
        toolbarItems = HeaderBarItems(headerBar: headerBar, titleWidget: { [windowTitle] in windowTitle }) { [layout] bar in
            gtk_box_append(layout.cast(to: GtkBox.self), bar)
        }
        adw_window_set_content(window.cast(to: AdwWindow.self), layout.cast(to: GtkWidget.self))
        if sheet.style == .fullScreenCover {
            gtk_window_maximize(gtkWindow)
        }

        window.connectReturningBool("close-request") { [weak self] in
            guard let self, !isClosed else { return false }
            self.sheet.requestDismiss()
            return true
        }
        // Destroyed with its parent: nothing is left for `close()` to do.
        window.connect("destroy") { [weak self] in self?.isClosed = true }
        sheet.onGraphReplaced = { [weak self] in self?.attach() }
        sheet.onTitleChange = { [weak self] in self?.showTitle() }
        sheet.onAppearanceChange = { [weak self] in self?.showAppearance() }
        attach()
        showTitle()
        showAppearance()
        gtk_window_present(gtkWindow)
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        gtk_window_destroy(window.cast(to: GtkWindow.self))
    }

    /// Shows the sheet's current graph: its widgets, its toolbar and its keyboard shortcuts (Escape
    /// among them, which cancels the sheet unless a button of the content has it).
    private func attach() {
        let graph = sheet.graph
        rootBox.setChildren(graph.rootWidgets)
        graph.onRootWidgetsChange = { [rootBox] widgets in rootBox.setChildren(widgets) }
        showToolbar(graph.toolbar)
        graph.onToolbarChange = { [weak self] layout in self?.showToolbar(layout) }
        let escape = KeyboardShortcut.cancelAction
        let shortcuts = shortcuts ?? GTKKeyboardShortcuts(window: window.cast(to: GtkWidget.self)) {
            [weak self] shortcut in
            guard let self else { return false }
            let graph = self.sheet.graph
            if graph.performKeyboardShortcut(shortcut) { return true }
            guard shortcut == escape else { return false }
            self.sheet.cancel()
            return true
        }
        self.shortcuts = shortcuts
        shortcuts.set(graph.keyboardShortcuts.union([escape]))
        graph.onKeyboardShortcutsChange = { [weak shortcuts] in shortcuts?.set($0.union([escape])) }
    }

    /// The content's `navigationTitle` (the window's title too) and `navigationSubtitle`.
    private func showTitle() {
        gtk_window_set_title(window.cast(to: GtkWindow.self), sheet.title ?? "")
        adw_window_title_set_title(windowTitle.opaque, sheet.title ?? "")
        adw_window_title_set_subtitle(windowTitle.opaque, sheet.subtitle ?? "")
    }

    private var backgroundClass: String?

    /// The content's `presentationBackground` and `presentationSizing`.
    private func showAppearance() {
        let widget = window.cast(to: GtkWidget.self)
        let newClass = sheet.background.map { CSSStyleSheet.shared.backgroundClass($0) }
        if newClass != backgroundClass {
            if let backgroundClass { gtk_widget_remove_css_class(widget, backgroundClass) }
            if let newClass { gtk_widget_add_css_class(widget, newClass) }
            backgroundClass = newClass
        }
        guard sheet.style == .sheet else { return }
        let gtkWindow = window.cast(to: GtkWindow.self)
        let sizing = sheet.sizing
        // A form is wide enough for a header bar with a button at each end and a title, and grows
        // from its content's natural height; a page is a larger window of its own.
        switch sizing.base {
        case .form: gtk_window_set_default_size(gtkWindow, sizing.fitsWidth ? -1 : 420, -1)
        case .page: gtk_window_set_default_size(gtkWindow, sizing.fitsWidth ? -1 : 720, sizing.fitsHeight ? -1 : 600)
        }
        gtk_window_set_resizable(gtkWindow, sizing.fitsWidth && sizing.fitsHeight ? 0 : 1)
    }

    private func showToolbar(_ layout: ToolbarLayout) {
        toolbarItems.show(layout)
        // A Cancel button takes the place of the window's close button, as in GNOME's dialogs.
        let showsWindowButtons: gboolean = layout.cancellation.isEmpty ? 1 : 0
        adw_header_bar_set_show_start_title_buttons(headerBar.opaque, showsWindowButtons)
        adw_header_bar_set_show_end_title_buttons(headerBar.opaque, showsWindowButtons)
        let confirmation = layout.confirmation.compactMap(\.gtk)
        let ids = Set(confirmation.map(ObjectIdentifier.init))
        for (id, widget) in suggested where !ids.contains(id) {
            gtk_widget_remove_css_class(widget.widget, "suggested-action")
            suggested[id] = nil
        }
        for widget in confirmation where suggested[ObjectIdentifier(widget)] == nil {
            gtk_widget_add_css_class(widget.widget, "suggested-action")
            suggested[ObjectIdentifier(widget)] = widget
        }
    }
}
