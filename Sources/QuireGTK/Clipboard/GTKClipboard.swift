import CGtk
import Foundation
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

    private var mimeTypes: [String] {
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return [] }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
        return (0..<Int(count)).compactMap { types[$0].map { String(cString: $0) } }
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
        let box = Unmanaged.passRetained(AsyncCompletion<String?>(completion)).toOpaque()
        gdk_clipboard_read_text_async(clipboard, nil, { source, result, data in
            guard let data else { return }
            let completion = Unmanaged<AsyncCompletion<String?>>.fromOpaque(data).takeRetainedValue()
            let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
            defer { g_free(text) }
            let value = text.map { String(cString: $0) }
            MainActor.assumeIsolated { completion.run(value) }
        }, box)
    }

    func readURIs(_ completion: @escaping @MainActor ([URL]?) -> Void) {
        read(["text/uri-list"]) { data in
            guard let data, let list = String(data: data, encoding: .utf8) else { return completion(nil) }
            // RFC 2483: one URI a line, lines starting with # are comments.
            completion(list.split(whereSeparator: \.isNewline).compactMap { line in
                line.hasPrefix("#") ? nil : URL(string: String(line))
            })
        }
    }

    func readBytes(_ completion: @escaping @MainActor (Data?) -> Void) {
        guard let first = mimeTypes.first else { return completion(nil) }
        read([first], completion)
    }

    /// Reads the clipboard as the first of `mimeTypes` it offers, all of it into memory.
    private func read(_ mimeTypes: [String], _ completion: @escaping @MainActor (Data?) -> Void) {
        var types = mimeTypes.map { UnsafePointer(strdup($0)) }
        types.append(nil)
        defer { types.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        let box = Unmanaged.passRetained(AsyncCompletion<Data?>(completion)).toOpaque()
        types.withUnsafeMutableBufferPointer { pointer in
            gdk_clipboard_read_async(clipboard, pointer.baseAddress, Int32(G_PRIORITY_DEFAULT), nil, { source, result, data in
                guard let data else { return }
                let stream = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, nil)
                guard let stream else {
                    let completion = Unmanaged<AsyncCompletion<Data?>>.fromOpaque(data).takeRetainedValue()
                    MainActor.assumeIsolated { completion.run(nil) }
                    return
                }
                // The memory stream takes what the clipboard's stream gives; both close when done.
                let memory = g_memory_output_stream_new_resizable()
                let flags = GOutputStreamSpliceFlags(rawValue: G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE.rawValue
                    | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET.rawValue)
                g_output_stream_splice_async(memory, stream, flags, Int32(G_PRIORITY_DEFAULT), nil, { target, result, data in
                    guard let data else { return }
                    let completion = Unmanaged<AsyncCompletion<Data?>>.fromOpaque(data).takeRetainedValue()
                    let memory = UnsafeMutablePointer<GMemoryOutputStream>(OpaquePointer(target))
                    var bytes: Data?
                    if g_output_stream_splice_finish(UnsafeMutablePointer(OpaquePointer(target)), result, nil) >= 0,
                       let stolen = g_memory_output_stream_steal_as_bytes(memory) {
                        var size: gsize = 0
                        let pointer = g_bytes_get_data(stolen, &size)
                        bytes = pointer.map { Data(bytes: $0, count: Int(size)) } ?? Data()
                        g_bytes_unref(stolen)
                    }
                    g_object_unref(target.map { UnsafeMutableRawPointer($0) })
                    MainActor.assumeIsolated { completion.run(bytes) }
                }, data)
                g_object_unref(UnsafeMutableRawPointer(stream))
            }, box)
        }
    }
}

/// A completion handed through GLib's `user_data` to an asynchronous call's callback, which takes it
/// back (the one retain) and runs it.
private final class AsyncCompletion<Value> {
    let run: @MainActor (Value) -> Void

    init(_ run: @escaping @MainActor (Value) -> Void) {
        self.run = run
    }
}
