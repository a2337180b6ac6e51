import CGtk
import QuireUI
import Foundation
import QuireGraphics

/// `Canvas` on GTK: a GtkDrawingArea that keeps what it painted in a bitmap (the backing store).
/// A change repaints only the damaged rectangle of the bitmap (the commands touching it, clipped to
/// it); each frame then copies the bitmap onto the cairo context GTK hands the draw function. The
/// area takes the keyboard focus when clicked, so `.onKeyPress` on a canvas hears arrow keys.
final class GTKCanvas: GTKWidget, CanvasWidget {
    var onDraw: (@MainActor (CGSize) -> CanvasDisplayList)?
    private var backing: CGContext?
    private var backingSize = CGSize.zero
    private var backingScale: CGFloat = 1
    /// What the backing store needs repainting: nil nothing, `.null`… everything when `needsFull`.
    private var dirty: CGRect?
    private var needsFull = true

    init() {
        super.init(adopting: gtk_drawing_area_new())
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_focusable(widget, 1)
        gtk_widget_set_focus_on_click(widget, 1)
        let area = UnsafeMutablePointer<GtkDrawingArea>(OpaquePointer(ref.object))
        let box = Unmanaged.passRetained(WeakCanvas(self)).toOpaque()
        gtk_drawing_area_set_draw_func(
            area,
            { _, cairo, width, height, data in
                guard let cairo, let data else { return }
                let canvas = Unmanaged<WeakCanvas>.fromOpaque(data).takeUnretainedValue()
                // Cross the isolation boundary as addresses: GTK calls the draw function on its
                // (the main) thread.
                let address = Int(bitPattern: cairo)
                MainActor.assumeIsolated {
                    guard let pointer = OpaquePointer(bitPattern: address) else { return }
                    canvas.canvas?.draw(on: pointer, width: Int(width), height: Int(height))
                }
            },
            box,
            { data in
                guard let data else { return }
                Unmanaged<WeakCanvas>.fromOpaque(data).release()
            })
    }

    var currentSize: CGSize? {
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        return width > 0 && height > 0 ? CGSize(width: Int(width), height: Int(height)) : nil
    }

    func setOpaque(_ opaque: Bool) {}

    func setNeedsDisplay(_ damage: CGRect?) {
        if let damage {
            dirty = (dirty ?? .null).union(damage)
        } else {
            needsFull = true
        }
        gtk_widget_queue_draw(widget)
    }

    private func draw(on cairo: OpaquePointer, width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        let size = CGSize(width: width, height: height)
        let list = onDraw?(size) ?? CanvasDisplayList(size: size)
        let scale = CGFloat(max(1, gtk_widget_get_scale_factor(widget)))
        if backing == nil || backingSize != size || backingScale != scale {
            backing = Self.makeBacking(size: size, scale: scale)
            backingSize = size
            backingScale = scale
            needsFull = true
        }
        guard let backing else { return }
        let whole = CGRect(origin: .zero, size: size)
        if needsFull || dirty != nil {
            let area = needsFull ? whole : (dirty ?? whole).intersection(whole)
            backing.saveGState()
            backing.clip(to: area)
            backing.clear(area)
            list.paint(on: backing, dirty: needsFull ? nil : area)
            backing.restoreGState()
            needsFull = false
            dirty = nil
        }
        let target = CGContext(borrowing: cairo, height: size.height)
        target.paintBitmap(backing, scale: scale)
    }

    /// A transparent bitmap of `size` × `scale` pixels whose user space is the canvas' (points,
    /// origin top-left, y down).
    private static func makeBacking(size: CGSize, scale: CGFloat) -> CGContext? {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        return context
    }
}

/// The draw function's user data: the canvas without keeping it alive.
@MainActor
private final class WeakCanvas {
    weak var canvas: GTKCanvas?
    init(_ canvas: GTKCanvas) { self.canvas = canvas }
}
