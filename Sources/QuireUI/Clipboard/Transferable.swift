import Foundation

/// A type whose values go through the clipboard (CoreTransferable's `Transferable`). Quire moves
/// `String`, `URL` and `Data` (`PasteButton`, `ShareLink`); transfer representations
/// (`transferRepresentation`, `CodableRepresentation`, …) arrive with drag and drop.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
