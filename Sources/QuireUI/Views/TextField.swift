import Foundation
import QuireCore

/// A one-line text entry bound to a string, or to a value a format style writes and reads. The prompt
/// (or, without one, the title) is the placeholder shown while it is empty; the title is the name
/// assistive technologies read. Enter runs the enclosing `onSubmit` actions. A value field shows the
/// value as the format writes it and, as in SwiftUI, takes what was typed when the person commits it
/// (Enter, or the focus leaving the field): text the format can parse sets the value, other text gives
/// way to the value again.
public struct TextField: View {
    public typealias Body = Never

    let title: String
    let text: Binding<String>
    let prompt: Text?
    let valueField: TextFieldValue?
    var editingCallbacks = TextFieldEditingCallbacks()
    /// `.vertical`: a field of several lines that grows with its text (`TextField+Axis.swift`).
    var axis = Axis.horizontal

    /// An entry editing `text`, titled `title`, with `prompt` (or the title) as its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.title = String(title)
        self.text = text
        self.prompt = prompt
        valueField = nil
    }

    /// An entry editing `text`, titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(titleKey.resolved, text: text, prompt: prompt)
    }

    /// An entry editing `value` as `format` writes and reads it, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.title = String(title)
        text = .constant("")
        self.prompt = prompt
        valueField = TextFieldValue(
            text: { format.format(value.wrappedValue) },
            commit: { typed in
                // Text the format can't parse leaves the value as it was, as in SwiftUI.
                guard let parsed = try? format.parseStrategy.parse(typed) else { return }
                value.wrappedValue = parsed
            })
    }

    /// An entry editing `value` as `format` writes and reads it, titled by `titleKey`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey.resolved, value: value, format: format, prompt: prompt)
    }
}

/// A text field's value: its text as the format writes it, and what committing a typed text does.
@MainActor
struct TextFieldValue {
    let text: @MainActor () -> String
    let commit: @MainActor (String) -> Void
}

extension TextField: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        TextFieldNode(context, kind: axis == .vertical ? .multiline : .singleLine)
    }
}

/// What a text field node needs of a `TextField` or a `SecureField`.
@MainActor
protocol AnyTextEntry {
    var title: String { get }
    var text: Binding<String> { get }
    var prompt: Text? { get }
    var valueField: TextFieldValue? { get }
    var editingCallbacks: TextFieldEditingCallbacks { get }
}

extension TextField: AnyTextEntry {}

/// The deprecated `onEditingChanged:onCommit:` closures: editing starts and ends with the keyboard
/// focus coming and going; Enter commits.
@MainActor
struct TextFieldEditingCallbacks {
    var onEditingChanged: (@MainActor (Bool) -> Void)?
    var onCommit: (@MainActor () -> Void)?
}
