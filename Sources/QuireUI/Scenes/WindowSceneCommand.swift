/// The command a window scene brings (SwiftUI's scene commands): a `WindowGroup`'s "New Window" in the
/// `newItem` group (Ctrl+N for the main group of an app without documents), a `Window`'s item, its
/// title, in the `singleWindowList` group. Both open the scene's window through `openWindow`.
struct WindowSceneCommand: Commands, PrimitiveCommands {
    typealias Body = Never

    let declaration: WindowSceneDeclaration
    /// The scene's place among the app's window scenes.
    let index: Int
    let isMain: Bool

    func read(into reader: inout CommandsReader) {
        let openWindow = reader.environment.openWindow
        let request = WindowRequest(.scene(index))
        switch declaration.kind {
        case .group:
            let title = declaration.title.map { "New \($0) Window" } ?? "New Window"
            let item = CommandItem(title: title, kind: .button { openWindow.handler(request) },
                                   shortcut: isMain ? KeyboardShortcut("n") : nil, isEnabled: true)
            reader.addGroup(.newItem, .after, items: [item])
        case .single:
            let item = CommandItem(title: declaration.title ?? "", kind: .button { openWindow.handler(request) },
                                   shortcut: nil, isEnabled: true)
            reader.addGroup(.singleWindowList, .after, items: [item])
        }
    }
}
