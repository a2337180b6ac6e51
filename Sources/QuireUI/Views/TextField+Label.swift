import Foundation
import QuireCore

/// Text fields named by a label view (SwiftUI's `label:` initializers). Quire's `TextField` is not
/// generic over its label: the label's text is the field's title — the name assistive technologies
/// read and, without a prompt, the placeholder — as a `Text` title would be.
extension TextField {
    /// A field editing `text` along `axis` (nil: one line), named by `label`.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, axis: Axis? = nil,
                             @ViewBuilder label: () -> Label) {
        self.init(PickerChoice.option(showing: label()).title, text: text, prompt: prompt)
        if let axis {
            self.axis = axis
        }
    }

    /// A field editing `value` as `format` writes and reads it, named by `label`.
    public init<Label: View, F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                                      @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(PickerChoice.option(showing: label()).title, value: value, format: format, prompt: prompt)
    }

    /// A field editing `value` through `formatter`, named by `label`.
    public init<Label: View, V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
                                @ViewBuilder label: () -> Label) {
        self.init(PickerChoice.option(showing: label()).title, value: value, formatter: formatter, prompt: prompt)
    }
}
