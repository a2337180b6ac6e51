import CGtk
import QuireCore
import QuireUI

/// The bar under a document window's header bar (a `GtkInfoBar`: libadwaita 1.2 has no `AdwBanner`)
/// saying what the person should know about the file: changed by another program (Reload / Keep
/// Mine), read-only, a failed save, or a drive that can't replace files in one step.
@MainActor
final class DocumentBanner {
    enum Message: Equatable {
        case none
        case changedOnDisk(name: String, hasEdits: Bool)
        case readOnly(name: String)
        case saveFailed(message: String)
        /// What a save promises on this drive, where it is less than atomic (`SaveGuarantee.explanation`).
        case driveGuarantee(explanation: String)
    }

    /// Response ids of the bar's buttons.
    enum Button: Int32 {
        case reload = 1, keepMine, saveAs, tryAgain, dismiss
    }

    let bar: GObjectRef
    private let label: GObjectRef
    private var buttons: [GObjectRef] = []
    private(set) var message = Message.none
    /// Called with the button the person pressed.
    var onResponse: @MainActor (Button) -> Void = { _ in }

    init() {
        bar = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_info_bar_new()))
        label = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_label_new("")))
        gtk_label_set_wrap(label.opaque, 1)
        gtk_label_set_xalign(label.opaque, 0)
        gtk_widget_set_hexpand(label.cast(to: GtkWidget.self), 1)
        gtk_info_bar_add_child(bar.opaque, label.cast(to: GtkWidget.self))
        gtk_info_bar_set_revealed(bar.opaque, 0)
        gtk_widget_set_visible(bar.cast(to: GtkWidget.self), 0)
        bar.connectInt("response") { [weak self] response in
            guard let button = Button(rawValue: response) else { return }
            self?.onResponse(button)
        }
    }

    var widget: UnsafeMutablePointer<GtkWidget> { bar.cast(to: GtkWidget.self) }

    func show(_ message: Message) {
        guard message != self.message else { return }
        self.message = message
        for button in buttons { gtk_info_bar_remove_action_widget(bar.opaque, button.cast(to: GtkWidget.self)) }
        buttons.removeAll()
        switch message {
        case .none:
            gtk_info_bar_set_revealed(bar.opaque, 0)
            gtk_widget_set_visible(widget, 0)
            return
        case .changedOnDisk(let name, let hasEdits):
            set(hasEdits ? QuireStrings.localized("“\(name)” was changed by another program. Your edits are kept safe in a draft.")
                         : QuireStrings.localized("“\(name)” was changed by another program."), GTK_MESSAGE_WARNING)
            add(QuireStrings.localized("_Keep Mine"), .keepMine)
            add(QuireStrings.localized("_Reload"), .reload)
        case .readOnly(let name):
            set(QuireStrings.localized("“\(name)” is read-only. Save a copy to make changes."), GTK_MESSAGE_INFO)
            add(QuireStrings.localized("Save _As…"), .saveAs)
        case .saveFailed(let text):
            set(text, GTK_MESSAGE_ERROR)
            add(QuireStrings.localized("_Try Again"), .tryAgain)
        case .driveGuarantee(let explanation):
            set(explanation, GTK_MESSAGE_INFO)
            add("_OK", .dismiss)
        }
        gtk_widget_set_visible(widget, 1)
        gtk_info_bar_set_revealed(bar.opaque, 1)
    }

    private func set(_ text: String, _ type: GtkMessageType) {
        gtk_label_set_text(label.opaque, text)
        gtk_info_bar_set_message_type(bar.opaque, type)
    }

    private func add(_ title: String, _ response: Button) {
        // The bar owns the button; keep a reference to remove it later.
        guard let button = gtk_info_bar_add_button(bar.opaque, title, response.rawValue) else { return }
        buttons.append(GObjectRef(retaining: UnsafeMutableRawPointer(button)))
    }
}
