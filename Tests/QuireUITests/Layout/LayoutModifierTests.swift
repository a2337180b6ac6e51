import Foundation
import Observation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `offset`, `position`, `fixedSize`, `aspectRatio`, `scaledToFit`/`Fill`, `zIndex` and
/// `layoutPriority` on the headless backend: each wraps its view's widget in a layout widget whose
/// layout (run by `layOut(in:)`, standing in for GTK) or traits are SwiftUI's.
@MainActor
@Suite struct LayoutModifierTests {
    private func wrapper(_ host: HeadlessHost) throws -> HeadlessWidget {
        let wrapper = try host.widget(.layoutView)
        #expect(wrapper.children.count == 1)
        return wrapper
    }

    @Test func offsetMovesTheViewAndNotItsPlace() throws {
        let host = HeadlessHost { Text("Moved").offset(x: 40, y: 10) }
        let offset = try wrapper(host)
        offset.children[0].layoutView.idealSize = CGSize(width: 50, height: 16)
        #expect(offset.sizeThatFits(.unspecified) == CGSize(width: 50, height: 16), "its size is the view's")
        offset.layOut(in: CGSize(width: 50, height: 16))
        #expect(offset.children[0].layoutView.frame == CGRect(x: 40, y: 10, width: 50, height: 16))
    }

    @Test func offsetFollowsItsValue() throws {
        let model = Shift()
        let host = HeadlessHost { Shifted(model: model) }
        let offset = try wrapper(host)
        offset.children[0].layoutView.idealSize = CGSize(width: 10, height: 10)
        model.x = 25
        host.flush()
        #expect(try wrapper(host) === offset, "the same widget, laid out again")
        offset.layOut(in: CGSize(width: 10, height: 10))
        #expect(offset.children[0].layoutView.frame?.minX == 25)
    }

    @Observable final class Shift {
        var x: CGFloat = 0
    }

    struct Shifted: View {
        let model: Shift
        var body: some View { Text("Shifted").offset(CGSize(width: model.x, height: 0)) }
    }

    @Test func positionTakesTheSpaceOfferedAndCentresTheView() throws {
        let host = HeadlessHost { Text("Pinned").position(x: 100, y: 30) }
        let position = try wrapper(host)
        position.children[0].layoutView.idealSize = CGSize(width: 40, height: 20)
        #expect(position.sizeThatFits(ProposedViewSize(width: 300, height: 200)) == CGSize(width: 300, height: 200))
        position.layOut(in: CGSize(width: 300, height: 200))
        #expect(position.children[0].layoutView.frame == CGRect(x: 80, y: 20, width: 40, height: 20))
    }

