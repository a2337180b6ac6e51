import Foundation

/// `.gesture`, `.highPriorityGesture`, `.simultaneousGesture`, `.onTapGesture`, `.onKeyPress`: each
/// widget of the content wrapped in a gesture area, kept for as long as the content widget it wraps.
/// Raw events go through the gesture tree of the latest view value (so its actions are current) with
/// the recognition state this node keeps; the actions the gestures collect run afterwards.
final class GestureNode: ViewNode {
    private var child = ChildSlot()
    private var input: _InputModifier.Input?
    private var inputs: GestureInputs?
    private var areas: [ObjectIdentifier: any GestureWidget] = [:]
    private let recognition = RecognitionState()
    /// The scope handed to the views inside (stable, so their environment stays the same).
    private var scope: GestureScope?
    /// The scope this node is inside, from the environment.
    private weak var enclosingScope: GestureScope?
    /// A high-priority gesture above took the input: events are ignored until the next press or
    /// pinch begins.
    private var isPreempted = false

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _InputModifier else { return }
        input = modifier.input
        let inherited = environment.gestureScope
        if enclosingScope !== inherited {
            enclosingScope?.unregister(self)
            inherited?.register(self)
            enclosingScope = inherited
        }
        if scope == nil || scope?.parent !== inherited {
            scope = GestureScope(parent: inherited)
        }
        var childEnvironment = environment.outsideListRows
        let newInputs: GestureInputs
        switch modifier.input {
        case .gesture(let gesture, _, let mask):
            scope?.letsSubviewsRecognize = mask.contains(.subviews)
            childEnvironment.gestureScope = scope
            newInputs = gesture?.inputs ?? []
        case .key:
            newInputs = .keys
        }
        child.reconcile(modified.anyContent, in: self, environment: childEnvironment)
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
        enclosingScope?.unregister(self)
        enclosingScope = nil
        graph.counters.removed += areas.count
        areas.removeAll()
    }

    private func wrap(_ contents: [any PlatformWidget], inputsChanged: Bool) -> [any PlatformWidget] {
        let inputs = inputs ?? []
        let captures = isHighPriority
        var kept: [ObjectIdentifier: any GestureWidget] = [:]
        let wrapped: [any PlatformWidget] = contents.map { content in
            let key = ObjectIdentifier(content)
            if let area = areas[key] {
                if inputsChanged {
                    area.setInputs(inputs)
                    area.setCapturesEvents(captures)
                    graph.counters.updated += 1
                }
                kept[key] = area
                return area
            }
            let area = graph.make { $0.makeGestureArea(around: content) }
            area.setCapturesEvents(captures)
            area.setInputs(inputs)
            area.onDrag = { [weak self] drag in self?.handle(.drag(drag)) }
            area.onTap = { [weak self] count, location in self?.handle(.tap(count: count, location: location)) }
            area.onPinch = { [weak self] pinch in self?.handle(.pinch(pinch)) }
            area.onKeyPress = { [weak self] press in self?.handleKey(press) ?? false }
            kept[key] = area
            return area
        }
        graph.counters.removed += areas.keys.filter { kept[$0] == nil }.count
        areas = kept
        return wrapped
    }

    private var isHighPriority: Bool {
        if case .gesture(_, .high, _)? = input { true } else { false }
    }

    private func handle(_ event: GestureEvent) {
        guard isMounted, case .gesture(let gesture?, let priority, let mask)? = input else { return }
        if isPreempted {
            switch event {
            case .drag(let drag) where drag.phase == .began: isPreempted = false
            case .pinch(let pinch) where pinch.phase == .began: isPreempted = false
            default: return
            }
        }
        guard mask.contains(.gesture), enclosingScope?.subviewGesturesEnabled ?? true else { return }
        let outcome = gesture.recognize(event, recognition)
        if priority == .high, outcome.kind == .changed || outcome.kind == .ended {
            scope?.preempt(except: self)
        }
        outcome.actions.forEach { $0() }
    }

    /// A high-priority gesture above took the input: what is in progress fails (its gesture state
    /// resets, no `onEnded`), and the rest of this press or pinch is ignored.
    func cancelForPreemption() {
        guard isMounted, case .gesture(let gesture?, _, _)? = input else { return }
        isPreempted = true
        gesture.recognize(.cancelAll, recognition).actions.forEach { $0() }
    }

    private func handleKey(_ press: KeyPress) -> Bool {
        guard isMounted, case .key(let key, let action)? = input else { return false }
        if let key, key != press.key { return false }
        return action(press) == .handled
    }
}
