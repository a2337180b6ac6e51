import QuireCore

/// Whether a view is presented, and how to dismiss it (SwiftUI's `PresentationMode`, deprecated
/// there in favour of `\.isPresented` and `\.dismiss`): in a sheet, cover, popover or pushed page,
/// `dismiss()` dismisses it as `\.dismiss` would.
public struct PresentationMode {
    /// Whether the view is in a presentation (`\.isPresented`).
    public let isPresented: Bool
    private let action: DismissAction

    init(isPresented: Bool, action: DismissAction) {
        self.isPresented = isPresented
        self.action = action
    }

    /// Dismisses the presentation the view is in; nothing when it is in none.
    @MainActor
    public mutating func dismiss() {
        guard isPresented else { return }
        action()
    }
}

extension EnvironmentValues {
    /// The presentation the view is in (SwiftUI's `presentationMode`, deprecated there: use
    /// `isPresented` and `dismiss`).
    @available(*, deprecated, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: isPresented, action: dismiss))
    }
}
