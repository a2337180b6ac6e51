/// A list of values of any hashable types, the pages of a navigation stack above its root (SwiftUI's
/// `NavigationPath`): the last is the page shown.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// A path of `elements`, the first nearest the root.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(elements: [AnyHashable]) {
        self.elements = elements
    }

    /// How many pages are above the root.
    public var count: Int { elements.count }

    /// Whether the root is shown.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a page for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` pages.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
