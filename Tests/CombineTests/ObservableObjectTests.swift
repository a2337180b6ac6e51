import Synchronization
import Testing
@testable import CombineCore

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
        let token = document.objectWillChange.sink { _ in fired.increment() }
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
        let token = document.objectWillChange.sink { _ in seen.append(document.state.shapes.count) }
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
            let token = document.objectWillChange.sink { _ in fired.increment() }
            document.addShape("a")
            _ = token
        }
        document.addShape("b")
        #expect(fired.value == 1)
    }

    @Test func superclassAndSubclassPropertiesShareOnePublisher() {
        let model = DerivedModel()
        let fired = Counter()
        let token = model.objectWillChange.sink { _ in fired.increment() }
        model.base = 1
        model.derived = 2
        #expect(fired.value == 2)
        token.cancel()
    }

    @Test func explicitPublisherIsUsed() {
        let model = ExplicitPublisherModel()
        let fired = Counter()
        let token = model.objectWillChange.sink { _ in fired.increment() }
        model.value = 5
        model.objectWillChange.send()
        #expect(fired.value == 2)
        token.cancel()
    }

    @Test func projectedPublisherSendsCurrentThenNewValues() {
        let document = DrawingDocument()
        let values = Recorder<[String]>()
        let token = document.$state.sink { state in values.append(state.shapes) }
        document.addShape("a")
        #expect(values.values == [[], ["a"]])
        token.cancel()
        document.addShape("b")
        #expect(values.values.count == 2)
    }
}

/// A view model as apps write them: derived state fed with `assign(to: &$property)`.
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var normalized = ""

    init() {
        $query.map { $0.lowercased() }.assign(to: &$normalized)
    }
}

/// An object whose change publisher is a subject of its own type (allowed by the associated type).
private final class SubjectBackedModel: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var count = 0 {
        willSet { objectWillChange.send() }
    }
}

@Suite struct PublishedTests {
    @Test func subscribersReceiveTheNewValueWhileThePropertyStillHoldsTheOld() {
        let model = SearchModel()
        let seen = Recorder<String>()
        let token = model.$query.sink { newValue in seen.append("\(model.query)→\(newValue)") }
        model.query = "Swift"
        model.query = "GTK"
        #expect(seen.values == ["→", "→Swift", "Swift→GTK"])
        token.cancel()
    }

    @Test func assignToAPublishedPropertyFeedsItAndAnnouncesEachChange() {
        let model = SearchModel()
        let changes = Counter()
        let token = model.objectWillChange.sink { _ in changes.increment() }
        model.query = "Hello World"
        #expect(model.normalized == "hello world")
        // One announcement for `query`, one for `normalized` set through `assign(to:)`.
        #expect(changes.value == 2)
        token.cancel()
    }

    @Test func assignToEndsWithTheObject() {
        let query = PassthroughSubject<String, Never>()
        weak var released: SearchModel?
        do {
            let model = SearchModel()
            query.assign(to: &model.$query)
            query.send("abc")
            #expect(model.query == "abc")
            released = model
        }
        #expect(released == nil, "assign(to:) keeps no reference to the object")
        query.send("later")
    }

    @Test func aCustomChangePublisherIsWatchedThroughTheProtocol() {
        let model = SubjectBackedModel()
        let changes = Counter()
        let token = watch(model) { changes.increment() }
        model.count += 1
        #expect(changes.value == 1)
        token.cancel()
    }

    /// What `@ObservedObject` does with any `ObservableObject`.
    private func watch<Object: ObservableObject>(_ object: Object, _ body: @escaping () -> Void) -> AnyCancellable {
        object.objectWillChange.sink { _ in body() }
    }
}
