import CGtk
import Foundation
import QuireCore
import QuireUI

/// The display's clipboard (GdkClipboard) for `PasteButton` and `ShareLink`. What it offers is read
/// from its formats' MIME types (X11 text arrives as `text/plain;charset=utf-8`); it is read with
/// GDK's asynchronous calls, each completion's closure owned by the call's `user_data` until the
/// callback runs.
@MainActor
final class GTKClipboard: ClipboardBackend {
    var onChange: (@MainActor () -> Void)?
    private let clipboard: OpaquePointer

    init?() {
        guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else {
            return nil
        }
        self.clipboard = clipboard
        // The display owns the clipboard for the life of the process; the signal stays connected.
        GObjectRef(retaining: UnsafeMutableRawPointer(clipboard)).connect("changed") { [weak self] in
            self?.onChange?()
        }
    }

    var flavors: Set<ClipboardFlavor> {
        let types = mimeTypes
        var flavors: Set<ClipboardFlavor> = []
        if types.contains(where: { $0.hasPrefix("text/plain") || ["UTF8_STRING", "STRING", "TEXT"].contains($0) }) {
            flavors.insert(.text)
        }
        if types.contains("text/uri-list") {
            flavors.insert(.uriList)
        }
        if !types.isEmpty {
            flavors.insert(.bytes)
        }
        return flavors
    }

    func copy(text: String, urls: [URL]) {
        guard !urls.isEmpty else {
            gdk_clipboard_set_text(clipboard, text)
            return
        }
        let uriList = urls.map(\.absoluteString).joined(separator: "\r\n") + "\r\n"
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = [Self.provider("text/uri-list", uriList),
                                           Self.provider("text/plain;charset=utf-8", text)]
        let union = providers.withUnsafeMutableBufferPointer {
            gdk_content_provider_new_union($0.baseAddress, gsize($0.count))
        }
        gdk_clipboard_set_content(clipboard, union)
        g_object_unref(UnsafeMutableRawPointer(union))
    }

    private static func provider(_ mimeType: String, _ text: String) -> UnsafeMutablePointer<GdkContentProvider>? {
        let bytes = Array(text.utf8)
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        return gdk_content_provider_new_for_bytes(mimeType, data)
    }

    func readText(_ completion: @escaping @MainActor (String?) -> Void) {
        gdk_clipboard_read_text_async(clipboard, nil, { source, result, data in
            guard let data else { return }
            let completion = Unmanaged<AsyncCompletion<String?>>.fromOpaque(data).takeRetainedValue()
            let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
            defer { g_free(text) }
            let value = text.map { String(cString: $0) }
            MainActor.assumeIsolated { completion.run(value) }
        }, AsyncCompletion<String?>(completion).passRetained())
    }

    func readURIs(_ completion: @escaping @MainActor ([URL]?) -> Void) {
        read([PasteboardMIMEType.uriList]) { data in
            completion(data.map(PasteboardImport.urls(inURIList:)))
        }
    }

    func readBytes(_ completion: @escaping @MainActor (Data?) -> Void) {
        guard let first = mimeTypes.first else { return completion(nil) }
        read([first], completion)
    }

    /// Reads the clipboard as the first of `mimeTypes` it offers, all of it into memory.
    private func read(_ mimeTypes: [String], _ completion: @escaping @MainActor (Data?) -> Void) {
        GTKStreamReading.withMIMETypeArray(mimeTypes) { types in
            gdk_clipboard_read_async(clipboard, types, Int32(G_PRIORITY_DEFAULT), nil, { source, result, data in
                guard let data else { return }
                let completion = Unmanaged<AsyncCompletion<Data?>>.fromOpaque(data).takeRetainedValue()
                guard let stream = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, nil) else {
                    return MainActor.assumeIsolated { completion.run(nil) }
                }
                MainActor.assumeIsolated { GTKStreamReading.readAll(stream, completion.run) }
            }, AsyncCompletion(completion).passRetained())
        }
    }

    var mimeTypes: [String] {
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return [] }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
        return (0..<Int(count)).compactMap { types[$0].map { String(cString: $0) } }
    }

    func read(mimeType: String, _ completion: @escaping @MainActor (Data?) -> Void) {
        read([mimeType], completion)
    }

    func copy(_ export: PasteboardExport) {
        let provider = GTKContentProvider.make(export)
        gdk_clipboard_set_content(clipboard, provider)
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
