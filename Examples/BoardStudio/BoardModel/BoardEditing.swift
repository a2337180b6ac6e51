import QuireCore

/// The board's edits, each undoable with an action name. Each edit is a primitive that registers its
/// inverse, passing the action's name along, so undo and redo keep the name the person saw ("Redo Draw",
/// not "Redo Erase").
extension BoardDocument {
    /// Adds a stroke on top ("Draw Stroke").
    public func addStroke(_ stroke: InkStroke, undoManager: UndoManager? = nil) {
        insertStroke(stroke, at: board.strokes.count, actionName: "Draw Stroke", undoManager: undoManager)
    }

    /// Removes a stroke ("Erase Stroke").
    public func removeStroke(id: InkStroke.ID, undoManager: UndoManager? = nil) {
        removeStroke(id: id, actionName: "Erase Stroke", undoManager: undoManager)
    }

    /// Removes several strokes as one undo step: "Erase Stroke" for one, "Erase Strokes" for more
    /// (what an eraser drag removed). Ids not on the board are skipped; none left registers nothing.
    public func removeStrokes(ids: some Sequence<InkStroke.ID>, undoManager: UndoManager? = nil) {
        let wanted = Set(ids)
        let count = board.strokes.reduce(0) { $0 + (wanted.contains($1.id) ? 1 : 0) }
        removeStrokes(ids: wanted, actionName: count == 1 ? "Erase Stroke" : "Erase Strokes", undoManager: undoManager)
    }

    /// The eraser touched the segment from `start` to `end` (a tap: one point): removes every
    /// stroke it touches (ink within `radius` of the segment) as one undo step. Returns how many went.
    @discardableResult
    public func eraseStrokes(touchingSegmentFrom start: CodablePoint, to end: CodablePoint, radius: Double,
                             undoManager: UndoManager? = nil) -> Int {
        let touched = board.strokes(touchingSegmentFrom: start, to: end, radius: radius)
        removeStrokes(ids: touched, undoManager: undoManager)
        return touched.count
    }

    /// Adds a sticker on top ("Add Sticker").
    public func addSticker(_ sticker: PlacedSticker, undoManager: UndoManager? = nil) {
        insertSticker(sticker, at: board.stickers.count, actionName: "Add Sticker", undoManager: undoManager)
    }

    /// Removes a sticker ("Delete Sticker").
    public func removeSticker(id: PlacedSticker.ID, undoManager: UndoManager? = nil) {
        removeSticker(id: id, actionName: "Delete Sticker", undoManager: undoManager)
    }

    /// Moves, scales or rotates a sticker; arguments left nil keep their value. Named after the first
    /// of position, scale, rotation given ("Move Sticker", "Scale Sticker", "Rotate Sticker").
    public func placeSticker(id: PlacedSticker.ID, position: CodablePoint? = nil, scale: Double? = nil,
                             rotationRadians: Double? = nil, undoManager: UndoManager? = nil) {
        guard let old = board.stickers.first(where: { $0.id == id }) else { return }
        let name = position != nil ? "Move Sticker" : scale != nil ? "Scale Sticker" : "Rotate Sticker"
        let placement = Placement(position: position ?? old.position, scale: scale ?? old.scale,
                                  rotationRadians: rotationRadians ?? old.rotationRadians)
        guard placement != Placement(old) else { return }
        place(id: id, placement, actionName: name, undoManager: undoManager)
    }

    /// Moves a sticker one place up the stacking order ("Bring Forward") or down ("Send Backward");
    /// a sticker already on top (or at the bottom) stays, registering nothing.
    public func restackSticker(id: PlacedSticker.ID, forward: Bool, undoManager: UndoManager? = nil) {
        guard let index = board.stickers.firstIndex(where: { $0.id == id }) else { return }
        let target = forward ? index + 1 : index - 1
        guard board.stickers.indices.contains(target) else { return }
        swapStickers(index, target, actionName: forward ? "Bring Forward" : "Send Backward", undoManager: undoManager)
    }

