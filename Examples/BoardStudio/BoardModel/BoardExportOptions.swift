import QuireCore

/// How a board is rendered when exported as PNG or PDF — the choices seed 002 says the renderer owns.
///
/// The document API has no place for export settings (`writer(configuration:)` gets only the content
/// type), so they travel as a task-local value that `BoardWriter` reads when it is created: wrap the
/// export in `BoardExportOptions.$current.withValue(options) { try await session.export(…) }`.
/// Everything else exports with the defaults.
public struct BoardExportOptions: Equatable, Sendable {
    /// PNG pixels per canvas point: 1 gives the canvas size, 2 twice it on each side. Ignored for PDF,
    /// which is in points (vector strokes scale freely).
    public var scale: Double
    /// Leave the area no background photo covers transparent instead of white.
    public var transparentBackground: Bool
    /// The board package the board was read from, if any: an image in it that can't be drawn is then
    /// named by its own file (`stickers/<id>.png`, `background.png`) rather than by the export's output.
    public var source: URL?

    public init(scale: Double = 1, transparentBackground: Bool = false, source: URL? = nil) {
        self.scale = scale
        self.transparentBackground = transparentBackground
        self.source = source
    }

    /// The options for exports started in the current task.
    @TaskLocal public static var current = BoardExportOptions()
}
