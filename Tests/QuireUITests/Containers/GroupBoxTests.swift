import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `GroupBox` in each form is a card with its label above the content; an app's `GroupBoxStyle`
/// draws it instead, and `GroupBox(configuration)` in that style draws the card again.
@MainActor
@Suite struct GroupBoxTests {
    struct Titled: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("Styled")
                configuration.label
                configuration.content
            }
        }
    }

    struct Padded: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration).padding(4)
        }
    }

    @Test func everyFormIsACardWithItsLabelFirst() throws {
        let host = HeadlessHost {
            VStack {
                GroupBox("Key") { Text("A") }
                GroupBox(String("String")) { Text("B") }
                GroupBox { Text("C") } label: { Label("View", systemImage: "star") }
                GroupBox(label: Text("Old")) { Text("D") }
                GroupBox { Text("E") }
            }
        }
        let cards = host.widgets(.stack(.card))
        #expect(cards.map(\.texts) == [["Key", "A"], ["String", "B"], ["View", "C"], ["Old", "D"], ["E"]])
        #expect(cards.allSatisfy { $0.layout?.alignment.horizontal == .leading })
        #expect(cards[0].children.first?.style.font == .headline)
    }

    @Test func anAppsStyleDrawsTheGroupBox() throws {
        let host = HeadlessHost {
            GroupBox("Key") { Text("A") }.groupBoxStyle(Titled())
        }
        #expect(host.widgets(.stack(.card)).isEmpty)
        #expect(host.texts == ["Styled", "Key", "A"])
    }

    @Test func groupBoxFromAConfigurationIsTheCardOutside() throws {
        let host = HeadlessHost {
            GroupBox("Key") { Text("A") }.groupBoxStyle(Padded()).groupBoxStyle(.automatic)
        }
        #expect(host.widgets(.stack(.card)).count == 1)
        #expect(host.widgets(.decorator).count == 1)
        #expect(host.texts == ["Key", "A"])
    }
}
