import Foundation

/// A view you draw in with a `GraphicsContext` (SwiftUI's `Canvas`). `renderer` runs when the canvas
/// is painted, with its size; it runs again when the canvas view is re-created by its parent's body
/// or an Observation property it read changes, and the canvas is repainted only if what it drew
/// differs — and then only where it differs.
public struct Canvas: View {
    public typealias Body = Never

    let opaque: Bool
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`. `opaque` promises the renderer fills every pixel;
    /// `colorMode` and `rendersAsynchronously` are accepted (Quire draws in sRGB on the main thread).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.opaque = opaque
        self.renderer = renderer
    }
}

extension Canvas: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { CanvasNode(context) }
}

/// The colour space a canvas renders in (accepted, not used: Quire draws in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
