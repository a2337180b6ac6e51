import QuireCore

extension View {
    /// Asks the person to confirm while `isPresented` is true: `actions` are its buttons, and a
    /// Cancel button is added when none has the cancel role. Choosing a button sets `isPresented`
    /// to false and runs its action. On GNOME it is an `AdwMessageDialog` like an alert; the title
    /// shows unless `titleVisibility` is `.hidden` (a desktop has room for it, so `.automatic`
    /// shows it).
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationModifier(title: title.content, isPresented: isPresented, titleVisibility: titleVisibility,
                             content: AlertContent(actions: actions(), message: nil))
    }

    /// `confirmationDialog` titled by a localized string key.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationModifier(title: titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility,
                             content: AlertContent(actions: actions(), message: nil))
    }

    /// `confirmationDialog` titled by a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationModifier(title: String(title), isPresented: isPresented, titleVisibility: titleVisibility,
                             content: AlertContent(actions: actions(), message: nil))
    }

    /// `confirmationDialog` with a message (its `Text`).
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationModifier(title: title.content, isPresented: isPresented, titleVisibility: titleVisibility,
                             content: AlertContent(actions: actions(), message: message()))
    }

    /// `confirmationDialog` with a message, titled by a localized string key.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationModifier(title: titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility,
                             content: AlertContent(actions: actions(), message: message()))
    }

    /// `confirmationDialog` with a message, titled by a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M)
        -> some View {
        confirmationModifier(title: String(title), isPresented: isPresented, titleVisibility: titleVisibility,
                             content: AlertContent(actions: actions(), message: message()))
    }

    /// The dialog `content` describes (nothing while it is nil: `presenting` data that is nil).
    func confirmationModifier(title: String, isPresented: Binding<Bool>, titleVisibility: Visibility,
                              content: AlertContent?) -> some View {
        let shownTitle = titleVisibility == .hidden ? "" : title
        return modifier(_AlertModifier(isPresented: isPresented,
                                       alert: content.map { $0.confirmationDialog(titled: shownTitle) }))
    }
}
