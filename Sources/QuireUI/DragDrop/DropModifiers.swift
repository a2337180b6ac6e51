import Foundation
import QuireCore

extension View {
    /// Takes drops of `T`: each item is loaded through `T`'s importers and `action` gets those
    /// that loaded, with the drop's location (after the drop: loading is asynchronous, so the
    /// drop counts as taken when an item conforms). `isTargeted` hears a drag of `T` enter and leave.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        let types = T.importedContentTypes()
        return modifier(_DropDestinationModifier(types: types, delegate: ClosureDropDelegate(targeted: isTargeted) { info in
            let providers = info.itemProviders(for: types)
            guard !providers.isEmpty else { return false }
            let location = info.location
            Task { @MainActor in
                var items: [T] = []
                for provider in providers {
                    do {
                        items.append(try await provider.loadTransferable(type: T.self))
                    } catch {
                        FileHandle.standardError.write(Data("dropDestination: a dropped item is not a \(T.self): \(error)\n".utf8))
                    }
                }
                if !items.isEmpty { _ = action(items, location) }
            }
            return true
        }))
    }

    /// Takes drops with an item of one of `supportedContentTypes`: `action` gets their providers.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes drops with an item of one of `supportedContentTypes`: `action` gets their providers
    /// and the drop's location.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        let delegate = ClosureDropDelegate(targeted: { targeted in
            if isTargeted?.wrappedValue != targeted { isTargeted?.wrappedValue = targeted }
        }) { info in
            action(info.itemProviders(for: supportedContentTypes), info.location)
        }
        return modifier(_DropDestinationModifier(types: supportedContentTypes, delegate: delegate))
    }

    /// `onDrop(of:isTargeted:perform:)` with types named by identifiers.
    @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedTypes.compactMap { UTType($0) }, isTargeted: isTargeted, perform: action)
    }

    /// `onDrop(of:isTargeted:perform:)` with types named by identifiers.
    @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        onDrop(of: supportedTypes.compactMap { UTType($0) }, isTargeted: isTargeted, perform: action)
    }

    /// Takes drops with an item of one of `supportedContentTypes` as `delegate` decides.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(_DropDestinationModifier(types: supportedContentTypes, delegate: delegate))
    }

    /// `onDrop(of:delegate:)` with types named by identifiers.
    @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedTypes.compactMap { UTType($0) }, delegate: delegate)
    }
}

/// The closure forms as a delegate: entering and leaving set the targeted state.
private struct ClosureDropDelegate: DropDelegate {
    let targeted: (Bool) -> Void
    let perform: (DropInfo) -> Bool

    func performDrop(info: DropInfo) -> Bool { perform(info) }
    func dropEntered(info: DropInfo) { targeted(true) }
    func dropExited(info: DropInfo) { targeted(false) }
}

/// Every drop form: the content renders in place and the backend takes drops on each of its widgets.
struct _DropDestinationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let types: [UTType]
    let delegate: any DropDelegate

    func makeNode(in context: NodeContext) -> ViewNode { DropDestinationNode(context) }
}

/// Runs a drop destination's delegate: a drag carrying one of its types that the delegate
/// validates enters, moves, leaves or drops (after which it has left).
final class DropDestinationNode: ObservingContentWidgetsNode<_DropDestinationModifier> {
    /// The drag over the view, validated: what it offers, where it is, the last proposal.
    private var current: (offered: [String], location: CGPoint, proposal: DropOperation)?

    override func observe(_ widget: any PlatformWidget) -> (any PointerObservation)? {
        graph.backend.observeDrop(on: widget, target)
    }

    private var target: DropTarget {
        DropTarget(typesToRead: { [weak self] offered in
            guard let self, let modifier else { return [] }
            return PasteboardMIMEType.typesToRead(offered: offered, accepting: modifier.types)
        }, update: { [weak self] offered, location in
            self?.update(offered, location) ?? .forbidden
        }, exit: { [weak self] in
            self?.exit()
        }, perform: { [weak self] content, location in
            self?.perform(content, location) ?? false
        })
    }

    private func update(_ offered: [String], _ location: CGPoint) -> DropOperation {
        guard let modifier, !PasteboardMIMEType.typesToRead(offered: offered, accepting: modifier.types).isEmpty else {
            return .forbidden
        }
        let info = DropInfo(location: location, offeredMIMETypes: offered)
        if current == nil {
            guard modifier.delegate.validateDrop(info: info) else { return .forbidden }
            current = (offered, location, .copy)
            modifier.delegate.dropEntered(info: info)
        }
        let proposal = modifier.delegate.dropUpdated(info: info)?.operation ?? current?.proposal ?? .copy
        current = (offered, location, proposal)
        return proposal
    }

    private func exit() {
        guard let entered = current, let modifier else { return }
        current = nil
        modifier.delegate.dropExited(info: DropInfo(location: entered.location, offeredMIMETypes: entered.offered))
    }

    private func perform(_ content: PasteboardImport, _ location: CGPoint) -> Bool {
        guard let modifier else { return false }
        let offered = content.contents.map(\.mimeType)
        let info = DropInfo(location: location, offeredMIMETypes: offered, providers: content.itemProviders)
        let taken = !info.itemProviders(for: modifier.types).isEmpty && modifier.delegate.performDrop(info: info)
        exit()
        return taken
    }
}
