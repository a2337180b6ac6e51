/// A backend that shows sheets and alerts over a window (the GTK one, and the headless one whose
/// tests answer them as a person would).
@MainActor package protocol PresentationBackend {
    /// Shows `sheet` modally over the window holding `widget` (no window: over none) and keeps it
    /// shown until the returned window's `close()`. The close button and Escape go to
    /// `sheet.cancel()`, never close the window themselves.
    func presentSheet(_ sheet: SheetPresentation, over widget: (any PlatformWidget)?) -> any PresentedSheet

    /// Shows `alert` modally over the window holding `widget` and waits for the person's answer.
    func presentAlert(_ alert: AlertRequest, over widget: (any PlatformWidget)?) async -> AlertResponse
}

/// The window a backend shows a sheet in.
@MainActor package protocol PresentedSheet: AnyObject {
    /// Closes the window; the sheet's content is gone with it. Called once.
    func close()
}
