/// How progress views draw (SwiftUI's `ProgressViewStyle`): `.automatic` as a bar for determinate
/// progress and a spinner for indeterminate progress (as on macOS), `.linear` always as a bar (an
/// indeterminate one pulses), `.circular` as a spinner while indeterminate and as a bar once there is a
/// value (GNOME has no determinate circular indicator).
@MainActor @preconcurrency
public protocol ProgressViewStyle {}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
}

public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
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
    /// Progress views in this view draw as `style` says.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind: ProgressViewKind = switch style {
        case is LinearProgressViewStyle: .linear
        case is CircularProgressViewStyle: .circular
        default: .automatic
        }
        return modifier(_EnvironmentModifier { $0.progressViewKind = kind })
    }
}
