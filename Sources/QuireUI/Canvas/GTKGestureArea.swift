import CGtk
import Foundation

/// A gesture area on GTK: an AdwBin around the content with the controllers its inputs need — a
/// GtkGestureDrag (primary button) for drags, a GtkGestureClick for taps (reported on release with
/// the press count), a GtkEventControllerKey for keys (arrow keys map to SwiftUI's arrow
/// `KeyEquivalent`s).
final class GTKGestureArea: GTKWidget, GestureWidget {
    var onDrag: (@MainActor (PointerDrag) -> Void)?
    var onTap: (@MainActor (Int, CGPoint) -> Void)?
    var onKeyPress: (@MainActor (KeyPress) -> Bool)?
    private let content: GTKWidget?
    private var installed: GestureInputs = []
    private var dragStart = CGPoint.zero
    private var pressLocation: CGPoint?
    /// How far a press may travel and still be a tap: GTK's default drag threshold.
    private static let tapSlop = 8.0

    init(content: any PlatformWidget) {
        self.content = content.gtk
        super.init(adopting: adw_bin_new())
        adw_bin_set_child(ref.cast(to: AdwBin.self), self.content?.widget)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
    }

    override var fillsCrossAxis: Bool { content?.fillsCrossAxis ?? false }

    /// Controllers are added for new inputs; ones no longer wanted stay but their handlers see no
    /// recognition for them (the node ignores events of another kind).
    func setInputs(_ inputs: GestureInputs) {
        if inputs.contains(.drag), !installed.contains(.drag) { addDrag() }
        if inputs.contains(.tap), !installed.contains(.tap) { addClick() }
        if inputs.contains(.keys), !installed.contains(.keys) { addKeys() }
        installed.formUnion(inputs)
    }

    private func addDrag() {
        guard let pointer = gtk_gesture_drag_new() else { return }
        let gesture = GObjectRef(retaining: UnsafeMutableRawPointer(pointer))
        gtk_gesture_single_set_button(gesture.opaque, 1)
        gesture.connectPoint("drag-begin") { [weak self] x, y in
            guard let self else { return }
            // A pressed canvas takes the keyboard focus (a drawing area doesn't on its own), so its
            // key handlers hear the arrow keys next.
            if let content, gtk_widget_get_focusable(content.widget) != 0 { gtk_widget_grab_focus(content.widget) }
            dragStart = CGPoint(x: x, y: y)
            onDrag?(PointerDrag(phase: .began, startLocation: dragStart, location: dragStart))
        }
        gesture.connectPoint("drag-update") { [weak self] dx, dy in
            guard let self else { return }
            let location = CGPoint(x: dragStart.x + dx, y: dragStart.y + dy)
            onDrag?(PointerDrag(phase: .changed, startLocation: dragStart, location: location))
        }
        gesture.connectPoint("drag-end") { [weak self] dx, dy in
            guard let self else { return }
            let location = CGPoint(x: dragStart.x + dx, y: dragStart.y + dy)
            onDrag?(PointerDrag(phase: .ended, startLocation: dragStart, location: location))
        }
        gtk_widget_add_controller(widget, pointer)
    }

    private func addClick() {
        guard let pointer = gtk_gesture_click_new() else { return }
        let gesture = GObjectRef(retaining: UnsafeMutableRawPointer(pointer))
        gtk_gesture_single_set_button(gesture.opaque, 1)
        gesture.connectClickPressed { [weak self] _, x, y in
            self?.pressLocation = CGPoint(x: x, y: y)
        }
        gesture.connectClickReleased { [weak self] count, x, y in
            guard let self else { return }
            // GtkGestureClick still reports a release after the pointer travelled (a drag); SwiftUI's
            // tap is a press and release in place, so a release beyond the drag threshold is no tap.
            let release = CGPoint(x: x, y: y)
            if let press = pressLocation, hypot(release.x - press.x, release.y - press.y) > Self.tapSlop { return }
            onTap?(count, release)
        }
        gtk_widget_add_controller(widget, pointer)
    }

    private func addKeys() {
        guard let pointer = gtk_event_controller_key_new() else { return }
        let controller = GObjectRef(retaining: UnsafeMutableRawPointer(pointer))
        controller.connectKeyPressed { [weak self] keyval, state in
            guard let self, let onKeyPress, let press = Self.keyPress(keyval, state) else { return false }
            return onKeyPress(press)
        }
        gtk_widget_add_controller(widget, pointer)
    }

    private static func keyPress(_ keyval: UInt32, _ state: GdkModifierType) -> KeyPress? {
        let key: KeyEquivalent
        switch keyval {
        case UInt32(GDK_KEY_Up): key = .upArrow
        case UInt32(GDK_KEY_Down): key = .downArrow
        case UInt32(GDK_KEY_Left): key = .leftArrow
        case UInt32(GDK_KEY_Right): key = .rightArrow
        case UInt32(GDK_KEY_Return), UInt32(GDK_KEY_KP_Enter): key = .return
        case UInt32(GDK_KEY_Escape): key = .escape
        case UInt32(GDK_KEY_BackSpace): key = .delete
        case UInt32(GDK_KEY_Tab): key = .tab
        default:
            let code = gdk_keyval_to_unicode(keyval)
            guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
            key = KeyEquivalent(Character(scalar))
        }
        var modifiers: EventModifiers = []
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
        if state.rawValue & GDK_SUPER_MASK.rawValue != 0 { modifiers.insert(.command) }
        return KeyPress(key: key, characters: String(key.character), modifiers: modifiers)
    }
}

extension GTKViewBackend: CanvasBackend {
    package func makeCanvas() -> any CanvasWidget { GTKCanvas() }
    package func makeGestureArea(around content: any PlatformWidget) -> any GestureWidget {
        GTKGestureArea(content: content)
    }
}
