extension View {
    /// Sets `value` for `key`, for the readers around this view.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier { scope, owner in scope.set(value, for: key, by: owner) })
    }

    /// Runs `action` with the combined value of `key` set by the views inside this one: once they
    /// first render with a value, then each time it changes (after the batch that changed it).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(_PreferenceReadingModifier(read: { scope in scope.value(for: key) }, onChange: { value in
            if let value = value as? K.Value { action(value) }
        }))
    }

    /// Changes the value of `key` the views inside this one pass up, with `callback`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceReadingModifier(transform: (ObjectIdentifier(key), { value in
            guard var typed = value as? K.Value else { return }
            callback(&typed)
            value = typed
        })))
    }

    /// Shows the view `transform` makes of the value of `key` set inside this view, above it (a
    /// `GtkOverlay`, as `ZStack`), made again when the value changes.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceValueModifier(alignment: alignment, isBackground: false) { scope in
            transform(scope.value(for: key) ?? K.defaultValue)
        })
    }

    /// Shows the view `transform` makes of the value of `key` set inside this view, behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceValueModifier(alignment: alignment, isBackground: true) { scope in
            transform(scope.value(for: key) ?? K.defaultValue)
        })
    }

    /// Shows the view `transform` makes of the value of `key`, above this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        overlayPreferenceValue(key, alignment: .center, transform)
    }

    /// Shows the view `transform` makes of the value of `key`, behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        backgroundPreferenceValue(key, alignment: .center, transform)
    }
}

/// `preference(key:value:)`: the content renders in place; `write` sets the value in the nearest
/// reader's scope while the view is in the tree.
struct _PreferenceWritingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let write: @MainActor (PreferenceScope, AnyObject) -> Void

    func makeNode(in context: NodeContext) -> ViewNode { PreferenceWriterNode(context) }
}

final class PreferenceWriterNode: DeclaringModifierNode<_PreferenceWritingModifier, PreferenceScope> {
    override func scope(in environment: EnvironmentValues) -> PreferenceScope? { environment.preferenceScope }

    override func declare(_ modifier: _PreferenceWritingModifier, to scope: PreferenceScope) {
        modifier.write(scope, self)
    }

    override func withdraw(from scope: PreferenceScope) {
        scope.remove(self)
    }
}
