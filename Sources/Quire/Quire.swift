// The one module an app imports. It stands in for `SwiftUI`, `UniformTypeIdentifiers`, `Combine`,
// `CoreGraphics`, `ImageIO` and the parts of Foundation/Observation those re-export on Apple platforms.
// Combine without URLSession's publisher: that comes with the `Combine` module, which links libcurl.
@_exported import CombineCore
@_exported import Foundation
@_exported import Observation
@_exported import QuireCore
@_exported import QuireGraphics
@_exported import QuireUI
@_exported import QuireGTK
