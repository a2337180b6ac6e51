import CGtk
import Foundation
import QuireUI

/// Ctrl+scroll is a pinch on GNOME: Files, Image Viewer, Maps and Text Editor zoom with the wheel
/// while Ctrl is held, as they do with two fingers, so a `MagnifyGesture` hears both. Each scroll
/// event is one whole pinch about the pointer — begun where it is, changed to
/// `scrollZoomStepFactor` per wheel step (up zooms in), ended — so a view's `onEnded` zooms once per
/// step. Without Ctrl the scroll is left to the widgets around (a scroll view scrolls).
extension GTKGestureArea {
    /// The magnification of one wheel step.
    private static let scrollZoomStepFactor = 1.1
    /// A touchpad's (or a smooth wheel's) scroll in pixels: this many make one step.
    private static let pixelsPerScrollStep = 20.0
    /// One event zooms at most this many steps (a flung touchpad reports large deltas).
    private static let maximumScrollSteps = 3.0

    func addScrollZoom() {
        // Where the pointer is over the area: scroll events carry no position of their own.
        let pointer = PointerLocation()
        if let motionPointer = gtk_event_controller_motion_new() {
            let motion = GObjectRef(retaining: UnsafeMutableRawPointer(motionPointer))
            motion.connectPoint("enter") { x, y in pointer.location = CGPoint(x: x, y: y) }
            motion.connectPoint("motion") { x, y in pointer.location = CGPoint(x: x, y: y) }
            motion.connect("leave") { pointer.location = nil }
            add(motionPointer)
        }
        guard let scrollPointer = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL) else { return }
        let scroll = GObjectRef(retaining: UnsafeMutableRawPointer(scrollPointer))
        // Unowned: the handler runs only while the controller exists (the widget owns it).
        let controller = scroll.opaque
        scroll.connectScroll { [weak self] _, dy in
            let state = gtk_event_controller_get_current_event_state(controller)
            guard let self, state.rawValue & GDK_CONTROL_MASK.rawValue != 0, dy.isFinite, dy != 0 else { return false }
            let steps = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_SURFACE
                ? -dy / Self.pixelsPerScrollStep : -dy
            let bounded = min(max(steps, -Self.maximumScrollSteps), Self.maximumScrollSteps)
            magnify(by: pow(Self.scrollZoomStepFactor, bounded), about: pointer.location)
            return true
        }
        add(scrollPointer)
    }

    /// One pinch, begun, changed to `scale` and ended at once, about `location` (the middle when the
    /// pointer's place is unknown).
    private func magnify(by scale: Double, about location: CGPoint?) {
        let width = Double(gtk_widget_get_width(widget)), height = Double(gtk_widget_get_height(widget))
        let center = location ?? CGPoint(x: width / 2, y: height / 2)
        let anchor = UnitPoint(x: width > 0 ? center.x / width : 0.5, y: height > 0 ? center.y / height : 0.5)
        var pinch = PointerPinch(kind: .zoom, phase: .began, startLocation: center, startAnchor: anchor)
        onPinch?(pinch)
        pinch.phase = .changed
        pinch.scale = scale
        onPinch?(pinch)
        pinch.phase = .ended
        onPinch?(pinch)
    }
}

/// The pointer's last place over a widget, shared by its motion and scroll handlers.
@MainActor
private final class PointerLocation {
    var location: CGPoint?
}
