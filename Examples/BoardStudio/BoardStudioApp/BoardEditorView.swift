import BoardModel
import Quire

/// The board editor: the tools in the header bar, a bar above the canvas with the pen's options or
/// the selected sticker's actions, and a status line below it; the background photo, Export As… and
/// zoom in the primary menu (`BoardCommands`, through `focusedSceneValue`). Every change to the board goes
/// through `BoardDocument`'s edits with the window's undo manager ("Undo Draw Stroke", "Undo Move
/// Sticker", …); a gesture in progress (a stroke being drawn, strokes being erased, a sticker being
/// moved, pinched or twisted) is editor state until it ends, so one gesture is one undo step.
struct BoardEditorView: View {
    @Bindable var document: BoardDocument
    @Environment(\.undoManager) private var undoManager
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.colorScheme) private var colorScheme

    @State private var tool = BoardTool.pen
    @State private var penColor = PenColor.black.rgba
    @State private var penWidth = BoardEditorSettings.defaultPenWidth
    @State private var strokeInProgress: InkStroke?
    @State private var selection: PlacedSticker.ID?
    @State private var lastEraserPoint: CodablePoint?
    @State private var erasedStrokes: Set<InkStroke.ID> = []
    /// Where the drag that `strokeInProgress`/`erasedStrokes` belong to started: a drag from
    /// elsewhere is a new one (the last may have been cancelled, never ended).
    @State private var dragStart: CGPoint?
    // The previews of a gesture in progress: back to their initial values when it ends, fails or is
    // cancelled (GTK cancels a drag whose pointer is taken; a two-finger gesture cancels the one-finger
    // drag), so a cancelled gesture leaves nothing on the canvas.
    @GestureState private var isDragging = false
    @GestureState private var moveOffset: CodablePoint?
    @GestureState private var pinchScale: Double?
    @GestureState private var twist: Double?
    /// The select tool's drag off any sticker: how far it has moved the board, in view points.
    @GestureState private var panDrag: CGSize?
    /// The canvas' zoom (1: the board fits the canvas) and how far the board is moved from the centre.
    @State private var zoom = 1.0
    @State private var pan = CGSize.zero
    @State private var isImportingSticker = false
    @State private var isReplacingImage = false
    @State private var isExporting = false
    @State private var isChoosingExport = false
    /// What Export As… chose: `.png` or `.pdf`.
    @State private var exportType = UTType.png
    @State private var exportOptions = BoardExportOptions()
    @State private var problem: String?
    // Reference holders kept for the view's life: the decoded images and the canvas' last size
    // (gestures report view points; the size says where the board sits).
    @State private var images = BoardImageCache()
    @State private var layout = CanvasLayout()

    init(document: BoardDocument) {
        self.document = document
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if let notice = document.newerVersionNotice {
                Text(notice)
            }
            optionsBar
            if let problem {
                Text(problem).foregroundStyle(.red)
            }
            // An empty board says what to do first. The line stays (blank) once the board has
            // something on it, so the canvas does not move under the first stroke.
            Text(document.board.strokes.isEmpty && document.board.stickers.isEmpty
                 ? "Draw with the pen, or add a sticker" : " ")
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .frame(maxWidth: .infinity)
            canvas
            Text(status)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .padding(8)
        .toolbar {
            BoardToolbar(tool: $tool, isCompact: sizeClass == .compact, addSticker: { isImportingSticker = true })
        }
        .focusedSceneValue(\.boardWindow, windowActions)
        .sheet(isPresented: $isChoosingExport) {
            BoardExportSheet(contentType: $exportType, options: $exportOptions) { isExporting = true }
        }
        .fileImporter(isPresented: $document.shouldPresentPhotoImporter, allowedContentTypes: [.png, .jpeg]) { result in
            importImage(result) { png, _ in
                document.setBackground(png, undoManager: undoManager)
            }
        }
        .fileImporter(isPresented: $isImportingSticker, allowedContentTypes: [.png, .jpeg]) { result in
            importImage(result) { png, size in
                addSticker(png, imageSize: size)
            }
        }
        .fileImporter(isPresented: $isReplacingImage, allowedContentTypes: [.png, .jpeg]) { result in
            importImage(result) { png, _ in
                guard let sticker = selectedSticker else { return }
                document.replaceStickerImage(id: sticker.id, with: png, undoManager: undoManager)
            }
        }
        .fileExporter(isPresented: $isExporting, document: exportDocument, contentType: exportType,
                      defaultFilename: BoardFileExport.suggestedName(scale: exportOptions.scale, contentType: exportType)) { result in
            if case .failure(let error) = result {
                problem = (error as? DocumentError)?.message ?? error.localizedDescription
            }
        }
    }

    private var windowActions: BoardWindowActions {
        let document = document, undoManager = undoManager
        let clearBackground: (@MainActor () -> Void)? = document.board.backgroundPNG == nil ? nil : { @MainActor in
            document.setBackground(nil, undoManager: undoManager)
        }
        return BoardWindowActions(
            chooseBackground: { document.shouldPresentPhotoImporter = true },
            clearBackground: clearBackground,
            exportAs: { isChoosingExport = true },
            zoom: { factor in zoomCanvas(by: factor) },
            resetZoom: { zoom = 1; pan = .zero })
    }

    /// The board as Export As… renders it; images are named by their files in the document's
    /// package when one can't be drawn.
    private var exportDocument: BoardFileExport {
        var options = exportOptions
        options.source = document.fileURL
        return BoardFileExport(snapshot: document.board.makeSnapshot(), options: options)
    }

    private var canvas: some View {
        let board = document.board
        let overlay = BoardOverlay(strokeInProgress: isDragging ? strokeInProgress : nil,
                                   erasedStrokes: isDragging ? erasedStrokes : [], selection: selection,
                                   moveOffset: moveOffset ?? CodablePoint(x: 0, y: 0),
                                   scaleFactor: pinchScale.map(previewScaleFactor) ?? 1, rotationOffset: twist ?? 0)
        let images = images, layout = layout, zoom = zoom, pan = currentPan, colorScheme = colorScheme
        return Canvas { context, size in
            layout.size = size
            let viewport = BoardViewport(canvasSize: board.canvasSize, viewSize: size, zoom: zoom, pan: pan)
            BoardCanvasDrawing.draw(board, overlay: overlay, images: images, viewport: viewport, colorScheme: colorScheme,
                                    in: &context, size: size)
        }
        .gesture(DragGesture(minimumDistance: 2)
            .updating($isDragging) { _, dragging, _ in dragging = true }
            .updating($moveOffset) { value, offset, _ in offset = stickerMoveOffset(value, current: offset) }
            .updating($panDrag) { value, pan, _ in pan = panTranslation(value, current: pan) }
            .onChanged { value in dragChanged(from: value.startLocation, to: value.location) }
            .onEnded { value in dragEnded(from: value.startLocation, to: value.location) })
        .onTapGesture { location in tapped(at: location) }
        .onKeyPress(action: keyPressed)
        // Two fingers (touchscreen or touchpad) scale and turn the selected sticker — or the one they
        // started on; each pinch or twist is one "Scale Sticker" / "Rotate Sticker". Off any sticker a
        // pinch (or Ctrl+scroll, GNOME's pinch with a mouse) zooms the canvas about where it began,
        // which stays under the fingers or the pointer. High priority:
        // once the fingers pinch or twist, a one-finger drag begun with them is cancelled.
        .highPriorityGesture(MagnifyGesture()
            .updating($pinchScale) { value, scale, _ in
                if grabSticker(at: value.startLocation) { scale = value.magnification }
            }
            .onEnded { value in
                guard let sticker = selectedSticker else {
                    return zoomCanvas(by: value.magnification, about: value.startLocation)
                }
                document.placeSticker(id: sticker.id, scale: clampedScale(sticker.scale * value.magnification),
                                      undoManager: undoManager)
            }
            .simultaneously(with: RotateGesture()
                .updating($twist) { value, angle, _ in
                    if grabSticker(at: value.startLocation) { angle = value.rotation.radians }
                }
                .onEnded { value in
                    guard let sticker = selectedSticker else { return }
                    document.placeSticker(id: sticker.id, rotationRadians: sticker.rotationRadians + value.rotation.radians,
                                          undoManager: undoManager)
                }))
    }

    /// Above the canvas, one bar of controls of one height, so the board does not move under the
    /// pointer when it changes: the selected sticker's actions, else the pen's options (choosing a
    /// colour or a width picks the pen).
    @ViewBuilder private var optionsBar: some View {
        if selectedSticker != nil {
            BoardStickerBar(scale: scaleSelection(by:), rotate: rotateSelection(by:), restack: restackSelection(forward:),
                            replaceImage: { isReplacingImage = true }, delete: deleteSelection)
        } else {
            BoardPenOptions(color: Binding(get: { penColor }, set: { penColor = $0; tool = .pen }),
                            width: Binding(get: { penWidth }, set: { penWidth = $0; tool = .pen }))
        }
    }

    /// "Pen · Black · 10 pt · 100% · 1 stroke · 1 sticker · no selection": the tool, the zoom and what
    /// the board holds, in words (also what the GUI test reads).
    private var status: String {
        let board = document.board
        let strokes = board.strokes.count == 1 ? "1 stroke" : "\(board.strokes.count) strokes"
        let stickers = board.stickers.count == 1 ? "1 sticker" : "\(board.stickers.count) stickers"
        let selected = selectedSticker.map { sticker in
            "sticker selected (\(Int((sticker.scale * 100).rounded()))%, \(Int((sticker.rotationRadians * 180 / .pi).rounded()))°)"
        } ?? "no selection"
        let background = board.backgroundPNG == nil ? "no photo" : "photo"
        let color = PenColor.named(penColor)?.rawValue ?? "Custom"
        let zoomed = "\(Int((zoom * 100).rounded()))%"
        return "\(tool.rawValue) · \(color) · \(Int(penWidth)) pt · \(zoomed) · \(strokes) · \(stickers) · \(background) · \(selected)"
    }

    private var selectedSticker: PlacedSticker? {
        selection.flatMap { id in document.board.stickers.first { $0.id == id } }
    }

    private var viewport: BoardViewport {
        BoardViewport(canvasSize: document.board.canvasSize, viewSize: layout.size, zoom: zoom, pan: currentPan)
    }

    /// The pan with the drag in progress added.
    private var currentPan: CGSize {
        CGSize(width: pan.width + (panDrag?.width ?? 0), height: pan.height + (panDrag?.height ?? 0))
    }

    /// Zooms about `anchor` (a view point; nil: the canvas' centre), which keeps showing the same
    /// board point.
    private func zoomCanvas(by factor: Double, about anchor: CGPoint? = nil) {
        let range = BoardViewport.zoomRange
        let zoomed = min(max(zoom * factor, range.lowerBound), range.upperBound)
        guard zoomed.isFinite, zoomed != zoom else { return }
        let size = layout.size
        let anchor = anchor ?? CGPoint(x: size.width / 2, y: size.height / 2)
        let fixed = viewport.boardPoint(anchor)
        // Where that point would be at the new zoom unpanned; the pan brings it back under the anchor.
        let unpanned = BoardViewport(canvasSize: document.board.canvasSize, viewSize: size, zoom: zoomed).viewPoint(fixed)
        pan = CGSize(width: anchor.x - unpanned.x, height: anchor.y - unpanned.y)
        zoom = zoomed
    }

    // MARK: Pointer

    private func dragChanged(from start: CGPoint, to location: CGPoint) {
        let viewport = viewport
        let point = viewport.boardPoint(location)
        if dragStart != start {
            dragStart = start
            strokeInProgress = nil
            erasedStrokes = []
            lastEraserPoint = nil
        }
        switch tool {
        case .pen:
            var stroke = strokeInProgress ?? InkStroke(color: penColor, width: penWidth,
                                                       points: [viewport.boardPoint(start)])
            stroke.points.append(point)
            strokeInProgress = stroke
        case .eraser:
            // The strokes disappear as the eraser passes; the board loses them when it is released.
            let from = lastEraserPoint ?? viewport.boardPoint(start)
            erasedStrokes.formUnion(document.board.strokes(touchingSegmentFrom: from, to: point,
                                                           radius: BoardEditorSettings.eraserRadius / viewport.scale))
            lastEraserPoint = point
        case .select:
            break  // the move is previewed by `moveOffset` (`stickerMoveOffset`)
        }
    }

    /// The select tool's drag: the first change grabs the sticker under the press (selecting it), or
    /// nothing; from then on the sticker's offset in board points.
    private func stickerMoveOffset(_ value: DragGesture.Value, current: CodablePoint?) -> CodablePoint? {
        guard tool == .select else { return nil }
        let viewport = viewport
        let origin = viewport.boardPoint(value.startLocation)
        if current == nil {
            selection = stickerID(at: origin)
            guard selection != nil else { return nil }
        }
        let point = viewport.boardPoint(value.location)
        return CodablePoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// The select tool's drag begun off any sticker moves the board: its translation so far.
    private func panTranslation(_ value: DragGesture.Value, current: CGSize?) -> CGSize? {
        guard tool == .select, current != nil || stickerID(at: viewport.boardPoint(value.startLocation)) == nil
        else { return nil }
        return CGSize(width: value.location.x - value.startLocation.x, height: value.location.y - value.startLocation.y)
    }

    private func dragEnded(from start: CGPoint, to location: CGPoint) {
        dragChanged(from: start, to: location)
        switch tool {
        case .pen:
            if let stroke = strokeInProgress { document.addStroke(stroke, undoManager: undoManager) }
            strokeInProgress = nil
        case .eraser:
            document.removeStrokes(ids: erasedStrokes, undoManager: undoManager)
            erasedStrokes = []
            lastEraserPoint = nil
        case .select:
            // The drag moved the selected sticker if it began on it (the preview is gone by now).
            let viewport = viewport
            let origin = viewport.boardPoint(start), point = viewport.boardPoint(location)
            if let sticker = selectedSticker, stickerID(at: origin) == sticker.id {
                document.placeSticker(id: sticker.id, position: CodablePoint(x: sticker.position.x + point.x - origin.x,
                                                                             y: sticker.position.y + point.y - origin.y),
                                      undoManager: undoManager)
            } else if stickerID(at: origin) == nil {
                pan.width += location.x - start.x
                pan.height += location.y - start.y
            }
        }
        dragStart = nil
    }

    private func tapped(at location: CGPoint) {
        let point = viewport.boardPoint(location)
        switch tool {
        case .pen:
            // A tap leaves a dot.
            document.addStroke(InkStroke(color: penColor, width: penWidth, points: [point]), undoManager: undoManager)
        case .eraser:
            document.eraseStrokes(touchingSegmentFrom: point, to: point,
                                  radius: BoardEditorSettings.eraserRadius / viewport.scale, undoManager: undoManager)
        case .select:
            selection = stickerID(at: point)
        }
    }

    /// The sticker a pinch or twist works on: the selected one, else the one under where it began
    /// (which it selects). False when there is none.
    private func grabSticker(at location: CGPoint) -> Bool {
        if selectedSticker == nil {
            selection = stickerID(at: viewport.boardPoint(location))
        }
        return selectedSticker != nil
    }

    private func clampedScale(_ scale: Double) -> Double {
        let range = BoardEditorSettings.scaleRange
        return min(max(scale, range.lowerBound), range.upperBound)
    }

    /// The pinch's factor as the sticker will take it (within the scale range).
    private func previewScaleFactor(_ magnification: Double) -> Double {
        guard let sticker = selectedSticker, sticker.scale > 0 else { return 1 }
        return clampedScale(sticker.scale * magnification) / sticker.scale
    }

    private func stickerID(at point: CodablePoint) -> PlacedSticker.ID? {
        let images = images
        return document.board.sticker(at: point) { images.imageSize(of: $0) }
    }

    // MARK: Keys

    /// Keys on the canvas: Ctrl+= zooms in as Ctrl+plus does (one key on most layouts); the arrows
    /// nudge the selected sticker, + − [ ] scale and turn it, Delete deletes it, Escape deselects.
    private func keyPressed(_ press: KeyPress) -> KeyPress.Result {
        if press.modifiers.contains(.control) {
            guard press.key == KeyEquivalent("=") else { return .ignored }
            zoomCanvas(by: BoardEditorSettings.zoomStep)
            return .handled
        }
        guard let sticker = selectedSticker else { return .ignored }
        let step = BoardEditorSettings.nudge
        switch press.key {
        case .leftArrow: nudge(sticker, dx: -step, dy: 0)
        case .rightArrow: nudge(sticker, dx: step, dy: 0)
        case .upArrow: nudge(sticker, dx: 0, dy: -step)
        case .downArrow: nudge(sticker, dx: 0, dy: step)
        case .delete, KeyEquivalent("\u{7F}"): deleteSelection()
        case KeyEquivalent("+"), KeyEquivalent("="): scaleSelection(by: BoardEditorSettings.scaleStep)
        case KeyEquivalent("-"): scaleSelection(by: 1 / BoardEditorSettings.scaleStep)
        case KeyEquivalent("]"): rotateSelection(by: BoardEditorSettings.rotationStep)
        case KeyEquivalent("["): rotateSelection(by: -BoardEditorSettings.rotationStep)
        case .escape: selection = nil
        default: return .ignored
        }
        return .handled
    }

    private func nudge(_ sticker: PlacedSticker, dx: Double, dy: Double) {
        document.placeSticker(id: sticker.id, position: CodablePoint(x: sticker.position.x + dx, y: sticker.position.y + dy),
                              undoManager: undoManager)
    }

    // MARK: Sticker and background commands

    private func deleteSelection() {
        guard let sticker = selectedSticker else { return }
        selection = nil
        document.removeSticker(id: sticker.id, undoManager: undoManager)
    }

    private func restackSelection(forward: Bool) {
        guard let sticker = selectedSticker else { return }
        document.restackSticker(id: sticker.id, forward: forward, undoManager: undoManager)
    }

    private func scaleSelection(by factor: Double) {
        guard let sticker = selectedSticker else { return }
        document.placeSticker(id: sticker.id, scale: clampedScale(sticker.scale * factor), undoManager: undoManager)
    }

    private func rotateSelection(by angle: Double) {
        guard let sticker = selectedSticker else { return }
        document.placeSticker(id: sticker.id, rotationRadians: sticker.rotationRadians + angle, undoManager: undoManager)
    }

    /// A new sticker in the middle of the board, selected (so the select tool moves it next).
    private func addSticker(_ png: Data, imageSize: CGSize) {
        let canvas = document.board.canvasSize
        let sticker = PlacedSticker(imagePNG: png, position: CodablePoint(x: canvas.width / 2, y: canvas.height / 2),
                                    scale: BoardImageImport.initialScale(imageSize: imageSize, canvasSize: canvas))
        document.addSticker(sticker, undoManager: undoManager)
        selection = sticker.id
        tool = .select
    }

    private func importImage(_ result: Result<URL, any Error>, use: (Data, CGSize) -> Void) {
        do {
            let (png, size) = try BoardImageImport.png(fromFileAt: result.get())
            problem = nil
            use(png, size)
        } catch let error as DocumentError {
            problem = error.message
        } catch {
            problem = error.localizedDescription
        }
    }
}

/// The canvas' size at its last drawing, for turning pointer locations into board points.
@MainActor
final class CanvasLayout {
    var size = CGSize(width: 800, height: 600)
}
