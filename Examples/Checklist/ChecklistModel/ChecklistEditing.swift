import QuireCore

/// The checklist's edits. Each registers its inverse with the undo manager; calling the same method
/// from the undo handler registers the redo (the seed's pattern), and each names its action so menus
/// read "Undo Toggle “Buy milk”".
extension ChecklistDocument {
    /// Seed 001's `toggleItem`, verbatim.
    @MainActor
    public func toggleItem(_ item: Binding<ChecklistItem>, undoManager: UndoManager? = nil) {
        item.wrappedValue.isChecked.toggle()

        undoManager?.registerUndo(withTarget: self) { doc in
            doc.toggleItem(item, undoManager: undoManager)
        }
    }

    /// The seed's `toggleItem`, then the action's name ("Undo Toggle “Buy milk”"; the redo the undo
    /// registers keeps it): what the app's rows call.
    public func toggle(_ item: Binding<ChecklistItem>, undoManager: UndoManager? = nil) {
        toggleItem(item, undoManager: undoManager)
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
        toggle(item, undoManager: undoManager)
    }

    /// Inserts a new item (at the end by default; an out-of-range index is clamped) and returns it.
    @discardableResult
    public func addItem(title: String, at index: Int? = nil, undoManager: UndoManager? = nil) -> ChecklistItem {
        let item = ChecklistItem(title: title)
        insert([item], at: [index ?? checklist.items.count], actionName: "Add “\(title)”", undoManager: undoManager)
        return item
    }

    /// Removes the items at `offsets` (a `List`'s `onDelete`).
    public func deleteItems(at offsets: IndexSet, undoManager: UndoManager? = nil) {
        let offsets = offsets.filteredIndexSet { $0 >= 0 && $0 < checklist.items.count }
        guard let first = offsets.first else { return }
        let name = offsets.count == 1 ? "Delete “\(checklist.items[first].title)”" : "Delete \(offsets.count) Items"
        remove(at: offsets, actionName: name, undoManager: undoManager)
    }

    /// Removes the item with `id`.
    public func deleteItem(id: ChecklistItem.ID, undoManager: UndoManager? = nil) {
        guard let index = checklist.items.firstIndex(where: { $0.id == id }) else { return }
        deleteItems(at: [index], undoManager: undoManager)
    }

    /// Moves items (a `List`'s `onMove`): `destination` is an offset in the list before the move.
    public func moveItems(from source: IndexSet, to destination: Int, undoManager: UndoManager? = nil) {
        let source = source.filteredIndexSet { $0 >= 0 && $0 < checklist.items.count }
        guard let first = source.first else { return }
        var order = Array(checklist.items.indices)
        order.move(fromOffsets: source, toOffset: min(max(destination, 0), order.count))
        guard order != Array(checklist.items.indices) else { return }
        let name = source.count == 1 ? "Move “\(checklist.items[first].title)”" : "Move \(source.count) Items"
        permute(by: order, actionName: name, undoManager: undoManager)
    }

    /// Renames the item with `id`.
    public func renameItem(id: ChecklistItem.ID, to title: String, undoManager: UndoManager? = nil) {
        guard let item = checklist.items.first(where: { $0.id == id }), item.title != title else { return }
        setTitle(title, ofItem: id, actionName: "Rename “\(item.title)”", undoManager: undoManager)
    }

    /// How many items are checked, and how many there are.
    public var progress: (done: Int, total: Int) {
        (checklist.items.lazy.filter(\.isChecked).count, checklist.items.count)
    }

    // The primitives below undo each other. Each takes the action's name and hands it on to the inverse
    // it registers, so undo and redo keep the name the person saw ("Redo Add “Milk”", not "Redo Delete").

    private func insert(_ items: [ChecklistItem], at offsets: [Int], actionName: String, undoManager: UndoManager?) {
        for (item, offset) in zip(items, offsets) {
            checklist.items.insert(item, at: min(max(offset, 0), checklist.items.count))
        }
        let ids = Set(items.map(\.id))
        undoManager?.registerUndo(withTarget: self) { doc in
            let offsets = IndexSet(doc.checklist.items.indices.filter { ids.contains(doc.checklist.items[$0].id) })
            doc.remove(at: offsets, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func remove(at offsets: IndexSet, actionName: String, undoManager: UndoManager?) {
        let removed = offsets.map { checklist.items[$0] }
        checklist.items.remove(atOffsets: offsets)
        // Ascending offsets, inserted in order, put every item back exactly where it was.
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.insert(removed, at: Array(offsets), actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    /// Puts the item at `order[i]` at `i`. By position, not id, so nothing is lost even if ids repeat.
    private func permute(by order: [Int], actionName: String, undoManager: UndoManager?) {
        let items = checklist.items
        guard order.count == items.count, Set(order) == Set(items.indices) else { return }
        checklist.items = order.map { items[$0] }
        var inverse = order
        for (position, source) in order.enumerated() { inverse[source] = position }
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.permute(by: inverse, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func setTitle(_ title: String, ofItem id: ChecklistItem.ID, actionName: String, undoManager: UndoManager?) {
        guard let index = checklist.items.firstIndex(where: { $0.id == id }) else { return }
        let old = checklist.items[index].title
        checklist.items[index].title = title
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.setTitle(old, ofItem: id, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }
}
