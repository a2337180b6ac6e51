import Foundation

/// How a decoration wraps each widget of its content: space inside, a background, a size.
package struct Decoration: Hashable {
    package var padding: EdgeInsets?
    package var background: Color?
    package var frame: FrameLayout?
    /// How opaque the content is, drawn as one layer (`.opacity`); nil: fully.
    package var opacity: Double?
    /// Invisible, out of reach of the pointer, the keyboard and assistive technologies, but keeping
    /// its place (`.hidden()`).
    package var isHidden = false
}

/// The size a `frame` modifier gives a view; `nil` dimensions follow the content.
package struct FrameLayout: Hashable {
    package var width: CGFloat?
    package var height: CGFloat?
    package var minWidth: CGFloat?
    package var minHeight: CGFloat?
    /// `maxWidth: .infinity`: take all the width offered.
    package var fillsWidth = false
    package var fillsHeight = false
    package var alignment: Alignment = .center
}

/// Wraps each widget of its content in a decorating widget.
struct _DecorationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let decoration: Decoration

    func makeNode(in context: NodeContext) -> ViewNode { DecorationNode(context) }
}

extension View {
    /// Adds space inside the given edges: `length` points, or the platform's standard 16.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_DecorationModifier(decoration: Decoration(padding: EdgeInsets(edges, length ?? 16))))
    }

    /// Adds `length` points of space inside every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space inside each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_DecorationModifier(decoration: Decoration(padding: insets)))
    }

    /// Draws `style` behind the view.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_DecorationModifier(decoration: Decoration(background: style.resolved)))
    }

    /// Gives the view a fixed width and/or height; the content sits at `alignment` inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: Decoration(
            frame: FrameLayout(width: width, height: height, alignment: alignment))))
    }

    /// Gives the view minimum sizes, or lets it fill the space offered (`maxWidth: .infinity`).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: Decoration(frame: FrameLayout(
            width: nil, height: nil, minWidth: minWidth, minHeight: minHeight,
            fillsWidth: maxWidth == .infinity, fillsHeight: maxHeight == .infinity, alignment: alignment))))
    }
}
