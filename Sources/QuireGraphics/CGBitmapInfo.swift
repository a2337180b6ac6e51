/// Where a pixel's alpha is and whether colours are premultiplied by it (CoreGraphics' raw values).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// A bitmap's layout: alpha info in the low bits, byte order above (CoreGraphics' raw values).
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }

    /// The alpha info in these bits, if it is one CoreGraphics defines.
    public var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
}

/// Where the red, green, blue and alpha bytes of a 32-bit pixel sit, for the 8-bit RGB layouts
/// QuireGraphics converts to and from cairo's native one.
struct PixelLayout: Equatable {
    let red: Int
    let green: Int
    let blue: Int
    /// nil: the byte is padding (a `noneSkip…` layout); it reads as opaque and is written as 255.
    let alpha: Int?

    /// cairo's `CAIRO_FORMAT_ARGB32`: premultiplied, native-endian 32-bit ARGB (B, G, R, A in memory on
    /// the little-endian machines Linux runs on).
    static let cairo = PixelLayout(red: 2, green: 1, blue: 0, alpha: 3)

    /// The layout `bitmapInfo` names for 8 bits per component and 32 bits per pixel, or nil when
    /// CoreGraphics contexts don't support it either (non-premultiplied alpha, no alpha byte, floats).
    init?(bitmapInfo: CGBitmapInfo) {
        guard !bitmapInfo.contains(.floatComponents), let alphaInfo = bitmapInfo.alphaInfo else { return nil }
        let alphaFirst: Bool, hasAlpha: Bool
        switch alphaInfo {
        case .premultipliedLast: (alphaFirst, hasAlpha) = (false, true)
        case .premultipliedFirst: (alphaFirst, hasAlpha) = (true, true)
        case .noneSkipLast: (alphaFirst, hasAlpha) = (false, false)
        case .noneSkipFirst: (alphaFirst, hasAlpha) = (true, false)
        case .none, .last, .first, .alphaOnly: return nil
        }
        // Byte positions in the name's order (big-endian, also the default); 32-bit little reverses them.
        var positions = alphaFirst ? (red: 1, green: 2, blue: 3, alpha: 0) : (red: 0, green: 1, blue: 2, alpha: 3)
        switch bitmapInfo.intersection(.byteOrderMask) {
        case .byteOrderDefault, .byteOrder32Big: break
        case .byteOrder32Little:
            positions = (3 - positions.red, 3 - positions.green, 3 - positions.blue, 3 - positions.alpha)
        default: return nil
        }
        self.init(red: positions.red, green: positions.green, blue: positions.blue,
                  alpha: hasAlpha ? positions.alpha : nil)
    }

    init(red: Int, green: Int, blue: Int, alpha: Int?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
