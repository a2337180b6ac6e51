/// Where one graph's `@FocusState`s are bound (`focused(_:equals:)`), to move the keyboard focus when
/// a view sets one and to set them when the focus moves.
///
/// A state follows the focus through the innermost view bound to it that is, or holds, the focused
/// widget; with none, it rests (`false`, nil). Focus moves wait for the batch that renders the new
/// state, so a view shown by the same change can take the focus.
@MainActor
final class FocusStateRouter {
    private struct Binding {
        weak var target: (any FocusStateTarget)?
        var value: AnyHashable
        var depth: Int
        var widgets: @MainActor () -> [any PlatformWidget]
    }

    /// By the node that binds.
    private var bindings: [ObjectIdentifier: Binding] = [:]
    /// Whether a widget is, or holds, the focused widget (nil: the window's focus is elsewhere).
    private var focusContains: (@MainActor (any PlatformWidget) -> Bool)?

    private struct FocusObserver {
        var widgets: @MainActor () -> [any PlatformWidget]
        var changed: @MainActor (Bool) -> Void
    }

    /// `focusable` views, by node, told whether the focus is in their widgets.
    private var observers: [ObjectIdentifier: FocusObserver] = [:]

    private struct DefaultFocus {
        weak var owner: AnyObject?
        var widgets: @MainActor () -> [any PlatformWidget]
    }

    /// The views that prefer the default focus (`prefersDefaultFocus(_:in:)`), by namespace.
    private var defaultFocus: [Namespace.ID: DefaultFocus] = [:]

    /// Whether a widget of the window's content has the keyboard focus.
    var contentHasFocus: Bool { focusContains != nil }

    /// `owner` binds `target` to `value` for the focus in its `widgets`.
    func bind(_ target: any FocusStateTarget, to value: AnyHashable, by owner: AnyObject, depth: Int,
              widgets: @escaping @MainActor () -> [any PlatformWidget]) {
        bindings[ObjectIdentifier(owner)] = Binding(target: target, value: value, depth: depth, widgets: widgets)
    }

    func unbind(_ owner: AnyObject) {
        bindings.removeValue(forKey: ObjectIdentifier(owner))
    }

    /// Tells `owner` (through `changed`) whether the focus is in its `widgets` each time it moves.
    func observeFocus(by owner: AnyObject, widgets: @escaping @MainActor () -> [any PlatformWidget],
                      changed: @escaping @MainActor (Bool) -> Void) {
        observers[ObjectIdentifier(owner)] = FocusObserver(widgets: widgets, changed: changed)
    }

    func stopObservingFocus(by owner: AnyObject) {
        observers.removeValue(forKey: ObjectIdentifier(owner))
    }

    /// `owner`'s widgets take the focus when `resetFocus(in: namespace)` asks.
    func preferDefaultFocus(in namespace: Namespace.ID, by owner: AnyObject,
                            widgets: @escaping @MainActor () -> [any PlatformWidget]) {
        defaultFocus[namespace] = DefaultFocus(owner: owner, widgets: widgets)
    }

    /// `resetFocus(in:)`: the focus moves into the view preferring it in `namespace`, once the batch
    /// has rendered; with none, it stays.
    func resetFocus(in namespace: Namespace.ID, graph: GraphRuntime) {
        graph.scheduler.enqueue { [weak self, backend = graph.backend] in
            guard let self, let preferred = defaultFocus[namespace], preferred.owner != nil,
                  let widget = preferred.widgets().first else { return }
            backend.moveKeyboardFocus(into: widget)
        }
    }

    /// A view set `target` to `value`: once the batch has rendered, the focus moves into the
    /// innermost view bound to it (or leaves the state's views, for its resting value).
    func request(_ value: AnyHashable, of target: any FocusStateTarget, in graph: GraphRuntime) {
        graph.scheduler.enqueue { [weak self, weak target, backend = graph.backend] in
            guard let self, let target else { return }
            moveFocus(to: value, of: target, backend: backend)
        }
    }

    private func moveFocus(to value: AnyHashable, of target: any FocusStateTarget, backend: any ViewBackend) {
        let targetBindings = bindings.values.filter { $0.target === target }.sorted { $0.depth > $1.depth }
        if value == target.restingValue {
            guard let contains = focusContains,
                  let holder = targetBindings.lazy.flatMap({ $0.widgets() }).first(where: contains) else { return }
            backend.resignKeyboardFocus(from: holder)
            return
        }
        // No view bound to the value: the focus stays, as SwiftUI leaves it.
        guard let widget = targetBindings.first(where: { $0.value == value })?.widgets().first else { return }
        backend.moveKeyboardFocus(into: widget)
    }

    /// The window's focus moved: each bound state takes the value of its innermost view holding the
    /// focus, or rests.
    func keyboardFocusDidMove(contains: (@MainActor (any PlatformWidget) -> Bool)?) {
        focusContains = contains
        var followed: [ObjectIdentifier: (target: any FocusStateTarget, value: AnyHashable?, depth: Int)] = [:]
        for binding in bindings.values {
            guard let target = binding.target else { continue }
            var follow = followed[ObjectIdentifier(target)] ?? (target, nil, -1)
            if let contains, binding.depth > follow.depth, binding.widgets().contains(where: contains) {
                follow.value = binding.value
                follow.depth = binding.depth
            }
            followed[ObjectIdentifier(target)] = follow
        }
        for (target, value, _) in followed.values {
            target.followFocus(to: value)
        }
        for observer in observers.values {
            observer.changed(contains.map { observer.widgets().contains(where: $0) } ?? false)
        }
    }
}
