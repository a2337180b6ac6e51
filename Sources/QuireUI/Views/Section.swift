import QuireCore

/// Rows grouped under a header and over a footer (SwiftUI's `Section`): in a `Form`, or on its own,
/// a boxed list of rows with the header above it in the heading style and the footer below it in
/// small, dimmed text.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never

    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the content shows (`Section(_:isExpanded:content:)`); nil: always.
    let isExpanded: Binding<Bool>?

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer(), isExpanded: nil)
    }

    init(header: Parent, content: Content, footer: Footer, isExpanded: Binding<Bool>?) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }

    /// A section with a header and a footer given as views (deprecated in SwiftUI).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header given as a view (deprecated in SwiftUI).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view (deprecated in SwiftUI).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey.resolved) })
    }

    /// A section headed by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

extension Section: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { SectionNode(context) }
}

/// What a section node needs of a `Section`.
@MainActor
protocol AnySection {
    var headerView: any View { get }
    var contentView: any View { get }
    var footerView: any View { get }
}

extension Section: AnySection {
    var headerView: any View {
        guard let isExpanded else { return header }
        return SectionDisclosureHeader(header: header, isExpanded: isExpanded)
    }

    var contentView: any View {
        guard let isExpanded else { return content }
        return CollapsibleContent(content: content, isExpanded: isExpanded)
    }

    var footerView: any View { footer }
}
