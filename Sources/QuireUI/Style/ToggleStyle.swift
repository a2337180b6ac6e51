import QuireCore

/// How toggles look and behave (SwiftUI's `ToggleStyle`): the style's body is the whole toggle, made
/// from `configuration.label` and `configuration.$isOn`; `Toggle(configuration)` in it builds on the
/// style outside it. QuireUI draws the built-in styles: `.automatic` and `.switch` (a label with a
/// GtkSwitch at the end), `.checkbox` (a GtkCheckButton), `.button` (a GtkToggleButton showing the
/// label, pressed while on — a tool in a header bar).
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle in this style is.
    associatedtype Body: View
    /// The properties of the toggle the body draws.
    typealias Configuration = ToggleStyleConfiguration

    /// The toggle drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` is told about the toggle it draws.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, ConfigurationContent, PrimitiveView {
        public typealias Body = Never
        let content: any View
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; setting it turns the toggle on or off.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on or all off
    /// (`Toggle(sources:isOn:)`); `isOn` is then false.
    public var isMixed: Bool
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a `ToggleStyle` is drawing, drawn with the toggle style outside that one (in its
    /// `makeBody(configuration:)`: a style that adds to the current one).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(title: nil, label: configuration.label, state: ToggleState(isOn: configuration.$isOn))
    }
}

/// The platform's choice: a switch.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var kind: ToggleKind { .switch }
}

/// A label with a switch at its end.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var kind: ToggleKind { .switch }
}

/// A check box before the label.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var kind: ToggleKind { .checkbox }
}

/// A button showing the label, pressed while on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var kind: ToggleKind { .button }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button showing the label, pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's choice: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A label with a switch at its end.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box before the label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// The toggle styles QuireUI draws itself, by the widget they make.
@MainActor
protocol BuiltInToggleStyle {
    var kind: ToggleKind { get }
}

extension BuiltInToggleStyle {
    /// A toggle in this style: what `.toggleStyle(self)` draws, for an app calling `makeBody` itself.
    func builtInBody(_ configuration: ToggleStyleConfiguration) -> some View {
        let kind = self.kind
        return Toggle(configuration).modifier(_EnvironmentModifier { $0.toggleStyles.apply(kind) })
    }
}

typealias ToggleStyleChain = StyleChain<ToggleKind>

extension View {
    /// Toggles in this view are made by `style` (its body, or a built-in widget).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let builtIn = style as? any BuiltInToggleStyle {
                environment.toggleStyles.apply(builtIn.kind)
            } else {
                environment.toggleStyles.apply(custom: style, buildsOnOuter: true)
            }
        })
    }
}

private struct ToggleStylesKey: EnvironmentKey {
    static var defaultValue: ToggleStyleChain { ToggleStyleChain() }
}

extension EnvironmentValues {
    /// The toggle styles set around here (`.toggleStyle`).
    var toggleStyles: ToggleStyleChain {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }
}

extension ToggleStyleChain.Entry {
    /// An app's style's body for a toggle; nil for a built-in style, which the node draws itself.
    @MainActor
    func body(_ configuration: ToggleStyleConfiguration) -> (any View)? {
        guard case .custom(let custom) = self, let style = custom.value as? any ToggleStyle else { return nil }
        return style.styledBody(configuration)
    }
}

extension ToggleStyle {
    @MainActor
    fileprivate func styledBody(_ configuration: ToggleStyleConfiguration) -> any View {
        StyledBody(style: self) { $0.makeBody(configuration: configuration) }
    }
}
