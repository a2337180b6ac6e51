import Foundation
import QuireCore

/// An image file in an app's resources (SwiftUI's `ImageResource`): `Image(ImageResource(name:
/// "LogoMark", bundle: .module))`.
public struct ImageResource: Hashable, Sendable {
    /// The resource's name, without extension.
    public let name: String
    /// The bundle holding it; nil for the app's own resources.
    public let bundlePath: String?

    public init(name: String, bundle: Bundle?) {
        self.name = name
        bundlePath = bundle?.bundlePath
    }
}

extension Image {
    /// The picture called `name` in `bundle`, or in the running app's resources (its SwiftPM resource
    /// bundle): an asset catalog's image set (`Name.imageset`, the file for the display's scale), else
    /// a PNG, JPEG or SVG file (extension left out) at the top level or in `Resources/`. A name with
    /// neither shows nothing, with SwiftUI's message logged once.
    public init(_ name: String, bundle: Bundle? = nil) {
        iconName = ""
        if let set = AssetCatalogs.imageSet(named: name, in: bundle, reportsMissing: false) {
            picture = PictureSource(url: set.file(forScale: 1, dark: false)?.url, name: name, asset: set)
            return
        }
        let url = AppResources.imageURL(named: name, in: bundle)
        if url == nil {
            AssetCatalogs.reportMissingImage(named: name, in: bundle)
        }
        picture = PictureSource(url: url, name: name)
    }

    /// The picture `resource` names.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundlePath.flatMap(Bundle.init(path:)))
    }

    /// Lets a picture be drawn at any size: it stretches to the space it is given, or keeps its aspect
    /// ratio with `scaledToFit`/`scaledToFill`. Icons are unaffected.
    public func resizable() -> Image {
        var image = self
        if image.picture?.fit == .natural { image.picture?.fit = .stretch }
        return image
    }

    /// Scales a resizable picture to fit its space, keeping its aspect ratio.
    public func scaledToFit() -> Image {
        aspectRatio(contentMode: .fit)
    }

    /// Scales a resizable picture to fill its space, keeping its aspect ratio (cropping).
    public func scaledToFill() -> Image {
        aspectRatio(contentMode: .fill)
    }

    /// Keeps a resizable picture's aspect ratio, fitting or filling its space.
    public func aspectRatio(contentMode: ContentMode) -> Image {
        var image = self
        if image.picture != nil { image.picture?.fit = contentMode == .fit ? .fit : .fill }
        return image
    }
}

extension AppResources {
    /// `name` with a picture extension, at the top of `bundle` or in its `Resources/` folder.
    static func imageURL(named name: String, in bundle: Bundle?) -> URL? {
        guard let root = (bundle ?? self.bundle)?.bundleURL else { return nil }
        for folder in [root, root.appendingPathComponent("Resources")] {
            for ext in ["png", "jpg", "jpeg", "svg"] {
                let url = folder.appendingPathComponent("\(name).\(ext)")
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }
}
