import CGtk
import QuireUI
import QuireCore

/// An `AdwMessageDialog` over a window, awaited: returns the id of the response the person chose
/// (the close response when they pressed Escape).
@MainActor
enum MessageDialog {
    /// One button of the dialog.
    struct Response {
        enum Appearance { case normal, suggested, destructive }

        let id: String
        /// With a mnemonic: `"_Save"`.
        let label: String
        var appearance: Appearance = .normal
    }

    /// Shows the dialog and waits for the answer. `extraChild` goes below the body (an entry, say);
    /// `defaultResponse` is what Enter picks.
    static func run(parent: GTK.ApplicationWindow?, heading: String, body: String, responses: [Response],
                    defaultResponse: String? = nil, closeResponse: String,
                    extraChild: UnsafeMutablePointer<GtkWidget>? = nil) async -> String {
        await run(parentWindow: parent?.window.cast(to: GtkWindow.self), heading: heading, body: body,
                  responses: responses, defaultResponse: defaultResponse, closeResponse: closeResponse,
                  extraChild: extraChild)
    }

    /// `run` over any window (or none).
    static func run(parentWindow: UnsafeMutablePointer<GtkWindow>?, heading: String, body: String,
                    responses: [Response], defaultResponse: String? = nil, closeResponse: String,
                    extraChild: UnsafeMutablePointer<GtkWidget>? = nil) async -> String {
        // adw_message_dialog_new is variadic (Swift cannot call it); the properties are set one by one.
        guard let pointer = g_object_new_with_properties(adw_message_dialog_get_type(), 0, nil, nil) else {
            return closeResponse
        }
        // A window's constructor reference belongs to GTK's toplevel list: hold one of our own.
        let dialog = GObjectRef(retaining: UnsafeMutableRawPointer(pointer))
        let message = dialog.cast(to: AdwMessageDialog.self)
        adw_message_dialog_set_heading(message, heading)
        adw_message_dialog_set_body(message, body)
        for response in responses {
            adw_message_dialog_add_response(message, response.id, response.label)
            switch response.appearance {
            case .normal: break
            case .suggested: adw_message_dialog_set_response_appearance(message, response.id, ADW_RESPONSE_SUGGESTED)
            case .destructive: adw_message_dialog_set_response_appearance(message, response.id, ADW_RESPONSE_DESTRUCTIVE)
            }
        }
        if let defaultResponse { adw_message_dialog_set_default_response(message, defaultResponse) }
        adw_message_dialog_set_close_response(message, closeResponse)
        if let extraChild { adw_message_dialog_set_extra_child(message, extraChild) }
        let window = dialog.cast(to: GtkWindow.self)
        // The heading names the window too, for assistive technologies and window lists.
        gtk_window_set_title(window, heading)
        if let parentWindow { gtk_window_set_transient_for(window, parentWindow) }
        gtk_window_set_modal(window, 1)

        let answer = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            var answered = false
            dialog.connectString("response") { response in
                guard !answered else { return }
                answered = true
                continuation.resume(returning: response)
            }
            gtk_window_present(window)
        }
        withExtendedLifetime(dialog) {}
        return answer
    }

    /// Tells the person what went wrong: `heading` says what failed, the body is the error's message
    /// (a `DocumentError` names the file and the cause).
    static func showError(_ error: any Error, heading: String, parent: GTK.ApplicationWindow?) async {
        let body = (error as? DocumentError)?.message ?? String(describing: error)
        _ = await run(parent: parent, heading: heading, body: body,
                      responses: [Response(id: "close", label: "_OK", appearance: .suggested)],
                      defaultResponse: "close", closeResponse: "close")
    }
}
