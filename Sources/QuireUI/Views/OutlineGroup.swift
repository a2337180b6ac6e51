/// Tree-shaped data shown as an outline (SwiftUI's `OutlineGroup`): each element's view, and under an
/// element whose `children` is not nil, its children's, shown while the element is expanded. In a
/// `List` the rows are the list's own — indented, with GtkTreeExpander's arrows, made only while in
/// view — and the group keeps which elements are expanded (collapsed at first); elsewhere it is
/// nested `DisclosureGroup`s. A non-nil but empty `children` is an element that can have children.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    public typealias Body = Never

    let outline: OutlineData
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// The outline under `root`: its view, then its children's.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], children: children, id: \.id, content: content)
    }

    /// The outlines of the elements of `data`.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), children: children, id: \.id, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The outline under `root`, its elements identified by `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], children: children, id: id, content: content)
    }

    /// The outlines of the elements of `data`, identified by `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), children: children, id: id, content: content)
    }

    private init(roots: [Data.Element], children: KeyPath<Data.Element, Data?>, id: KeyPath<Data.Element, ID>,
                 @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        outline = OutlineData(
            roots: roots.map { $0 as Any },
            children: { element in
                guard let element = element as? Data.Element else { return nil }
                return element[keyPath: children].map { Array($0).map { $0 as Any } }
            },
            id: { element in (element as? Data.Element).map { AnyHashable($0[keyPath: id]) } ?? AnyHashable(0) },
            content: { element in
                guard let element = element as? Data.Element else { return EmptyView() }
                return content(element)
            })
    }
}

/// The children of an element of an `OutlineGroup`, as the disclosure group showing them holds them
/// (SwiftUI's `OutlineSubgroupChildren`).
public struct OutlineSubgroupChildren: View {
    public typealias Body = Never
    let view: any View
}

extension OutlineSubgroupChildren: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        PassThroughNode(context) { ($0 as? OutlineSubgroupChildren)?.view }
    }
}

/// An outline's data with its element type erased: the roots, each element's children (nil: a
/// leaf), its id and its view.
@MainActor
struct OutlineData {
    let roots: [Any]
    let children: @MainActor (Any) -> [Any]?
    let id: @MainActor (Any) -> AnyHashable
    let content: @MainActor (Any) -> any View
}

extension OutlineGroup: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { OutlineGroupNode(context) }
}
