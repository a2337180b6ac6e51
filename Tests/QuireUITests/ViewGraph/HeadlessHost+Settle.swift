import QuireCore
@testable import QuireUI
import QuireUIHeadless

extension HeadlessHost {
    /// Runs the graph's updates and lets waiting tasks (an alert's or dialog's answer) run, until
    /// `condition` holds or 200 turns have passed.
    func settle(until condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            flush()
            await Task.yield()
        }
    }

    /// `flush()`, then the updates of every open presentation's own graph (a sheet's content renders
    /// in a graph of its own), until none is left.
    func flushPresentations() {
        for _ in 0..<8 {
            flush()
            let graphs = backend.presentations.openSheets.map(\.presentation.graph)
            guard graphs.contains(where: \.hasPendingUpdates) else { return }
            for graph in graphs { graph.runPendingUpdates() }
        }
    }
}
