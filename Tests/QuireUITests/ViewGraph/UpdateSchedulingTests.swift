import Observation
import Testing
@testable import QuireUI
import QuireUIHeadless

/// Only the node whose inputs changed re-evaluates, once per main-actor turn.
@MainActor
@Suite struct UpdateSchedulingTests {
    @Observable @MainActor
    final class Model {
        var left = 0
        var right = 0
    }

    /// Counts its body evaluations by name.
    @MainActor
    final class Evaluations {
        var counts: [String: Int] = [:]
        func record(_ name: String) { counts[name, default: 0] += 1 }
    }

    struct LeftView: View {
        let model: Model
        let evaluations: Evaluations

        var body: some View {
            let _ = evaluations.record("left")
            Text("left \(model.left)")
        }
    }

    struct RightView: View {
        let model: Model
        let evaluations: Evaluations

        var body: some View {
            let _ = evaluations.record("right")
            Text("right \(model.right)")
        }
    }

    struct Pair: View {
        let model: Model
        let evaluations: Evaluations

        var body: some View {
            let _ = evaluations.record("pair")
            HStack {
                LeftView(model: model, evaluations: evaluations)
                RightView(model: model, evaluations: evaluations)
            }
        }
    }

    @Test func anObservedChangeReevaluatesOnlyTheViewThatReadIt() {
        let model = Model()
        let evaluations = Evaluations()
        let host = HeadlessHost { Pair(model: model, evaluations: evaluations) }
        #expect(evaluations.counts == ["pair": 1, "left": 1, "right": 1])

        model.right = 7
        host.flush()
        #expect(evaluations.counts == ["pair": 1, "left": 1, "right": 2])
        #expect(host.texts == ["left 0", "right 7"])
        #expect(host.counters.updated == 1)
    }

    @Test func manyChangesInOneTurnMakeOneUpdate() async {
        let model = Model()
        let evaluations = Evaluations()
        let host = HeadlessHost { Pair(model: model, evaluations: evaluations) }
        let flushes = host.counters.flushes

        for value in 1...50 {
            model.left = value
            model.right = value
        }
        #expect(host.graph.hasPendingUpdates)
        #expect(evaluations.counts["left"] == 1, "nothing re-evaluates before the turn ends")

        // No manual flush: the scheduler's own main-actor task runs the batch.
        await host.graph.nextUpdate()
        #expect(host.counters.flushes == flushes + 1)
        #expect(evaluations.counts == ["pair": 1, "left": 2, "right": 2])
        #expect(host.texts == ["left 50", "right 50"])
    }

    struct StatefulParent: View {
        let evaluations: Evaluations
        @State var value = 0

        var body: some View {
            let _ = evaluations.record("parent")
            VStack {
                Text("\(value)")
                Button("Bump") { value += 1 }
                StatefulChild(evaluations: evaluations, value: value)
            }
        }
    }

    struct StatefulChild: View {
        let evaluations: Evaluations
        let value: Int
        @State var local = 0

        var body: some View {
            let _ = evaluations.record("child")
            Button("Local \(local) of \(value)") { local += 1 }
        }
    }

    @Test func aParentAndChildInvalidatedTogetherEachEvaluateOnce() throws {
        let evaluations = Evaluations()
        let host = HeadlessHost { StatefulParent(evaluations: evaluations) }
        let bump = try host.widget(.button, titled: "Bump")
        let local = try host.widget(.button, titled: "Local 0 of 0")
        local.click()
        bump.click()
        local.click()
        host.flush()
        #expect(evaluations.counts == ["parent": 2, "child": 2])
        #expect(local.title == "Local 2 of 1")
    }

    @Test func settingStateToTheSameTextChangesNoWidget() throws {
        let evaluations = Evaluations()
        let host = HeadlessHost { StatefulParent(evaluations: evaluations) }
        let updated = host.counters.updated
        host.graph.environment = EnvironmentValues()  // re-renders everything with equal values
        #expect(host.counters.updated == updated)
        #expect(evaluations.counts["parent"] == 2)
    }
}

/// A released graph leaves nothing behind that reacts to later changes.
@MainActor
@Suite struct GraphLifetimeTests {
    @Test func changesAfterTheGraphIsReleasedDoNothing() async {
        let model = UpdateSchedulingTests.Model()
        weak var releasedBackend: HeadlessBackend?
        do {
            let host = HeadlessHost { Text("\(model.left)") }
            releasedBackend = host.backend
            model.left = 1  // schedules a batch the graph will not live to run
        }
        #expect(releasedBackend == nil, "the graph and its backend are gone")
        model.left = 2
        await Task.yield()
        #expect(model.left == 2)
    }
}
