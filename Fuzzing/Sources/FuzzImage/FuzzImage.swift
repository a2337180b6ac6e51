import FuzzSupport
import Foundation
import QuireCore
@testable import QuireGraphics

/// The image bounds check in front of the decoders (`ImageHeader`, `GraphicsLimits`) and the decoders
/// behind it (`CGImage.decode`: cairo/libpng for PNG, gdk-pixbuf for JPEG), on arbitrary bytes.
///
/// The header walk must never trap or read past the end. Decoding may only succeed for an image whose
/// header the walk found and the limits allow, at exactly the header's size; a header over the limits
/// must be refused as `.tooLarge` before any decoder runs (`-rss_limit_mb` and ASan's allocation limit
/// catch a decoder that was reached and allocated for a bomb); every other refusal is `.corrupt` (or
/// `.unsupportedType`, should gdk-pixbuf lack its JPEG loader).
@main
enum FuzzImage {
    static func main() {
        Fuzzer.run {
            return { data in
                let header = try? ImageHeader(of: data)
                if let header {
                    require(header.width >= 0 && header.height >= 0 && header.width <= 0xFFFF_FFFF && header.height <= 0xFFFF_FFFF,
                            "impossible header size \(header.width) × \(header.height)")
                }
                do {
                    let image = try CGImage.decode(data)
                    guard let header else { return require(false, "decoded an image whose header was refused") }
                    require(GraphicsLimits.allows(width: header.width, height: header.height),
                            "decoded an image beyond the limits: \(header.width) × \(header.height)")
                    require(image.width == header.width && image.height == header.height,
                            "decoded \(image.width) × \(image.height), header says \(header.width) × \(header.height)")
                    require(image.bytesPerRow >= image.width * 4, "rows shorter than the width")
                } catch let error as DocumentError {
                    switch error.code {
                    case .tooLarge:
                        require(header.map { !GraphicsLimits.allows(width: $0.width, height: $0.height) } == true,
                                "refused as too large within the limits: \(error.message)")
                    case .corrupt, .unsupportedType:
                        if let header, header.width > 0, header.height > 0 {
                            require(GraphicsLimits.allows(width: header.width, height: header.height),
                                    "a header over the limits must be refused as too large: \(error.message)")
                        }
                    default:
                        require(false, "refused with \(error.code): \(error.message)")
                    }
                } catch {
                    require(false, "not a DocumentError: \(error)")
                }
            }
        }
    }
}
