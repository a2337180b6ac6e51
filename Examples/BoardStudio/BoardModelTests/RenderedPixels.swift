import BoardModel
import Foundation
import QuireCore
import QuireGraphics
import Testing

/// Pixels of a rendered board, read back by drawing the decoded PNG into an RGBA bitmap.
struct RenderedPixels {
    struct Pixel: Equatable, CustomStringConvertible {
        var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        var description: String { "rgba(\(r), \(g), \(b), \(a))" }
        var isRed: Bool { r > 200 && g < 60 && b < 60 && a > 200 }
        var isBlue: Bool { b > 200 && r < 60 && g < 60 && a > 200 }
        var isYellow: Bool { r > 200 && g > 200 && b < 60 && a > 200 }
        var isGreen: Bool { g > 100 && r < 60 && b < 60 && a > 200 }
        var isWhite: Bool { r > 240 && g > 240 && b > 240 && a > 240 }
    }

    let width: Int
    let height: Int
    private let bytes: [UInt8]

    init(png: Data) throws {
        let image = try CGImage.decode(png)
        width = image.width
        height = image.height
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        buffer.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                                    bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            context?.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        }
        bytes = buffer
    }

    /// The pixel at board coordinates (top-left origin, y down), in pixels.
    subscript(x: Int, y: Int) -> Pixel {
        let offset = (y * width + x) * 4
        return Pixel(r: bytes[offset], g: bytes[offset + 1], b: bytes[offset + 2], a: bytes[offset + 3])
    }
}

enum RenderFixtures {
    static let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A PNG `width` × `height`: the left half `left`, the right half `right` (as seen upright).
    static func png(width: Int, height: Int, left: CGColor, right: CGColor) throws -> Data {
        let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(left)
        context.fill(CGRect(x: 0, y: 0, width: width / 2, height: height))
        context.setFillColor(right)
        context.fill(CGRect(x: width / 2, y: 0, width: width - width / 2, height: height))
        return try #require(context.makeImage()).pngData()
    }

    /// A PNG `width` × `height`: the top half `top`, the bottom half `bottom` (as seen upright).
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

    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    /// 200 × 100 points: a red stroke 10 wide along y = 50 from x = 20 to 180 (a wobbly line of five
    /// points, so it goes through the curve code), nothing else.
    /// A 16 × 8 blue JPEG.
    static let blueJPEGBase64 = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAn/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAcJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8Ajm38SsB//9k="

    static func strokeBoard() -> BoardSnapshot {
        let points = [(20.0, 50.0), (60.0, 52.0), (100.0, 50.0), (140.0, 48.0), (180.0, 50.0)]
        return BoardSnapshot(schemaVersion: 1, canvasSize: CodableSize(width: 200, height: 100), backgroundPNG: nil,
                             strokes: [InkStroke(color: red, width: 10, points: points.map { CodablePoint(x: $0.0, y: $0.1) })],
                             stickers: [])
    }

    /// Writes `pdf` and renders its first page at 72 dpi with pdftoppm; returns the PNG.
    static func renderPDF(_ pdf: Data, in folder: URL) throws -> Data {
        let input = folder.appendingPathComponent("page-\(UUID().uuidString).pdf")
        try pdf.write(to: input)
        let prefix = input.deletingPathExtension().path
        try runTool("pdftoppm", ["-png", "-r", "72", "-singlefile", input.path, prefix])
        return try Data(contentsOf: URL(fileURLWithPath: prefix + ".png"))
    }

    @discardableResult
    static func runTool(_ tool: String, _ arguments: [String]) throws -> Data {
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
}
