import QuireCore

/// A source of bytes (CoreGraphics' `CGDataProvider`): here always data in memory.
public final class CGDataProvider {
    private let bytes: Data

    public init?(data: CFData) {
        bytes = data as Data
    }

    /// The provider's bytes.
    public var data: CFData? { bytes as NSData }
}
