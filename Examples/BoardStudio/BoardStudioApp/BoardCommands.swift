import BoardModel
import Quire

/// What the focused board window offers the primary menu: its background photo, Export As… and zoom.
struct BoardWindowActions {
    var chooseBackground: @MainActor () -> Void
    /// Nil while the board has no background photo.
    var clearBackground: (@MainActor () -> Void)?
    var exportAs: @MainActor () -> Void
    /// Multiplies the canvas' zoom (within `BoardViewport.zoomRange`).
    var zoom: @MainActor (_ factor: Double) -> Void
    /// Fits the whole board in the window again.
    var resetZoom: @MainActor () -> Void
}

extension FocusedValues {
    /// The focused board window's actions (`focusedSceneValue` in `BoardEditorView`).
    var boardWindow: BoardWindowActions? {
        get { self[BoardWindowKey.self] }
        set { self[BoardWindowKey.self] = newValue }
    }
}

private struct BoardWindowKey: FocusedValueKey {
    typealias Value = BoardWindowActions
}

/// The board's items in the primary menu: the background photo and Export As… in place of the
/// export group, and zoom (Ctrl+plus, Ctrl+minus, Ctrl+0) among the view items. They act on the
/// focused board window and are disabled when there is none.
struct BoardCommands: Commands {
    @FocusedValue(\.boardWindow) private var window

    var body: some Commands {
        CommandGroup(replacing: .importExport) {
            Button("Set Background Photo…") { window?.chooseBackground() }
                .disabled(window == nil)
            Button("Clear Background") { window?.clearBackground?() }
                .disabled(window?.clearBackground == nil)
            Button("Export As…") { window?.exportAs() }
                .keyboardShortcut("e", modifiers: [.command, .shift])
                .disabled(window == nil)
        }
        CommandGroup(after: .toolbar) {
            Button("Zoom In") { window?.zoom(BoardEditorSettings.zoomStep) }
                .keyboardShortcut("+", modifiers: .command)
                .disabled(window == nil)
            Button("Zoom Out") { window?.zoom(1 / BoardEditorSettings.zoomStep) }
                .keyboardShortcut("-", modifiers: .command)
                .disabled(window == nil)
            Button("Fit Board") { window?.resetZoom() }
                .keyboardShortcut("0", modifiers: .command)
                .disabled(window == nil)
        }
    }
}
