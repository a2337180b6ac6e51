import CGtk
import QuireUI

/// Where a window shows its view graph's toolbar items: boxes at its `AdwHeaderBar`'s start and end,
/// the `.principal` items in place of its title widget, and a `GtkActionBar` at the window's bottom
/// for `.bottomBar`, `.status` and `.keyboard` items, shown while it has some. In a compact window the
/// end's `.automatic` and `.secondaryAction` items move into an overflow menu (`ToolbarOverflowMenu`),
/// so the title keeps room beside the rest. Boxes are made on first use; their children are brought to
/// the new lists with the fewest moves (widgets are never remade here).
@MainActor
final class HeaderBarItems {
    private let headerBar: GObjectRef
    private let titleWidget: () -> GObjectRef?
    private let placeBottomBar: (UnsafeMutablePointer<GtkWidget>) -> Void
    private var boxes: (start: GTKStack, end: GTKStack)?
    private var principal: GTKStack?
    private var bottomBar: (bar: GObjectRef, start: GTKStack, center: GTKStack, end: GTKStack)?
    private var overflowMenu: ToolbarOverflowMenu?
    private var layout = ToolbarLayout()
    /// Whether the window is compact (narrower than `UserInterfaceSizeClass.horizontalCompactWidth`).
    private var isCompact = false

    /// `titleWidget` is the header bar's own title (shown while there are no principal items);
    /// `placeBottomBar` puts the action bar below the window's content, once.
    init(headerBar: GObjectRef, titleWidget: @escaping () -> GObjectRef?,
         placeBottomBar: @escaping (UnsafeMutablePointer<GtkWidget>) -> Void) {
        self.headerBar = headerBar
        self.titleWidget = titleWidget
        self.placeBottomBar = placeBottomBar
    }

    func show(_ layout: ToolbarLayout) {
        self.layout = layout
        if !(layout.start.isEmpty && layout.end.isEmpty && boxes == nil) {
            let boxes = self.boxes ?? makeBoxes()
            boxes.start.setChildren(layout.start)
            showEnd(in: boxes.end)
        }
        showPrincipal(layout.principal)
        showBottomBar(layout)
    }

    /// The window became compact or regular: the overflow items move into or out of the menu.
    func setCompact(_ compact: Bool) {
        guard compact != isCompact else { return }
        isCompact = compact
        if let boxes { showEnd(in: boxes.end) }
    }

    private func showEnd(in box: GTKStack) {
        let folded = isCompact ? layout.overflow : []
        guard !folded.isEmpty else {
            // The menu's widgets come back to the header bar before the menu lets go of them.
            box.setChildren(layout.end)
            overflowMenu?.setItems([])
            return
        }
        let menu = overflowMenu ?? {
            let made = ToolbarOverflowMenu()
            overflowMenu = made
            return made
        }()
        let kept = layout.end.filter { widget in !folded.contains { $0 === widget } }
        box.setChildren(kept + [menu.button])
        menu.setItems(folded)
    }

    private func makeBoxes() -> (start: GTKStack, end: GTKStack) {
        let start = Self.box(), end = Self.box()
        adw_header_bar_pack_start(headerBar.opaque, start.widget)
        adw_header_bar_pack_end(headerBar.opaque, end.widget)
        boxes = (start, end)
        return (start, end)
    }

    private func showPrincipal(_ widgets: [any PlatformWidget]) {
        if widgets.isEmpty {
            guard principal != nil else { return }
            principal = nil
            adw_header_bar_set_title_widget(headerBar.opaque, titleWidget()?.cast(to: GtkWidget.self))
            return
        }
        let box = principal ?? {
            let box = Self.box()
            adw_header_bar_set_title_widget(headerBar.opaque, box.widget)
            principal = box
            return box
        }()
        box.setChildren(widgets)
    }

    private func showBottomBar(_ layout: ToolbarLayout) {
        guard layout.hasBottomBar || bottomBar != nil else { return }
        let bar = bottomBar ?? {
            let bar = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_action_bar_new()))
            let parts = (start: Self.box(), center: Self.box(), end: Self.box())
            gtk_action_bar_pack_start(bar.opaque, parts.start.widget)
            gtk_action_bar_set_center_widget(bar.opaque, parts.center.widget)
            gtk_action_bar_pack_end(bar.opaque, parts.end.widget)
            placeBottomBar(bar.cast(to: GtkWidget.self))
            let made = (bar: bar, start: parts.start, center: parts.center, end: parts.end)
            bottomBar = made
            return made
        }()
        bar.start.setChildren(layout.bottomStart)
        bar.center.setChildren(layout.bottomCenter)
        bar.end.setChildren(layout.bottomEnd)
        gtk_action_bar_set_revealed(bar.bar.opaque, layout.hasBottomBar ? 1 : 0)
    }

    private static func box() -> GTKStack {
        let box = GTKStack(kind: .horizontal)
        box.setLayout(StackLayout(spacing: 6, alignment: .center))
        return box
    }
}
