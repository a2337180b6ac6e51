import CGtk
import Foundation
import QuireUI

/// A Swift layout over GTK children: measures the container for GTK from the layout's answers and
/// allocates each child the frame the layout placed it in (a translation, so a child may lie outside
/// the container, as an `offset` view does). Hung on the container (`QuireLayout`, or a stack whose
/// layout manager runs it).
@MainActor
final class GTKLayoutHost {
    static let key = "quire-layout-host"

    let runner: LayoutRunner
    /// The children in view order (the layout's subviews); GTK's child order is the drawing order.
    private(set) var children: [GTKWidget] = []
    private var container: UnsafeMutablePointer<GtkWidget>?
    /// Whether the host adds and orders the container's GTK children (a `QuireLayout`), or only
    /// lays out those its container keeps (a stack).
    private var ownsChildren = false

    init(_ layout: AnyLayout) {
        runner = LayoutRunner(layout)
    }

    /// Hangs the host on `container`, released with it.
    func attach(to container: UnsafeMutablePointer<GtkWidget>, ownsChildren: Bool) {
        self.container = container
        self.ownsChildren = ownsChildren
        GTKWidgetSubclass.attach(self, to: UnsafeMutableRawPointer(container).assumingMemoryBound(to: GObject.self), key: Self.key)
    }

    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> GTKLayoutHost? {
        GTKWidgetSubclass.state(GTKLayoutHost.self, of: widget, key: key)
    }

