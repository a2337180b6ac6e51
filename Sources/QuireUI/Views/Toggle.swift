import QuireCore

/// A switch (or, with `.toggleStyle(.checkbox)`, a check box; `.button`, a toggle button) bound to a
/// Boolean — or to several (`sources:`), showing a mixed state while they differ.
public struct Toggle<Label: View>: View {
    public typealias Body = Never

    let title: String?
    let label: Label
    let state: ToggleState

    /// A toggle showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), state: ToggleState(isOn: isOn))
    }

    /// A toggle showing `label` for the Booleans `isOn` reaches in each of `sources`: on when all are,
    /// off when none is, mixed otherwise; turning it on or off sets them all.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                           @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), state: ToggleState(sources: sources, isOn: isOn))
    }

    init(title: String?, label: Label, state: ToggleState) {
        self.title = title
        self.label = label
        self.state = state
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(titleKey.resolved, isOn: isOn)
    }

    /// A toggle titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(title: String(title), label: Text(title), state: ToggleState(isOn: isOn))
    }

    /// A toggle titled by `titleKey` for several Booleans (see `init(sources:isOn:label:)`).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(titleKey.resolved, sources: sources, isOn: isOn)
    }

    /// A toggle titled `title` for several Booleans (see `init(sources:isOn:label:)`).
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(title: String(title), label: Text(title), state: ToggleState(sources: sources, isOn: isOn))
    }
}

extension Toggle where Label == QuireUI.Label<Text, Image> {
    /// A toggle titled by `titleKey` with the icon for an SF Symbols name.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(titleKey.resolved, systemImage: systemImage, isOn: isOn)
    }

    /// A toggle titled `title` with the icon for an SF Symbols name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(title: nil, label: QuireUI.Label(title, systemImage: systemImage), state: ToggleState(isOn: isOn))
    }

    /// A toggle titled by `titleKey` with an image from the app's resources.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(titleKey.resolved, image: image, isOn: isOn)
    }

    /// A toggle titled `title` with an image from the app's resources.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(title: nil, label: QuireUI.Label(title: { Text(title) }, icon: { Image(image) }),
                  state: ToggleState(isOn: isOn))
    }

    /// A toggle titled by `titleKey`, with an SF Symbols icon, for several Booleans.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(titleKey.resolved, systemImage: systemImage, sources: sources, isOn: isOn)
    }

    /// A toggle titled `title`, with an SF Symbols icon, for several Booleans.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(title: nil, label: QuireUI.Label(title, systemImage: systemImage),
                  state: ToggleState(sources: sources, isOn: isOn))
    }
}

/// What a toggle is bound to: one Boolean, or several read as one.
struct ToggleState {
    /// On when every Boolean is; setting it sets them all.
    let isOn: Binding<Bool>
    /// Whether some Booleans are on and some off.
    let isMixed: () -> Bool

    init(isOn: Binding<Bool>) {
        self.isOn = isOn
        isMixed = { false }
    }

    init<C: RandomAccessCollection>(sources: C, isOn keyPath: KeyPath<C.Element, Binding<Bool>>) {
        isOn = Binding(
            get: { !sources.isEmpty && sources.allSatisfy { $0[keyPath: keyPath].wrappedValue } },
            set: { value in
                for source in sources { source[keyPath: keyPath].wrappedValue = value }
            })
        isMixed = {
            let values = sources.map { $0[keyPath: keyPath].wrappedValue }
            return values.contains(true) && values.contains(false)
        }
    }
}

extension Toggle: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ToggleNode(context) }
}

/// What a toggle node needs of a `Toggle`, whatever its label type.
@MainActor
protocol AnyToggle: TitledControl {
    var title: String? { get }
    var labelView: any View { get }
    var state: ToggleState { get }
}

extension Toggle: AnyToggle {
    var labelView: any View { label }
}
