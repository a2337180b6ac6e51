/// How large an image or bitmap QuireGraphics agrees to hold. An RGBA pixel is 4 bytes, so the area
/// limit bounds one bitmap to 256 MiB; images are checked against it from their header, before any
/// pixel is decoded, so a small file claiming an enormous size (a decompression bomb) costs nothing.
enum GraphicsLimits {
    /// The longest side of any bitmap context or decoded image, in pixels.
    static let maximumSide = 16_384
    /// The most pixels in one bitmap context or decoded image: 8192 × 8192.
    static let maximumPixelCount = 8192 * 8192

    static func allows(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumSide && height <= maximumSide
            && width * height <= maximumPixelCount
    }

    static var description: String { "at most 8192 × 8192 pixels (and no side over \(maximumSide))" }
}
