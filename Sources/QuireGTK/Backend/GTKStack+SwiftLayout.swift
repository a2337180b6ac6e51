import CGtk
import Foundation
import QuireUI

/// GTK's boxes know no layout priorities or alignment guides: while a child of an `HStack` or
/// `VStack` has one, the box's layout manager is a custom one running SwiftUI's stack algorithm
/// (`HStackLayout` / `VStackLayout` in a `GTKLayoutHost`); without, it is GtkBoxLayout again. A
/// `ZStack` (a GtkGrid) draws its children in `zIndex` order.
extension GTKStack {
    private static let stackKey = "quire-stack"

    func updateSwiftLayout(children: [GTKWidget]) {
        let traits = children.map(\.carriedTraits)
        if kind == .overlay {
            if traits.contains(where: { $0.zIndex != nil }),
               GTKWidgetSubclass.state(StackReference.self, of: widget, key: Self.stackKey) == nil {
                GTKWidgetSubclass.attach(StackReference(self), to: ref.object, key: Self.stackKey)
            }
            return
        }
        guard kind == .horizontal || kind == .vertical || kind == .card else { return }
        guard traits.contains(where: \.needsSwiftLayout) else {
            if swiftLayout != nil { restoreBoxLayout() }
            return
        }
        let stackLayout = kind == .horizontal
            ? AnyLayout(HStackLayout(alignment: layout.alignment.vertical, spacing: layout.spacing))
            : AnyLayout(VStackLayout(alignment: layout.alignment.horizontal, spacing: layout.spacing))
        let host = swiftLayout ?? installSwiftLayout(stackLayout)
        host.runner.setLayout(stackLayout)
        host.setChildren(children)
    }

    private func installSwiftLayout(_ layout: AnyLayout) -> GTKLayoutHost {
        let host = GTKLayoutHost(layout)
        host.attach(to: widget, ownsChildren: false)
        GTKWidgetSubclass.attach(StackReference(self), to: ref.object, key: Self.stackKey)
        // The widget takes the reference gtk_custom_layout_new made.
        let manager = gtk_custom_layout_new({ _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }, GTKLayoutHost.measureFunction,
                                            GTKLayoutHost.allocateFunction)
        gtk_widget_set_layout_manager(widget, manager)
        swiftLayout = host
        return host
    }

    private func restoreBoxLayout() {
        let orientation = kind == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        gtk_widget_set_layout_manager(widget, gtk_box_layout_new(orientation))
        g_object_set_data(ref.object, GTKLayoutHost.key, nil)
        swiftLayout = nil
        gtk_box_set_spacing(ref.cast(to: GtkBox.self), Int32(layout.spacing.rounded()))
    }

    /// A child of the stack `parent` (if it is one) changed its traits: it orders or lays out its
    /// children again.
    static func childTraitsDidChange(in parent: UnsafeMutablePointer<GtkWidget>) {
        guard let stack = GTKWidgetSubclass.state(StackReference.self, of: parent, key: stackKey)?.stack else { return }
        stack.setChildren(stack.viewOrder)
    }
}

/// The stack a GTK widget belongs to, for its children's trait changes.
private final class StackReference {
    weak var stack: GTKStack?

    init(_ stack: GTKStack) { self.stack = stack }
}
