import CGtk
import QuireUI

/// The widgets a tab view's presentation is made of: where its pages go and how the person chooses
/// one. `onShow` hears the page the person (or GTK) made the shown one.
@MainActor
protocol GTKTabPresenter: AnyObject {
    var root: UnsafeMutablePointer<GtkWidget> { get }
    var onShow: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> Void)? { get set }
    func add(_ page: UnsafeMutablePointer<GtkWidget>, index: Int, tab: PickerOption)
    func remove(_ page: UnsafeMutablePointer<GtkWidget>)
    func show(_ page: UnsafeMutablePointer<GtkWidget>)
}

@MainActor
func makeTabPresenter(_ presentation: TabViewPresentation) -> any GTKTabPresenter {
    switch presentation {
    case .switcher: ViewSwitcherPresenter()
    case .sidebar: StackSidebarPresenter()
    case .pages(let showsIndex): CarouselPresenter(showsIndex: showsIndex)
    }
}

/// GNOME's top-level views: an AdwViewStack under a centred AdwViewSwitcher (a linked row of toggle
/// buttons, each with its page's icon and title side by side).
private final class ViewSwitcherPresenter: GTKTabPresenter {
    let box = GObjectRef(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
    private let stack = GObjectRef(adopting: UnsafeMutableRawPointer(adw_view_stack_new()))
    var onShow: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> Void)?

    init() {
        let switcher = adw_view_switcher_new()!
        adw_view_switcher_set_stack(OpaquePointer(switcher), stack.opaque)
        adw_view_switcher_set_policy(OpaquePointer(switcher), ADW_VIEW_SWITCHER_POLICY_WIDE)
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        let stackWidget = stack.cast(to: GtkWidget.self)
        gtk_widget_set_vexpand(stackWidget, 1)
        gtk_widget_set_hexpand(stackWidget, 1)
        gtk_box_append(box.cast(to: GtkBox.self), switcher)
        gtk_box_append(box.cast(to: GtkBox.self), stackWidget)
        stack.connectNotify("visible-child") { [weak self] in
            guard let self, let visible = adw_view_stack_get_visible_child(stack.opaque) else { return }
            onShow?(visible)
        }
    }

    var root: UnsafeMutablePointer<GtkWidget> { box.cast() }

    func add(_ page: UnsafeMutablePointer<GtkWidget>, index: Int, tab: PickerOption) {
        let stackPage = adw_view_stack_add_titled(stack.opaque, page, "tab\(index)", tab.title)
        if let iconName = tab.iconName {
            adw_view_stack_page_set_icon_name(stackPage, iconName)
        }
    }

    func remove(_ page: UnsafeMutablePointer<GtkWidget>) {
        adw_view_stack_remove(stack.opaque, page)
    }

    func show(_ page: UnsafeMutablePointer<GtkWidget>) {
        adw_view_stack_set_visible_child(stack.opaque, page)
    }
}

/// A sidebar beside the pages: GTK's GtkStackSidebar (a navigation list of the stack's titles) and
/// its GtkStack, split by a separator.
private final class StackSidebarPresenter: GTKTabPresenter {
    let box = GObjectRef(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
    private let stack = GObjectRef(adopting: gtk_stack_new())
    var onShow: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> Void)?

    init() {
        let sidebar = gtk_stack_sidebar_new()!
        gtk_stack_sidebar_set_stack(OpaquePointer(sidebar), stack.opaque)
        gtk_widget_set_size_request(sidebar, 180, -1)
        let stackWidget = stack.cast(to: GtkWidget.self)
        gtk_widget_set_vexpand(stackWidget, 1)
        gtk_widget_set_hexpand(stackWidget, 1)
        gtk_box_append(box.cast(to: GtkBox.self), sidebar)
        gtk_box_append(box.cast(to: GtkBox.self), gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        gtk_box_append(box.cast(to: GtkBox.self), stackWidget)
        stack.connectNotify("visible-child") { [weak self] in
            guard let self, let visible = gtk_stack_get_visible_child(stack.opaque) else { return }
            onShow?(visible)
        }
    }

    var root: UnsafeMutablePointer<GtkWidget> { box.cast() }

    func add(_ page: UnsafeMutablePointer<GtkWidget>, index: Int, tab: PickerOption) {
        let stackPage = gtk_stack_add_titled(stack.opaque, page, "tab\(index)", tab.title)
        if let iconName = tab.iconName {
            gtk_stack_page_set_icon_name(stackPage, iconName)
        }
    }

    func remove(_ page: UnsafeMutablePointer<GtkWidget>) {
        gtk_stack_remove(stack.opaque, page)
    }

    func show(_ page: UnsafeMutablePointer<GtkWidget>) {
        gtk_stack_set_visible_child(stack.opaque, page)
    }
}

/// Pages side by side, swiped, dragged or stepped with the arrow keys one at a time (AdwCarousel),
/// with AdwCarouselIndicatorDots under them.
private final class CarouselPresenter: GTKTabPresenter {
    let box = GObjectRef(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
    private let carousel = GObjectRef(adopting: adw_carousel_new())
    var onShow: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> Void)?

    init(showsIndex: Bool) {
        let carouselWidget = carousel.cast(to: GtkWidget.self)
        gtk_widget_set_vexpand(carouselWidget, 1)
        gtk_widget_set_hexpand(carouselWidget, 1)
        gtk_widget_set_focusable(carouselWidget, 1)
        // The pages beside the shown one stay out of sight.
        gtk_widget_set_overflow(carouselWidget, GTK_OVERFLOW_HIDDEN)
        gtk_box_append(box.cast(to: GtkBox.self), carouselWidget)
        if showsIndex {
            let dots = adw_carousel_indicator_dots_new()!
            adw_carousel_indicator_dots_set_carousel(OpaquePointer(dots), carousel.opaque)
            gtk_box_append(box.cast(to: GtkBox.self), dots)
        }
        carousel.connectInt("page-changed") { [weak self] index in
            guard let self, index >= 0,
                  let page = adw_carousel_get_nth_page(carousel.opaque, guint(index)) else { return }
            onShow?(page)
        }
    }

    var root: UnsafeMutablePointer<GtkWidget> { box.cast() }

    func add(_ page: UnsafeMutablePointer<GtkWidget>, index: Int, tab: PickerOption) {
        // Each page as wide as the carousel, its content centred, as a paged TabView shows it.
        gtk_widget_set_hexpand(page, 1)
        gtk_widget_set_halign(page, GTK_ALIGN_FILL)
        adw_carousel_append(carousel.opaque, page)
    }

    func remove(_ page: UnsafeMutablePointer<GtkWidget>) {
        adw_carousel_remove(carousel.opaque, page)
    }

    func show(_ page: UnsafeMutablePointer<GtkWidget>) {
        adw_carousel_scroll_to(carousel.opaque, page, 0)
    }
}
