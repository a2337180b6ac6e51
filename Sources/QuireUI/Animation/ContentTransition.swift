import Foundation

/// How a view's content — a text's characters, an image — changes in an animated change (SwiftUI's
/// `ContentTransition`). GTK draws one label or image, not the old and new content over each
/// other: every kind but `identity` is drawn as a cross-fade in which the new content fades in, in
/// its own place, over the change's animation (`numericText`'s rolling digits and `interpolate`'s
/// glyph morphing included).
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate, numericText(countsDown: Bool?), symbolEffect
    }

    let kind: Kind

    /// The new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out and the new one in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content's glyphs and colours move between the two.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Digits roll up (or down) to their new values.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }
    /// Digits roll in the direction `value` moved.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil))
    }
    /// A symbol image changes with its replace effect.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

extension EnvironmentValues {
    /// How the views' content changes in an animated change.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether the content transition draws into an offscreen layer first (GTK always draws the
    /// fading label as one layer).
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}

private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension View {
    /// How this view's texts and images change their content in an animated change.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

/// A leaf's content changing in an animated change: with a content transition, the widget fades in
/// from transparent over the animation (`MotionBackend.setOpacity`).
@MainActor
final class ContentFade {
    private let motion = PropertyMotion<Double>(interpolate: interpolate)

    /// The content of `widget` just changed under `environment`'s content transition.
    func contentDidChange(of widget: any PlatformWidget, environment: EnvironmentValues, in graph: GraphRuntime) {
        guard environment.contentTransition != .identity, let animation = RenderTransaction.animation else { return }
        motion.move(from: 0, to: 1, with: animation, on: widget, in: graph) { [weak graph] opacity in
            graph?.backend.setOpacity(opacity, of: widget)
        }
    }
}
