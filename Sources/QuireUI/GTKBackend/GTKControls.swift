import CGtk

/// `Button`: a GtkButton with a label or a child widget.
final class GTKButton: GTKWidget, ButtonWidget {
    var onClick: (@MainActor () -> Void)?
    private var content: GTKWidget?

    init() {
        super.init(adopting: gtk_button_new())
        ref.connect("clicked") { [weak self] in self?.onClick?() }
    }

    func setTitle(_ title: String) {
        gtk_button_set_label(ref.cast(to: GtkButton.self), title)
    }

    func setContent(_ content: any PlatformWidget) {
        self.content = content.gtk
        gtk_button_set_child(ref.cast(to: GtkButton.self), content.gtk?.widget)
    }
}

/// `Toggle`: a GtkCheckButton (its CHECKED state is exposed to assistive technologies).
final class GTKToggle: GTKWidget, ToggleWidget {
    var onToggle: (@MainActor (Bool) -> Void)?
    private var isSettingState = false
    private var content: GTKWidget?

    init() {
        super.init(adopting: gtk_check_button_new())
        ref.connect("toggled") { [weak self] in self?.toggled() }
    }

    func setTitle(_ title: String) {
        gtk_check_button_set_label(ref.cast(to: GtkCheckButton.self), title)
    }

    func setContent(_ content: any PlatformWidget) {
        self.content = content.gtk
        gtk_check_button_set_child(ref.cast(to: GtkCheckButton.self), content.gtk?.widget)
    }

    func setIsOn(_ isOn: Bool) {
        isSettingState = true
        defer { isSettingState = false }
        gtk_check_button_set_active(ref.cast(to: GtkCheckButton.self), isOn ? 1 : 0)
    }

    private func toggled() {
        guard !isSettingState else { return }
        onToggle?(gtk_check_button_get_active(ref.cast(to: GtkCheckButton.self)) != 0)
    }
}
