import CGtk
import QuireUI
import Foundation

/// A gesture area on GTK: an AdwBin around the content with the controllers its inputs need — a
/// GtkGestureDrag (primary button) for drags, a GtkGestureClick for taps (reported on release with
/// the press count), a GtkGestureZoom for pinches (and Ctrl+scroll, `addScrollZoom`) and a
/// GtkGestureRotate for twists (two touches or a touchpad), a GtkEventControllerKey for keys (arrow
/// keys map to SwiftUI's arrow `KeyEquivalent`s).
final class GTKGestureArea: GTKWidget, GestureWidget {
    var onDrag: (@MainActor (PointerDrag) -> Void)?
    var onTap: (@MainActor (Int, CGPoint) -> Void)?
    var onPinch: (@MainActor (PointerPinch) -> Void)?
    var onKeyPress: (@MainActor (KeyPress) -> Bool)?
    private let content: GTKWidget?
    private var installed: GestureInputs = []
    /// The controllers added so far (the widget owns them), for the propagation phase.
    private var controllers: [OpaquePointer] = []
    private var capturesEvents = false
    private var dragStart = CGPoint.zero
    private var dragCancelled = false
    private var pressLocation: CGPoint?
    /// The pinch or twist in progress, per recogniser: where it began and its last values.
    private var pinches: [PointerPinch.Kind: PointerPinch] = [:]
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
        if inputs.contains(.magnify), !installed.contains(.magnify) {
            addPinch(.zoom)
            addScrollZoom()
        }
        if inputs.contains(.rotate), !installed.contains(.rotate) { addPinch(.rotate) }
        installed.formUnion(inputs)
    }

    /// A high-priority gesture's area handles events in the capture phase, before the areas inside.
    func setCapturesEvents(_ captures: Bool) {
        guard captures != capturesEvents else { return }
        capturesEvents = captures
        controllers.forEach(applyPhase)
    }

    private func applyPhase(_ controller: OpaquePointer) {
        gtk_event_controller_set_propagation_phase(controller, capturesEvents ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE)
    }

    func add(_ controller: OpaquePointer) {
        applyPhase(controller)
        controllers.append(controller)
        gtk_widget_add_controller(widget, controller)
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
            dragCancelled = false
            onDrag?(PointerDrag(phase: .began, startLocation: dragStart, location: dragStart))
        }
        gesture.connectPoint("drag-update") { [weak self] dx, dy in
            guard let self else { return }
            let location = CGPoint(x: dragStart.x + dx, y: dragStart.y + dy)
            onDrag?(PointerDrag(phase: .changed, startLocation: dragStart, location: location))
        }
        // GTK cancels a drag whose pointer grab is taken away (another gesture claiming the
        // sequence, a popup): `cancel`, then `drag-end` as the gesture stops — that end is no release.
        gesture.connectGestureSequence("cancel") { [weak self] in
            guard let self, !dragCancelled else { return }
            dragCancelled = true
            onDrag?(PointerDrag(phase: .cancelled, startLocation: dragStart, location: dragStart))
        }
        gesture.connectPoint("drag-end") { [weak self] dx, dy in
            guard let self, !dragCancelled else { return }
            let location = CGPoint(x: dragStart.x + dx, y: dragStart.y + dy)
            onDrag?(PointerDrag(phase: .ended, startLocation: dragStart, location: location))
        }
        add(pointer)
    }

    private func addClick() {
        guard let pointer = gtk_gesture_click_new() else { return }
        let gesture = GObjectRef(retaining: UnsafeMutableRawPointer(pointer))
        gtk_gesture_single_set_button(gesture.opaque, 1)
        gesture.connectClickPressed { [weak self] _, x, y in
            guard let self else { return }
            let press = CGPoint(x: x, y: y)
            pressLocation = press
            // Without a drag recogniser here, the press is still the start of an interaction (it ends a
            // high-priority gesture's hold on this area, and starts a tap).
            if !installed.contains(.drag) { onDrag?(PointerDrag(phase: .began, startLocation: press, location: press)) }
        }
        gesture.connectClickReleased { [weak self] count, x, y in
            guard let self else { return }
            // GtkGestureClick still reports a release after the pointer travelled (a drag); SwiftUI's
            // tap is a press and release in place, so a release beyond the drag threshold is no tap.
            let release = CGPoint(x: x, y: y)
            if let press = pressLocation, hypot(release.x - press.x, release.y - press.y) > Self.tapSlop { return }
            onTap?(count, release)
        }
        add(pointer)
    }

    private func addPinch(_ kind: PointerPinch.Kind) {
        guard let pointer = kind == .zoom ? gtk_gesture_zoom_new() : gtk_gesture_rotate_new() else { return }
        let gesture = GObjectRef(retaining: UnsafeMutableRawPointer(pointer))
        // Unowned: the handler runs only while the gesture exists (the widget owns it).
        let recognizer = gesture.opaque
        gesture.connectGestureSequence("begin") { [weak self] in
            guard let self else { return }
            var x = 0.0, y = 0.0
            _ = gtk_gesture_get_bounding_box_center(recognizer, &x, &y)
            let width = Double(gtk_widget_get_width(widget)), height = Double(gtk_widget_get_height(widget))
            let anchor = UnitPoint(x: width > 0 ? x / width : 0.5, y: height > 0 ? y / height : 0.5)
            let began = PointerPinch(kind: kind, phase: .began, startLocation: CGPoint(x: x, y: y), startAnchor: anchor)
            pinches[kind] = began
            onPinch?(began)
        }
        if kind == .zoom {
            gesture.connectDouble("scale-changed") { [weak self] scale in
                guard let self, var pinch = pinches[.zoom], scale.isFinite else { return }
                pinch.phase = .changed
                pinch.scale = scale
                pinches[.zoom] = pinch
                onPinch?(pinch)
            }
        } else {
            gesture.connectPoint("angle-changed") { [weak self] _, delta in
                guard let self, var pinch = pinches[.rotate], delta.isFinite else { return }
                // GTK reports the turn from the start in [0, 2π); a small turn anticlockwise would
                // read as almost a whole turn. Take the value nearest the last one instead, so a
                // twist is continuous and signed.
                var rotation = delta
                while rotation - pinch.rotation > .pi { rotation -= 2 * .pi }
                while rotation - pinch.rotation < -.pi { rotation += 2 * .pi }
                pinch.phase = .changed
                pinch.rotation = rotation
                pinches[.rotate] = pinch
                onPinch?(pinch)
            }
        }
        // GTK may emit `end` after `cancel` too: only the first of them reports.
        gesture.connectGestureSequence("end") { [weak self] in self?.finishPinch(kind, .ended) }
        gesture.connectGestureSequence("cancel") { [weak self] in self?.finishPinch(kind, .cancelled) }
        add(pointer)
    }

    private func finishPinch(_ kind: PointerPinch.Kind, _ phase: PointerDrag.Phase) {
        guard var pinch = pinches.removeValue(forKey: kind) else { return }
        pinch.phase = phase
        onPinch?(pinch)
    }

    private func addKeys() {
        guard let pointer = gtk_event_controller_key_new() else { return }
        let controller = GObjectRef(retaining: UnsafeMutableRawPointer(pointer))
        controller.connectKeyPressed { [weak self] keyval, state in
            guard let self, let onKeyPress, let press = Self.keyPress(keyval, state) else { return false }
            return onKeyPress(press)
        }
        add(pointer)
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
