import Foundation

/// A modifier laying each widget of its content out in a `Layout` of its own (`offset`,
/// `fixedSize`, `aspectRatio`, `position`, `safeAreaPadding`).
struct _LayoutModifier: ViewModifier, PrimitiveModifier, LayoutModifying {
    typealias Body = Never

    let layout: AnyLayout

    init<L: Layout>(_ layout: L) {
        self.layout = AnyLayout(layout)
    }

    var layoutEffect: LayoutEffect { .layout(layout) }

    func makeNode(in context: NodeContext) -> ViewNode { LayoutModifierNode(context) }
}
