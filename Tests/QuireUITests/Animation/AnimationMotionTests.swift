import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

private final class CompletionLog {
    var events: [String] = []
}

/// Which changes move and how: `withAnimation`, `.animation(_:value:)` and plain changes on the
/// headless backend, whose motions a test steps through their curve in place of the frame clock.
@MainActor
struct AnimationMotionTests {
    private struct Fader: View {
        let log: CompletionLog
        let animation: Animation?
        @State var faded = false
        var body: some View {
            VStack {
                Button("Animated") {
                    withAnimation(animation) { faded.toggle() } completion: { log.events.append("done") }
                }
                Button("Plain") { faded.toggle() }
                Text("Subject").opacity(faded ? 0 : 1).frame(width: faded ? 200 : 100)
            }
        }
    }

    private func holding() -> HeadlessBackend {
        let backend = HeadlessBackend()
        backend.motions.holdsMotions = true
        return backend
    }

    @Test func withAnimationMovesOpacityAndWidthAlongTheCurveThenCompletes() async throws {
        let log = CompletionLog()
        let host = HeadlessHost(backend: holding()) { Fader(log: log, animation: .linear(duration: 1)) }
        let decorators = host.widgets(.decorator)
        let opacity = try #require(decorators.first { $0.decoration?.opacity != nil })
        let frame = try #require(decorators.first { $0.decoration?.frame != nil })
        #expect(opacity.decoration?.opacity == 1)
        try host.widget(.button, titled: "Animated").click()
        host.flush()
        #expect(opacity.decoration?.opacity == 1, "a motion starts where the view was")
        #expect(host.backend.motions.playing.count == 2)
        host.backend.motions.step(toTime: 0.25)
        #expect(opacity.decoration?.opacity == 0.75)
        #expect(frame.decoration?.frame?.width == 125)
        for _ in 0..<20 { await Task.yield() }
        #expect(log.events.isEmpty, "the completion waits for the motions")
        host.backend.motions.finishAll()
        #expect(opacity.decoration?.opacity == 0, "the end state is exact")
        #expect(frame.decoration?.frame?.width == 200)
        while log.events.isEmpty { await Task.yield() }
        #expect(log.events == ["done"])
    }

    @Test func aChangeWithoutAnimationTakesItsEndStateAtOnce() throws {
        let host = HeadlessHost(backend: holding()) { Fader(log: CompletionLog(), animation: .default) }
        try host.widget(.button, titled: "Plain").click()
        host.flush()
        #expect(host.backend.motions.started == 0)
        #expect(host.widgets(.decorator).contains { $0.decoration?.opacity == 0 })
    }

    @Test func withAnimationOfNilChangesAtOnceAndStillCompletes() async throws {
        let log = CompletionLog()
        let host = HeadlessHost(backend: holding()) { Fader(log: log, animation: nil) }
        try host.widget(.button, titled: "Animated").click()
        host.flush()
        #expect(host.backend.motions.started == 0)
        while log.events.isEmpty { await Task.yield() }
    }

    @Test func easeInSamplesItsCurveAndARetargetStartsFromWhatIsShown() throws {
        let host = HeadlessHost(backend: holding()) { Fader(log: CompletionLog(), animation: .easeIn(duration: 1)) }
        let opacity = try #require(host.widgets(.decorator).first { $0.decoration?.opacity != nil })
        try host.widget(.button, titled: "Animated").click()
        host.flush()
        host.backend.motions.step(toTime: 0.5)
        let shown = try #require(opacity.decoration?.opacity)
        #expect(abs(shown - (1 - MotionTiming.TimingCurve.easeIn.value(at: 0.5))) < 1e-9)
        try host.widget(.button, titled: "Animated").click()
        host.flush()
        #expect(opacity.decoration?.opacity == shown, "turned back from where it was")
        host.backend.motions.finishAll()
        #expect(opacity.decoration?.opacity == 1)
    }

    private struct ImplicitlyAnimated: View {
        @State var on = false
        @State var other = false
        var body: some View {
            VStack {
                Button("Flip") { on.toggle() }
                Button("Other") { other.toggle() }
                Text(other ? "a" : "b")
                    .scaleEffect(on ? 2 : 1)
                    .rotationEffect(.degrees(other ? 90 : 0))
                    .animation(.linear(duration: 2), value: on)
                    .offset(x: on ? 40 : 0)
            }
        }
    }

    @Test func animationValueAnimatesOnlyWhenItsValueChanges() throws {
        let host = HeadlessHost(backend: holding()) { ImplicitlyAnimated() }
        let effects = host.widgets(.geometryEffect)
        #expect(effects.count == 2)
        try host.widget(.button, titled: "Other").click()
        host.flush()
        #expect(host.backend.motions.started == 0, "the watched value did not change")
        #expect(effects.contains { $0.geometryEffect?.rotation == .degrees(90) })
        try host.widget(.button, titled: "Flip").click()
        host.flush()
        #expect(host.backend.motions.started == 1, "the scale inside moves; the offset outside does not")
        host.backend.motions.step(toTime: 1)
        #expect(effects.contains { $0.geometryEffect?.scale == CGSize(width: 1.5, height: 1.5) })
        host.backend.motions.finishAll()
        #expect(effects.contains { $0.geometryEffect?.scale == CGSize(width: 2, height: 2) })
    }

    private struct Offsetting: View {
        @State var moved = false
        var body: some View {
            VStack {
                Button("Move") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
                Text("Box").offset(x: moved ? 100 : 0, y: moved ? -20 : 0)
            }
        }
    }

    @Test func offsetMovesInAnAnimatedChange() throws {
        let host = HeadlessHost(backend: holding()) { Offsetting() }
        try host.widget(.button, titled: "Move").click()
        host.flush()
        #expect(host.backend.motions.playing.count == 1)
        let motion = try #require(host.backend.motions.playing.first)
        #expect(motion.timing == .timed(duration: 1, curve: .linear, repetition: .once))
        let wrapper = try host.widget(.layoutView)
        wrapper.children[0].layoutView.idealSize = CGSize(width: 10, height: 10)
        host.backend.motions.step(toTime: 0.5)
        wrapper.layOut(in: CGSize(width: 10, height: 10))
        #expect(wrapper.children[0].layoutView.frame?.origin == CGPoint(x: 50, y: -10))
        host.backend.motions.finishAll()
        wrapper.layOut(in: CGSize(width: 10, height: 10))
        #expect(wrapper.children[0].layoutView.frame?.origin == CGPoint(x: 100, y: -20))
    }
}

