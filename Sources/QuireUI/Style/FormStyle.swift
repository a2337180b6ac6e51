/// How forms look (SwiftUI's `FormStyle`): the style's body is the whole form, made from
/// `configuration.content`; `Form(configuration)` in it builds on the style outside it. The built-in
/// styles: `.automatic` and `.grouped`, libadwaita's preferences page (boxed lists under headers, at a
/// readable width, scrolling); `.columns`, macOS's columns form: a page as tall as its content whose
/// rows stand on the window without cards, the controls' labels in one column, each at its end.
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view a form in this style is.
    associatedtype Body: View
    /// The properties of the form the body draws.
    typealias Configuration = FormStyleConfiguration

    /// The form drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `FormStyle` is told about the form it draws.
public struct FormStyleConfiguration {
    /// The form's content, as a view.
    public struct Content: View, ConfigurationContent, PrimitiveView {
        public typealias Body = Never
        let content: any View
    }

    /// The views the form holds.
    public let content: FormStyleConfiguration.Content
}

/// The built-in form styles, by how the page draws.
@MainActor
protocol BuiltInFormStyle {
    var appearance: FormAppearance { get }
}

extension BuiltInFormStyle {
    func builtInBody(_ configuration: FormStyleConfiguration) -> some View {
        FormPage(content: configuration.content, appearance: appearance)
    }
}

/// The platform's form: libadwaita's preferences page.
public struct AutomaticFormStyle: FormStyle, BuiltInFormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var appearance: FormAppearance { .grouped }
}

/// Rows in boxed lists under their sections' headers: libadwaita's preferences page.
public struct GroupedFormStyle: FormStyle, BuiltInFormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var appearance: FormAppearance { .grouped }
}

/// A page that does not scroll, its rows on the window without cards, labels gathered into a
/// trailing-aligned column before the controls'.
public struct ColumnsFormStyle: FormStyle, BuiltInFormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
    var appearance: FormAppearance { .columns }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

typealias FormStyleChain = StyleChain<FormAppearance>

extension View {
    /// Forms in this view are drawn by `style`.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let builtIn = style as? any BuiltInFormStyle {
                environment.formStyles.apply(builtIn.appearance)
            } else {
                environment.formStyles.apply(custom: style, buildsOnOuter: true)
            }
        })
    }
}

private struct FormStylesKey: EnvironmentKey {
    static var defaultValue: FormStyleChain { FormStyleChain() }
}

extension EnvironmentValues {
    /// The form styles set around here (`.formStyle`).
    var formStyles: FormStyleChain {
        get { self[FormStylesKey.self] }
        set { self[FormStylesKey.self] = newValue }
    }
}

extension FormStyleChain.Entry {
    /// An app's style's body for a form; nil for a built-in style.
    @MainActor
    func body(_ configuration: FormStyleConfiguration) -> (any View)? {
        guard case .custom(let custom) = self, let style = custom.value as? any FormStyle else { return nil }
        return style.styledBody(configuration)
    }
}

extension FormStyle {
    @MainActor
    fileprivate func styledBody(_ configuration: FormStyleConfiguration) -> any View {
        StyledBody(style: self) { $0.makeBody(configuration: configuration) }
    }
}
