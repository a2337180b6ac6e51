/// A class whose changes can be observed (Combine's `ObservableObject`): `objectWillChange` fires
/// before any of its `@Published` properties changes.
///
/// Leave `objectWillChange` out and the default implementation supplies one publisher per instance,
/// kept inside the object's `@Published` properties (as Combine does), so it lives exactly as long as
/// the object. A class without `@Published` properties gets a new, unconnected publisher on each
/// access; such a class declares `let objectWillChange = ObservableObjectPublisher()` and sends itself.
public protocol ObservableObject: AnyObject {
    /// Publishes before the object changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher {
        let boxes = PublishedStorageFinder.boxes(in: self)
        if let existing = boxes.lazy.compactMap(\.objectWillChange).first { return existing }
        let publisher = ObservableObjectPublisher()
        for box in boxes { box.objectWillChange = publisher }
        return publisher
    }
}

/// Walks an object's stored properties (and its superclasses') for `@Published` storage.
enum PublishedStorageFinder {
    static func boxes(in object: AnyObject) -> [any PublishedBoxProtocol] {
        var boxes: [any PublishedBoxProtocol] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let storage = child.value as? any PublishedStorage { boxes.append(storage.anyBox) }
            }
            mirror = current.superclassMirror
        }
        return boxes
    }
}
