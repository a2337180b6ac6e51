import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `transition`: a view inserted in an animated change moves from its transition's `willAppear`
/// look; removed in one, it stays drawn while it moves to `didDisappear`, then goes.
@MainActor
struct TransitionTests {
    private struct Shown: View {
        let transition: AnyTransition
        @State var isShown = false
        var body: some View {
            VStack {
                Button("Animated") { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
                Button("Plain") { isShown.toggle() }
                if isShown {
                    Text("Guest").transition(transition)
                }
            }
        }
    }

    private func host(_ transition: AnyTransition) -> HeadlessHost {
        let backend = HeadlessBackend()
        backend.motions.holdsMotions = true
        return HeadlessHost(backend: backend) { Shown(transition: transition) }
    }

    @Test func anOpacityTransitionFadesInAndOutAndTheRemovedViewGoesAtTheEnd() throws {
        let host = host(.opacity)
        try host.widget(.button, titled: "Animated").click()
        host.flush()
        #expect(host.texts.contains("Guest"))
        let fade = try #require(host.widgets(.decorator).first)
        #expect(fade.decoration?.opacity == 0, "it appears from its willAppear look")
        host.backend.motions.step(toTime: 0.5)
        #expect(fade.decoration?.opacity == 0.5)
        host.backend.motions.finishAll()
        #expect(fade.decoration?.opacity == 1)

        try host.widget(.button, titled: "Animated").click()
        host.flush()
        #expect(host.texts.contains("Guest"), "a removed view stays drawn while it moves")
        host.backend.motions.step(toTime: 0.25)
        #expect(fade.decoration?.opacity == 0.75)
        host.backend.motions.finishAll()
        #expect(!host.texts.contains("Guest"), "and goes when its motion ends")
    }

    @Test func withoutAnimationTheViewComesAndGoesAtOnce() throws {
        let host = host(.slide)
        try host.widget(.button, titled: "Plain").click()
        host.flush()
        #expect(host.texts.contains("Guest"))
        #expect(host.widgets(.geometryEffect).first?.geometryEffect?.relativeTranslation == .zero)
        try host.widget(.button, titled: "Plain").click()
        host.flush()
        #expect(!host.texts.contains("Guest"))
        #expect(host.backend.motions.started == 0)
    }

    @Test func slideComesFromTheLeadingEdgeAndLeavesToTheTrailingOne() throws {
        let host = host(.slide)
        try host.widget(.button, titled: "Animated").click()
        host.flush()
        let move = try #require(host.widgets(.geometryEffect).first)
        #expect(move.geometryEffect?.relativeTranslation == CGSize(width: -1, height: 0))
        host.backend.motions.step(toTime: 0.5)
        #expect(move.geometryEffect?.relativeTranslation == CGSize(width: -0.5, height: 0))
        host.backend.motions.finishAll()
        #expect(move.geometryEffect?.relativeTranslation == .zero)
        try host.widget(.button, titled: "Animated").click()
        host.flush()
        host.backend.motions.step(toTime: 0.5)
        #expect(move.geometryEffect?.relativeTranslation == CGSize(width: 0.5, height: 0))
        host.backend.motions.finishAll()
        #expect(!host.texts.contains("Guest"))
    }

    @Test func asymmetricAndCombinedTransitionsUseTheirParts() throws {
        let host = host(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .move(edge: .bottom)))
        try host.widget(.button, titled: "Animated").click()
        host.flush()
        let scale = try #require(host.widgets(.geometryEffect).first { $0.geometryEffect?.scale != CGSize(width: 1, height: 1) })
        #expect(scale.geometryEffect?.scale == .zero)
        #expect(host.widgets(.decorator).first?.decoration?.opacity == 0)
        host.backend.motions.finishAll()
        #expect(scale.geometryEffect?.scale == CGSize(width: 1, height: 1))
        try host.widget(.button, titled: "Animated").click()
        host.flush()
        #expect(host.backend.motions.playing.count == 1, "only the removal's move plays")
        host.backend.motions.step(toTime: 1)
        #expect(host.widgets(.geometryEffect).contains { $0.geometryEffect?.relativeTranslation == CGSize(width: 0, height: 1) })
        #expect(host.widgets(.decorator).first?.decoration?.opacity == 1, "the insertion's fade stays at identity")
        host.backend.motions.finishAll()
        #expect(!host.texts.contains("Guest"))
    }

    @Test func withAnimationCompletesAfterTheRemovalEnds() async throws {
        final class Log { var done = false }
        struct Remover: View {
            let log: Log
            @State var isShown = true
            var body: some View {
                VStack {
                    Button("Remove") {
                        withAnimation(.easeOut(duration: 1)) { isShown = false } completion: { log.done = true }
                    }
                    if isShown { Text("Guest").transition(.push(from: .top)) }
                }
            }
        }
        let log = Log()
        let backend = HeadlessBackend()
        backend.motions.holdsMotions = true
        let host = HeadlessHost(backend: backend) { Remover(log: log) }
        try host.widget(.button, titled: "Remove").click()
        host.flush()
        for _ in 0..<20 { await Task.yield() }
        #expect(!log.done && host.texts.contains("Guest"))
        backend.motions.finishAll()
        #expect(!host.texts.contains("Guest"))
        while !log.done { await Task.yield() }
    }
}

