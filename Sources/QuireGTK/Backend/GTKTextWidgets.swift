import CGtk
import QuireUI

/// `Text`: a wrapping GtkLabel.
final class GTKLabel: GTKWidget, TextWidget {
    init() {
        super.init(adopting: gtk_label_new(nil))
        gtk_label_set_wrap(ref.opaque, 1)
        gtk_label_set_wrap_mode(ref.opaque, PANGO_WRAP_WORD_CHAR)
        TextIdealWidth.install(on: widget)
    }

    func setText(_ text: String) {
        gtk_label_set_text(ref.opaque, text)
    }

    override func setStyle(_ style: WidgetStyle) {
        super.setStyle(style)
        let justification: GtkJustification = switch style.multilineTextAlignment {
        case .leading: GTK_JUSTIFY_LEFT
        case .center: GTK_JUSTIFY_CENTER
        case .trailing: GTK_JUSTIFY_RIGHT
        }
        gtk_label_set_justify(ref.opaque, justification)
        // A wrapped text given more width than its lines take keeps them to the same side (SwiftUI
        // sizes a wrapped text to its widest line; GTK centres the lines in the label's width).
        let lineAlignment: Float = switch style.multilineTextAlignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        gtk_label_set_xalign(ref.opaque, lineAlignment)
    }
}

/// `TextEditor`: a GtkTextView in a GtkScrolledWindow, below its find and replace bar
/// (`GTKTextFindBar`). The buffer's own undo is off: the document's undo manager owns Ctrl+Z.
final class GTKTextEditor: GTKWidget, TextEditorWidget {
    private let textView: GObjectRef
    private let buffer: GObjectRef
    private let findBar: GTKTextFindBar
    private var isSettingText = false
    /// What the graph last said of the find bar.
    private var find = TextFindState()
    /// The text's margins on edges `contentMargins` leaves alone: a few pixels, as AppKit's text views
    /// inset their lines (GTK's own are zero, the text touching the frame).
    private static let defaultMargin: Int32 = 6
    var onTextChange: (@MainActor (String) -> Void)?
    var onFindPresentedChange: (@MainActor (Bool) -> Void)?

    init() {
        textView = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_text_view_new()))
        buffer = GObjectRef(retaining: UnsafeMutableRawPointer(
            gtk_text_view_get_buffer(textView.cast(to: GtkTextView.self))))
        findBar = GTKTextFindBar(textView: textView, buffer: buffer)
        let view = textView.cast(to: GtkTextView.self)
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let scrolled = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), textView.cast(to: GtkWidget.self))
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_box_append(ref.cast(to: GtkBox.self), findBar.bar.cast(to: GtkWidget.self))
        gtk_box_append(ref.cast(to: GtkBox.self), scrolled)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        setContentMargins(ContentMargins())
        gtk_text_buffer_set_enable_undo(buffer.cast(to: GtkTextBuffer.self), 0)
        buffer.connect("changed") { [weak self] in self?.bufferChanged() }
        findBar.onEdited = { [weak self] in self?.bufferChanged() }
        findBar.onShownChange = { [weak self] shown in self?.onFindPresentedChange?(shown) }
        if let keysPointer = gtk_event_controller_key_new() {
            let keys = GObjectRef(retaining: UnsafeMutableRawPointer(keysPointer))
            keys.connectKeyPressed { [weak self] key, modifiers in
                guard let self, self.find.allowsFind else { return false }
                return self.findBar.handleKey(key, modifiers: modifiers)
            }
            gtk_widget_add_controller(textView.cast(to: GtkWidget.self), keysPointer)
        }
    }

    override var styledWidget: UnsafeMutablePointer<GtkWidget> { textView.cast() }

    func setText(_ text: String) {
        isSettingText = true
        defer { isSettingText = false }
        gtk_text_buffer_set_text(buffer.cast(to: GtkTextBuffer.self), text, -1)
    }

    func setFind(_ find: TextFindState) {
        self.find = find
        findBar.allowsReplace = find.allowsReplace
        if !find.allowsFind {
            findBar.setShown(false)
        } else if let isPresented = find.isPresented, isPresented != findBar.isShown {
            if isPresented {
                findBar.show(replacing: false)
            } else {
                findBar.hide()
            }
        }
    }

    func setContentMargins(_ margins: ContentMargins) {
        let view = textView.cast(to: GtkTextView.self)
        gtk_text_view_set_top_margin(view, margins.top.map { Int32($0) } ?? Self.defaultMargin)
        gtk_text_view_set_left_margin(view, margins.leading.map { Int32($0) } ?? Self.defaultMargin)
        gtk_text_view_set_bottom_margin(view, margins.bottom.map { Int32($0) } ?? Self.defaultMargin)
        gtk_text_view_set_right_margin(view, margins.trailing.map { Int32($0) } ?? Self.defaultMargin)
    }

    private func bufferChanged() {
        guard !isSettingText, !findBar.isEditing, let onTextChange else { return }
        let textBuffer = buffer.cast(to: GtkTextBuffer.self)
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(textBuffer, &start, &end)
        guard let characters = gtk_text_buffer_get_text(textBuffer, &start, &end, 1) else { return }
        defer { g_free(characters) }
        onTextChange(String(cString: characters))
    }
}

/// `TextField`: a GtkEntry; Enter (`activate`) submits.
final class GTKTextField: GTKWidget, TextFieldWidget {
    private var isSettingText = false
    var onTextChange: (@MainActor (String) -> Void)?
    var onSubmit: (@MainActor () -> Void)?
    var onFocusEnter: (@MainActor () -> Void)?
    var onFocusLeave: (@MainActor () -> Void)?

    /// Whether this is a password entry (`SecureField`): dots for the text, a peek button, a Caps Lock
    /// warning, and no copying out.
    private let isSecure: Bool

    init(secure: Bool = false) {
        isSecure = secure
        super.init(adopting: secure ? gtk_password_entry_new() : gtk_entry_new())
        if secure {
            gtk_password_entry_set_show_peek_icon(ref.opaque, 1)
        }
        // SwiftUI's text fields take the width offered.
        gtk_widget_set_hexpand(widget, 1)
        ref.connect("changed") { [weak self] in self?.entryChanged() }
        ref.connect("activate") { [weak self] in self?.onSubmit?() }
        if let focusPointer = gtk_event_controller_focus_new() {
            let focus = GObjectRef(retaining: UnsafeMutableRawPointer(focusPointer))
            focus.connect("enter") { [weak self] in self?.onFocusEnter?() }
            focus.connect("leave") { [weak self] in self?.onFocusLeave?() }
            gtk_widget_add_controller(widget, focusPointer)
        }
    }

    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(ref.object), label)
    }

    func setText(_ text: String) {
        isSettingText = true
        defer { isSettingText = false }
        gtk_editable_set_text(ref.opaque, text)
    }

    func setPlaceholder(_ placeholder: String) {
        if isSecure {
            quire_object_set_string(ref.raw, "placeholder-text", placeholder)
        } else {
            gtk_entry_set_placeholder_text(ref.cast(to: GtkEntry.self), placeholder)
        }
    }

    private func entryChanged() {
        guard !isSettingText, let onTextChange else { return }
        let text = gtk_editable_get_text(ref.opaque).map { String(cString: $0) } ?? ""
        onTextChange(text)
    }
}
