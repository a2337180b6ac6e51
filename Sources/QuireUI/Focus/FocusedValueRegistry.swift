/// The focused values one graph's views publish, and which of them count now: every
/// `focusedSceneValue` of the window, and each `focusedValue` whose view holds the keyboard focus —
/// the view nearest the focus winning a key several publish, as in SwiftUI.
///
/// Where the focus is comes from the host (`focusContains`: whether a widget is or holds the focused
/// widget); `didChange` runs when a published value or the focus moved.
@MainActor
final class FocusedValueRegistry {
    private struct Publication {
        var key: FocusedValueName
        var value: Any?
        var apply: (inout FocusedValues) -> Void
        var scope: FocusedValueScope
        var depth: Int
        var order: Int
        var widgets: @MainActor () -> [any PlatformWidget]
    }

    private var publications: [ObjectIdentifier: Publication] = [:]
    private var nextOrder = 0
    /// Whether a widget is the focused widget or holds it; nil: nothing in the window has the focus.
    var focusContains: (@MainActor (any PlatformWidget) -> Bool)?
    var didChange: () -> Void = {}

    /// `owner` publishes `value` under `key` (a nil value publishes nothing, hiding no other view's).
    func publish(_ value: Any?, for key: FocusedValueName, apply: @escaping (inout FocusedValues) -> Void,
                 scope: FocusedValueScope, by owner: AnyObject, depth: Int,
                 widgets: @escaping @MainActor () -> [any PlatformWidget]) {
        let id = ObjectIdentifier(owner)
        if var existing = publications[id], existing.key == key, existing.scope == scope {
            let same = switch (existing.value, value) {
            case (nil, nil): true
            case let (old?, new?): FocusedValueComparison.same(old, new)
            default: false
            }
            existing.value = value
            existing.apply = apply
            existing.widgets = widgets
            publications[id] = existing
            if !same { didChange() }
            return
        }
        nextOrder += 1
        publications[id] = Publication(key: key, value: value, apply: apply, scope: scope, depth: depth,
                                       order: nextOrder, widgets: widgets)
        didChange()
    }

    func withdraw(_ owner: AnyObject) {
        if publications.removeValue(forKey: ObjectIdentifier(owner)) != nil { didChange() }
    }

    /// The values that count now: scene values first, then the focus path's from the outermost view in,
    /// so the nearest to the focus is applied last and wins.
    var resolved: FocusedValues {
        var values = FocusedValues()
        let counting = publications.values.filter { publication in
            guard publication.value != nil else { return false }
            switch publication.scope {
            case .scene: return true
            case .focus: return focusContains.map { contains in publication.widgets().contains(where: contains) } ?? false
            }
        }
        let ordered = counting.sorted { lhs, rhs in
            if lhs.scope != rhs.scope { return lhs.scope == .scene }
            return (lhs.depth, lhs.order) < (rhs.depth, rhs.order)
        }
        for publication in ordered {
            publication.apply(&values)
        }
        return values
    }
}

/// What a published value is published as: a `FocusedValues` property, or an object by its type.
enum FocusedValueName: Hashable {
    case keyPath(AnyKeyPath)
    case object(ObjectIdentifier)
}

/// Where a published value counts: around the keyboard focus, or anywhere in the window.
enum FocusedValueScope: Hashable {
    case focus, scene
}
