import Foundation
import QuireCore

/// Views made from a collection, one per element, identified by each element's id: when the data
/// changes, views whose id is still there are updated in place (and keep their `@State`), new ids get
/// new views, missing ids lose theirs, and moved ids move their widgets. Inside a `List` each element
/// is a row, which `onDelete` and `onMove` let people delete and reorder. Its content may also be a
/// table's rows (`TableRowContent`), as in SwiftUI.
@MainActor
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are made from.
    public var data: Data
    /// Makes the view of one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
    var editActions = RowEditActions()
    /// The ids and comparable values a list's node diffs (see `RowValues`): the elements themselves,
    /// or for `ForEach($items)` the array the bindings point into. Nil for table rows, which a table
    /// turns into views first (`TableRowsReading`).
    private var makeRowValues: (@MainActor (ForEach) -> any RowValues)?

    /// Table rows, one group per element of `data`, identified by the element's property at `id`.
    init(tableRows data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
        makeRowValues = nil
    }

    var rowValues: (any RowValues)? { makeRowValues?(self) }
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// One view per element of `data`, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: id, identify: { $0[keyPath: id] }, content: content)
    }

    private init(_ data: Data, id: KeyPath<Data.Element, ID>, identify: @escaping (Data.Element) -> ID,
                 content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
        makeRowValues = { forEach in
            let data = forEach.data, content = forEach.content
            return CollectionRowValues(values: data, id: identify) { offset in
                let element = data[data.index(data.startIndex, offsetBy: offset)]
                return { content(element) }
            }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// One view per element of `data`, identified by the element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, identify: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per number in a range, identified by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Content: View {
    /// One view per element of the collection `data` refers to, identified by the element's `id`;
    /// each view gets a binding to its element (`ForEach($list.items) { $item in Toggle(…, isOn:
    /// $item.isChecked) }`).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedBindings<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(IndexedBindings(data), id: \.id, identify: { $0.id }, content: content)
        // Rows compare and identify the elements themselves, read from the snapshot: no binding is
        // made (nor the model read) for a row that is not rendered.
        makeRowValues = { forEach in
            let bindings = forEach.data, content = forEach.content
            return CollectionRowValues(values: bindings.snapshot, id: { $0.id }) { offset in
                let binding = bindings[offset]
                return { content(binding) }
            }
        }
    }
}

extension ForEach {
    /// Lets people delete rows: `action` gets the offsets of the elements to remove
    /// (`items.remove(atOffsets:)`). In a `List`, edit mode shows a delete button on each row.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions.delete = action
        return copy
    }

    /// Lets people reorder rows: `action` gets the offsets of the moving elements and the offset
    /// they go before, in the data before the move (`items.move(fromOffsets:toOffset:)`). In a
    /// `List`: drag and drop, Alt+Up/Alt+Down on the focused row, and edit mode's drag handles.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions.move = action
        return copy
    }
}

/// A view made from a collection (SwiftUI's `DynamicViewContent`).
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// What people may do to the rows of a `ForEach` in a list.
@MainActor
struct RowEditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
}

/// Bindings to the elements of a collection a binding refers to, as `ForEach($items)` hands them
/// out. Each binding finds its element by position, checking the id (one read, whatever the size),
/// and searches by id when the element moved; a binding to an element that is gone reads its last
/// value and ignores writes.
///
/// While the view graph renders, a binding reads the element as the `ForEach` saw it, without
/// reading the collection: the body that made the `ForEach` read the collection already (so any change
/// re-renders it and hands out fresh bindings), and rows that read the whole collection through their
/// bindings would each be re-rendered by every change to any element. Outside rendering — actions,
/// setters, undo handlers — a binding reads the collection as it is now.
public struct IndexedBindings<Base: MutableCollection & RandomAccessCollection>: RandomAccessCollection
where Base.Element: Identifiable {
    let base: Binding<Base>
    let snapshot: Base

    init(_ base: Binding<Base>) {
        self.base = base
        snapshot = base.wrappedValue
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { snapshot.count }

    public subscript(position: Int) -> Binding<Base.Element> {
        let index = snapshot.index(snapshot.startIndex, offsetBy: position)
        let last = snapshot[index]
        let id = last.id
        let base = self.base
        return Binding(
            get: {
                if ViewRendering.isActive {
                    return last
                }
                let collection = base.wrappedValue
                return Self.locate(id, near: index, in: collection).map { collection[$0] } ?? last
            },
            set: { newValue in
                var collection = base.wrappedValue
                guard let found = Self.locate(id, near: index, in: collection) else { return }
                collection[found] = newValue
                base.wrappedValue = collection
            })
    }

    private static func locate(_ id: Base.Element.ID, near index: Base.Index, in collection: Base) -> Base.Index? {
        if index >= collection.startIndex, index < collection.endIndex, collection[index].id == id {
            return index
        }
        return collection.firstIndex { $0.id == id }
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNode(in context: NodeContext) -> ViewNode {
        KeyedChildrenNode(context, editActions: { ($0 as? Self)?.editActions ?? RowEditActions() },
                          rowValues: { ($0 as? Self)?.rowValues }) { (view: any View) in
            guard let forEach = view as? Self else { return [] }
            return forEach.data.map { element in
                (AnyHashable(element[keyPath: forEach.id]), forEach.content(element) as any View)
            }
        }
    }
}
