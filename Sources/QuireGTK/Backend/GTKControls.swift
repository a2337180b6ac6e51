import CGtk
import QuireUI

/// `Button`: a GtkButton with a label or a child widget; `.destructive` adds libadwaita's
/// `destructive-action` class.
final class GTKButton: GTKWidget, ButtonWidget {
    var onClick: (@MainActor () -> Void)?
    var onPressedChange: (@MainActor (Bool) -> Void)?
    private var isPressed = false
    private var content: GTKWidget?
    private var roleClasses: [String] = []
    private var role: ButtonRole?
    private var border = ButtonBorder.automatic

    init() {
        super.init(adopting: gtk_button_new())
        ref.connect("clicked") { [weak self] in self?.onClick?() }
        // GTK marks a button ACTIVE while the pointer is down on it, or for a moment when a key
        // activates it.
        ref.connectStateFlagsChanged { [weak self] flags in
            self?.stateFlagsChanged(flags)
        }
    }

    private func stateFlagsChanged(_ flags: GtkStateFlags) {
        let pressed = flags.rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
        guard pressed != isPressed else { return }
        isPressed = pressed
        onPressedChange?(pressed)
    }

    func setTitle(_ title: String) {
        gtk_button_set_label(ref.cast(to: GtkButton.self), title)
    }

    func setContent(_ content: any PlatformWidget) {
        self.content = content.gtk
        gtk_button_set_child(ref.cast(to: GtkButton.self), content.gtk?.widget)
    }

    func setRole(_ role: ButtonRole?) {
        self.role = role
        applyLook()
    }

    func setBorder(_ border: ButtonBorder) {
        self.border = border
        applyLook()
    }

    /// libadwaita's classes for the role and the border: a destructive role is `destructive-action`
    /// (flat too when borderless); prominent is `suggested-action` unless destructive; a link is GTK's
    /// `link` button; an app's style gets a button without a look of its own.
    private func applyLook() {
        var classes: [String] = []
        if role == .destructive && border != .none { classes.append("destructive-action") }
        switch border {
        case .automatic: break
        case .borderless: classes.append("flat")
        case .prominent where role != .destructive: classes.append("suggested-action")
        case .prominent: break
        case .link: classes.append("link")
        case .none:
            CSSStyleSheet.shared.installRules(Self.styledClass, """
                button.\(Self.styledClass) { background: none; border: none; box-shadow: none; padding: 0; \
                min-height: 0; min-width: 0; border-radius: 0; }
                """)
            classes.append(Self.styledClass)
        }
        setClasses(classes, on: widget, replacing: &roleClasses)
    }

    /// A button an app's `ButtonStyle` draws: no background, border or padding of GTK's.
    private static let styledClass = "quire-styled-button"

    func setAccessibilityLabel(_ label: String) {
        quire_accessible_set_label(OpaquePointer(ref.object), label)
    }

    func setFocusOnClick(_ focusOnClick: Bool) {
        gtk_widget_set_focus_on_click(widget, focusOnClick ? 1 : 0)
    }
}

/// `Toggle`: a GtkCheckButton (`.checkbox`; its CHECKED state is exposed to assistive technologies),
/// a row of the label and a GtkSwitch at the end (`.switch`), the switch named by the title, or a
/// GtkToggleButton showing the label, pressed while on (`.button`).
final class GTKToggle: GTKWidget, ToggleWidget {
    var onToggle: (@MainActor (Bool) -> Void)?
    private let kind: ToggleKind
    private var isSettingState = false
    private var content: GTKWidget?
    /// The switch of a `.switch` toggle, and the box holding its title or content.
    private let switchRef: GObjectRef?
    private let labelSlot: GObjectRef?
    private let titleLabel: GObjectRef?

    init(kind: ToggleKind) {
        self.kind = kind
        switch kind {
        case .checkbox:
            switchRef = nil
            labelSlot = nil
            titleLabel = nil
            super.init(adopting: gtk_check_button_new())
            ref.connect("toggled") { [weak self] in self?.toggled() }
        case .button:
            switchRef = nil
            labelSlot = nil
            titleLabel = nil
            super.init(adopting: gtk_toggle_button_new())
            ref.connect("toggled") { [weak self] in self?.toggled() }
        case .switch:
            let control = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_switch_new()))
            let slot = GObjectRef(adopting: UnsafeMutableRawPointer(adw_bin_new()))
            let title = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_label_new(nil)))
            switchRef = control
            labelSlot = slot
            titleLabel = title
            super.init(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
            gtk_label_set_xalign(title.opaque, 0)
            gtk_widget_set_hexpand(slot.cast(to: GtkWidget.self), 1)
            gtk_widget_set_valign(control.cast(to: GtkWidget.self), GTK_ALIGN_CENTER)
            adw_bin_set_child(slot.cast(to: AdwBin.self), title.cast(to: GtkWidget.self))
            gtk_box_append(ref.cast(to: GtkBox.self), slot.cast(to: GtkWidget.self))
            gtk_box_append(ref.cast(to: GtkBox.self), control.cast(to: GtkWidget.self))
            control.connectNotify("active") { [weak self] in self?.toggled() }
        }
    }

    func setTitle(_ title: String) {
        switch kind {
        case .checkbox:
            gtk_check_button_set_label(ref.cast(to: GtkCheckButton.self), title)
        case .button:
            gtk_button_set_label(ref.cast(to: GtkButton.self), title)
        case .switch:
            if let titleLabel, let labelSlot {
                gtk_label_set_text(titleLabel.opaque, title)
                adw_bin_set_child(labelSlot.cast(to: AdwBin.self), titleLabel.cast(to: GtkWidget.self))
            }
            if let switchRef {
                quire_accessible_set_label(OpaquePointer(switchRef.object), title)
            }
        }
    }

    func setContent(_ content: any PlatformWidget) {
        self.content = content.gtk
        switch kind {
        case .checkbox:
            gtk_check_button_set_child(ref.cast(to: GtkCheckButton.self), content.gtk?.widget)
        case .button:
            gtk_button_set_child(ref.cast(to: GtkButton.self), content.gtk?.widget)
        case .switch:
            if let labelSlot {
                adw_bin_set_child(labelSlot.cast(to: AdwBin.self), content.gtk?.widget)
            }
        }
    }

    func setAccessibilityLabel(_ label: String) {
        let target = switchRef ?? ref
        quire_accessible_set_label(OpaquePointer(target.object), label)
    }

    func setIsOn(_ isOn: Bool) {
        isSettingState = true
        defer { isSettingState = false }
        switch kind {
        case .checkbox: gtk_check_button_set_active(ref.cast(to: GtkCheckButton.self), isOn ? 1 : 0)
        case .button: gtk_toggle_button_set_active(ref.cast(to: GtkToggleButton.self), isOn ? 1 : 0)
        case .switch: switchRef.map { gtk_switch_set_active($0.opaque, isOn ? 1 : 0) }
        }
    }

    func setIsMixed(_ isMixed: Bool) {
        if kind == .checkbox {
            gtk_check_button_set_inconsistent(ref.cast(to: GtkCheckButton.self), isMixed ? 1 : 0)
        }
    }

    private var isActive: Bool {
        switch kind {
        case .checkbox: gtk_check_button_get_active(ref.cast(to: GtkCheckButton.self)) != 0
        case .button: gtk_toggle_button_get_active(ref.cast(to: GtkToggleButton.self)) != 0
        case .switch: switchRef.map { gtk_switch_get_active($0.opaque) != 0 } ?? false
        }
    }

    private func toggled() {
        guard !isSettingState else { return }
        onToggle?(isActive)
    }
}
