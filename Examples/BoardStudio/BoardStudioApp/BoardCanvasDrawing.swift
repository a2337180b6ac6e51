import BoardModel
import Quire

/// What the editor shows over the board while a gesture is in progress (the board itself changes
/// when it ends): the stroke being drawn, the strokes the eraser has passed over, and the selected
/// sticker as the drag, pinch or twist would leave it.
struct BoardOverlay {
    var strokeInProgress: InkStroke?
    /// Strokes the eraser drag in progress removes when it ends: not drawn.
    var erasedStrokes: Set<InkStroke.ID> = []
    var selection: PlacedSticker.ID?
    /// The selected sticker's offset from its position while it is dragged, in board points.
    var moveOffset = CodablePoint(x: 0, y: 0)
    /// The pinch in progress' factor on the selected sticker's scale.
    var scaleFactor = 1.0
    /// The twist in progress' turn added to the selected sticker's rotation, in radians.
    var rotationOffset = 0.0
}

/// Draws a board in the editor's canvas as the exporter renders it (`BoardRenderer`): white page,
/// background photo stretched to the canvas, strokes along the renderer's smoothed path with round
/// caps and joins, stickers scaled and turned about their centre; grey around the page (darker in the
/// dark style).
@MainActor
enum BoardCanvasDrawing {
    static func draw(_ board: Board, overlay: BoardOverlay, images: BoardImageCache, viewport: BoardViewport,
                     colorScheme: ColorScheme, in context: inout GraphicsContext, size: CGSize) {
        // Around the page: a grey a little darker than the window's background, in either style.
        let surround = colorScheme == .dark ? 0.12 : 0.82
        context.fill(Path(CGRect(origin: .zero, size: size)),
                     with: .color(red: surround, green: surround, blue: surround + 0.02))
        context.concatenate(viewport.transform)
        let page = CGRect(origin: .zero, size: board.canvasSize.cgSize)
        context.clip(to: Path(page))
        context.fill(Path(page), with: .color(.white))
        if let background = images.background(for: board.backgroundPNG) {
            context.draw(background, in: page)
        }
        for stroke in board.strokes + [overlay.strokeInProgress].compactMap({ $0 })
        where !overlay.erasedStrokes.contains(stroke.id) {
            draw(stroke, in: context)
        }
        for sticker in board.stickers {
            var placed = sticker
            if sticker.id == overlay.selection {
                placed.position.x += overlay.moveOffset.x
                placed.position.y += overlay.moveOffset.y
                placed.scale *= overlay.scaleFactor
                placed.rotationRadians += overlay.rotationOffset
            }
            draw(placed, images: images, in: context, selected: sticker.id == overlay.selection,
                 outlineWidth: 2 / viewport.scale)
        }
    }

    private static func draw(_ stroke: InkStroke, in context: GraphicsContext) {
        guard stroke.width.isFinite, stroke.width > 0, let first = stroke.points.first else { return }
        let color = stroke.color
        let shading = GraphicsContext.Shading.color(red: color.red, green: color.green, blue: color.blue,
                                                    opacity: color.alpha)
        if stroke.points.count == 1 {
            let r = stroke.width / 2
            context.fill(Path(ellipseIn: CGRect(x: first.x - r, y: first.y - r, width: stroke.width, height: stroke.width)),
                         with: shading)
        } else {
            context.stroke(Path(BoardRenderer.strokePath(for: stroke)), with: shading,
                           style: StrokeStyle(lineWidth: stroke.width, lineCap: .round, lineJoin: .round))
        }
    }

    private static func draw(_ sticker: PlacedSticker, images: BoardImageCache, in context: GraphicsContext,
                             selected: Bool, outlineWidth: Double) {
        guard let image = images.image(for: sticker), sticker.scale.isFinite, sticker.scale > 0,
              sticker.rotationRadians.isFinite else { return }
        var local = context
        local.translateBy(x: sticker.position.x, y: sticker.position.y)
        local.rotate(by: .radians(sticker.rotationRadians))
        let size = CGSize(width: Double(image.width) * sticker.scale, height: Double(image.height) * sticker.scale)
        let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        local.draw(image, in: rect)
        if selected {
            local.stroke(Path(rect.insetBy(dx: -outlineWidth * 2, dy: -outlineWidth * 2)),
                         with: .color(red: 0.21, green: 0.52, blue: 0.89),
                         style: StrokeStyle(lineWidth: outlineWidth * 2, dash: [outlineWidth * 6, outlineWidth * 4]))
        }
    }
}
