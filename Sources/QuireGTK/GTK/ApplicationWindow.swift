import CGtk
import QuireCore
import QuireUI

extension GTK {
    /// An `AdwApplicationWindow` laid out the libadwaita 1.2 way: a vertical box holding an
    /// `AdwHeaderBar` (title widget: an `AdwWindowTitle` with title and subtitle) and the content.
    @MainActor
    package final class ApplicationWindow {
        /// The window. GTK's toplevel list owns it until `close()` or the user closes it.
        package let window: GObjectRef
        /// The `AdwWindowTitle` showing the title and subtitle.
        package let windowTitle: GObjectRef
        /// The flat menu button holding `windowTitle` while the window has a title menu.
        private var titleMenuButton: GObjectRef?
        /// The `AdwHeaderBar`: `packStart`/`packEnd` add buttons to it.
        package let headerBar: GObjectRef
        private let layout: GObjectRef
        private let content: GObjectRef
        private let adaptiveBin: AdaptiveBin

        package init(application: ApplicationRunner, title: String, subtitle: String = "") {
            window = GObjectRef(retaining: UnsafeMutableRawPointer(
                adw_application_window_new(application.application.cast(to: GtkApplication.self))))
            windowTitle = GObjectRef(adopting: UnsafeMutableRawPointer(adw_window_title_new(title, subtitle)))
            headerBar = GObjectRef(adopting: UnsafeMutableRawPointer(adw_header_bar_new()))
            adw_header_bar_set_title_widget(headerBar.opaque, windowTitle.cast(to: GtkWidget.self))

            content = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)))
            let contentWidget = content.cast(to: GtkWidget.self)
            for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                           gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
                margin(contentWidget, 24)
            }
            gtk_widget_set_vexpand(contentWidget, 1)

            layout = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
            gtk_box_append(layout.cast(to: GtkBox.self), headerBar.cast(to: GtkWidget.self))
            gtk_box_append(layout.cast(to: GtkBox.self), contentWidget)
            adaptiveBin = AdaptiveBin(child: layout.cast(to: GtkWidget.self))
            adw_application_window_set_content(
                window.cast(to: AdwApplicationWindow.self), adaptiveBin.ref.cast(to: GtkWidget.self))
            self.title = title
        }

        /// The window title: the header bar's title and the title window managers and `xdotool` see.
        package var title: String {
            get { adw_window_title_get_title(windowTitle.opaque).map { String(cString: $0) } ?? "" }
            set {
                adw_window_title_set_title(windowTitle.opaque, newValue)
                gtk_window_set_title(window.cast(to: GtkWindow.self), newValue)
            }
        }

        /// The header bar's title alone (the window manager's title stays `title`): a document window
        /// adds its modified marker here.
        package var headerTitle: String {
            get { adw_window_title_get_title(windowTitle.opaque).map { String(cString: $0) } ?? "" }
            set { adw_window_title_set_title(windowTitle.opaque, newValue) }
        }

        /// The header bar's subtitle (empty hides it).
        package var subtitle: String {
            get { adw_window_title_get_subtitle(windowTitle.opaque).map { String(cString: $0) } ?? "" }
            set { adw_window_title_set_subtitle(windowTitle.opaque, newValue) }
        }

        /// Replaces everything in the content area with `child`, edge to edge (a mounted view tree
        /// brings its own padding).
        package func setContent(_ child: GObjectRef) {
            let contentWidget = content.cast(to: GtkWidget.self)
            while let existing = gtk_widget_get_first_child(contentWidget) {
                gtk_box_remove(content.cast(to: GtkBox.self), existing)
            }
            for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                           gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
                margin(contentWidget, 0)
            }
            gtk_box_append(content.cast(to: GtkBox.self), child.cast(to: GtkWidget.self))
        }

        /// Adds a widget at the start (left) of the header bar.
        package func packStart(_ widget: UnsafeMutablePointer<GtkWidget>) {
            adw_header_bar_pack_start(headerBar.opaque, widget)
        }

        /// Adds a widget at the end (right) of the header bar.
        package func packEnd(_ widget: UnsafeMutablePointer<GtkWidget>) {
            adw_header_bar_pack_end(headerBar.opaque, widget)
        }

        /// Puts a full-width widget between the header bar and the content (a banner).
        package func insertBelowHeaderBar(_ widget: UnsafeMutablePointer<GtkWidget>) {
            gtk_box_insert_child_after(layout.cast(to: GtkBox.self), widget, headerBar.cast(to: GtkWidget.self))
        }

        /// What the header bar shows in its middle (unless `.principal` items replace it): the title,
        /// or the title in a menu button when the window has a title menu.
        package var titleWidget: GObjectRef { titleMenuButton ?? windowTitle }

        /// Gives the title a menu (a document's Rename, Move To, Duplicate, Export, Revert — the Mac's
        /// title menu): the title becomes a flat menu button opening `menu`. nil takes it away.
        package func setTitleMenu(_ menu: GTK.Menu?) {
            let header = headerBar.opaque
            let shown = adw_header_bar_get_title_widget(header) == titleWidget.cast(to: GtkWidget.self)
            if let menu {
                let button = titleMenuButton ?? {
                    let button = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_menu_button_new()))
                    gtk_widget_add_css_class(button.cast(to: GtkWidget.self), "flat")
                    gtk_widget_set_tooltip_text(button.cast(to: GtkWidget.self), QuireStrings.localized("Document Menu"))
                    quire_accessible_set_label(OpaquePointer(button.object), QuireStrings.localized("Document Menu"))
                    if shown { adw_header_bar_set_title_widget(header, nil) }
                    gtk_menu_button_set_child(button.opaque, windowTitle.cast(to: GtkWidget.self))
                    titleMenuButton = button
                    return button
                }()
                gtk_menu_button_set_menu_model(button.opaque, menu.ref.cast(to: GMenuModel.self))
            } else if let button = titleMenuButton {
                if shown { adw_header_bar_set_title_widget(header, nil) }
                gtk_menu_button_set_child(button.opaque, nil)
                titleMenuButton = nil
            }
            if shown { adw_header_bar_set_title_widget(header, titleWidget.cast(to: GtkWidget.self)) }
        }

        /// A window with no visible title (`windowStyle(.hiddenTitleBar)`): the header bar keeps its
        /// buttons and window controls, shows no title and is flat, so the content runs up into it.
        /// The window manager still gets the title.
        package func hideTitle() {
            gtk_widget_set_visible(windowTitle.cast(to: GtkWidget.self), 0)
            gtk_widget_add_css_class(headerBar.cast(to: GtkWidget.self), "flat")
        }

        /// Escape closes the window, when no widget in it took the key first (a palette's).
        package func closeOnEscape() {
            guard let keysPointer = gtk_event_controller_key_new() else { return }
            let keys = GObjectRef(retaining: UnsafeMutableRawPointer(keysPointer))
            keys.connectKeyPressed { [weak self] key, _ in
                guard key == UInt32(GDK_KEY_Escape), let self else { return false }
                self.close()
                return true
            }
            gtk_widget_add_controller(window.cast(to: GtkWidget.self), keysPointer)
        }

        /// While true, the window's content does not hold the window to its minimum width: set while
        /// its views adapt to a new size class (`AdaptiveBin`).
        package var defersMinimumWidth: Bool {
            get { adaptiveBin.defersMinimumWidth }
            set { adaptiveBin.defersMinimumWidth = newValue }
        }

        /// Puts a full-width widget below the content (an action bar).
        package func appendBelowContent(_ widget: UnsafeMutablePointer<GtkWidget>) {
            gtk_box_append(layout.cast(to: GtkBox.self), widget)
        }

        /// Destroys the window without asking (`close-request` is not emitted).
        package func destroy() {
            gtk_window_destroy(window.cast(to: GtkWindow.self))
        }

        /// Shows or hides the window (a hidden window stays the application's).
        package var isVisible: Bool {
            get { gtk_widget_get_visible(window.cast(to: GtkWidget.self)) != 0 }
            set { gtk_widget_set_visible(window.cast(to: GtkWidget.self), newValue ? 1 : 0) }
        }

        /// Adds a widget below the previous ones.
        package func append(_ child: some Widget) {
            gtk_box_append(content.cast(to: GtkBox.self), child.widget.cast(to: GtkWidget.self))
        }

        package func setDefaultSize(width: Int32, height: Int32) {
            gtk_window_set_default_size(window.cast(to: GtkWindow.self), width, height)
        }

        /// Shows the window and raises it.
        package func present() {
            gtk_window_present(window.cast(to: GtkWindow.self))
        }

        /// Asks to close, as the close button does (`close-request` handlers may refuse).
        package func close() {
            gtk_window_close(window.cast(to: GtkWindow.self))
        }

        /// Called when the user or `close()` asks to close; return `true` to keep the window open.
        package func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) {
            window.connectReturningBool("close-request", handler)
        }
    }
}
