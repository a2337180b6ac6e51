import Foundation

/// The size of controls in a view (SwiftUI's `ControlSize`). GNOME has no control sizes: Quire gives
/// buttons and entries smaller or larger padding and text by CSS (see `ControlAppearance`).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button (SwiftUI's `ButtonBorderShape`): libadwaita's `pill` for a capsule,
/// `circular` for a circle, its own rounded rectangle otherwise (with a radius when given).
public struct ButtonBorderShape: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case automatic, capsule, circle, roundedRectangle(radius: CGFloat?)
    }

    package let kind: Kind

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }
}

/// How text fields look (SwiftUI's `TextFieldStyle`): `.automatic` and `.roundedBorder` are GNOME's
/// entry, `.plain` an entry without its frame (GTK's `flat` entry); `.squareBorder` is the framed entry.
public protocol TextFieldStyle {}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

public struct SquareBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// What `controlSize`, `buttonBorderShape`, `textFieldStyle` and `tint` ask of the controls in a view;
/// every widget of the view gets it with its style, and the toolkit applies what concerns it.
package struct ControlAppearance: Hashable, Sendable {
    package var size = ControlSize.regular
    package var borderShape = ButtonBorderShape.automatic
    package var plainTextFields = false
    /// The accent of the controls (`tint`); nil: the system's accent colour.
    package var tint: Color?

    package init() {}
}

private struct ControlAppearanceKey: EnvironmentKey {
    static var defaultValue: ControlAppearance { ControlAppearance() }
}

extension EnvironmentValues {
    /// The size of the controls in this view (`controlSize(_:)`).
    public var controlSize: ControlSize {
        get { controlAppearance.size }
        set { controlAppearance.size = newValue }
    }

    package var controlAppearance: ControlAppearance {
        get { self[ControlAppearanceKey.self] }
        set { self[ControlAppearanceKey.self] = newValue }
    }
}

extension View {
    /// The size of the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_EnvironmentModifier { $0.controlAppearance.size = controlSize })
    }

    /// The border shape of the bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(_EnvironmentModifier { $0.controlAppearance.borderShape = shape })
    }

    /// How the text fields in this view look.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let isPlain = style is PlainTextFieldStyle
        return modifier(_EnvironmentModifier { $0.controlAppearance.plainTextFields = isPlain })
    }

    /// The accent colour of the controls in this view (a prominent button's fill, a switch or check
    /// box when on, a slider's or progress bar's fill); nil: the system's.
    public func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentModifier { $0.controlAppearance.tint = tint })
    }

    /// The accent colour of this view and the views it contains: the tint of their controls
    /// (`tint(_:)`, which replaces it); nil keeps the inherited one.
    public func accentColor(_ accentColor: Color?) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let accentColor { environment.controlAppearance.tint = accentColor }
        })
    }
}
