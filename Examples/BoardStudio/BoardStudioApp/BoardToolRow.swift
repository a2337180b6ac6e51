import BoardModel
import Quire

/// The tool palette in the window's content: tools, pen colour and width on one row; stickers and
/// the background photo on the next; PNG export at 1× or 2× and PDF export (transparent or white) on
/// the last.
struct BoardToolRow: View {
    /// The commands that change the board (the editor runs them with its undo manager).
    struct Actions {
        var addSticker: @MainActor () -> Void
        var deleteSticker: @MainActor () -> Void
        var scaleSticker: @MainActor (Double) -> Void
        var rotateSticker: @MainActor (Double) -> Void
        var replaceImage: @MainActor () -> Void
        var setBackground: @MainActor () -> Void
        var clearBackground: @MainActor () -> Void
        /// Asks where to save the board as PNG at this many pixels per point.
        var exportPNG: @MainActor (Double) -> Void
        /// Asks where to save the board as a one-page PDF (vector strokes, in points).
        var exportPDF: @MainActor () -> Void
    }

    @Binding var tool: BoardTool
    @Binding var penColor: PenColor
    @Binding var penWidth: Double
    @Binding var transparentExport: Bool
    let hasSelection: Bool
    let hasBackground: Bool
    let actions: Actions

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                ForEach(BoardTool.allCases, id: \.self) { choice in
                    Button(choice.rawValue) { tool = choice }
                }
                Divider()
                ForEach(PenColor.allCases, id: \.self) { color in
                    Button(color.rawValue) {
                        penColor = color
                        tool = .pen
                    }
                }
                Divider()
                Button("Thinner") { penWidth = step(-1) }
                    .disabled(penWidth <= BoardEditorSettings.penWidths[0])
                Button("Thicker") { penWidth = step(1) }
                    .disabled(penWidth >= BoardEditorSettings.penWidths[BoardEditorSettings.penWidths.count - 1])
            }
            HStack(spacing: 4) {
                Button("Add Sticker…", action: actions.addSticker)
                Button("Delete Sticker", role: .destructive, action: actions.deleteSticker)
                    .disabled(!hasSelection)
                Button("Smaller") { actions.scaleSticker(1 / BoardEditorSettings.scaleStep) }
                    .disabled(!hasSelection)
                Button("Larger") { actions.scaleSticker(BoardEditorSettings.scaleStep) }
                    .disabled(!hasSelection)
                Button("Rotate Left") { actions.rotateSticker(-BoardEditorSettings.rotationStep) }
                    .disabled(!hasSelection)
                Button("Rotate Right") { actions.rotateSticker(BoardEditorSettings.rotationStep) }
                    .disabled(!hasSelection)
                Button("Replace Image…", action: actions.replaceImage)
                    .disabled(!hasSelection)
                Divider()
                Button("Set Background Photo…", action: actions.setBackground)
                Button("Clear Background", action: actions.clearBackground)
                    .disabled(!hasBackground)
            }
            // The document window's Export As… writes 1× on white (the document API has no place for
            // options); these choose the scale (PNG) and the background (both).
            HStack(spacing: 4) {
                ForEach(BoardEditorSettings.exportScales, id: \.self) { scale in
                    Button("Export PNG \(Int(scale))×…") { actions.exportPNG(scale) }
                }
                Button("Export PDF…", action: actions.exportPDF)
                Toggle("Transparent Background", isOn: $transparentExport)
            }
        }
    }

    /// The next pen width up or down the list.
    private func step(_ direction: Int) -> Double {
        let widths = BoardEditorSettings.penWidths
        let index = widths.firstIndex { $0 >= penWidth } ?? widths.count - 1
        return widths[min(max(index + direction, 0), widths.count - 1)]
    }
}