    /// A measure function (a widget class's, or a custom layout manager's) running the host hung
    /// on the widget.
    static let measureFunction: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
        let size = GTKLayoutHost.run(on: widget) { $0.measure(orientation, forSize: forSize) }
        minimum?.pointee = size?.minimum ?? 0
        natural?.pointee = size?.natural ?? 0
        minimumBaseline?.pointee = -1
        naturalBaseline?.pointee = -1
    }

    /// An allocate function running the host hung on the widget.
    static let allocateFunction: GtkCustomAllocateFunc = { widget, width, height, _ in
        GTKLayoutHost.run(on: widget) { $0.allocate(width: width, height: height) }
    }

    /// Runs `body` with the host hung on `widget`, from a GTK class or layout manager function: GTK
    /// calls those on its (the main) thread, which `assumeIsolated` checks.
    nonisolated static func run<T: Sendable>(on widget: UnsafeMutablePointer<GtkWidget>?,
                                             _ body: @MainActor (GTKLayoutHost) -> T) -> T? {
        nonisolated(unsafe) let widget = widget
        return MainActor.assumeIsolated { widget.flatMap(GTKLayoutHost.of).map(body) }
    }

    /// `gridCells`, one per child, tell a `GridLayout` where each child is in the grid.
    func setChildren(_ children: [GTKWidget], gridCells: [GridLayoutCell]? = nil) {
        let previous = self.children
        self.children = children
        runner.setChildren(children.enumerated().map { index, child in
            let widget = child.widget
            let cell = gridCells?[index]
            return LayoutChild(measure: { Self.fittingSize(of: widget, for: $0) }, traits: {
                var traits = child.carriedTraits
                if let cell { traits.gridCell = cell }
                return traits
            })
        })
        if let container, ownsChildren {
            GTKWidgetSubclass.setChildren(drawingOrder, replacing: previous, of: container)
        }
        layoutDidChange()
    }

    /// Puts GTK's children in drawing order again (a child's `zIndex` changed).
    func arrangeChildren() {
        guard let container, ownsChildren else { return }
        GTKWidgetSubclass.setChildren(drawingOrder, replacing: children, of: container)
        gtk_widget_queue_draw(container)
    }

    private var drawingOrder: [GTKWidget] { LayoutTraits.drawingOrder(children) { $0.carriedTraits } }

    /// The layout or its children changed: GTK measures again and asks again whether it expands
    /// (toggling `hexpand-set` is GTK 4.8's only public way to queue that).
    func layoutDidChange() {
        guard let container, ownsChildren else {
            container.map { gtk_widget_queue_resize($0) }
            return
        }
        gtk_widget_set_hexpand_set(container, 1)
        gtk_widget_set_hexpand_set(container, 0)
        gtk_widget_set_vexpand_set(container, 1)
        gtk_widget_set_vexpand_set(container, 0)
        gtk_widget_queue_resize(container)
    }

    func expands(along axis: Axis) -> Bool {
        !children.isEmpty && runner.expands(along: axis)
    }

    /// GTK's minimum is the layout's size for a zero proposal, its natural size the ideal one (nil).
    func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let axis: Axis = orientation == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical
        var proposal = ProposedViewSize.unspecified
        proposal[axis == .horizontal ? .vertical : .horizontal] = forSize < 0 ? nil : CGFloat(forSize)
        proposal[axis] = 0
        let minimum = Self.pixels(runner.sizeThatFits(proposal)[axis])
        proposal[axis] = nil
        let natural = Self.pixels(runner.sizeThatFits(proposal)[axis])
        return (minimum, max(minimum, natural))
    }

    func allocate(width: Int32, height: Int32) {
        let frames = runner.place(in: CGSize(width: CGFloat(width), height: CGFloat(height)))
        for (child, frame) in zip(children, frames) where gtk_widget_should_layout(child.widget) != 0 {
            Self.allocate(child.widget, frame)
        }
    }

    /// Gives `child` `frame` (at least its minimum size, which GTK requires).
    private static func allocate(_ child: UnsafeMutablePointer<GtkWidget>, _ frame: CGRect) {
        var minimumWidth: Int32 = 0, naturalWidth: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
        let width = max(frame.width.isFinite ? pixels(frame.width) : naturalWidth, minimumWidth)
        var minimumHeight: Int32 = 0, naturalHeight: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &minimumHeight, &naturalHeight, nil, nil)
        let height = max(frame.height.isFinite ? pixels(frame.height) : naturalHeight, minimumHeight)
        var origin = graphene_point_t(x: Float(frame.minX.isFinite ? frame.minX.rounded() : 0),
                                      y: Float(frame.minY.isFinite ? frame.minY.rounded() : 0))
        // gtk_widget_allocate takes the transform's reference.
        gtk_widget_allocate(child, width, height, -1, gsk_transform_translate(nil, &origin))
    }

    /// The size a GTK widget chooses for a proposal, from its measurements: on each axis its natural
    /// size when asked for its ideal, else the proposal within its minimum and natural sizes — or
    /// above its natural size when it expands (a colour, a text editor: SwiftUI's flexible views).
    static func fittingSize(of child: UnsafeMutablePointer<GtkWidget>, for proposal: ProposedViewSize) -> CGSize {
        guard gtk_widget_should_layout(child) != 0 else { return .zero }
        var minimumWidth: Int32 = 0, naturalWidth: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
        let width = fitted(proposal.width, minimum: minimumWidth, natural: naturalWidth,
                           expands: gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL) != 0)
        let forWidth = width.isFinite ? max(pixels(width), minimumWidth) : naturalWidth
        var minimumHeight: Int32 = 0, naturalHeight: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, forWidth, &minimumHeight, &naturalHeight, nil, nil)
        let height = fitted(proposal.height, minimum: minimumHeight, natural: naturalHeight,
                            expands: gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL) != 0)
        return CGSize(width: width, height: height)
    }

    private static func fitted(_ proposed: CGFloat?, minimum: Int32, natural: Int32, expands: Bool) -> CGFloat {
        guard let proposed, !proposed.isNaN else { return CGFloat(natural) }
        if expands { return max(proposed, CGFloat(minimum)) }
        return max(CGFloat(minimum), min(proposed, CGFloat(natural)))
    }

    /// A length in whole pixels (GTK's unit); one that is not finite is none.
    static func pixels(_ length: CGFloat) -> Int32 {
        length.isFinite ? Int32(clamping: Int(max(length, 0).rounded(.up))) : 0
    }
}
