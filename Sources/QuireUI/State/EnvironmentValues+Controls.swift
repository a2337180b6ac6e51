// Environment values QuireUI's own modifiers set for the controls inside them.

private struct LabelDisplayKey: EnvironmentKey {
    static var defaultValue: LabelDisplay { .titleAndIcon }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct FlatMenusKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct PickerKindKey: EnvironmentKey {
    static var defaultValue: PickerKind { .menu }
}

private struct ProgressViewStylesKey: EnvironmentKey {
    static var defaultValue: StyleChain<ProgressViewKind> { StyleChain() }
}

private struct HelpKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}

private struct AccessibilityLabelKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

private struct FocusOnClickKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct ListRowScopeKey: EnvironmentKey {
    static var defaultValue: ListRowScope? { nil }
}

private struct ListStyleAppearanceKey: EnvironmentKey {
    static var defaultValue: ListAppearance? { nil }
}

private struct SidebarColumnKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct SplitColumnScopeKey: EnvironmentKey {
    static var defaultValue: SplitColumnScope? { nil }
}

private struct FormScopeKey: EnvironmentKey {
    static var defaultValue: FormScope? { nil }
}

extension EnvironmentValues {
    /// What labels show (`.labelStyle`).
    var labelDisplay: LabelDisplay {
        get { self[LabelDisplayKey.self] }
        set { self[LabelDisplayKey.self] = newValue }
    }

    /// How wrapping lines of text line up (`.multilineTextAlignment`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Whether menus draw flat (`.menuStyle(.borderlessButton)`).
    var menusAreFlat: Bool {
        get { self[FlatMenusKey.self] }
        set { self[FlatMenusKey.self] = newValue }
    }

    /// How pickers draw (`.pickerStyle`).
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }

    /// The progress view styles set around here (`.progressViewStyle`).
    var progressViewStyles: StyleChain<ProgressViewKind> {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }

    /// How progress views draw when no app's style draws them.
    var progressViewKind: ProgressViewKind {
        if case .builtIn(let kind) = progressViewStyles.current { return kind }
        return .automatic
    }

    /// The tooltip of the views inside (`.help`).
    var help: String? {
        get { self[HelpKey.self] }
        set { self[HelpKey.self] = newValue }
    }

    /// What Enter in a text field runs (`.onSubmit`), outermost first.
    var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The name assistive technologies read for the control (`.accessibilityLabel`); controls don't
    /// pass it on to the views inside them.
    var accessibilityLabel: String? {
        get { self[AccessibilityLabelKey.self] }
        set { self[AccessibilityLabelKey.self] = newValue }
    }

    /// Whether clicking a button takes the keyboard focus (row actions don't, so the focus stays on
    /// the row's content).
    var controlsFocusOnClick: Bool {
        get { self[FocusOnClickKey.self] }
        set { self[FocusOnClickKey.self] = newValue }
    }

    /// Set by a `List` for its content: a `ForEach` that finds it makes one row per element.
    var listRowScope: ListRowScope? {
        get { self[ListRowScopeKey.self] }
        set { self[ListRowScopeKey.self] = newValue }
    }

    /// What lists draw as (`.listStyle`); nil: `.automatic`.
    var listStyleAppearance: ListAppearance? {
        get { self[ListStyleAppearanceKey.self] }
        set { self[ListStyleAppearanceKey.self] = newValue }
    }

    /// Whether this is a `NavigationSplitView`'s sidebar column, where an automatic list is a sidebar.
    var isInSidebarColumn: Bool {
        get { self[SidebarColumnKey.self] }
        set { self[SidebarColumnKey.self] = newValue }
    }

    /// Set by a `NavigationSplitView` for each leading column: where `navigationSplitViewColumnWidth`
    /// puts the column's width.
    var splitColumnScope: SplitColumnScope? {
        get { self[SplitColumnScopeKey.self] }
        set { self[SplitColumnScopeKey.self] = newValue }
    }

    /// Set by a `Form` for its content: a `Section` that finds it tells the form its widget is a
    /// section, not a row.
    var formScope: FormScope? {
        get { self[FormScopeKey.self] }
        set { self[FormScopeKey.self] = newValue }
    }

    /// For content whose widgets a node wraps one by one (decorations, context menus, gestures): a
    /// `ForEach` inside gives each element's widgets to the wrappers rather than rows to the list,
    /// and the list puts each wrapper in a row of its own.
    var outsideListRows: EnvironmentValues {
        guard listRowScope != nil else { return self }
        var environment = self
        environment.listRowScope = nil
        return environment
    }
}
