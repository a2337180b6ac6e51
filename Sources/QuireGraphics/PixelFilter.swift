import Foundation

/// A filter applied to the pixels of a layer before it is composited (what `GraphicsContext.addFilter`
/// records): distances are in the layer's user space and scaled to device pixels when applied.
package enum PixelFilter: Hashable, Sendable {
    /// `[r', g', b', a'] = matrix × [r, g, b, a, 1]` on unpremultiplied components (0…1): 20 values,
    /// row by row, as SVG's feColorMatrix and SwiftUI's `ColorMatrix`.
    case colorMatrix([Double])
    /// A Gaussian blur whose standard deviation is `radius`.
    case blur(radius: CGFloat)
    /// A drop shadow: the layer's alpha in `color` (r, g, b, a), blurred by `radius`, moved by
    /// `offset`, under the layer (over it when `isAbove`; alone when `isOnly`).
    case shadow(color: [Double], radius: CGFloat, offset: CGSize, isAbove: Bool, isOnly: Bool)
    /// Pixels whose alpha is within `range` become `color`; the others transparent.
    case alphaThreshold(range: ClosedRange<Double>, color: [Double])
}

/// A premultiplied ARGB32 image in memory (a cairo image surface's pixels), filtered in place.
struct FilterBitmap {
    let width: Int
    let height: Int
    let stride: Int
    let data: UnsafeMutablePointer<UInt8>

    private func pixelPointer(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(data + y * stride + x * 4).assumingMemoryBound(to: UInt32.self)
    }

    /// Premultiplied channels (a, r, g, b) of every pixel, as doubles 0…255.
    func channels() -> [SIMD4<Double>] {
        var result = [SIMD4<Double>](repeating: .zero, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = pixelPointer(x, y).pointee
                result[y * width + x] = SIMD4(Double(pixel >> 24), Double((pixel >> 16) & 0xFF),
                                              Double((pixel >> 8) & 0xFF), Double(pixel & 0xFF))
            }
        }
        return result
    }

    func store(_ channels: [SIMD4<Double>]) {
        for y in 0..<height {
            for x in 0..<width {
                let value = channels[y * width + x]
                let a = Self.byte(value[0])
                func premultipliedByte(_ component: Double) -> UInt32 { min(Self.byte(component), a) }
                pixelPointer(x, y).pointee = a << 24 | premultipliedByte(value[1]) << 16
                    | premultipliedByte(value[2]) << 8 | premultipliedByte(value[3])
            }
        }
    }

    private static func byte(_ value: Double) -> UInt32 {
        value.isFinite ? UInt32(min(max(value.rounded(), 0), 255)) : 0
    }

    /// Applies `filter`; `scale` is device pixels per user-space unit, `offset` a user-space
    /// distance already in device pixels.
    func apply(_ filter: PixelFilter, scale: CGFloat, deviceOffset: (CGSize) -> CGSize) {
        switch filter {
        case .colorMatrix(let matrix) where matrix.count == 20:
            var pixels = channels()
            for index in pixels.indices {
                pixels[index] = Self.transform(pixels[index], by: matrix)
            }
            store(pixels)
        case .colorMatrix:
            return
        case .blur(let radius):
            var pixels = channels()
            blur(&pixels, sigma: Double(radius * scale))
            store(pixels)
        case let .shadow(color, radius, offset, isAbove, isOnly):
            let source = channels()
            var shadow = source.map { pixel in
                let alpha = pixel[0] / 255 * color[3]
                return SIMD4(alpha * 255, color[0] * alpha * 255, color[1] * alpha * 255, color[2] * alpha * 255)
            }
            blur(&shadow, sigma: Double(radius * scale))
            let shift = deviceOffset(offset)
            shadow = moved(shadow, dx: Int(shift.width.rounded()), dy: Int(shift.height.rounded()))
            if isOnly {
                store(shadow)
            } else {
                store(zip(source, shadow).map { content, shadow in
                    isAbove ? Self.over(shadow, content) : Self.over(content, shadow)
                })
            }
        case let .alphaThreshold(range, color):
            store(channels().map { pixel in
                guard range.contains(pixel[0] / 255) else { return .zero }
                let alpha = color[3] * 255
                return SIMD4(alpha, color[0] * alpha, color[1] * alpha, color[2] * alpha)
            })
        }
    }

    /// `top` composited over `bottom` (premultiplied).
    private static func over(_ top: SIMD4<Double>, _ bottom: SIMD4<Double>) -> SIMD4<Double> {
        top + bottom * (1 - top[0] / 255)
    }

    private static func transform(_ pixel: SIMD4<Double>, by m: [Double]) -> SIMD4<Double> {
        let alpha = pixel[0] / 255
        let r = alpha > 0 ? pixel[1] / 255 / alpha : 0
        let g = alpha > 0 ? pixel[2] / 255 / alpha : 0
        let b = alpha > 0 ? pixel[3] / 255 / alpha : 0
        func row(_ i: Int) -> Double {
            min(max(m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * alpha + m[i + 4], 0), 1)
        }
        let newAlpha = row(15)
        return SIMD4(newAlpha * 255, row(0) * newAlpha * 255, row(5) * newAlpha * 255, row(10) * newAlpha * 255)
    }

    private func moved(_ pixels: [SIMD4<Double>], dx: Int, dy: Int) -> [SIMD4<Double>] {
        guard dx != 0 || dy != 0 else { return pixels }
        var result = [SIMD4<Double>](repeating: .zero, count: pixels.count)
        for y in 0..<height where (0..<height).contains(y - dy) {
            for x in 0..<width where (0..<width).contains(x - dx) {
                result[y * width + x] = pixels[(y - dy) * width + x - dx]
            }
        }
        return result
    }

    /// A Gaussian blur approximated by three box blurs each way (within a few percent of the true
    /// curve), edges treated as transparent.
    private func blur(_ pixels: inout [SIMD4<Double>], sigma: Double) {
        guard sigma.isFinite, sigma >= 0.5 else { return }
        let boxRadius = Int(((sqrt(4 * sigma * sigma + 1) - 1) / 2).rounded(.up))
        for _ in 0..<3 {
            boxBlur(&pixels, radius: boxRadius, horizontal: true)
            boxBlur(&pixels, radius: boxRadius, horizontal: false)
        }
    }

    private func boxBlur(_ pixels: inout [SIMD4<Double>], radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let window = Double(2 * radius + 1)
        var line = [SIMD4<Double>](repeating: .zero, count: length)
        for lineIndex in 0..<lines {
            func index(_ position: Int) -> Int {
                horizontal ? lineIndex * width + position : position * width + lineIndex
            }
            var sum = SIMD4<Double>.zero
            for position in 0...min(radius, length - 1) { sum += pixels[index(position)] }
            for position in 0..<length {
                line[position] = sum / window
                let entering = position + radius + 1, leaving = position - radius
                if entering < length { sum += pixels[index(entering)] }
                if leaving >= 0 { sum -= pixels[index(leaving)] }
            }
            for position in 0..<length { pixels[index(position)] = line[position] }
        }
    }
}
