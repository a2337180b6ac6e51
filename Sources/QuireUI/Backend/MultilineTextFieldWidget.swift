/// How many lines a vertical text field is tall: at least `minimum`, growing with its text up to
/// `maximum` (nil: without bound), then scrolling. From `lineLimit`: a number is the most lines, a
/// range both bounds, `reservesSpace` makes the number the least as well.
package struct TextFieldLineLimits: Hashable, Sendable {
    package var minimum: Int
    package var maximum: Int?

    package init(minimum: Int = 1, maximum: Int? = nil) {
        self.minimum = max(minimum, 1)
        self.maximum = maximum.map { Swift.max($0, self.minimum) }
    }

    init(_ environment: EnvironmentValues) {
        self.init(minimum: environment.reservedLineCount ?? 1, maximum: environment.lineLimit)
    }
}

/// `TextField(…, axis: .vertical)`: an entry of several lines, as tall as its text within its line
/// limits. Enter submits (`onSubmit`), as in a one-line field; Shift+Enter and Ctrl+Enter start a
/// new line.
@MainActor package protocol MultilineTextFieldWidget: TextFieldWidget {
    func setLineLimits(_ limits: TextFieldLineLimits)
}
