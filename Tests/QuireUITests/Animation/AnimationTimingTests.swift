import Foundation
import QuireGraphics
import Testing
@testable import QuireUI

/// The animation model as pure functions: SwiftUI's curves and springs sampled at known times, and
/// the transforms geometry effects draw with.
@MainActor
struct AnimationTimingTests {
    @Test func timingCurvesFollowSwiftUIsBeziers() {
        #expect(MotionTiming.TimingCurve.linear.value(at: 0.25) == 0.25)
        // cubic-bezier(0.42, 0, 1, 1) at x = 0.5, and its mirror image for ease-out.
        #expect(abs(MotionTiming.TimingCurve.easeIn.value(at: 0.5) - 0.3153) < 0.001)
        #expect(abs(MotionTiming.TimingCurve.easeOut.value(at: 0.5) - 0.6847) < 0.001)
        #expect(abs(MotionTiming.TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(MotionTiming.TimingCurve.easeInOut.value(at: 0.25) < 0.25)
        for curve in [MotionTiming.TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.value(at: 0) == 0)
            #expect(abs(curve.value(at: 1) - 1) < 1e-9)
            #expect(curve.value(at: 2) == curve.value(at: 1), "past the end stays at the end")
        }
    }

    @Test func animationsBecomeTheirTimings() {
        #expect(Animation.linear(duration: 2).speed(4).timing
                == .timed(duration: 0.5, curve: .linear, repetition: .once))
        #expect(Animation.easeOut(duration: 1).delay(0.5).speed(2).delayBeforeStart == 0.25)
        #expect(Animation.easeIn.repeatForever().timing
                == .timed(duration: 0.35, curve: .easeIn, repetition: .forever(autoreverses: true)))
        #expect(Animation.easeIn.repeatCount(3, autoreverses: false).timing
                == .timed(duration: 0.35, curve: .easeIn, repetition: .count(3, autoreverses: false)))
        guard case let .spring(spring) = Animation.spring(response: 0.5, dampingFraction: 0.825).timing else {
            Issue.record("a spring's timing is a spring")
            return
        }
        // A period of 0.5 s: stiffness (2π / 0.5)² for a mass of 1.
        #expect(abs(spring.stiffness - 157.9137) < 0.001)
        #expect(spring.mass == 1)
        #expect(spring.dampingRatio == 0.825)
        guard case let .spring(fast) = Animation.spring(response: 0.5, dampingFraction: 0.825).speed(2).timing else { return }
        #expect(abs(fast.stiffness - 4 * spring.stiffness) < 0.001, "twice as fast: half the period")
    }

    @Test func springsSettleAndBouncyOnesOvershoot() {
        guard case let .spring(smooth) = Animation.smooth.timing,
              case let .spring(bouncy) = Animation.bouncy(duration: 0.5, extraBounce: 0.2).timing else {
            Issue.record("springs")
            return
        }
        #expect(smooth.value(atTime: 0) == 0)
        #expect(abs(smooth.value(atTime: 3) - 1) < 0.001)
        let smoothSamples = stride(from: 0.0, through: 2, by: 0.01).map { smooth.value(atTime: $0) }
        #expect(smoothSamples.allSatisfy { $0 <= 1 + 1e-9 }, "a critically damped spring never passes its end")
        let bouncySamples = stride(from: 0.0, through: 2, by: 0.01).map { bouncy.value(atTime: $0) }
        #expect(bouncySamples.contains { $0 > 1.05 }, "a bouncy spring passes its end")
        #expect(abs(bouncy.value(atTime: 5) - 1) < 0.001)
    }

    @Test func geometryEffectsTransformAboutTheirAnchor() {
        let size = CGSize(width: 100, height: 50)
        let half = GeometryEffect(scale: CGSize(width: 0.5, height: 0.5)).transform(in: size)
        // Scaled about the centre: the top-left corner goes a quarter of the way in.
        #expect(half.a == 0.5 && half.d == 0.5 && half.tx == 25 && half.ty == 12.5)
        let turned = GeometryEffect(rotation: .degrees(90), anchor: .topLeading).transform(in: size)
        #expect(abs(turned.b - 1) < 1e-9 && abs(turned.c + 1) < 1e-9, "a quarter turn clockwise")
        #expect(abs(turned.tx) < 1e-9 && abs(turned.ty) < 1e-9, "about the top-left corner")
        let moved = GeometryEffect(translation: CGSize(width: 3, height: 0), relativeTranslation: CGSize(width: -1, height: 0))
            .transform(in: size)
        #expect(moved.tx == -97 && moved.ty == 0, "one width to the leading edge, then 3 points")
    }
}
