import BoardModel
import Quire

/// What a drag on the canvas does.
enum BoardTool: String, CaseIterable {
    /// Draws a stroke in the pen's colour and width.
    case pen = "Pen"
    /// Removes every stroke the pointer passes over.
    case eraser = "Eraser"
    /// Tap a sticker to select it; drag moves it (or, off any sticker, pans the board); keys and
    /// buttons scale, rotate, restack, delete.
    case select = "Select"

    /// Its icon in the header bar.
    var systemImage: String {
        switch self {
        case .pen: "pencil"
        case .eraser: "eraser"
        case .select: "cursorarrow"
        }
    }

    /// The key that chooses it (its toggle's keyboard shortcut).
    var key: Character {
        switch self {
        case .pen: "p"
        case .eraser: "e"
        case .select: "v"
        }
    }
}

/// The pen's colours.
enum PenColor: String, CaseIterable {
    case black = "Black", red = "Red", blue = "Blue", green = "Green"

    /// The swatch of `color`, if it is one.
    static func named(_ color: RGBAColor) -> PenColor? {
        allCases.first { $0.rgba == color }
    }

    var rgba: RGBAColor {
        switch self {
        case .black: RGBAColor(red: 0, green: 0, blue: 0)
        case .red: RGBAColor(red: 1, green: 0, blue: 0)
        case .blue: RGBAColor(red: 0, green: 0.2, blue: 1)
        case .green: RGBAColor(red: 0, green: 0.6, blue: 0.1)
        }
    }
}

/// The editor's settings and limits.
enum BoardEditorSettings {
    /// The pen widths the width slider offers, in board points.
    static let penWidths = 1.0...40.0
    static let defaultPenWidth = 10.0
    /// The eraser's reach around the pointer, in view points.
    static let eraserRadius = 8.0
    /// A nudge with an arrow key, in board points.
    static let nudge = 10.0
    /// One step of Larger/Smaller.
    static let scaleStep = 1.25
    static let scaleRange = 0.05...20.0
    /// One step of Rotate Left/Right.
    static let rotationStep = Double.pi / 12
    /// One step of Zoom In/Out.
    static let zoomStep = 1.25
    /// The PNG export scales offered: pixels per canvas point.
    static let exportScales: [Double] = [1, 2, 3]
}
