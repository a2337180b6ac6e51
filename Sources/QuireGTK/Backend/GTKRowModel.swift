import CGtk
import QuireUI

/// The model of a lazy list, table or lazy stack: a GListModel that is only a row count (a GObject
/// type registered here, `QuireRowModel`). What a row shows lives in the view graph; GTK needs a model
/// to know how many rows there are and which changed, and an item per row it binds. Items are made on
/// demand — a plain GObject per `get_item`, owned by GTK's list item — so a list of 100,000 rows
/// costs GTK a number, not 100,000 objects.
@MainActor
final class GTKRowModel {
    let ref: GObjectRef

    init() {
        guard let object = g_object_new_with_properties(Self.type, 0, nil, nil) else {
            preconditionFailure("GLib made no QuireRowModel")
        }
        ref = GObjectRef(adopting: UnsafeMutableRawPointer(object))
    }

    var count: Int { Int(Self.count(of: UnsafeMutableRawPointer(ref.object)).pointee) }

    /// `removed` rows at `position` leave and `added` come in their place; GTK hears it as one change.
    func splice(at position: Int, removing removed: Int, adding added: Int) {
        guard removed > 0 || added > 0 else { return }
        let count = Self.count(of: UnsafeMutableRawPointer(ref.object))
        count.pointee = guint(Int(count.pointee) - removed + added)
        g_list_model_items_changed(ref.opaque, guint(position), guint(removed), guint(added))
    }

    /// Where an instance keeps its count: right after its GObject.
    private nonisolated static func count(of instance: UnsafeMutableRawPointer) -> UnsafeMutablePointer<guint> {
        instance.advanced(by: MemoryLayout<GObject>.stride).assumingMemoryBound(to: guint.self)
    }

    /// The GType: a GObject with a count after it, implementing GListModel. Registered once.
    private static let type: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GObjectClass>.size)
        info.instance_size = guint16(MemoryLayout<GObject>.stride + MemoryLayout<guint>.size)
        let type = g_type_register_static(g_object_get_type(), "QuireRowModel", &info, GTypeFlags(rawValue: 0))
        var listModel = GInterfaceInfo()
        listModel.interface_init = { interface, _ in
            guard let methods = interface?.assumingMemoryBound(to: GListModelInterface.self) else { return }
            methods.pointee.get_item_type = { _ in g_object_get_type() }
            methods.pointee.get_n_items = { model in
                guard let model else { return 0 }
                return GTKRowModel.count(of: UnsafeMutableRawPointer(model)).pointee
            }
            methods.pointee.get_item = { model, position in
                guard let model, position < GTKRowModel.count(of: UnsafeMutableRawPointer(model)).pointee else {
                    return nil
                }
                return UnsafeMutableRawPointer(quire_object_new_plain())
            }
        }
        g_type_add_interface_static(type, g_list_model_get_type(), &listModel)
        return type
    }()
}
