import QuireCore

extension View {
    /// Presents `content` in a popover pointing at this view while `isPresented` is true (SwiftUI's
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`). On GNOME a GtkPopover with an
    /// arrow: on the side of the view `arrowEdge` names (below it when nil, as GTK places them), at
    /// the part `attachmentAnchor` names. A click outside, Escape or `dismiss()` closes it and sets
    /// `isPresented` to false.
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_SheetModifier(isPresented: isPresented,
                                style: .popover(attachmentAnchor.placement(arrowEdge: arrowEdge)),
                                onDismiss: nil, content: content))
    }

    /// Presents a popover for `item` while it is non-nil (SwiftUI's
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`); an item of another `id` replaces the
    /// content.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content)
        -> some View {
        modifier(_SheetModifier(item: item, style: .popover(attachmentAnchor.placement(arrowEdge: arrowEdge)),
                                onDismiss: nil, content: content))
    }
}
