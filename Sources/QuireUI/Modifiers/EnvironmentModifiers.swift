import Foundation
import Observation
import QuireCore

/// Changes the environment of the content it applies to.
struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let transform: (inout EnvironmentValues) -> Void

    func makeNode(in context: NodeContext) -> ViewNode { EnvironmentModifierNode(context) }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Puts `object` in the environment of this view and the views inside it, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentModifier { $0[object: T.self] = object })
    }

    /// Puts the `@Observable` `object` in the environment of this view and the views inside it, for
    /// `@Environment(T.self)`; nil removes one an ancestor set.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentModifier { $0[object: T.self] = object })
    }

    /// Text in this view uses `font` (`.font(.system(.body, design: .monospaced))`).
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Text and icons in this view are drawn with `style` (`.foregroundStyle(.secondary)`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.foregroundStyle = style.resolved })
    }

    /// Text and icons in this view are drawn in `color` (deprecated in SwiftUI for `foregroundStyle`,
    /// still everywhere in apps); nil leaves them the colour their container gives them.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let color { environment.foregroundStyle = color.resolved }
        })
    }

    /// Turns off the controls in this view when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// Gives the controls in this view a keyboard shortcut. Accepted for now; the scene layer wires it.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Gives the controls in this view a keyboard shortcut. Accepted for now; the scene layer wires it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_EnvironmentModifier { $0.keyboardShortcut = shortcut })
    }

    /// Lets the view extend under system bars. GNOME windows have no safe area: accepted, no effect.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_EnvironmentModifier { _ in })
    }
}
