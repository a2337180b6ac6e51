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

/// `TextEditor`: a GtkTextView in a GtkScrolledWindow. The buffer's own undo is off: the document's
/// undo manager owns Ctrl+Z.
final class GTKTextEditor: GTKWidget, EditableTextWidget {
    private let textView: GObjectRef
    private let buffer: GObjectRef
    private var isSettingText = false
    var onTextChange: (@MainActor (String) -> Void)?

    init() {
        textView = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_text_view_new()))
        buffer = GObjectRef(retaining: UnsafeMutableRawPointer(
            gtk_text_view_get_buffer(textView.cast(to: GtkTextView.self))))
        super.init(adopting: gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(ref.opaque, textView.cast(to: GtkWidget.self))
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_text_view_set_wrap_mode(textView.cast(to: GtkTextView.self), GTK_WRAP_WORD_CHAR)
        gtk_text_buffer_set_enable_undo(buffer.cast(to: GtkTextBuffer.self), 0)
        buffer.connect("changed") { [weak self] in self?.bufferChanged() }
    }

    override var styledWidget: UnsafeMutablePointer<GtkWidget> { textView.cast() }

    func setText(_ text: String) {
        isSettingText = true
        defer { isSettingText = false }
        gtk_text_buffer_set_text(buffer.cast(to: GtkTextBuffer.self), text, -1)
    }

    private func bufferChanged() {
        guard !isSettingText, let onTextChange else { return }
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
