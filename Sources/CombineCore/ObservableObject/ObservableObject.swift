/// A class whose changes can be observed (Combine's `ObservableObject`): `objectWillChange` sends
/// before any of its `@Published` properties changes. SwiftUI's `@ObservedObject`, `@StateObject`
/// and `@EnvironmentObject` watch it.
///
/// Leave `objectWillChange` out and the default implementation supplies one publisher per instance,
/// kept inside the object's `@Published` properties (as Combine does), so it lives exactly as long as
/// the object. A class without `@Published` properties gets a new, unconnected publisher on each
/// access; such a class declares `let objectWillChange = ObservableObjectPublisher()` and sends it
/// itself (its `@Published` properties send it too).
public protocol ObservableObject: AnyObject {
    /// The publisher's type: `ObservableObjectPublisher` unless the class declares another.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never

    /// Publishes before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher {
        let subjects = PublishedStorageFinder.subjects(in: self)
        guard let first = subjects.first else { return ObservableObjectPublisher() }
        // The first property's publisher is the object's: a race between two first accesses is
        // settled there, and every other property adopts the winner.
        let publisher = first.adopt(ObservableObjectPublisher())
        for subject in subjects.dropFirst() { _ = subject.adopt(publisher) }
        return publisher
    }
}

/// Walks an object's stored properties (and its superclasses') for `@Published` storage.
enum PublishedStorageFinder {
    static func subjects(in object: AnyObject) -> [any ObjectWillChangeHolder] {
        var subjects: [any ObjectWillChangeHolder] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let storage = child.value as? any PublishedStorage { subjects.append(storage.holder) }
            }
            mirror = current.superclassMirror
        }
        return subjects
    }
}
