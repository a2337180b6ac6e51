import CGtk
import QuireUI

/// `TextField(…, axis: .vertical)`: a GtkTextView in a GtkScrolledWindow that takes the text's natural
/// height between its line limits (`min-content-height`, `max-content-height`), then scrolls (no scroll
/// bar), in an overlay holding the placeholder, in a box that asks for that natural height; drawn as
/// libadwaita draws an entry (a tinted, rounded field with the accent outline while focused), with the
/// placeholder a dimmed label over the empty text. Enter submits, Shift/Ctrl/Alt+Enter start a new
/// line (macOS's vertical fields take Option+Return); Tab moves the focus on, as from an entry.
final class GTKMultilineTextField: GTKWidget, MultilineTextFieldWidget {
    private let textView: GObjectRef
    private let buffer: GObjectRef
    private let scrolled: UnsafeMutablePointer<GtkWidget>
    private let placeholder: UnsafeMutablePointer<GtkWidget>
    private var isSettingText = false
    private var limits = TextFieldLineLimits()
    /// The text's inset from the field's edges: an entry's (9 pixels at the sides, one line about as
    /// tall as an entry's 34 pixels).
    private static let horizontalMargin: Int32 = 9
    private static let verticalMargin: Int32 = 8
    static let cssClass = "quire-multiline-entry"

    var onTextChange: (@MainActor (String) -> Void)?
    var onSubmit: (@MainActor () -> Void)?
    var onFocusEnter: (@MainActor () -> Void)?
    var onFocusLeave: (@MainActor () -> Void)?