    @Test func fixedSizeKeepsTheIdealSizeOnItsAxes() throws {
        let host = HeadlessHost { Text("Whole line").fixedSize(horizontal: true, vertical: false) }
        let fixed = try wrapper(host)
        let text = fixed.children[0]
        text.layoutView.idealSize = CGSize(width: 200, height: 20)
        text.layoutView.minimumSize = CGSize(width: 30, height: 20)
        #expect(fixed.sizeThatFits(ProposedViewSize(width: 60, height: 100)) == CGSize(width: 200, height: 20))
        fixed.layOut(in: CGSize(width: 60, height: 20))
        #expect(text.layoutView.frame == CGRect(x: -70, y: 0, width: 200, height: 20),
                "centred on the narrower space, overflowing it")
    }

    @Test func aspectRatioFitsOrFillsTheProposal() throws {
        let host = HeadlessHost {
            VStack {
                Text("Fit").aspectRatio(2, contentMode: .fit)
                Text("Fill").aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill)
                Text("Ideal").scaledToFit()
            }
        }
        let wrappers = host.widgets(.layoutView)
        #expect(wrappers.count == 3)
        for wrapper in wrappers {
            wrapper.children[0].layoutView.idealSize = CGSize(width: 40, height: 10)
            wrapper.children[0].layoutView.minimumSize = .zero
            wrapper.children[0].layoutView.flexibleAxes = [.horizontal, .vertical]
        }
        let proposal = ProposedViewSize(width: 300, height: 100)
        #expect(wrappers[0].sizeThatFits(proposal) == CGSize(width: 200, height: 100))
        #expect(wrappers[1].sizeThatFits(proposal) == CGSize(width: 300, height: 150))
        #expect(wrappers[2].sizeThatFits(proposal) == CGSize(width: 300, height: 75), "the ideal 4:1")
        #expect(wrappers[0].sizeThatFits(ProposedViewSize(width: 60, height: nil)) == CGSize(width: 60, height: 30))
        wrappers[0].layOut(in: CGSize(width: 300, height: 100))
        #expect(wrappers[0].children[0].layoutView.frame == CGRect(x: 50, y: 0, width: 200, height: 100))
    }

    @Test func zIndexOrdersDrawingAndLayoutPriorityReachesTheContainer() throws {
        let host = HeadlessHost {
            ZStackLayout {
                Text("Front").zIndex(1)
                Text("Back")
                Text("Middle").zIndex(0.5).layoutPriority(2)
            }
        }
        let stack = try #require(host.widgets(.layoutView).first { $0.children.count == 3 })
        func label(_ widget: HeadlessWidget) -> String { widget.kind == .text ? widget.text : widget.children.first.map(label) ?? "" }
        #expect(stack.drawnChildren.map(label) == ["Back", "Middle", "Front"])
        #expect(stack.children[2].layoutTraits.priority == 2)
        #expect(stack.children[2].layoutTraits.zIndex == 0.5, "nested traits merge")
    }

    @Test func zStackLayoutAlignsItsSubviews() throws {
        let host = HeadlessHost {
            ZStackLayout(alignment: .bottomTrailing) {
                Text("Large")
                Text("Small")
            }
        }
        let stack = try #require(host.widgets(.layoutView).first)
        stack.children[0].layoutView.idealSize = CGSize(width: 100, height: 40)
        stack.children[1].layoutView.idealSize = CGSize(width: 20, height: 10)
        #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 100, height: 40))
        stack.layOut(in: CGSize(width: 100, height: 40))
        #expect(stack.children[1].layoutView.frame == CGRect(x: 80, y: 30, width: 20, height: 10))
    }
}

/// `safeAreaInset` on the headless backend: a layout holding the view and its bar, the bar marked
/// with a layout value.
@MainActor
@Suite struct SafeAreaInsetTests {
    @Test func aBottomBarInsetsTheViewAboveIt() throws {
        let host = HeadlessHost {
            Text("Content")
                .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Text("Bar") }
        }
        let inset = try #require(host.widgets(.layoutView).first { $0.children.count == 2 })
        let content = try host.widget(.text, titled: "Content")
        let bar = try host.widget(.text, titled: "Bar")
        content.layoutView.idealSize = CGSize(width: 100, height: 100)
        content.layoutView.flexibleAxes = [.horizontal, .vertical]
        bar.layoutView.idealSize = CGSize(width: 50, height: 20)
        #expect(inset.sizeThatFits(ProposedViewSize(width: 300, height: 200)) == CGSize(width: 300, height: 200))
        #expect(inset.sizeThatFits(.unspecified) == CGSize(width: 100, height: 124))
        inset.layOut(in: CGSize(width: 300, height: 200))
        #expect(inset.children[0].layoutView.frame == CGRect(x: 0, y: 0, width: 300, height: 176))
        #expect(inset.children[1].layoutView.frame == CGRect(x: 0, y: 180, width: 50, height: 20))
    }

    @Test func aLeadingBarInsetsTheViewBesideIt() throws {
        let host = HeadlessHost {
            Text("Content").safeAreaInset(edge: .leading) { Text("Side") }
        }
        let inset = try #require(host.widgets(.layoutView).first { $0.children.count == 2 })
        try host.widget(.text, titled: "Content").layoutView.flexibleAxes = [.horizontal, .vertical]
        try host.widget(.text, titled: "Side").layoutView.idealSize = CGSize(width: 30, height: 10)
        inset.layOut(in: CGSize(width: 200, height: 100))
        #expect(inset.children[0].layoutView.frame == CGRect(x: 30, y: 0, width: 170, height: 100))
        #expect(inset.children[1].layoutView.frame == CGRect(x: 0, y: 45, width: 30, height: 10))
    }
}
