/// The inspector command (SwiftUI's `InspectorCommands`): "Hide Inspector" or "Show Inspector" in
/// the `sidebar` group, with Ctrl+Alt+I (the Mac's Control-Command-I), acting on the focused window's
/// inspector and writing its binding; disabled while that window has none.
public struct InspectorCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    public init() {}

    func read(into reader: inout CommandsReader) {
        let toggle = reader.environment.focusedValuesStore?.values.inspectorToggle
        let item = CommandItem(title: toggle?.isShown == true ? "Hide Inspector" : "Show Inspector",
                               kind: .button { toggle?.toggle() },
                               shortcut: KeyboardShortcut("i", modifiers: [.command, .option]),
                               isEnabled: toggle != nil)
        reader.addGroup(.sidebar, .after, items: [item])
    }
}

/// What the focused window's inspector offers `InspectorCommands`: whether it shows, and the toggle.
struct InspectorToggle: Equatable {
    let owner: ObjectIdentifier
    let isShown: Bool
    let toggle: @MainActor () -> Void

    static func == (lhs: InspectorToggle, rhs: InspectorToggle) -> Bool {
        lhs.owner == rhs.owner && lhs.isShown == rhs.isShown
    }
}

private struct InspectorToggleKey: FocusedValueKey {
    typealias Value = InspectorToggle
}

extension FocusedValues {
    /// The focused window's inspector, for `InspectorCommands`.
    var inspectorToggle: InspectorToggle? {
        get { self[InspectorToggleKey.self] }
        set { self[InspectorToggleKey.self] = newValue }
    }
}
