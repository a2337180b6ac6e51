import Foundation
import QuireCore

extension Text {
    /// Text showing `resource` in its locale's language, else the user's: its translation's inline
    /// Markdown styled, interpolated values not read as Markdown — as `Text(_:tableName:bundle:comment:)`.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        let markdown = LocalizedStrings.string(for: resource, defaultValue: resource.defaultValue.escapingMarkdown)
        self.init(runs: InlineMarkdown.runs(markdown))
    }
}
