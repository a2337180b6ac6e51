import Foundation

/// `.gesture`, `.onTapGesture`, `.onKeyPress`: each widget of the content wrapped in a gesture area,
/// kept for as long as the content widget it wraps. The actions are read from the latest view value
/// when input arrives.
final class GestureNode: ViewNode {
    private var child = ChildSlot()
    private var input: _InputModifier.Input?
    private var inputs: GestureInputs?
    private var areas: [ObjectIdentifier: any GestureWidget] = [:]
    /// Whether the drag in progress has passed the minimum distance (and so reported changes).
    private var dragIsActive = false
    /// Whether the pinch or twist in progress has passed its minimum (and so reported changes), and
    /// its last change (for the velocity).
    private var pinchIsActive = false
    private var lastPinch: (time: Date, scale: Double, rotation: Double)?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _InputModifier else { return }
        child.reconcile(modified.anyContent, in: self, environment: environment)
        input = modifier.input
        let newInputs: GestureInputs = switch modifier.input {
        case .gesture(let recognition?):
            switch recognition.kind {
            case .drag: .drag
            case .tap: .tap
            case .magnify: .magnify
            case .rotate: .rotate
            }
        case .gesture(nil): []
        case .key: .keys
        }
        let changed = inputs != newInputs
        inputs = newInputs
        widgets = wrap(child.widgets, inputsChanged: changed)
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = wrap(child.widgets, inputsChanged: false)
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        super.unmount()
        child.clear()
        graph.counters.removed += areas.count
        areas.removeAll()
    }

    private func wrap(_ contents: [any PlatformWidget], inputsChanged: Bool) -> [any PlatformWidget] {
        let inputs = inputs ?? []
        var kept: [ObjectIdentifier: any GestureWidget] = [:]
        let wrapped: [any PlatformWidget] = contents.map { content in
            let key = ObjectIdentifier(content)
            if let area = areas[key] {
                if inputsChanged {
                    area.setInputs(inputs)
                    graph.counters.updated += 1
                }
                kept[key] = area
                return area
            }
            let area = graph.make { $0.makeGestureArea(around: content) }
            area.setInputs(inputs)
            area.onDrag = { [weak self] drag in self?.handleDrag(drag) }
            area.onTap = { [weak self] count, location in self?.handleTap(count: count, at: location) }
            area.onPinch = { [weak self] pinch in self?.handlePinch(pinch) }
            area.onKeyPress = { [weak self] press in self?.handleKey(press) ?? false }
            kept[key] = area
            return area
        }
        graph.counters.removed += areas.keys.filter { kept[$0] == nil }.count
        areas = kept
        return wrapped
    }

    private func handleDrag(_ drag: PointerDrag) {
        guard isMounted, case .gesture(let recognition?) = input,
              case .drag(let minimumDistance) = recognition.kind else { return }
        let value = DragGesture.Value(startLocation: drag.startLocation, location: drag.location)
        switch drag.phase {
        case .began:
            dragIsActive = false
            if minimumDistance == 0 { activate(value, recognition) }
        case .changed:
            let moved = hypot(value.translation.width, value.translation.height)
            if dragIsActive || moved >= minimumDistance {
                activate(value, recognition)
            }
        case .ended:
            guard dragIsActive else { return }
            dragIsActive = false
            let payload = recognition.value(.drag(value))
            recognition.ended.forEach { $0(payload) }
        case .cancelled:
            dragIsActive = false
        }
    }

    private func activate(_ value: DragGesture.Value, _ recognition: GestureRecognition) {
        dragIsActive = true
        let payload = recognition.value(.drag(value))
        recognition.changed.forEach { $0(payload) }
    }

    /// A pinch reaches a `MagnifyGesture`, a twist a `RotateGesture`, with SwiftUI's rules: changes
    /// only once past the minimum, an end only after a change; a cancelled one ends silently.
    private func handlePinch(_ pinch: PointerPinch) {
        guard isMounted, case .gesture(let recognition?) = input else { return }
        let now = Date()
        let elapsed = lastPinch.map { now.timeIntervalSince($0.time) } ?? 0
        let event: GestureRecognition.Event
        let pastMinimum: Bool
        switch (recognition.kind, pinch.kind) {
        case (.magnify(let minimum), .zoom):
            let velocity = elapsed > 0 ? (pinch.scale - (lastPinch?.scale ?? 1)) / elapsed : 0
            event = .magnify(MagnifyGesture.Value(time: now, magnification: pinch.scale, velocity: velocity,
                                                  startAnchor: pinch.startAnchor, startLocation: pinch.startLocation))
            pastMinimum = abs(pinch.scale - 1) >= minimum
        case (.rotate(let minimum), .rotate):
            let velocity = elapsed > 0 ? (pinch.rotation - (lastPinch?.rotation ?? 0)) / elapsed : 0
            event = .rotate(RotateGesture.Value(time: now, rotation: .radians(pinch.rotation), velocity: .radians(velocity),
                                                startAnchor: pinch.startAnchor, startLocation: pinch.startLocation))
            pastMinimum = abs(pinch.rotation) >= minimum
        default:
            return
        }
        switch pinch.phase {
        case .began:
            pinchIsActive = false
            lastPinch = (now, 1, 0)
        case .changed:
            lastPinch = (now, pinch.scale, pinch.rotation)
            guard pinchIsActive || pastMinimum else { return }
            pinchIsActive = true
            let payload = recognition.value(event)
            recognition.changed.forEach { $0(payload) }
        case .ended:
            lastPinch = nil
            guard pinchIsActive else { return }
            pinchIsActive = false
            let payload = recognition.value(event)
            recognition.ended.forEach { $0(payload) }
        case .cancelled:
            lastPinch = nil
            pinchIsActive = false
        }
    }

    private func handleTap(count: Int, at location: CGPoint) {
        guard isMounted, case .gesture(let recognition?) = input,
              case .tap(let wanted) = recognition.kind, count == wanted else { return }
        let payload = recognition.value(.tap(location: location))
        recognition.changed.forEach { $0(payload) }
        recognition.ended.forEach { $0(payload) }
    }

    private func handleKey(_ press: KeyPress) -> Bool {
        guard isMounted, case .key(let key, let action) = input else { return false }
        if let key, key != press.key { return false }
        return action(press) == .handled
    }
}
