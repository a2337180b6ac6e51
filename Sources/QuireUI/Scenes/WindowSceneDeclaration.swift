/// A `WindowGroup` or a `Window`, as the app runtime uses it.
@MainActor
package struct WindowSceneDeclaration {
    package enum Kind: Hashable {
        /// A `WindowGroup`: any number of windows.
        case group
        /// A `Window`: one window, brought forward when opened again.
        case single
    }

    package let kind: Kind
    package let title: String?
    package let id: String?
    /// The type of value its windows present (`WindowGroup(for:)`), if any.
    package let presentedType: Any.Type?
    /// The value a window opened without one presents (`WindowGroup(for:content:defaultValue:)`).
    package let defaultValue: (@MainActor () -> AnyHashable)?
    /// The content of one window, given the window's presented value.
    package let makeContent: @MainActor (PresentedWindowValue) -> AnyView
    package var defaultSize: (width: Int, height: Int)?
    package var resizability = WindowResizability.automatic
    /// Whether the scene adds its own command (New Window, or the single window's item): not after
    /// `commandsRemoved()` or `commandsReplaced(content:)`.
    package var hasStandardCommands = true
    /// Whether the header bar shows the title (`windowStyle(.hiddenTitleBar)` hides it).
    package var showsTitle = true
    /// A `UtilityWindow`: a palette kept above the app's window it was opened from.
    package var isUtility = false

    init(kind: Kind, title: String?, id: String?, presentedType: Any.Type?, defaultValue: (@MainActor () -> AnyHashable)?,
         makeContent: @escaping @MainActor (PresentedWindowValue) -> AnyView) {
        self.kind = kind
        self.title = title
        self.id = id
        self.presentedType = presentedType
        self.defaultValue = defaultValue
        self.makeContent = makeContent
    }

}
