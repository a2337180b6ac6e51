import QuireCore
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `opacity`, `hidden` and `redacted`: the first two wrap the view in a decorating widget that draws
/// it as one layer (transparent and out of reach, for `hidden`); `redacted` only tells the views.
@MainActor
@Suite struct VisibilityModifierTests {
    struct ReasonReader: View {
        @Environment(\.redactionReasons) private var reasons

        var body: some View {
            Text(reasons.contains(.placeholder) ? "placeholder" : "plain")
        }
    }

    @Test func opacityIsClampedAndHiddenKeepsThePlace() throws {
        let host = HeadlessHost {
            VStack {
                Text("Faint").opacity(0.25)
                Text("Over").opacity(3)
                Text("Gone").hidden()
            }
        }
        let decorators = host.widgets(.decorator)
        #expect(decorators.map { $0.decoration?.opacity } == [0.25, 1, nil])
        #expect(decorators.map { $0.decoration?.isHidden } == [false, false, true])
        #expect(decorators.map(\.texts) == [["Faint"], ["Over"], ["Gone"]], "a hidden view is still laid out")
    }

    @Test func redactedSetsTheReasonsAndUnredactedClearsThem() throws {
        let host = HeadlessHost {
            VStack {
                ReasonReader()
                ReasonReader().unredacted()
            }
            .redacted(reason: .placeholder)
        }
        #expect(host.texts == ["placeholder", "plain"])
    }
}
