import QuireCore

/// An alert described as a value (SwiftUI's `Alert`, deprecated there in favour of
/// `alert(_:isPresented:actions:message:)`), shown by `alert(isPresented:content:)` and
/// `alert(item:content:)`: an `AdwMessageDialog` like the modern forms.
@available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
@MainActor @preconcurrency
public struct Alert {
    let title: String
    let message: String?
    let buttons: [Button]

    /// An alert with one button (OK when nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.content
        self.message = message?.content
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.content
        self.message = message?.content
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or `ActionSheet`, with its style and action.
    public struct Button {
        let label: String
        let role: AlertButton.Role
        let action: (() -> Void)?

        /// An ordinary button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label.content, role: .normal, action: action)
        }

        /// A button that leaves things as they were: what Escape picks.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label.content, role: .cancel, action: action)
        }

        /// A Cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: "Cancel", role: .cancel, action: action)
        }

        /// A button that deletes or discards something, drawn as destructive.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label.content, role: .destructive, action: action)
        }
    }

    /// The alert to show, its buttons' actions by index.
    @MainActor
    var prepared: PreparedAlert {
        LegacyAlerts.prepared(title: title, message: message, buttons: buttons)
    }
}

/// A list of choices described as a value (SwiftUI's `ActionSheet`, deprecated there in favour of
/// `confirmationDialog`): shown like a confirmation dialog.
@available(*, deprecated, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
@MainActor @preconcurrency
public struct ActionSheet {
    public typealias Button = Alert.Button

    let title: String
    let message: String?
    let buttons: [Button]

    /// An action sheet titled `title` with `buttons` (a Cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title.content
        self.message = message?.content
        self.buttons = buttons
    }

    @MainActor
    var prepared: PreparedAlert {
        LegacyAlerts.prepared(title: title, message: message, buttons: buttons)
    }
}

@available(*, deprecated)
@MainActor
enum LegacyAlerts {
    static func prepared(title: String, message: String?, buttons: [Alert.Button]) -> PreparedAlert {
        PreparedAlert(request: AlertRequest(title: title, message: message,
                                            buttons: buttons.map { AlertButton(title: $0.label, role: $0.role) }),
                      actions: buttons.map { button in { button.action?() } })
    }
}

@available(*, deprecated)
extension View {
    /// Presents the alert `content` makes while `isPresented` is true (SwiftUI's deprecated
    /// `alert(isPresented:content:)`); choosing a button sets `isPresented` to false and runs it.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, alert: content().prepared))
    }

    /// Presents the alert `content` makes for `item` while it is non-nil (SwiftUI's deprecated
    /// `alert(item:content:)`); choosing a button sets `item` to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        modifier(_AlertModifier(isPresented: presence(of: item), alert: item.wrappedValue.map { content($0).prepared }))
    }

    /// Presents the action sheet `content` makes while `isPresented` is true (SwiftUI's deprecated
    /// `actionSheet(isPresented:content:)`).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, alert: content().prepared))
    }

    /// Presents the action sheet `content` makes for `item` while it is non-nil (SwiftUI's
    /// deprecated `actionSheet(item:content:)`).
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        modifier(_AlertModifier(isPresented: presence(of: item), alert: item.wrappedValue.map { content($0).prepared }))
    }
}
