import QuireCore

extension View {
    /// Presents an alert titled `title` while `item` is non-nil, its actions made from the item
    /// (SwiftUI's `alert(_:item:actions:)`); choosing a button sets `item` to nil.
    public func alert<A: View, T>(_ title: Text, item: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View {
        alert(title, isPresented: presence(of: item), presenting: item.wrappedValue, actions: actions)
    }

    /// `alert(_:item:actions:)` titled by a localized string key.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, item: Binding<T?>,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(titleKey, isPresented: presence(of: item), presenting: item.wrappedValue, actions: actions)
    }

    /// `alert(_:item:actions:)` titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, item: Binding<T?>,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(title, isPresented: presence(of: item), presenting: item.wrappedValue, actions: actions)
    }

    /// `alert(_:item:actions:)` with a message made from the item (SwiftUI's `alert(_:item:actions:message:)`).
    public func alert<A: View, M: View, T>(_ title: Text, item: Binding<T?>, @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        alert(title, isPresented: presence(of: item), presenting: item.wrappedValue, actions: actions, message: message)
    }

    /// `alert(_:item:actions:message:)` titled by a localized string key.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item: Binding<T?>,
                                           @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        alert(titleKey, isPresented: presence(of: item), presenting: item.wrappedValue, actions: actions,
              message: message)
    }

    /// `alert(_:item:actions:message:)` titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, item: Binding<T?>,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        alert(title, isPresented: presence(of: item), presenting: item.wrappedValue, actions: actions, message: message)
    }
}
