import QuireCore

/// A root view with pages pushed above it, one shown at a time (SwiftUI's `NavigationStack`): a
/// `NavigationLink` pushes a page, the page's back button (or Alt+Left, or the mouse's back button)
/// and `dismiss()` pop it. A page for a value is drawn by the `navigationDestination(for:)` of the
/// value's type declared in the root or in a page below it. On GNOME the pages slide in and out of
/// place as libadwaita's leaflets do, and a pushed page has a bar above it with a back button and
/// its `navigationTitle`.
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never

    let root: Root
    let path: NavigationPathBinding?

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose pages are the values of `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathBinding(get: { path.wrappedValue.elements },
                                          set: { path.wrappedValue = NavigationPath(elements: $0) })
    }

    /// A stack whose pages are the values of `path`, all of one type: a link to a value of another
    /// type pushes nothing.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
          Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { elements in path.wrappedValue = Data(elements.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element })
    }
}

/// A navigation stack's path as its node reads and writes it, whatever its type.
@MainActor
struct NavigationPathBinding {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
    /// Whether a value can be pushed (a typed path holds values of its element type only).
    var accepts: @MainActor (AnyHashable) -> Bool = { _ in true }
}

extension NavigationStack: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { NavigationStackNode(context) }
}

/// What a navigation stack node needs of a `NavigationStack`, whatever its types.
@MainActor
protocol AnyNavigationStack {
    var rootView: any View { get }
    var path: NavigationPathBinding? { get }
}

extension NavigationStack: AnyNavigationStack {
    var rootView: any View { root }
}
