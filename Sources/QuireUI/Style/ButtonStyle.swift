/// How buttons look and behave (SwiftUI's `PrimitiveButtonStyle`): the style's body is the whole
/// button — it shows `configuration.label` and calls `configuration.trigger()` when it decides the
/// button was pressed; `Button(configuration)` in it builds on the style outside it. QuireUI draws the
/// built-in styles with libadwaita's button classes (`BuiltInButtonStyles.swift`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button in this style is.
    associatedtype Body: View
    /// The properties of the button the body draws.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The button drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// How buttons look (SwiftUI's `ButtonStyle`): the style's body draws the button from
/// `configuration.label` and `configuration.isPressed`; the button keeps the platform's behaviour — on
/// GNOME a GtkButton stripped of its own look, so clicks, keys and assistive technologies work as on
/// any button, and the body is drawn again whenever the pressed state changes.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button in this style shows.
    associatedtype Body: View
    /// The properties of the button the body draws.
    typealias Configuration = ButtonStyleConfiguration

    /// The button's appearance in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is told about the button it draws.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, ConfigurationContent, PrimitiveView {
        public typealias Body = Never
        let content: any View
    }

    /// What the button does (`.destructive`, `.cancel`), nil for no role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the person is pressing the button (the pointer is down on it, or a key activates it).
    public let isPressed: Bool
}

/// What a `PrimitiveButtonStyle` is told about the button it makes.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, ConfigurationContent, PrimitiveView {
        public typealias Body = Never
        let content: any View
    }

    /// What the button does (`.destructive`, `.cancel`), nil for no role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() {
        action()
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` is making, drawn with the button style outside that one
    /// (in its `makeBody(configuration:)`: a style that adds to the current one).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

/// The button styles QuireUI draws itself, by their look.
typealias ButtonStyleChain = StyleChain<ButtonBorder>

extension View {
    /// Buttons in this view are made by `style`'s body.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let builtIn = style as? any BuiltInButtonStyle {
                environment.buttonStyles.apply(builtIn.border)
            } else {
                environment.buttonStyles.apply(custom: style, buildsOnOuter: true)
            }
        })
    }

    /// Buttons in this view are drawn by `style`'s body.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.buttonStyles.apply(custom: style, buildsOnOuter: false) })
    }
}

private struct ButtonStylesKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChain { ButtonStyleChain() }
}

extension EnvironmentValues {
    /// The button styles set around here (`.buttonStyle`).
    var buttonStyles: ButtonStyleChain {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }
}

extension ButtonStyleChain.Entry {
    /// A button drawn with this style: the style's body, given the button's configuration and the
    /// environment it renders in; nil for a built-in style, which the node draws itself.
    @MainActor
    func body(role: ButtonRole?, label: any View, isPressed: Bool, action: @escaping @MainActor () -> Void) -> (any View)? {
        guard case .custom(let custom) = self else { return nil }
        if let style = custom.value as? any ButtonStyle {
            return style.styledBody(ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: isPressed))
        }
        if let style = custom.value as? any PrimitiveButtonStyle {
            return style.styledBody(PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label),
                                                                      action: action))
        }
        return nil
    }

    /// Whether the style's body replaces the button widget (a `PrimitiveButtonStyle`'s does; a
    /// `ButtonStyle`'s is drawn inside it).
    var replacesButton: Bool {
        guard case .custom(let custom) = self else { return false }
        return custom.value is any PrimitiveButtonStyle
    }
}

extension ButtonStyle {
    @MainActor
    fileprivate func styledBody(_ configuration: ButtonStyleConfiguration) -> any View {
        StyledBody(style: self) { $0.makeBody(configuration: configuration) }
    }
}

extension PrimitiveButtonStyle {
    @MainActor
    fileprivate func styledBody(_ configuration: PrimitiveButtonStyleConfiguration) -> any View {
        StyledBody(style: self) { $0.makeBody(configuration: configuration) }
    }
}
