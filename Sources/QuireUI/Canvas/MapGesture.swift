import Foundation

/// A gesture whose values are transformed (what `map(_:)` makes; SwiftUI's `_MapGesture`).
public struct _MapGesture<Content: Gesture, Value>: Gesture, RecognizableGesture {
    let content: Content
    let body: (Content.Value) -> Value

    var inputs: GestureInputs { content.recognizable?.inputs ?? [] }

    func recognize(_ event: GestureEvent, _ state: RecognitionState) -> GestureOutcome {
        guard let content = content.recognizable else { return .none }
        var outcome = content.recognize(event, state)
        if let value = outcome.value as? Content.Value {
            outcome.value = body(value)
        }
        return outcome
    }
}

extension Gesture {
    /// The same gesture reporting `body(value)` instead of its value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, body: body)
    }
}
