import QuireCore

/// A colour space. QuireGraphics draws in sRGB, so the RGB spaces below are the ones it accepts;
/// `CGColorSpace(name:)` returns nil for any other name rather than drawing colours wrongly.
public final class CGColorSpace: Equatable, Sendable {
    private let storedName: String
    private let isDevice: Bool

    /// The space's name, one of the constants below; nil for the device space.
    public var name: CFString? { isDevice ? nil : NSString(string: storedName) }

    /// sRGB (IEC 61966-2-1).
    public static var sRGB: CFString { "kCGColorSpaceSRGB" }
    /// Generic RGB; QuireGraphics treats it as sRGB, as device RGB is on Linux.
    public static var genericRGB: CFString { "kCGColorSpaceGenericRGB" }

    static let supportedNames: Set<String> = ["kCGColorSpaceSRGB", "kCGColorSpaceGenericRGB", "kCGColorSpaceDeviceRGB"]

    /// The named colour space, or nil when QuireGraphics can't draw in it.
    public init?(name: CFString) {
        let string = name as String
        guard Self.supportedNames.contains(string) else { return nil }
        storedName = string
        isDevice = false
    }

    init(deviceRGB: Void) {
        storedName = "kCGColorSpaceDeviceRGB"
        isDevice = true
    }

    /// Always 3: QuireGraphics' spaces are RGB.
    public var numberOfComponents: Int { 3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.storedName == rhs.storedName }
}

/// The device RGB space (sRGB on Linux).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(deviceRGB: ()) }
