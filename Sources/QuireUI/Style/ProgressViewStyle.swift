/// How progress views draw (SwiftUI's `ProgressViewStyle`): `.automatic` as a bar for determinate
/// progress and a spinner for indeterminate progress (as on macOS), `.linear` always as a bar (an
/// indeterminate one pulses), `.circular` as a spinner while indeterminate and as a bar once there is a
/// value (GNOME has no determinate circular indicator). An app's style's body is the whole progress
/// view, made from the configuration; `ProgressView(configuration)` in it draws with the style outside.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a progress view in this style is.
    associatedtype Body: View
    /// The properties of the progress view the body draws.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The progress view drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` is told about the progress view it draws.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View, ConfigurationContent, PrimitiveView {
        public typealias Body = Never
        let content: any View
    }

    /// The progress view's current value label, as a view.
    public struct CurrentValueLabel: View, ConfigurationContent, PrimitiveView {
        public typealias Body = Never
        let content: any View
    }

    /// How much of the task is done, from 0 to 1; nil while indeterminate.
    public let fractionCompleted: Double?
    /// The view describing the task, if the progress view has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The view describing how far the task is, if the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// A built-in style: its body is the progress view the node draws with the style's kind.
@MainActor
protocol BuiltInProgressViewStyle: ProgressViewStyle {
    var kind: ProgressViewKind { get }
}

extension BuiltInProgressViewStyle {
    public func makeBody(configuration: Configuration) -> some View {
        let kind = self.kind
        return ProgressView(configuration).modifier(_EnvironmentModifier { $0.progressViewStyles.apply(kind) })
    }
}

public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    var kind: ProgressViewKind { .automatic }
}

public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    var kind: ProgressViewKind { .linear }
}

public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    var kind: ProgressViewKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The progress view styles as the view graph tells them apart.
enum ProgressViewKind: Hashable, Sendable {
    case automatic, linear, circular

    /// The indicator this style draws for `fraction` (nil: indeterminate).
    func indicator(for fraction: Double?) -> ProgressIndicator {
        switch (self, fraction) {
        case (.automatic, nil), (.circular, nil): .spinner
        case let (_, fraction): .bar(fraction: fraction)
        }
    }
}

extension View {
    /// Progress views in this view draw as `style` says (a built-in kind, or an app's style's body).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let builtIn = style as? any BuiltInProgressViewStyle {
                environment.progressViewStyles.apply(builtIn.kind)
            } else {
                environment.progressViewStyles.apply(custom: style, buildsOnOuter: true)
            }
        })
    }
}

extension StyleChain<ProgressViewKind>.Entry {
    /// An app's style's body for a progress view; nil for a built-in style, which the node draws.
    @MainActor
    func body(_ configuration: ProgressViewStyleConfiguration) -> (any View)? {
        guard case .custom(let custom) = self, let style = custom.value as? any ProgressViewStyle else { return nil }
        return style.styledBody(configuration)
    }
}

extension ProgressViewStyle {
    @MainActor
    fileprivate func styledBody(_ configuration: ProgressViewStyleConfiguration) -> any View {
        StyledBody(style: self) { $0.makeBody(configuration: configuration) }
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a `ProgressViewStyle` is drawing, drawn with the style outside that one (in
    /// its `makeBody(configuration:)`: a style that adds to the current one).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(amount: configuration.fractionCompleted.map { .fraction($0) } ?? .indeterminate,
                  label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}
