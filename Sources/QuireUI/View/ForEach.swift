/// Views made from a collection, one per element, identified by each element's id: when the data
/// changes, views whose id is still there are updated in place (and keep their `@State`), new ids get
/// new views, missing ids lose theirs, and moved ids move their widgets.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never

    /// The collection the views are made from.
    public var data: Data
    /// Makes the view of one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    /// One view per element of `data`, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of `data`, identified by the element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number in a range, identified by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        KeyedChildrenNode(context) { (view: any View) in
            guard let forEach = view as? Self else { return [] }
            return forEach.data.map { element in
                (AnyHashable(element[keyPath: forEach.id]), forEach.content(element) as any View)
            }
        }
    }
}
