import QuireCore
@testable import QuireUI
import QuireUIHeadless

/// A view tree rendered on the headless backend, and ways to look at it.
@MainActor
struct HeadlessHost {
    let backend: HeadlessBackend
    let graph: ViewGraph

    init<Content: View>(backend: HeadlessBackend = HeadlessBackend(), environment: EnvironmentValues = EnvironmentValues(),
                        @ViewBuilder _ content: @escaping @MainActor () -> Content) {
        self.backend = backend
        graph = ViewGraph(backend: backend, environment: environment, content: content)
    }

    var roots: [HeadlessWidget] { graph.rootWidgets.compactMap { $0 as? HeadlessWidget } }
    var all: [HeadlessWidget] { roots.flatMap(\.allWidgets) }
    var texts: [String] { roots.flatMap(\.texts) }
    var counters: WidgetCounters { graph.counters }

    func widgets(_ kind: HeadlessWidget.Kind) -> [HeadlessWidget] { all.filter { $0.kind == kind } }

    /// The first widget of `kind`, failing the test when there is none.
    func widget(_ kind: HeadlessWidget.Kind, titled title: String? = nil) throws -> HeadlessWidget {
        let found = widgets(kind).first { title == nil || $0.title == title || $0.text == title }
        return try #require(found, "no \(kind) \(title ?? "")")
    }

    func flush() {
        graph.runPendingUpdates()
    }
}

import Testing
