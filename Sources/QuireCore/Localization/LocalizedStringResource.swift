import Foundation

/// A string to localize later (Foundation's `LocalizedStringResource`): its key, default value,
/// table, locale and bundle, resolved by `String(localized:)` — or by a view or scene that shows it —
/// in the user's language. Foundation on Linux lacks it; Quire declares it here, beside its other
/// Foundation-level types (`UndoManager`, `FileWrapper`).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible {
    /// Where a resource's string table lives (Foundation's `LocalizedStringResource.BundleDescription`).
    public enum BundleDescription: Hashable, Sendable {
        /// The app's own resources (on Linux, the resource bundle of the app's executable target).
        case main
        /// The bundle at `url`.
        case atURL(URL)
        /// The bundle of `aClass`'s code. Linux bundles cannot be found from a class, so this is the
        /// main bundle, as it is for every class built into the app.
        case forClass(AnyClass)

        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case (.atURL(let a), .atURL(let b)): a == b
            case (.forClass(let a), .forClass(let b)): a == b
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .atURL(let url): hasher.combine(url)
            case .forClass(let aClass): hasher.combine(ObjectIdentifier(aClass))
            }
        }

        /// The bundle to look in; nil for the main bundle.
        package var bundle: Bundle? {
            if case .atURL(let url) = self { return Bundle(url: url) }
            return nil
        }
    }

    /// The key in the table.
    public let key: String
    /// What is shown when the table has no string for the key, and whose values a translation places.
    public var defaultValue: String.LocalizationValue
    /// The table's name; nil is `Localizable`.
    public var table: String?
    /// The locale to localize for: its language is looked up before the user's.
    public var locale: Locale
    /// Where the table is.
    public var bundle: BundleDescription

    /// The resource whose key and default value are `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    /// The resource `key`, showing `defaultValue` when the table has no string for it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.init(key: key.description, defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    /// The resource whose key and default value are `keyAndValue`, in `bundle`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {
        self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    /// The resource `key` in `bundle`, showing `defaultValue` when the table has no string for it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil) {
        self.init(key, defaultValue: defaultValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL),
                  comment: comment)
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    private init(key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale,
                 bundle: BundleDescription) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// The string in the user's language.
    public var description: String { String(localized: self) }
}
