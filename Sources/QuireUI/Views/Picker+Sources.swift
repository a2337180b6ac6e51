import QuireCore

/// Pickers for several values at once (`Picker(_:sources:selection:content:)`): the choice all the
/// sources share is selected; while they differ none is (SwiftUI's mixed state), and a choice sets
/// them all.
extension Picker {
    /// A picker showing `label` for the values `selection` reaches in each of `sources`.
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selection: Self.sharedSelection(sources, selection), content: content, label: label)
        sourcesDiffer = Self.differ(sources, selection)
    }

    /// A binding reading the first source's value and writing every source's.
    static func sharedSelection<C: RandomAccessCollection>(
        _ sources: C, _ keyPath: KeyPath<C.Element, Binding<SelectionValue>>
    ) -> Binding<SelectionValue> {
        Binding(
            get: {
                // Read only when the sources agree (`sourcesDiffer` is false), so there is a first one.
                sources.first.map { $0[keyPath: keyPath].wrappedValue }!
            },
            set: { value in
                for source in sources { source[keyPath: keyPath].wrappedValue = value }
            })
    }

    /// Whether the sources hold different values (or there are none).
    static func differ<C: RandomAccessCollection>(
        _ sources: C, _ keyPath: KeyPath<C.Element, Binding<SelectionValue>>
    ) -> () -> Bool {
        {
            guard let first = sources.first?[keyPath: keyPath].wrappedValue else { return true }
            return sources.contains { $0[keyPath: keyPath].wrappedValue != first }
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled by `titleKey` for several values (see `init(sources:selection:content:label:)`).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolved, sources: sources, selection: selection, content: content)
    }

    /// A picker titled `title` for several values (see `init(sources:selection:content:label:)`).
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content) {
        self.init(title: String(title), label: Text(title), selection: Self.sharedSelection(sources, selection),
                  content: content())
        sourcesDiffer = Self.differ(sources, selection)
    }
}
