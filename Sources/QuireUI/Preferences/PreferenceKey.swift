/// A value views pass up to their ancestors (SwiftUI's `PreferenceKey`): each view sets it with
/// `preference(key:value:)`, and an ancestor reads the values of the views inside it combined with
/// `reduce`, in the order the views appear.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view inside sets one.
    static var defaultValue: Value { get }
    /// Combines the values so far (`value`) with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
