import CGtk

/// What the GtkWidget subclasses registered from Swift (`QuireLayeredView`, `QuireViewThatFits`)
/// share: the GType's registration, a dispose that unparents the children, and the Swift state hung
/// on each instance for the class's C functions to find; their children kept in order.
enum GTKWidgetSubclass {
    /// A GType deriving from GtkWidget whose class `classInit` sets up (calling
    /// `disposeUnparentingChildren` first). Call once per type.
    static func register(_ name: String, classInit: GClassInitFunc) -> GType {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
        info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
        info.class_init = classInit
        return g_type_register_static(gtk_widget_get_type(), name, &info, GTypeFlags(rawValue: 0))
    }

    /// Sets the class's dispose: the children are unparented, then GtkWidget's dispose runs.
    nonisolated static func disposeUnparentingChildren(_ typeClass: UnsafeMutableRawPointer) {
        typeClass.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = { object in
            let widget = UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: GtkWidget.self)
            while let widget, let child = gtk_widget_get_first_child(widget) {
                gtk_widget_unparent(child)
            }
            let widgetClass = g_type_class_peek(gtk_widget_get_type())?.assumingMemoryBound(to: GObjectClass.self)
            widgetClass?.pointee.dispose?(object)
        }
    }

    /// Makes `children` the children of `parent` in that order: those of `previous` gone are
    /// unparented, the rest moved into place (a moved widget keeps its keyboard focus, a
    /// re-parented one would not).
    @MainActor
    static func setChildren(_ children: [GTKWidget], replacing previous: [GTKWidget],
                            of parent: UnsafeMutablePointer<GtkWidget>) {
        let kept = Set(children.map { ObjectIdentifier($0) })
        for child in previous where !kept.contains(ObjectIdentifier(child)) {
            gtk_widget_unparent(child.widget)
        }
        var sibling: UnsafeMutablePointer<GtkWidget>?
        for child in children {
            gtk_widget_insert_after(child.widget, parent, sibling)
            sibling = child.widget
        }
    }

    /// Hangs `state` on `object` under `key`, released with the object.
    static func attach(_ state: AnyObject, to object: UnsafeMutablePointer<GObject>, key: String) {
        g_object_set_data_full(object, key, Unmanaged.passRetained(state).toOpaque()) { box in
            guard let box else { return }
            Unmanaged<AnyObject>.fromOpaque(box).release()
        }
    }

    /// The state `attach` hung on `widget` under `key`.
    nonisolated static func state<State: AnyObject>(_ type: State.Type, of widget: UnsafeMutablePointer<GtkWidget>?,
                                                    key: String) -> State? {
        guard let widget, let box = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key)
        else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(box).takeUnretainedValue() as? State
    }
}
