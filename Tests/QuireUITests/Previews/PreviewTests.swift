import Testing
@testable import QuireUI
import QuireUIHeadless

/// A view of the kind apps preview.
private struct Greeting: View {
    var name: String

    var body: some View {
        Text("Hello, \(name)")
    }
}

// `#Preview` at file scope, in each of its forms: this file compiling is the check that the macro
// expands and its bodies type-check (a builder body with several views, traits, a name).
#Preview {
    Greeting(name: "preview")
}

#Preview("Two greetings") {
    Greeting(name: "one")
    Greeting(name: "two")
}

#Preview("Fixed", traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) {
    Greeting(name: "fixed")
        .previewDisplayName("ignored on Linux")
}

#Preview(traits: .sizeThatFitsLayout) {
    Greeting(name: "fits")
}

private struct GreetingPreviews: PreviewProvider {
    static var previews: some View {
        Greeting(name: "provider")
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15")
            .previewInterfaceOrientation(.landscapeRight)
    }
}

/// `Preview` (what `#Preview` builds) and `PreviewProvider`: their views render like any other;
/// the canvas-only modifiers leave the view unchanged.
@MainActor
@Suite struct PreviewTests {
    @Test func aPreviewKeepsItsNameAndTraitsAndRendersItsBody() {
        let preview = Preview("Pair", traits: .fixedLayout(width: 320, height: 200), .portrait) {
            Greeting(name: "one")
            Greeting(name: "two")
        }
        #expect(preview.name == "Pair")
        #expect(preview.traits.map(\.kind) == [.fixedLayout(width: 320, height: 200), .orientation(.portrait)])
        let host = HeadlessHost { preview.content }
        #expect(host.texts == ["Hello, one", "Hello, two"])
    }

    @Test func aPreviewProvidersPreviewsRenderUnchangedByTheCanvasModifiers() {
        let host = HeadlessHost { GreetingPreviews.previews }
        #expect(host.texts == ["Hello, provider"])
        #expect(GreetingPreviews.platform == nil)
    }
}
