/// `Menu`: a menu button (a split button with a primary action, made anew if that changes), labeled
/// by the label view, whose menu is the content's entries. The items' actions and the primary
/// action are looked up when chosen, so new closures from each body cost nothing.
final class MenuNode: LeafNode {
    private var widget: (any MenuButtonWidget)?
    private var hasPrimaryAction: Bool?
    private var label = ControlLabel()
    private var entries: [MenuEntry]?
    private var actions: [@MainActor () -> Void] = []
    private var primaryAction: (@MainActor () -> Void)?
    private var isFlat: Bool?
    private var indicator: Visibility?
    private var accessibleName: String?
    private var contentView: (any View)?

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let menu = typed(view, as: (any AnyMenu).self)
        let widget = widget(withPrimaryAction: menu.primaryAction != nil)
        primaryAction = menu.primaryAction
        label.update(title: menu.title, view: menu.labelView, in: self, environment: environment,
                     setTitle: { widget.setTitle($0) }, setContent: { widget.setContent($0) })
        if menu.title == nil, let name = environment.accessibilityLabel ?? menu.accessibleTitle {
            assign(name, to: &accessibleName) { widget.setAccessibilityLabel($0) }
        }
        contentView = menu.contentView
        showEntries()
        assign(environment.menusAreFlat, to: &isFlat) { widget.setFlat($0) }
        assign(environment.menuIndicatorVisibility, to: &indicator) { widget.setIndicator($0) }
        applyStyle(to: widget)
    }

    /// A toggle's or picker's binding changed: the marks change with it.
    override func refresh() {
        showEntries()
    }

    private func showEntries() {
        guard let widget, let contentView else { return }
        let environment = self.environment
        let content = tracked { MenuContent.entries(in: contentView, environment: environment) }
        actions = content.actions
        assign(content.entries, to: &entries) { widget.setMenu($0) }
    }

    override func childWidgetsDidChange() {
        label.syncChildren(self)
    }

    override func unmount() {
        super.unmount()
        label.clear(in: self)
    }

    /// The widget, made (or remade, with a fresh label) when there is none of this shape.
    private func widget(withPrimaryAction primary: Bool) -> any MenuButtonWidget {
        if let widget, hasPrimaryAction == primary {
            return widget
        }
        if widget != nil {
            label.clear(in: self)
            label = ControlLabel()
            graph.counters.removed += 1
            entries = nil
            isFlat = nil
            indicator = nil
            accessibleName = nil
            forgetAppliedStyle()
        }
        let made = graph.make { $0.makeMenuButton(hasPrimaryAction: primary) }
        made.onMenuItem = { [weak self] index in self?.choose(index) }
        made.onPrimaryAction = { [weak self] in
            guard let self, self.isMounted else { return }
            self.primaryAction?()
        }
        hasPrimaryAction = primary
        widget = made
        widgets = [made]
        return made
    }

    private func choose(_ index: Int) {
        guard isMounted, actions.indices.contains(index) else { return }
        actions[index]()
    }
}