    init() {
        textView = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_text_view_new()))
        buffer = GObjectRef(retaining: UnsafeMutableRawPointer(
            gtk_text_view_get_buffer(textView.cast(to: GtkTextView.self))))
        scrolled = gtk_scrolled_window_new()
        placeholder = gtk_label_new(nil)
        let overlay = gtk_overlay_new()
        super.init(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_box_append(ref.cast(to: GtkBox.self), overlay)
        Self.takeNaturalHeight(widget)
        let view = textView.cast(to: GtkTextView.self)
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(view, 0)
        gtk_text_view_set_left_margin(view, Self.horizontalMargin)
        gtk_text_view_set_right_margin(view, Self.horizontalMargin)
        gtk_text_view_set_top_margin(view, Self.verticalMargin)
        gtk_text_view_set_bottom_margin(view, Self.verticalMargin)
        let scroller = OpaquePointer(scrolled)
        gtk_scrolled_window_set_child(scroller, textView.cast(to: GtkWidget.self))
        // No scroll bar, as in SwiftUI's vertical fields: its least height would keep a one-line field
        // two lines tall. The text still scrolls (wheel, cursor) past the line limit.
        gtk_scrolled_window_set_policy(scroller, GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_propagate_natural_height(scroller, 1)
        gtk_overlay_set_child(OpaquePointer(overlay), scrolled)

        gtk_widget_add_css_class(placeholder, "dim-label")
        gtk_label_set_xalign(OpaquePointer(placeholder), 0)
        gtk_widget_set_valign(placeholder, GTK_ALIGN_START)
        gtk_widget_set_halign(placeholder, GTK_ALIGN_FILL)
        gtk_widget_set_margin_start(placeholder, Self.horizontalMargin)
        gtk_widget_set_margin_end(placeholder, Self.horizontalMargin)
        gtk_widget_set_margin_top(placeholder, Self.verticalMargin)
        gtk_widget_set_can_target(placeholder, 0)
        gtk_overlay_add_overlay(OpaquePointer(overlay), placeholder)

        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_add_css_class(widget, Self.cssClass)
        CSSStyleSheet.shared.installRules(Self.cssClass, """
            .\(Self.cssClass) { background-color: alpha(currentColor, 0.1); border-radius: 6px; }
            .\(Self.cssClass) scrolledwindow, .\(Self.cssClass) textview, .\(Self.cssClass) textview > text \
            { background: none; }
            .\(Self.cssClass):focus-within { outline: 2px solid alpha(@accent_color, 0.5); outline-offset: -2px; }
            """)

        buffer.connect("changed") { [weak self] in self?.bufferChanged() }
        if let keysPointer = gtk_event_controller_key_new() {
            gtk_event_controller_set_propagation_phase(keysPointer, GTK_PHASE_CAPTURE)
            let keys = GObjectRef(retaining: UnsafeMutableRawPointer(keysPointer))
            keys.connectKeyPressed { [weak self] key, modifiers in
                self?.handleKey(key, modifiers: modifiers) ?? false
            }
            gtk_widget_add_controller(textView.cast(to: GtkWidget.self), keysPointer)
        }
        if let focusPointer = gtk_event_controller_focus_new() {
            let focus = GObjectRef(retaining: UnsafeMutableRawPointer(focusPointer))
            focus.connect("enter") { [weak self] in self?.onFocusEnter?() }
            focus.connect("leave") { [weak self] in self?.onFocusLeave?() }
            gtk_widget_add_controller(textView.cast(to: GtkWidget.self), focusPointer)
        }
        applyLineLimits()
    }

    override var styledWidget: UnsafeMutablePointer<GtkWidget> { textView.cast() }

    override func setStyle(_ style: WidgetStyle) {
        super.setStyle(style)
        // A font changes the line height the limits are measured in.
        applyLineLimits()
    }

    func setText(_ text: String) {
        isSettingText = true
        defer { isSettingText = false }
        gtk_text_buffer_set_text(buffer.cast(to: GtkTextBuffer.self), text, -1)
        updatePlaceholder()
    }

    func setPlaceholder(_ placeholder: String) {
        gtk_label_set_text(OpaquePointer(self.placeholder), placeholder)
    }

    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(textView.object), label)
    }

    func setLineLimits(_ limits: TextFieldLineLimits) {
        self.limits = limits
        applyLineLimits()
    }

    /// Sizes the scroller's content to the limits in lines of the text view's font. The maximum is
    /// lifted first: GTK refuses a minimum above the current maximum.
    private func applyLineLimits() {
        let scroller = OpaquePointer(scrolled)
        let lineHeight = Int32(lineHeight())
        let margins = 2 * Self.verticalMargin
        gtk_scrolled_window_set_max_content_height(scroller, -1)
        gtk_scrolled_window_set_min_content_height(scroller, Int32(limits.minimum) * lineHeight + margins)
        if let maximum = limits.maximum {
            gtk_scrolled_window_set_max_content_height(scroller, Int32(maximum) * lineHeight + margins)
        }
    }

    /// Makes `box`'s least height its child's natural height for the width. A form's GtkListBox gives
    /// each row its least height, where the scroller would stay as short as its minimum content.
    private static func takeNaturalHeight(_ box: UnsafeMutablePointer<GtkWidget>) {
        // The widget owns its layout manager (the call takes the reference gtk_custom_layout_new made).
        let layout = gtk_custom_layout_new({ _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }, { widget, orientation, forSize, minimum, natural, _, _ in
            guard let child = gtk_widget_get_first_child(widget) else { return }
            var childMinimum: Int32 = 0
            var childNatural: Int32 = 0
            gtk_widget_measure(child, orientation, forSize, &childMinimum, &childNatural, nil, nil)
            minimum?.pointee = orientation == GTK_ORIENTATION_VERTICAL ? childNatural : childMinimum
            natural?.pointee = childNatural
        }, { widget, width, height, baseline in
            guard let child = gtk_widget_get_first_child(widget) else { return }
            gtk_widget_allocate(child, width, height, baseline, nil)
        })
        gtk_widget_set_layout_manager(box, layout)
    }

    /// The height of one line of text in the text view's font.
    private func lineHeight() -> Int {
        guard let layout = gtk_widget_create_pango_layout(textView.cast(to: GtkWidget.self), "Ag") else { return 17 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, nil, &height)
        return Int(max(height, 1))
    }

    private func handleKey(_ key: UInt32, modifiers: GdkModifierType) -> Bool {
        let enterKeys = [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter].map { UInt32($0) }
        guard enterKeys.contains(key) else { return false }
        let newLine = GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
        if modifiers.rawValue & newLine != 0 {
            let textBuffer = buffer.cast(to: GtkTextBuffer.self)
            gtk_text_buffer_insert_interactive_at_cursor(textBuffer, "\n", 1, 1)
            gtk_text_view_scroll_mark_onscreen(textView.cast(to: GtkTextView.self),
                                               gtk_text_buffer_get_insert(textBuffer))
        } else {
            onSubmit?()
        }
        return true
    }

    private func bufferChanged() {
        updatePlaceholder()
        guard !isSettingText, let onTextChange else { return }
        onTextChange(currentText())
    }

    private func currentText() -> String {
        let textBuffer = buffer.cast(to: GtkTextBuffer.self)
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(textBuffer, &start, &end)
        guard let characters = gtk_text_buffer_get_text(textBuffer, &start, &end, 1) else { return "" }
        defer { g_free(characters) }
        return String(cString: characters)
    }

    private func updatePlaceholder() {
        let isEmpty = gtk_text_buffer_get_char_count(buffer.cast(to: GtkTextBuffer.self)) == 0
        gtk_widget_set_visible(placeholder, isEmpty ? 1 : 0)
    }

}
