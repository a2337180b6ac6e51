extension EnvironmentValues {
    /// The environment for content a view shows apart from where it sits (a sheet, a drag's
    /// preview): its own, less what belongs to its place — its stack's axis, its toolbar, its list
    /// row, its keyboard shortcut.
    var detachedFromPlacement: EnvironmentValues {
        var environment = self
        environment.layoutAxis = .vertical
        environment.toolbarScope = nil
        environment.isInToolbar = false
        environment.listRowScope = nil
        environment.keyboardShortcut = nil
        return environment
    }
}
