extension Subscribers {
    /// How many values a subscriber asks for: a number, or `.unlimited`.
    ///
    /// Arithmetic saturates as Combine's does: anything plus or times `.unlimited` is `.unlimited`, a
    /// sum or product too large for `Int` becomes `.unlimited`, `.unlimited` minus anything stays
    /// `.unlimited`, and a difference below zero is `.none`.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// `UInt.max` stands for unlimited; every finite demand is at most `Int.max`.
        private let rawValue: UInt

        private init(rawValue: UInt) {
            self.rawValue = rawValue > UInt(Int.max) ? .max : rawValue
        }

        /// As many values as the publisher has.
        public static let unlimited = Demand(rawValue: .max)
        /// No values.
        public static let none = Demand(rawValue: 0)

        /// `value` values (not negative).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The number, or nil for `.unlimited`.
        public var max: Int? { rawValue == .max ? nil : Int(rawValue) }

        public var description: String { rawValue == .max ? "unlimited" : "max(\(rawValue))" }

        public init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        // MARK: Arithmetic

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard lhs != .unlimited, rhs != .unlimited else { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow ? .unlimited : Demand(rawValue: sum)
        }

        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs >= 0 ? lhs + .max(rhs) : lhs - .max(-rhs)
        }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard lhs != .unlimited else { return .unlimited }
            guard rhs != .unlimited else { return .none }
            return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
        }

        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs >= 0 ? lhs - .max(rhs) : lhs + .max(-rhs)
        }

        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func * (lhs: Demand, rhs: Int) -> Demand {
            precondition(rhs >= 0, "A demand cannot be multiplied by a negative number")
            guard lhs != .unlimited else { return .unlimited }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow ? .unlimited : Demand(rawValue: product)
        }

        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        // MARK: Comparison (`.unlimited` is greater than every number)

        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.max == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.max != lhs }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
    }
}
