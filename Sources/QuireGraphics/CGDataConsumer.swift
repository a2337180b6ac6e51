import QuireCore

/// Where a PDF context writes (CoreGraphics' `CGDataConsumer`): bytes are appended to a mutable data
/// object as cairo produces them.
public final class CGDataConsumer {
    let data: CFMutableData

    /// A consumer appending to `data`.
    public init?(data: CFMutableData) {
        self.data = data
    }

    func append(_ bytes: UnsafePointer<UInt8>, count: Int) {
        data.append(bytes, length: count)
    }
}
