import Foundation
import Testing
@testable import QuireGraphics
import QuireCore

/// One straight-alpha-free (premultiplied) RGBA pixel as read back from a bitmap.
struct RGBA: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    var description: String { "rgba(\(r), \(g), \(b), \(a))" }

    var isRed: Bool { r > 200 && g < 60 && b < 60 && a > 200 }
    var isGreen: Bool { g > 100 && r < 60 && b < 60 && a > 200 }
    var isBlue: Bool { b > 200 && r < 60 && g < 60 && a > 200 }
    var isWhite: Bool { r > 240 && g > 240 && b > 240 && a > 240 }
    var isTransparent: Bool { a == 0 }
}

/// An image's pixels read the way Apple code reads them: drawn into an RGBA (`premultipliedLast`)
/// bitmap context over a buffer of our own, so the layout conversion is exercised too.
struct PixelGrid {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    init(_ image: CGImage) throws {
        width = image.width
        height = image.height
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        let ok = buffer.withUnsafeMutableBytes { raw -> Bool in
            guard let context = CGContext(data: raw.baseAddress, width: image.width, height: image.height,
                                          bitsPerComponent: 8, bytesPerRow: image.width * 4,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            context.setBlendMode(.copy)
            context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
            return true
        }
        guard ok else { throw DocumentError(.ioFailure, detail: "no RGBA context") }
        bytes = buffer
    }

    init(png: Data) throws { try self.init(CGImage.decode(png)) }

    /// The pixel `x` from the left, `row` from the top (memory order).
    func pixel(x: Int, row: Int) -> RGBA {
        let offset = (row * width + x) * 4
        return RGBA(r: bytes[offset], g: bytes[offset + 1], b: bytes[offset + 2], a: bytes[offset + 3])
    }
}

enum TestImages {
    /// A `width` × `height` PNG: `top` colour over the upper half, `bottom` over the lower half.
    static func png(width: Int, height: Int, top: CGColor, bottom: CGColor) throws -> Data {
        let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(bottom)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height / 2))
        context.setFillColor(top)
        context.fill(CGRect(x: 0, y: height / 2, width: width, height: height - height / 2))
        return try #require(context.makeImage()).pngData()
    }

    /// A 16 × 8 solid blue JPEG (ImageMagick, quality 95).
    static let blueJPEG = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAn/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAcJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8Ajm38SsB//9k=") ?? Data()

    /// A PNG whose header claims `width` × `height` RGBA pixels, followed by an IDAT of a few zero
    /// bytes and IEND: what a decompression bomb looks like before anything is inflated.
    static func pngClaiming(width: UInt32, height: UInt32) -> Data {
        var data = Data(ImageHeader.pngSignature)
        var ihdr = Data()
        ihdr.append(contentsOf: bigEndian(width))
        ihdr.append(contentsOf: bigEndian(height))
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])   // 8-bit RGBA, deflate, no filter, no interlace
        data.append(chunk("IHDR", ihdr))
        data.append(chunk("IDAT", Data([0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])))
        data.append(chunk("IEND", Data()))
        return data
    }

    /// A JPEG whose frame header claims `width` × `height` pixels (and holds no image).
    static func jpegClaiming(width: UInt16, height: UInt16) -> Data {
        Data([0xFF, 0xD8,
              0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00,                     // a short APP0 to skip
              0xFF, 0xC0, 0x00, 0x0B, 0x08,
              UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
              0x01, 0x01, 0x11, 0x00,
              0xFF, 0xD9])
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ body: Data) -> Data {
        var data = Data(bigEndian(UInt32(body.count)))
        let typed = Data(type.utf8) + body
        data.append(typed)
        data.append(contentsOf: bigEndian(crc32(typed)))
        return data
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// Runs a poppler tool and returns its standard output.
enum Poppler {
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DocumentError(.ioFailure, detail: "\(tool) exited with \(process.terminationStatus)")
        }
        return data
    }

    /// The first page of `pdf` rendered at 72 dpi (one pixel per point) by `pdftoppm`.
    static func renderFirstPage(_ pdf: Data, in folder: URL) throws -> PixelGrid {
        let input = folder.appendingPathComponent("render-\(UUID().uuidString).pdf")
        try pdf.write(to: input)
        let prefix = input.deletingPathExtension().path
        try run("pdftoppm", ["-png", "-r", "72", "-singlefile", input.path, prefix])
        return try PixelGrid(png: Data(contentsOf: URL(fileURLWithPath: prefix + ".png")))
    }

    /// `pdftocairo -svg`: the page's vector content as SVG text.
    static func svg(of pdf: Data, in folder: URL) throws -> String {
        let input = folder.appendingPathComponent("svg-\(UUID().uuidString).pdf")
        try pdf.write(to: input)
        return String(decoding: try run("pdftocairo", ["-svg", input.path, "-"]), as: UTF8.self)
    }
}

/// A real folder under the system temp directory, removed when the test is done with it.
final class TemporaryFolder: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("quire-graphics-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
