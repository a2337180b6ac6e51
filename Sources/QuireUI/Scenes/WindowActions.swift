import Foundation

/// Opens a window of one of the app's window scenes (SwiftUI's `OpenWindowAction`, `\.openWindow`):
/// a `Window`'s window, or its window brought forward when open; a new window of a `WindowGroup`; a
/// window presenting a value, or the one presenting it already. A scene that does not exist is
/// reported on standard error and nothing opens, as SwiftUI logs it.
@MainActor
public struct OpenWindowAction {
    let handler: @MainActor (WindowRequest) -> Void

    nonisolated package init(handler: @escaping @MainActor (WindowRequest) -> Void) {
        self.handler = handler
    }

    /// Opens a window of the scene `id`.
    public func callAsFunction(id: String) {
        handler(WindowRequest(.id(id)))
    }

    /// Opens a window presenting `value`, in the first window group presenting values of its type.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        handler(WindowRequest(.value(AnyHashable(value), type: D.self, id: nil)))
    }

    /// Opens a window presenting `value` in the window group `id`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        handler(WindowRequest(.value(AnyHashable(value), type: D.self, id: id)))
    }
}

/// Closes windows of the app's window scenes (SwiftUI's `DismissWindowAction`, `\.dismissWindow`).
@MainActor
public struct DismissWindowAction {
    let handler: @MainActor (WindowRequest?) -> Void

    nonisolated package init(handler: @escaping @MainActor (WindowRequest?) -> Void) {
        self.handler = handler
    }

    /// Closes the window the view is in.
    public func callAsFunction() {
        handler(nil)
    }

    /// Closes the windows of the scene `id`.
    public func callAsFunction(id: String) {
        handler(WindowRequest(.id(id)))
    }

    /// Closes the window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        handler(WindowRequest(.value(AnyHashable(value), type: D.self, id: nil)))
    }

    /// Closes the window of the group `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        handler(WindowRequest(.value(AnyHashable(value), type: D.self, id: id)))
    }
}

/// Which windows an `openWindow` or `dismissWindow` call means.
package struct WindowRequest {
    package enum Target {
        /// The scene with this `id`.
        case id(String)
        /// A window presenting `value`, in the first group presenting `type` (named `id`, with one).
        case value(AnyHashable, type: Any.Type, id: String?)
        /// The scene at this place among the app's window scenes (its own command).
        case scene(Int)
    }

    package let target: Target

    package init(_ target: Target) {
        self.target = target
    }
}

/// Opens the app's `Settings` window (SwiftUI's `OpenSettingsAction`, `\.openSettings`), as the
/// primary menu's Preferences item does.
@MainActor
public struct OpenSettingsAction {
    let handler: @MainActor () -> Void

    nonisolated package init(handler: @escaping @MainActor () -> Void) {
        self.handler = handler
    }

    /// Opens the settings window, or brings it forward.
    public func callAsFunction() {
        handler()
    }
}

/// A button that opens the app's `Settings` window (SwiftUI's `SettingsLink`).
public struct SettingsLink<Label: View>: View {
    let label: Label
    @Environment(\.openSettings) private var openSettings

    /// A button showing `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        let openSettings = self.openSettings
        Button(action: { openSettings() }, label: { label })
    }
}

extension SettingsLink where Label == DefaultSettingsLinkLabel {
    /// A button titled "Preferences…", GNOME's name for settings.
    public init() {
        self.init { DefaultSettingsLinkLabel() }
    }
}

/// The default label of a `SettingsLink`.
public struct DefaultSettingsLinkLabel: View {
    public init() {}

    public var body: some View {
        Text("Preferences…")
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction {
        OpenWindowAction { _ in WindowRequest.reportOutsideApp("openWindow") }
    }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction {
        DismissWindowAction { _ in WindowRequest.reportOutsideApp("dismissWindow") }
    }
}

private struct OpenSettingsKey: EnvironmentKey {
    static var defaultValue: OpenSettingsAction {
        OpenSettingsAction { WindowRequest.reportOutsideApp("openSettings") }
    }
}

extension WindowRequest {
    /// What a window action does outside a running app: says so on standard error.
    @MainActor static func reportOutsideApp(_ action: String) {
        FileHandle.standardError.write(Data("\(action) was called outside a running app; nothing opens or closes\n".utf8))
    }
}

extension EnvironmentValues {
    /// Opens windows of the app's window scenes (`openWindow(id: "inspector")`, `openWindow(value: item.id)`).
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes windows of the app's window scenes (`dismissWindow()` closes the view's own).
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }

    /// Opens the app's `Settings` window.
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
}
