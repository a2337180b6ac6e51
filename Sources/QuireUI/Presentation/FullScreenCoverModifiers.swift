import QuireCore

extension View {
    /// Presents `content` covering the window while `isPresented` is true (SwiftUI's
    /// `fullScreenCover(isPresented:onDismiss:content:)`). On GNOME the cover is a modal window over
    /// the presenting one, maximized, with a header bar holding the content's toolbar items;
    /// dismissing it — `dismiss()`, Escape, or the binding set to false — sets `isPresented` to false
    /// and calls `onDismiss`.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, style: .fullScreenCover, onDismiss: onDismiss,
                                content: content))
    }

    /// Presents a cover for `item` while it is non-nil (SwiftUI's `fullScreenCover(item:onDismiss:content:)`);
    /// an item of another `id` replaces the content, whose state starts afresh.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content)
        -> some View {
        modifier(_SheetModifier(item: item, style: .fullScreenCover, onDismiss: onDismiss, content: content))
    }
}
