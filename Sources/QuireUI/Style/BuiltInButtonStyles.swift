/// The button styles QuireUI draws with libadwaita's button classes: `.automatic` and `.bordered` as a
/// regular button, `.borderless` and `.plain` flat (no background until hovered), `.borderedProminent`
/// as the suggested action (the destructive action for a destructive role), `.link` as a link.
@MainActor
protocol BuiltInButtonStyle {
    var border: ButtonBorder { get }
}

extension BuiltInButtonStyle {
    /// A button in this style: what `.buttonStyle(self)` draws, for an app calling `makeBody` itself.
    func builtInBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
        let border = self.border
        return Button(configuration).modifier(_EnvironmentModifier { $0.buttonStyles.apply(border) })
    }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var border: ButtonBorder { .automatic }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var border: ButtonBorder { .automatic }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var border: ButtonBorder { .borderless }
}

public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var border: ButtonBorder { .borderless }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var border: ButtonBorder { .prominent }
}

/// A button drawn as a link: the label in the accent colour, no background.
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var border: ButtonBorder { .link }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}
