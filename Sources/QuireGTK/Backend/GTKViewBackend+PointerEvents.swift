import CGtk
import Foundation
import QuireUI

/// `onHover`, `onContinuousHover` (a GtkEventControllerMotion) and `onLongPressGesture` (a
/// GtkGestureLongPress) on the content's own widgets.
extension GTKViewBackend: PointerEventsBackend {
    /// GTK's long-press time when the desktop leaves `gtk-long-press-time` alone (500 ms): the
    /// gesture's delay factor scales it to the view's minimum duration.
    private static let gtkLongPressTime = 0.5

    package func observeHover(of widget: any PlatformWidget, _ handler: @escaping @MainActor (CGPoint?) -> Void)
        -> any PointerObservation {
        GTKControllerObservation(on: widget, controller: gtk_event_controller_motion_new()) { motion in
            motion.connectPoint("enter") { x, y in handler(CGPoint(x: x, y: y)) }
            motion.connectPoint("motion") { x, y in handler(CGPoint(x: x, y: y)) }
            motion.connect("leave") { handler(nil) }
        }
    }

    package func observeLongPress(of widget: any PlatformWidget, minimumDuration: Double,
                                  pressing: @escaping @MainActor (Bool) -> Void,
                                  perform: @escaping @MainActor () -> Void) -> any PointerObservation {
        let gesture = gtk_gesture_long_press_new()
        gtk_gesture_long_press_set_delay_factor(gesture, max(minimumDuration, 0.01) / Self.gtkLongPressTime)
        return GTKControllerObservation(on: widget, controller: gesture) { longPress in
            longPress.connectWithArgument("begin") { _ in pressing(true) }
            longPress.connectWithArgument("end") { _ in pressing(false) }
            longPress.connectPressed(longPress: true) { _, _ in perform() }
        }
    }
}

/// An event controller added to a widget for as long as a view listens.
@MainActor
final class GTKControllerObservation: PointerObservation {
    private let widget: GObjectRef?
    private let controller: GObjectRef?

    init(on widget: any PlatformWidget, controller pointer: OpaquePointer?,
         connect: (GObjectRef) -> Void) {
        guard let target = widget as? GTKWidget, let pointer else {
            self.widget = nil
            self.controller = nil
            return
        }
        let controller = GObjectRef(retaining: UnsafeMutableRawPointer(pointer))
        connect(controller)
        gtk_widget_add_controller(target.widget, pointer)
        self.widget = target.ref
        self.controller = controller
    }

    func cancel() {
        guard let widget, let controller else { return }
        gtk_widget_remove_controller(widget.cast(to: GtkWidget.self), controller.opaque)
    }
}
