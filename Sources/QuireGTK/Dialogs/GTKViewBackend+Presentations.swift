import CGtk
import Foundation
import QuireUI

extension GTKViewBackend: PresentationBackend {
    /// A `SheetWindow` over the widget's window (maximized for a cover), or a popover pointing at
    /// the widget.
    package func presentSheet(_ sheet: SheetPresentation, over widget: (any PlatformWidget)?) -> any PresentedSheet {
        if case .popover(let placement) = sheet.style, let anchor = widget?.gtk,
           let popover = PopoverPresentation(sheet: sheet, anchor: anchor, placement: placement) {
            return popover
        }
        return SheetWindow(sheet: sheet, parent: Self.window(of: widget))
    }

    /// An `AdwMessageDialog` over the widget's window: destructive buttons drawn so, the cancel
    /// button first and its close response (Escape).
    package func presentAlert(_ alert: AlertRequest, over widget: (any PlatformWidget)?) async -> AlertResponse {
        // Response ids are the buttons' indexes; "dismissed" is Escape in an alert with no cancel button.
        // GNOME puts the cancel button first (at the start), whatever the order of the actions.
        let order = alert.buttons.indices.sorted { lhs, rhs in
            (alert.buttons[lhs].role == .cancel ? 0 : 1, lhs) < (alert.buttons[rhs].role == .cancel ? 0 : 1, rhs)
        }
        let responses = order.map { index in
            let button = alert.buttons[index]
            // Labels take mnemonics: a title's own underscores are doubled to show as written.
            return MessageDialog.Response(id: String(index), label: button.title.replacingOccurrences(of: "_", with: "__"),
                                   appearance: button.role == .destructive ? .destructive : .normal)
        }
        let dismissed = "dismissed"
        let close = alert.cancelButton.map(String.init) ?? dismissed
        let answer = await MessageDialog.run(parentWindow: Self.window(of: widget), heading: alert.title,
                                             body: alert.message ?? "", responses: responses,
                                             closeResponse: close)
        guard let index = Int(answer), alert.buttons.indices.contains(index) else { return .dismissed }
        return .button(index)
    }

    /// The window holding `widget`: a widget's root in an app window is that GtkWindow (GtkRoot's
    /// other implementation, GtkDragIcon, never holds our views).
    static func window(of widget: (any PlatformWidget)?) -> UnsafeMutablePointer<GtkWindow>? {
        guard let gtk = widget?.gtk, let root = gtk_widget_get_root(gtk.widget) else { return nil }
        return UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
    }
}
