import Foundation
import QuireUI

extension HeadlessBackend: LayoutViewBackend {
    package func makeLayoutView() -> any LayoutViewWidget { make(.layoutView) }
}

/// A headless layout widget's layout and traits, the size a test gives a plain widget (headless
/// widgets measure nothing), and the frame its layout container last gave it.
package struct HeadlessLayoutView {
    package var runner: LayoutRunner?
    package var traits = LayoutTraits()
    /// A plain widget's ideal size.
    package var idealSize = CGSize.zero
    /// The smallest size a plain widget takes when offered less than its ideal (nil: its ideal, it
    /// never shrinks); a text wraps or truncates down to it.
    package var minimumSize: CGSize?
    /// The axes on which a plain widget takes whatever it is offered (a colour, a text editor).
    package var flexibleAxes: Axis.Set = []
    /// Where the container's `layOut(in:)` put this widget, in its coordinates.
    package var frame: CGRect?
}

extension HeadlessWidget: LayoutViewWidget {
    package func setLayout(_ layout: AnyLayout) {
        if let runner = layoutView.runner {
            runner.setLayout(layout)
        } else {
            layoutView.runner = LayoutRunner(layout)
        }
        changes += 1
    }

    package func setTraits(_ traits: LayoutTraits) {
        layoutView.traits = traits
        if layoutView.runner == nil { setLayout(AnyLayout(PassThroughLayout())) }
        changes += 1
    }

    /// The traits a layout container reads: this widget's own over its one child's (a decorator
    /// passes its content's on).
    package var layoutTraits: LayoutTraits {
        guard kind == .layoutView || kind == .decorator else { return LayoutTraits() }
        let inner = children.count == 1 ? children[0].layoutTraits : LayoutTraits()
        return layoutView.traits.merged(with: inner)
    }

    /// The size this widget chooses for `proposal`: a layout widget's layout decides; a plain
    /// widget is its `idealSize`, or what it is offered on its flexible axes.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let runner = layoutView.runner {
            runner.setChildren(layoutSubviews.map(\.child))
            return runner.sizeThatFits(proposal)
        }
        let ideal = layoutView.idealSize, minimum = layoutView.minimumSize ?? ideal
        func fitted(_ proposed: CGFloat?, _ axis: Axis) -> CGFloat {
            guard let proposed else { return ideal[axis] }
            if layoutView.flexibleAxes.contains(axis == .horizontal ? .horizontal : .vertical) {
                return max(proposed, minimum[axis])
            }
            return max(minimum[axis], min(proposed, ideal[axis]))
        }
        return CGSize(width: fitted(proposal.width, .horizontal), height: fitted(proposal.height, .vertical))
    }

    /// The widgets this layout widget's layout places, and their subviews: its children, or under
    /// a `GridLayout` its `GridRow` children's cells, each knowing its line (as GTK's does).
    private var layoutSubviews: [(widget: HeadlessWidget, child: LayoutChild)] {
        guard layoutView.runner?.arrangesGridRows == true else {
            return children.map { child in (child, child.layoutChild { child.layoutTraits }) }
        }
        return GridLayoutCell.cells(of: children, row: { $0.kind == .gridRow ? ($0.children, $0.cellGrid.rowAlignment) : nil },
                                    attributes: { $0.kind == .gridCell ? $0.cellGrid.cellAttributes : GridCellAttributes() })
            .map { widget, cell in
                (widget, widget.layoutChild {
                    var traits = widget.layoutTraits
                    traits.gridCell = cell
                    return traits
                })
            }
    }

    private func layoutChild(traits: @escaping @MainActor () -> LayoutTraits) -> LayoutChild {
        LayoutChild(measure: { [unowned self] in self.sizeThatFits($0) }, traits: traits)
    }

    /// Stands in for GTK allocating this layout widget `size`: its children's `frame`s are set, and
    /// theirs, down the tree.
    package func layOut(in size: CGSize) {
        guard let runner = layoutView.runner else { return }
        let subviews = layoutSubviews
        runner.setChildren(subviews.map(\.child))
        for (child, frame) in zip(subviews.map(\.widget), runner.place(in: size)) {
            child.layoutView.frame = frame
            child.layOut(in: frame.size)
        }
    }

    /// The children in the order they are drawn (`zIndex`).
    package var drawnChildren: [HeadlessWidget] {
        LayoutTraits.drawingOrder(children) { $0.layoutTraits }
    }
}
