import Foundation

extension View {
    /// Runs `action` with `transform`'s value of this view's geometry when the view is first laid
    /// out and each time that value changes. The view's layout is unchanged.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the old and new values of `transform` when this view's geometry changes
    /// that value (and with the first value twice when the view is first laid out).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        _GeometryObserver(content: self, transform: transform, action: action)
    }
}

/// `onGeometryChange`: the content in a geometry widget as large as it is, comparing the
/// transformed geometry after each layout.
struct _GeometryObserver<Content: View, Value: Equatable>: View {
    @State private var geometry = GeometryState()
    @State private var lastValue = LastValue<Value>()
    @Environment(\.namedCoordinateSpaces) private var namedSpaces
    @Environment(\.enclosingScroll) private var enclosingScroll
    let content: Content
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void

    var body: some View {
        let proxy = GeometryProxy(size: geometry.size, space: CoordinateSpaces(
            geometry: geometry, named: namedSpaces, scrollView: enclosingScroll))
        // Only once the toolkit has laid the content out is there a geometry to report.
        if geometry.widget != nil, geometry.size != .zero || lastValue.value != nil {
            lastValue.report(transform(proxy), to: action)
        }
        return _GeometryContainer(geometry: geometry, fillsSpace: false, content: content)
    }
}

/// The value `onGeometryChange` last reported (not state the body reads: no re-render of its own).
final class LastValue<Value: Equatable> {
    var value: Value?

    func report(_ newValue: Value, to action: (Value, Value) -> Void) {
        let oldValue = value ?? newValue
        guard value != newValue else { return }
        value = newValue
        action(oldValue, newValue)
    }
}
