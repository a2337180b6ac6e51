import Foundation
import Observation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// The `Layout` protocol on the headless backend: a layout used as a view is one layout widget over
/// its content's widgets; `layOut(in:)` stands in for GTK's allocation, running the layout over the
/// children's sizes (what the test gives them: headless widgets measure nothing).
@MainActor
@Suite struct LayoutProtocolTests {
    /// Each subview at its ideal size, one step right of and below the one before.
    struct Staircase: Layout {
        var step: CGFloat = 10

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let corners = subviews.enumerated().map { index, subview in
                let size = subview.sizeThatFits(.unspecified)
                return CGPoint(x: CGFloat(index) * step + size.width, y: CGFloat(index) * step + size.height)
            }
            return CGSize(width: corners.map(\.x).max() ?? 0, height: corners.map(\.y).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * step, y: bounds.minY + CGFloat(index) * step),
                              proposal: .unspecified)
            }
        }
    }

    private func sized(_ widgets: [HeadlessWidget], _ size: CGSize, minimum: CGSize? = nil) {
        for widget in widgets {
            widget.layoutView.idealSize = size
            widget.layoutView.minimumSize = minimum
        }
    }

    @Test func aLayoutAsAViewSizesAndPlacesItsSubviews() throws {
        let host = HeadlessHost {
            Staircase {
                ForEach(1...5, id: \.self) { Text("Item \($0)") }
            }
        }
        let stairs = try host.widget(.layoutView)
        #expect(stairs.children.map(\.text) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 5"])
        sized(stairs.children, CGSize(width: 60, height: 20))
        #expect(stairs.sizeThatFits(ProposedViewSize(width: 30, height: nil)) == CGSize(width: 100, height: 60))
        stairs.layOut(in: CGSize(width: 100, height: 60))
        #expect(stairs.children.map(\.layoutView.frame) == (0..<5).map {
            CGRect(x: CGFloat($0) * 10, y: CGFloat($0) * 10, width: 60, height: 20)
        })
    }

    /// Reads a subview's `layoutValue` and priority, and its guide through `dimensions(in:)`.
    struct Column: LayoutValueKey {
        static let defaultValue = 0
    }

    struct Columns: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 300, height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                let dimensions = subview.dimensions(in: .unspecified)
                subview.place(at: CGPoint(x: CGFloat(subview[Column.self]) * 100 - dimensions[.leading],
                                          y: subview.priority * 10),
                              proposal: .unspecified)
            }
        }
    }

    @Test func subviewsCarryTheirLayoutValuesPrioritiesAndGuides() throws {
        let host = HeadlessHost {
            Columns {
                Text("First").layoutValue(key: Column.self, value: 2)
                Text("Second").layoutPriority(3).padding(4)
                Text("Third").alignmentGuide(.leading) { $0.width / 2 }.layoutValue(key: Column.self, value: 1)
            }
        }
        let layout = try #require(host.widgets(.layoutView).first { $0.children.count == 3 })
        sized(host.widgets(.text), CGSize(width: 40, height: 20))
        layout.layOut(in: CGSize(width: 300, height: 20))
        let frames = layout.children.map(\.layoutView.frame?.origin)
        #expect(frames == [CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 80, y: 0)],
                "a value, a priority through padding, a guide at half the width")
    }

    @Test func theStackLayoutsGiveHigherPrioritiesTheirIdealSizeFirst() throws {
        let host = HeadlessHost {
            HStackLayout(spacing: 8) {
                Text("Squeezed")
                Text("Favoured").layoutPriority(1)
            }
        }
        let stack = try #require(host.widgets(.layoutView).first { $0.children.count == 2 })
        sized(host.widgets(.text), CGSize(width: 100, height: 20), minimum: CGSize(width: 20, height: 20))
        stack.layOut(in: CGSize(width: 150, height: 20))
        let widths = stack.children.map { $0.layoutView.frame?.width }
        #expect(widths == [42, 100], "the favoured text's ideal first; the rest, 150 − 8 − 100, to the other")
        #expect(stack.children[1].layoutView.frame?.minX == 50)
    }

    @Test func equalPrioritiesShareAndTheLeastFlexibleIsServedFirst() throws {
        let host = HeadlessHost {
            VStackLayout(alignment: .leading, spacing: 0) {
                Text("Rigid")
                Text("Flexible")
            }
        }
        let stack = try #require(host.widgets(.layoutView).first { $0.children.count == 2 })
        sized([stack.children[0]], CGSize(width: 30, height: 10))
        sized([stack.children[1]], CGSize(width: 50, height: 10))
        stack.children[1].layoutView.flexibleAxes = .vertical
        #expect(stack.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 50, height: 100))
        stack.layOut(in: CGSize(width: 100, height: 100))
        #expect(stack.children.map(\.layoutView.frame) == [CGRect(x: 0, y: 0, width: 30, height: 10),
                                                           CGRect(x: 0, y: 10, width: 50, height: 90)])
    }

    enum Middle: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }

    @Test func customAlignmentsAndGuidesLineStackedViewsUp() throws {
        let host = HeadlessHost {
            VStackLayout(alignment: HorizontalAlignment(Middle.self), spacing: 0) {
                Text("Wide")
                Text("Shifted").alignmentGuide(HorizontalAlignment(Middle.self)) { $0.width }
            }
        }
        let stack = try #require(host.widgets(.layoutView).first { $0.children.count == 2 })
        sized(host.widgets(.text), CGSize(width: 40, height: 10))
        stack.layOut(in: stack.sizeThatFits(.unspecified))
        #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 60, height: 20))
        #expect(stack.children.map { $0.layoutView.frame?.minX } == [20, 0],
                "the wide one's middle (20) under the shifted one's trailing edge (40)")
        #expect(HorizontalAlignment(Middle.self) != .center)
        #expect(HorizontalAlignment(Middle.self).unitX == 0.5)
    }

    @Test func anyLayoutSwitchesLayoutsKeepingTheSubviews() throws {
        let model = Toggled()
        let host = HeadlessHost {
            LayoutSwitcher(model: model)
        }
        let layout = try #require(host.widgets(.layoutView).first { $0.children.count == 2 })
        let children = layout.children
        sized(children, CGSize(width: 30, height: 10))
        layout.layOut(in: CGSize(width: 68, height: 10))
        #expect(children[1].layoutView.frame?.origin == CGPoint(x: 38, y: 0))
        model.vertical = true
        host.flush()
        #expect(host.widgets(.layoutView).first { $0.children.count == 2 } === layout)
        #expect(layout.children.map(ObjectIdentifier.init) == children.map(ObjectIdentifier.init))
        layout.layOut(in: CGSize(width: 30, height: 28))
        #expect(children[1].layoutView.frame?.origin == CGPoint(x: 0, y: 18))
    }

    @Observable final class Toggled {
        var vertical = false
    }

    struct LayoutSwitcher: View {
        let model: Toggled

        var body: some View {
            let layout = model.vertical ? AnyLayout(VStackLayout(spacing: 8)) : AnyLayout(HStackLayout(spacing: 8))
            layout {
                Text("One")
                Text("Two")
            }
        }
    }

    /// Counts cache work: made once, updated when the subviews change. `@unchecked Sendable`: only
    /// the test's main actor touches it.
    final class CacheLog: @unchecked Sendable {
        var made = 0
        var updated = 0
    }

    struct Cached: Layout {
        let log: CacheLog

        func makeCache(subviews: Subviews) -> Int {
            log.made += 1
            return subviews.count
        }

        func updateCache(_ cache: inout Int, subviews: Subviews) {
            log.updated += 1
            cache = subviews.count
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            CGSize(width: CGFloat(cache) * 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
    }

    @Test func theCacheIsMadeOnceAndUpdatedForNewSubviews() throws {
        let log = CacheLog()
        let runner = LayoutRunner(AnyLayout(Cached(log: log)))
        let child = LayoutChild(measure: { _ in .zero }, traits: { LayoutTraits() })
        runner.setChildren([child, child])
        #expect(runner.sizeThatFits(.unspecified).width == 20)
        #expect(runner.sizeThatFits(.zero).width == 20)
        #expect(log.made == 1 && log.updated == 0)
        runner.setChildren([child, child, child])
        #expect(runner.sizeThatFits(.unspecified).width == 30)
        #expect(log.made == 1 && log.updated == 1)
        let frames = runner.place(in: CGSize(width: 40, height: 40))
        #expect(frames == Array(repeating: CGRect(x: 20, y: 20, width: 0, height: 0), count: 3),
                "subviews the layout does not place sit at the centre")
    }

    @Test func proposalsAndSpacingFollowSwiftUI() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
            == CGSize(width: 5, height: 2))
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        var spacing = ViewSpacing.zero
        spacing.formUnion(ViewSpacing(), edges: .leading)
        #expect(spacing.distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: spacing, along: .horizontal) == 8)
    }
}
