import CGtk
import Dispatch
import QuireCore
import QuireUI

/// A text editor's find and replace bar, laid out as GNOME Text Editor's: a GtkSearchBar above the
/// text with a search entry, the match count ("3 of 12"), previous and next buttons and a toggle for
/// the replace row (an entry, Replace, Replace All). Every match is highlighted; the current one is
/// the selection. Matching ignores case, as GNOME's editors do by default.
///
/// Keys, while the editor or the bar has the focus: Ctrl+F shows the bar, Ctrl+H shows it with the
/// replace row, Enter and Ctrl+G go to the next match, Shift+Enter and Shift+Ctrl+G to the previous
/// one, Escape hides the bar and gives the text its focus back.
@MainActor
final class GTKTextFindBar {
    /// The GtkSearchBar, to be placed above the text.
    let bar = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_search_bar_new()))
    /// Runs when the bar shows or hides, whoever asked.
    var onShownChange: (@MainActor (Bool) -> Void)?
    /// Runs once after Replace or Replace All edited the buffer. While they edit, `isEditing` is set,
    /// so the editor reports the finished text once, not each deletion and insertion.
    var onEdited: (@MainActor () -> Void)?
    private(set) var isEditing = false
    var allowsReplace = true {
        didSet { if !allowsReplace { setReplaceShown(false) } }
    }

    private let textView: GObjectRef
    private let buffer: GObjectRef
    private let searchEntry = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_search_entry_new()))
    private let replaceEntry = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_entry_new()))
    private let countLabel = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_label_new(nil)))
    private let replaceRow = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)))
    private let replaceToggle = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_toggle_button_new()))
    private let matchTag: UnsafeMutablePointer<GtkTextTag>
    /// Where the matches start (character offsets), in order, at most `matchLimit` of them.
    private var matchStarts: [Int32] = []
    private var refreshScheduled = false
    /// Set while the bar sets its own widgets, so their signals are not taken for the person's.
    private var isSetting = false
    /// The buttons made here, kept alive with the bar.
    private var buttons: [GObjectRef] = []

    /// Matches counted and highlighted at most: beyond, the count says "10000+" (finding the next one
    /// still searches the whole text).
    private static let matchLimit = 10_000
    private static let searchFlags = GtkTextSearchFlags(
        rawValue: GTK_TEXT_SEARCH_CASE_INSENSITIVE.rawValue | GTK_TEXT_SEARCH_TEXT_ONLY.rawValue)

    init(textView: GObjectRef, buffer: GObjectRef) {
        self.textView = textView
        self.buffer = buffer
        guard let tag = gtk_text_tag_new("quire-find-match") else { preconditionFailure("GTK made no text tag") }
        matchTag = tag
        // GNOME's match highlight: translucent yellow, readable in light and dark styles.
        quire_object_set_string(UnsafeMutableRawPointer(tag), "background", "rgba(246, 211, 45, 0.45)")
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer.cast(to: GtkTextBuffer.self)), tag)
        g_object_unref(UnsafeMutableRawPointer(tag))
        layOut()
        connectSignals()
    }

    var isShown: Bool { gtk_search_bar_get_search_mode(bar.opaque) != 0 }

    // MARK: showing

    /// Shows the bar (with the replace row if asked and allowed) and puts the focus in its entry,
    /// filled with the selected text when that is one line.
    func show(replacing: Bool) {
        if let selected = selectedText, !selected.isEmpty, !selected.contains("\n") {
            gtk_editable_set_text(OpaquePointer(searchEntry.object), selected)
        }
        setShown(true)
        setReplaceShown(replacing && allowsReplace)
        let focus = replacing && allowsReplace ? replaceEntry : searchEntry
        gtk_widget_grab_focus(focus.cast(to: GtkWidget.self))
        refreshMatches()
    }

    /// Hides the bar and its highlights; the text gets the focus back if the bar had it.
    func hide() {
        let hadFocus = gtk_widget_get_focus_child(bar.cast(to: GtkWidget.self)) != nil
        setShown(false)
        if hadFocus {
            gtk_widget_grab_focus(textView.cast(to: GtkWidget.self))
        }
    }

    /// Shows or hides the bar without moving the focus (the graph's binding said so).
    func setShown(_ shown: Bool) {
        guard shown != isShown else { return }
        isSetting = true
        if shown { gtk_widget_set_visible(bar.cast(to: GtkWidget.self), 1) }
        gtk_search_bar_set_search_mode(bar.opaque, shown ? 1 : 0)
        isSetting = false
        shownChanged()
    }

    /// The editor's keys (see the type's comment); returns whether the key was one of them.
    func handleKey(_ key: UInt32, modifiers: GdkModifierType) -> Bool {
        let held = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue)
        let control = GDK_CONTROL_MASK.rawValue
        let shiftControl = control | GDK_SHIFT_MASK.rawValue
        switch (key, held) {
        case (UInt32(GDK_KEY_f), control):
            show(replacing: false)
        case (UInt32(GDK_KEY_h), control):
            show(replacing: true)
        case (UInt32(GDK_KEY_g), control), (UInt32(GDK_KEY_G), control):
            findNext(backwards: false)
        case (UInt32(GDK_KEY_g), shiftControl), (UInt32(GDK_KEY_G), shiftControl):
            findNext(backwards: true)
        default:
            return false
        }
        return true
    }

    // MARK: finding

    private var searchText: String {
        gtk_editable_get_text(OpaquePointer(searchEntry.object)).map { String(cString: $0) } ?? ""
    }

    private var replacementText: String {
        gtk_editable_get_text(OpaquePointer(replaceEntry.object)).map { String(cString: $0) } ?? ""
    }

    private var textBuffer: UnsafeMutablePointer<GtkTextBuffer> { buffer.cast() }

    private var selectedText: String? {
        var start = GtkTextIter()
        var end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(textBuffer, &start, &end) != 0,
              let characters = gtk_text_buffer_get_text(textBuffer, &start, &end, 0) else { return nil }
        defer { g_free(characters) }
        return String(cString: characters)
    }

    /// Selects the next match after the selection (or the previous one before it), from the other end
    /// of the text when there is none, and scrolls it into view.
    func findNext(backwards: Bool) {
        let needle = searchText
        guard !needle.isEmpty else { return }
        var selectionStart = GtkTextIter()
        var selectionEnd = GtkTextIter()
        gtk_text_buffer_get_selection_bounds(textBuffer, &selectionStart, &selectionEnd)
        var matchStart = GtkTextIter()
        var matchEnd = GtkTextIter()
        var found: Bool
        if backwards {
            found = gtk_text_iter_backward_search(&selectionStart, needle, Self.searchFlags, &matchStart, &matchEnd, nil) != 0
            if !found {
                var end = GtkTextIter()
                gtk_text_buffer_get_end_iter(textBuffer, &end)
                found = gtk_text_iter_backward_search(&end, needle, Self.searchFlags, &matchStart, &matchEnd, nil) != 0
            }
        } else {
            found = gtk_text_iter_forward_search(&selectionEnd, needle, Self.searchFlags, &matchStart, &matchEnd, nil) != 0
            if !found {
                var start = GtkTextIter()
                gtk_text_buffer_get_start_iter(textBuffer, &start)
                found = gtk_text_iter_forward_search(&start, needle, Self.searchFlags, &matchStart, &matchEnd, nil) != 0
            }
        }
        guard found else { return }
        gtk_text_buffer_select_range(textBuffer, &matchStart, &matchEnd)
        gtk_text_view_scroll_to_mark(textView.cast(to: GtkTextView.self), gtk_text_buffer_get_insert(textBuffer),
                                     0.1, 0, 0, 0)
        updateCount()
    }

    /// The selection's bounds when the selection is exactly one match.
    private func selectedMatch() -> (start: GtkTextIter, end: GtkTextIter)? {
        let needle = searchText
        var start = GtkTextIter()
        var end = GtkTextIter()
        guard !needle.isEmpty, gtk_text_buffer_get_selection_bounds(textBuffer, &start, &end) != 0 else { return nil }
        var matchStart = GtkTextIter()
        var matchEnd = GtkTextIter()
        var from = start
        guard gtk_text_iter_forward_search(&from, needle, Self.searchFlags, &matchStart, &matchEnd, &end) != 0,
              gtk_text_iter_equal(&matchStart, &start) != 0, gtk_text_iter_equal(&matchEnd, &end) != 0
        else { return nil }
        return (start, end)
    }

    // MARK: replacing

    /// Replaces the selected match, if the selection is one, and selects the next match.
    func replaceCurrent() {
        guard allowsReplace else { return }
        if var match = selectedMatch() {
            let replacement = replacementText
            edit {
                gtk_text_buffer_delete(textBuffer, &match.start, &match.end)
                gtk_text_buffer_insert(textBuffer, &match.start, replacement, -1)
                gtk_text_buffer_place_cursor(textBuffer, &match.start)
            }
        }
        findNext(backwards: false)
    }

    /// Replaces every match, as one edit (one undo).
    func replaceAll() {
        let needle = searchText
        guard allowsReplace, !needle.isEmpty else { return }
        let replacement = replacementText
        edit {
            var from = GtkTextIter()
            gtk_text_buffer_get_start_iter(textBuffer, &from)
            var matchStart = GtkTextIter()
            var matchEnd = GtkTextIter()
            while gtk_text_iter_forward_search(&from, needle, Self.searchFlags, &matchStart, &matchEnd, nil) != 0 {
                // Deleting leaves both iterators at the deletion; inserting moves `matchStart` past
                // the inserted text, where the search goes on (a replacement holding the needle is
                // not searched again).
                gtk_text_buffer_delete(textBuffer, &matchStart, &matchEnd)
                gtk_text_buffer_insert(textBuffer, &matchStart, replacement, -1)
                from = matchStart
            }
        }
    }

    private func edit(_ body: () -> Void) {
        isEditing = true
        gtk_text_buffer_begin_user_action(textBuffer)
        body()
        gtk_text_buffer_end_user_action(textBuffer)
        isEditing = false
        onEdited?()
        refreshMatches()
    }

    // MARK: highlighting and counting

    /// Highlights the matches again after the text changed, once per turn of the main loop.
    private func scheduleRefresh() {
        guard isShown, !refreshScheduled, !isEditing else { return }
        refreshScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.refreshScheduled = false
            self.refreshMatches()
        }
    }

    private func refreshMatches() {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(textBuffer, &start, &end)
        gtk_text_buffer_remove_tag(textBuffer, matchTag, &start, &end)
        matchStarts.removeAll(keepingCapacity: true)
        let needle = searchText
        if isShown, !needle.isEmpty {
            var matchStart = GtkTextIter()
            var matchEnd = GtkTextIter()
            while matchStarts.count < Self.matchLimit,
                  gtk_text_iter_forward_search(&start, needle, Self.searchFlags, &matchStart, &matchEnd, nil) != 0 {
                gtk_text_buffer_apply_tag(textBuffer, matchTag, &matchStart, &matchEnd)
                matchStarts.append(gtk_text_iter_get_offset(&matchStart))
                start = matchEnd
            }
        }
        updateCount()
    }

    /// "3 of 12" on a match, "12 matches" elsewhere, "No matches"; the entry shows GNOME's error
    /// style when nothing matches.
    private func updateCount() {
        let needle = searchText
        let count = matchStarts.count
        let total = count >= Self.matchLimit ? "\(Self.matchLimit)+" : "\(count)"
        let label: String
        if needle.isEmpty {
            label = ""
        } else if count == 0 {
            label = QuireStrings.localized("No matches")
        } else if var match = selectedMatch(),
                  let index = matchStarts.firstIndex(of: gtk_text_iter_get_offset(&match.start)) {
            label = "\(index + 1) of \(total)"
        } else {
            label = count == 1 ? "1 match" : "\(total) matches"
        }
        gtk_label_set_text(countLabel.opaque, label)
        let entry = searchEntry.cast(to: GtkWidget.self)
        if !needle.isEmpty && count == 0 {
            gtk_widget_add_css_class(entry, "error")
        } else {
            gtk_widget_remove_css_class(entry, "error")
        }
    }

    // MARK: building

    private func setReplaceShown(_ shown: Bool) {
        gtk_widget_set_visible(replaceRow.cast(to: GtkWidget.self), shown ? 1 : 0)
        isSetting = true
        gtk_toggle_button_set_active(replaceToggle.cast(to: GtkToggleButton.self), shown ? 1 : 0)
        isSetting = false
    }

    private func shownChanged() {
        if !isShown {
            // Hidden, the bar is not in the accessibility tree or the focus chain either: its entries
            // are not the editor's text for assistive technologies.
            gtk_widget_set_visible(bar.cast(to: GtkWidget.self), 0)
            refreshMatches()
        }
        onShownChange?(isShown)
    }

    private func layOut() {
        let rows = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        let findRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        let entry = searchEntry.cast(to: GtkWidget.self)
        gtk_widget_set_size_request(entry, 260, -1)
        gtk_widget_set_hexpand(entry, 1)
        quire_object_set_string(searchEntry.raw, "placeholder-text", QuireStrings.localized("Find"))
        quire_accessible_set_label(searchEntry.opaque, QuireStrings.localized("Find"))
        gtk_widget_add_css_class(countLabel.cast(to: GtkWidget.self), "dim-label")
        gtk_widget_add_css_class(countLabel.cast(to: GtkWidget.self), "numeric")
        append(to: findRow, entry)
        append(to: findRow, countLabel.cast(to: GtkWidget.self))
        let arrows = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_add_css_class(arrows, "linked")
        append(to: arrows, iconButton("go-up-symbolic", name: QuireStrings.localized("Previous Match"), keys: "Shift+Ctrl+G") { [weak self] in
            self?.findNext(backwards: true)
        })
        append(to: arrows, iconButton("go-down-symbolic", name: QuireStrings.localized("Next Match"), keys: "Ctrl+G") { [weak self] in
            self?.findNext(backwards: false)
        })
        append(to: findRow, arrows)
        let toggle = replaceToggle.cast(to: GtkWidget.self)
        gtk_button_set_icon_name(replaceToggle.cast(to: GtkButton.self), "edit-find-replace-symbolic")
        gtk_widget_set_tooltip_text(toggle, "Replace (Ctrl+H)")
        quire_accessible_set_label(replaceToggle.opaque, QuireStrings.localized("Show Replace"))
        append(to: findRow, toggle)

        let replacement = replaceEntry.cast(to: GtkWidget.self)
        gtk_widget_set_hexpand(replacement, 1)
        gtk_entry_set_placeholder_text(replaceEntry.cast(to: GtkEntry.self), QuireStrings.localized("Replace"))
        quire_accessible_set_label(replaceEntry.opaque, QuireStrings.localized("Replace"))
        append(to: replaceRow.cast(to: GtkWidget.self), replacement)
        append(to: replaceRow.cast(to: GtkWidget.self), textButton(QuireStrings.localized("Replace")) { [weak self] in self?.replaceCurrent() })
        append(to: replaceRow.cast(to: GtkWidget.self), textButton(QuireStrings.localized("Replace All")) { [weak self] in self?.replaceAll() })
        gtk_widget_set_visible(replaceRow.cast(to: GtkWidget.self), 0)

        append(to: rows, findRow)
        append(to: rows, replaceRow.cast(to: GtkWidget.self))
        gtk_search_bar_set_child(bar.opaque, rows)
        gtk_search_bar_connect_entry(bar.opaque, OpaquePointer(searchEntry.object))
        gtk_search_bar_set_show_close_button(bar.opaque, 1)
        gtk_widget_set_visible(bar.cast(to: GtkWidget.self), 0)
    }

    private func connectSignals() {
        searchEntry.connect("search-changed") { [weak self] in self?.refreshMatches() }
        // Enter goes to the next match; the search entry's own Ctrl+G and Shift+Ctrl+G signals too.
        searchEntry.connect("activate") { [weak self] in self?.findNext(backwards: false) }
        searchEntry.connect("next-match") { [weak self] in self?.findNext(backwards: false) }
        searchEntry.connect("previous-match") { [weak self] in self?.findNext(backwards: true) }
        replaceEntry.connect("activate") { [weak self] in self?.replaceCurrent() }
        replaceToggle.connect("toggled") { [weak self] in
            guard let self, !self.isSetting else { return }
            let active = gtk_toggle_button_get_active(self.replaceToggle.cast(to: GtkToggleButton.self)) != 0
            self.setReplaceShown(active && self.allowsReplace)
            if active {
                gtk_widget_grab_focus(self.replaceEntry.cast(to: GtkWidget.self))
            }
        }
        // The search bar hides itself on Escape in its entry and on its close button.
        bar.connectNotify("search-mode-enabled") { [weak self] in
            guard let self, !self.isSetting else { return }
            self.shownChanged()
            if !self.isShown {
                gtk_widget_grab_focus(self.textView.cast(to: GtkWidget.self))
            }
        }
        buffer.connect("changed") { [weak self] in self?.scheduleRefresh() }
        buffer.connectNotify("cursor-position") { [weak self] in
            guard let self, self.isShown else { return }
            self.updateCount()
        }
        // Shift+Enter in either entry: the previous match, as in GNOME Text Editor; Escape in either
        // hides the bar (the search bar itself hears Escape only from its search entry).
        for entry in [searchEntry, replaceEntry] {
            guard let keysPointer = gtk_event_controller_key_new() else { continue }
            let keys = GObjectRef(retaining: UnsafeMutableRawPointer(keysPointer))
            keys.connectKeyPressed { [weak self] key, modifiers in
                guard let self else { return false }
                let isReturn = key == UInt32(GDK_KEY_Return) || key == UInt32(GDK_KEY_KP_Enter)
                if isReturn, modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 {
                    self.findNext(backwards: true)
                    return true
                }
                if key == UInt32(GDK_KEY_Escape) {
                    self.hide()
                    return true
                }
                return self.handleKey(key, modifiers: modifiers)
            }
            gtk_event_controller_set_propagation_phase(keysPointer, GTK_PHASE_CAPTURE)
            gtk_widget_add_controller(entry.cast(to: GtkWidget.self), keysPointer)
        }
    }

    private func iconButton(_ icon: String, name: String, keys: String, action: @escaping @MainActor () -> Void)
        -> UnsafeMutablePointer<GtkWidget> {
        let button = keep(gtk_button_new_from_icon_name(icon), action: action)
        gtk_widget_set_tooltip_text(button, "\(name) (\(keys))")
        quire_accessible_set_label(OpaquePointer(button), name)
        return button
    }

    private func textButton(_ label: String, action: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        keep(gtk_button_new_with_label(label), action: action)
    }

    private func append(to box: UnsafeMutablePointer<GtkWidget>?, _ child: UnsafeMutablePointer<GtkWidget>?) {
        UnsafeMutableRawPointer(box).map { gtk_box_append($0.assumingMemoryBound(to: GtkBox.self), child) }
    }

    private func keep(_ pointer: UnsafeMutablePointer<GtkWidget>?, action: @escaping @MainActor () -> Void)
        -> UnsafeMutablePointer<GtkWidget> {
        guard let pointer else { preconditionFailure("GTK made no button") }
        let button = GObjectRef(adopting: UnsafeMutableRawPointer(pointer))
        button.connect("clicked", action)
        buttons.append(button)
        return pointer
    }
}
