/// A style value an app defined (a `ButtonStyle`, a `ToggleStyle`, …), as the environment carries it.
/// Two are the same when they are of one type and equal — or, for styles with no stored properties,
/// of one type.
struct CustomStyle: Equatable {
    let value: Any
    private let isStateless: Bool

    init<Style>(_ style: Style) {
        value = style
        isStateless = MemoryLayout<Style>.size == 0
    }

    static func == (lhs: CustomStyle, rhs: CustomStyle) -> Bool {
        guard type(of: lhs.value) == type(of: rhs.value) else { return false }
        return lhs.isStateless || EnvironmentValueComparison.same(lhs.value, rhs.value)
    }
}

/// The styles a family of controls is given by `.buttonStyle`, `.toggleStyle`, … nested around it,
/// innermost last. A built-in style, or an app's style that draws the whole control, replaces those
/// outside it; an app's style that builds on the control (`Button(configuration)` in a
/// `PrimitiveButtonStyle`'s body, `Toggle(configuration)` in a `ToggleStyle`'s) keeps them, and the
/// control it builds is drawn with the style outside it (`outer`).
struct StyleChain<BuiltIn: Hashable>: Equatable {
    enum Entry: Equatable {
        case builtIn(BuiltIn)
        case custom(CustomStyle)
    }

    private var entries: [Entry] = []

    /// The style the controls here draw with; nil: the platform's.
    var current: Entry? { entries.last }

    /// The styles outside the current one, for the control its body builds.
    var outer: StyleChain {
        var chain = self
        chain.entries.removeLast(min(1, chain.entries.count))
        return chain
    }

    /// Applies a built-in style.
    mutating func apply(_ builtIn: BuiltIn) {
        entries = [.builtIn(builtIn)]
    }

    /// Applies an app's style; `buildsOnOuter` keeps the styles outside it for the control it builds.
    mutating func apply<Style>(custom style: Style, buildsOnOuter: Bool) {
        if !buildsOnOuter { entries = [] }
        entries.append(.custom(CustomStyle(style)))
    }
}

/// An app's style's body for one control: a view whose dynamic properties (`@Environment`, `@State`)
/// are the style's own, evaluated like a custom view's body. One type per style type, so a control
/// whose style changes type starts its body afresh.
struct StyledBody<Style>: View {
    typealias Body = Never

    let style: Style
    let makeBody: @MainActor (Style) -> any View
}

extension StyledBody: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode {
        CompositeNode(context, evaluation: CompositeEvaluation(
            // The style itself, not an optional wrapping it: its `@Environment`/`@State` are found by
            // reflecting on it.
            properties: { view in
                guard let styled = view as? Self else { return view }
                return styled.style
            },
            body: { view in
                guard let styled = view as? Self else { return EmptyView() }
                return styled.makeBody(styled.style)
            }))
    }
}

/// A view handed to a style through its configuration (a control's label), rendered as it is where
/// the style's body puts it.
@MainActor
protocol ConfigurationContent: View where Body == Never {
    var content: any View { get }
}

extension ConfigurationContent {
    func makeNode(in context: NodeContext) -> ViewNode {
        PassThroughNode(context) { ($0 as? any ConfigurationContent)?.content }
    }
}

extension LeafNode {
    /// A control an app's style's body draws contributes the body's widgets as its own: takes them
    /// and tells the parent when they changed.
    final func showStyledBodyWidgets(_ body: ChildSlot) {
        let before = widgets
        widgets = body.widgets
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }
}
