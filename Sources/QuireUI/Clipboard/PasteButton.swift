import Foundation
import QuireCore

/// A button that pastes the clipboard's contents (SwiftUI's `PasteButton`), titled Paste with the
/// clipboard icon. It is sensitive only while the clipboard holds something of the payload type —
/// text for `String`, a URI list or text naming URLs for `URL`, any bytes for `Data`; for another
/// `Transferable`, text when one of its representations imports plain text, else bytes its importers
/// try in turn — and a click reads it and gives `onPaste` the items.
public struct PasteButton: View {
    @Environment(\.clipboard) private var clipboard
    let payload: PastePayload

    /// A button pasting values of `payloadType` into `onPaste`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping @MainActor ([T]) -> Void) {
        payload = PastePayload(T.self, onPaste: onPaste)
    }

    public var body: some View {
        Button {
            guard let clipboard else { return }
            payload.paste(clipboard.backend)
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .disabled(!payload.canPaste(clipboard?.flavors ?? []))
    }
}

/// How a paste button reads its payload type from the clipboard.
@MainActor
struct PastePayload {
    let canPaste: @MainActor (Set<ClipboardFlavor>) -> Bool
    let paste: @MainActor (any ClipboardBackend) -> Void

    init<T: Transferable>(_ type: T.Type, onPaste: @escaping @MainActor ([T]) -> Void) {
        switch type {
        case is String.Type:
            canPaste = { $0.contains(.text) }
            paste = { clipboard in
                clipboard.readText { text in
                    if let items = text.map({ [$0] }) as? [T] { onPaste(items) }
                }
            }
        case is URL.Type:
            canPaste = { $0.contains(.uriList) || $0.contains(.text) }
            paste = { clipboard in
                let deliver: @MainActor ([URL]) -> Void = { urls in
                    if !urls.isEmpty, let items = urls as? [T] { onPaste(items) }
                }
                guard clipboard.flavors.contains(.uriList) else {
                    clipboard.readText { text in deliver(Self.urls(in: text ?? "")) }
                    return
                }
                clipboard.readURIs { deliver($0 ?? []) }
            }
        case is Data.Type:
            canPaste = { $0.contains(.bytes) }
            paste = { clipboard in
                clipboard.readBytes { data in
                    if let items = data.map({ [$0] }) as? [T] { onPaste(items) }
                }
            }
        default:
            // Any other `Transferable` is made by its own importers: from the clipboard's text when
            // one of them takes plain text, else from its bytes, trying each importer in turn.
            let takesText = T.importedContentTypes().contains { UTType.utf8PlainText.conforms(to: $0) }
            canPaste = { $0.contains(takesText ? .text : .bytes) }
            paste = { clipboard in
                let deliver: @Sendable (Data, UTType?) -> Void = { data, type in
                    Task { @MainActor in
                        do {
                            onPaste([try await T(importing: data, contentType: type)])
                        } catch {
                            FileHandle.standardError.write(Data("PasteButton: the clipboard's contents are not a \(T.self): \(error)\n".utf8))
                        }
                    }
                }
                if takesText {
                    clipboard.readText { text in text.map { deliver(Data($0.utf8), .utf8PlainText) } }
                } else {
                    clipboard.readBytes { data in data.map { deliver($0, nil) } }
                }
            }
        }
    }

    /// The URLs a pasted text names, one a line (a URL needs a scheme: plain words are not URLs).
    static func urls(in text: String) -> [URL] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let url = URL(string: trimmed), url.scheme != nil else { return nil }
            return url
        }
    }
}
