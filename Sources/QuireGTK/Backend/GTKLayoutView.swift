import CGtk
import Foundation
import QuireUI

/// A widget whose children a Swift `Layout` lays out: a widget of its own GType (`QuireLayout`)
/// whose measure and allocate run the layout (`GTKLayoutHost`) — custom layouts, `offset`,
/// `fixedSize`, `aspectRatio`, `position`, `safeAreaInset`, and the wrapper carrying layout traits
/// (`layoutPriority`, `zIndex`, `layoutValue`, `alignmentGuide`) for the container around it.
final class GTKLayoutView: GTKWidget, LayoutViewWidget {
    private let host = GTKLayoutHost(AnyLayout(PassThroughLayout()))
    private var traits = LayoutTraits()
    /// The content's widgets; under a `GridLayout` the host lays out its rows' cells instead.
    private var content: [GTKWidget] = []
    private var arrangesGridRows = false
    /// The `GridRow`s whose cells the host holds.
    private var heldRows: [GTKGridRow] = []

    init() {
        guard let object = g_object_new_with_properties(Self.type, 0, nil, nil) else {
            preconditionFailure("GTK made no QuireLayout")
        }
        super.init(adopting: UnsafeMutableRawPointer(object))
        host.attach(to: widget, ownsChildren: true)
    }

    /// A traits wrapper stretches across a stack as its content does (a divider).
    override var fillsCrossAxis: Bool { host.children.count == 1 && host.children[0].fillsCrossAxis }

    func setLayout(_ layout: AnyLayout) {
        host.runner.setLayout(layout)
        if layout.arrangesGridRows != arrangesGridRows {
            arrangesGridRows = layout.arrangesGridRows
            arrangeCells()
        }
        host.layoutDidChange()
    }

    func setTraits(_ traits: LayoutTraits) {
        self.traits = traits
        gtk_widget_queue_resize(widget)
        // The container draws its children in zIndex order.
        if let parent = gtk_widget_get_parent(widget) {
            GTKLayoutHost.of(parent)?.arrangeChildren()
            GTKStack.childTraitsDidChange(in: parent)
        }
    }

    var layoutTraits: LayoutTraits {
        traits.merged(with: host.children.count == 1 ? host.children[0].carriedTraits : LayoutTraits())
    }

    func setChildren(_ children: [any PlatformWidget]) {
        content = children.compactMap(\.gtk)
        arrangeCells()
    }

    private static let type: GType = {
        GTKWidgetSubclass.register("QuireLayout") { typeClass, _ in
            guard let typeClass else { return }
            GTKWidgetSubclass.disposeUnparentingChildren(typeClass)
            let widgetClass = typeClass.assumingMemoryBound(to: GtkWidgetClass.self)
            widgetClass.pointee.get_request_mode = { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }
            widgetClass.pointee.compute_expand = { widget, hexpand, vexpand in
                let expands = GTKLayoutHost.run(on: widget) {
                    (horizontal: $0.expands(along: .horizontal), vertical: $0.expands(along: .vertical))
                }
                hexpand?.pointee = expands?.horizontal == true ? 1 : 0
                vexpand?.pointee = expands?.vertical == true ? 1 : 0
            }
            widgetClass.pointee.measure = GTKLayoutHost.measureFunction
            widgetClass.pointee.size_allocate = GTKLayoutHost.allocateFunction
        }
    }()
}

extension GTKLayoutView: GTKGridCellsHolder {
    /// Gives the host the content, or under a `GridLayout` the cells of its `GridRow`s (taken out
    /// of the rows' own boxes, as `Grid` takes them) and a line of its own for any other child.
    /// Cells leave one parent before they join another.
    func arrangeCells() {
        let rows = arrangesGridRows ? content.compactMap { $0 as? GTKGridRow } : []
        let leaving = heldRows.filter { row in !rows.contains { $0 === row } }
        for row in rows {
            row.grid = self
            row.releaseCells()
        }
        if arrangesGridRows {
            let cells = GridLayoutCell.cells(of: content, row: { ($0 as? GTKGridRow).map { ($0.cells, $0.rowAlignment) } },
                                             attributes: { ($0 as? GTKGridCell)?.attributes ?? GridCellAttributes() })
            for (cell, _) in cells { (cell as? GTKGridCell)?.grid = self }
            host.setChildren(cells.map(\.widget), gridCells: cells.map(\.cell))
        } else {
            host.setChildren(content)
        }
        for row in leaving {
            row.grid = nil
            row.showOwnCells()
        }
        heldRows = rows
    }
}

extension GTKViewBackend: LayoutViewBackend {
    package func makeLayoutView() -> any LayoutViewWidget { GTKLayoutView() }
}

/// Padding and frames pass their content's traits on (SwiftUI's traits pass through modifiers).
extension GTKDecorator: LayoutTraitsCarrying {
    var layoutTraits: LayoutTraits { content?.carriedTraits ?? LayoutTraits() }
}
