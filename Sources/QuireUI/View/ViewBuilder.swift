/// Builds a view from the statements of a closure (SwiftUI's `@ViewBuilder`): several views become a
/// `TupleView`, `if` without `else` an optional view, `if`/`else` and `switch` a `_ConditionalContent`,
/// and `for` loops an array of views identified by position (use `ForEach` to identify them by id).
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, as itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, side by side in their container.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content {
            children.append(child)
        }
        return TupleView(value: (repeat each content), children: children)
    }

    /// A single expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// `if` without `else` (older spelling).
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of `if`/`else`, or a `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of `if`/`else`, or a `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }

    /// A `for` loop: the views it made, identified by their position.
    public static func buildArray<Content: View>(_ components: [Content]) -> _ArrayContent<Content> {
        _ArrayContent(elements: components)
    }
}
