import QuireCore

extension View {
    /// Presents an alert titled `title` while `isPresented` is true. `actions` are its buttons
    /// (`Button`s, with roles); with none the alert has an OK button. Choosing a button sets
    /// `isPresented` to false and runs the button's action. On GNOME it is an `AdwMessageDialog`.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alertModifier(title: title.content, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// `alert` titled by a localized string key.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alertModifier(title: titleKey.resolved, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// `alert` titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alertModifier(title: String(title), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// `alert` with a message below the title (its `Text`).
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alertModifier(title: title.content, isPresented: isPresented, actions: actions(), message: message())
    }

    /// `alert` with a message, titled by a localized string key.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alertModifier(title: titleKey.resolved, isPresented: isPresented, actions: actions(), message: message())
    }

    /// `alert` with a message, titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alertModifier(title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// `alert` whose actions are made from `data`; nothing shows while `data` is nil.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(title: title.content, isPresented: isPresented,
                      content: data.map { AlertContent(actions: actions($0), message: nil) })
    }

    /// `alert(_:isPresented:presenting:actions:)` titled by a localized string key.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(title: titleKey.resolved, isPresented: isPresented,
                      content: data.map { AlertContent(actions: actions($0), message: nil) })
    }

    /// `alert(_:isPresented:presenting:actions:)` titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(title: String(title), isPresented: isPresented,
                      content: data.map { AlertContent(actions: actions($0), message: nil) })
    }

    /// `alert` whose actions and message are made from `data`; nothing shows while `data` is nil.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(title: title.content, isPresented: isPresented,
                      content: data.map { AlertContent(actions: actions($0), message: message($0)) })
    }

    /// `alert(_:isPresented:presenting:actions:message:)` titled by a localized string key.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                           presenting data: T?, @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(title: titleKey.resolved, isPresented: isPresented,
                      content: data.map { AlertContent(actions: actions($0), message: message($0)) })
    }

    /// `alert(_:isPresented:presenting:actions:message:)` titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                              presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(title: String(title), isPresented: isPresented,
                      content: data.map { AlertContent(actions: actions($0), message: message($0)) })
    }

    private func alertModifier(title: String, isPresented: Binding<Bool>, actions: any View,
                               message: (any View)?) -> some View {
        alertModifier(title: title, isPresented: isPresented, content: AlertContent(actions: actions, message: message))
    }

    private func alertModifier(title: String, isPresented: Binding<Bool>, content: AlertContent?) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, alert: content.map { $0.alert(titled: title) }))
    }
}

/// An alert's actions and message views, before they become a request.
@MainActor
struct AlertContent {
    let actions: any View
    let message: (any View)?

    /// The request with `title`, and the action of each of its buttons. No buttons: one OK button.
    func alert(titled title: String) -> PreparedAlert {
        var buttons = AlertActions.buttons(in: actions)
        if buttons.isEmpty {
            let nothing: @MainActor () -> Void = {}
            buttons = [(AlertButton(title: "OK", role: .cancel), nothing)]
        }
        return prepared(title: title, buttons: buttons)
    }

    /// The request of a confirmation dialog: a Cancel button is added when no button has the
    /// cancel role, as SwiftUI does.
    func confirmationDialog(titled title: String) -> PreparedAlert {
        var buttons = AlertActions.buttons(in: actions)
        if !buttons.contains(where: { $0.button.role == .cancel }) {
            let nothing: @MainActor () -> Void = {}
            buttons.append((AlertButton(title: "Cancel", role: .cancel), nothing))
        }
        return prepared(title: title, buttons: buttons)
    }

    private func prepared(title: String, buttons: [(button: AlertButton, action: @MainActor () -> Void)])
        -> PreparedAlert {
        let text = message.map(AlertActions.text(in:)).flatMap { $0.isEmpty ? nil : $0 }
        return PreparedAlert(request: AlertRequest(title: title, message: text, buttons: buttons.map(\.button)),
                             actions: buttons.map(\.action))
    }
}

/// An alert ready to show: what the platform shows and what each button does, by index.
@MainActor
struct PreparedAlert {
    let request: AlertRequest
    let actions: [@MainActor () -> Void]
}

/// Reading an alert's `actions` and `message` views: the buttons and texts in them, in order,
/// through the builder's shapes (tuples, `if`, optionals, groups, `AnyView`). Other views have no
/// place in an alert and are left out.
@MainActor
enum AlertActions {
    static func buttons(in view: any View) -> [(button: AlertButton, action: @MainActor () -> Void)] {
        if let button = view as? any AnyButton {
            let role: AlertButton.Role = switch button.role {
            case .destructive?: .destructive
            case .cancel?: .cancel
            default: .normal
            }
            return [(AlertButton(title: button.accessibleTitle ?? "", role: role), button.action)]
        }
        return children(of: view).flatMap(buttons(in:))
    }

    static func text(in view: any View) -> String {
        if let text = view as? Text { return text.content }
        return children(of: view).map(text(in:)).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    private static func children(of view: any View) -> [any View] {
        if let tuple = view as? any AnyTupleView { return tuple.childViews }
        if let conditional = view as? any AnyConditionalContent { return [conditional.branchView] }
        if let optional = view as? any AnyOptionalView { return optional.wrappedView.map { [$0] } ?? [] }
        if let group = view as? any AnyGroupContent { return [group.groupContent] }
        return []
    }
}

/// `alert`: the content's widgets pass through unchanged; the alert shows while the binding is true
/// and it has something to show.
struct _AlertModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isPresented: Binding<Bool>
    /// nil: nothing to show (`presenting` data that is nil).
    let alert: PreparedAlert?

    func makeNode(in context: NodeContext) -> ViewNode { AlertNode(context) }
}

/// The node of `_AlertModifier`: watches the binding (with Observation tracking) and shows one alert
/// at a time through the backend; the answer resets the binding, then runs the chosen button's
/// action.
final class AlertNode: ViewNode {
    private var child = ChildSlot()
    private var modifier: _AlertModifier?
    private(set) var isPresenting = false

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _AlertModifier else { return }
        self.modifier = modifier
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
        presentIfAsked()
    }

    override func refresh() {
        presentIfAsked()
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = child.widgets
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        super.unmount()
        child.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    private func presentIfAsked() {
        guard let modifier else { return }
        let asked = tracked { modifier.isPresented.wrappedValue }
        guard asked, !isPresenting, let alert = modifier.alert else { return }
        guard let backend = graph.backend as? any PresentationBackend else {
            modifier.isPresented.wrappedValue = false
            return
        }
        isPresenting = true
        let window = widgets.first
        Task { @MainActor [weak self] in
            let response = await backend.presentAlert(alert.request, over: window)
            guard let self else { return }
            self.isPresenting = false
            guard self.isMounted else { return }
            (self.modifier ?? modifier).isPresented.wrappedValue = false
            if case .button(let index) = response, alert.actions.indices.contains(index) {
                alert.actions[index]()
            }
        }
    }
}
