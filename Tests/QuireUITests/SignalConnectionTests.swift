import CGtk
import QuireGTK
import Testing

/// GObject ownership and signal connections, on a GtkAdjustment: a floating GObject with signals and
/// properties that needs no display.
@MainActor
@Suite struct SignalConnectionTests {
    /// Something a handler captures, to watch when GLib lets go of the handler.
    final class Sentinel {}

    private func makeAdjustment() -> GObjectRef {
        GObjectRef(adopting: UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 100, 1, 10, 0)))
    }

    private func setValue(_ adjustment: GObjectRef, _ value: Double) {
        gtk_adjustment_set_value(adjustment.cast(to: GtkAdjustment.self), value)
    }

    @Test func adoptingSinksTheFloatingReference() {
        let adjustment = makeAdjustment()
        #expect(g_object_is_floating(adjustment.object) == 0)
        #expect(adjustment.object.pointee.ref_count == 1)
        do {
            let second = GObjectRef(retaining: adjustment.raw)
            #expect(second.object.pointee.ref_count == 2)
        }
        #expect(adjustment.object.pointee.ref_count == 1)
    }

    @Test func handlersRunOnEmission() {
        let adjustment = makeAdjustment()
        var changes: [Double] = []
        var notifications = 0
        adjustment.connect("value-changed") { [unowned adjustment] in
            changes.append(gtk_adjustment_get_value(adjustment.cast(to: GtkAdjustment.self)))
        }
        adjustment.connectNotify("value") { notifications += 1 }
        setValue(adjustment, 5)
        setValue(adjustment, 5)  // unchanged: no emission
        setValue(adjustment, 7)
        #expect(changes == [5, 7])
        #expect(notifications == 2)
    }

    @Test func disconnectReleasesTheHandler() {
        let adjustment = makeAdjustment()
        weak var watched: Sentinel?
        var calls = 0
        let handlerID: gulong
        do {
            let sentinel = Sentinel()
            watched = sentinel
            handlerID = adjustment.connect("value-changed") { _ = sentinel; calls += 1 }
        }
        #expect(handlerID != 0)
        #expect(watched != nil)  // the connection is the handler's one owner
        setValue(adjustment, 1)
        adjustment.disconnect(handlerID)
        #expect(watched == nil)
        setValue(adjustment, 2)
        #expect(calls == 1)
    }

    @Test func finalizingTheObjectReleasesItsHandlers() {
        weak var watched: Sentinel?
        do {
            let adjustment = makeAdjustment()
            let sentinel = Sentinel()
            watched = sentinel
            adjustment.connect("value-changed") { _ = sentinel }
            adjustment.connectNotify("value") { _ = sentinel }
            #expect(watched != nil)
        }
        #expect(watched == nil)
    }
}
