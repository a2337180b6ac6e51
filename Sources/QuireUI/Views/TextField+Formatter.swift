import Foundation
import QuireCore

/// Text fields over a value a Foundation `Formatter` writes and reads. The field shows
/// `formatter.string(for:)` of the value; what is typed sets the value when committed (Enter, or the
/// keyboard focus leaving), and text the formatter cannot read gives way to the value again, the
/// value unchanged — as SwiftUI does.
extension TextField {
    /// A field editing `value` through `formatter`, titled `title`.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
    }

    /// A field editing `value` through `formatter`, titled by `titleKey`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey.resolved, value: value, formatter: formatter, prompt: nil)
    }

    /// A field editing `value` through `formatter`, titled `title`, with `prompt` as its placeholder.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.title = String(title)
        text = .constant("")
        self.prompt = prompt
        valueField = TextFieldValue(
            text: { formatter.string(for: value.wrappedValue) ?? "" },
            commit: { typed in
                guard let parsed: V = FormatterReading.value(of: typed, with: formatter) else { return }
                value.wrappedValue = parsed
            })
    }

    /// A field editing `value` through `formatter`, titled by `titleKey`, with `prompt` as its
    /// placeholder.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(titleKey.resolved, value: value, formatter: formatter, prompt: prompt)
    }

    /// A field editing `value` through `formatter`, titled `title`, telling `onEditingChanged` when
    /// editing starts and ends and `onCommit` when the person presses Enter (deprecated in SwiftUI).
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                      onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
        editingCallbacks = TextFieldEditingCallbacks(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// The titled-by-key form of `init(_:value:formatter:onEditingChanged:onCommit:)`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                   onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(titleKey.resolved, value: value, formatter: formatter, onEditingChanged: onEditingChanged,
                  onCommit: onCommit)
    }
}

/// Reading a typed text back through a `Formatter`. Linux's Foundation keeps `Formatter`'s
/// `getObjectValue(_:for:errorDescription:)` internal, so a formatter is read through its class's own
/// method: a `NumberFormatter`'s `number(from:)` (as any numeric type, `Decimal` or `NSNumber` the
/// binding holds, when the number fits it exactly), a `DateFormatter`'s `date(from:)`. Other
/// formatters only write: what is typed gives way to the value.
enum FormatterReading {
    static func value<V>(of text: String, with formatter: Formatter) -> V? {
        switch formatter {
        case let numbers as NumberFormatter:
            guard let number = numbers.number(from: text) else { return nil }
            return number as? V ?? number.decimalValue as? V ?? CGFloat(number.doubleValue) as? V
        case let dates as DateFormatter:
            return dates.date(from: text) as? V
        default:
            return nil
        }
    }
}
