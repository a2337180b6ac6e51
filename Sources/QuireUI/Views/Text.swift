import Foundation

/// A line or paragraph of read-only text.
public struct Text: View, Equatable {
    public typealias Body = Never

    let content: String

    /// Text showing `content` (`Text("Count: \(count)")`).
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing the key's text (`Text("\(speed, specifier: "%.1f") km/h")`): Quire has no string
    /// tables, so the table, bundle and comment are not looked up.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        content = key.resolved
    }

    /// Text showing `content` exactly.
    public init(verbatim content: String) {
        self.content = content
    }
}

extension Text: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { TextNode(context) }
}
