import CGtk
import Foundation
import QuireCore

/// A GdkContentProvider subclass registered from Swift (`QuireContentProvider`) offering a
/// `PasteboardExport`: its formats are the export's MIME types, and each is made only when a
/// receiver — a drop target or another app reading the clipboard — asks for it. Making the bytes
/// may suspend (a `Transferable`'s exporter), so the write is asynchronous: a GTask finishes once
/// the bytes are all written to GDK's stream.
enum GTKContentProvider {
    private static let stateKey = "quire-pasteboard-export"

    /// A new provider of `export` (the caller owns the reference).
    @MainActor
    static func make(_ export: PasteboardExport) -> UnsafeMutablePointer<GdkContentProvider> {
        let object = g_object_new_with_properties(type, 0, nil, nil)!
        g_object_set_data_full(object, stateKey,
                               Unmanaged.passRetained(ExportBox(export)).toOpaque()) { box in
            guard let box else { return }
            Unmanaged<ExportBox>.fromOpaque(box).release()
        }
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GdkContentProvider.self)
    }

    private final class ExportBox {
        let export: PasteboardExport
        init(_ export: PasteboardExport) { self.export = export }
    }

    private static func export(of provider: UnsafeMutablePointer<GdkContentProvider>?) -> PasteboardExport? {
        guard let provider, let box = g_object_get_data(UnsafeMutableRawPointer(provider).assumingMemoryBound(to: GObject.self), stateKey)
        else { return nil }
        return Unmanaged<ExportBox>.fromOpaque(box).takeUnretainedValue().export
    }

    private static let type: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GdkContentProviderClass>.size)
        info.instance_size = guint16(MemoryLayout<GdkContentProvider>.size)
        info.class_init = { typeClass, _ in
            guard let providerClass = typeClass?.assumingMemoryBound(to: GdkContentProviderClass.self) else { return }
            providerClass.pointee.ref_formats = { provider in
                let builder = gdk_content_formats_builder_new()
                for mimeType in GTKContentProvider.export(of: provider)?.mimeTypes ?? [] {
                    gdk_content_formats_builder_add_mime_type(builder, mimeType)
                }
                return gdk_content_formats_builder_free_to_formats(builder)
            }
            providerClass.pointee.write_mime_type_async = { provider, mimeType, stream, priority, cancellable, callback, data in
                let task = g_task_new(provider.map { UnsafeMutableRawPointer($0) }, cancellable, callback, data)
                guard let export = GTKContentProvider.export(of: provider), let mimeType, let stream, let task else { return }
                // GDK reads on the main loop; the export's bytes are made off it, then written back on it.
                nonisolated(unsafe) let writing = (stream: stream, task: task, cancellable: cancellable)
                g_object_ref(UnsafeMutableRawPointer(stream))
                let type = String(cString: mimeType)
                Task { @MainActor in
                    let bytes: Data
                    do {
                        bytes = try await export.data(for: type)
                    } catch {
                        return GTKContentProvider.finish(writing.task, writing.stream, error: "\(error)")
                    }
                    GTKContentProvider.write(bytes, to: writing.stream, priority: priority, cancellable: writing.cancellable,
                                             task: writing.task)
                }
            }
            providerClass.pointee.write_mime_type_finish = { _, result, error in
                g_task_propagate_boolean(result, error)
            }
        }
        return g_type_register_static(gdk_content_provider_get_type(), "QuireContentProvider", &info, GTypeFlags(rawValue: 0))
    }()

    /// Writes all of `bytes` to `stream`, then finishes `task`.
    @MainActor
    private static func write(_ bytes: Data, to stream: UnsafeMutablePointer<GOutputStream>, priority: Int32,
                              cancellable: UnsafeMutablePointer<GCancellable>?, task: OpaquePointer) {
        let buffer = WriteBuffer(bytes, stream: stream, task: task)
        g_output_stream_write_all_async(stream, buffer.bytes.baseAddress, gsize(buffer.bytes.count), priority, cancellable,
                                        { source, result, data in
                guard let data else { return }
                let buffer = Unmanaged<WriteBuffer>.fromOpaque(data).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let written = g_output_stream_write_all_finish(UnsafeMutablePointer(OpaquePointer(source)), result, nil, &error) != 0
                let message = error.map { String(cString: $0.pointee.message) }
                if let error { g_error_free(error) }
                MainActor.assumeIsolated {
                    GTKContentProvider.finish(buffer.task, buffer.stream, error: written ? nil : message ?? "the write failed")
                }
            }, Unmanaged.passRetained(buffer).toOpaque())
    }

    /// Ends a write: the task returns success or the error, and lets go of the stream and itself.
    @MainActor
    private static func finish(_ task: OpaquePointer, _ stream: UnsafeMutablePointer<GOutputStream>, error: String?) {
        if let error {
            g_task_return_error(task, g_error_new_literal(g_io_error_quark(), Int32(G_IO_ERROR_FAILED.rawValue), error))
        } else {
            g_task_return_boolean(task, 1)
        }
        g_object_unref(UnsafeMutableRawPointer(task))
        g_object_unref(UnsafeMutableRawPointer(stream))
    }

    /// The bytes being written (GIO holds a pointer to them until the write finishes, so they are
    /// a copy of their own) and what the write finishes.
    private final class WriteBuffer {
        let bytes: UnsafeMutableRawBufferPointer
        let stream: UnsafeMutablePointer<GOutputStream>
        let task: OpaquePointer

        init(_ data: Data, stream: UnsafeMutablePointer<GOutputStream>, task: OpaquePointer) {
            let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 1)
            storage.copyBytes(from: data)
            bytes = UnsafeMutableRawBufferPointer(rebasing: storage[..<data.count])
            self.stream = stream
            self.task = task
        }

        deinit {
            bytes.deallocate()
        }
    }
}
