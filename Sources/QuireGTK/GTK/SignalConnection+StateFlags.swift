import CGtk

extension GObjectRef {
    /// Connects a handler to a widget's `state-flags-changed`; it gets the flags the widget has now.
    @MainActor @discardableResult
    func connectStateFlagsChanged(_ handler: @escaping @MainActor (GtkStateFlags) -> Void) -> gulong {
        typealias Handler = @MainActor (GtkStateFlags) -> Void
        let box = SignalHandlerBox<Handler>(handler)
        return quire_signal_connect_state_flags_changed(
            raw,
            { widget, _, data in
                guard let box = SignalHandlerBox<Handler>.from(data), let widget else { return }
                let flags = gtk_widget_get_state_flags(widget.assumingMemoryBound(to: GtkWidget.self))
                MainActor.assumeIsolated { box.handler(flags) }
            },
            box.passRetained(), SignalHandlerBox<Handler>.releaseNotify)
    }
}
