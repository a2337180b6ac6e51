import QuireCore

/// Compares two environment values of unknown type, erring towards "different" (which costs a
/// re-render, never a stale view).
enum EnvironmentValueComparison {
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let optional = lhs as? any OptionalEnvironmentValue {
            guard let otherOptional = rhs as? any OptionalEnvironmentValue else { return false }
            switch (optional.wrappedAny, otherOptional.wrappedAny) {
            case (nil, nil): return true
            case let (left?, right?): return same(left, right)
            default: return false
            }
        }
        if let equatable = lhs as? any Equatable {
            return isEqual(equatable, rhs)
        }
        if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        if let binding = lhs as? any ComparableBinding {
            return binding.readsSameValue(as: rhs)
        }
        if let actions = lhs as? [@MainActor () -> Void], let otherActions = rhs as? [@MainActor () -> Void] {
            return actions.isEmpty && otherActions.isEmpty
        }
        return false
    }

    private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}

/// An optional of any wrapped type.
protocol OptionalEnvironmentValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalEnvironmentValue {
    var wrappedAny: Any? { self.map { $0 as Any } }
}

/// A binding whose value can be compared (`editMode` is one in every window).
protocol ComparableBinding {
    func readsSameValue(as other: Any) -> Bool
}

extension Binding: ComparableBinding where Value: Equatable {
    func readsSameValue(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return wrappedValue == other.wrappedValue
    }
}
