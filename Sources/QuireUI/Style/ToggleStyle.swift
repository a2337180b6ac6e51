/// How toggles draw (SwiftUI's `ToggleStyle`). QuireUI draws the built-in styles: `.automatic` and
/// `.switch` (a label with a GtkSwitch at the end), `.checkbox` (a GtkCheckButton), `.button` (a
/// GtkToggleButton showing the label, pressed while on — a tool in a header bar).
@MainActor @preconcurrency
public protocol ToggleStyle {}

/// The platform's choice: a switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
}

/// A label with a switch at its end.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
}

/// A check box before the label.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
}

/// A button showing the label, pressed while on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
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

extension View {
    /// Toggles in this view draw as `style` says.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let kind: ToggleKind = switch style {
        case is CheckboxToggleStyle: .checkbox
        case is ButtonToggleStyle: .button
        default: .switch
        }
        return modifier(_EnvironmentModifier { $0.toggleKind = kind })
    }
}
