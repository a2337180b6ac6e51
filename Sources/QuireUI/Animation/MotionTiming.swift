import Foundation

/// How a motion advances over time, read from an `Animation`: what the toolkit's animation plays (a
/// timed one with SwiftUI's curve, or a spring) and the pure sampling of both, so the curve a
/// view follows is the same on screen and in the headless backend.
package enum MotionTiming: Hashable, Sendable {
    /// `duration` seconds along `curve`, played `repetition` times.
    case timed(duration: Double, curve: TimingCurve, repetition: Animation.Repetition)
    /// A damped spring from 0 to 1 (it may pass 1), played until it settles.
    case spring(SpringParameters)

    /// SwiftUI's timing curves: cubic Béziers from (0, 0) to (1, 1).
    package enum TimingCurve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut

        /// The curve's control points (CSS's and SwiftUI's: ease-in 0.42, 0, 1, 1, …).
        package var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
            switch self {
            case .linear: (0, 0, 1, 1)
            case .easeIn: (0.42, 0, 1, 1)
            case .easeOut: (0, 0, 0.58, 1)
            case .easeInOut: (0.42, 0, 0.58, 1)
            }
        }

        /// The progress at `fraction` (0…1) of the duration.
        package func value(at fraction: Double) -> Double {
            let x = min(max(fraction, 0), 1)
            if self == .linear { return x }
            let (x1, y1, x2, y2) = controlPoints
            // The Bézier's parameter for x, by Newton's method then bisection where the slope is flat.
            func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
                let u = 1 - t
                return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
            }
            var t = x
            for _ in 0..<8 {
                let error = coordinate(t, x1, x2) - x
                let u = 1 - t
                let slope = 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
                guard abs(error) > 1e-7, abs(slope) > 1e-6 else { break }
                t = min(max(t - error / slope, 0), 1)
            }
            if abs(coordinate(t, x1, x2) - x) > 1e-6 {
                var low = 0.0, high = 1.0
                for _ in 0..<40 {
                    t = (low + high) / 2
                    if coordinate(t, x1, x2) < x { low = t } else { high = t }
                }
            }
            return coordinate(t, y1, y2)
        }
    }

    /// A spring as libadwaita's `AdwSpringParams` takes it: damping ratio, mass, stiffness.
    package struct SpringParameters: Hashable, Sendable {
        package let dampingRatio: Double
        package let mass: Double
        package let stiffness: Double

        /// SwiftUI's spring: a period of `response` seconds (stiffness (2π / response)² for a mass
        /// of 1) and `dampingFraction` of critical damping; `speed` shortens the period.
        init(response: Double, dampingFraction: Double, speed: Double) {
            let period = max(response, 0.001) / max(speed, 0.001)
            dampingRatio = max(dampingFraction, 0)
            mass = 1
            stiffness = pow(2 * Double.pi / period, 2)
        }

        /// The spring's position at `time` seconds: 0 at rest before, 1 where it settles.
        package func value(atTime time: Double) -> Double {
            guard time > 0 else { return 0 }
            let omega = (stiffness / mass).squareRoot()
            let zeta = dampingRatio
            if zeta < 1 {
                let damped = omega * (1 - zeta * zeta).squareRoot()
                let envelope = exp(-zeta * omega * time)
                return 1 - envelope * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
            }
            if zeta == 1 {
                return 1 - exp(-omega * time) * (1 + omega * time)
            }
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root, r2 = -zeta * omega - root
            return 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
        }
    }

    /// The curve's value at `time` seconds into one pass (the delay not counted): 0 at the start, 1
    /// at the end.
    package func value(atTime time: Double) -> Double {
        switch self {
        case let .timed(duration, curve, _): curve.value(at: duration > 0 ? time / duration : 1)
        case let .spring(spring): spring.value(atTime: time)
        }
    }
}

extension Animation {
    /// What the toolkit plays for this animation, `speed` applied.
    package var timing: MotionTiming {
        switch curve {
        case .linear: .timed(duration: duration / speedFactor, curve: .linear, repetition: repeats)
        case .easeIn: .timed(duration: duration / speedFactor, curve: .easeIn, repetition: repeats)
        case .easeOut: .timed(duration: duration / speedFactor, curve: .easeOut, repetition: repeats)
        case .easeInOut: .timed(duration: duration / speedFactor, curve: .easeInOut, repetition: repeats)
        case let .spring(response, dampingFraction, _):
            .spring(.init(response: response, dampingFraction: dampingFraction, speed: speedFactor))
        }
    }

    /// Seconds before the motion starts, `speed` applied.
    package var delayBeforeStart: Double { delaySeconds / speedFactor }
}