    /// Gives a sticker another image, keeping where it sits ("Replace Sticker Image"). The package
    /// then rewrites only that sticker's file.
    public func replaceStickerImage(id: PlacedSticker.ID, with png: Data, undoManager: UndoManager? = nil) {
        guard let sticker = board.stickers.first(where: { $0.id == id }), sticker.imagePNG != png else { return }
        setStickerImage(id: id, png, actionName: "Replace Sticker Image", undoManager: undoManager)
    }

    /// Sets (or with nil, clears) the background photo.
    public func setBackground(_ png: Data?, undoManager: UndoManager? = nil) {
        guard png != board.backgroundPNG else { return }
        setBackground(png, actionName: png == nil ? "Clear Background" : "Set Background Photo", undoManager: undoManager)
    }

    // MARK: Primitives

    private func insertStroke(_ stroke: InkStroke, at index: Int, actionName: String, undoManager: UndoManager?) {
        board.strokes.insert(stroke, at: min(max(index, 0), board.strokes.count))
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.removeStroke(id: stroke.id, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func removeStroke(id: InkStroke.ID, actionName: String, undoManager: UndoManager?) {
        guard let index = board.strokes.firstIndex(where: { $0.id == id }) else { return }
        let stroke = board.strokes.remove(at: index)
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.insertStroke(stroke, at: index, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func removeStrokes(ids: Set<InkStroke.ID>, actionName: String, undoManager: UndoManager?) {
        // Remembered with their indexes in the board before the removal, lowest first, so inserting
        // them back in that order restores the exact order.
        let removed = board.strokes.enumerated().filter { ids.contains($0.element.id) }.map { ($0.offset, $0.element) }
        guard !removed.isEmpty else { return }
        board.strokes.removeAll { ids.contains($0.id) }
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.insertStrokes(removed, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func insertStrokes(_ strokes: [(Int, InkStroke)], actionName: String, undoManager: UndoManager?) {
        for (index, stroke) in strokes {
            board.strokes.insert(stroke, at: min(max(index, 0), board.strokes.count))
        }
        let ids = Set(strokes.map(\.1.id))
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.removeStrokes(ids: ids, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func setStickerImage(id: PlacedSticker.ID, _ png: Data, actionName: String, undoManager: UndoManager?) {
        guard let index = board.stickers.firstIndex(where: { $0.id == id }) else { return }
        let old = board.stickers[index].imagePNG
        board.stickers[index].imagePNG = png
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.setStickerImage(id: id, old, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func insertSticker(_ sticker: PlacedSticker, at index: Int, actionName: String, undoManager: UndoManager?) {
        board.stickers.insert(sticker, at: min(max(index, 0), board.stickers.count))
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.removeSticker(id: sticker.id, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func removeSticker(id: PlacedSticker.ID, actionName: String, undoManager: UndoManager?) {
        guard let index = board.stickers.firstIndex(where: { $0.id == id }) else { return }
        let sticker = board.stickers.remove(at: index)
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.insertSticker(sticker, at: index, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func swapStickers(_ a: Int, _ b: Int, actionName: String, undoManager: UndoManager?) {
        board.stickers.swapAt(a, b)
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.swapStickers(a, b, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func place(id: PlacedSticker.ID, _ placement: Placement, actionName: String, undoManager: UndoManager?) {
        guard let index = board.stickers.firstIndex(where: { $0.id == id }) else { return }
        let old = Placement(board.stickers[index])
        board.stickers[index].position = placement.position
        board.stickers[index].scale = placement.scale
        board.stickers[index].rotationRadians = placement.rotationRadians
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.place(id: id, old, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }

    private func setBackground(_ png: Data?, actionName: String, undoManager: UndoManager?) {
        let old = board.backgroundPNG
        board.backgroundPNG = png
        undoManager?.registerUndo(withTarget: self) { doc in
            doc.setBackground(old, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }
}

/// Where a sticker sits: everything `placeSticker` changes.
private struct Placement: Equatable {
    var position: CodablePoint
    var scale: Double
    var rotationRadians: Double

    init(position: CodablePoint, scale: Double, rotationRadians: Double) {
        self.position = position
        self.scale = scale
        self.rotationRadians = rotationRadians
    }

    init(_ sticker: PlacedSticker) {
        self.init(position: sticker.position, scale: sticker.scale, rotationRadians: sticker.rotationRadians)
    }
}
