import Synchronization

/// Identifies a subscriber or subscription (Combine's `CombineIdentifier`): an object's identity,
/// or a fresh number for a value type.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private static let counter = Atomic<UInt64>(0)
    private let rawValue: UInt64

    /// A unique identifier.
    public init() {
        rawValue = Self.counter.add(1, ordering: .relaxed).newValue | (1 << 63)
    }

    /// The identity of `object`.
    public init(_ object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// A type with a `CombineIdentifier`; classes get their identity by default.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
