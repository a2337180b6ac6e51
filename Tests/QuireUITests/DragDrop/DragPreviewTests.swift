import Foundation
import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `draggable(_:preview:)` and `onDrag(_:preview:)` on the headless backend: the preview view is
/// made when a drag begins, in a graph of its own (its state is its own, not the dragged view's),
/// and let go when the drag ends; a drag without one shows the dragged view itself.
@MainActor
@Suite struct DragPreviewTests {
    /// A button counting its presses in its own `@State`.
    struct Counter: View {
        let name: String
        @State private var presses = 0

        var body: some View {
            Button("\(name) \(presses)") { presses += 1 }
        }
    }

    func buttons(in graph: ViewGraph) -> [HeadlessWidget] {
        graph.rootWidgets.compactMap { $0 as? HeadlessWidget }.flatMap(\.allWidgets).filter { $0.kind == .button }
    }

    @Test func theDraggablesPreviewIsMadeWhenTheDragBeginsWithStateOfItsOwn() async throws {
        let host = HeadlessHost {
            Counter(name: "Card").draggable("Ace of Spades") {
                Counter(name: "Preview")
            }
        }
        #expect(!host.texts.contains("Preview 0"), "the preview is not drawn before a drag")
        let card = try host.widget(.button, titled: "Card 0")
        card.click()
        card.click()
        host.flush()
        #expect(card.title == "Card 2")

        let drag = try #require(host.backend.dragDrop.beginDrag(card))
        weak let ended = drag.preview
        do {
            let preview = try #require(drag.preview, "a drag with a preview shows it")
            let previewButton = try #require(buttons(in: preview).first)
            #expect(previewButton.title == "Preview 0", "the preview's state starts afresh, apart from the dragged view's")
            previewButton.click()
            preview.runPendingUpdates()
            #expect(previewButton.title == "Preview 1")
            host.flush()
            #expect(card.title == "Card 2", "the preview's state is not the dragged view's")
        }
        #expect(try await drag.read().contents.first?.data == Data("Ace of Spades".utf8))

        drag.end()
        #expect(drag.preview == nil)
        #expect(ended == nil, "the preview's graph goes when the drag ends")

        let again = try #require(host.backend.dragDrop.beginDrag(card))
        #expect(try #require(again.preview.map(buttons(in:))?.first).title == "Preview 0",
                "each drag makes its preview anew")
        again.end()
    }

    struct SuitKey: EnvironmentKey {
        static let defaultValue = "none"
    }

    /// Shows the suit its environment holds.
    struct SuitLabel: View {
        @Environment(\.cardSuit) private var suit

        var body: some View { Text("Suit: \(suit)") }
    }

    @Test func onDragsPreviewRendersInTheDraggedViewsEnvironment() throws {
        let host = HeadlessHost {
            Text("Photo")
                .onDrag { NSItemProvider(object: "photo.png" as NSString) } preview: {
                    SuitLabel()
                    Text("Second Line")
                }
                .environment(\.cardSuit, "spades")
        }
        let drag = try #require(host.backend.dragDrop.beginDrag(try host.widget(.text, titled: "Photo")))
        let preview = try #require(drag.preview)
        let texts = preview.rootWidgets.compactMap { $0 as? HeadlessWidget }.flatMap(\.texts)
        #expect(texts == ["Suit: spades", "Second Line"])
        drag.end()
    }

    @Test func aDraggableWithoutAPreviewShowsTheViewItself() throws {
        let host = HeadlessHost {
            Text("Ace").draggable("Ace of Spades")
        }
        let drag = try #require(host.backend.dragDrop.beginDrag(try host.widget(.text, titled: "Ace")))
        #expect(drag.preview == nil)
        drag.end()
    }
}

extension EnvironmentValues {
    fileprivate var cardSuit: String {
        get { self[DragPreviewTests.SuitKey.self] }
        set { self[DragPreviewTests.SuitKey.self] = newValue }
    }
}
