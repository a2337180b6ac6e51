import Foundation

/// A label attached to a value or to a control (SwiftUI's `LabeledContent`): the label at the start,
/// the content at the end of the row, as a GNOME row shows a setting. A value given as text (or a
/// formatted value) is drawn dimmed, as SwiftUI draws it.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isValue: Bool

    /// `content` labeled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isValue = false
    }

    init(label: Label, content: Content, isValue: Bool) {
        self.label = label
        self.content = content
        self.isValue = isValue
    }

    public var body: some View {
        HStack(spacing: 12) {
            label
            Spacer(minLength: 12)
            content
                .modifier(_EnvironmentModifier { [isValue] environment in
                    if isValue { environment.foregroundStyle = HierarchicalShapeStyle.secondary.resolved }
                })
        }
    }
}

extension LabeledContent where Label == Text {
    /// `content` labeled by the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey.resolved), content: content(), isValue: false)
    }

    /// `content` labeled by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content(), isValue: false)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The text `value` labeled by the text of `titleKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(label: Text(titleKey.resolved), content: Text(value), isValue: true)
    }

    /// The text `value` labeled by `title`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(label: Text(title), content: Text(value), isValue: true)
    }

    /// `value` as `format` writes it, labeled by the text of `titleKey`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(titleKey.resolved), content: Text(format.format(value)), isValue: true)
    }

    /// `value` as `format` writes it, labeled by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(title), content: Text(format.format(value)), isValue: true)
    }
}
