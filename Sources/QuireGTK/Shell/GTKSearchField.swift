import CGtk
import QuireUI

/// `searchable`: a GtkSearchBar above the view's content, holding a GtkSearchEntry and the
/// suggestions' widgets below it. Typing in the window (the bar captures the window's keys) or the
/// header bar's search button reveals it; Escape in the entry hides it. What is typed is reported
/// as GTK's search entry reports it ("search-changed", after a short pause).
final class GTKSearchField: GTKWidget, SearchFieldWidget {
    var onTextChange: (@MainActor (String) -> Void)?
    var onSubmit: (@MainActor () -> Void)?
    var onSearchingChange: (@MainActor (Bool) -> Void)?

    private let bar = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_search_bar_new()))
    private let entry = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_search_entry_new()))
    private let suggestions = GTKColumnBox(expands: false)
    private let main = GTKColumnBox()
    /// Set while the graph sets the entry's text or the bar's mode, so it is not reported back.
    private var isSetting = false

    init() {
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let box = ref.cast(to: GtkBox.self)
        let inner = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)))
        let entryWidget = entry.cast(to: GtkWidget.self)
        gtk_widget_set_hexpand(entryWidget, 1)
        gtk_widget_set_size_request(entryWidget, 280, -1)
        gtk_box_append(inner.cast(to: GtkBox.self), entryWidget)
        gtk_box_append(inner.cast(to: GtkBox.self), suggestions.widget)
        gtk_search_bar_set_child(bar.opaque, inner.cast(to: GtkWidget.self))
        gtk_search_bar_connect_entry(bar.opaque, OpaquePointer(entry.object))
        gtk_box_append(box, bar.cast(to: GtkWidget.self))
        gtk_box_append(box, main.widget)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)

        entry.connect("search-changed") { [weak self] in
            guard let self, !self.isSetting else { return }
            self.onTextChange?(self.entryText)
        }
        entry.connect("activate") { [weak self] in self?.onSubmit?() }
        bar.connectNotify("search-mode-enabled") { [weak self] in
            guard let self, !self.isSetting else { return }
            self.onSearchingChange?(gtk_search_bar_get_search_mode(self.bar.opaque) != 0)
        }
        // Typing anywhere in the window starts a search, as in GNOME's apps.
        ref.connect("realize") { [weak self] in
            guard let self, let root = gtk_widget_get_root(self.widget) else { return }
            gtk_search_bar_set_key_capture_widget(self.bar.opaque, UnsafeMutableRawPointer(root)
                .assumingMemoryBound(to: GtkWidget.self))
        }
    }

    private var entryText: String {
        gtk_editable_get_text(OpaquePointer(entry.object)).map { String(cString: $0) } ?? ""
    }

    func setMainContent(_ content: [any PlatformWidget]) { main.set(content) }
    func setSuggestions(_ content: [any PlatformWidget]) { suggestions.set(content) }

    func setText(_ text: String) {
        guard text != entryText else { return }
        isSetting = true
        gtk_editable_set_text(OpaquePointer(entry.object), text)
        isSetting = false
    }

    func setPrompt(_ prompt: String) {
        quire_object_set_string(entry.raw, "placeholder-text", prompt)
        quire_accessible_set_label(OpaquePointer(entry.object), prompt)
    }

    func setSearching(_ isSearching: Bool) {
        isSetting = true
        gtk_search_bar_set_search_mode(bar.opaque, isSearching ? 1 : 0)
        isSetting = false
        if isSearching {
            gtk_widget_grab_focus(entry.cast(to: GtkWidget.self))
        }
    }
}

extension GTKViewBackend: ShellBackend {
    package func makeInspector() -> any InspectorWidget { GTKInspector() }
    package func makeSearchField() -> any SearchFieldWidget { GTKSearchField() }
}
