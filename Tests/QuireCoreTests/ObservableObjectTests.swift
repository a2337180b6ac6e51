import Synchronization
import Testing
@testable import QuireCore

private struct DrawingState: Equatable {
    var shapes: [String] = []
}

/// Seed 000's shape: a plain (non-isolated) class with a `@Published` property.
private final class DrawingDocument: ObservableObject {
    @Published var state: DrawingState

    init() { state = DrawingState() }

    func addShape(_ shape: String) { state.shapes.append(shape) }
}

@MainActor private final class MainActorDocument: ObservableObject {
    @Published var state = DrawingState()
    @Published var title = "Untitled"
}

private class BaseModel: ObservableObject {
    @Published var base = 0
}

private final class DerivedModel: BaseModel {
    @Published var derived = 0
}

private final class ExplicitPublisherModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @Published var value = 0
}

private final class Counter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

private final class Recorder<Element: Sendable>: Sendable {
    private let elements = Mutex<[Element]>([])
    func append(_ element: Element) { elements.withLock { $0.append(element) } }
    var values: [Element] { elements.withLock { $0 } }
}

@Suite struct ObservableObjectTests {
    @Test func willChangeFiresOncePerMutation() {
        let document = DrawingDocument()
        let fired = Counter()
        let token = document.objectWillChange.subscribe { fired.increment() }
        document.addShape("circle")
        #expect(fired.value == 1)
        document.state.shapes.append("square")
        document.state = DrawingState()
        #expect(fired.value == 3)
        token.cancel()
        document.addShape("line")
        #expect(fired.value == 3)
    }

    @Test @MainActor func willChangeFiresBeforeTheValueChanges() {
        let document = MainActorDocument()
        let seen = Recorder<Int>()
        let token = document.objectWillChange.subscribe {
            MainActor.assumeIsolated { seen.append(document.state.shapes.count) }
        }
        document.state.shapes.append("a")
        document.state.shapes.append("b")
        document.title = "Drawing"
        #expect(seen.values == [0, 1, 2])
        #expect(document.state.shapes == ["a", "b"])
        token.cancel()
    }

    @Test func defaultPublisherIsStablePerInstance() {
        let first = DrawingDocument(), second = DrawingDocument()
        #expect(first.objectWillChange === first.objectWillChange)
        #expect(first.objectWillChange !== second.objectWillChange)
    }

    @Test func releasedTokenEndsTheSubscription() {
        let document = DrawingDocument()
        let fired = Counter()
        do {
            let token = document.objectWillChange.sink { fired.increment() }
            document.addShape("a")
            _ = token
        }
        document.addShape("b")
        #expect(fired.value == 1)
    }

    @Test func superclassAndSubclassPropertiesShareOnePublisher() {
        let model = DerivedModel()
        let fired = Counter()
        let token = model.objectWillChange.subscribe { fired.increment() }
        model.base = 1
        model.derived = 2
        #expect(fired.value == 2)
        token.cancel()
    }

    @Test func explicitPublisherIsUsed() {
        let model = ExplicitPublisherModel()
        let fired = Counter()
        let token = model.objectWillChange.subscribe { fired.increment() }
        model.value = 5
        model.objectWillChange.send()
        #expect(fired.value == 2)
        token.cancel()
    }

    @Test func projectedPublisherSendsCurrentThenNewValues() {
        let document = DrawingDocument()
        let values = Recorder<[String]>()
        let token = document.$state.subscribe { state in values.append(state.shapes) }
        document.addShape("a")
        #expect(values.values == [[], ["a"]])
        token.cancel()
        document.addShape("b")
        #expect(values.values.count == 2)
    }
}
