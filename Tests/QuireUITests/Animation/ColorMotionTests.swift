import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Colours: the toolkit moves them (a CSS transition on GTK); the headless backend records the
/// animation each widget's next colour change moves with.
@MainActor
struct ColorMotionTests {
    private struct Tinted: View {
        @State var warm = false
        var body: some View {
            VStack {
                Button("Animated") { withAnimation(.easeOut(duration: 1)) { warm.toggle() } }
                Button("Plain") { warm.toggle() }
                Text("Tinted").foregroundStyle(warm ? Color.red : Color.blue).background(warm ? Color.yellow : Color.green)
            }
        }
    }

    @Test func colourChangesMoveWithTheAnimationAndPlainOnesAtOnce() throws {
        let backend = HeadlessBackend()
        backend.motions.holdsMotions = true
        let host = HeadlessHost(backend: backend) { Tinted() }
        try host.widget(.button, titled: "Animated").click()
        host.flush()
        let text = try host.widget(.text, titled: "Tinted")
        let decorator = try #require(host.widgets(.decorator).first)
        #expect(text.colorTransition == .easeOut(duration: 1))
        #expect(decorator.colorTransition == .easeOut(duration: 1))
        #expect(text.style.foreground == .red, "the new colour is set; the toolkit moves to it")
        #expect(backend.motions.playing.count == 3,
                "the completion waits for the text's colour, the background's and the decoration holding it")
        backend.motions.finishAll()
        try host.widget(.button, titled: "Plain").click()
        host.flush()
        #expect(text.colorTransition == nil)
        #expect(decorator.colorTransition == nil)
        #expect(text.style.foreground == .blue)
    }
}
