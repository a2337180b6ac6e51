import Foundation

/// An app's icons for the hicolor theme: `scalable/apps/<id>.svg` and `symbolic/apps/<id>-symbolic.svg`
/// — from the app's resources when it has them (`AppIcon.svg` / `AppIcon-symbolic.svg`, or named after
/// its id, at the top of its resource bundle or in `Resources/`), else drawn here from its name: a
/// coloured tile with a page bearing the name's first letter, and a page outline as the symbolic
/// icon — plus the PNGs of an asset catalog's `AppIcon.appiconset`, each at its pixel size.
package struct AppIcons {
    package struct File: Equatable {
        /// Relative to the theme folder (`…/icons/hicolor/`).
        package var path: String
        package var data: Data
    }

    package var files: [File]
    /// Which of the two SVGs were drawn here rather than taken from the resources.
    package var generated: [String]

    /// The icons for the app `id` called `name`, looking in the resource bundles at `resources`.
    package init(id: String, name: String, resources: [URL]) throws {
        var files: [File] = []
        generated = []
        let folders = resources.flatMap { [$0, $0.appendingPathComponent("Resources")] }
        func firstFile(_ names: [String]) -> URL? {
            folders.lazy.flatMap { folder in names.map { folder.appendingPathComponent($0) } }
                .first { FileManager.default.fileExists(atPath: $0.path) }
        }
        func read(_ url: URL) throws -> Data {
            do { return try Data(contentsOf: url) } catch { throw DocumentError.wrapping(error, url: url) }
        }
        if let scalable = firstFile(["AppIcon.svg", "\(id).svg"]) {
            files.append(File(path: "scalable/apps/\(id).svg", data: try read(scalable)))
        } else {
            files.append(File(path: "scalable/apps/\(id).svg", data: Data(Self.drawnScalable(id: id, name: name).utf8)))
            generated.append("scalable")
        }
        if let symbolic = firstFile(["AppIcon-symbolic.svg", "\(id)-symbolic.svg"]) {
            files.append(File(path: "symbolic/apps/\(id)-symbolic.svg", data: try read(symbolic)))
        } else {
            files.append(File(path: "symbolic/apps/\(id)-symbolic.svg", data: Data(Self.drawnSymbolic.utf8)))
            generated.append("symbolic")
        }
        let iconSets = folders.flatMap { [$0.appendingPathComponent("AppIcon.appiconset"),
                                          $0.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")] }
        var sizes: Set<Int> = []
        for set in iconSets {
            // Most apps have no icon set: a folder that is not there is not an error.
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: set.path) else { continue }
            for name in names.sorted() where name.lowercased().hasSuffix(".png") {
                let data = try read(set.appendingPathComponent(name))
                guard let size = Self.squarePNGSize(data), [16, 22, 24, 32, 48, 64, 96, 128, 256, 512].contains(size),
                      sizes.insert(size).inserted else { continue }
                files.append(File(path: "\(size)x\(size)/apps/\(id).png", data: data))
            }
        }
        self.files = files
    }

    /// The side of a square PNG, from its header; nil when it is not one.
    static func squarePNGSize(_ data: Data) -> Int? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = bigEndian(16)
        return width == bigEndian(20) ? width : nil
    }

    /// A 128 × 128 app icon in the GNOME style: a tile in a colour picked from the id, a white page with
    /// a folded corner, and the name's first letter on it.
    static func drawnScalable(id: String, name: String) -> String {
        // FNV-1a: the same id always gets the same colour.
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let hue = Double(hash % 360)
        let light = hexColor(hue: hue, saturation: 0.55, lightness: 0.58)
        let dark = hexColor(hue: hue, saturation: 0.55, lightness: 0.40)
        let letter = name.first { $0.isLetter || $0.isNumber }.map { String($0).uppercased() } ?? "A"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
              <defs>
                <linearGradient id="tile" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" stop-color="\(light)"/>
                  <stop offset="1" stop-color="\(dark)"/>
                </linearGradient>
              </defs>
              <rect x="8" y="12" width="112" height="108" rx="24" fill="\(dark)"/>
              <rect x="8" y="8" width="112" height="104" rx="24" fill="url(#tile)"/>
              <path d="M40 22h34l20 20v50a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6V28a6 6 0 0 1 6-6z" fill="#ffffff"/>
              <path d="M74 22v14a6 6 0 0 0 6 6h14z" fill="\(dark)" fill-opacity="0.35"/>
              <text x="64" y="85" font-family="Cantarell, DejaVu Sans, sans-serif" font-size="38" font-weight="bold" text-anchor="middle" fill="\(dark)">\(XMLText.escaped(letter))</text>
            </svg>

            """
    }

    /// A 16 × 16 symbolic icon: a page with a folded corner, in the colour GTK recolours.
    static let drawnSymbolic = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
          <path d="M5 1h4l4 4v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zM5 3v10h6V6H8V3z" fill="#2e3436" fill-rule="evenodd"/>
        </svg>

        """

    private static func hexColor(hue: Double, saturation: Double, lightness: Double) -> String {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let section = hue / 60
        let x = chroma * (1 - abs(section.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(section) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        return "#" + [r, g, b].map { String(format: "%02x", Int(((($0 + m) * 255).rounded()).clamped(0, 255))) }.joined()
    }
}

private extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
