import Foundation

/// How a text's lines are laid out: `lineLimit`, `truncationMode`, `textSelection`.
package struct TextLayout: Hashable, Sendable {
    /// The most lines shown, the last one truncated; nil: as many as the text needs.
    package var maximumLines: Int?
    /// The lines of height the text takes even when shorter (`lineLimit(_:reservesSpace:)`, a range's
    /// lower bound).
    package var reservedLines: Int?
    package var truncationMode: Text.TruncationMode
    package var isSelectable: Bool

    package init(maximumLines: Int? = nil, reservedLines: Int? = nil,
                 truncationMode: Text.TruncationMode = .tail, isSelectable: Bool = false) {
        self.maximumLines = maximumLines
        self.reservedLines = reservedLines
        self.truncationMode = truncationMode
        self.isSelectable = isSelectable
    }

    init(_ environment: EnvironmentValues) {
        self.init(maximumLines: environment.lineLimit, reservedLines: environment.reservedLineCount,
                  truncationMode: environment.truncationMode, isSelectable: environment.isTextSelectable)
    }
}

/// A text widget that also shows styled text (Pango markup) and lays out lines as `TextLayout` says.
@MainActor package protocol RichTextWidget: TextWidget {
    /// Shows `markup`; `plainText` is its characters (for what reads the widget's text).
    func setMarkup(_ markup: String, plainText: String)
    func setLayout(_ layout: TextLayout)
}
