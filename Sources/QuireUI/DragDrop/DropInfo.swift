import Foundation
import QuireCore

/// What a drop would do (SwiftUI's `DropOperation`): GDK's copy and move; `cancel` and
/// `forbidden` refuse it.
public enum DropOperation: Sendable, Hashable {
    case cancel, forbidden, copy, move
}

/// The operation a drop destination proposes while a drag moves over it (SwiftUI's `DropProposal`).
public struct DropProposal: Sendable {
    public let operation: DropOperation

    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// A drag over a drop destination (SwiftUI's `DropInfo`): where it is and what it carries. While
/// the drag moves only its content types are known — a file manager's files are `public.file-url`
/// until dropped —; once dropped, its items.
public struct DropInfo: Sendable {
    /// The drag's location in the destination's coordinates.
    public let location: CGPoint
    let offeredTypes: [UTType]
    let providers: [NSItemProvider]

    init(location: CGPoint, offeredMIMETypes: [String], providers: [NSItemProvider] = []) {
        self.location = location
        offeredTypes = offeredMIMETypes.flatMap { mimeType -> [UTType] in
            mimeType == PasteboardMIMEType.uriList ? [.fileURL] : PasteboardMIMEType.contentType(of: mimeType).map { [$0] } ?? []
        }
        self.providers = providers
    }

    /// Whether an item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        let types = providers.isEmpty ? offeredTypes : providers.flatMap(\.registeredContentTypes)
        return types.contains { type in contentTypes.contains { type.conforms(to: $0) } }
    }

    /// Whether an item conforms to one of the types named by `types`.
    @available(*, deprecated, message: "Use hasItemsConforming(to: [UTType])")
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.compactMap { UTType($0) })
    }

    /// The dropped items with a representation conforming to one of `contentTypes` (empty until dropped).
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { $0.hasItemConforming(toAnyOf: contentTypes) }
    }

    /// The dropped items with a representation conforming to one of the types named by `types`.
    @available(*, deprecated, message: "Use itemProviders(for: [UTType])")
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }
}

/// Decides what happens to drags over a view (SwiftUI's `DropDelegate`, for `onDrop(of:delegate:)`).
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether a drag carrying one of the view's types may be dropped here (default true).
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop: load the items here. Whether it was taken.
    func performDrop(info: DropInfo) -> Bool
    /// A validated drag entered the view.
    func dropEntered(info: DropInfo)
    /// A validated drag moved in the view: the operation to propose (nil: the last one, else copy).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A validated drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}
