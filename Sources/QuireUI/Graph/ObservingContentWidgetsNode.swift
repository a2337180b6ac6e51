/// A `ContentWidgetsNode` that listens on each of its content's widgets (hovering, long presses,
/// drags, drops): `observe` starts listening on a widget new to the content; the listening stops
/// when the widget leaves the content or the node unmounts.
class ObservingContentWidgetsNode<Modifier>: ContentWidgetsNode<Modifier> {
    private var observations: [ObjectIdentifier: any PointerObservation] = [:]

    /// Starts listening on `widget`; nil when there is nothing to listen for.
    func observe(_ widget: any PlatformWidget) -> (any PointerObservation)? { nil }

    override func unmount() {
        super.unmount()
        for observation in observations.values { observation.cancel() }
        observations.removeAll()
    }

    final override func contentWidgetsDidChange() {
        var kept: [ObjectIdentifier: any PointerObservation] = [:]
        for widget in widgets {
            let id = ObjectIdentifier(widget)
            kept[id] = observations.removeValue(forKey: id) ?? observe(widget)
        }
        for gone in observations.values { gone.cancel() }
        observations = kept
    }
}
