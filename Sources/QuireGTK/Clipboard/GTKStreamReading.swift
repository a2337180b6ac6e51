import CGtk
import Foundation

/// Reading what another program (or this one) sends through a GInputStream — a clipboard's or a
/// drop's contents — all of it into memory, asynchronously on the main loop.
@MainActor
enum GTKStreamReading {
    /// Reads `stream` to its end (closing it) and hands over the bytes, nil when reading failed.
    static func readAll(_ stream: UnsafeMutablePointer<GInputStream>, _ completion: @escaping @MainActor (Data?) -> Void) {
        // The memory stream takes what the stream gives; both close when done.
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
        }, AsyncCompletion(completion).passRetained())
    }

    /// `mimeTypes` as the NULL-terminated array GDK's reads take, for the duration of `body`.
    static func withMIMETypeArray<Result>(_ mimeTypes: [String],
                                          _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Result) -> Result {
        var types = mimeTypes.map { UnsafePointer(strdup($0)) }
        types.append(nil)
        defer { types.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        return types.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    }
}

/// A completion handed through GLib's `user_data` to an asynchronous call's callback, which takes it
/// back (the one retain) and runs it.
final class AsyncCompletion<Value> {
    let run: @MainActor (Value) -> Void

    init(_ run: @escaping @MainActor (Value) -> Void) {
        self.run = run
    }

    /// The retained pointer handed to GLib as `user_data`.
    func passRetained() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }
}
