import CGdkPixbuf
import QuireCore

extension CGImage {
    /// A symbolic icon's picture (an SVG or PNG file of an icon theme) at `size` × `size` pixels,
    /// painted in `color` (red, green, blue, alpha): a symbolic icon is a shape whose colour is the
    /// text's, as GTK recolours it. Nil when the file can't be read.
    package static func symbolicIcon(atPath path: String, size: Int, color: [Double]) -> CGImage? {
        guard size > 0, color.count == 4,
              let pixbuf = gdk_pixbuf_new_from_file_at_size(path, Int32(size), Int32(size), nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        // The file is known to be readable; an unexpected pixel layout shows no icon.
        guard let storage = try? ImageDecoder.storage(from: pixbuf) else { return nil }
        func component(_ value: Double) -> UInt32 { UInt32(min(max(value, 0), 1) * 255) }
        for row in 0..<storage.height {
            let pixels = (storage.bytes + row * storage.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for column in 0..<storage.width {
                let alpha = (pixels[column] >> 24) * component(color[3]) / 255
                pixels[column] = alpha << 24 | component(color[0]) * alpha / 255 << 16
                    | component(color[1]) * alpha / 255 << 8 | component(color[2]) * alpha / 255
            }
        }
        return CGImage(storage: storage)
    }
}
