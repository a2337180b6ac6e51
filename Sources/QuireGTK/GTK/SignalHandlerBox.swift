import CGtk
import QuireUI

/// Carries a Swift handler through GLib as a signal's `user_data`.
///
/// The connection owns the box: `connect` hands GLib one retain and the destroy notify — run once,
/// when the handler is disconnected or the instance finalized — gives it back. Nothing else retains
/// it. A handler must not capture the `GObjectRef` of the object it is connected to strongly: the
/// object would then keep itself alive.
final class SignalHandlerBox<Handler> {
    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
    }

    /// The retained pointer handed to GLib as `user_data`.
    func passRetained() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind a `user_data` pointer, without taking ownership.
    static func from(_ data: UnsafeMutableRawPointer?) -> SignalHandlerBox? {
        guard let data else { return nil }
        return Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
    }

    /// The `GClosureNotify` given with every connection: drops the retain `passRetained` took.
    static var releaseNotify: GClosureNotify {
        { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }
}
