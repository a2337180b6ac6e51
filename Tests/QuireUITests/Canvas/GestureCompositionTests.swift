import Foundation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `@GestureState`, `updating`, `map`, the compositions (`simultaneously`, `sequenced`,
/// `exclusively`) and `highPriorityGesture`/masks on the headless backend, driven by synthetic events
/// as GTK delivers them.
@MainActor
@Suite struct GestureCompositionTests {
    @MainActor final class Log {
        var entries: [String] = []
        func add(_ entry: String) { entries.append(entry) }
    }

    private func p(_ x: Double, _ y: Double = 0) -> CGPoint { CGPoint(x: x, y: y) }

    private func area(_ host: HeadlessHost, _ inputs: GestureInputs) throws -> HeadlessWidget {
        try #require(host.widgets(.gestureArea).first { $0.inputs == inputs }, "no gesture area for \(inputs)")
    }

    // MARK: GestureState

    struct DragPreview: View {
        let log: Log
        @GestureState private var offset = CGSize.zero
        @GestureState private var continuous = false

        var body: some View {
            Text("offset \(Int(offset.width)),\(Int(offset.height)) continuous \(continuous)")
                .gesture(DragGesture(minimumDistance: 2)
                    .updating($offset) { value, state, transaction in
                        state = value.translation
                        transaction.disablesAnimations = true
                    }
                    .updating($continuous) { _, state, transaction in state = transaction.isContinuous }
                    .onEnded { value in log.add("ended \(Int(value.translation.width)) offset \(Int(offset.width))") })
        }
    }

    @Test func gestureStateFollowsTheDragAndResetsWhenItEndsOrIsCancelled() throws {
        let log = Log()
        let host = HeadlessHost { DragPreview(log: log) }
        let area = try area(host, .drag)
        #expect(host.texts == ["offset 0,0 continuous false"])

        area.onDrag?(PointerDrag(phase: .began, startLocation: p(10, 10), location: p(10, 10)))
        area.onDrag?(PointerDrag(phase: .changed, startLocation: p(10, 10), location: p(11, 10)))
        host.flush()
        #expect(host.texts == ["offset 0,0 continuous false"], "under the minimum distance: no change")
        area.onDrag?(PointerDrag(phase: .changed, startLocation: p(10, 10), location: p(40, 30)))
        host.flush()
        #expect(host.texts == ["offset 30,20 continuous true"])
        area.onDrag?(PointerDrag(phase: .ended, startLocation: p(10, 10), location: p(50, 30)))
        host.flush()
        #expect(host.texts == ["offset 0,0 continuous false"])
        #expect(log.entries == ["ended 40 offset 0"], "the state is reset before onEnded, as SwiftUI")

        // Cancelled (another gesture took the pointer): reset, and no onEnded.
        area.onDrag?(PointerDrag(phase: .began, startLocation: p(0, 0), location: p(0, 0)))
        area.onDrag?(PointerDrag(phase: .changed, startLocation: p(0, 0), location: p(25, 5)))
        host.flush()
        #expect(host.texts == ["offset 25,5 continuous true"])
        area.onDrag?(PointerDrag(phase: .cancelled, startLocation: p(0, 0), location: p(0, 0)))
        host.flush()
        #expect(host.texts == ["offset 0,0 continuous false"])
        #expect(log.entries.count == 1)
    }

    // MARK: Compositions

    /// A view whose one gesture is `gesture`; the log gets its changes and end.
    struct Gestured<G: Gesture>: View {
        let gesture: G
        var body: some View { Text("target").gesture(gesture) }
    }

    private func host<G: Gesture>(_ gesture: G) -> HeadlessHost {
        HeadlessHost { Gestured(gesture: gesture) }
    }

    @Test func simultaneousGestureReportsBothValuesAndEndsWhenBothAreDone() throws {
        let log = Log()
        let gesture = DragGesture(minimumDistance: 0).map { Int($0.translation.width) }
            .simultaneously(with: MagnifyGesture().map { $0.magnification })
            .onChanged { value in log.add("changed \(value.first.map(String.init) ?? "-") \(value.second.map { "\($0)" } ?? "-")") }
            .onEnded { value in log.add("ended \(value.first.map(String.init) ?? "-") \(value.second.map { "\($0)" } ?? "-")") }
        let host = host(gesture)
        let area = try area(host, [.drag, .magnify])

        area.onDrag?(PointerDrag(phase: .began, startLocation: p(0), location: p(0)))
        area.onPinch?(PointerPinch(kind: .zoom, phase: .began, startLocation: p(5), startAnchor: .center))
        area.onDrag?(PointerDrag(phase: .changed, startLocation: p(0), location: p(10)))
        area.onPinch?(PointerPinch(kind: .zoom, phase: .changed, startLocation: p(5), startAnchor: .center, scale: 2))
        area.onDrag?(PointerDrag(phase: .ended, startLocation: p(0), location: p(20)))
        #expect(log.entries == ["changed 0 -", "changed 10 -", "changed 10 2.0", "changed 20 2.0"],
                "the drag ended, the pinch goes on: a change, no end yet")
        area.onPinch?(PointerPinch(kind: .zoom, phase: .ended, startLocation: p(5), startAnchor: .center, scale: 3))
        #expect(log.entries.last == "ended 20 3.0")
        #expect(log.entries.count == 5)

        // A drag alone, no pinch: ends with the drag, `second` nil.
        log.entries = []
        area.drag(from: p(0), through: [p(7)])
        #expect(log.entries == ["changed 0 -", "changed 7 -", "ended 7 -"])
    }

    @Test func sequenceGestureStartsTheSecondOnlyAfterTheFirstEnded() throws {
        let log = Log()
        let gesture = TapGesture().sequenced(before: DragGesture(minimumDistance: 2))
            .onChanged { value in
                switch value {
                case .first: log.add("first")
                case .second(_, let drag): log.add("second \(drag.map { String(Int($0.translation.width)) } ?? "nil")")
                }
            }
            .onEnded { value in
                if case .second(_, let drag?) = value { log.add("ended \(Int(drag.translation.width))") }
            }
        let host = host(gesture)
        let tap = try area(host, [.tap, .drag])

        // A drag before any tap: the tap fails (the pointer travelled), and so the sequence.
        tap.drag(from: p(0), through: [p(30)])
        #expect(log.entries.isEmpty)

        HeadlessWidget.click(at: p(5), along: [tap])
        #expect(log.entries == ["second nil"], "the tap ended: the sequence moves to the drag")
        tap.drag(from: p(5), through: [p(6), p(15), p(25)])
        #expect(log.entries == ["second nil", "second 10", "second 20", "ended 20"])
    }

    @Test func exclusiveGesturePrefersTheFirstAndHoldsTheSecondUntilTheFirstFails() throws {
        let log = Log()
        let drag = DragGesture(minimumDistance: 2)
            .onChanged { value in log.add("drag changed \(Int(value.translation.width))") }
            .onEnded { value in log.add("drag ended \(Int(value.translation.width))") }
        let gesture = TapGesture().onEnded { log.add("tap") }.exclusively(before: drag)
            .onChanged { value in
                if case .second(let value) = value { log.add("exclusive second \(Int(value.translation.width))") }
            }
            .onEnded { value in
                switch value {
                case .first: log.add("exclusive ended first")
                case .second(let value): log.add("exclusive ended second \(Int(value.translation.width))")
                }
            }
        let host = host(gesture)
        let area = try area(host, [.tap, .drag])

        // A press moving 5 points (past the drag's 2, within the tap's 8), released: a tap. The
        // drag's changes were held back and are dropped.
        let start = p(10)
        area.onDrag?(PointerDrag(phase: .began, startLocation: start, location: start))
        area.onDrag?(PointerDrag(phase: .changed, startLocation: start, location: p(15)))
        area.onDrag?(PointerDrag(phase: .ended, startLocation: start, location: p(15)))
        #expect(log.entries.isEmpty, "the tap is still possible: nothing of the drag shows")
        area.onTap?(1, p(15))
        #expect(log.entries == ["tap", "exclusive ended first"])

        // A real drag: the tap fails at 8 points; the drag's held changes come out then.
        log.entries = []
        area.drag(from: start, through: [p(13), p(15), p(30), p(40)])
        #expect(log.entries == ["drag changed 3", "drag changed 5", "drag changed 20", "exclusive second 20",
                                "drag changed 30", "exclusive second 30", "drag ended 30", "exclusive ended second 30"])
    }

    // MARK: Priority and masks

    struct Nested: View {
        let log: Log
        let outerPriority: GesturePriority
        var innerMask = GestureMask.all
        @GestureState private var innerOffset = 0.0

        var body: some View {
            let inner = Text("inner \(Int(innerOffset))")
                .gesture(DragGesture(minimumDistance: 0)
                    .updating($innerOffset) { value, state, _ in state = value.translation.width }
                    .onEnded { _ in log.add("inner drag ended") })
                .simultaneousGesture(TapGesture().onEnded { log.add("inner tap") })
            let outerTap = TapGesture().onEnded { log.add("outer tap") }
            let outerDrag = DragGesture(minimumDistance: 10).onEnded { _ in log.add("outer drag ended") }
            let outer = outerTap.simultaneously(with: outerDrag)
            switch outerPriority {
            case .high: return AnyView(VStack { inner }.highPriorityGesture(outer, including: innerMask))
            case .normal: return AnyView(VStack { inner }.gesture(outer, including: innerMask))
            case .simultaneous: return AnyView(VStack { inner }.simultaneousGesture(outer, including: innerMask))
            }
        }
    }

    /// The gesture areas from the outside in: outer (tap + drag), inner drag, inner tap.
    private func nestedAreas(_ host: HeadlessHost) throws -> [HeadlessWidget] {
        let outer = try area(host, [.tap, .drag])
        let innerDrag = try area(host, .drag)
        let innerTap = try area(host, .tap)
        #expect(outer.allWidgets.contains { $0 === innerDrag } && innerTap.allWidgets.contains { $0 === innerDrag })
        return [outer, innerTap, innerDrag]
    }

    @Test func aHighPriorityGestureGoesFirstAndCancelsTheGesturesInside() throws {
        let log = Log()
        let host = HeadlessHost { Nested(log: log, outerPriority: .high) }
        let areas = try nestedAreas(host)
        #expect(areas[0].capturesEvents && !areas[1].capturesEvents)

        HeadlessWidget.click(at: p(5), along: areas)
        #expect(log.entries == ["outer tap"], "the inner tap never fires; the inner drag never started")

        // The inner drag starts at once (minimum 0) and shows its offset; at 10 points the outer
        // drag is recognised and the inner one is cancelled: its state resets, no onEnded.
        log.entries = []
        let order = HeadlessWidget.deliveryOrder(areas)
        let start = p(0)
        order.forEach { $0.onDrag?(PointerDrag(phase: .began, startLocation: start, location: start)) }
        order.forEach { $0.onDrag?(PointerDrag(phase: .changed, startLocation: start, location: p(6))) }
        host.flush()
        #expect(host.texts == ["inner 6"])
        order.forEach { $0.onDrag?(PointerDrag(phase: .changed, startLocation: start, location: p(12))) }
        host.flush()
        #expect(host.texts == ["inner 0"])
        order.forEach { $0.onDrag?(PointerDrag(phase: .ended, startLocation: start, location: p(20))) }
        #expect(log.entries == ["outer drag ended"])

        // The next press starts afresh inside.
        HeadlessWidget.drag(from: start, through: [p(4)], along: areas)
        #expect(log.entries == ["outer drag ended", "inner drag ended"])
    }

    @Test func withoutPriorityBothLevelsRecognizeAndMasksDisableEitherSide() throws {
        let log = Log()
        let host = HeadlessHost { Nested(log: log, outerPriority: .normal) }
        let areas = try nestedAreas(host)
        #expect(!areas.contains { $0.capturesEvents })
        HeadlessWidget.click(at: p(5), along: areas)
        #expect(Set(log.entries) == ["inner tap", "inner drag ended", "outer tap"])

        log.entries = []
        let gestureOnly = HeadlessHost { Nested(log: log, outerPriority: .simultaneous, innerMask: .gesture) }
        HeadlessWidget.click(at: p(5), along: try nestedAreas(gestureOnly))
        #expect(log.entries == ["outer tap"], "`.gesture`: the views inside recognise nothing")

        log.entries = []
        let subviewsOnly = HeadlessHost { Nested(log: log, outerPriority: .high, innerMask: .subviews) }
        HeadlessWidget.click(at: p(5), along: try nestedAreas(subviewsOnly))
        #expect(Set(log.entries) == ["inner tap", "inner drag ended"], "`.subviews`: the added gesture is off")
    }
}
