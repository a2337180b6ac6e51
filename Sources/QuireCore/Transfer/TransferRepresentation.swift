/// A way to move values of `Item` as a content type (CoreTransferable's `TransferRepresentation`):
/// `DataRepresentation`, `FileRepresentation`, `CodableRepresentation`, `ProxyRepresentation`, or
/// one made of others in `body`.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Combines the representations listed in a `transferRepresentation` (or a `body`), in order.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> TransferRepresentationGroup<Item>
    where R.Item == Item {
        TransferRepresentationGroup(TransferPlan(of: representation))
    }

    public static func buildBlock(_ representations: TransferRepresentationGroup<Item>...) -> TransferRepresentationGroup<Item> {
        TransferRepresentationGroup(TransferPlan(joining: representations.map(\.plan)))
    }
}

/// Representations listed one after another, the first preferred (what the builder makes).
public struct TransferRepresentationGroup<Item: Transferable>: TransferRepresentation, PlannedTransferRepresentation {
    let plan: TransferPlan<Item>

    init(_ plan: TransferPlan<Item>) {
        self.plan = plan
    }

    public var body: Never { return fatalError("TransferRepresentationGroup has no body") }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { return fatalError("Never has no transfer representation") }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    public var body: Never { return fatalError("Never has no body") }
}

/// Who may receive an exported representation (`visibility(_:)`). Linux has no teams or app
/// groups: everything but `.ownProcess` reaches every app.
public enum TransferRepresentationVisibility: Sendable, Equatable {
    case all, team, group, ownProcess

    func includes(_ wanted: TransferRepresentationVisibility) -> Bool {
        wanted == .ownProcess || self != .ownProcess
    }
}

extension TransferRepresentation {
    /// The file name to suggest for the exported item.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        modified { $0.suggestedFileName = { _ in fileName } }
    }

    /// The file name to suggest for each exported item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        modified { $0.suggestedFileName = fileName }
    }

    /// Exports the item only when `condition` holds for it.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        modified { exporter in
            let previous = exporter.isEnabled
            exporter.isEnabled = { previous($0) && condition($0) }
        }
    }

    /// Who may receive the exported item.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        modified { $0.visibility = visibility }
    }

    private func modified(_ change: (inout TransferExporter<Item>) -> Void) -> TransferRepresentationGroup<Item> {
        var plan = TransferPlan<Item>(of: self)
        for index in plan.exporters.indices { change(&plan.exporters[index]) }
        return TransferRepresentationGroup(plan)
    }
}
