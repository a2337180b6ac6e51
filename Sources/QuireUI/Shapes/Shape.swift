import Foundation

/// An outline a view draws to fit the space it is given (SwiftUI's `Shape`): on its own it fills
/// with the foreground style; `fill(_:style:)` and `stroke(_:lineWidth:)` choose the style. It is
/// drawn by cairo (a `Canvas` underneath) and, like SwiftUI's shapes, takes all the space offered;
/// give it a `frame` for a fixed size.
public protocol Shape: View {
    /// The outline in a rectangle of the view's size (origin top-left).
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView<Self> {
        _ShapeView(shape: self, style: nil, drawing: .fill(FillStyle()))
    }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, drawing: .fill(style))
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: nil, drawing: .fill(style))
    }

    /// The shape's outline drawn with `content`, `lineWidth` wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline drawn with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    /// The shape's outline in the foreground style, `lineWidth` wide.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: nil, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline in the foreground style, in `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: nil, drawing: .stroke(style))
    }
}

/// A shape that can be drawn inset (SwiftUI's `InsettableShape`): `strokeBorder` draws the outline
/// inside the view's bounds instead of centred on them.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline drawn with `content` inside the shape's bounds, `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    /// The outline in the foreground style inside the shape's bounds, `lineWidth` wide.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
    }
}

/// A shape drawn with a style (what `fill` and `stroke` return): a canvas that draws the shape's
/// path at the canvas's size, in the given style (a gradient fills with its gradient; a stroke
/// with one draws in its first colour) or else the environment's foreground colour.
public struct _ShapeView<Content: Shape>: View {
    enum Drawing: Hashable {
        case fill(FillStyle)
        case stroke(StrokeStyle)
    }

    let shape: Content
    /// nil: the foreground style.
    let style: (any ShapeStyle)?
    let drawing: Drawing
    @Environment(\.foregroundStyle) private var foreground

    public var body: some View {
        let shape = self.shape, drawing = self.drawing
        let style: any ShapeStyle = self.style ?? foreground ?? Color.primary
        return Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size)
            let path = shape.path(in: rect)
            let shading = GraphicsContext.Shading.style(style, in: rect)
            switch drawing {
            case .fill(let style): context.fill(path, with: shading, style: style)
            case .stroke(let style): context.stroke(path, with: shading, style: style)
            }
        }
    }
}
