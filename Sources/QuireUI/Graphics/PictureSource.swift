import Foundation
import QuireCore

/// Where a picture comes from and how it is sized.
package struct PictureSource: Hashable, Sendable {
    /// How a resizable picture fills the space it is given (SwiftUI's `ContentMode`).
    package enum Fit: Hashable, Sendable {
        /// At its own size.
        case natural
        /// Stretched to the space offered.
        case stretch
        /// As large as fits, keeping its aspect ratio (`scaledToFit`).
        case fit
        /// Covering the space, keeping its aspect ratio, cropped (`scaledToFill`).
        case fill
    }

    /// The file; nil when the named resource was not found (an empty picture is shown and a warning
    /// printed once).
    package var url: URL?
    /// The name asked for, for messages.
    package var name: String
    package var fit: Fit = .natural
    /// The asset catalog's image set `url` is from: the toolkit draws its file for the display's
    /// scale and style instead (`AssetImageSet.file(forScale:dark:)`).
    package var asset: AssetImageSet?
    /// `Image.renderingMode(_:)`'s choice; nil for the image set's (`isTemplate`).
    package var renderingMode: Image.TemplateRenderingMode?
}

/// How an image fills its space (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}
