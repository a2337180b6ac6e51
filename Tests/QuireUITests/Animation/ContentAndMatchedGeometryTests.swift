import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `contentTransition` and `matchedGeometryEffect` on the headless backend.
@MainActor
struct ContentAndMatchedGeometryTests {
    private struct Counter: View {
        let transition: ContentTransition
        @State var count = 0
        var body: some View {
            VStack {
                Button("Add") { withAnimation(.linear(duration: 1)) { count += 1 } }
                Text("\(count)").contentTransition(transition)
            }
        }
    }

    @Test func aContentTransitionFadesTheNewTextIn() throws {
        let backend = HeadlessBackend()
        backend.motions.holdsMotions = true
        let host = HeadlessHost(backend: backend) { Counter(transition: .numericText()) }
        try host.widget(.button, titled: "Add").click()
        host.flush()
        let label = try host.widget(.text, titled: "1")
        #expect(label.motionOpacity == 0)
        backend.motions.step(toTime: 0.5)
        #expect(label.motionOpacity == 0.5)
        backend.motions.finishAll()
        #expect(label.motionOpacity == 1)
    }

    @Test func theIdentityContentTransitionChangesAtOnce() throws {
        let backend = HeadlessBackend()
        backend.motions.holdsMotions = true
        let host = HeadlessHost(backend: backend) { Counter(transition: .identity) }
        try host.widget(.button, titled: "Add").click()
        host.flush()
        #expect(try host.widget(.text, titled: "1").motionOpacity == nil)
        #expect(backend.motions.started == 0)
    }

    private struct Swapper: View {
        @Namespace var namespace
        @State var expanded = false
        var body: some View {
            VStack {
                Button("Swap") { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
                if expanded {
                    Text("Large").matchedGeometryEffect(id: "card", in: namespace, anchor: .topLeading)
                } else {
                    Text("Small").matchedGeometryEffect(id: "card", in: namespace, anchor: .topLeading)
                }
            }
        }
    }

    @Test func theArrivingViewMovesFromTheLeavingOnesFrame() throws {
        let backend = HeadlessBackend()
        backend.motions.holdsMotions = true
        let host = HeadlessHost(backend: backend) { Swapper() }
        let small = try #require(host.widgets(.geometryEffect).first)
        small.layOut(at: CGRect(x: 10, y: 20, width: 50, height: 20))
        try host.widget(.button, titled: "Swap").click()
        host.flush()
        let large = try #require(host.widgets(.geometryEffect).first { $0 !== small })
        large.layOut(at: CGRect(x: 110, y: 220, width: 100, height: 40))
        #expect(backend.motions.playing.count == 1)
        backend.motions.step(toTime: 0)
        #expect(large.geometryEffect == GeometryEffect(scale: CGSize(width: 0.5, height: 0.5),
                                                       translation: CGSize(width: -100, height: -200), anchor: .topLeading))
        backend.motions.step(toTime: 0.5)
        #expect(large.geometryEffect?.translation == CGSize(width: -50, height: -100))
        #expect(large.geometryEffect?.scale == CGSize(width: 0.75, height: 0.75))
        backend.motions.finishAll()
        #expect(large.geometryEffect == GeometryEffect(anchor: .topLeading))
    }
}
