import Foundation
import QuireCore

extension View {
    /// Puts the items `payloadAction` returns on the clipboard when the person copies (Ctrl+C)
    /// while the keyboard focus is in this view (a text field inside copies its own text first).
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        PasteboardCommandView(content: self, key: "c", action: payloadAction.map { action in .copy(action) })
    }

    /// Puts the items `payloadAction` returns on the clipboard when the person cuts (Ctrl+X) while
    /// the keyboard focus is in this view; the action removes them.
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        PasteboardCommandView(content: self, key: "x", action: payloadAction.map { action in .copy(action) })
    }

    /// Gives `payloadAction` the clipboard's items of `supportedContentTypes` when the person
    /// pastes (Ctrl+V) while the keyboard focus is in this view and the clipboard holds such items.
    public func onPasteCommand(of supportedContentTypes: [UTType],
                               perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View {
        PasteboardCommandView(content: self, key: "v", action: .paste(supportedContentTypes, payloadAction))
    }

    /// `onPasteCommand(of:perform:)` whose `validator` turns the items into a payload first; a nil
    /// payload pastes nothing.
    public func onPasteCommand<Payload>(of supportedContentTypes: [UTType],
                                        validator: @escaping ([NSItemProvider]) -> Payload?,
                                        perform payloadAction: @escaping (Payload) -> Void) -> some View {
        PasteboardCommandView(content: self, key: "v", action: .paste(supportedContentTypes) { providers in
            if let payload = validator(providers) { payloadAction(payload) }
        })
    }

    /// `onPasteCommand(of:perform:)` with types named by identifiers.
    @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onPasteCommand(of supportedTypes: [String], perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View {
        onPasteCommand(of: supportedTypes.compactMap { UTType($0) }, perform: payloadAction)
    }

    /// `onPasteCommand(of:validator:perform:)` with types named by identifiers.
    @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onPasteCommand<Payload>(of supportedTypes: [String], validator: @escaping ([NSItemProvider]) -> Payload?,
                                        perform payloadAction: @escaping (Payload) -> Void) -> some View {
        onPasteCommand(of: supportedTypes.compactMap { UTType($0) }, validator: validator, perform: payloadAction)
    }
}

/// Copy, cut or paste on the window's Ctrl+C, Ctrl+X, Ctrl+V while the focus is in the content
/// (its `onKeyPress`), through the app's clipboard (a view, which reads the environment's).
private struct PasteboardCommandView<Content: View>: View {
    enum Action {
        case copy(() -> [NSItemProvider])
        case paste([UTType], ([NSItemProvider]) -> Void)
    }

    @Environment(\.clipboard) private var clipboard
    let content: Content
    let key: Character
    let action: Action?

    var body: some View {
        content.onKeyPress { press in
            guard press.modifiers == .control, press.key.character.lowercased() == String(key),
                  let clipboard, let action else { return .ignored }
            switch action {
            case .copy(let items):
                let providers = items()
                if !providers.isEmpty { clipboard.copy(providers) }
                return .handled
            case .paste(let types, let perform):
                return clipboard.paste(types, into: perform) ? .handled : .ignored
            }
        }
    }
}
