/// What `alert` asks the platform to show: a title, an optional message, and its buttons in order.
package struct AlertRequest: Sendable, Equatable {
    package var title: String
    package var message: String?
    package var buttons: [AlertButton]

    package init(title: String, message: String? = nil, buttons: [AlertButton]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The index of the button Escape picks: the first with the cancel role.
    package var cancelButton: Int? { buttons.firstIndex { $0.role == .cancel } }
}

/// One button of an alert, made from a `Button` in its actions.
package struct AlertButton: Sendable, Equatable {
    /// What the button does, for how it looks and which key picks it.
    package enum Role: Sendable, Equatable {
        /// An ordinary action.
        case normal
        /// Deletes or discards something: drawn as a destructive action.
        case destructive
        /// Leaves things as they were: what Escape picks.
        case cancel
    }

    package var title: String
    package var role: Role

    package init(title: String, role: Role = .normal) {
        self.title = title
        self.role = role
    }
}

/// How an alert was answered.
package enum AlertResponse: Sendable, Equatable {
    /// The button at this index of `AlertRequest.buttons` was chosen.
    case button(Int)
    /// Closed without a button (Escape in an alert that has no cancel button).
    case dismissed
}
