import CGtk
import QuireUI

extension GTK {
    /// A `GSimpleAction`: a named command that menus, buttons (`action-name`) and keyboard accelerators
    /// trigger. With a parameter type of `"s"` it takes a string (a menu item's target).
    @MainActor
    package final class Action {
        package let ref: GObjectRef
        package let name: String

        /// `handler` gets the string parameter, when the action takes one.
        package init(name: String, takesString: Bool = false, handler: @escaping @MainActor (String?) -> Void) {
            self.name = name
            let parameterType = takesString ? g_variant_type_new("s") : nil
            defer { if let parameterType { g_variant_type_free(parameterType) } }
            ref = GObjectRef(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, parameterType)))
            ref.connectAction(handler)
        }

        /// A stateful action: with a Boolean `state` a menu shows it as a check item; with a string
        /// state (and `takesString`) as radio items, the one whose target is the state checked.
        package init(name: String, takesString: Bool = false, state: GTK.ActionState,
                     handler: @escaping @MainActor (String?) -> Void) {
            self.name = name
            let parameterType = takesString ? g_variant_type_new("s") : nil
            defer { if let parameterType { g_variant_type_free(parameterType) } }
            ref = GObjectRef(adopting: UnsafeMutableRawPointer(
                g_simple_action_new_stateful(name, parameterType, state.variant)))
            ref.connectAction(handler)
        }

        /// Sets a stateful action's state (menus show it at once).
        package func setState(_ state: GTK.ActionState) {
            g_simple_action_set_state(ref.opaque, state.variant)
        }

        /// Whether the action can be triggered; menus and buttons using it turn grey when not.
        package var isEnabled: Bool {
            get { g_action_get_enabled(OpaquePointer(ref.object)) != 0 }
            set { g_simple_action_set_enabled(ref.opaque, newValue ? 1 : 0) }
        }

        /// Adds the action to `map` (a GtkApplicationWindow: `win.name`; the application: `app.name`).
        package func add(to map: GObjectRef) {
            g_action_map_add_action(OpaquePointer(map.object), OpaquePointer(ref.object))
        }

        /// Removes the action from `map`, where `add(to:)` put it.
        package func remove(from map: GObjectRef) {
            g_action_map_remove_action(OpaquePointer(map.object), name)
        }
    }

    /// The state of a stateful action.
    package enum ActionState {
        case bool(Bool)
        case string(String)

        /// A new floating `GVariant` (the action sinks it).
        var variant: OpaquePointer {
            switch self {
            case .bool(let value): g_variant_new_boolean(value ? 1 : 0)
            case .string(let value): g_variant_new_string(value)
            }
        }
    }

    /// A `GMenu` built item by item.
    @MainActor
    package final class Menu {
        package let ref: GObjectRef

        package init() {
            ref = GObjectRef(adopting: UnsafeMutableRawPointer(g_menu_new()))
        }

        /// An item running `action` (`"win.save"`, or `"win.export::public.png"` with a string target).
        package func append(_ label: String, action: String) {
            g_menu_append(ref.opaque, label, action)
        }

        /// A section: items separated from their neighbours by a line, under `title` when given.
        package func appendSection(_ section: Menu, title: String? = nil) {
            g_menu_append_section(ref.opaque, title, section.ref.cast(to: GMenuModel.self))
        }

        /// How many items the menu has (a section or submenu counts as one).
        package var count: Int {
            Int(g_menu_model_get_n_items(ref.cast(to: GMenuModel.self)))
        }

        /// Appends a copy of `other`'s items (their sections and submenus shared, not copied).
        package func appendItems(of other: Menu) {
            for index in 0..<other.count {
                let item = g_menu_item_new_from_model(other.ref.cast(to: GMenuModel.self), Int32(index))
                g_menu_append_item(ref.opaque, item)
                g_object_unref(UnsafeMutableRawPointer(item))
            }
        }

        /// A submenu titled `label`.
        package func appendSubmenu(_ label: String, _ submenu: Menu) {
            g_menu_append_submenu(ref.opaque, label, submenu.ref.cast(to: GMenuModel.self))
        }

        package func removeAll() {
            g_menu_remove_all(ref.opaque)
        }
    }

    /// The accelerators `action` ("app.quit", "win.save") has in `application`, first the one menus show.
    @MainActor
    package static func accelerators(for action: String, in application: ApplicationRunner) -> [String] {
        guard let list = gtk_application_get_accels_for_action(application.application.cast(to: GtkApplication.self), action) else {
            return []
        }
        defer { g_strfreev(list) }
        var accelerators: [String] = []
        var index = 0
        while let accelerator = list[index] {
            accelerators.append(String(cString: accelerator))
            index += 1
        }
        return accelerators
    }

    /// Sets the keyboard accelerators (`"<Control>s"`) of a detailed action name (`"win.save"`).
    @MainActor
    package static func setAccelerators(_ accelerators: [String], for action: String, in application: ApplicationRunner) {
        var strings = accelerators.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        strings.append(nil)
        strings.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { pointer in
                gtk_application_set_accels_for_action(
                    application.application.cast(to: GtkApplication.self), action, pointer)
            }
        }
    }
}

extension GObjectRef {
    /// Connects `GSimpleAction::activate` (`void (GSimpleAction *, GVariant *parameter, gpointer)`);
    /// the handler gets a string parameter as a `String`.
    @MainActor
    fileprivate func connectAction(_ handler: @escaping @MainActor (String?) -> Void) {
        typealias Handler = @MainActor (String?) -> Void
        let box = SignalHandlerBox<Handler>(handler)
        let callback: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
            _, parameter, data in
            guard let box = SignalHandlerBox<Handler>.from(data) else { return }
            var value: String?
            if let parameter, let type = g_variant_get_type_string(parameter), String(cString: type) == "s",
               let text = g_variant_get_string(parameter, nil) {
                value = String(cString: text)
            }
            MainActor.assumeIsolated { box.handler(value) }
        }
        g_signal_connect_data(raw, "activate", unsafeBitCast(callback, to: GCallback.self), box.passRetained(),
                              SignalHandlerBox<Handler>.releaseNotify, GConnectFlags(rawValue: 0))
    }

    /// Connects a signal whose handler gets a string (`AdwMessageDialog::response`).
    @MainActor @discardableResult
    package func connectString(_ signal: String, _ handler: @escaping @MainActor (String) -> Void) -> gulong {
        typealias Handler = @MainActor (String) -> Void
        let box = SignalHandlerBox<Handler>(handler)
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = {
            _, text, data in
            guard let box = SignalHandlerBox<Handler>.from(data) else { return }
            let value = text.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { box.handler(value) }
        }
        return g_signal_connect_data(raw, signal, unsafeBitCast(callback, to: GCallback.self), box.passRetained(),
                                     SignalHandlerBox<Handler>.releaseNotify, GConnectFlags(rawValue: 0))
    }

    /// Connects a signal whose handler gets an int (`GtkNativeDialog::response`, `GtkInfoBar::response`).
    @MainActor @discardableResult
    package func connectInt(_ signal: String, _ handler: @escaping @MainActor (Int32) -> Void) -> gulong {
        typealias Handler = @MainActor (Int32) -> Void
        let box = SignalHandlerBox<Handler>(handler)
        let callback: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
            _, value, data in
            guard let box = SignalHandlerBox<Handler>.from(data) else { return }
            MainActor.assumeIsolated { box.handler(value) }
        }
        return g_signal_connect_data(raw, signal, unsafeBitCast(callback, to: GCallback.self), box.passRetained(),
                                     SignalHandlerBox<Handler>.releaseNotify, GConnectFlags(rawValue: 0))
    }
}
