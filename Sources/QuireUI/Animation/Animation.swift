import Foundation

/// How a change moves from its old to its new state (SwiftUI's `Animation`): curve, duration,
/// delay, speed, repetition. Its `timing` (MotionTiming.swift) is what the toolkit plays — on GNOME
/// an `AdwTimedAnimation` or `AdwSpringAnimation` on the widget's frame clock; which properties
/// move and which take their end state at once is listed in docs/SWIFTUI-COVERAGE.md, "Animation".
public struct Animation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The timing of an animation.
    enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    let curve: Curve
    /// Seconds, before `speed`.
    let duration: Double
    var delaySeconds: Double = 0
    var speedFactor: Double = 1
    var repeats: Repetition = .once

    /// How often an animation plays.
    package enum Repetition: Hashable, Sendable {
        case once
        case count(Int, autoreverses: Bool)
        case forever(autoreverses: Bool)
    }

    public var description: String { "Animation(\(curve), \(duration) s)" }

    /// The platform's default: ease in and out over 0.35 seconds.
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)

    public static func linear(duration: TimeInterval) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    /// A spring that settles in about `response` seconds.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration),
                  duration: response)
    }

    /// A spring of perceptual `duration` and `bounce` (0: none, 1: forever).
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: 1 - bounce, blendDuration: blendDuration)
    }

    public static var spring: Animation { spring(response: 0.5) }
    public static var smooth: Animation { spring(duration: 0.5, bounce: 0) }
    public static var snappy: Animation { spring(duration: 0.5, bounce: 0.15) }
    public static var bouncy: Animation { spring(duration: 0.5, bounce: 0.3) }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var animation = self
        animation.delaySeconds += delay
        return animation
    }

    /// This animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speedFactor *= speed
        return animation
    }

    /// This animation, played `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeats = .count(repeatCount, autoreverses: autoreverses)
        return animation
    }

    /// This animation, played until the view goes.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeats = .forever(autoreverses: autoreverses)
        return animation
    }
}

/// When an animation counts as finished, for `withAnimation`'s completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// When the animation has reached its end value.
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animation has stopped moving.
    public static let removed = AnimationCompletionCriteria(removed: true)
}
