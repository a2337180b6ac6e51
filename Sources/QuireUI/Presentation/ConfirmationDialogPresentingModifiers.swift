import QuireCore

extension View {
    /// `confirmationDialog` whose actions are made from `data`; nothing shows while `data` is nil
    /// (SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`).
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationModifier(title: title.content, isPresented: isPresented, titleVisibility: titleVisibility,
                             content: data.map { AlertContent(actions: actions($0), message: nil) })
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)` titled by a localized
    /// string key.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationModifier(title: titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility,
                             content: data.map { AlertContent(actions: actions($0), message: nil) })
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)` titled by a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        confirmationModifier(title: String(title), isPresented: isPresented, titleVisibility: titleVisibility,
                             content: data.map { AlertContent(actions: actions($0), message: nil) })
    }

    /// `confirmationDialog` whose actions and message are made from `data` (SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`).
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        confirmationModifier(title: title.content, isPresented: isPresented, titleVisibility: titleVisibility,
                             content: data.map { AlertContent(actions: actions($0), message: message($0)) })
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` titled by a
    /// localized string key.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        confirmationModifier(title: titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility,
                             content: data.map { AlertContent(actions: actions($0), message: message($0)) })
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` titled by a
    /// string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M)
        -> some View {
        confirmationModifier(title: String(title), isPresented: isPresented, titleVisibility: titleVisibility,
                             content: data.map { AlertContent(actions: actions($0), message: message($0)) })
    }
}
