import Foundation
import Testing
@testable import QuireGraphics

/// A template image's pixels repainted by cairo: each pixel keeps its opacity and takes the colour,
/// whatever colour it had.
@Suite struct TemplateTintTests {
    /// Premultiplied ARGB32 pixels in native byte order, as 32-bit words.
    private static func pixel(a: UInt32, r: UInt32, g: UInt32, b: UInt32) -> UInt32 { a << 24 | r << 16 | g << 8 | b }

    @Test func eachPixelKeepsItsOpacityInTheNewColour() {
        // Opaque green, half-transparent white, transparent, opaque black — then one padding word.
        var pixels: [UInt32] = [Self.pixel(a: 255, r: 0, g: 200, b: 0), Self.pixel(a: 128, r: 128, g: 128, b: 128),
                                0, Self.pixel(a: 255, r: 0, g: 0, b: 0)]
        pixels.withUnsafeMutableBytes { raw in
            TemplateTint.tint(raw.baseAddress!, width: 2, height: 2, bytesPerRow: 8, color: (1, 0.5, 0, 1))
        }
        #expect(pixels[0] == Self.pixel(a: 255, r: 255, g: 128, b: 0))
        #expect(pixels[1] == Self.pixel(a: 128, r: 128, g: 64, b: 0), "premultiplied: the colour at half opacity")
        #expect(pixels[2] == 0, "a transparent pixel stays transparent")
        #expect(pixels[3] == Self.pixel(a: 255, r: 255, g: 128, b: 0), "black takes the colour too")
    }

    @Test func aTranslucentColourScalesTheOpacity() {
        var pixels: [UInt32] = [Self.pixel(a: 255, r: 10, g: 20, b: 30)]
        pixels.withUnsafeMutableBytes { raw in
            TemplateTint.tint(raw.baseAddress!, width: 1, height: 1, bytesPerRow: 4, color: (0, 0, 1, 0.5))
        }
        #expect(pixels[0] == Self.pixel(a: 128, r: 0, g: 0, b: 128))
    }
}
