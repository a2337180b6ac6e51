/// What lazy lists, tables and scroll views tell the views inside them.
extension EnvironmentValues {
    /// Set by `contextMenu(forSelectionType:menu:primaryAction:)` for the list or table it modifies
    /// (lists take it out for their rows).
    var selectionContextMenu: SelectionContextMenu? {
        get { self[SelectionContextMenuKey.self] }
        set { self[SelectionContextMenuKey.self] = newValue }
    }

    /// How deep in a list's outline the rows made here are (a `DisclosureGroup`'s content in a
    /// `List`: one more than its label); nil outside outlines.
    var listOutlineDepth: Int? {
        get { self[ListOutlineDepthKey.self] }
        set { self[ListOutlineDepthKey.self] = newValue }
    }

    /// Set by a `ScrollViewReader` for its content: where `.id` views and lazy lists register what
    /// `scrollTo` can reach.
    var scrollTargets: ScrollTargets? {
        get { self[ScrollTargetsKey.self] }
        set { self[ScrollTargetsKey.self] = newValue }
    }

    /// `scrollIndicators(_:axes:)`: the visibility asked for each axis.
    var scrollIndicatorVisibility: ScrollIndicatorSettings {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }
}

private struct SelectionContextMenuKey: EnvironmentKey {
    static var defaultValue: SelectionContextMenu? { nil }
}

private struct ListOutlineDepthKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct ScrollTargetsKey: EnvironmentKey {
    static var defaultValue: ScrollTargets? { nil }
}

private struct ScrollIndicatorsKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorSettings { ScrollIndicatorSettings() }
}
