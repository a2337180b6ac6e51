import QuireCore

/// Pickers with a current value label (`currentValueLabel:`): a drop-down's button shows that view —
/// its text and icon, read as a choice's are — in place of the chosen option's title, while the
/// drop-down's list still shows the options. Segmented and radio pickers show their options, as in
/// SwiftUI ("where applicable").
extension Picker {
    /// A picker labeled by `label`, its button showing `currentValueLabel`.
    public init<CurrentValue: View>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                                    @ViewBuilder label: () -> Label,
                                    @ViewBuilder currentValueLabel: () -> CurrentValue) {
        self.init(selection: selection, content: content, label: label)
        self.currentValueLabel = currentValueLabel()
    }

    /// A picker for several values (see `init(sources:selection:content:label:)`) whose button shows
    /// `currentValueLabel`.
    public init<C: RandomAccessCollection, CurrentValue: View>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValue
    ) {
        self.init(sources: sources, selection: selection, content: content, label: label)
        self.currentValueLabel = currentValueLabel()
    }
}

extension Picker where Label == Text {
    /// A picker titled by `titleKey`, its button showing `currentValueLabel`.
    public init<CurrentValue: View>(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
                                    @ViewBuilder content: () -> Content,
                                    @ViewBuilder currentValueLabel: () -> CurrentValue) {
        self.init(titleKey, selection: selection, content: content)
        self.currentValueLabel = currentValueLabel()
    }

    /// A picker titled `title`, its button showing `currentValueLabel`.
    public init<S: StringProtocol, CurrentValue: View>(_ title: S, selection: Binding<SelectionValue>,
                                                       @ViewBuilder content: () -> Content,
                                                       @ViewBuilder currentValueLabel: () -> CurrentValue) {
        self.init(title, selection: selection, content: content)
        self.currentValueLabel = currentValueLabel()
    }

    /// A picker titled by `titleKey` for several values, its button showing `currentValueLabel`.
    public init<C: RandomAccessCollection, CurrentValue: View>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValue
    ) {
        self.init(titleKey, sources: sources, selection: selection, content: content)
        self.currentValueLabel = currentValueLabel()
    }

    /// A picker titled `title` for several values, its button showing `currentValueLabel`.
    public init<C: RandomAccessCollection, S: StringProtocol, CurrentValue: View>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValue
    ) {
        self.init(title, sources: sources, selection: selection, content: content)
        self.currentValueLabel = currentValueLabel()
    }
}
