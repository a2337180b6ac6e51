import CGtk
import QuireCore
import QuireUI

/// `NavigationStack`: a GtkStack of pages that slide in from the end when pushed and back out when
/// popped, as libadwaita's leaflets move. A page above the root has a bar with a flat back button at
/// its start and the page's title in its middle. The back button, Alt+Left and the mouse's back
/// button go back. A popped page leaves the stack once its slide has finished.
final class GTKNavigationStack: GTKWidget, NavigationStackWidget {
    var onBack: (@MainActor () -> Void)?

    private static let keyLeft: UInt32 = 0xff51
    /// The "back" side button of a mouse, as X and Wayland number it.
    private static let backMouseButton: UInt32 = 8

    private var pages: [Page] = []
    /// Popped pages still sliding out.
    private var leaving: [Page] = []

    init() {
        super.init(adopting: gtk_stack_new())
        let stack = ref.opaque
        gtk_stack_set_transition_duration(stack, 200)
        gtk_stack_set_hhomogeneous(stack, 0)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        ref.connectNotify("transition-running") { [weak self] in self?.removeLeavingPages() }
        if let keysPointer = gtk_event_controller_key_new() {
            let keys = GObjectRef(retaining: UnsafeMutableRawPointer(keysPointer))
            keys.connectKeyPressed { [weak self] key, modifiers in
                let held = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
                    | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
                guard key == Self.keyLeft, held == GDK_ALT_MASK.rawValue else { return false }
                return self?.goBack() ?? false
            }
            gtk_widget_add_controller(widget, keysPointer)
        }
        if let clickPointer = gtk_gesture_click_new() {
            let click = GObjectRef(retaining: UnsafeMutableRawPointer(clickPointer))
            gtk_gesture_single_set_button(click.opaque, Self.backMouseButton)
            click.connectPressed(longPress: false) { [weak self] _, _ in _ = self?.goBack() }
            gtk_widget_add_controller(widget, clickPointer)
        }
    }

    func setPages(_ contents: [NavigationPageContent]) {
        let stack = ref.opaque
        let shownBefore = pages.count
        while pages.count < contents.count {
            let page = Page(isRoot: pages.isEmpty) { [weak self] in _ = self?.goBack() }
            gtk_stack_add_child(stack, page.widget)
            pages.append(page)
        }
        if contents.count < pages.count {
            leaving += pages[contents.count...]
            pages.removeLast(pages.count - contents.count)
        }
        for (page, content) in zip(pages, contents) {
            page.set(content)
        }
        guard let top = pages.last else { return }
        let transition = contents.count > shownBefore ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
            : contents.count < shownBefore ? GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT : GTK_STACK_TRANSITION_TYPE_NONE
        // The first page shows at once: nothing slides when the stack first appears.
        gtk_stack_set_transition_type(stack, shownBefore == 0 ? GTK_STACK_TRANSITION_TYPE_NONE : transition)
        gtk_stack_set_visible_child(stack, top.widget)
        removeLeavingPages()
    }

    /// Whether there was a page to go back from.
    private func goBack() -> Bool {
        guard pages.count > 1, let onBack else { return false }
        onBack()
        return true
    }

    private func removeLeavingPages() {
        guard gtk_stack_get_transition_running(ref.opaque) == 0 else { return }
        for page in leaving {
            gtk_stack_remove(ref.opaque, page.widget)
        }
        leaving = []
    }

    /// One page: the bar (above the root only) and the page's views' widgets top to bottom.
    @MainActor
    private final class Page {
        let box = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        private let content = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        private var title: GObjectRef?
        private var children = GTKChildList()

        init(isRoot: Bool, onBack: @escaping @MainActor () -> Void) {
            if !isRoot {
                let bar = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_center_box_new()))
                gtk_widget_add_css_class(bar.cast(to: GtkWidget.self), "toolbar")
                let back = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_button_new_from_icon_name("go-previous-symbolic")))
                gtk_widget_add_css_class(back.cast(to: GtkWidget.self), "flat")
                gtk_widget_set_tooltip_text(back.cast(to: GtkWidget.self), QuireStrings.localized("Back"))
                quire_accessible_set_label(OpaquePointer(back.object), QuireStrings.localized("Back"))
                back.connect("clicked", onBack)
                // libadwaita's title widget: the title, and the subtitle below it when there is one.
                let title = GObjectRef(adopting: UnsafeMutableRawPointer(adw_window_title_new("", "")))
                gtk_center_box_set_start_widget(bar.opaque, back.cast(to: GtkWidget.self))
                gtk_center_box_set_center_widget(bar.opaque, title.cast(to: GtkWidget.self))
                gtk_box_append(box.cast(to: GtkBox.self), bar.cast(to: GtkWidget.self))
                gtk_box_append(box.cast(to: GtkBox.self), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
                self.title = title
            }
            gtk_widget_set_vexpand(content.cast(to: GtkWidget.self), 1)
            gtk_box_append(box.cast(to: GtkBox.self), content.cast(to: GtkWidget.self))
        }

        var widget: UnsafeMutablePointer<GtkWidget> { box.cast() }

        func set(_ page: NavigationPageContent) {
            if let title {
                adw_window_title_set_title(title.opaque, page.title ?? "")
                adw_window_title_set_subtitle(title.opaque, page.subtitle ?? "")
            }
            children.set(page.widgets.compactMap(\.gtk), in: content.cast(to: GtkBox.self))
        }
    }
}
