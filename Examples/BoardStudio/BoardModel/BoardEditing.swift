import QuireCore

/// The board's edits, each undoable with an action name. Undo handlers call the same methods, which
/// register the redo.
extension BoardDocument {
    public func addStroke(_ stroke: InkStroke, undoManager: UndoManager? = nil) {
        board.strokes.append(stroke)
        undoManager?.registerUndo(withTarget: self) { doc in doc.removeStroke(id: stroke.id, undoManager: undoManager) }
        undoManager?.setActionName("Draw")
    }

    /// Removes a stroke (the eraser).
    public func removeStroke(id: InkStroke.ID, undoManager: UndoManager? = nil) {
        guard let index = board.strokes.firstIndex(where: { $0.id == id }) else { return }
        let stroke = board.strokes.remove(at: index)
        undoManager?.registerUndo(withTarget: self) { doc in doc.insertStroke(stroke, at: index, undoManager: undoManager) }
        undoManager?.setActionName("Erase")
    }

    private func insertStroke(_ stroke: InkStroke, at index: Int, undoManager: UndoManager?) {
        board.strokes.insert(stroke, at: min(index, board.strokes.count))
        undoManager?.registerUndo(withTarget: self) { doc in doc.removeStroke(id: stroke.id, undoManager: undoManager) }
        undoManager?.setActionName("Erase")
    }

    public func addSticker(_ sticker: PlacedSticker, undoManager: UndoManager? = nil) {
        board.stickers.append(sticker)
        undoManager?.registerUndo(withTarget: self) { doc in doc.removeSticker(id: sticker.id, undoManager: undoManager) }
        undoManager?.setActionName("Add Sticker")
    }

    public func removeSticker(id: PlacedSticker.ID, undoManager: UndoManager? = nil) {
        guard let index = board.stickers.firstIndex(where: { $0.id == id }) else { return }
        let sticker = board.stickers.remove(at: index)
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.board.stickers.insert(sticker, at: min(index, doc.board.stickers.count))
            undoManager?.registerUndo(withTarget: doc) { doc in doc.removeSticker(id: sticker.id, undoManager: undoManager) }
            undoManager?.setActionName("Delete Sticker")
        }
        undoManager?.setActionName("Delete Sticker")
    }

    /// Moves, scales or rotates a sticker.
    public func placeSticker(id: PlacedSticker.ID, position: CodablePoint? = nil, scale: Double? = nil,
                             rotationRadians: Double? = nil, undoManager: UndoManager? = nil) {
        guard let index = board.stickers.firstIndex(where: { $0.id == id }) else { return }
        let old = board.stickers[index]
        board.stickers[index].position = position ?? old.position
        board.stickers[index].scale = scale ?? old.scale
        board.stickers[index].rotationRadians = rotationRadians ?? old.rotationRadians
        let name = position != nil ? "Move Sticker" : scale != nil ? "Scale Sticker" : "Rotate Sticker"
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.placeSticker(id: id, position: old.position, scale: old.scale,
                             rotationRadians: old.rotationRadians, undoManager: undoManager)
            undoManager?.setActionName(name)
        }
        undoManager?.setActionName(name)
    }

    /// Sets (or with nil, clears) the background photo.
    public func setBackground(_ png: Data?, undoManager: UndoManager? = nil) {
        let old = board.backgroundPNG
        board.backgroundPNG = png
        let name = png == nil ? "Clear Background" : "Set Background"
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.setBackground(old, undoManager: undoManager)
            undoManager?.setActionName(name)
        }
        undoManager?.setActionName(name)
    }
}
