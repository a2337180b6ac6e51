import QuireCore

/// Rows in a scrolling, boxed list (SwiftUI's `List`; a GtkListBox with the `boxed-list` style).
///
/// Each view of the content is a row; a `ForEach` inside makes one row per element, identified by
/// the element's id, so changing, inserting, deleting or moving one element touches only its row.
/// `ForEach`'s `onDelete` and `onMove` let people delete rows (edit mode's delete buttons) and move
/// them (drag and drop, Alt+Up/Alt+Down on the focused row, edit mode's handles). With a selection
/// binding, clicking rows selects the ids of their `ForEach` elements.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    let content: Content
    let selection: (any ListSelection)?
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    /// One row per element of `data`, identified by the element's `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// One row per element of `data`, identified by the element's property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// One row per element of the collection `data` refers to, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// A list whose rows can be selected, several at a time: `selection` holds the ids of the
    /// selected `ForEach` elements.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { MultipleListSelection(binding: $0) }
    }

    /// A list whose rows can be selected, one at a time: `selection` holds the id of the selected
    /// `ForEach` element, or nil.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { SingleListSelection(binding: $0) }
    }

    /// One row per element of `data`, several selectable at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// One row per element of `data`, one selectable at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// One row per element of `data`, identified by `id`, several selectable at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// One row per element of `data`, identified by `id`, one selectable at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ListNode(context) }
}

/// A list's selection binding with its value type erased: ids as `AnyHashable`.
@MainActor
protocol ListSelection {
    var allowsMultiple: Bool { get }
    func get() -> Set<AnyHashable>
    func set(_ ids: Set<AnyHashable>)
}

/// `List(selection:)` with a `Binding<Set<ID>>`.
struct MultipleListSelection<Value: Hashable>: ListSelection {
    let binding: Binding<Set<Value>>
    var allowsMultiple: Bool { true }

    func get() -> Set<AnyHashable> {
        var ids = Set<AnyHashable>()
        for value in binding.wrappedValue {
            ids.insert(AnyHashable(value))
        }
        return ids
    }
    func set(_ ids: Set<AnyHashable>) {
        var values = Set<Value>()
        for id in ids {
            if let value = id.base as? Value {
                values.insert(value)
            }
        }
        binding.wrappedValue = values
    }
}

/// `List(selection:)` with a `Binding<ID?>`.
struct SingleListSelection<Value: Hashable>: ListSelection {
    let binding: Binding<Value?>
    var allowsMultiple: Bool { false }

    func get() -> Set<AnyHashable> { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
    func set(_ ids: Set<AnyHashable>) {
        let value: Value? = if let id = ids.first { id.base as? Value } else { nil }
        binding.wrappedValue = value
    }
}

/// What a list node needs of a `List` (or a `Table`, or a lazy stack).
@MainActor
protocol AnyList {
    var contentView: any View { get }
    var listSelection: (any ListSelection)? { get }
    /// How it draws whatever the list style (a lazy stack's rows); nil: as the list style says.
    var listAppearance: ListAppearance? { get }
}

extension AnyList {
    var listAppearance: ListAppearance? { nil }
}

extension List: AnyList {
    var contentView: any View { content }
    var listSelection: (any ListSelection)? { selection }
}
