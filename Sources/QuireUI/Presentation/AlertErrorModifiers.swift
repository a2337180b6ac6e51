import QuireCore

import Foundation

extension View {
    /// Presents an alert for `error` while `isPresented` is true (SwiftUI's
    /// `alert(isPresented:error:actions:)`): titled by the error's `errorDescription`, its
    /// `failureReason` and `recoverySuggestion` below. Nothing shows while `error` is nil.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, alert: error.map { error in
            AlertContent(actions: actions(), message: Text(ErrorAlert.message(of: error)))
                .alert(titled: ErrorAlert.title(of: error))
        }))
    }

    /// `alert(isPresented:error:actions:)` whose actions and message are made from the error
    /// (SwiftUI's `alert(isPresented:error:actions:message:)`).
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, alert: error.map { error in
            AlertContent(actions: actions(error), message: message(error)).alert(titled: ErrorAlert.title(of: error))
        }))
    }

    /// Presents an alert while `error` is non-nil (SwiftUI's `alert(error:actions:)`); choosing a
    /// button sets it to nil.
    public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A) -> some View {
        alert(isPresented: presence(of: error), error: error.wrappedValue, actions: actions)
    }

    /// `alert(error:actions:)` whose actions and message are made from the error (SwiftUI's
    /// `alert(error:actions:message:)`).
    public func alert<E: LocalizedError, A: View, M: View>(error: Binding<E?>, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        alert(isPresented: presence(of: error), error: error.wrappedValue, actions: actions, message: message)
    }
}

/// What an error alert says.
enum ErrorAlert {
    static func title<E: LocalizedError>(of error: E) -> String {
        error.errorDescription ?? error.localizedDescription
    }

    /// The reason and what to do about it, as a Mac's error alert shows them below the title.
    static func message<E: LocalizedError>(of error: E) -> String {
        [error.failureReason, error.recoverySuggestion].compactMap { $0 }.joined(separator: "\n")
    }
}

/// True while `item` holds a value; setting false sets it to nil (an item-presented alert or sheet).
func presence<Wrapped>(of item: Binding<Wrapped?>) -> Binding<Bool> {
    Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
}
