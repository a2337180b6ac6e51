import QuireCore

/// Collapsible sections (`Section(_:isExpanded:content:)`): the header ends with a flat disclosure
/// button — GNOME's expander arrow, `pan-end` when collapsed and `pan-down` when expanded — that
/// turns the binding over; the content is there only while the binding is true. SwiftUI shows the
/// indicator in sidebars; a GNOME user expects the arrow wherever a group collapses, so every
/// context has it.
extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section titled by `titleKey`, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey.resolved), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// A collapsible section titled `title`, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section under `header`, expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

/// A collapsible section's header: the header, then the disclosure button at the row's end.
struct SectionDisclosureHeader<Header: View>: View {
    let header: Header
    let isExpanded: Binding<Bool>

    var body: some View {
        let expanded = isExpanded.wrappedValue
        HStack {
            header
            Spacer(minLength: 0)
            Button {
                isExpanded.wrappedValue.toggle()
            } label: {
                Image(systemName: expanded ? "pan-down-symbolic" : "pan-end-symbolic")
            }
            .buttonStyle(.borderless)
            .accessibilityLabel(expanded ? "Collapse" : "Expand")
        }
    }
}

/// A collapsible section's content: there while the binding is true.
struct CollapsibleContent<Content: View>: View {
    let content: Content
    let isExpanded: Binding<Bool>

    var body: some View {
        if isExpanded.wrappedValue {
            content
        }
    }
}
