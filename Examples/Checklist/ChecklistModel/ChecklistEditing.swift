import QuireCore

/// The checklist's edits. Each registers its inverse with the undo manager; calling the same method
/// from the undo handler registers the redo (the seed's pattern), and each names its action so menus
/// read "Undo Toggle “Buy milk”".
extension ChecklistDocument {
    /// Seed 001's `toggleItem`, verbatim but for the action name.
    public func toggleItem(_ item: Binding<ChecklistItem>, undoManager: UndoManager? = nil) {
        item.wrappedValue.isChecked.toggle()

        undoManager?.registerUndo(withTarget: self) { doc in
            doc.toggleItem(item, undoManager: undoManager)
        }
        undoManager?.setActionName("Toggle “\(item.wrappedValue.title)”")
    }

    /// A binding to the item with `id`, following it wherever it moves in the list.
    public func binding(forItem id: ChecklistItem.ID) -> Binding<ChecklistItem>? {
        guard let current = checklist.items.first(where: { $0.id == id }) else { return nil }
        return Binding(get: { [weak self] in
            self?.checklist.items.first { $0.id == id } ?? current
        }, set: { [weak self] newValue in
            guard let self, let index = self.checklist.items.firstIndex(where: { $0.id == id }) else { return }
            self.checklist.items[index] = newValue
        })
    }

    /// Toggles the item with `id`.
    public func toggleItem(id: ChecklistItem.ID, undoManager: UndoManager? = nil) {
        guard let item = binding(forItem: id) else { return }
        toggleItem(item, undoManager: undoManager)
    }

    /// Inserts a new item (at the end by default) and returns it.
    @discardableResult
    public func addItem(title: String, at index: Int? = nil, undoManager: UndoManager? = nil) -> ChecklistItem {
        let item = ChecklistItem(title: title)
        insert([item], at: [index ?? checklist.items.count], actionName: "Add “\(title)”", undoManager: undoManager)
        return item
    }

    /// Removes the items at `offsets` (a `List`'s `onDelete`).
    public func deleteItems(at offsets: IndexSet, undoManager: UndoManager? = nil) {
        let offsets = offsets.filteredIndexSet { $0 < checklist.items.count }
        guard !offsets.isEmpty else { return }
        let removed = offsets.map { checklist.items[$0] }
        checklist.items.remove(atOffsets: offsets)
        let name = removed.count == 1 ? "Delete “\(removed[0].title)”" : "Delete \(removed.count) Items"
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.insert(removed, at: Array(offsets), actionName: name, undoManager: undoManager)
        }
        undoManager?.setActionName(name)
    }

    /// Removes the item with `id`.
    public func deleteItem(id: ChecklistItem.ID, undoManager: UndoManager? = nil) {
        guard let index = checklist.items.firstIndex(where: { $0.id == id }) else { return }
        deleteItems(at: [index], undoManager: undoManager)
    }

    /// Moves items (a `List`'s `onMove`): `destination` is an offset in the list before the move.
    public func moveItems(from source: IndexSet, to destination: Int, undoManager: UndoManager? = nil) {
        let source = source.filteredIndexSet { $0 < checklist.items.count }
        guard !source.isEmpty else { return }
        let before = checklist.items.map(\.id)
        let moved = source.map { checklist.items[$0] }
        checklist.items.move(fromOffsets: source, toOffset: min(max(destination, 0), checklist.items.count))
        guard checklist.items.map(\.id) != before else { return }
        let name = moved.count == 1 ? "Move “\(moved[0].title)”" : "Move \(moved.count) Items"
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.reorder(to: before, actionName: name, undoManager: undoManager)
        }
        undoManager?.setActionName(name)
    }

    /// Renames the item with `id`.
    public func renameItem(id: ChecklistItem.ID, to title: String, undoManager: UndoManager? = nil) {
        guard let index = checklist.items.firstIndex(where: { $0.id == id }) else { return }
        let old = checklist.items[index].title
        guard old != title else { return }
        checklist.items[index].title = title
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.renameItem(id: id, to: old, undoManager: undoManager)
        }
        undoManager?.setActionName("Rename “\(old)”")
    }

    /// How many items are checked, and how many there are.
    public var progress: (done: Int, total: Int) {
        (checklist.items.lazy.filter(\.isChecked).count, checklist.items.count)
    }

    private func insert(_ items: [ChecklistItem], at offsets: [Int], actionName: String, undoManager: UndoManager?) {
        for (item, offset) in zip(items, offsets) {
            checklist.items.insert(item, at: min(offset, checklist.items.count))
        }
        let ids = Set(items.map(\.id))
        undoManager?.registerUndo(withTarget: self) { doc in
            let offsets = IndexSet(doc.checklist.items.indices.filter { ids.contains(doc.checklist.items[$0].id) })
            doc.deleteItems(at: offsets, undoManager: undoManager)
            undoManager?.setActionName(actionName)
        }
        undoManager?.setActionName(actionName)
    }

    private func reorder(to order: [ChecklistItem.ID], actionName: String, undoManager: UndoManager?) {
        let current = checklist.items.map(\.id)
        let byID = Dictionary(checklist.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        checklist.items = order.compactMap { byID[$0] }
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.reorder(to: current, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }
}
