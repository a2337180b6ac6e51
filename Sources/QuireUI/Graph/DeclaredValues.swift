/// Values views declare to a place above them (a sheet's or a page's navigation title, the app's
/// preferred colour scheme), keyed by the node that declared each, so a view leaving the tree takes
/// its value back. The first declared still in the tree counts, unless the place merges them all.
@MainActor
package final class DeclaredValues<Value: Equatable> {
    private var values: [(owner: ObjectIdentifier, value: Value)] = []
    /// A value came, went or changed.
    package var didChange: () -> Void = {}

    package init() {}

    /// The first value declared that is still in the tree, if any.
    package var first: Value? { values.first?.value }

    /// Every value declared still in the tree, in the order they were first declared.
    var all: [Value] { values.map(\.value) }

    func set(_ value: Value, by owner: AnyObject) {
        let before = all
        let id = ObjectIdentifier(owner)
        if let index = values.firstIndex(where: { $0.owner == id }) {
            values[index].value = value
        } else {
            values.append((id, value))
        }
        if all != before { didChange() }
    }

    func remove(owner: AnyObject) {
        let before = all
        values.removeAll { $0.owner == ObjectIdentifier(owner) }
        if all != before { didChange() }
    }
}
